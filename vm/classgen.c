/* classgen.c: a tiny class-file writer (see classgen.h). */
#include "classgen.h"

#include <stdlib.h>
#include <string.h>

#include "classfile.h"
#include "vm.h"

typedef struct Buf {
    uint8_t *p;
    size_t len, cap;
} Buf;

static void buf_reserve(Buf *b, size_t n) {
    if (b->len + n <= b->cap) return;
    size_t cap = b->cap ? b->cap : 256;
    while (cap < b->len + n) cap *= 2;
    uint8_t *p = realloc(b->p, cap);
    if (!p) vm_fatal("out of native memory generating a class");
    b->p = p;
    b->cap = cap;
}
static void put_bytes(Buf *b, const void *s, size_t n) {
    buf_reserve(b, n);
    if (n) memcpy(b->p + b->len, s, n);
    b->len += n;
}
static void put_u1(Buf *b, unsigned v) {
    uint8_t x = (uint8_t)v;
    put_bytes(b, &x, 1);
}
static void put_u2(Buf *b, unsigned v) {
    uint8_t x[2] = {(uint8_t)(v >> 8), (uint8_t)v};
    put_bytes(b, x, 2);
}
static void put_u4(Buf *b, uint32_t v) {
    uint8_t x[4] = {(uint8_t)(v >> 24), (uint8_t)(v >> 16), (uint8_t)(v >> 8), (uint8_t)v};
    put_bytes(b, x, 4);
}

static char *xstrdup_(const char *s) {
    char *p = strdup(s);
    if (!p) vm_fatal("out of native memory generating a class");
    return p;
}

/* One pool entry, kept for sharing: tag, and either a string (Utf8) or two u2 / one u4. */
typedef struct CgConst {
    uint8_t tag;
    char *s;
    uint32_t a, b;
} CgConst;

struct CgCode {
    ClassGen *g;
    Buf code;
    int depth, max_depth;
    uint16_t max_locals;
};

typedef struct CgMember {
    uint16_t access, name, desc;
    Buf code;          /* Code attribute body (methods with code), else empty */
    bool has_code;
} CgMember;

struct ClassGen {
    uint16_t major, access;
    uint16_t this_class, super_class;
    CgConst *pool;
    uint32_t npool, cappool;     /* pool[0] unused */
    uint16_t *ifaces;
    uint32_t nifaces;
    CgMember *fields, *methods;
    uint32_t nfields, nmethods;
    uint16_t nest_host, source_file;   /* pool indices or 0 */
};

static void *xrealloc(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) vm_fatal("out of native memory generating a class");
    return p;
}

static uint16_t pool_add(ClassGen *g, uint8_t tag, const char *s, uint32_t a, uint32_t b) {
    for (uint32_t i = 1; i < g->npool; i++) {
        CgConst *k = &g->pool[i];
        if (k->tag != tag) continue;
        if (s ? (k->s && strcmp(k->s, s) == 0) : (k->a == a && k->b == b)) return (uint16_t)i;
    }
    if (g->npool >= 65535) vm_fatal("generated class has too many constants");
    if (g->npool == g->cappool) {
        g->cappool = g->cappool ? g->cappool * 2 : 32;
        g->pool = xrealloc(g->pool, g->cappool * sizeof *g->pool);
    }
    CgConst *k = &g->pool[g->npool];
    k->tag = tag;
    k->s = s ? xstrdup_(s) : NULL;
    k->a = a;
    k->b = b;
    return (uint16_t)g->npool++;
}

uint16_t cg_utf8(ClassGen *g, const char *s) { return pool_add(g, CONST_Utf8, s, 0, 0); }
uint16_t cg_class(ClassGen *g, const char *name) {
    return pool_add(g, CONST_Class, NULL, cg_utf8(g, name), 0);
}
uint16_t cg_string(ClassGen *g, const char *s) {
    return pool_add(g, CONST_String, NULL, cg_utf8(g, s), 0);
}
uint16_t cg_integer(ClassGen *g, int32_t v) {
    return pool_add(g, CONST_Integer, NULL, (uint32_t)v, 0);
}
uint16_t cg_name_and_type(ClassGen *g, const char *name, const char *desc) {
    uint16_t n = cg_utf8(g, name), d = cg_utf8(g, desc);
    return pool_add(g, CONST_NameAndType, NULL, n, d);
}
uint16_t cg_fieldref(ClassGen *g, const char *cls, const char *name, const char *desc) {
    uint16_t c = cg_class(g, cls), nt = cg_name_and_type(g, name, desc);
    return pool_add(g, CONST_Fieldref, NULL, c, nt);
}
uint16_t cg_methodref(ClassGen *g, const char *cls, const char *name, const char *desc, bool iface) {
    uint16_t c = cg_class(g, cls), nt = cg_name_and_type(g, name, desc);
    return pool_add(g, iface ? CONST_InterfaceMethodref : CONST_Methodref, NULL, c, nt);
}

