/* test_refmap.c: tests of interp/refmap.c.
 *
 * Usage: test_refmap [-s SAMPLES_CLASS_DIR] [CLASS_DIR...]
 *
 *  1. hand-checked maps of methods in tests/unit/refmap_samples/ (compiled here with
 *     `javac -g` into a temporary directory unless -s names a directory holding them);
 *  2. hand-assembled methods for what javac never emits: jsr/ret, every dup/pop/swap form,
 *     switch padding, every ldc kind, invokedynamic, and malformed code that must be rejected
 *     with "bci N: ...";
 *  3. a cross-check against the StackMapTable of every method of every .class file under the
 *     samples directory and each CLASS_DIR (recursively): at each frame, every slot the frame
 *     types as a reference must be a ref in the map, every ref in the map must be a reference or
 *     top in the frame, and the stack depths must be equal;
 *  4. a small mutation fuzz over the sample methods (the analysis must not crash; run it under
 *     ASan/UBSan).
 * Ends with "test_refmap: N checks, M failed"; exits 1 if anything failed. */
#define _DEFAULT_SOURCE
#define _XOPEN_SOURCE 700

#include <dirent.h>
#include <ftw.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "classfile.h"
#include "refmap.h"

size_t refmaps_size(const RefMaps *r);   /* defined in refmap.c, not part of refmap.h */

static unsigned nchecks, nfailed;

static void check(int ok, const char *fmt, ...)
{
    nchecks++;
    if (ok)
        return;
    nfailed++;
    va_list ap;
    va_start(ap, fmt);
    fputs("FAIL: ", stdout);
    vprintf(fmt, ap);
    fputc('\n', stdout);
    va_end(ap);
}

/* ------------------------------------------------------------------------------------------ */
/* Helpers */

static uint16_t u2(const uint8_t *p) { return (uint16_t)((p[0] << 8) | p[1]); }
static int32_t s4(const uint8_t *p)
{
    return (int32_t)(((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8) |
                     p[3]);
}

/* Instruction length, written independently of refmap.c (code assumed valid). */
static uint32_t insn_len(const uint8_t *code, uint32_t bci)
{
    uint8_t op = code[bci];
    uint32_t b = (bci + 4) & ~3u;
    switch (op) {
    case 0xaa: return b - bci + 12 + 4 * (uint32_t)(s4(code + b + 8) - s4(code + b + 4) + 1);
    case 0xab: return b - bci + 8 + 8 * (uint32_t)s4(code + b + 4);
    case 0xc4: return code[bci + 1] == 0x84 ? 6 : 4;
    case 0x10: case 0x12: case 0x15: case 0x16: case 0x17: case 0x18: case 0x19: case 0x36:
    case 0x37: case 0x38: case 0x39: case 0x3a: case 0xa9: case 0xbc:
        return 2;
    case 0x11: case 0x13: case 0x14: case 0x84: case 0xb2: case 0xb3: case 0xb4: case 0xb5:
    case 0xb6: case 0xb7: case 0xb8: case 0xbb: case 0xbd: case 0xc0: case 0xc1: case 0xc6:
    case 0xc7:
        return 3;
    case 0xc5: return 4;
    case 0xb9: case 0xba: case 0xc8: case 0xc9: return 5;
    default:
        return op >= 0x99 && op <= 0xa8 ? 3 : 1;
    }
}

/* bci of the nth (from 0) instruction with opcode op, or -1. */
static long find_op(const CfMethod *m, uint8_t op, int nth)
{
    for (uint32_t bci = 0; bci < m->code_len; bci += insn_len(m->code, bci))
        if (m->code[bci] == op && nth-- == 0)
            return (long)bci;
    return -1;
}

static const CfMethod *find_method(const ClassFile *cf, const char *name, const char *desc)
{
    for (unsigned i = 0; i < cf->nmethods; i++)
        if (!strcmp(cf->methods[i].name, name) && (!desc || !strcmp(cf->methods[i].desc, desc)))
            return &cf->methods[i];
    return NULL;
}

/* Checks the map at bci. locs: one char per local from 0 ('1' ref, '0' not ref, '.' any);
 * stk (if not NULL): the whole stack, bottom first, so its length is the expected depth. */
static void expect(const char *what, const RefMaps *r, long bci, const char *locs, const char *stk)
{
    const uint8_t *l, *s;
    uint16_t depth;
    if (bci < 0 || !refmaps_at(r, (uint32_t)bci, &l, &s, &depth)) {
        check(0, "%s: no map at bci %ld", what, bci);
        return;
    }
    char got[512];
    int ok = 1;
    for (size_t i = 0; locs[i]; i++)
        if (locs[i] != '.' && (locs[i] == '1') != refmap_bit(l, (unsigned)i))
            ok = 0;
    if (stk) {
        if (strlen(stk) != depth)
            ok = 0;
        else
            for (size_t i = 0; stk[i]; i++)
                if (stk[i] != '.' && (stk[i] == '1') != refmap_bit(s, (unsigned)i))
                    ok = 0;
    }
    size_t n = 0;
    for (size_t i = 0; locs[i] && n < 200; i++)
        got[n++] = refmap_bit(l, (unsigned)i) ? '1' : '0';
    got[n++] = ' ';
    got[n++] = '[';
    for (unsigned i = 0; i < depth && n < 500; i++)
        got[n++] = refmap_bit(s, i) ? '1' : '0';
    got[n++] = ']';
    got[n] = 0;
    check(ok, "%s at bci %ld: expected locals %s stack [%s], got %s", what, bci, locs,
          stk ? stk : "?", got);
}

static void expect_none(const char *what, const RefMaps *r, long bci)
{
    check(!refmaps_at(r, (uint32_t)bci, NULL, NULL, NULL), "%s: bci %ld should have no map", what,
          bci);
}

static uint8_t *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    size_t k;
    while (buf && (k = fread(buf + n, 1, cap - n, f)) > 0) {
        n += k;
        if (n == cap) {
            uint8_t *nb = realloc(buf, cap *= 2);
            if (!nb) {
                free(buf);
                buf = NULL;
            }
            buf = nb;
        }
    }
    fclose(f);
    *len = n;
    return buf;
}

static int load_class(const char *path, ClassFile *cf)
{
    size_t len;
    uint8_t *data = read_file(path, &len);
    if (!data) {
        check(0, "cannot read %s", path);
        return 0;
    }
    char err[256];
    CfStatus st = classfile_parse(data, len, cf, err, sizeof err);
    free(data);
    if (st != CF_OK) {
        check(0, "%s: classfile_parse: %s", path, err);
        return 0;
    }
    return 1;
}

static RefMaps *compute(const ClassFile *cf, const CfMethod *m, char *err, size_t errlen)
{
    return refmaps_compute(cf, m, (m->access & ACC_STATIC) != 0, err, errlen);
}

/* ------------------------------------------------------------------------------------------ */
/* 1. Hand-checked samples */

static RefMaps *sample(const ClassFile *cf, const char *name, const char *desc, const CfMethod **mp)
{
    const CfMethod *m = find_method(cf, name, desc);
    char err[256] = "";
    RefMaps *r = m ? compute(cf, m, err, sizeof err) : NULL;
    check(r != NULL, "sample %s: %s", name, m ? err : "method not found");
    *mp = m;
    return r;
}

