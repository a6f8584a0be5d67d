/* test_fpconv: checks classlib/native/fpconv.c against reference cases produced by HotSpot 17
 * (tests/unit/gen/GenFpCases.java; format described there).
 *
 *   test_fpconv [CASEFILE]     default CASEFILE: tests/unit/fpconv_cases.txt (run from the root)
 *
 * Besides the file's cases it checks a few built-in values and that every formatted double and
 * float parses back to the same bits (Java's outputs all round-trip). Mismatches are printed
 * (the first 50 of each kind) and counted; the last line is "test_fpconv: N checks, M failed". */
#include "fpconv.h"
#include "unit.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { K_D, K_F, K_PD, K_PF, K_RT, K_BUILTIN, K_COUNT };
static const char *const KIND_NAME[K_COUNT] = {
    "Double.toString", "Float.toString", "Double.parseDouble", "Float.parseFloat",
    "round trip (own output)", "built-in",
};
static long kind_checks[K_COUNT], kind_failed[K_COUNT];
static int max_len_d, max_len_f;

static void record(int kind, bool ok, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;

static void record(int kind, bool ok, const char *fmt, ...)
{
    unit_checks++;
    kind_checks[kind]++;
    if (ok)
        return;
    unit_failed++;
    if (kind_failed[kind]++ < 50) {
        va_list ap;
        va_start(ap, fmt);
        fprintf(stderr, "MISMATCH %s: ", KIND_NAME[kind]);
        vfprintf(stderr, fmt, ap);
        fputc('\n', stderr);
        va_end(ap);
    }
}

static uint64_t dbits(double d)
{
    uint64_t b;
    memcpy(&b, &d, sizeof b);
    return b;
}

static uint32_t fbits(float f)
{
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    return b;
}

static double bits_d(uint64_t b)
{
    double d;
    memcpy(&d, &b, sizeof d);
    return d;
}

static float bits_f(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

static bool is_nan_d(uint64_t b) { return (b & UINT64_C(0x7FFFFFFFFFFFFFFF)) > UINT64_C(0x7FF0000000000000); }
static bool is_nan_f(uint32_t b) { return (b & 0x7FFFFFFFu) > 0x7F800000u; }

/* Guard bytes after the NUL catch overruns of FP_JAVA_BUFSZ. */
static int fmt_d(double d, char *buf)
{
    memset(buf, 0x5A, 64);
    int n = fp_double_to_java(d, buf);
    if (n > max_len_d)
        max_len_d = n;
    if (n < 0 || n >= FP_JAVA_BUFSZ || strlen(buf) != (size_t)n || buf[FP_JAVA_BUFSZ] != 0x5A)
        record(K_BUILTIN, false, "bad length %d for bits %016llx", n, (unsigned long long)dbits(d));
    return n;
}

static int fmt_f(float f, char *buf)
{
    memset(buf, 0x5A, 64);
    int n = fp_float_to_java(f, buf);
    if (n > max_len_f)
        max_len_f = n;
    if (n < 0 || n >= FP_JAVA_BUFSZ || strlen(buf) != (size_t)n || buf[FP_JAVA_BUFSZ] != 0x5A)
        record(K_BUILTIN, false, "bad length %d for bits %08x", n, (unsigned)fbits(f));
    return n;
}

static void roundtrip_d(uint64_t b, const char *s)
{
    double r;
    bool ok = fp_parse_double(s, strlen(s), &r);
    record(K_RT, ok && (dbits(r) == b || (is_nan_d(b) && is_nan_d(dbits(r)))),
           "double %016llx -> \"%s\" -> %s %016llx", (unsigned long long)b, s, ok ? "ok" : "NFE",
           (unsigned long long)dbits(r));
}

static void roundtrip_f(uint32_t b, const char *s)
{
    float r;
    bool ok = fp_parse_float(s, strlen(s), &r);
    record(K_RT, ok && (fbits(r) == b || (is_nan_f(b) && is_nan_f(fbits(r)))),
           "float %08x -> \"%s\" -> %s %08x", (unsigned)b, s, ok ? "ok" : "NFE", (unsigned)fbits(r));
}

static void check_d(uint64_t b, const char *want, int kind)
{
    char buf[64];
    fmt_d(bits_d(b), buf);
    record(kind, strcmp(buf, want) == 0, "%016llx: got \"%s\", want \"%s\"", (unsigned long long)b,
           buf, want);
    roundtrip_d(b, buf);
}

static void check_f(uint32_t b, const char *want, int kind)
{
    char buf[64];
    fmt_f(bits_f(b), buf);
    record(kind, strcmp(buf, want) == 0, "%08x: got \"%s\", want \"%s\"", (unsigned)b, buf, want);
    roundtrip_f(b, buf);
}

/* "\xHH" escapes -> bytes; returns the length */
static size_t unescape(const char *in, char *out)
{
    size_t n = 0;
    while (*in) {
        if (in[0] == '\\' && in[1] == 'x' && in[2] && in[3]) {
            char hx[3] = {in[2], in[3], 0};
            out[n++] = (char)strtoul(hx, NULL, 16);
            in += 4;
        } else {
            out[n++] = *in++;
        }
    }
    return n;
}

static void check_pd(const char *want, const char *esc)
{
    static char in[1 << 17];
    size_t n = unescape(esc, in);
    double r = 0;
    bool ok = fp_parse_double(in, n, &r);
    if (strcmp(want, "NFE") == 0) {
        record(K_PD, !ok, "\"%s\": got %016llx, want NFE", esc, (unsigned long long)dbits(r));
        return;
    }
    uint64_t w = strtoull(want, NULL, 16);
    record(K_PD, ok && dbits(r) == w, "\"%.200s\": got %s %016llx, want %016llx", esc,
           ok ? "" : "NFE", (unsigned long long)dbits(r), (unsigned long long)w);
}

static void check_pf(const char *want, const char *esc)
{
    static char in[1 << 17];
    size_t n = unescape(esc, in);
    float r = 0;
    bool ok = fp_parse_float(in, n, &r);
    if (strcmp(want, "NFE") == 0) {
        record(K_PF, !ok, "\"%s\": got %08x, want NFE", esc, (unsigned)fbits(r));
        return;
    }
    uint32_t w = (uint32_t)strtoul(want, NULL, 16);
    record(K_PF, ok && fbits(r) == w, "\"%.200s\": got %s %08x, want %08x", esc, ok ? "" : "NFE",
           (unsigned)fbits(r), (unsigned)w);
}

static void builtin(void)
{
    static const struct {
        uint64_t bits;
        const char *s;
    } ds[] = {
        {UINT64_C(0x0000000000000000), "0.0"},
        {UINT64_C(0x8000000000000000), "-0.0"},
        {UINT64_C(0x7FF8000000000000), "NaN"},
        {UINT64_C(0x7FF0000000000000), "Infinity"},
        {UINT64_C(0xFFF0000000000000), "-Infinity"},
        {UINT64_C(0x0000000000000001), "4.9E-324"},
        {UINT64_C(0x7FEFFFFFFFFFFFFF), "1.7976931348623157E308"},
        {UINT64_C(0x0010000000000000), "2.2250738585072014E-308"},
        {UINT64_C(0x3FF0000000000000), "1.0"},
        {UINT64_C(0x4059000000000000), "100.0"},
        {UINT64_C(0x3F50624DD2F1A9FC), "0.001"},
        {UINT64_C(0x4132D68700000000), "1234567.0"},
        {UINT64_C(0x416312D000000000), "1.0E7"},
        {UINT64_C(0x3EE4F8B588E368F1), "1.0E-5"},
        {UINT64_C(0x3FD3333333333334), "0.30000000000000004"},
        {UINT64_C(0x44B52D02C7E14AF6), "9.999999999999999E22"},
    };
    static const struct {
        uint32_t bits;
        const char *s;
    } fs[] = {
        {0x00000000u, "0.0"},       {0x80000000u, "-0.0"},         {0x7FC00000u, "NaN"},
        {0x00000001u, "1.4E-45"},   {0x7F7FFFFFu, "3.4028235E38"}, {0x3DCCCCCDu, "0.1"},
        {0x4B189680u, "1.0E7"},     {0x3A83126Fu, "0.001"},        {0x501502F9u, "1.0E10"},
    };
    for (size_t i = 0; i < sizeof ds / sizeof ds[0]; i++)
        check_d(ds[i].bits, ds[i].s, K_BUILTIN);
    for (size_t i = 0; i < sizeof fs / sizeof fs[0]; i++)
        check_f(fs[i].bits, fs[i].s, K_BUILTIN);

    /* 2^62 goes through the exact-integer path */
    char buf[64];
    fmt_d(4611686018427387904.0, buf);
    record(K_BUILTIN, strcmp(buf, "4.6116860184273879E18") == 0, "2^62 -> %s", buf);

    /* parsing: length-delimited input, NaN, hex, whitespace */
    double d = 0;
    record(K_BUILTIN, fp_parse_double("1.5xyz", 3, &d) && d == 1.5, "len-delimited");
    record(K_BUILTIN, fp_parse_double(" -0x1.8p1d\n", 11, &d) && d == -3.0, "hex");
    record(K_BUILTIN, !fp_parse_double("1e", 2, &d), "1e");
    float f = 0;
    record(K_BUILTIN, fp_parse_float("-NaN", 4, &f) && fbits(f) == 0x7FC00000u, "-NaN");
    /* just above the float midpoint 1 + 2^-24 (rounds up); via double it would tie to even */
    record(K_BUILTIN,
           fp_parse_float("1.00000005960464477539062500000000000001", 40, &f) && fbits(f) == 0x3F800001u,
           "float double-rounding");
}

/* Deterministic self round trip over random bit patterns (no reference file needed). */
static void random_roundtrips(void)
{
    uint64_t x = UINT64_C(0x9E3779B97F4A7C15);
    char buf[64];
    for (int i = 0; i < 20000; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        fmt_d(bits_d(x), buf);
        roundtrip_d(x, buf);
        fmt_f(bits_f((uint32_t)(x >> 32)), buf);
        roundtrip_f((uint32_t)(x >> 32), buf);
    }
}

int main(int argc, char **argv)
{
    const char *path = argc > 1 ? argv[1] : "tests/unit/fpconv_cases.txt";
    builtin();
    random_roundtrips();

    FILE *fp = fopen(path, "rb");
    if (!fp) {
        fprintf(stderr, "test_fpconv: cannot open case file %s\n", path);
        record(K_BUILTIN, false, "case file %s missing", path);
    } else {
        static char line[1 << 17];
        long lineno = 0;
        while (fgets(line, sizeof line, fp)) {
            lineno++;
            size_t n = strlen(line);
            if (n == sizeof line - 1 && line[n - 1] != '\n') {
                record(K_BUILTIN, false, "%s:%ld: line too long", path, lineno);
                break;
            }
            while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
                line[--n] = '\0';
            if (n == 0 || line[0] == '#')
                continue;
            char *sp1 = strchr(line, ' ');
            char *sp2 = sp1 ? strchr(sp1 + 1, ' ') : NULL;
            if (!sp2) {
                record(K_BUILTIN, false, "%s:%ld: malformed line", path, lineno);
                continue;
            }
            *sp1 = '\0';
            *sp2 = '\0';
            const char *kind = line, *a = sp1 + 1, *b = sp2 + 1;
            if (strcmp(kind, "D") == 0)
                check_d(strtoull(a, NULL, 16), b, K_D);
            else if (strcmp(kind, "F") == 0)
                check_f((uint32_t)strtoul(a, NULL, 16), b, K_F);
            else if (strcmp(kind, "PD") == 0)
                check_pd(a, b);
            else if (strcmp(kind, "PF") == 0)
                check_pf(a, b);
            else
                record(K_BUILTIN, false, "%s:%ld: unknown kind %s", path, lineno, kind);
        }
        fclose(fp);
    }

    for (int k = 0; k < K_COUNT; k++)
        printf("  %-26s %9ld checks, %ld mismatches\n", KIND_NAME[k], kind_checks[k], kind_failed[k]);
    printf("  longest output: double %d, float %d characters\n", max_len_d, max_len_f);
    return unit_summary("test_fpconv");
}