ClassGen *cg_new(const char *name, const char *super_name, uint16_t access, uint16_t major) {
    ClassGen *g = calloc(1, sizeof *g);
    if (!g) vm_fatal("out of native memory generating a class");
    g->npool = 1;
    g->cappool = 32;
    g->pool = xrealloc(NULL, g->cappool * sizeof *g->pool);
    memset(&g->pool[0], 0, sizeof g->pool[0]);
    g->major = major;
    g->access = access;
    g->this_class = cg_class(g, name);
    g->super_class = super_name ? cg_class(g, super_name) : 0;
    return g;
}

void cg_add_interface(ClassGen *g, const char *name) {
    uint16_t c = cg_class(g, name);
    for (uint32_t i = 0; i < g->nifaces; i++)
        if (g->ifaces[i] == c) return;
    g->ifaces = xrealloc(g->ifaces, (g->nifaces + 1) * sizeof *g->ifaces);
    g->ifaces[g->nifaces++] = c;
}

void cg_add_field(ClassGen *g, uint16_t access, const char *name, const char *desc) {
    g->fields = xrealloc(g->fields, (g->nfields + 1) * sizeof *g->fields);
    CgMember *f = &g->fields[g->nfields++];
    memset(f, 0, sizeof *f);
    f->access = access;
    f->name = cg_utf8(g, name);
    f->desc = cg_utf8(g, desc);
}

void cg_set_nest_host(ClassGen *g, const char *host) { g->nest_host = cg_class(g, host); }
void cg_set_source_file(ClassGen *g, const char *file) { g->source_file = cg_utf8(g, file); }

CgCode *cg_code_begin(ClassGen *g, uint16_t max_locals) {
    CgCode *c = calloc(1, sizeof *c);
    if (!c) vm_fatal("out of native memory generating a class");
    c->g = g;
    c->max_locals = max_locals;
    return c;
}

static void track(CgCode *c, int delta) {
    c->depth += delta;
    if (c->depth < 0) vm_fatal("generated code pops an empty stack");
    if (c->depth > c->max_depth) c->max_depth = c->depth;
}

void cg_op(CgCode *c, uint8_t op, int delta) {
    put_u1(&c->code, op);
    track(c, delta);
}
void cg_op_u1(CgCode *c, uint8_t op, uint8_t arg, int delta) {
    put_u1(&c->code, op);
    put_u1(&c->code, arg);
    track(c, delta);
}
void cg_op_u2(CgCode *c, uint8_t op, uint16_t arg, int delta) {
    put_u1(&c->code, op);
    put_u2(&c->code, arg);
    track(c, delta);
}
void cg_invokeinterface(CgCode *c, uint16_t idx, uint8_t count, int delta) {
    put_u1(&c->code, 0xb9);
    put_u2(&c->code, idx);
    put_u1(&c->code, count);
    put_u1(&c->code, 0);
    track(c, delta);
}

void cg_add_method(ClassGen *g, uint16_t access, const char *name, const char *desc, CgCode *c) {
    g->methods = xrealloc(g->methods, (g->nmethods + 1) * sizeof *g->methods);
    CgMember *m = &g->methods[g->nmethods++];
    memset(m, 0, sizeof *m);
    m->access = access;
    m->name = cg_utf8(g, name);
    m->desc = cg_utf8(g, desc);
    if (!c) return;
    m->has_code = true;
    /* Code attribute body: max_stack, max_locals, code, no handlers, no attributes. */
    put_u2(&m->code, (unsigned)c->max_depth);
    put_u2(&m->code, c->max_locals);
    put_u4(&m->code, (uint32_t)c->code.len);
    put_bytes(&m->code, c->code.p, c->code.len);
    put_u2(&m->code, 0);
    put_u2(&m->code, 0);
    free(c->code.p);
    free(c);
}