static void hand_checks(const char *dir)
{
    char path[4096];
    ClassFile cf;
    snprintf(path, sizeof path, "%s/RefmapSamples.class", dir);
    if (!load_class(path, &cf))
        return;
    const CfMethod *m;
    RefMaps *r;

    /* local 1: String in one branch, int in the other, top after the join */
    if ((r = sample(&cf, "joinStringInt", NULL, &m))) {
        expect("joinStringInt string branch", r, find_op(m, 0xb8, 0), "01", "1");
        expect("joinStringInt int branch", r, find_op(m, 0xb8, 1), "00", "0");
        expect("joinStringInt after join", r, find_op(m, 0x10, 0), "00", "");
        expect("joinStringInt return", r, find_op(m, 0xac, 0), "00", "0");
        refmaps_free(r);
    }
    /* the loop keeps local 0 */
    if ((r = sample(&cf, "loopKeepsRef", NULL, &m))) {
        long cond = find_op(m, 0xa2, 0);  /* if_icmpge */
        expect("loopKeepsRef loop test", r, cond, "1000", "00");
        expect("loopKeepsRef hashCode", r, find_op(m, 0xb6, 0), "1000", "01");
        expect("loopKeepsRef back edge", r, find_op(m, 0xa7, 0), "1000", "");
        long head = find_op(m, 0xa7, 0);
        if (head >= 0)
            expect("loopKeepsRef loop head", r, head + (int16_t)u2(m->code + head + 1), "1000", "");
        refmaps_free(r);
    }
    /* the handler sees the exception */
    if ((r = sample(&cf, "tryCatch", NULL, &m))) {
        check(m->nhandlers == 1, "tryCatch: one handler");
        if (m->nhandlers) {
            long h = m->handlers[0].handler_pc;
            expect("tryCatch handler entry", r, h, "10", "1");
            expect("tryCatch after astore", r, h + 1, "11", "");
        }
        expect("tryCatch in try", r, find_op(m, 0xb6, 0), "1.", "1");
        refmaps_free(r);
    }
    /* dup_x2 form 1: [a i v] -> [v a i v] */
    if ((r = sample(&cf, "dupX2", NULL, &m))) {
        long d = find_op(m, 0x5b, 0);
        check(d >= 0, "dupX2 uses dup_x2");
        expect("dupX2 before dup_x2", r, d, "100", "100");
        expect("dupX2 after dup_x2", r, d + 1, "100", "0100");
        refmaps_free(r);
    }
    /* dup2_x2 form 3: [a i v v'] -> [v v' a i v v'] */
    if ((r = sample(&cf, "dup2X2Long", NULL, &m))) {
        long d = find_op(m, 0x5e, 0);
        check(d >= 0, "dup2X2Long uses dup2_x2");
        expect("dup2X2Long before", r, d, "1000", "1000");
        expect("dup2X2Long after", r, d + 1, "1000", "001000");
        refmaps_free(r);
    }
    /* dup2_x1 form 2: [this v v'] -> [v v' this v v'] */
    if ((r = sample(&cf, "dup2X1Long", NULL, &m))) {
        long d = find_op(m, 0x5d, 0);
        check(d >= 0, "dup2X1Long uses dup2_x1");
        expect("dup2X1Long after", r, d + 1, "100", "00100");
        refmaps_free(r);
    }
    /* the uninitialized object twice on the stack */
    if ((r = sample(&cf, "newBeforeInit", NULL, &m))) {
        long n = find_op(m, 0xbb, 0);
        expect("newBeforeInit at new", r, n, "0", "");
        expect("newBeforeInit after dup", r, n + 4, "0", "11");
        expect("newBeforeInit at <init>", r, find_op(m, 0xb7, 0), "0", "110");
        expect("newBeforeInit areturn", r, find_op(m, 0xb0, 0), "0", "1");
        refmaps_free(r);
    }
    /* a long in locals 1-2, a double in 3-4 */
    if ((r = sample(&cf, "longLocal", NULL, &m))) {
        expect("longLocal entry", r, 0, "10000", "");
        expect("longLocal areturn", r, find_op(m, 0xb0, 0), "10000100", "1");
        refmaps_free(r);
    }
    /* uninitializedThis before super() */
    if ((r = sample(&cf, "<init>", "(Ljava/lang/Object;)V", &m))) {
        expect("<init> entry", r, 0, "11", "");
        expect("<init> at super()", r, find_op(m, 0xb7, 0), "11", "1");
        expect("<init> putfield", r, find_op(m, 0xb5, 0), "11", "11");
        refmaps_free(r);
    }
    if ((r = sample(&cf, "<init>", "(I)V", &m))) {
        expect("<init>(I) at this()", r, find_op(m, 0xb7, 0), "10", "11");
        refmaps_free(r);
    }
    /* an instance method's this, a synchronized block */
    if ((r = sample(&cf, "syncBlock", NULL, &m))) {
        expect("syncBlock monitorenter", r, find_op(m, 0xc2, 0), "1101", "1");
        expect("syncBlock monitorexit", r, find_op(m, 0xc3, 0), "1101", "01");
        check(m->nhandlers >= 1, "syncBlock has handlers");
        if (m->nhandlers)
            expect("syncBlock handler", r, m->handlers[m->nhandlers - 1].handler_pc, "1101", "1");
        refmaps_free(r);
    }
    classfile_free(&cf);
}

/* ------------------------------------------------------------------------------------------ */
/* 2. Hand-assembled methods */

typedef struct {
    CfConst cp[64];
    char names[64][64];
    uint16_t n;
    ClassFile cf;
    CfMethod m;
    CfHandler handlers[4];
    uint8_t code[1024];
} Synth;

static void synth_init(Synth *s, uint16_t major)
{
    memset(s, 0, sizeof *s);
    s->n = 1;
    s->cf.major = major;
    s->cf.cp = s->cp;
    s->cf.cp_count = 1;
    s->cf.name = "Synth";
    s->cf.super_name = "java/lang/Object";
    s->cf.nmethods = 1;
    s->cf.methods = &s->m;
}

static uint16_t c_add(Synth *s, uint8_t tag, uint16_t a, uint16_t b)
{
    uint16_t i = s->n++;
    s->cp[i].tag = tag;
    s->cp[i].u.ref.a = a;
    s->cp[i].u.ref.b = b;
    if (tag == CONST_Long || tag == CONST_Double)
        s->n++;                    /* the unusable slot after it keeps tag 0 */
    s->cf.cp_count = s->n;
    return i;
}

static uint16_t c_utf8(Synth *s, const char *str)
{
    uint16_t i = c_add(s, CONST_Utf8, 0, 0);
    snprintf(s->names[i], sizeof s->names[i], "%s", str);
    s->cp[i].u.utf8.s = s->names[i];
    s->cp[i].u.utf8.len = (uint32_t)strlen(str);
    return i;
}

static uint16_t c_class(Synth *s, const char *name)
{
    return c_add(s, CONST_Class, c_utf8(s, name), 0);
}
static uint16_t c_nat(Synth *s, const char *name, const char *desc)
{
    uint16_t n = c_utf8(s, name), d = c_utf8(s, desc);
    return c_add(s, CONST_NameAndType, n, d);
}
static uint16_t c_member(Synth *s, uint8_t tag, const char *cls, const char *name, const char *desc)
{
    uint16_t c = (tag == CONST_Dynamic || tag == CONST_InvokeDynamic) ? 0 : c_class(s, cls);
    uint16_t nt = c_nat(s, name, desc);
    return c_add(s, tag, c, nt);
}

/* Sets the method and computes its maps. */
static RefMaps *synth_run(Synth *s, uint16_t access, const char *desc, uint16_t max_stack,
                          uint16_t max_locals, const uint8_t *code, uint32_t len, char *err,
                          size_t errlen)
{
    memcpy(s->code, code, len);
    s->m.access = access;
    s->m.name = "m";
    s->m.desc = desc;
    s->m.has_code = true;
    s->m.max_stack = max_stack;
    s->m.max_locals = max_locals;
    s->m.code_len = len;
    s->m.code = s->code;
    s->m.handlers = s->handlers;
    return refmaps_compute(&s->cf, &s->m, (access & ACC_STATIC) != 0, err, errlen);
}

#define ST ACC_STATIC
#define SYNTH(s, acc, desc, ms, ml, ...)                                                   \
    synth_run((s), (acc), (desc), (ms), (ml), (const uint8_t[]){ __VA_ARGS__ },             \
              sizeof((const uint8_t[]){ __VA_ARGS__ }), err, sizeof err)

static void expect_ok(const char *what, RefMaps *r, const char *err)
{
    check(r != NULL, "%s: unexpected error: %s", what, err);
}

/* Expects rejection with a message starting "bci N:" and containing `why` (if not NULL). */
static void expect_err_why(const char *what, RefMaps *r, const char *err, long bci, const char *why)
{
    char prefix[32];
    snprintf(prefix, sizeof prefix, "bci %ld: ", bci);
    check(r == NULL && strncmp(err, prefix, strlen(prefix)) == 0 && (!why || strstr(err, why)),
          "%s: expected an error at bci %ld%s%s, got %s", what, bci, why ? " about " : "",
          why ? why : "", r ? "a map" : err);
    refmaps_free(r);
}

static void expect_err(const char *what, RefMaps *r, const char *err, long bci)
{
    expect_err_why(what, r, err, bci, NULL);
}

