/* classfile.c: parses and format-checks one class file (JVMS chapter 4, format checking of 4.8).
 *
 * The checks and their order follow HotSpot's ClassFileParser (JDK 17), and so do the messages,
 * because tests compare our errors with the reference JVM's. The parser reads the input in
 * order through a bounds-checked cursor; any error longjmps back to classfile_parse_named(), which
 * frees the arena. Every allocation is justified by input bytes already seen, so a lying count
 * can never make us allocate much more than the input size. */
#include "classfile.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_MAJOR 61          /* Java 17 */
#define PREVIEW_MINOR 0xFFFF
#define MAX_ARGS_SIZE 255
#define MAX_CODE_SIZE 65535

/* Modifier bits HotSpot keeps (JVM_RECOGNIZED_*_MODIFIERS). */
#define CLASS_FLAGS 0x7631
#define FIELD_FLAGS 0x50DF
#define METHOD_FLAGS 0x1DFF
#define INNER_FLAGS (CLASS_FLAGS | ACC_PRIVATE | ACC_PROTECTED | ACC_STATIC)

#if defined(__GNUC__)
#define PRINTF_LIKE(f, a) __attribute__((format(printf, f, a)))
#else
#define PRINTF_LIKE(f, a)
#endif

/* ---- arena: a chain of malloc blocks, freed together ---- */

typedef struct Block {
    struct Block *next;
    size_t cap, used;
} Block;

#define ARENA_ALIGN 16
#define BLOCK_HEADER ((sizeof(Block) + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1))

static void arena_free(Block *b)
{
    while (b) {
        Block *next = b->next;
        free(b);
        b = next;
    }
}

/* ---- parser state ---- */

typedef struct Parser {
    const uint8_t *data;
    size_t len, pos;
    uint16_t major, minor;
    CfConst *cp;
    uint32_t cp_count;     /* declared count; entries [1, cp_count) are valid once parse_cp ran */
    uint32_t cp_cap;       /* allocated entries */
    const char *cname;     /* class name used in messages */
    bool name_given;
    bool is_interface;
    int max_bsm;           /* largest bootstrap index used by (Invoke)Dynamic, or -1 */
    int bad_tag;           /* first Module/Package tag seen, or 0 */
    Block *arena;
    size_t block_size;
    char *err;
    size_t errlen;
    CfStatus status;
    jmp_buf jb;
} Parser;

PRINTF_LIKE(3, 4)
static _Noreturn void fail(Parser *p, CfStatus st, const char *fmt, ...)
{
    if (p->err && p->errlen) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(p->err, p->errlen, fmt, ap);
        va_end(ap);
    }
    p->status = st;
    longjmp(p->jb, 1);
}

#define FORMAT_ERROR(p, ...) fail((p), CF_FORMAT_ERROR, __VA_ARGS__)

static _Noreturn void truncated(Parser *p)
{
    fail(p, CF_FORMAT_ERROR, "Truncated class file");
}

static void *arena_alloc(Parser *p, size_t n)
{
    n = (n + ARENA_ALIGN - 1) & ~(size_t)(ARENA_ALIGN - 1);
    Block *b = p->arena;
    if (!b || b->cap - b->used < n) {
        size_t cap = p->block_size > n ? p->block_size : n;
        if (cap > SIZE_MAX - BLOCK_HEADER)
            fail(p, CF_NO_MEMORY, "Out of memory");
        b = malloc(BLOCK_HEADER + cap);
        if (!b)
            fail(p, CF_NO_MEMORY, "Out of memory");
        b->next = p->arena;
        b->cap = cap;
        b->used = 0;
        p->arena = b;
        if (p->block_size < ((size_t)1 << 20))
            p->block_size *= 2;
    }
    void *r = (char *)b + BLOCK_HEADER + b->used;
    b->used += n;
    return r;
}

static void *arena_array(Parser *p, size_t count, size_t size)
{
    if (count == 0)
        return NULL;
    if (count > SIZE_MAX / size)
        fail(p, CF_NO_MEMORY, "Out of memory");
    void *r = arena_alloc(p, count * size);
    memset(r, 0, count * size);
    return r;
}

/* Caps an element count read from the input to what the remaining bytes can hold, given that
 * each element takes at least min_bytes. The parse fails on truncation before using more. */
static size_t bounded_count(const Parser *p, size_t count, size_t min_bytes)
{
    size_t fit = (p->len - p->pos) / min_bytes + 1;
    return count < fit ? count : fit;
}

/* ---- input cursor ---- */

static void need(Parser *p, size_t n)
{
    if (n > p->len - p->pos)
        truncated(p);
}

static uint8_t rd1(Parser *p)
{
    need(p, 1);
    return p->data[p->pos++];
}

static uint16_t rd2(Parser *p)
{
    need(p, 2);
    const uint8_t *d = p->data + p->pos;
    p->pos += 2;
    return (uint16_t)(d[0] << 8 | d[1]);
}

static uint32_t rd4(Parser *p)
{
    need(p, 4);
    const uint8_t *d = p->data + p->pos;
    p->pos += 4;
    return (uint32_t)d[0] << 24 | (uint32_t)d[1] << 16 | (uint32_t)d[2] << 8 | d[3];
}

static void skip(Parser *p, size_t n)
{
    need(p, n);
    p->pos += n;
}

/* ---- constant-pool queries ---- */

static bool cp_in_range(const Parser *p, unsigned idx)
{
    return idx > 0 && idx < p->cp_count;
}

static bool cp_is(const Parser *p, unsigned idx, int tag)
{
    return cp_in_range(p, idx) && p->cp[idx].tag == tag;
}

static const char *cp_str(const Parser *p, unsigned idx)
{
    return p->cp[idx].u.utf8.s;
}

static uint32_t cp_strlen(const Parser *p, unsigned idx)
{
    return p->cp[idx].u.utf8.len;
}

static const char *cp_class_name(const Parser *p, unsigned idx)
{
    return cp_str(p, p->cp[idx].u.ref.a);
}

static bool is_loadable(int tag)
{
    switch (tag) {
    case CONST_Integer: case CONST_Float: case CONST_Long: case CONST_Double: case CONST_Class:
    case CONST_String: case CONST_MethodHandle: case CONST_MethodType: case CONST_Dynamic:
        return true;
    default:
        return false;
    }
}

/* ---- modified UTF-8 and names ---- */

/* HotSpot's UTF8::is_legal_utf8: no NUL bytes, well-formed 1-3 byte sequences; from version 48 on
 * a 2-byte form must encode U+0000 or >= U+0080 and a 3-byte form >= U+0800. */
static bool legal_utf8(const uint8_t *s, size_t n, bool lenient)
{
    for (size_t i = 0; i < n; i++) {
        uint8_t b = s[i];
        if (b == 0)
            return false;
        if (b < 0x80)
            continue;
        switch (b >> 4) {
        case 0xC: case 0xD: {
            if (i + 1 >= n || (s[i + 1] & 0xC0) != 0x80)
                return false;
            unsigned c = (unsigned)(b & 0x1F) << 6 | (s[i + 1] & 0x3F);
            if (!lenient && c != 0 && c < 0x80)
                return false;
            i += 1;
            break;
        }
        case 0xE: {
            if (i + 2 >= n || (s[i + 1] & 0xC0) != 0x80 || (s[i + 2] & 0xC0) != 0x80)
                return false;
            unsigned c = (unsigned)(b & 0x0F) << 12 | (unsigned)(s[i + 1] & 0x3F) << 6 | (s[i + 2] & 0x3F);
            if (!lenient && c < 0x800)
                return false;
            i += 2;
            break;
        }
        default:   /* continuation byte as lead, or 4-byte forms */
            return false;
        }
    }
    return true;
}

enum { LEGAL_CLASS, LEGAL_FIELD, LEGAL_METHOD };

/* JVMS 4.2.2 unqualified names; for classes, '/' separates non-empty unqualified names. */
static bool unqualified_name(const char *s, size_t n, int kind)
{
    if (n == 0)
        return false;
    for (size_t i = 0; i < n; i++) {
        switch (s[i]) {
        case '.': case ';': case '[':
            return false;
        case '/':
            if (kind != LEGAL_CLASS || i == 0 || i + 1 >= n || s[i + 1] == '/')
                return false;
            break;
        case '<': case '>':
            if (kind == LEGAL_METHOD)
                return false;
            break;
        default:
            break;
        }
    }
    return true;
}

/* Pre-1.5 names must be Java identifiers. Returns the end of the longest identifier-like prefix
 * of s[0..n) (with '/' separators if slash_ok), or NULL if there is none. Non-ASCII characters are
 * accepted as identifier characters. */