static void put_members(ClassGen *g, Buf *b, CgMember *ms, uint32_t n, uint16_t code_name) {
    put_u2(b, n);
    for (uint32_t i = 0; i < n; i++) {
        CgMember *m = &ms[i];
        put_u2(b, m->access);
        put_u2(b, m->name);
        put_u2(b, m->desc);
        if (!m->has_code) {
            put_u2(b, 0);
            continue;
        }
        put_u2(b, 1);
        put_u2(b, code_name);
        put_u4(b, (uint32_t)m->code.len);
        put_bytes(b, m->code.p, m->code.len);
    }
    (void)g;
}

void cg_free(ClassGen *g) {
    if (!g) return;
    for (uint32_t i = 1; i < g->npool; i++) free(g->pool[i].s);
    free(g->pool);
    free(g->ifaces);
    for (uint32_t i = 0; i < g->nmethods; i++) free(g->methods[i].code.p);
    free(g->methods);
    free(g->fields);
    free(g);
}

uint8_t *cg_finish(ClassGen *g, size_t *len) {
    /* Attribute names first: the pool must be complete before it is written. */
    uint16_t code_name = g->nmethods ? cg_utf8(g, "Code") : 0;
    uint16_t nest_name = g->nest_host ? cg_utf8(g, "NestHost") : 0;
    uint16_t src_name = g->source_file ? cg_utf8(g, "SourceFile") : 0;

    Buf b = {0};
    put_u4(&b, 0xCAFEBABEu);
    put_u2(&b, 0);
    put_u2(&b, g->major);
    put_u2(&b, g->npool);
    for (uint32_t i = 1; i < g->npool; i++) {
        const CgConst *k = &g->pool[i];
        put_u1(&b, k->tag);
        switch (k->tag) {
        case CONST_Utf8: {
            size_t n = strlen(k->s);
            if (n > 65535) vm_fatal("generated class has a constant longer than 65535 bytes");
            put_u2(&b, (unsigned)n);
            put_bytes(&b, k->s, n);
            break;
        }
        case CONST_Integer: put_u4(&b, k->a); break;
        case CONST_Class: case CONST_String: put_u2(&b, k->a); break;
        default: put_u2(&b, k->a); put_u2(&b, k->b); break;
        }
    }
    put_u2(&b, g->access);
    put_u2(&b, g->this_class);
    put_u2(&b, g->super_class);
    put_u2(&b, g->nifaces);
    for (uint32_t i = 0; i < g->nifaces; i++) put_u2(&b, g->ifaces[i]);
    put_members(g, &b, g->fields, g->nfields, code_name);
    put_members(g, &b, g->methods, g->nmethods, code_name);
    put_u2(&b, (g->nest_host ? 1u : 0u) + (g->source_file ? 1u : 0u));
    if (g->nest_host) {
        put_u2(&b, nest_name);
        put_u4(&b, 2);
        put_u2(&b, g->nest_host);
    }
    if (g->source_file) {
        put_u2(&b, src_name);
        put_u4(&b, 2);
        put_u2(&b, g->source_file);
    }
    cg_free(g);
    *len = b.len;
    return b.p;
}

/* ---- descriptors ---- */

static const char *skip_type(const char *d) {
    while (*d == '[') d++;
    if (*d == 'L') {
        const char *e = strchr(d, ';');
        return e ? e + 1 : NULL;
    }
    return *d && strchr("BCDFIJSZV", *d) ? d + 1 : NULL;
}

int cg_split_params(const char *desc, char ***out) {
    *out = NULL;
    if (*desc != '(') return -1;
    const char *d = desc + 1;
    int n = 0;
    char **v = NULL;
    while (*d && *d != ')') {
        const char *e = skip_type(d);
        if (!e) {
            cg_free_types(v, n);
            return -1;
        }
        v = xrealloc(v, (size_t)(n + 1) * sizeof *v);
        v[n] = xrealloc(NULL, (size_t)(e - d) + 1);
        memcpy(v[n], d, (size_t)(e - d));
        v[n][e - d] = 0;
        n++;
        d = e;
    }
    if (*d != ')') {
        cg_free_types(v, n);
        return -1;
    }
    *out = v;
    return n;
}

void cg_free_types(char **types, int n) {
    for (int i = 0; i < n; i++) free(types[i]);
    free(types);
}

const char *cg_return_type(const char *desc) {
    const char *p = strchr(desc, ')');
    return p ? p + 1 : desc + strlen(desc);
}

int cg_type_slots(const char *d) {
    if (*d == 'J' || *d == 'D') return 2;
    if (*d == 'V') return 0;
    return 1;
}
