/* analyze_hprof.c: minivm-trace hprof: the heap after a GC of a trace with pointers, as an
 * HPROF file ("JAVA PROFILE 1.0.2", identifiers of 8 bytes) for heap-dump tools.
 *
 * Written: a UTF8 record per name; LOAD CLASS and CLASS DUMP per type of the dump; an empty
 * STACK TRACE per thread; HEAP DUMP SEGMENTs with the roots, INSTANCE DUMPs, OBJECT ARRAY
 * DUMPs and PRIMITIVE ARRAY DUMPs; HEAP DUMP END. Object ids are the addresses; class ids
 * are synthetic (bit 63 set). What the trace does not know is approximated:
 *  - every class's super class is java.lang.Object; class loaders, signers and protection
 *    domains are null; the instance size is the object size from the trace;
 *  - a class's instance fields are its references ref0..refK-1 (K: the most non-null
 *    references any of its objects has; the trace has neither field names nor the slots of
 *    nulls): each object's references come first, in field order, then nulls; primitive
 *    fields are left out;
 *  - an object array holds its non-null elements first, in element order, then nulls;
 *  - primitive values (fields and array elements) are zero;
 *  - static roots become static fields static0.. of their class (classes are roots, as
 *    sticky classes); stack and JNI-local roots name their thread, not a frame (-1); string
 *    table, class-mirror and VM roots are ROOT UNKNOWN. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_commands.h"
#include "analyze_reach.h"
#include "heap_pointers.h"

enum {
    TAG_UTF8 = 0x01, TAG_LOAD_CLASS = 0x02, TAG_STACK_TRACE = 0x05, TAG_SEGMENT = 0x1C, TAG_END = 0x2C,
    SUB_ROOT_UNKNOWN = 0xFF, SUB_ROOT_JNI_GLOBAL = 0x01, SUB_ROOT_JNI_LOCAL = 0x02, SUB_ROOT_JAVA_FRAME = 0x03,
    SUB_ROOT_STICKY_CLASS = 0x05, SUB_ROOT_THREAD_OBJECT = 0x08, SUB_CLASS_DUMP = 0x20, SUB_INSTANCE = 0x21,
    SUB_OBJ_ARRAY = 0x22, SUB_PRIM_ARRAY = 0x23,
};
enum { BT_OBJECT = 2, BT_BOOLEAN = 4, BT_CHAR, BT_FLOAT, BT_DOUBLE, BT_BYTE, BT_SHORT, BT_INT, BT_LONG };

#define CLASS_ID(t) ((UINT64_C(1) << 63) | ((uint64_t)(t) << 3))
#define SEGMENT_MAX (16u << 20)

typedef struct Buf {
    uint8_t *p;
    size_t n, cap;
} Buf;

static void put(Buf *b, const void *src, size_t n) {
    if (b->n + n > b->cap) {
        size_t c = b->cap ? b->cap : 4096;
        while (c < b->n + n) c *= 2;
        b->p = realloc(b->p, c);
        if (!b->p) {
            fprintf(stderr, "minivm-trace: out of memory\n");
            exit(2);
        }
        b->cap = c;
    }
    memcpy(b->p + b->n, src, n);
    b->n += n;
}
static void u1(Buf *b, unsigned v) {
    uint8_t x = (uint8_t)v;
    put(b, &x, 1);
}
static void u2(Buf *b, unsigned v) {
    uint8_t x[2] = {(uint8_t)(v >> 8), (uint8_t)v};
    put(b, x, 2);
}
static void u4(Buf *b, uint32_t v) {
    uint8_t x[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put(b, x, 4);
}
static void u8(Buf *b, uint64_t v) {
    u4(b, (uint32_t)(v >> 32));
    u4(b, (uint32_t)v);
}
static void zeros(Buf *b, size_t n) {
    static const uint8_t z[256];
    while (n) {
        size_t k = n < sizeof z ? n : sizeof z;
        put(b, z, k);
        n -= k;
    }
}

typedef struct Writer {
    FILE *f;
    Buf rec, seg;
    bool failed;
    uint64_t records;
} Writer;

static void emit(Writer *w, unsigned tag, const Buf *body) {
    uint8_t h[9] = {(uint8_t)tag, 0, 0, 0, 0, (uint8_t)(body->n >> 24), (uint8_t)(body->n >> 16),
                    (uint8_t)(body->n >> 8), (uint8_t)body->n};
    if (fwrite(h, 1, 9, w->f) != 9 || (body->n && fwrite(body->p, 1, body->n, w->f) != body->n)) w->failed = true;
    w->records++;
}

static void flush_segment(Writer *w) {
    if (!w->seg.n) return;
    emit(w, TAG_SEGMENT, &w->seg);
    w->seg.n = 0;
}

/* The segment's sub-record is complete: start a new segment when it is full. */
static void sub_done(Writer *w) {
    if (w->seg.n >= SEGMENT_MAX) flush_segment(w);
}