static void jsr_checks(void)
{
    Synth s;
    char err[256];
    RefMaps *r;

    /* Two calls of one subroutine; local 2 is a ref at the first call and an int at the
     * second; the subroutine does not touch it, so each return point keeps its own type. */
    synth_init(&s, 50);
    r = SYNTH(&s, ST, "(Ljava/lang/Object;I)Ljava/lang/Object;", 2, 4,
              /* 0 */ 0x2a,             /* aload_0 */
              /* 1 */ 0x4d,             /* astore_2 */
              /* 2 */ 0xa8, 0x00, 18,   /* jsr 20 */
              /* 5 */ 0x2c,             /* aload_2 */
              /* 6 */ 0x57,             /* pop */
              /* 7 */ 0x03,             /* iconst_0 */
              /* 8 */ 0x3d,             /* istore_2 */
              /* 9 */ 0xa8, 0x00, 11,   /* jsr 20 */
              /* 12 */ 0x1c,            /* iload_2 */
              /* 13 */ 0x57,            /* pop */
              /* 14 */ 0x2a,            /* aload_0 */
              /* 15 */ 0xb0,            /* areturn */
              /* 16 */ 0, 0, 0, 0,      /* unreachable */
              /* 20 */ 0x4e,            /* astore_3 */
              /* 21 */ 0x04,            /* iconst_1 */
              /* 22 */ 0x57,            /* pop */
              /* 23 */ 0xa9, 3);        /* ret 3 */
    expect_ok("jsr basic", r, err);
    if (r) {
        expect("jsr first return", r, 5, "1010", "");
        expect("jsr second return", r, 12, "1000", "");
        expect("jsr subroutine entry", r, 20, "1000", "0");
        expect("jsr at ret", r, 23, "1000", "");
        expect_none("jsr dead code", r, 16);
        refmaps_free(r);
    }

    /* The same in a version 51 class file is rejected. */
    s.cf.major = 51;
    r = refmaps_compute(&s.cf, &s.m, true, err, sizeof err);
    expect_err("jsr in version 51", r, err, 2);

    /* The subroutine writes local 1 (a ref) and 3: both are taken from the subroutine at
     * every return point. Nested: jsr_w to an outer subroutine, which calls an inner one and
     * returns with wide ret. */
    synth_init(&s, 49);
    r = SYNTH(&s, ST, "(Ljava/lang/Object;)Ljava/lang/Object;", 2, 4,
              /* 0 */ 0x03,                         /* iconst_0 */
              /* 1 */ 0x3c,                         /* istore_1 */
              /* 2 */ 0xc9, 0, 0, 0, 14,            /* jsr_w 16 */
              /* 7 */ 0x2b,                         /* aload_1 */
              /* 8 */ 0xb0,                         /* areturn */
              /* 9 */ 0, 0, 0, 0, 0, 0, 0,          /* unreachable 9..15 */
              /* 16 */ 0x4e,                        /* astore_3 */
              /* 17 */ 0xa8, 0, 9,                  /* jsr 26 */
              /* 20 */ 0xc4, 0xa9, 0, 3,            /* wide ret 3 */
              /* 24 */ 0, 0,
              /* 26 */ 0x4d,                        /* astore_2 */
              /* 27 */ 0x2a,                        /* aload_0 */
              /* 28 */ 0x4c,                        /* astore_1 */
              /* 29 */ 0xa9, 2);                    /* ret 2 */
    expect_ok("nested jsr", r, err);
    if (r) {
        expect("nested jsr outer entry", r, 16, "1000", "0");
        expect("nested jsr inner entry", r, 26, "1000", "0");
        expect("nested jsr inner return", r, 20, "1100", "");
        expect("nested jsr outer return", r, 7, "1100", "");
        expect_none("nested jsr dead", r, 24);
        refmaps_free(r);
    }

    /* try { return o.hashCode(); } finally { sink(); } as javac 1.4 compiled it: the handler's
     * exception in local 2 survives the subroutine, which merges it with the other call's top */
    synth_init(&s, 48);
    uint16_t hc = c_member(&s, CONST_Methodref, "java/lang/Object", "hashCode", "()I");
    uint16_t sk = c_member(&s, CONST_Methodref, "Synth", "sink", "()V");
    s.m.nhandlers = 1;
    s.handlers[0] = (CfHandler){ 0, 8, 10, 0 };
    r = SYNTH(&s, ST, "(Ljava/lang/Object;)I", 1, 4,
              /* 0 */ 0x2a,                                    /* aload_0 */
              /* 1 */ 0xb6, (uint8_t)(hc >> 8), (uint8_t)hc,   /* invokevirtual hashCode */
              /* 4 */ 0x3c,                                    /* istore_1 */
              /* 5 */ 0xa8, 0, 15,                             /* jsr 20 */
              /* 8 */ 0x1b, 0xac,                              /* iload_1 ireturn */
              /* 10 */ 0x4d,                                   /* handler: astore_2 */
              /* 11 */ 0xa8, 0, 9,                             /* jsr 20 */
              /* 14 */ 0x2c, 0xbf,                             /* aload_2 athrow */
              /* 16 */ 0, 0, 0, 0,
              /* 20 */ 0x4e,                                   /* astore_3 */
              /* 21 */ 0xb8, (uint8_t)(sk >> 8), (uint8_t)sk,  /* invokestatic sink */
              /* 24 */ 0xa9, 3);                               /* ret 3 */
    expect_ok("jsr finally", r, err);
    if (r) {
        expect("jsr finally normal return", r, 8, "1000", "");
        expect("jsr finally handler", r, 10, "1000", "1");
        expect("jsr finally rethrow", r, 14, "1010", "");
        expect("jsr finally subroutine", r, 20, "1000", "0");
        expect("jsr finally ret", r, 24, "1000", "");
        refmaps_free(r);
    }
    s.m.nhandlers = 0;

    /* A subroutine that overwrites half of the caller's long (locals 0-1): after the return, the
     * half from the caller is unusable. The subroutine stores its returnAddress with wide astore,
     * and a handler covers part of it. */
    synth_init(&s, 50);
    s.m.nhandlers = 1;
    s.handlers[0] = (CfHandler){ 6, 12, 14, 0 };
    r = SYNTH(&s, ST, "(J)V", 2, 4,
              /* 0 */ 0xa8, 0, 6,              /* jsr 6 */
              /* 3 */ 0x1f, 0x58, 0xb1,        /* lload_1 pop2 return */
              /* 6 */ 0xc4, 0x3a, 0, 3,        /* wide astore 3 */
              /* 10 */ 0x0a, 0x40,             /* lconst_1 lstore_1: locals 1-2 */
              /* 12 */ 0xa9, 3,                /* ret 3 */
              /* 14 */ 0xbf);                  /* handler: athrow */
    expect_ok("jsr long halves", r, err);
    if (r) {
        expect("jsr long halves", r, 3, "0000", "");
        expect("jsr long halves handler", r, 14, "0000", "1");
        refmaps_free(r);
    }
    s.m.nhandlers = 0;
    r = SYNTH(&s, ST, "(J)V", 2, 4,
              0xa8, 0, 6, 0x1e, 0x58, 0xb1,    /* jsr 6; lload_0: its second half was replaced */
              0xc4, 0x3a, 0, 3, 0x0a, 0x40, 0xc4, 0xa9, 0, 3);  /* ...; wide ret 3 */
    expect_err_why("jsr split long", r, err, 3, "load of long from local 0");
    r = SYNTH(&s, ST, "(J)V", 2, 4,
              0xa8, 0, 6, 0x1e, 0x58, 0xb1,    /* jsr 6; lload_0 */
              0x3a, 3, 0x03, 0x3c, 0xa9, 3);   /* astore 3; iconst_0; istore_1; ret 3 */
    expect_err_why("jsr int over a long's second half", r, err, 3, "load of long from local 0");
    r = SYNTH(&s, ST, "()V", 1, 1,
              0xa7, 0, 6,                      /* goto 6 */
              0x4b, 0xa9, 0,                   /* 3: astore_0; ret 0 */
              0xa8, 0xff, 0xfd);               /* 6: jsr 3, the last instruction */
    expect_err("jsr at the end", r, err, 6);

    /* ret on a local that is not a returnAddress */
    synth_init(&s, 50);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0xa9, 0);
    expect_err_why("ret of an int", r, err, 0, "not a returnAddress");

    /* the returnAddress is not loadable */
    synth_init(&s, 50);
    r = SYNTH(&s, ST, "()V", 1, 2,
              0xa8, 0, 4, 0xb1,            /* jsr 4; return */
              0x4c, 0x2b, 0x57, 0xa9, 1);  /* astore_1; aload_1; pop; ret 1 */
    expect_err_why("aload of a returnAddress", r, err, 5, "load of reference");
}