static const char *skip_legacy_name(const char *s, size_t n, bool slash_ok)
{
    const char *q = s, *end = s + n;
    bool last_slash = false, not_first = false;
    while (q != end) {
        const char *old = q;
        unsigned char ch = (unsigned char)*q;
        if (ch < 0x80) {
            q++;
            if ((ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || ch == '_' || ch == '$' ||
                (not_first && ch >= '0' && ch <= '9')) {
                last_slash = false;
                not_first = true;
                continue;
            }
            if (slash_ok && ch == '/') {
                if (last_slash)
                    return NULL;
                last_slash = true;
                not_first = true;
                continue;
            }
            return not_first ? old : NULL;
        }
        size_t w = (ch >> 5) == 6 ? 2 : (ch >> 4) == 0xE ? 3 : 1;
        q = (size_t)(end - q) < w ? end : q + w;
        last_slash = false;
        not_first = true;
    }
    return not_first ? q : NULL;
}

enum { SIG_OK, SIG_BAD_CLASS, SIG_TOO_MANY_DIMS };

/* Length of the field type at s[0..n), or 0 if there is none. *why reports the two errors HotSpot
 * raises from inside this scan. */
static size_t skip_field_type(unsigned major, const char *s, size_t n, bool void_ok, int *why)
{
    unsigned dims = 0;
    for (size_t i = 0; i < n;) {
        switch (s[i]) {
        case 'V':
            if (!void_ok)
                return 0;
            return i + 1;
        case 'Z': case 'B': case 'C': case 'S': case 'I': case 'F': case 'J': case 'D':
            return i + 1;
        case 'L': {
            const char *name = s + i + 1;
            size_t rest = n - i - 1;
            if (major < 49) {
                const char *q = skip_legacy_name(name, rest, true);
                if (q && q != name && q < name + rest && *q == ';')
                    return (size_t)(q - s) + 1;
                return 0;
            }
            const char *semi = memchr(name, ';', rest);
            if (!semi)
                return 0;
            if (!unqualified_name(name, (size_t)(semi - name), LEGAL_CLASS)) {
                *why = SIG_BAD_CLASS;
                return 0;
            }
            return (size_t)(semi - s) + 1;
        }
        case '[':
            if (++dims > 255) {
                *why = SIG_TOO_MANY_DIMS;
                return 0;
            }
            i++;
            void_ok = false;
            break;
        default:
            return 0;
        }
    }
    return 0;
}

/* Argument slots of the method descriptor s[0..n), or -1 if it is malformed. Names starting
 * with '<' must return void. */
static int method_type_args(unsigned major, const char *name, const char *s, size_t n, int *why)
{
    if (n == 0 || s[0] != '(')
        return -1;
    size_t i = 1;
    int args = 0;
    for (;;) {
        size_t k = skip_field_type(major, s + i, n - i, false, why);
        if (*why != SIG_OK)
            return -1;
        if (k == 0)
            break;
        args += (s[i] == 'J' || s[i] == 'D') ? 2 : 1;
        i += k;
    }
    if (i >= n || s[i] != ')')
        return -1;
    i++;
    if (name && name[0] == '<')
        return (n - i == 1 && s[i] == 'V') ? args : -1;
    size_t k = skip_field_type(major, s + i, n - i, true, why);
    if (*why != SIG_OK || k == 0 || k != n - i)
        return -1;
    return args;
}

/* ---- HotSpot's name and signature checks ---- */

static void sig_scan_error(Parser *p, int why)
{
    if (why == SIG_BAD_CLASS)
        FORMAT_ERROR(p, "Class name is empty or contains illegal character in descriptor in class file %s",
                     p->cname);
    if (why == SIG_TOO_MANY_DIMS)
        FORMAT_ERROR(p, "Array type descriptor has more than 255 dimensions in class file %s", p->cname);
}

static _Noreturn void illegal_signature(Parser *p, const char *what, const char *name, const char *sig)
{
    FORMAT_ERROR(p, "%s \"%s\" in class %s has illegal signature \"%s\"", what, name, p->cname, sig);
}

static void check_class_name(Parser *p, const char *s, size_t n)
{
    bool legal = false;
    if (n > 0) {
        if (s[0] == '[') {
            int why = SIG_OK;
            size_t k = skip_field_type(p->major, s, n, false, &why);
            sig_scan_error(p, why);
            legal = k == n;
        } else if (p->major < 49) {
            legal = s[0] != '<' && skip_legacy_name(s, n, true) == s + n;
        } else {
            legal = unqualified_name(s, n, LEGAL_CLASS);
        }
    }
    if (!legal)
        FORMAT_ERROR(p, "Illegal class name \"%.*s\" in class file %s", (int)n, s, p->cname);
}

static void check_field_name(Parser *p, const char *s, size_t n)
{
    bool legal;
    if (p->major < 49)
        legal = n > 0 && s[0] != '<' && skip_legacy_name(s, n, false) == s + n;
    else
        legal = unqualified_name(s, n, LEGAL_FIELD);
    if (!legal)
        FORMAT_ERROR(p, "Illegal field name \"%.*s\" in class %s", (int)n, s, p->cname);
}

static void check_method_name(Parser *p, const char *s, size_t n)
{
    bool legal = false;
    if (n > 0) {
        if (s[0] == '<')
            legal = strcmp(s, "<init>") == 0 || strcmp(s, "<clinit>") == 0;
        else if (p->major < 49)
            legal = skip_legacy_name(s, n, false) == s + n;
        else
            legal = unqualified_name(s, n, LEGAL_METHOD);
    }
    if (!legal)
        FORMAT_ERROR(p, "Illegal method name \"%.*s\" in class %s", (int)n, s, p->cname);
}

static void check_field_sig(Parser *p, const char *name, const char *sig, size_t n)
{
    int why = SIG_OK;
    size_t k = skip_field_type(p->major, sig, n, false, &why);
    sig_scan_error(p, why);
    if (k == 0 || k != n)
        illegal_signature(p, "Field", name, sig);
}

/* Returns the argument slots (without the receiver). */
static int check_method_sig(Parser *p, const char *name, const char *sig, size_t n)
{
    if (strcmp(name, "<clinit>") == 0 && strcmp(sig, "()V") != 0 && p->major >= 51)
        illegal_signature(p, "Method", name, sig);
    int why = SIG_OK;
    int args = method_type_args(p->major, name, sig, n, &why);
    sig_scan_error(p, why);
    if (args < 0)
        illegal_signature(p, "Method", name, sig);
    return args;
}

/* The signature with '/' shown as '.', as HotSpot's as_klass_external_name() prints it. */
static const char *external_form(Parser *p, const char *s)
{
    size_t n = strlen(s);
    char *r = arena_alloc(p, n + 1);
    for (size_t i = 0; i <= n; i++)
        r[i] = s[i] == '/' ? '.' : s[i];
    return r;
}

/* ---- modifiers ---- */

static bool illegal_visibility(unsigned f)
{
    unsigned pub = f & ACC_PUBLIC, prot = f & ACC_PROTECTED, priv = f & ACC_PRIVATE;
    return (pub && prot) || (pub && priv) || (prot && priv);
}

static void check_class_modifiers(Parser *p, unsigned f)
{
    if (f & ACC_MODULE)   /* HotSpot throws NoClassDefFoundError here */
        FORMAT_ERROR(p, "%s is not a class because access_flag ACC_MODULE is set", p->cname);
    bool itf = f & ACC_INTERFACE, abs = f & ACC_ABSTRACT, fin = f & ACC_FINAL;
    bool java5 = p->major >= 49;
    if ((abs && fin) || (itf && !abs) || (itf && java5 && (f & (ACC_SUPER | ACC_ENUM))) ||
        (!itf && java5 && (f & ACC_ANNOTATION)))
        FORMAT_ERROR(p, "Illegal class modifiers in class %s: 0x%X", p->cname, f);
}

static void check_field_modifiers(Parser *p, unsigned f)
{
    bool illegal;
    if (p->is_interface)
        illegal = !(f & ACC_PUBLIC) || !(f & ACC_STATIC) || !(f & ACC_FINAL) ||
                  (f & (ACC_PRIVATE | ACC_PROTECTED | ACC_VOLATILE | ACC_TRANSIENT)) ||
                  (p->major >= 49 && (f & ACC_ENUM));
    else
        illegal = illegal_visibility(f) || ((f & ACC_FINAL) && (f & ACC_VOLATILE));
    if (illegal)
        FORMAT_ERROR(p, "Illegal field modifiers in class %s: 0x%X", p->cname, f);
}

static void check_method_modifiers(Parser *p, unsigned f, const char *name)
{
    bool pub = f & ACC_PUBLIC, priv = f & ACC_PRIVATE, prot = f & ACC_PROTECTED;
    bool stat = f & ACC_STATIC, fin = f & ACC_FINAL, nat = f & ACC_NATIVE;
    bool abs = f & ACC_ABSTRACT, strict = f & ACC_STRICT, sync = f & ACC_SYNCHRONIZED;
    bool bridge = f & ACC_BRIDGE;
    bool java5 = p->major >= 49, java8 = p->major >= 52, java17 = p->major >= 61;
    bool illegal;
    if (p->is_interface) {
        if (java8)
            illegal = pub == priv || nat || prot || fin || sync ||
                      (abs && (priv || stat || (!java17 && strict)));
        else if (java5)
            illegal = !pub || priv || prot || stat || fin || sync || nat || !abs || strict;
        else
            illegal = !pub || stat || fin || nat || !abs;
    } else if (illegal_visibility(f)) {
        illegal = true;
    } else if (strcmp(name, "<init>") == 0) {
        illegal = stat || fin || sync || nat || abs || (java5 && bridge);
    } else {
        illegal = abs && (fin || nat || priv || stat || (java5 && (sync || (!java17 && strict))));
    }
    if (illegal)
        FORMAT_ERROR(p, "Method %s in class %s has illegal modifiers: 0x%X", name, p->cname, f);
}

/* ---- version ---- */

static void check_version(Parser *p)
{
    unsigned major = p->major, minor = p->minor;
    if (major < 45)
        fail(p, CF_VERSION_ERROR,
             "%s (class file version %u.%u) was compiled with an invalid major version",
             p->cname, major, minor);
    if (major > MAX_MAJOR)
        fail(p, CF_VERSION_ERROR,
             "%s has been compiled by a more recent version of the Java Runtime (class file version %u.%u), "
             "this version of the Java Runtime only recognizes class file versions up to %u.0",
             p->cname, major, minor, MAX_MAJOR);
    if (major < 56 || minor == 0)
        return;
    if (minor == PREVIEW_MINOR) {
        if (major != MAX_MAJOR)
            fail(p, CF_VERSION_ERROR,
                 "%s (class file version %u.%u) was compiled with preview features that are unsupported. "
                 "This version of the Java Runtime only recognizes preview features for class file version %u.%u",
                 p->cname, major, minor, MAX_MAJOR, PREVIEW_MINOR);
        fail(p, CF_VERSION_ERROR,
             "Preview features are not enabled for %s (class file version %u.%u). Try running with '--enable-preview'",
             p->cname, major, minor);
    }
    fail(p, CF_VERSION_ERROR,
         "%s (class file version %u.%u) was compiled with an invalid non-zero minor version",
         p->cname, major, minor);
}

/* ---- the class's own name, found before the pool is checked, for early messages ---- */

static bool peek_u2(const uint8_t *d, size_t len, size_t at, unsigned *v)
{
    if (at > len || len - at < 2)
        return false;
    *v = (unsigned)(d[at] << 8 | d[at + 1]);
    return true;
}

/* Offset of pool entry `want` (or, for want == 0, of the byte after the pool), or 0. */
static size_t peek_entry(const uint8_t *d, size_t len, unsigned want)
{
    unsigned count;
    if (!peek_u2(d, len, 8, &count))
        return 0;
    size_t pos = 10;
    for (unsigned i = 1; i < count; i++) {
        if (i == want)
            return pos;
        if (pos >= len)
            return 0;
        unsigned tag = d[pos], n;
        size_t size;
        switch (tag) {
        case CONST_Utf8:
            if (!peek_u2(d, len, pos + 1, &n))
                return 0;
            size = 3 + (size_t)n;
            break;
        case CONST_Class: case CONST_String: case CONST_MethodType: case CONST_Module:
        case CONST_Package:
            size = 3;
            break;
        case CONST_MethodHandle:
            size = 4;
            break;
        case CONST_Integer: case CONST_Float: case CONST_Fieldref: case CONST_Methodref:
        case CONST_InterfaceMethodref: case CONST_NameAndType: case CONST_Dynamic:
        case CONST_InvokeDynamic:
            size = 5;
            break;
        case CONST_Long: case CONST_Double:
            size = 9;
            i++;
            break;
        default:
            return 0;
        }
        if (size > len - pos)
            return 0;
        pos += size;
    }
    return want == 0 ? pos : 0;
}

static const char *peek_class_name(Parser *p)
{
    const uint8_t *d = p->data;
    size_t end = peek_entry(d, p->len, 0);
    unsigned this_idx, name_idx, n;
    if (!end || !peek_u2(d, p->len, end + 2, &this_idx))
        return NULL;
    size_t at = peek_entry(d, p->len, this_idx);
    if (!at || d[at] != CONST_Class || !peek_u2(d, p->len, at + 1, &name_idx))
        return NULL;
    at = peek_entry(d, p->len, name_idx);
    if (!at || d[at] != CONST_Utf8 || !peek_u2(d, p->len, at + 1, &n) || n > p->len - at - 3)
        return NULL;
    char *s = arena_alloc(p, (size_t)n + 1);
    memcpy(s, d + at + 3, n);
    s[n] = 0;
    return s;
}

/* ---- constant pool ---- */

static void parse_cp_entries(Parser *p)
{
    uint32_t n = p->cp_count;
    for (uint32_t i = 1; i < n; i++) {
        if (i >= p->cp_cap)
            truncated(p);   /* unreachable: each entry takes at least 3 bytes */
        CfConst *c = &p->cp[i];
        uint8_t tag = rd1(p);
        switch (tag) {
        case CONST_Class: case CONST_String:
            need(p, 3);
            c->u.ref.a = rd2(p);
            break;
        case CONST_Fieldref: case CONST_Methodref: case CONST_InterfaceMethodref:
        case CONST_NameAndType:
            need(p, 5);
            c->u.ref.a = rd2(p);
            c->u.ref.b = rd2(p);
            break;
        case CONST_MethodHandle: case CONST_MethodType:
            if (p->major < 51)
                FORMAT_ERROR(p, "Class file version does not support constant tag %u in class file %s",
                             tag, p->cname);
            if (tag == CONST_MethodHandle) {
                need(p, 4);
                c->u.ref.a = rd1(p);
                c->u.ref.b = rd2(p);
            } else {
                need(p, 3);
                c->u.ref.a = rd2(p);
            }
            break;
        case CONST_Dynamic: case CONST_InvokeDynamic:
            if (p->major < (tag == CONST_Dynamic ? 55 : 51))
                FORMAT_ERROR(p, "Class file version does not support constant tag %u in class file %s",
                             tag, p->cname);
            need(p, 5);
            c->u.ref.a = rd2(p);
            c->u.ref.b = rd2(p);
            if ((int)c->u.ref.a > p->max_bsm)
                p->max_bsm = c->u.ref.a;
            break;
        case CONST_Integer:
            need(p, 5);
            c->u.i = (int32_t)rd4(p);
            break;
        case CONST_Float: {
            need(p, 5);
            uint32_t bits = rd4(p);
            memcpy(&c->u.f, &bits, sizeof bits);
            break;
        }
        case CONST_Long: case CONST_Double: {
            if (i + 1 >= n)
                FORMAT_ERROR(p, "Invalid constant pool entry %u in class file %s", (unsigned)i, p->cname);
            need(p, 9);
            uint64_t bits = (uint64_t)rd4(p) << 32;
            bits |= rd4(p);
            if (tag == CONST_Long)
                c->u.j = (int64_t)bits;
            else
                memcpy(&c->u.d, &bits, sizeof bits);
            c->tag = tag;
            i++;            /* the next slot stays unusable (tag 0) */
            if (i >= p->cp_cap)
                truncated(p);
            continue;
        }
        case CONST_Utf8: {
            need(p, 2);
            uint16_t len = rd2(p);
            need(p, (size_t)len + 1);
            const uint8_t *s = p->data + p->pos;
            if (!legal_utf8(s, len, p->major <= 47))
                FORMAT_ERROR(p, "Illegal UTF8 string in constant pool in class file %s", p->cname);
            char *copy = arena_alloc(p, (size_t)len + 1);
            memcpy(copy, s, len);
            copy[len] = 0;
            c->u.utf8.s = copy;
            c->u.utf8.len = len;
            p->pos += len;
            break;
        }
        case CONST_Module: case CONST_Package:
            if (p->major >= 53) {
                need(p, 3);
                c->u.ref.a = rd2(p);
                if (!p->bad_tag)
                    p->bad_tag = tag;
                break;
            }
            /* fall through */
        default:
            FORMAT_ERROR(p, "Unknown constant tag %u in class file %s", tag, p->cname);
        }
        c->tag = tag;
    }
}

static void check_cp_references(Parser *p)
{
    for (uint32_t i = 1; i < p->cp_count; i++) {
        const CfConst *c = &p->cp[i];
        unsigned a = c->u.ref.a, b = c->u.ref.b;
        switch (c->tag) {
        case CONST_Fieldref: case CONST_Methodref: case CONST_InterfaceMethodref:
            if (!cp_is(p, a, CONST_Class))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", a, p->cname);
            if (!cp_is(p, b, CONST_NameAndType))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", b, p->cname);
            break;
        case CONST_Long: case CONST_Double:
            i++;
            break;
        case CONST_NameAndType:
            if (!cp_is(p, a, CONST_Utf8))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", a, p->cname);
            if (!cp_is(p, b, CONST_Utf8))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", b, p->cname);
            break;
        case CONST_Class: case CONST_String: case CONST_MethodType:
            if (!cp_is(p, a, CONST_Utf8))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", a, p->cname);
            break;
        case CONST_MethodHandle: {
            if (!cp_in_range(p, b))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", b, p->cname);
            int t = p->cp[b].tag;
            switch (a) {
            case 1: case 2: case 3: case 4:     /* get/put Field/Static */
                if (t != CONST_Fieldref)
                    FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s (not a field)", b,
                                 p->cname);
                break;
            case 5: case 8:                     /* invokeVirtual, newInvokeSpecial */
                if (t != CONST_Methodref)
                    FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s (not a method)", b,
                                 p->cname);
                break;
            case 6: case 7:                     /* invokeStatic, invokeSpecial */
                if (t != CONST_Methodref && !(p->major >= 52 && t == CONST_InterfaceMethodref))
                    FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s (not a method)", b,
                                 p->cname);
                break;
            case 9:                             /* invokeInterface */
                if (t != CONST_InterfaceMethodref)
                    FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s (not an interface method)",
                                 b, p->cname);
                break;
            default:
                FORMAT_ERROR(p, "Bad method handle kind at constant pool index %u in class file %s",
                             (unsigned)i, p->cname);
            }
            break;
        }
        case CONST_Dynamic: case CONST_InvokeDynamic:
            if (!cp_is(p, b, CONST_NameAndType))
                FORMAT_ERROR(p, "Invalid constant pool index %u in class file %s", b, p->cname);
            break;
        default:
            break;
        }
    }
}