static uint64_t utf8(Writer *w, uint64_t *next_id, const char *s) {
    uint64_t id = (*next_id)++;
    w->rec.n = 0;
    u8(&w->rec, id);
    put(&w->rec, s, strlen(s));
    emit(w, TAG_UTF8, &w->rec);
    return id;
}

/* The HPROF basic type of a primitive array type name ("[I"), or 0. */
static int prim_type(const char *name) {
    if (!name || name[0] != '[' || !name[1] || name[2]) return 0;
    switch (name[1]) {
    case 'Z': return BT_BOOLEAN;
    case 'C': return BT_CHAR;
    case 'F': return BT_FLOAT;
    case 'D': return BT_DOUBLE;
    case 'B': return BT_BYTE;
    case 'S': return BT_SHORT;
    case 'I': return BT_INT;
    case 'J': return BT_LONG;
    default: return 0;
    }
}
static unsigned prim_size(int bt) {
    return bt == BT_DOUBLE || bt == BT_LONG ? 8 : bt == BT_INT || bt == BT_FLOAT ? 4 : bt == BT_CHAR || bt == BT_SHORT ? 2 : 1;
}

typedef struct TypeInfo {
    bool used;
    uint32_t nrefs;               /* instance fields ref0.. */
    uint32_t nstatics;
    uint32_t serial;
} TypeInfo;

/* Classes every dump has, made up when the trace has none of their objects: Object, Class (the
 * class of class objects such as the sticky-class roots), and the reference classes whose
 * `referent` field heap-dump tools look up by name (VisualVM's GC-root paths and retained sizes
 * fail without these). Reference gets that field, always null here (a
 * weak slot); its subclasses keep Object as their super class, like every class here. */
static const char *const required_class[] = {"java/lang/Object", "java/lang/ref/Reference", "java/lang/Class",
                                             "java/lang/ref/SoftReference", "java/lang/ref/WeakReference",
                                             "java/lang/ref/FinalReference", "java/lang/ref/PhantomReference"};
#define NREQUIRED (uint32_t)(sizeof required_class / sizeof *required_class)