/* Every form of the untyped stack instructions. Each method pushes its prefix, runs one
 * stack instruction and returns; the map is checked at the return. */
static void stack_form_checks(void)
{
    static const struct {
        const char *what;
        uint8_t code[8];
        uint8_t len;
        const char *after;     /* stack at the final return, or NULL: must be rejected */
    } cases[] = {
        /* aconst_null = 01, iconst_0 = 03, lconst_0 = 09, dconst_0 = 0e */
        { "pop", { 0x01, 0x03, 0x57 }, 3, "1" },
        { "pop2 form 1", { 0x01, 0x03, 0x01, 0x58 }, 4, "1" },
        { "pop2 form 2", { 0x01, 0x09, 0x58 }, 3, "1" },
        { "dup", { 0x03, 0x01, 0x59 }, 3, "011" },
        { "dup_x1", { 0x01, 0x03, 0x5a }, 3, "010" },
        { "dup_x2 form 1", { 0x01, 0x03, 0x01, 0x5b }, 4, "1101" },
        { "dup_x2 form 2", { 0x09, 0x01, 0x5b }, 3, "1001" },
        { "dup2 form 1", { 0x03, 0x01, 0x5c }, 3, "0101" },
        { "dup2 form 2", { 0x01, 0x09, 0x5c }, 3, "10000" },
        { "dup2_x1 form 1", { 0x01, 0x03, 0x01, 0x5d }, 4, "01101" },
        { "dup2_x1 form 2", { 0x01, 0x09, 0x5d }, 3, "00100" },
        { "dup2_x2 form 1", { 0x03, 0x01, 0x01, 0x03, 0x5e }, 5, "100110" },
        { "dup2_x2 form 2", { 0x01, 0x03, 0x09, 0x5e }, 4, "001000" },
        { "dup2_x2 form 3", { 0x09, 0x01, 0x03, 0x5e }, 4, "100010" },
        { "dup2_x2 form 4", { 0x09, 0x0e, 0x5e }, 3, "000000" },
        { "swap", { 0x01, 0x03, 0x5f }, 3, "01" },
        /* forms that would split a long or double */
        { "pop of a long", { 0x09, 0x57 }, 2, NULL },
        { "pop2 splitting a long", { 0x09, 0x03, 0x58 }, 3, NULL },
        { "dup of a long", { 0x09, 0x59 }, 2, NULL },
        { "dup_x1 over a long", { 0x09, 0x03, 0x5a }, 3, NULL },
        { "dup_x2 splitting", { 0x09, 0x03, 0x03, 0x5b }, 4, NULL },
        { "dup2 of half a long", { 0x09, 0x03, 0x5c }, 3, NULL },
        { "dup2_x1 splitting", { 0x09, 0x03, 0x03, 0x5d }, 4, NULL },
        { "dup2_x2 splitting", { 0x09, 0x03, 0x03, 0x03, 0x5e }, 5, NULL },
        { "swap with a long", { 0x09, 0x03, 0x5f }, 3, NULL },
        { "dup underflow", { 0x59 }, 1, NULL },
        { "dup2_x2 underflow", { 0x03, 0x03, 0x03, 0x5e }, 4, NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        Synth s;
        char err[256];
        uint8_t code[16];
        synth_init(&s, 61);
        memcpy(code, cases[i].code, cases[i].len);
        code[cases[i].len] = 0xb1;   /* return */
        RefMaps *r = synth_run(&s, ST, "()V", 8, 0, code, cases[i].len + 1u, err, sizeof err);
        if (cases[i].after) {
            expect_ok(cases[i].what, r, err);
            if (r)
                expect(cases[i].what, r, cases[i].len, "", cases[i].after);
            refmaps_free(r);
        } else {
            expect_err(cases[i].what, r, err, cases[i].len - 1);
        }
    }
}

/* tableswitch / lookupswitch at every alignment. */
static void switch_checks(void)
{
    for (int pad = 0; pad < 4; pad++) {
        for (int look = 0; look < 2; look++) {
            Synth s;
            char err[256], what[64];
            uint8_t code[64];
            uint32_t n = 0;
            synth_init(&s, 61);
            for (int i = 0; i < pad; i++)
                code[n++] = 0x00;                       /* nop */
            code[n++] = 0x1a;                           /* iload_0 */
            uint32_t sw = n;
            code[n++] = look ? 0xab : 0xaa;
            while (n % 4)
                code[n++] = 0;
            uint32_t words = n;
            /* default, then low/high + 2 offsets, or npairs + 2 pairs */
            n += look ? 4 + 4 + 16 : 4 + 8 + 8;
            uint32_t t0 = n, t1 = n + 2, td = n + 4;
            code[n++] = 0x01; code[n++] = 0xb0;         /* t0: aconst_null; areturn */
            code[n++] = 0x2b; code[n++] = 0xb0;         /* t1: aload_1; areturn */
            code[n++] = 0x2b; code[n++] = 0xb0;         /* td: aload_1; areturn */
            int32_t vals[8];
            int nv = 0;
            vals[nv++] = (int32_t)(td - sw);
            if (look) {
                vals[nv++] = 2;
                vals[nv++] = -5; vals[nv++] = (int32_t)(t0 - sw);
                vals[nv++] = 1000; vals[nv++] = (int32_t)(t1 - sw);
            } else {
                vals[nv++] = 3; vals[nv++] = 4;
                vals[nv++] = (int32_t)(t0 - sw); vals[nv++] = (int32_t)(t1 - sw);
            }
            for (int i = 0; i < nv; i++)
                for (int k = 0; k < 4; k++)
                    code[words + 4 * i + k] = (uint8_t)((uint32_t)vals[i] >> (24 - 8 * k));
            RefMaps *r = synth_run(&s, ST, "(ILjava/lang/Object;)Ljava/lang/Object;", 1, 2, code,
                                   n, err, sizeof err);
            snprintf(what, sizeof what, "%s at bci %u", look ? "lookupswitch" : "tableswitch", sw);
            expect_ok(what, r, err);
            if (r) {
                expect(what, r, sw, "01", "0");
                expect(what, r, t0, "01", "");
                expect(what, r, t1, "01", "");
                expect(what, r, td, "01", "");
                refmaps_free(r);
            }
        }
    }
}

/* ldc of every loadable kind, invokes, fields, new, arrays. */
static void constant_checks(void)
{
    Synth s;
    char err[256];
    synth_init(&s, 61);
    uint16_t ci = c_add(&s, CONST_Integer, 0, 0);
    uint16_t cf = c_add(&s, CONST_Float, 0, 0);
    uint16_t cs = c_add(&s, CONST_String, c_utf8(&s, "str"), 0);
    uint16_t cc = c_class(&s, "java/lang/String");
    uint16_t cmt = c_add(&s, CONST_MethodType, c_utf8(&s, "()V"), 0);
    uint16_t mref = c_member(&s, CONST_Methodref, "Synth", "f", "()V");
    uint16_t cmh = c_add(&s, CONST_MethodHandle, 6, mref);
    uint16_t cdi = c_member(&s, CONST_Dynamic, NULL, "di", "I");
    uint16_t cdl = c_member(&s, CONST_Dynamic, NULL, "dl", "[Ljava/lang/Object;");
    uint16_t cl = c_add(&s, CONST_Long, 0, 0);
    uint16_t cd = c_add(&s, CONST_Double, 0, 0);
    uint16_t cdj = c_member(&s, CONST_Dynamic, NULL, "dj", "J");
    uint8_t code[64];
    uint32_t n = 0;
    uint16_t one[] = { ci, cf, cs, cc, cmt, cmh, cdi, cdl };
    for (size_t i = 0; i < sizeof one / sizeof one[0]; i++) {
        code[n++] = 0x13;                            /* ldc_w */
        code[n++] = (uint8_t)(one[i] >> 8);
        code[n++] = (uint8_t)one[i];
    }
    uint16_t two[] = { cl, cd, cdj };
    for (size_t i = 0; i < 3; i++) {
        code[n++] = 0x14;                            /* ldc2_w */
        code[n++] = (uint8_t)(two[i] >> 8);
        code[n++] = (uint8_t)two[i];
    }
    code[n++] = 0xb1;
    RefMaps *r = synth_run(&s, ST, "()V", 14, 0, code, n, err, sizeof err);
    expect_ok("ldc kinds", r, err);
    if (r) {
        expect("ldc kinds", r, n - 1, "", "00111101000000");
        refmaps_free(r);
    }
    /* ldc (one byte index) of a String; ldc of a long is an error */
    code[0] = 0x12;
    code[1] = (uint8_t)cs;
    code[2] = 0xb0;
    r = synth_run(&s, ST, "()Ljava/lang/Object;", 1, 0, code, 3, err, sizeof err);
    expect_ok("ldc string", r, err);
    refmaps_free(r);
    code[0] = 0x13, code[1] = 0, code[2] = (uint8_t)cl, code[3] = 0xb1;
    r = synth_run(&s, ST, "()V", 2, 0, code, 4, err, sizeof err);
    expect_err("ldc_w of a long", r, err, 0);
    code[0] = 0x14, code[1] = 0, code[2] = (uint8_t)cs, code[3] = 0xb1;
    r = synth_run(&s, ST, "()V", 2, 0, code, 4, err, sizeof err);
    expect_err("ldc2_w of a string", r, err, 0);

    /* invokedynamic: pops its arguments, no receiver */
    synth_init(&s, 61);
    uint16_t indy = c_member(&s, CONST_InvokeDynamic, NULL, "go",
                             "(ILjava/lang/String;J)Ljava/lang/Object;");
    uint16_t cls = c_class(&s, "Synth");
    uint16_t fj = c_member(&s, CONST_Fieldref, "Synth", "j", "J");
    uint16_t fo = c_member(&s, CONST_Fieldref, "Synth", "o", "Ljava/lang/Object;");
    uint16_t init = c_member(&s, CONST_Methodref, "Synth", "<init>", "(J)V");
    uint16_t iface = c_member(&s, CONST_InterfaceMethodref, "I", "k", "(Ljava/lang/Object;D)[I");
    uint8_t c2[] = {
        /* 0 */ 0x03, 0x01, 0x09,                              /* iconst_0 aconst_null lconst_0 */
        /* 3 */ 0xba, (uint8_t)(indy >> 8), (uint8_t)indy, 0, 0,
        /* 8 */ 0x4c,                                          /* astore_1 */
        /* 9 */ 0xbb, (uint8_t)(cls >> 8), (uint8_t)cls,       /* new Synth */
        /* 12 */ 0x59,                                         /* dup */
        /* 13 */ 0x4d,                                         /* astore_2: an uninit local */
        /* 14 */ 0xb2, (uint8_t)(fj >> 8), (uint8_t)fj,        /* getstatic J */
        /* 17 */ 0xb7, (uint8_t)(init >> 8), (uint8_t)init,    /* invokespecial <init>(J)V */
        /* 20 */ 0x2c, 0x2c, 0x2b, 0x0e,                       /* aload_2 x2, aload_1, dconst_0 */
        /* 24 */ 0xb9, (uint8_t)(iface >> 8), (uint8_t)iface, 4, 0,
        /* 29 */ 0xb5, (uint8_t)(fo >> 8), (uint8_t)fo,        /* putfield o = int[] */
        /* 32 */ 0x05, 0x06,                                   /* iconst_2 iconst_3 */
        /* 34 */ 0xc5, (uint8_t)(cls >> 8), (uint8_t)cls, 2,   /* multianewarray 2 */
        /* 38 */ 0xbe,                                         /* arraylength */
        /* 39 */ 0xbc, 10,                                     /* newarray int */
        /* 41 */ 0xb0,                                         /* areturn */
    };
    RefMaps *r2 = synth_run(&s, ST, "()Ljava/lang/Object;", 5, 3, c2, sizeof c2, err, sizeof err);
    expect_ok("invokes", r2, err);
    if (r2) {
        expect("before invokedynamic", r2, 3, "000", "0100");
        expect("after invokedynamic", r2, 8, "000", "1");
        expect("uninit after new", r2, 12, "010", "1");
        expect("uninit twice", r2, 14, "011", "1");
        expect("before <init>", r2, 17, "011", "100");
        expect("after <init>", r2, 20, "011", "");
        expect("before invokeinterface", r2, 24, "011", "11100");
        expect("before putfield", r2, 29, "011", "11");
        expect("before multianewarray", r2, 34, "011", "00");
        expect("after multianewarray", r2, 38, "011", "1");
        expect("areturn", r2, 41, "011", "1");
        refmaps_free(r2);
    }
    r2 = synth_run(&s, ST, "()Ljava/lang/Object;", 4, 3, c2, sizeof c2, err, sizeof err);
    expect_err("invokes with max_stack 4", r2, err, 23);

    synth_init(&s, 61);
    cls = c_class(&s, "Synth");
    init = c_member(&s, CONST_Methodref, "Synth", "<init>", "()V");
    /* a join of different stack depths */
    uint8_t c4[] = {
        /* 0 */ 0xbb, (uint8_t)(cls >> 8), (uint8_t)cls,       /* new */
        /* 3 */ 0x59, 0x59, 0x1a,                              /* dup dup iload_0 */
        /* 6 */ 0x99, 0, 6,                                    /* ifeq 12: [u u u] */
        /* 9 */ 0xb7, (uint8_t)(init >> 8), (uint8_t)init,     /* [u u u] -> [r r] */
        /* 12 */ 0x57, 0xb0,                                   /* pop areturn */
    };
    r2 = synth_run(&s, ST, "(I)Ljava/lang/Object;", 4, 1, c4, sizeof c4, err, sizeof err);
    expect_err_why("uninit merge depth", r2, err, 12, "inconsistent stack depth");
    /* uninitialized merged with the initialized object of the same new: ref */
    uint8_t c5[] = {
        /* 0 */ 0xbb, (uint8_t)(cls >> 8), (uint8_t)cls,       /* new: [u] */
        /* 3 */ 0x59, 0x4c,                                    /* dup astore_1: local 1 = u */
        /* 5 */ 0x1a, 0x99, 0, 7,                              /* iload_0 ifeq 13: [u] */
        /* 9 */ 0x59,                                          /* dup */
        /* 10 */ 0xb7, (uint8_t)(init >> 8), (uint8_t)init,    /* [r], local 1 = r */
        /* 13 */ 0x2b, 0x57, 0xb0,                             /* aload_1 pop areturn */
    };
    r2 = synth_run(&s, ST, "(I)Ljava/lang/Object;", 2, 2, c5, sizeof c5, err, sizeof err);
    expect_ok("uninit/init merge", r2, err);
    if (r2) {
        expect("uninit local", r2, 6, "01", "10");
        expect("uninit/init join", r2, 13, "01", "1");
        refmaps_free(r2);
    }
    /* a ref merged with an int in a local is not loadable */
    uint8_t c7[] = {
        /* 0 */ 0x01, 0x4c,                                    /* aconst_null astore_1 */
        /* 2 */ 0x1a, 0x99, 0, 5,                              /* iload_0 ifeq 8 */
        /* 6 */ 0x03, 0x3c,                                    /* iconst_0 istore_1 */
        /* 8 */ 0x2b, 0xb0,                                    /* aload_1 areturn */
    };
    r2 = synth_run(&s, ST, "(I)Ljava/lang/Object;", 1, 2, c7, sizeof c7, err, sizeof err);
    expect_err_why("aload of ref/int merge", r2, err, 8, "load of reference from local 1");
}

/* Malformed code: rejected with the right bci, never a crash. */
static void error_checks(void)
{
    Synth s;
    char err[256];
    RefMaps *r;
    synth_init(&s, 61);

    r = SYNTH(&s, ST, "()V", 1, 0, 0x57, 0xb1);
    expect_err_why("stack underflow", r, err, 0, "underflow");
    r = SYNTH(&s, ST, "()V", 1, 0, 0x03, 0x03, 0xb1);
    expect_err_why("stack overflow", r, err, 1, "overflow");
    r = SYNTH(&s, ST, "()V", 2, 0, 0x09, 0x09, 0xb1);
    expect_err("stack overflow by a long", r, err, 1);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x1b, 0x57, 0xb1);
    expect_err_why("local out of range", r, err, 0, "out of range");
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x00, 0x03, 0x3f, 0xb1);   /* lstore_0 of an int */
    expect_err("lstore of an int", r, err, 2);
    r = SYNTH(&s, ST, "(J)V", 2, 2, 0x1f, 0x57, 0xb1);          /* lload_1 */
    expect_err("long local out of range", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x84, 1, 1, 0xb1);          /* iinc 1 */
    expect_err("iinc out of range", r, err, 0);
    r = SYNTH(&s, ST, "(Ljava/lang/Object;)V", 1, 1, 0x84, 0, 1, 0xb1);
    expect_err("iinc of a ref", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 2, 0x03, 0x57);
    expect_err_why("falls off the end", r, err, 1, "falls off the end");
    r = SYNTH(&s, ST, "()V", 1, 0, 0xa7, 0, 100);
    expect_err_why("branch out of the code", r, err, 0, "bad branch target");
    r = SYNTH(&s, ST, "()V", 1, 0, 0xa7, 0, 4, 0x11, 0, 0, 0xb1);
    expect_err("branch into an instruction", r, err, 0);
    r = SYNTH(&s, ST, "()V", 1, 0, 0xa7, 0xff, 0xff, 0xb1);
    expect_err("branch before the code", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1,
              0x1a, 0x99, 0, 7,          /* 0 iload_0; 1 ifeq 8 */
              0x03, 0xa7, 0, 3,          /* 4 iconst_0; 5 goto 8 */
              0xb1);                     /* 8 return */
    expect_err_why("stack depth at join", r, err, 8, "inconsistent stack depth");
    r = SYNTH(&s, ST, "()V", 1, 0, 0x00, 0x11, 0);
    expect_err("truncated sipush", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0x00, 0xcb);
    expect_err("illegal opcode", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0xfe);
    expect_err("impdep1", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x2a, 0x57, 0xb1);
    expect_err("aload of an int", r, err, 0);
    r = SYNTH(&s, ST, "()V", 1, 1, 0x03, 0x4b, 0xb1);
    expect_err("astore of an int", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0x00, 0xc4, 0x10, 0, 0);
    expect_err("wide bipush", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0xc4, 0x15);
    expect_err("truncated wide", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0xc4, 0x15, 0x01, 0x00, 0x57, 0xb1);  /* wide iload 256 */
    expect_err("wide iload out of range", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x1a, 0xaa, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 1);
    expect_err("tableswitch low > high", r, err, 1);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x1a, 0xab, 0, 0, 0, 0, 0, 12, 0xff, 0xff, 0xff, 0xff);
    expect_err("lookupswitch negative npairs", r, err, 1);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0x1a, 0xaa, 0, 0, 0, 0, 0, 0, 0, 0, 0x7f, 0xff, 0xff, 0xff);
    expect_err("huge tableswitch", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0x03, 0xac);
    expect_err("ireturn in a void method", r, err, 1);
    r = SYNTH(&s, ST, "(Ljava/lang/Object;)V", 1, 1, 0xc4, 0x84, 0, 0, 0, 1, 0xb1);
    expect_err("wide iinc of a ref", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0xc4, 0x84, 1, 0, 0, 1, 0xb1);
    expect_err("wide iinc out of range", r, err, 0);
    r = SYNTH(&s, ST, "(I)V", 1, 1, 0xc4, 0xa9, 0, 0);
    expect_err("wide ret in version 61", r, err, 0);
    r = SYNTH(&s, ST, "()I", 1, 0, 0x01, 0xac);
    expect_err("ireturn of a ref", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0x03, 0xbf);
    expect_err("athrow of an int", r, err, 1);
    r = SYNTH(&s, ST, "()V", 1, 0, 0x12, 0, 0xb1);
    expect_err("ldc of index 0", r, err, 0);
    r = SYNTH(&s, ST, "()V", 1, 0, 0x12, 200, 0xb1);
    expect_err("ldc out of the pool", r, err, 0);
    r = SYNTH(&s, ST, "()V", 1, 0, 0xb2, 0, 1, 0xb1);
    expect_err("getstatic of a bad index", r, err, 0);
    r = SYNTH(&s, ST, "()V", 1, 0, 0xa8, 0, 3, 0xb1);
    expect_err("jsr in version 61", r, err, 0);
    r = SYNTH(&s, ST, "(JJ)V", 1, 3, 0xb1);
    expect_err("arguments beyond max_locals", r, err, 0);
    r = SYNTH(&s, 0, "()V", 1, 0, 0xb1);
    expect_err("no room for this", r, err, 0);
    r = SYNTH(&s, ST, "(I", 1, 1, 0xb1);
    expect_err("bad descriptor", r, err, 0);
    r = synth_run(&s, ST, "()V", 1, 0, (const uint8_t *)"", 0, err, sizeof err);
    expect_err("empty code", r, err, 0);
    s.m.has_code = false;
    r = refmaps_compute(&s.cf, &s.m, true, err, sizeof err);
    expect_err("no code", r, err, 0);

    /* handler checks */
    static const uint8_t hcode[] = { 0x00, 0x00, 0xb1, 0x4b, 0xb1 };
    s.m.nhandlers = 1;
    s.handlers[0] = (CfHandler){ 0, 2, 3, 0 };
    r = synth_run(&s, ST, "()V", 1, 1, hcode, sizeof hcode, err, sizeof err);
    expect_ok("handler", r, err);
    if (r) {
        expect("handler entry", r, 3, "0", "1");
        expect("handler after astore", r, 4, "1", "");
        refmaps_free(r);
    }
    r = synth_run(&s, ST, "()V", 0, 1, hcode, sizeof hcode, err, sizeof err);
    expect_err("handler with max_stack 0", r, err, 3);
    s.handlers[0] = (CfHandler){ 2, 2, 3, 0 };
    r = synth_run(&s, ST, "()V", 1, 1, hcode, sizeof hcode, err, sizeof err);
    expect_err("empty handler range", r, err, 2);
    s.handlers[0] = (CfHandler){ 0, 9, 3, 0 };
    r = synth_run(&s, ST, "()V", 1, 1, hcode, sizeof hcode, err, sizeof err);
    expect_err("handler range past the end", r, err, 0);
    s.handlers[0] = (CfHandler){ 0, 2, 7, 0 };
    r = synth_run(&s, ST, "()V", 1, 1, hcode, sizeof hcode, err, sizeof err);
    expect_err("handler past the end", r, err, 7);
    s.handlers[0] = (CfHandler){ 0, 2, 3, 1 };   /* catch type: not a Class */
    r = synth_run(&s, ST, "()V", 1, 1, hcode, sizeof hcode, err, sizeof err);
    check(r == NULL, "handler with a bad catch type: expected an error");
    refmaps_free(r);
    s.m.nhandlers = 0;

    /* handler locals: merge of the locals before/after every covered instruction */
    static const uint8_t hc2[] = {
        /* 0 */ 0x01, 0x4b,          /* aconst_null astore_0: local 0 ref */
        /* 2 */ 0x03, 0x3b,          /* iconst_0 istore_0: local 0 int */
        /* 4 */ 0x01, 0x4c,          /* aconst_null astore_1 */
        /* 6 */ 0xb1,
        /* 7 */ 0x2b, 0xbf,          /* handler: aload_1 athrow -> local 1 is top: error */
    };
    s.m.nhandlers = 1;
    s.handlers[0] = (CfHandler){ 0, 6, 7, 0 };
    r = synth_run(&s, ST, "()V", 2, 2, hc2, sizeof hc2, err, sizeof err);
    expect_err_why("handler local top", r, err, 7, "load of reference from local 1");
    s.handlers[0] = (CfHandler){ 4, 6, 7, 0 };  /* around astore_1: top before, ref after */
    r = synth_run(&s, ST, "()V", 2, 2, hc2, sizeof hc2, err, sizeof err);
    expect_err_why("handler local top before store", r, err, 7, "load of reference from local 1");
    s.handlers[0] = (CfHandler){ 6, 7, 7, 0 };  /* only the return: local 1 ref, local 0 int */
    r = synth_run(&s, ST, "()V", 2, 2, hc2, sizeof hc2, err, sizeof err);
    expect_ok("handler after stores", r, err);
    if (r) {
        expect("handler after stores", r, 7, "01", "1");
        refmaps_free(r);
    }
    s.handlers[0] = (CfHandler){ 2, 4, 7, 0 };  /* local 0: ref before, int after the store */
    static const uint8_t hc3[] = { 0x01, 0x4b, 0x03, 0x3b, 0xb1, 0, 0, 0x2a, 0xbf };
    r = synth_run(&s, ST, "()V", 2, 2, hc3, sizeof hc3, err, sizeof err);
    expect_err_why("handler sees the int stored into a ref local", r, err, 7,
                   "load of reference from local 0");
    s.handlers[0] = (CfHandler){ 2, 3, 7, 0 };  /* before the store only: still a ref */
    r = synth_run(&s, ST, "()V", 2, 2, hc3, sizeof hc3, err, sizeof err);
    expect_ok("handler before the store", r, err);
    if (r) {
        expect("handler before the store", r, 7, "10", "1");
        refmaps_free(r);
    }
    s.m.nhandlers = 0;
}

