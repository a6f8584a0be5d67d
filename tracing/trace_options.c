/* trace_options.c: parsing -Xtrace[:opt,opt,...] (see trace_options.h). Each option is a row
 * of `options` below; later options (rotate=, deviation=, compress=, pointers) add rows. */
#include "trace_options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef bool (*OptionFn)(TraceOptions *o, const char *value, char *err, size_t errlen);

static bool opt_file(TraceOptions *o, const char *v, char *err, size_t errlen) {
    if (!*v) {
        snprintf(err, errlen, "-Xtrace: file= needs a path");
        return false;
    }
    if (strlen(v) >= sizeof o->path - 1) {
        snprintf(err, errlen, "-Xtrace: the path is too long");
        return false;
    }
    snprintf(o->path, sizeof o->path, "%s", v);
    return true;
}

static bool opt_stacks(TraceOptions *o, const char *v, char *err, size_t errlen) {
    char *end;
    errno = 0;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || errno || n == 0 || n > UINT32_MAX || *v == '-' || *v == '+') {
        snprintf(err, errlen, "-Xtrace: stacks= needs a number of allocations from 1 to %u, not '%s'", UINT32_MAX, v);
        return false;
    }
    o->stacks = (uint32_t)n;
    return true;
}

static bool opt_verify(TraceOptions *o, const char *v, char *err, size_t errlen) {
    (void)v, (void)err, (void)errlen;
    o->verify = true;
    return true;
}

/* A number with an optional K, M or G suffix (powers of 1024). */
static bool opt_rotate(TraceOptions *o, const char *v, char *err, size_t errlen) {
    char *end;
    errno = 0;
    unsigned long long n = strtoull(v, &end, 10);
    unsigned long long mul = 1;
    if (*end == 'k' || *end == 'K') mul = 1ull << 10, end++;
    else if (*end == 'm' || *end == 'M') mul = 1ull << 20, end++;
    else if (*end == 'g' || *end == 'G') mul = 1ull << 30, end++;
    if (!*v || *end || errno || *v == '-' || *v == '+' || n == 0 || n > (1ull << 50) / mul || n * mul < 65536) {
        snprintf(err, errlen, "-Xtrace: rotate= needs a size of at least 64K (e.g. 512M, 16G), not '%s'", v);
        return false;
    }
    o->rotate = n * mul;
    return true;
}

static bool parse_fraction(const char *v, double *out) {
    char *end;
    errno = 0;
    double d = strtod(v, &end);
    if (!*v || *end || errno || !(d > 0.0) || d > 1.0) return false;
    *out = d;
    return true;
}

static bool opt_deviation(TraceOptions *o, const char *v, char *err, size_t errlen) {
    if (!parse_fraction(v, &o->deviation) || o->deviation < 0.01) {
        snprintf(err, errlen, "-Xtrace: deviation= needs a fraction from 0.01 to 1, not '%s'", v);
        return false;
    }
    return true;
}

static bool opt_keepsites(TraceOptions *o, const char *v, char *err, size_t errlen) {
    (void)v, (void)err, (void)errlen;
    o->keepsites = true;
    return true;
}

static bool opt_compress(TraceOptions *o, const char *v, char *err, size_t errlen) {
    if (!strcmp(v, "zstd")) o->compress = TRACE_COMPRESS_ZSTD;
    else if (!strcmp(v, "zlib")) o->compress = TRACE_COMPRESS_ZLIB;
    else if (!strcmp(v, "none")) o->compress = TRACE_COMPRESS_NONE;
    else {
        snprintf(err, errlen, "-Xtrace: compress= needs zstd, zlib or none, not '%s'", v);
        return false;
    }
    return true;
}

static bool opt_level(TraceOptions *o, const char *v, char *err, size_t errlen) {
    char *end;
    errno = 0;
    long n = strtol(v, &end, 10);
    if (!*v || *end || errno || n < 1 || n > 19) {
        snprintf(err, errlen, "-Xtrace: level= needs a compression level from 1 to 19, not '%s'", v);
        return false;
    }
    o->level = (int)n;
    return true;
}

static bool opt_partial(TraceOptions *o, const char *v, char *err, size_t errlen) {
    if (!parse_fraction(v, &o->partial)) {
        snprintf(err, errlen, "-Xtrace: partial= needs a queue fraction above 0, at most 1, not '%s'", v);
        return false;
    }
    return true;
}

/* pointers (= pointers=full) or pointers=dirty. */
static bool opt_pointers(TraceOptions *o, const char *v, char *err, size_t errlen) {
    if (!*v || !strcmp(v, "full")) o->pointers = TRACE_POINTERS_FULL;
    else if (!strcmp(v, "dirty")) o->pointers = TRACE_POINTERS_DIRTY;
    else {
        snprintf(err, errlen, "-Xtrace: pointers= needs full or dirty, not '%s'", v);
        return false;
    }
    return true;
}

enum { VALUE_NONE, VALUE_NEEDED, VALUE_OPTIONAL };