static bool write_hprof(Analysis *a, const HeapGraph *g, FILE *f, uint64_t *counts) {
    Writer w = {.f = f};
    const TraceSymbols *sym = &a->r->sym;
    size_t ntypes = sym->ntypes + NREQUIRED;   /* + a synthetic type per required one missing */
    TypeInfo *ti = calloc(ntypes, sizeof *ti);
    uint32_t *statics_of = malloc((g->nroots ? g->nroots : 1) * sizeof *statics_of);
    if (!ti || !statics_of) exit(2);
    uint32_t req[NREQUIRED];
    for (uint32_t i = 0; i < NREQUIRED; i++) {
        req[i] = (uint32_t)sym->ntypes + i;
        for (size_t t = 0; t < sym->ntypes; t++)
            if (sym->types[t].defined && sym->types[t].name && !strcmp(sym->types[t].name, required_class[i]))
                req[i] = (uint32_t)t;
        ti[req[i]].used = true;
    }
    uint32_t object_type = req[0], reference_type = req[1];
    for (size_t v = 0; v < g->n; v++) {
        const HmObject *o = &g->obj[v];
        if ((o->flags & HM_FILLER) || o->type >= sym->ntypes) continue;
        ti[o->type].used = true;
        uint32_t k = (uint32_t)(g->first[v + 1] - g->first[v]);
        if (k > ti[o->type].nrefs) ti[o->type].nrefs = k;
    }
    for (size_t r = 0; r < g->nroots; r++) {
        const HgRoot *rt = &g->roots[r];
        if (rt->kind == HP_ROOT_STATIC && rt->info < sym->ntypes) {
            ti[rt->info].used = true;
            statics_of[r] = ti[rt->info].nstatics++;
            counts[3]++;
        }
    }
    fputs("JAVA PROFILE 1.0.2", f);
    fputc(0, f);
    w.rec.n = 0;
    u4(&w.rec, 8);
    u8(&w.rec, 0);   /* the time stamp: reproducible output */
    if (fwrite(w.rec.p, 1, w.rec.n, f) != w.rec.n) w.failed = true;

    /* names */
    uint64_t next_id = 1;
    uint32_t maxrefs = 0, maxstatics = 0;
    for (size_t t = 0; t < ntypes; t++) {
        if (ti[t].nrefs > maxrefs) maxrefs = ti[t].nrefs;
        if (ti[t].nstatics > maxstatics) maxstatics = ti[t].nstatics;
    }
    uint64_t *ref_name = malloc(((size_t)maxrefs + 1) * sizeof *ref_name),
             *static_name = malloc(((size_t)maxstatics + 1) * sizeof *static_name),
             *class_name = calloc(ntypes, sizeof *class_name);
    if (!ref_name || !static_name || !class_name) exit(2);
    char name[32];
    uint64_t referent_name = utf8(&w, &next_id, "referent");
    for (uint32_t i = 0; i < maxrefs; i++) {
        snprintf(name, sizeof name, "ref%u", i);
        ref_name[i] = utf8(&w, &next_id, name);
    }
    for (uint32_t i = 0; i < maxstatics; i++) {
        snprintf(name, sizeof name, "static%u", i);
        static_name[i] = utf8(&w, &next_id, name);
    }
    uint32_t serial = 0;
    for (size_t t = 0; t < ntypes; t++) {
        if (!ti[t].used) continue;
        const char *n = t < sym->ntypes && sym->types[t].name ? sym->types[t].name : NULL;
        char fallback[32];
        if (!n) {
            snprintf(fallback, sizeof fallback, "%s",
                     t >= sym->ntypes ? required_class[t - sym->ntypes] : "(unnamed type)");
            n = fallback;
        }
        class_name[t] = utf8(&w, &next_id, n);
        ti[t].serial = ++serial;
        w.rec.n = 0;
        u4(&w.rec, ti[t].serial);
        u8(&w.rec, CLASS_ID(t));
        u4(&w.rec, 0);
        u8(&w.rec, class_name[t]);
        emit(&w, TAG_LOAD_CLASS, &w.rec);
    }
    /* one empty stack trace per thread (serial: the trace thread + 1), and serial 0's */
    uint32_t max_thread = 0;
    for (size_t r = 0; r < g->nroots; r++)
        if ((g->roots[r].kind == HP_ROOT_STACK || g->roots[r].kind == HP_ROOT_JNI_LOCAL ||
             g->roots[r].kind == HP_ROOT_THREAD) && g->roots[r].info > max_thread && g->roots[r].info < (1u << 24))
            max_thread = g->roots[r].info;
    for (uint32_t s = 0; s <= max_thread + 1; s++) {
        w.rec.n = 0;
        u4(&w.rec, s);
        u4(&w.rec, s);
        u4(&w.rec, 0);
        emit(&w, TAG_STACK_TRACE, &w.rec);
    }

    /* roots */
    for (size_t r = 0; r < g->nroots; r++) {
        const HgRoot *rt = &g->roots[r];
        uint64_t id = g->obj[rt->node].addr;
        uint32_t thread = rt->info < (1u << 24) ? rt->info + 1 : 0;
        switch (rt->kind) {
        case HP_ROOT_STATIC: continue;   /* a static field of its class */
        case HP_ROOT_STACK:
            u1(&w.seg, SUB_ROOT_JAVA_FRAME);
            u8(&w.seg, id);
            u4(&w.seg, thread);
            u4(&w.seg, UINT32_MAX);
            break;
        case HP_ROOT_JNI_LOCAL:
            u1(&w.seg, SUB_ROOT_JNI_LOCAL);
            u8(&w.seg, id);
            u4(&w.seg, thread);
            u4(&w.seg, UINT32_MAX);
            break;
        case HP_ROOT_JNI_GLOBAL:
            u1(&w.seg, SUB_ROOT_JNI_GLOBAL);
            u8(&w.seg, id);
            u8(&w.seg, 0);
            break;
        case HP_ROOT_THREAD:
            u1(&w.seg, SUB_ROOT_THREAD_OBJECT);
            u8(&w.seg, id);
            u4(&w.seg, thread);
            u4(&w.seg, thread);
            break;
        default:
            u1(&w.seg, SUB_ROOT_UNKNOWN);
            u8(&w.seg, id);
            break;
        }
        counts[2]++;
        sub_done(&w);
    }
    /* classes: sticky roots, and their dumps */
    for (size_t t = 0; t < ntypes; t++) {
        if (!ti[t].used) continue;
        u1(&w.seg, SUB_ROOT_STICKY_CLASS);
        u8(&w.seg, CLASS_ID(t));
        sub_done(&w);
    }
    for (size_t t = 0; t < ntypes; t++) {
        if (!ti[t].used) continue;
        const TraceTypeSym *ts = t < sym->ntypes ? &sym->types[t] : NULL;
        u1(&w.seg, SUB_CLASS_DUMP);
        u8(&w.seg, CLASS_ID(t));
        u4(&w.seg, 0);
        u8(&w.seg, t == object_type ? 0 : CLASS_ID(object_type));
        zeros(&w.seg, 5 * 8);   /* loader, signers, protection domain, reserved */
        /* Instance sizes are the objects' sizes; a class without objects in the trace (the
         * synthetic java.lang.Object, Reference) gets its header and slots, so that tools take
         * every size from the dump (VisualVM does only when Object's is not 0). */
        uint32_t isize = ts && !ts->array ? ts->size : 0;
        if ((!ts || !ts->array) && !isize) isize = 16 + 8 * (ti[t].nrefs + (t == reference_type));
        u4(&w.seg, isize);
        u2(&w.seg, 0);          /* constant pool */
        u2(&w.seg, ti[t].nstatics);
        for (size_t r = 0; r < g->nroots; r++)
            if (g->roots[r].kind == HP_ROOT_STATIC && g->roots[r].info == t) {
                u8(&w.seg, static_name[statics_of[r]]);
                u1(&w.seg, BT_OBJECT);
                u8(&w.seg, g->obj[g->roots[r].node].addr);
            }
        u2(&w.seg, ti[t].nrefs + (t == reference_type));
        for (uint32_t i = 0; i < ti[t].nrefs; i++) {
            u8(&w.seg, ref_name[i]);
            u1(&w.seg, BT_OBJECT);
        }
        if (t == reference_type) {   /* abstract: no instance carries the field's value */
            u8(&w.seg, referent_name);
            u1(&w.seg, BT_OBJECT);
        }
        counts[1]++;
        sub_done(&w);
    }
    /* objects */
    for (size_t v = 0; v < g->n; v++) {
        const HmObject *o = &g->obj[v];
        if ((o->flags & HM_FILLER) || o->type >= sym->ntypes) continue;
        const TraceTypeSym *ts = &sym->types[o->type];
        uint64_t b = g->first[v], e = g->first[v + 1];
        int bt = ts->array ? prim_type(ts->name) : 0;
        if (ts->array && bt) {
            u1(&w.seg, SUB_PRIM_ARRAY);
            u8(&w.seg, o->addr);
            u4(&w.seg, 0);
            u4(&w.seg, o->len);
            u1(&w.seg, (unsigned)bt);
            zeros(&w.seg, (size_t)o->len * prim_size(bt));
        } else if (ts->array) {
            u1(&w.seg, SUB_OBJ_ARRAY);
            u8(&w.seg, o->addr);
            u4(&w.seg, 0);
            uint32_t len = o->len > e - b ? o->len : (uint32_t)(e - b);
            u4(&w.seg, len);
            u8(&w.seg, CLASS_ID(o->type));
            for (uint64_t k = b; k < e; k++) u8(&w.seg, g->obj[g->to[k]].addr);
            zeros(&w.seg, (size_t)(len - (e - b)) * 8);
        } else {
            uint32_t k = ti[o->type].nrefs;
            u1(&w.seg, SUB_INSTANCE);
            u8(&w.seg, o->addr);
            u4(&w.seg, 0);
            u8(&w.seg, CLASS_ID(o->type));
            u4(&w.seg, 8 * k);
            for (uint64_t j = b; j < e; j++) u8(&w.seg, g->obj[g->to[j]].addr);
            zeros(&w.seg, (size_t)(k - (e - b)) * 8);
        }
        counts[0]++;
        sub_done(&w);
    }
    flush_segment(&w);
    Buf empty = {0};
    emit(&w, TAG_END, &empty);
    free(w.rec.p);
    free(w.seg.p);
    free(ti);
    free(statics_of);
    free(ref_name);
    free(static_name);
    free(class_name);
    return !w.failed;
}