/* ------------------------------------------------------------------------------------------ */
/* 3. Cross-check against the StackMapTable */

enum { VT_TOP, VT_INT, VT_FLOAT, VT_DOUBLE, VT_LONG, VT_NULL, VT_UTHIS, VT_OBJECT, VT_UNINIT };

typedef struct {
    uint8_t *loc;                  /* verification types of the local entries */
    unsigned nloc;
    uint8_t *stk;
    unsigned nstk;
} Frame;

static unsigned vt_width(uint8_t t) { return t == VT_LONG || t == VT_DOUBLE ? 2 : 1; }
static int vt_ref(uint8_t t)
{
    return t == VT_NULL || t == VT_UTHIS || t == VT_OBJECT || t == VT_UNINIT;
}

/* Expands entries to slots: out[slot] = type, the second slot of a long/double = VT_TOP. */
static unsigned expand(const uint8_t *e, unsigned n, uint8_t *out, unsigned cap)
{
    unsigned k = 0;
    for (unsigned i = 0; i < n && k < cap; i++) {
        out[k++] = e[i];
        if (vt_width(e[i]) == 2 && k < cap)
            out[k++] = VT_TOP;
    }
    return k;
}

typedef struct {
    const uint8_t *p, *end;
    int bad;
} Rd;

static unsigned rd1(Rd *r)
{
    if (r->p >= r->end) {
        r->bad = 1;
        return 0;
    }
    return *r->p++;
}
static unsigned rd2(Rd *r)
{
    unsigned a = rd1(r);
    return (a << 8) | rd1(r);
}
static uint8_t rd_vt(Rd *r)
{
    unsigned t = rd1(r);
    if (t == VT_OBJECT || t == VT_UNINIT)
        rd2(r);
    if (t > VT_UNINIT)
        r->bad = 1;
    return (uint8_t)t;
}