static void check_cp_formats(Parser *p)
{
    for (uint32_t i = 1; i < p->cp_count; i++) {
        const CfConst *c = &p->cp[i];
        unsigned a = c->u.ref.a, b = c->u.ref.b;
        switch (c->tag) {
        case CONST_Class:
            check_class_name(p, cp_str(p, a), cp_strlen(p, a));
            break;
        case CONST_NameAndType: {
            const char *name = cp_str(p, a), *sig = cp_str(p, b);
            if (cp_strlen(p, b) == 0)
                FORMAT_ERROR(p, "Illegal zero length constant pool entry at %d in class %s", (int)b, p->cname);
            if (cp_strlen(p, a) == 0)
                FORMAT_ERROR(p, "Illegal zero length constant pool entry at %d in class %s", (int)a, p->cname);
            if (sig[0] == '(') {
                check_method_name(p, name, cp_strlen(p, a));
                check_method_sig(p, name, sig, cp_strlen(p, b));
            } else {
                check_field_name(p, name, cp_strlen(p, a));
                check_field_sig(p, name, sig, cp_strlen(p, b));
            }
            break;
        }
        case CONST_Dynamic: {
            const CfConst *nat = &p->cp[b];
            const char *sig = cp_str(p, nat->u.ref.b);
            if (sig[0] == '(')
                illegal_signature(p, "CONSTANT_Dynamic", cp_str(p, nat->u.ref.a), sig);
            break;
        }
        case CONST_InvokeDynamic: case CONST_Fieldref: case CONST_Methodref:
        case CONST_InterfaceMethodref: {
            const CfConst *nat = &p->cp[b];
            unsigned name_idx = nat->u.ref.a;
            const char *name = cp_str(p, name_idx), *sig = cp_str(p, nat->u.ref.b);
            if (c->tag == CONST_Fieldref) {
                if (sig[0] == '(')
                    illegal_signature(p, "Field", name, sig);
                break;
            }
            if (sig[0] != '(')
                illegal_signature(p, "Method", name, sig);
            if (c->tag == CONST_Methodref && name[0] == '<' && strcmp(name, "<init>") != 0)
                FORMAT_ERROR(p, "Bad method name at constant pool index %u in class file %s", name_idx,
                             p->cname);
            break;
        }
        case CONST_MethodHandle:
            if (a >= 5 && a <= 8) {
                unsigned name_idx = p->cp[p->cp[b].u.ref.b].u.ref.a;
                bool init = strcmp(cp_str(p, name_idx), "<init>") == 0;
                if (a == 8 && !init)
                    FORMAT_ERROR(p, "Bad constructor name at constant pool index %u in class file %s",
                                 name_idx, p->cname);
                if (a != 8 && init)
                    FORMAT_ERROR(p, "Bad method name at constant pool index %u in class file %s", name_idx,
                                 p->cname);
            }
            break;
        case CONST_MethodType:
            check_method_sig(p, "type", cp_str(p, a), cp_strlen(p, a));
            break;
        case CONST_Long: case CONST_Double:
            i++;
            break;
        default:
            break;
        }
    }
}