int an_cmd_hprof(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "gO", "");
    if (st) return st;
    if (!opt.output) {
        an_options_free(&opt);
        return an_fail(2, "hprof: -o OUT.hprof is required");
    }
    Analysis *a = calloc(1, sizeof *a);
    AnGraphPass p;
    if (!a) return 2;
    st = an_graph_at_gc(a, &opt, &p);
    if (st) goto out;
    FILE *f = fopen(opt.output, "wb");
    char msg[1200];
    if (!f) {
        snprintf(msg, sizeof msg, "hprof: cannot write %s", opt.output);
        st = an_fail(2, msg);
        goto out;
    }
    uint64_t counts[4] = {0};   /* objects, classes, root records, static fields */
    bool ok = write_hprof(a, &p.g, f, counts);
    if (fclose(f) != 0) ok = false;
    if (!ok) {
        snprintf(msg, sizeof msg, "hprof: cannot write %s", opt.output);
        st = an_fail(2, msg);
        goto out;
    }
    char when[256];
    an_stop_text(a, when, sizeof when);
    printf("wrote %s: the heap of %s %s: %" PRIu64 " objects, %" PRIu64 " classes, %" PRIu64
           " root records and %" PRIu64 " static roots\n",
           opt.output, opt.trace, when, counts[0], counts[1], counts[2], counts[3]);
out:
    hg_free(&p.g);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}