static unsigned nmethods_checked, nframes_checked, ninsns_mapped;
static size_t map_bytes_total, code_bytes_total;

static void compare_frame(const char *where, const RefMaps *r, uint32_t bci, const Frame *f,
                          const CfMethod *m)
{
    const uint8_t *l, *s;
    uint16_t depth;
    nframes_checked++;
    if (!refmaps_at(r, bci, &l, &s, &depth)) {
        check(0, "%s: no map at frame bci %u", where, bci);
        return;
    }
    uint8_t *slots = malloc((size_t)m->max_locals + m->max_stack + 2);
    unsigned nl = expand(f->loc, f->nloc, slots, m->max_locals + 1u);
    int ok = 1;
    char why[256] = "";
    for (unsigned i = 0; i < m->max_locals && ok; i++) {
        uint8_t t = i < nl ? slots[i] : VT_TOP;
        int ours = refmap_bit(l, i);
        /* a reference in the frame must be a ref in the map; a ref in the map must be a
         * reference or top (a dead value) in the frame */
        if (vt_ref(t) != ours && !(ours && t == VT_TOP)) {
            ok = 0;
            snprintf(why, sizeof why, "local %u: type %u in the frame, bit %d in the map", i, t,
                     ours);
        }
    }
    unsigned ns = expand(f->stk, f->nstk, slots, m->max_stack + 1u);
    if (ok && ns != depth) {
        ok = 0;
        snprintf(why, sizeof why, "stack depth %u in the frame, %u in the map", ns, depth);
    }
    for (unsigned i = 0; i < ns && ok; i++) {
        int ours = refmap_bit(s, i);
        if (vt_ref(slots[i]) != ours && !(ours && slots[i] == VT_TOP)) {
            ok = 0;
            snprintf(why, sizeof why, "stack slot %u: type %u in the frame, bit %d in the map", i,
                     slots[i], ours);
        }
    }
    free(slots);
    check(ok, "%s: frame at bci %u: %s", where, bci, why);
}