static void parse_cp(Parser *p)
{
    /* Each entry takes at least 3 bytes, so the remaining input bounds the array. */
    size_t cap = (p->len - p->pos) / 3 + 2;
    if (cap > p->cp_count)
        cap = p->cp_count;
    p->cp = arena_array(p, cap, sizeof(CfConst));
    p->cp_cap = (uint32_t)cap;
    parse_cp_entries(p);
    if (p->bad_tag)
        return;     /* reported after the access flags, as HotSpot does */
    check_cp_references(p);
    check_cp_formats(p);
}

/* ---- duplicate detection over (name, descriptor) pairs ---- */

typedef struct NameSet {
    const char **names, **descs;
    uint32_t mask;
} NameSet;

static uint32_t hash_str(uint32_t h, const char *s)
{
    while (*s)
        h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static void nameset_init(Parser *p, NameSet *set, size_t count)
{
    size_t size = 16;
    while (size < count * 2)
        size *= 2;
    set->names = arena_array(p, size, sizeof(char *));
    set->descs = arena_array(p, size, sizeof(char *));
    set->mask = (uint32_t)(size - 1);
}

/* Adds the pair; returns false if it was already there. */
static bool nameset_add(NameSet *set, const char *name, const char *desc)
{
    uint32_t i = hash_str(hash_str(2166136261u, name) * 31u, desc) & set->mask;
    while (set->names[i]) {
        if (strcmp(set->names[i], name) == 0 && strcmp(set->descs[i], desc) == 0)
            return false;
        i = (i + 1) & set->mask;
    }
    set->names[i] = name;
    set->descs[i] = desc;
    return true;
}

/* ---- attributes shared by members ---- */

/* Duplicate checks for the annotation attributes HotSpot tracks; `where` ends the message. */
static const char *const annotation_attrs[] = {
    "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations", "RuntimeVisibleTypeAnnotations",
    "RuntimeInvisibleTypeAnnotations", "RuntimeVisibleParameterAnnotations",
    "RuntimeInvisibleParameterAnnotations", "AnnotationDefault",
};

/* Returns true if `name` is one of the first `n` annotation attributes (and skips it). */
static bool skip_annotation_attr(Parser *p, const char *name, uint32_t len, unsigned n, unsigned *seen,
                                 const char *where)
{
    for (unsigned k = 0; k < n; k++) {
        if (strcmp(name, annotation_attrs[k]) == 0) {
            if (*seen & (1u << k))
                FORMAT_ERROR(p, "Multiple %s attributes%s in class file %s", name, where, p->cname);
            *seen |= 1u << k;
            skip(p, len);
            return true;
        }
    }
    return false;
}

static uint16_t parse_signature_index(Parser *p)
{
    uint16_t idx = rd2(p);
    if (!cp_is(p, idx, CONST_Utf8))
        FORMAT_ERROR(p, "Invalid Signature attribute at constant pool index %u in class file %s", idx,
                     p->cname);
    return idx;
}

/* ---- fields ---- */

static void check_constant_value(Parser *p, unsigned idx, const char *sig)
{
    if (!cp_in_range(p, idx))
        FORMAT_ERROR(p, "Bad initial value index %u in ConstantValue attribute in class file %s", idx,
                     p->cname);
    int tag = p->cp[idx].tag, want;
    switch (sig[0]) {
    case 'J': want = CONST_Long; break;
    case 'F': want = CONST_Float; break;
    case 'D': want = CONST_Double; break;
    case 'B': case 'C': case 'S': case 'Z': case 'I': want = CONST_Integer; break;
    case 'L':
        if (strcmp(sig, "Ljava/lang/String;") != 0 || tag != CONST_String)
            FORMAT_ERROR(p, "Bad string initial value in class file %s", p->cname);
        return;
    default:
        FORMAT_ERROR(p, "Unable to set initial value %u in class file %s", idx, p->cname);
    }
    if (tag != want)
        FORMAT_ERROR(p, "Inconsistent constant value type in class file %s", p->cname);
}

static void parse_field(Parser *p, CfField *f)
{
    need(p, 8);
    unsigned flags = rd2(p) & FIELD_FLAGS;
    check_field_modifiers(p, flags);
    unsigned name_idx = rd2(p);
    if (!cp_is(p, name_idx, CONST_Utf8))
        FORMAT_ERROR(p, "Invalid constant pool index %u for field name in class file %s", name_idx, p->cname);
    const char *name = cp_str(p, name_idx);
    check_field_name(p, name, cp_strlen(p, name_idx));
    unsigned sig_idx = rd2(p);
    if (!cp_is(p, sig_idx, CONST_Utf8))
        FORMAT_ERROR(p, "Invalid constant pool index %u for field signature in class file %s", sig_idx,
                     p->cname);
    const char *sig = cp_str(p, sig_idx);
    check_field_sig(p, name, sig, cp_strlen(p, sig_idx));

    unsigned nattrs = rd2(p), seen = 0;
    uint16_t cv = 0, generic = 0;
    while (nattrs--) {
        need(p, 6);
        unsigned attr_idx = rd2(p);
        uint32_t len = rd4(p);
        if (!cp_is(p, attr_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Invalid field attribute index %u in class file %s", attr_idx, p->cname);
        const char *attr = cp_str(p, attr_idx);
        if ((flags & ACC_STATIC) && strcmp(attr, "ConstantValue") == 0) {
            if (cv != 0)
                FORMAT_ERROR(p, "Duplicate ConstantValue attribute in class file %s", p->cname);
            if (len != 2)
                FORMAT_ERROR(p, "Invalid ConstantValue field attribute length %u in class file %s",
                             (unsigned)len, p->cname);
            cv = rd2(p);
            check_constant_value(p, cv, sig);
        } else if (strcmp(attr, "Synthetic") == 0) {
            if (len != 0)
                FORMAT_ERROR(p, "Invalid Synthetic field attribute length %u in class file %s", (unsigned)len,
                             p->cname);
        } else if (strcmp(attr, "Deprecated") == 0) {
            if (len != 0)
                FORMAT_ERROR(p, "Invalid Deprecated field attribute length %u in class file %s", (unsigned)len,
                             p->cname);
        } else if (p->major >= 49 && strcmp(attr, "Signature") == 0) {
            if (generic != 0)
                FORMAT_ERROR(p, "Multiple Signature attributes for field in class file %s", p->cname);
            if (len != 2)
                FORMAT_ERROR(p, "Wrong size %u for field's Signature attribute in class file %s", (unsigned)len,
                             p->cname);
            generic = parse_signature_index(p);
        } else if (!(p->major >= 49 && skip_annotation_attr(p, attr, len, 4, &seen, " for field"))) {
            skip(p, len);
        }
    }
    f->access = (uint16_t)flags;
    f->name = name;
    f->desc = sig;
    f->constant_value = cv;
}

static void parse_fields(Parser *p, ClassFile *cf)
{
    need(p, 2);
    unsigned n = rd2(p);
    CfField *fields = arena_array(p, bounded_count(p, n, 8), sizeof(CfField));
    for (unsigned i = 0; i < n; i++)
        parse_field(p, &fields[i]);
    if (n > 1) {
        NameSet set;
        nameset_init(p, &set, n);
        for (unsigned i = 0; i < n; i++)
            if (!nameset_add(&set, fields[i].name, fields[i].desc))
                FORMAT_ERROR(p, "Duplicate field name \"%s\" with signature \"%s\" in class file %s",
                             fields[i].name, external_form(p, fields[i].desc), p->cname);
    }
    cf->nfields = (uint16_t)n;
    cf->fields = fields;
}

/* ---- methods ---- */

/* Where a Code attribute's own attributes are, for the checks HotSpot makes after the method. */
typedef struct CodeInfo {
    size_t attrs_start;
    unsigned nattrs;
    unsigned nlocals;      /* LocalVariableTable entries over all tables */
} CodeInfo;

static void parse_local_variable_table(Parser *p, uint32_t len, uint32_t code_len, unsigned max_locals,
                                       bool lvtt)
{
    const char *table = lvtt ? "LocalVariableTypeTable" : "LocalVariableTable";
    unsigned n = rd2(p);
    if (len != 2 + (uint32_t)n * 10)
        FORMAT_ERROR(p, "%s has wrong length in class file %s", table, p->cname);
    need(p, (size_t)n * 10);
    for (unsigned k = 0; k < n; k++) {
        unsigned start = rd2(p), length = rd2(p), name_idx = rd2(p), desc_idx = rd2(p), slot = rd2(p);
        if (start >= code_len)
            FORMAT_ERROR(p, "Invalid start_pc %u in %s in class file %s", start, table, p->cname);
        if (start + length > code_len)
            FORMAT_ERROR(p, "Invalid length %u in %s in class file %s", length, table, p->cname);
        if (!cp_is(p, name_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Name index %u in %s has bad constant type in class file %s", name_idx, table,
                         p->cname);
        if (!cp_is(p, desc_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Signature index %u in %s has bad constant type in class file %s", desc_idx,
                         table, p->cname);
        const char *name = cp_str(p, name_idx), *desc = cp_str(p, desc_idx);
        check_field_name(p, name, cp_strlen(p, name_idx));
        unsigned extra = 0;
        if (!lvtt) {
            check_field_sig(p, name, desc, cp_strlen(p, desc_idx));
            extra = strcmp(desc, "J") == 0 || strcmp(desc, "D") == 0;
        }
        if (slot + extra >= max_locals)
            FORMAT_ERROR(p, "Invalid index %u in %s in class file %s", slot, table, p->cname);
    }
}

static void parse_code(Parser *p, CfMethod *m, uint32_t attr_len, int args_size, CodeInfo *info)
{
    need(p, 8);
    m->max_stack = rd2(p);
    m->max_locals = rd2(p);
    uint32_t code_len = rd4(p);
    if (args_size > m->max_locals)
        FORMAT_ERROR(p, "Arguments can't fit into locals in class file %s", p->cname);
    if (code_len == 0 || code_len > MAX_CODE_SIZE)
        FORMAT_ERROR(p, "Invalid method Code length %u in class file %s", (unsigned)code_len, p->cname);
    need(p, code_len);
    uint8_t *code = arena_alloc(p, code_len);
    memcpy(code, p->data + p->pos, code_len);
    p->pos += code_len;
    m->code = code;
    m->code_len = code_len;

    need(p, 2);
    unsigned nhandlers = rd2(p);
    need(p, (size_t)nhandlers * 8);
    CfHandler *handlers = arena_array(p, nhandlers, sizeof(CfHandler));
    for (unsigned k = 0; k < nhandlers; k++) {
        CfHandler *h = &handlers[k];
        h->start_pc = rd2(p);
        h->end_pc = rd2(p);
        h->handler_pc = rd2(p);
        h->catch_type = rd2(p);
        if (!(h->start_pc < h->end_pc && h->end_pc <= code_len))
            FORMAT_ERROR(p, "Illegal exception table range in class file %s", p->cname);
        if (h->handler_pc >= code_len)
            FORMAT_ERROR(p, "Illegal exception table handler in class file %s", p->cname);
        if (h->catch_type != 0 && !cp_is(p, h->catch_type, CONST_Class))
            FORMAT_ERROR(p, "Catch type in exception table has bad constant type in class file %s", p->cname);
    }
    m->nhandlers = (uint16_t)nhandlers;
    m->handlers = handlers;

    need(p, 2);
    unsigned nattrs = rd2(p);
    uint64_t calc = 2 + 2 + 4 + (uint64_t)code_len + 2 + 2 + (uint64_t)nhandlers * 8;
    size_t attrs_start = p->pos;
    unsigned nlines = 0;
    bool stackmap_seen = false;
    for (unsigned k = 0; k < nattrs; k++) {
        need(p, 6);
        unsigned name_idx = rd2(p);
        uint32_t len = rd4(p);
        calc += (uint64_t)len + 6;
        if (!cp_is(p, name_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Invalid code attribute name index %u in class file %s", name_idx, p->cname);
        const char *name = cp_str(p, name_idx);
        if (strcmp(name, "LineNumberTable") == 0) {
            unsigned n = rd2(p);
            if (len != 2 + (uint32_t)n * 4)
                FORMAT_ERROR(p, "LineNumberTable attribute has wrong length in class file %s", p->cname);
            need(p, (size_t)n * 4);
            for (unsigned e = 0; e < n; e++) {
                unsigned pc = rd2(p);
                rd2(p);
                if (pc >= code_len)
                    FORMAT_ERROR(p, "Invalid pc in LineNumberTable in class file %s", p->cname);
            }
            nlines += n;
        } else if (strcmp(name, "LocalVariableTable") == 0) {
            parse_local_variable_table(p, len, code_len, m->max_locals, false);
            info->nlocals += (len - 2) / 10;
        } else if (p->major >= 49 && strcmp(name, "LocalVariableTypeTable") == 0) {
            parse_local_variable_table(p, len, code_len, m->max_locals, true);
        } else if (p->major >= 50 && strcmp(name, "StackMapTable") == 0) {
            if (stackmap_seen)
                FORMAT_ERROR(p, "Multiple StackMapTable attributes in class file %s", p->cname);
            stackmap_seen = true;
            need(p, len);
            if (len > 0) {
                uint8_t *raw = arena_alloc(p, len);
                memcpy(raw, p->data + p->pos, len);
                m->stackmap = raw;
                m->stackmap_len = len;
            }
            p->pos += len;
        } else {
            skip(p, len);
        }
    }
    if (calc != attr_len)
        FORMAT_ERROR(p, "Code segment has wrong length in class file %s", p->cname);
    info->attrs_start = attrs_start;
    info->nattrs = nattrs;

    if (nlines > 0) {   /* second walk over the checked attributes: concatenate the tables */
        CfLine *lines = arena_array(p, nlines, sizeof(CfLine));
        size_t end = p->pos, at = 0;
        p->pos = attrs_start;
        for (unsigned k = 0; k < nattrs; k++) {
            unsigned name_idx = rd2(p);
            uint32_t len = rd4(p);
            size_t next = p->pos + len;
            if (strcmp(cp_str(p, name_idx), "LineNumberTable") == 0) {
                unsigned n = rd2(p);
                for (unsigned e = 0; e < n && at < nlines; e++, at++) {
                    lines[at].start_pc = rd2(p);
                    lines[at].line = rd2(p);
                }
            }
            p->pos = next;
        }
        p->pos = end;
        m->nlines = (uint16_t)(nlines > 0xFFFF ? 0xFFFF : nlines);
        m->lines = lines;
    }
    if (info->nlocals > 0) {   /* the same for the (already checked) LocalVariableTables */
        unsigned nvars = info->nlocals > 0xFFFF ? 0xFFFF : info->nlocals;
        CfLocalVar *vars = arena_array(p, nvars, sizeof(CfLocalVar));
        size_t end = p->pos, at = 0;
        p->pos = attrs_start;
        for (unsigned k = 0; k < nattrs; k++) {
            unsigned name_idx = rd2(p);
            uint32_t len = rd4(p);
            size_t next = p->pos + len;
            if (strcmp(cp_str(p, name_idx), "LocalVariableTable") == 0) {
                unsigned n = rd2(p);
                for (unsigned e = 0; e < n && at < nvars; e++, at++) {
                    vars[at].start_pc = rd2(p);
                    vars[at].length = rd2(p);
                    vars[at].name = cp_str(p, rd2(p));
                    vars[at].desc = cp_str(p, rd2(p));
                    vars[at].slot = rd2(p);
                }
            }
            p->pos = next;
        }
        p->pos = end;
        m->nlocalvars = (uint16_t)nvars;
        m->localvars = vars;
    }
}

/* HotSpot merges a method's LocalVariableTable and LocalVariableTypeTable entries, keyed by
 * (start_pc, length, name index, slot): LVT keys must be unique (from 49 on) and each LVTT entry
 * must match exactly one LVT entry. */
static void check_local_variables(Parser *p, const CodeInfo *info)
{
    typedef struct { uint16_t start, length, name, slot; bool typed; } Local;
    Local *locals = arena_array(p, info->nlocals, sizeof(Local));
    uint32_t size = 16;
    while (size < 2 * info->nlocals)
        size *= 2;
    uint32_t *table = arena_array(p, size, sizeof(uint32_t));   /* local index + 1, 0 = empty */
    unsigned count = 0;
    size_t resume = p->pos;
    for (int pass = 0; pass < 2; pass++) {   /* all LVTs first, then all LVTTs */
        const char *want = pass == 0 ? "LocalVariableTable" : "LocalVariableTypeTable";
        if (pass == 1 && p->major < 49)
            break;
        p->pos = info->attrs_start;
        for (unsigned k = 0; k < info->nattrs; k++) {
            unsigned name_idx = rd2(p);
            uint32_t len = rd4(p);
            size_t next = p->pos + len;
            if (strcmp(cp_str(p, name_idx), want) == 0) {
                unsigned n = rd2(p);
                for (unsigned e = 0; e < n; e++) {
                    Local key = {0, 0, 0, 0, false};
                    key.start = rd2(p);
                    key.length = rd2(p);
                    key.name = rd2(p);
                    rd2(p);                        /* descriptor */
                    key.slot = rd2(p);
                    uint32_t h = ((key.start * 37u + key.length) * 37u + key.name) * 37u + key.slot;
                    uint32_t i = (h * 2654435761u) & (size - 1);
                    while (table[i]) {
                        const Local *o = &locals[table[i] - 1];
                        if (o->start == key.start && o->length == key.length && o->name == key.name &&
                            o->slot == key.slot)
                            break;
                        i = (i + 1) & (size - 1);
                    }
                    const char *var = cp_str(p, key.name);
                    if (pass == 0) {
                        if (table[i] && p->major >= 49)
                            FORMAT_ERROR(p, "Duplicated LocalVariableTable attribute entry for '%s' in class file %s",
                                         var, p->cname);
                        if (count < info->nlocals) {
                            locals[count] = key;
                            table[i] = ++count;
                        }
                    } else if (!table[i]) {
                        FORMAT_ERROR(p, "LVTT entry for '%s' in class file %s does not match any LVT entry", var,
                                     p->cname);
                    } else if (locals[table[i] - 1].typed) {
                        FORMAT_ERROR(p, "Duplicated LocalVariableTypeTable attribute entry for '%s' in class file %s",
                                     var, p->cname);
                    } else {
                        locals[table[i] - 1].typed = true;
                    }
                }
            }
            p->pos = next;
        }
    }
    p->pos = resume;
}

static void parse_exceptions_attr(Parser *p, CfMethod *m, uint32_t len)
{
    need(p, 2);
    unsigned n = rd2(p);
    need(p, (size_t)n * 2);
    uint16_t *list = arena_array(p, n, sizeof(uint16_t));
    for (unsigned k = 0; k < n; k++) {
        list[k] = rd2(p);
        if (!cp_is(p, list[k], CONST_Class))
            FORMAT_ERROR(p, "Exception name has bad type at constant pool %u in class file %s", list[k],
                         p->cname);
    }
    if (len != 2 + (uint32_t)n * 2)
        FORMAT_ERROR(p, "Exceptions attribute has wrong length in class file %s", p->cname);
    m->nexceptions = (uint16_t)n;
    m->exceptions = list;
}

static void parse_method(Parser *p, CfMethod *m)
{
    need(p, 8);
    unsigned flags = rd2(p);
    unsigned name_idx = rd2(p);
    if (!cp_is(p, name_idx, CONST_Utf8))
        FORMAT_ERROR(p, "Illegal constant pool index %u for method name in class file %s", name_idx,
                     p->cname);
    const char *name = cp_str(p, name_idx);
    check_method_name(p, name, cp_strlen(p, name_idx));
    unsigned sig_idx = rd2(p);
    if (!cp_is(p, sig_idx, CONST_Utf8))
        FORMAT_ERROR(p, "Illegal constant pool index %u for method signature in class file %s", sig_idx,
                     p->cname);
    const char *sig = cp_str(p, sig_idx);

    if (strcmp(name, "<clinit>") == 0) {   /* other flags of a class initializer are ignored */
        if (p->major < 51)
            flags = ACC_STATIC;
        else if (flags & ACC_STATIC)
            flags &= ACC_STATIC | (p->major <= 60 ? ACC_STRICT : 0);
        else
            FORMAT_ERROR(p, "Method <clinit> is not static in class file %s", p->cname);
    } else {
        check_method_modifiers(p, flags, name);
    }
    if (p->is_interface && strcmp(name, "<init>") == 0)
        FORMAT_ERROR(p, "Interface cannot have a method named <init>, class file %s", p->cname);
    int args_size = ((flags & ACC_STATIC) ? 0 : 1) + check_method_sig(p, name, sig, cp_strlen(p, sig_idx));
    if (args_size > MAX_ARGS_SIZE)
        FORMAT_ERROR(p, "Too many arguments in method signature in class file %s", p->cname);
    flags &= METHOD_FLAGS;

    unsigned nattrs = rd2(p), seen = 0;
    bool exceptions_seen = false, params_seen = false, generic_seen = false;
    CodeInfo code_info = {0, 0, 0};
    while (nattrs--) {
        need(p, 6);
        unsigned attr_idx = rd2(p);
        uint32_t len = rd4(p);
        if (!cp_is(p, attr_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Invalid method attribute name index %u in class file %s", attr_idx, p->cname);
        const char *attr = cp_str(p, attr_idx);
        if (strcmp(attr, "Code") == 0) {
            if (flags & (ACC_NATIVE | ACC_ABSTRACT))
                FORMAT_ERROR(p, "Code attribute in native or abstract methods in class file %s", p->cname);
            if (m->has_code)
                FORMAT_ERROR(p, "Multiple Code attributes in class file %s", p->cname);
            m->has_code = true;
            parse_code(p, m, len, args_size, &code_info);
        } else if (strcmp(attr, "Exceptions") == 0) {
            if (exceptions_seen)
                FORMAT_ERROR(p, "Multiple Exceptions attributes in class file %s", p->cname);
            exceptions_seen = true;
            parse_exceptions_attr(p, m, len);
        } else if (strcmp(attr, "MethodParameters") == 0) {
            if (params_seen)
                FORMAT_ERROR(p, "Multiple MethodParameters attributes in class file %s", p->cname);
            params_seen = true;
            unsigned n = rd1(p);
            if (len != n * 4u + 1u)   /* HotSpot's message has no class name here */
                FORMAT_ERROR(p, "Invalid MethodParameters method attribute length %u in class file",
                             (unsigned)len);
            skip(p, (size_t)n * 4);
        } else if (strcmp(attr, "Synthetic") == 0) {
            if (len != 0)
                FORMAT_ERROR(p, "Invalid Synthetic method attribute length %u in class file %s",
                             (unsigned)len, p->cname);
        } else if (strcmp(attr, "Deprecated") == 0) {
            if (len != 0)
                FORMAT_ERROR(p, "Invalid Deprecated method attribute length %u in class file %s",
                             (unsigned)len, p->cname);
        } else if (p->major >= 49 && strcmp(attr, "Signature") == 0) {
            if (generic_seen)
                FORMAT_ERROR(p, "Multiple Signature attributes for method in class file %s", p->cname);
            if (len != 2)
                FORMAT_ERROR(p, "Invalid Signature attribute length %u in class file %s", (unsigned)len,
                             p->cname);
            generic_seen = true;
            parse_signature_index(p);
        } else if (!(p->major >= 49 && skip_annotation_attr(p, attr, len, 7, &seen, " for method"))) {
            skip(p, len);
        }
    }
    if (!(flags & (ACC_NATIVE | ACC_ABSTRACT)) && !m->has_code)
        FORMAT_ERROR(p, "Absent Code attribute in method that is not native or abstract in class file %s",
                     p->cname);
    if (code_info.nlocals > 0)
        check_local_variables(p, &code_info);
    m->access = (uint16_t)flags;
    m->name = name;
    m->desc = sig;
}

static void parse_methods(Parser *p, ClassFile *cf)
{
    need(p, 2);
    unsigned n = rd2(p);
    CfMethod *methods = arena_array(p, bounded_count(p, n, 8), sizeof(CfMethod));
    for (unsigned i = 0; i < n; i++)
        parse_method(p, &methods[i]);
    if (n > 1) {
        NameSet set;
        nameset_init(p, &set, n);
        for (unsigned i = 0; i < n; i++)
            if (!nameset_add(&set, methods[i].name, methods[i].desc))
                FORMAT_ERROR(p, "Duplicate method name \"%s\" with signature \"%s\" in class file %s",
                             methods[i].name, external_form(p, methods[i].desc), p->cname);
    }
    cf->nmethods = (uint16_t)n;
    cf->methods = methods;
}

/* ---- class attributes ---- */

static void parse_bootstrap_methods(Parser *p, ClassFile *cf, uint32_t len)
{
    size_t start = p->pos;
    if (len < 2)
        FORMAT_ERROR(p, "Invalid BootstrapMethods attribute length %u in class file %s", (unsigned)len,
                     p->cname);
    need(p, len);
    unsigned count = rd2(p);
    if (p->max_bsm >= (int)count)
        FORMAT_ERROR(p, "Short length on BootstrapMethods in class file %s", p->cname);
    /* HotSpot copies the attribute into one u2 array: 2 slots a method, then the operands. */
    size_t operands_len = (size_t)count * 2 + (len - 2) / 2, fill = (size_t)count * 2;
    size_t cap = (len - 2) / 4 < count ? (len - 2) / 4 : count;
    CfBootstrap *bsms = arena_array(p, cap, sizeof(CfBootstrap));
    for (unsigned k = 0; k < count; k++) {
        need(p, 4);
        unsigned mh = rd2(p), argc = rd2(p);
        if (!cp_is(p, mh, CONST_MethodHandle))
            FORMAT_ERROR(p, "bootstrap_method_index %u has bad constant type in class file %s", mh, p->cname);
        if (!(fill + 1 + argc < operands_len))
            FORMAT_ERROR(p, "Invalid BootstrapMethods num_bootstrap_methods or num_bootstrap_arguments value in class file %s",
                         p->cname);
        if (k >= cap)
            truncated(p);   /* unreachable: the check above bounds k */
        fill += 2;
        need(p, (size_t)argc * 2);
        uint16_t *args = arena_array(p, argc, sizeof(uint16_t));
        for (unsigned a = 0; a < argc; a++) {
            args[a] = rd2(p);
            if (!cp_in_range(p, args[a]) || !is_loadable(p->cp[args[a]].tag))
                FORMAT_ERROR(p, "argument_index %u has bad constant type in class file %s", args[a], p->cname);
            fill++;
        }
        bsms[k].method_handle = (uint16_t)mh;
        bsms[k].nargs = (uint16_t)argc;
        bsms[k].args = args;
    }
    if (p->pos != start + len)
        FORMAT_ERROR(p, "Bad length on BootstrapMethods in class file %s", p->cname);
    cf->nbootstraps = (uint16_t)count;
    cf->bootstraps = bsms;
}

static void parse_inner_classes(Parser *p, ClassFile *cf, size_t start, uint32_t len)
{
    size_t resume = p->pos;
    p->pos = start;
    need(p, 2);
    unsigned n = rd2(p);
    need(p, (size_t)n * 8);
    CfInnerClass *inner = arena_array(p, n, sizeof(CfInnerClass));
    for (unsigned k = 0; k < n; k++) {
        CfInnerClass *e = &inner[k];
        e->inner = rd2(p);
        if (!cp_is(p, e->inner, CONST_Class))
            FORMAT_ERROR(p, "inner_class_info_index %u has bad constant type in class file %s", e->inner,
                         p->cname);
        e->outer = rd2(p);
        if (e->outer != 0 && !cp_is(p, e->outer, CONST_Class))
            FORMAT_ERROR(p, "outer_class_info_index %u has bad constant type in class file %s", e->outer,
                         p->cname);
        if (e->outer != 0 && cp_class_name(p, e->outer)[0] == '[')
            FORMAT_ERROR(p, "Outer class is an array class in class file %s", p->cname);
        e->name = rd2(p);
        if (e->name != 0 && !cp_is(p, e->name, CONST_Utf8))
            FORMAT_ERROR(p, "inner_name_index %u has bad constant type in class file %s", e->name, p->cname);
        if (e->inner == e->outer)
            FORMAT_ERROR(p, "Class is both outer and inner class in class file %s", p->cname);
        unsigned flags = rd2(p) & (INNER_FLAGS | (p->major >= 53 ? ACC_MODULE : 0));
        if ((flags & ACC_INTERFACE) && p->major < 50)
            flags |= ACC_ABSTRACT;
        check_class_modifiers(p, flags);
        e->access = (uint16_t)flags;
    }
    /* HotSpot: the first entry whose inner class appears again decides. If the later entry is an
     * exact copy that is an error (from 49 on); otherwise the attribute is ignored. */
    bool ignore = false;
    if (n > 1) {
        /* next[k]: the next entry with the same inner class, found with a map filled backwards */
        int32_t *next = arena_array(p, n, sizeof *next);
        uint32_t size = 16;
        while (size < 2 * n)
            size *= 2;
        uint32_t *keys = arena_array(p, size, sizeof *keys);   /* inner index + 1, 0 = empty */
        int32_t *vals = arena_array(p, size, sizeof *vals);
        for (unsigned k = n; k-- > 0;) {
            uint32_t key = inner[k].inner + 1u, i = (key * 2654435761u) & (size - 1);
            while (keys[i] && keys[i] != key)
                i = (i + 1) & (size - 1);
            next[k] = keys[i] ? vals[i] : -1;
            keys[i] = key;
            vals[i] = (int32_t)k;
        }
        for (unsigned k = 0; k < n; k++) {
            if (next[k] < 0)
                continue;
            const CfInnerClass *a = &inner[k], *b = &inner[next[k]];
            if (p->major >= 49 && a->outer == b->outer && a->name == b->name && a->access == b->access)
                FORMAT_ERROR(p, "Duplicate entry in InnerClasses attribute in class file %s", p->cname);
            ignore = true;
            break;
        }
    }
    if (p->major >= 49 && len != 2 + (uint32_t)n * 8)
        FORMAT_ERROR(p, "Wrong InnerClasses attribute length in class file %s", p->cname);
    cf->ninner = ignore ? 0 : (uint16_t)n;
    cf->inner = ignore ? NULL : inner;
    p->pos = resume;
}

static void parse_class_list(Parser *p, size_t start, uint32_t len, const char *bad, const char *wrong_len)
{
    size_t resume = p->pos;
    p->pos = start;
    need(p, 2);
    unsigned n = rd2(p);
    need(p, (size_t)n * 2);
    for (unsigned k = 0; k < n; k++) {
        unsigned idx = rd2(p);
        if (!cp_is(p, idx, CONST_Class))
            FORMAT_ERROR(p, "%s class_info_index %u has bad constant type in class file %s", bad, idx, p->cname);
    }
    if (len != 2 + (uint32_t)n * 2)
        FORMAT_ERROR(p, "Wrong %s attribute length in class file %s", wrong_len, p->cname);
    p->pos = resume;
}

static void parse_record(Parser *p, size_t start, uint32_t len)
{
    size_t resume = p->pos;
    p->pos = start;
    need(p, 2);
    unsigned n = rd2(p);
    uint64_t calc = 2;
    for (unsigned k = 0; k < n; k++) {
        need(p, 6);
        unsigned name_idx = rd2(p);
        if (!cp_is(p, name_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Invalid constant pool index %u for name in Record attribute in class file %s",
                         name_idx, p->cname);
        const char *name = cp_str(p, name_idx);
        check_field_name(p, name, cp_strlen(p, name_idx));
        unsigned desc_idx = rd2(p);
        if (!cp_is(p, desc_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Invalid constant pool index %u for descriptor in Record attribute in class file %s",
                         desc_idx, p->cname);
        check_field_sig(p, name, cp_str(p, desc_idx), cp_strlen(p, desc_idx));
        unsigned nattrs = rd2(p), seen = 0;
        bool generic_seen = false;
        calc += 6;
        while (nattrs--) {
            need(p, 6);
            unsigned attr_idx = rd2(p);
            uint32_t alen = rd4(p);
            calc += 6;
            if (!cp_is(p, attr_idx, CONST_Utf8))
                FORMAT_ERROR(p, "Invalid Record attribute name index %u in class file %s", attr_idx, p->cname);
            const char *attr = cp_str(p, attr_idx);
            if (strcmp(attr, "Signature") == 0) {
                if (generic_seen)
                    FORMAT_ERROR(p, "Multiple Signature attributes for Record component in class file %s",
                                 p->cname);
                if (alen != 2)
                    FORMAT_ERROR(p, "Invalid Signature attribute length %u in Record component in class file %s",
                                 (unsigned)alen, p->cname);
                generic_seen = true;
                parse_signature_index(p);
            } else if (!skip_annotation_attr(p, attr, alen, 4, &seen, " for Record component")) {
                skip(p, alen);
            }
            calc += alen;
        }
    }
    if (calc != len)
        FORMAT_ERROR(p, "Record attribute has wrong length in class file %s", p->cname);
    p->pos = resume;
}

static void parse_class_attributes(Parser *p, ClassFile *cf, unsigned class_flags)
{
    need(p, 2);
    unsigned nattrs = rd2(p), seen = 0;
    bool source_seen = false, sde_seen = false, enclosing_seen = false, bsm_seen = false;
    bool host_seen = false, members_seen = false, record_seen = false, permitted_seen = false;
    bool inner_seen = false;
    size_t inner_at = 0, members_at = 0, record_at = 0, permitted_at = 0;
    uint32_t inner_len = 0, members_len = 0, record_len = 0, permitted_len = 0;
    while (nattrs--) {
        need(p, 6);
        unsigned attr_idx = rd2(p);
        uint32_t len = rd4(p);
        if (!cp_is(p, attr_idx, CONST_Utf8))
            FORMAT_ERROR(p, "Attribute name has bad constant pool index %u in class file %s", attr_idx,
                         p->cname);
        const char *attr = cp_str(p, attr_idx);
        if (strcmp(attr, "SourceFile") == 0) {
            if (len != 2)
                FORMAT_ERROR(p, "Wrong SourceFile attribute length in class file %s", p->cname);
            if (source_seen)
                FORMAT_ERROR(p, "Multiple SourceFile attributes in class file %s", p->cname);
            source_seen = true;
            unsigned idx = rd2(p);
            if (!cp_is(p, idx, CONST_Utf8))
                FORMAT_ERROR(p, "Invalid SourceFile attribute at constant pool index %u in class file %s", idx,
                             p->cname);
            cf->source_file = cp_str(p, idx);
        } else if (strcmp(attr, "SourceDebugExtension") == 0) {
            if (sde_seen)
                FORMAT_ERROR(p, "Multiple SourceDebugExtension attributes in class file %s", p->cname);
            sde_seen = true;
            skip(p, len);
        } else if (strcmp(attr, "InnerClasses") == 0) {
            if (inner_seen)
                FORMAT_ERROR(p, "Multiple InnerClasses attributes in class file %s", p->cname);
            inner_seen = true;
            inner_at = p->pos;
            inner_len = len;
            skip(p, len);
        } else if (strcmp(attr, "Synthetic") == 0) {
            if (len != 0)
                FORMAT_ERROR(p, "Invalid Synthetic classfile attribute length %u in class file %s",
                             (unsigned)len, p->cname);
        } else if (strcmp(attr, "Deprecated") == 0) {
            if (len != 0)
                FORMAT_ERROR(p, "Invalid Deprecated classfile attribute length %u in class file %s",
                             (unsigned)len, p->cname);
        } else if (p->major < 49) {
            skip(p, len);
        } else if (strcmp(attr, "Signature") == 0) {
            if (cf->signature)
                FORMAT_ERROR(p, "Multiple Signature attributes in class file %s", p->cname);
            if (len != 2)
                FORMAT_ERROR(p, "Wrong Signature attribute length %u in class file %s", (unsigned)len, p->cname);
            unsigned idx = rd2(p);
            if (!cp_is(p, idx, CONST_Utf8))
                FORMAT_ERROR(p, "Invalid constant pool index %u in Signature attribute in class file %s", idx,
                             p->cname);
            cf->signature = cp_str(p, idx);
        } else if (skip_annotation_attr(p, attr, len, 4, &seen, "")) {
            /* skipped */
        } else if (strcmp(attr, "EnclosingMethod") == 0) {
            if (enclosing_seen)
                FORMAT_ERROR(p, "Multiple EnclosingMethod attributes in class file %s", p->cname);
            enclosing_seen = true;
            if (len != 4)
                FORMAT_ERROR(p, "Wrong EnclosingMethod attribute length %u in class file %s", (unsigned)len,
                             p->cname);
            need(p, 4);
            unsigned cls = rd2(p), method = rd2(p);
            if (cls == 0)
                FORMAT_ERROR(p, "Invalid class index in EnclosingMethod attribute in class file %s", p->cname);
            if (!cp_is(p, cls, CONST_Class))
                FORMAT_ERROR(p, "Invalid or out-of-bounds class index in EnclosingMethod attribute in class file %s",
                             p->cname);
            if (method != 0 && !cp_is(p, method, CONST_NameAndType))
                FORMAT_ERROR(p, "Invalid or out-of-bounds method index in EnclosingMethod attribute in class file %s",
                             p->cname);
        } else if (p->major >= 51 && strcmp(attr, "BootstrapMethods") == 0) {
            if (bsm_seen)
                FORMAT_ERROR(p, "Multiple BootstrapMethods attributes in class file %s", p->cname);
            bsm_seen = true;
            parse_bootstrap_methods(p, cf, len);
        } else if (p->major >= 55 && strcmp(attr, "NestMembers") == 0) {
            if (members_seen)
                FORMAT_ERROR(p, "Multiple NestMembers attributes in class file %s", p->cname);
            if (host_seen)
                FORMAT_ERROR(p, "Conflicting NestHost and NestMembers attributes in class file %s", p->cname);
            members_seen = true;
            members_at = p->pos;
            members_len = len;
            skip(p, len);
        } else if (p->major >= 55 && strcmp(attr, "NestHost") == 0) {
            if (host_seen)
                FORMAT_ERROR(p, "Multiple NestHost attributes in class file %s", p->cname);
            if (members_seen)
                FORMAT_ERROR(p, "Conflicting NestMembers and NestHost attributes in class file %s", p->cname);
            host_seen = true;
            if (len != 2)
                FORMAT_ERROR(p, "Wrong NestHost attribute length in class file %s", p->cname);
            unsigned idx = rd2(p);
            if (!cp_is(p, idx, CONST_Class))
                FORMAT_ERROR(p, "Nest-host class_info_index %u has bad constant type in class file %s", idx,
                             p->cname);
            cf->nest_host = cp_class_name(p, idx);
        } else if (p->major >= 60 && strcmp(attr, "Record") == 0) {
            if (record_seen)
                FORMAT_ERROR(p, "Multiple Record attributes in class file %s", p->cname);
            record_seen = true;
            record_at = p->pos;
            record_len = len;
            skip(p, len);
        } else if (p->major >= 61 && strcmp(attr, "PermittedSubclasses") == 0) {
            if (permitted_seen)
                FORMAT_ERROR(p, "Multiple PermittedSubclasses attributes in class file %s", p->cname);
            if (class_flags & ACC_FINAL)
                FORMAT_ERROR(p, "PermittedSubclasses attribute in final class file %s", p->cname);
            permitted_seen = true;
            permitted_at = p->pos;
            permitted_len = len;
            skip(p, len);
        } else {
            skip(p, len);
        }
    }
    if (inner_seen)
        parse_inner_classes(p, cf, inner_at, inner_len);
    if (members_seen)
        parse_class_list(p, members_at, members_len, "Nest member", "NestMembers");
    if (record_seen)
        parse_record(p, record_at, record_len);
    if (permitted_seen)
        parse_class_list(p, permitted_at, permitted_len, "Permitted subclass", "PermittedSubclasses");
    if (p->max_bsm >= 0 && !bsm_seen)
        FORMAT_ERROR(p, "Missing BootstrapMethods attribute in class file %s", p->cname);
}

/* ---- the class ---- */

static void parse_class(Parser *p, ClassFile *cf)
{
    need(p, 8);
    uint32_t magic = rd4(p);
    if (magic != 0xCAFEBABEu)
        FORMAT_ERROR(p, "Incompatible magic value %u in class file %s", (unsigned)magic, p->cname);
    p->minor = rd2(p);
    p->major = rd2(p);
    check_version(p);

    need(p, 3);
    p->cp_count = rd2(p);
    if (p->cp_count < 1)
        FORMAT_ERROR(p, "Illegal constant pool size %u in class file %s", (unsigned)p->cp_count, p->cname);
    parse_cp(p);

    need(p, 8);
    unsigned flags = rd2(p) & (CLASS_FLAGS | (p->major >= 53 ? ACC_MODULE : 0));
    if ((flags & ACC_INTERFACE) && p->major < 50)
        flags |= ACC_ABSTRACT;
    check_class_modifiers(p, flags);
    if (p->bad_tag)
        FORMAT_ERROR(p, "Unknown constant tag %u in class file %s", (unsigned)p->bad_tag, p->cname);
    p->is_interface = flags & ACC_INTERFACE;

    unsigned this_idx = rd2(p);
    if (!cp_is(p, this_idx, CONST_Class))
        FORMAT_ERROR(p, "Invalid this class index %u in constant pool in class file %s", this_idx, p->cname);
    const char *name = cp_class_name(p, this_idx);
    if (name[0] == '[')
        FORMAT_ERROR(p, "Bad class name in class file %s", p->cname);
    if (!p->name_given)
        p->cname = name;

    unsigned super_idx = rd2(p);
    const char *super_name = NULL;
    if (super_idx == 0) {
        if (strcmp(p->cname, "java/lang/Object") != 0)
            FORMAT_ERROR(p, "Invalid superclass index %u in class file %s", super_idx, p->cname);
    } else {
        if (!cp_is(p, super_idx, CONST_Class))
            FORMAT_ERROR(p, "Invalid superclass index %u in class file %s", super_idx, p->cname);
        super_name = cp_class_name(p, super_idx);
        if (super_name[0] == '[')
            FORMAT_ERROR(p, "Bad superclass name in class file %s", p->cname);
    }

    unsigned nitf = rd2(p);
    const char **itfs = arena_array(p, bounded_count(p, nitf, 2), sizeof(char *));
    for (unsigned k = 0; k < nitf; k++) {
        unsigned idx = rd2(p);
        if (!cp_is(p, idx, CONST_Class))
            FORMAT_ERROR(p, "Interface name has bad constant pool index %u in class file %s", idx, p->cname);
        itfs[k] = cp_class_name(p, idx);
        if (itfs[k][0] == '[')
            FORMAT_ERROR(p, "Bad interface name in class file %s", p->cname);
    }
    if (nitf > 1) {
        NameSet set;
        nameset_init(p, &set, nitf);
        for (unsigned k = 0; k < nitf; k++)
            if (!nameset_add(&set, itfs[k], ""))
                FORMAT_ERROR(p, "Duplicate interface name \"%s\" in class file %s", itfs[k], p->cname);
    }

    cf->minor = p->minor;
    cf->major = p->major;
    cf->cp_count = (uint16_t)p->cp_count;
    cf->cp = p->cp;
    cf->access = (uint16_t)flags;
    cf->name = name;
    cf->super_name = super_name;
    cf->ninterfaces = (uint16_t)nitf;
    cf->interfaces = itfs;

    parse_fields(p, cf);
    parse_methods(p, cf);
    parse_class_attributes(p, cf, flags);

    if (p->pos != p->len)
        FORMAT_ERROR(p, "Extra bytes at the end of class file %s", p->cname);

    if (strcmp(p->cname, "java/lang/Object") == 0 && nitf != 0)
        FORMAT_ERROR(p, "java.lang.Object cannot implement an interface in class file %s", p->cname);
    if (p->is_interface && super_name && strcmp(super_name, "java/lang/Object") != 0)
        FORMAT_ERROR(p, "Interfaces must have java.lang.Object as superclass in class file %s", p->cname);
}

/* ---- public API ---- */

CfStatus classfile_parse_named(const uint8_t *data, size_t len, const char *name, ClassFile *out,
                               char *err, size_t errlen)
{
    Parser *p = calloc(1, sizeof *p);
    memset(out, 0, sizeof *out);
    if (err && errlen)
        err[0] = 0;
    if (!p) {
        if (err && errlen)
            snprintf(err, errlen, "Out of memory");
        return CF_NO_MEMORY;
    }
    p->data = data ? data : (const uint8_t *)"";
    p->len = data ? len : 0;
    p->err = err;
    p->errlen = errlen;
    p->max_bsm = -1;
    p->block_size = 4096 + (len < ((size_t)1 << 20) ? len * 2 : ((size_t)1 << 21));
    p->name_given = name != NULL;
    p->cname = name ? name : "<Unknown>";

    CfStatus st = CF_OK;
    if (setjmp(p->jb) == 0) {
        if (!name) {
            const char *peeked = peek_class_name(p);
            if (peeked)
                p->cname = peeked;
        }
        parse_class(p, out);
        out->arena = p->arena;
    } else {
        st = p->status;
        arena_free(p->arena);
        memset(out, 0, sizeof *out);
    }
    free(p);
    return st;
}

CfStatus classfile_parse(const uint8_t *data, size_t len, ClassFile *out, char *err, size_t errlen)
{
    return classfile_parse_named(data, len, NULL, out, err, errlen);
}

void classfile_free(ClassFile *cf)
{
    if (!cf)
        return;
    arena_free(cf->arena);
    memset(cf, 0, sizeof *cf);
}

const char *cf_utf8(const ClassFile *cf, uint16_t idx)
{
    if (!cf || !cf->cp || idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_Utf8)
        return NULL;
    return cf->cp[idx].u.utf8.s;
}

const char *cf_class_name(const ClassFile *cf, uint16_t idx)
{
    if (!cf || !cf->cp || idx == 0 || idx >= cf->cp_count || cf->cp[idx].tag != CONST_Class)
        return NULL;
    return cf_utf8(cf, cf->cp[idx].u.ref.a);
}

bool cf_member_ref(const ClassFile *cf, uint16_t idx, const char **cls, const char **name,
                   const char **desc)
{
    if (!cf || !cf->cp || idx == 0 || idx >= cf->cp_count)
        return false;
    const CfConst *c = &cf->cp[idx];
    const char *owner = NULL;
    switch (c->tag) {
    case CONST_Fieldref: case CONST_Methodref: case CONST_InterfaceMethodref:
        owner = cf_class_name(cf, c->u.ref.a);
        if (!owner)
            return false;
        break;
    case CONST_Dynamic: case CONST_InvokeDynamic:
        break;
    default:
        return false;
    }
    uint16_t nat = c->u.ref.b;
    if (nat == 0 || nat >= cf->cp_count || cf->cp[nat].tag != CONST_NameAndType)
        return false;
    const char *n = cf_utf8(cf, cf->cp[nat].u.ref.a), *d = cf_utf8(cf, cf->cp[nat].u.ref.b);
    if (!n || !d)
        return false;
    if (cls)
        *cls = owner;
    if (name)
        *name = n;
    if (desc)
        *desc = d;
    return true;
}

int desc_arg_slots(const char *method_desc)
{
    if (!method_desc)
        return -1;
    int why = SIG_OK;
    return method_type_args(MAX_MAJOR, NULL, method_desc, strlen(method_desc), &why);
}

char desc_return_type(const char *method_desc)
{
    if (!desc_valid_method(method_desc))
        return 0;
    /* Skip the arguments properly: a class name may contain ')'. */
    size_t n = strlen(method_desc), i = 1;
    int why = SIG_OK;
    for (size_t k; (k = skip_field_type(MAX_MAJOR, method_desc + i, n - i, false, &why)) != 0;)
        i += k;
    return method_desc[i + 1];
}

bool desc_valid_field(const char *d)
{
    if (!d)
        return false;
    int why = SIG_OK;
    size_t n = strlen(d);
    size_t k = skip_field_type(MAX_MAJOR, d, n, false, &why);
    return why == SIG_OK && k != 0 && k == n;
}

bool desc_valid_method(const char *d)
{
    return desc_arg_slots(d) >= 0;
}