static const struct {
    const char *name;
    int has_value;
    OptionFn fn;
} options[] = {
    {"file", VALUE_NEEDED, opt_file},
    {"stacks", VALUE_NEEDED, opt_stacks},
    {"verify", VALUE_NONE, opt_verify},
    {"rotate", VALUE_NEEDED, opt_rotate},
    {"deviation", VALUE_NEEDED, opt_deviation},
    {"keepsites", VALUE_NONE, opt_keepsites},
    {"compress", VALUE_NEEDED, opt_compress},
    {"level", VALUE_NEEDED, opt_level},
    {"partial", VALUE_NEEDED, opt_partial},
    {"pointers", VALUE_OPTIONAL, opt_pointers},
};

bool trace_parse_option(const char *arg, TraceOptions *o, char *err, size_t errlen) {
    memset(o, 0, sizeof *o);
    o->enabled = true;
    o->deviation = 0.1;
    o->partial = -1;
    bool compress_set = false, dev_set = false;
    snprintf(o->path, sizeof o->path, "minivm-%ld.trace", (long)getpid());
    if (strncmp(arg, "-Xtrace", 7) != 0 || (arg[7] && arg[7] != ':')) {
        snprintf(err, errlen, "unrecognized option: %s", arg);
        return false;
    }
    if (!arg[7]) return true;
    const char *p = arg + 8;
    if (!*p) {
        snprintf(err, errlen, "-Xtrace: no option after ':'");
        return false;
    }
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        char item[4200];
        if (n >= sizeof item) {
            snprintf(err, errlen, "-Xtrace: option too long");
            return false;
        }
        memcpy(item, p, n);
        item[n] = 0;
        char *eq = strchr(item, '=');
        if (eq) *eq = 0;
        size_t k = 0;
        while (k < sizeof options / sizeof options[0] && strcmp(options[k].name, item) != 0) k++;
        if (!*item) {
            snprintf(err, errlen, "-Xtrace: empty option in '%s'", arg + 8);
            return false;
        }
        if (k == sizeof options / sizeof options[0]) {
            snprintf(err, errlen,
                     "-Xtrace: unknown option '%s' (known: file=, stacks=, verify, rotate=, deviation=, keepsites, "
                     "compress=, level=, partial=, pointers[=dirty])",
                     item);
            return false;
        }
        if (options[k].has_value != VALUE_OPTIONAL && (options[k].has_value == VALUE_NEEDED) != (eq != NULL)) {
            snprintf(err, errlen, options[k].has_value ? "-Xtrace: %s needs a value (%s=...)"
                                                       : "-Xtrace: %s takes no value%s",
                     item, options[k].has_value ? item : "");
            return false;
        }
        if (!options[k].fn(o, eq ? eq + 1 : "", err, errlen)) return false;
        compress_set |= options[k].fn == opt_compress;
        dev_set |= options[k].fn == opt_deviation;
        p += n;
        if (*p == ',') {
            p++;
            if (!*p) {
                snprintf(err, errlen, "-Xtrace: empty option in '%s'", arg + 8);
                return false;
            }
        }
    }
    /* level= and partial= imply the default codec; they need one. */
    if (!compress_set && (o->level || o->partial > 0)) o->compress = TRACE_COMPRESS_ZSTD;
    if (o->compress == TRACE_COMPRESS_NONE && (o->level || o->partial > 0)) {
        snprintf(err, errlen, "-Xtrace: level= and partial= need a codec (compress=zstd or zlib)");
        return false;
    }
    if (o->compress == TRACE_COMPRESS_ZLIB && o->level > 9) {
        snprintf(err, errlen, "-Xtrace: zlib levels go from 1 to 9");
        return false;
    }
    if (o->pointers && o->rotate) {
        snprintf(err, errlen, "-Xtrace: pointers cannot be combined with rotate= (synchronization points do not restate pointers)");
        return false;
    }
    if ((dev_set || o->keepsites) && !o->rotate) {
        snprintf(err, errlen, "-Xtrace: %s needs rotate=SIZE", dev_set ? "deviation=" : "keepsites");
        return false;
    }
    return true;
}

void trace_format_options(const TraceOptions *o, char *buf, size_t len) {
    int n = snprintf(buf, len, "file=%s%s%.0u%s", o->path, o->stacks ? ",stacks=" : "", o->stacks,
                     o->verify ? ",verify" : "");
    if (n < 0 || (size_t)n >= len) return;
    if (o->pointers)
        n += snprintf(buf + n, len - (size_t)n, ",pointers=%s", o->pointers == TRACE_POINTERS_DIRTY ? "dirty" : "full");
    if (n < 0 || (size_t)n >= len) return;
    if (o->rotate)
        n += snprintf(buf + n, len - (size_t)n, ",rotate=%llu,deviation=%g%s", (unsigned long long)o->rotate,
                      o->deviation, o->keepsites ? ",keepsites" : "");
    if (n < 0 || (size_t)n >= len) return;
    if (o->compress) {
        n += snprintf(buf + n, len - (size_t)n, ",compress=%s", o->compress == TRACE_COMPRESS_ZSTD ? "zstd" : "zlib");
        if (n >= 0 && (size_t)n < len && o->level) n += snprintf(buf + n, len - (size_t)n, ",level=%d", o->level);
        if (n >= 0 && (size_t)n < len && o->partial > 0) snprintf(buf + n, len - (size_t)n, ",partial=%g", o->partial);
    }
}