static void cross_check_method(const ClassFile *cf, const CfMethod *m, const char *path)
{
    char where[1024], err[256];
    snprintf(where, sizeof where, "%s %s%s", path, m->name, m->desc);
    RefMaps *r = compute(cf, m, err, sizeof err);
    check(r != NULL, "%s: %s", where, err);
    if (!r)
        return;
    nmethods_checked++;
    code_bytes_total += m->code_len;
    map_bytes_total += refmaps_size(r);
    for (uint32_t bci = 0; bci < m->code_len; bci += insn_len(m->code, bci))
        ninsns_mapped += refmaps_at(r, bci, NULL, NULL, NULL);

    /* initial frame */
    unsigned cap = m->max_locals + 1u;
    Frame f;
    f.loc = calloc(cap + 1, 1);
    f.stk = calloc(m->max_stack + 1u, 1);
    f.nloc = f.nstk = 0;
    if (!(m->access & ACC_STATIC))
        f.loc[f.nloc++] = (!strcmp(m->name, "<init>") && strcmp(cf->name, "java/lang/Object"))
                              ? VT_UTHIS : VT_OBJECT;
    for (const char *d = m->desc + 1; *d && *d != ')' && f.nloc < cap; d++) {
        switch (*d) {
        case 'J': f.loc[f.nloc++] = VT_LONG; break;
        case 'D': f.loc[f.nloc++] = VT_DOUBLE; break;
        case 'F': f.loc[f.nloc++] = VT_FLOAT; break;
        case 'L': f.loc[f.nloc++] = VT_OBJECT; d = strchr(d, ';'); break;
        case '[':
            f.loc[f.nloc++] = VT_OBJECT;
            while (*d == '[')
                d++;
            if (*d == 'L')
                d = strchr(d, ';');
            break;
        default: f.loc[f.nloc++] = VT_INT; break;
        }
    }
    if (m->stackmap && m->stackmap_len >= 2) {
        Rd rd = { m->stackmap, m->stackmap + m->stackmap_len, 0 };
        unsigned n = rd2(&rd);
        long bci = -1;
        for (unsigned i = 0; i < n && !rd.bad; i++) {
            unsigned type = rd1(&rd), delta;
            if (type < 64) {                        /* same_frame */
                delta = type;
                f.nstk = 0;
            } else if (type < 128) {                /* same_locals_1_stack_item_frame */
                delta = type - 64;
                f.stk[0] = rd_vt(&rd);
                f.nstk = 1;
            } else if (type < 247) {
                rd.bad = 1;
                break;
            } else if (type == 247) {               /* same_locals_1_stack_item_frame_extended */
                delta = rd2(&rd);
                f.stk[0] = rd_vt(&rd);
                f.nstk = 1;
            } else if (type < 251) {                /* chop_frame */
                delta = rd2(&rd);
                unsigned k = 251 - type;
                f.nloc = f.nloc >= k ? f.nloc - k : (rd.bad = 1, 0);
                f.nstk = 0;
            } else if (type == 251) {               /* same_frame_extended */
                delta = rd2(&rd);
                f.nstk = 0;
            } else if (type < 255) {                /* append_frame */
                delta = rd2(&rd);
                for (unsigned k = 0; k < type - 251u; k++) {
                    uint8_t t = rd_vt(&rd);
                    if (f.nloc < cap)
                        f.loc[f.nloc++] = t;
                    else
                        rd.bad = 1;
                }
                f.nstk = 0;
            } else {                                /* full_frame */
                delta = rd2(&rd);
                unsigned nl = rd2(&rd);
                f.nloc = 0;
                for (unsigned k = 0; k < nl; k++) {
                    uint8_t t = rd_vt(&rd);
                    if (f.nloc < cap)
                        f.loc[f.nloc++] = t;
                    else
                        rd.bad = 1;
                }
                unsigned ns = rd2(&rd);
                f.nstk = 0;
                for (unsigned k = 0; k < ns; k++) {
                    uint8_t t = rd_vt(&rd);
                    if (f.nstk <= m->max_stack)
                        f.stk[f.nstk++] = t;
                    else
                        rd.bad = 1;
                }
            }
            if (rd.bad)
                break;
            bci = bci < 0 ? (long)delta : bci + (long)delta + 1;
            compare_frame(where, r, (uint32_t)bci, &f, m);
        }
        check(!rd.bad, "%s: malformed StackMapTable", where);
    }
    free(f.loc);
    free(f.stk);
    refmaps_free(r);
}

static unsigned nclasses_checked;

static void cross_check_file(const char *path)
{
    ClassFile cf;
    if (!load_class(path, &cf))
        return;
    nclasses_checked++;
    for (unsigned i = 0; i < cf.nmethods; i++)
        if (cf.methods[i].has_code)
            cross_check_method(&cf, &cf.methods[i], path);
    classfile_free(&cf);
}

static void cross_check_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) {
        check(0, "cannot open directory %s", dir);
        return;
    }
    /* sorted, for a stable output */
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (e->d_name[0] == '.')
            continue;
        if (n == cap) {
            cap = cap ? 2 * cap : 64;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn)
                break;
            names = nn;
        }
        names[n++] = strdup(e->d_name);
    }
    closedir(d);
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && strcmp(names[j - 1], names[j]) > 0; j--) {
            char *t = names[j];
            names[j] = names[j - 1];
            names[j - 1] = t;
        }
    for (size_t i = 0; i < n; i++) {
        char path[4096];
        struct stat st;
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
            cross_check_dir(path);
        else if (strlen(names[i]) > 6 && !strcmp(names[i] + strlen(names[i]) - 6, ".class") &&
                 strcmp(names[i], "module-info.class") != 0)   /* not a class: no methods */
            cross_check_file(path);
        free(names[i]);
    }
    free(names);
}

/* ------------------------------------------------------------------------------------------ */
/* 4. Mutation fuzz */

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint32_t rnd(void)
{
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

static unsigned fuzz_runs, fuzz_accepted;

static void fuzz_method(const ClassFile *cf, const CfMethod *m, unsigned iters)
{
    uint8_t *code = malloc(m->code_len + 1);
    CfHandler hs[8];
    for (unsigned it = 0; it < iters; it++) {
        CfMethod mm = *m;
        memcpy(code, m->code, m->code_len);
        mm.code = code;
        unsigned nmut = 1 + rnd() % 3;
        for (unsigned k = 0; k < nmut; k++) {
            uint32_t at = rnd() % m->code_len;
            switch (rnd() % 8) {
            case 0: code[at] = (uint8_t)rnd(); break;
            case 1: code[at] ^= (uint8_t)(1u << (rnd() % 8)); break;
            case 2: code[at] = (uint8_t)(0x99 + rnd() % 0x31); break;  /* branches, switches, ... */
            case 3: mm.max_stack = (uint16_t)(rnd() % 6); break;
            case 4: mm.max_locals = (uint16_t)(rnd() % 8); break;
            case 5: mm.code_len = 1 + rnd() % m->code_len; break;
            case 6:
                if (mm.nhandlers && mm.nhandlers <= 8) {
                    memcpy(hs, mm.handlers, mm.nhandlers * sizeof *hs);
                    CfHandler *h = &hs[rnd() % mm.nhandlers];
                    uint16_t v = (uint16_t)(rnd() % (m->code_len + 2));
                    switch (rnd() % 3) {
                    case 0: h->start_pc = v; break;
                    case 1: h->end_pc = v; break;
                    default: h->handler_pc = v; break;
                    }
                    mm.handlers = hs;
                }
                break;
            default: code[at] = (uint8_t)(rnd() % 0xca); break;
            }
        }
        char err[128];
        RefMaps *r = compute(cf, &mm, err, sizeof err);
        fuzz_runs++;
        if (r) {
            fuzz_accepted++;
            for (uint32_t b = 0; b < mm.code_len + 2; b++) {
                const uint8_t *l, *s;
                uint16_t d;
                if (refmaps_at(r, b, &l, &s, &d)) {
                    volatile uint8_t x = 0;
                    for (unsigned i = 0; i < mm.max_locals; i++)
                        x ^= (uint8_t)refmap_bit(l, i);
                    for (unsigned i = 0; i < d; i++)
                        x ^= (uint8_t)refmap_bit(s, i);
                    (void)x;
                    if (d > mm.max_stack)
                        check(0, "fuzz: depth %u > max_stack %u", d, mm.max_stack);
                }
            }
            refmaps_free(r);
        } else if (strncmp(err, "bci ", 4) != 0) {
            check(0, "fuzz: error message without bci: %s", err);
        }
    }
    /* pure random code */
    for (unsigned it = 0; it < iters / 4; it++) {
        CfMethod mm = *m;
        uint32_t len = 1 + rnd() % (m->code_len + 1);
        for (uint32_t i = 0; i < len; i++)
            code[i] = (uint8_t)(rnd() % 0xca);
        mm.code = code;
        mm.code_len = len;
        mm.nhandlers = 0;
        char err[128];
        RefMaps *r = compute(cf, &mm, err, sizeof err);
        fuzz_runs++;
        fuzz_accepted += r != NULL;
        refmaps_free(r);
    }
    free(code);
}

static void fuzz_dir(const char *dir)
{
    ClassFile cf;
    char path[4096];
    snprintf(path, sizeof path, "%s/RefmapSamples.class", dir);
    if (!load_class(path, &cf))
        return;
    unsigned before = nfailed;
    for (unsigned i = 0; i < cf.nmethods; i++)
        if (cf.methods[i].has_code && cf.methods[i].code_len > 0)
            fuzz_method(&cf, &cf.methods[i], 600);
    check(nfailed == before, "fuzz");
    classfile_free(&cf);
}

/* ------------------------------------------------------------------------------------------ */

static int rm_entry(const char *p, const struct stat *sb, int flag, struct FTW *ftw)
{
    (void)sb;
    (void)flag;
    (void)ftw;
    return remove(p);
}

static int compile_samples(char *dir, size_t dirlen)
{
    const char *src = getenv("REFMAP_SAMPLES_SRC");
    if (!src)
        src = "tests/unit/refmap_samples";
    snprintf(dir, dirlen, "/tmp/test_refmap.XXXXXX");
    if (!mkdtemp(dir)) {
        check(0, "mkdtemp failed");
        return 0;
    }
    char cmd[8192];
    snprintf(cmd, sizeof cmd, "javac -g -encoding UTF-8 -d '%s' '%s'/*.java", dir, src);
    int rc = system(cmd);
    check(rc == 0, "compiling the samples failed: %s (run from the repository root or pass -s DIR)",
          cmd);
    return rc == 0;
}

int main(int argc, char **argv)
{
    char tmpdir[256] = "";
    const char *samples = NULL;
    int argi = 1;
    if (argc > 2 && !strcmp(argv[1], "-s")) {
        samples = argv[2];
        argi = 3;
    } else if (compile_samples(tmpdir, sizeof tmpdir)) {
        samples = tmpdir;
    }

    jsr_checks();
    stack_form_checks();
    switch_checks();
    constant_checks();
    error_checks();
    if (samples) {
        hand_checks(samples);
        cross_check_dir(samples);
    }
    unsigned before = nframes_checked, mbefore = nmethods_checked, cbefore = nclasses_checked;
    for (int i = argi; i < argc; i++)
        cross_check_dir(argv[i]);
    printf("cross-check: %u classes, %u methods, %u StackMapTable frames (%u classes, %u methods, "
           "%u frames from the class directories)\n",
           nclasses_checked, nmethods_checked, nframes_checked, nclasses_checked - cbefore,
           nmethods_checked - mbefore, nframes_checked - before);
    if (nmethods_checked)
        printf("maps: %u instructions, %zu bytes of code, %zu bytes of maps (%.1f per method, "
               "%.2f per instruction)\n",
               ninsns_mapped, code_bytes_total, map_bytes_total,
               (double)map_bytes_total / nmethods_checked,
               ninsns_mapped ? (double)map_bytes_total / ninsns_mapped : 0.0);
    if (samples) {
        fuzz_dir(samples);
        printf("fuzz: %u mutated methods analysed, %u accepted\n", fuzz_runs, fuzz_accepted);
    }
    if (tmpdir[0])
        nftw(tmpdir, rm_entry, 16, FTW_DEPTH | FTW_PHYS);
    printf("test_refmap: %u checks, %u failed\n", nchecks, nfailed);
    return nfailed ? 1 : 0;
}
