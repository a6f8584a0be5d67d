/* verify.c: heap verification (-XX:+VerifyBeforeGC / -XX:+VerifyAfterGC). Walks the whole
 * heap and every root and checks that each object's class word is a loaded class, that each
 * reference is null or the start of an object, and that no object is left forwarded; then
 * runs the plan's own checks (GcPlan.verify, e.g. the card-table invariant of the
 * generational plan). A failure prints what is wrong and where (the object, its class, the
 * field, the bad value and what it points into) and aborts. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "gc.h"

#define MAX_REPORTS 10

typedef struct {
    uintptr_t *starts;            /* every object start, ascending (walk_heap is in address order) */
    size_t n, cap;
    uintptr_t *classes;           /* every loaded Class *, sorted */
    size_t nclasses, capclasses;
    const char *when;
    const Object *holder;         /* the object whose slots are checked; NULL for roots */
    size_t errors;
} Verify;

static void push(uintptr_t **a, size_t *n, size_t *cap, uintptr_t x) {
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 4096;
        *a = realloc(*a, *cap * sizeof **a);
        if (!*a) vm_fatal("out of native memory");
    }
    (*a)[(*n)++] = x;
}

static int cmp_uintptr(const void *a, const void *b) {
    uintptr_t x = *(const uintptr_t *)a, y = *(const uintptr_t *)b;
    return x < y ? -1 : x > y;
}

/* Index of the last element <= p in sorted a[0, n), or n if there is none. */
static size_t floor_index(const uintptr_t *a, size_t n, uintptr_t p) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (a[mid] <= p) lo = mid + 1;
        else hi = mid;
    }
    return lo ? lo - 1 : n;
}

static bool is_class(const Verify *v, const void *c) {
    size_t i = floor_index(v->classes, v->nclasses, (uintptr_t)c);
    return i < v->nclasses && v->classes[i] == (uintptr_t)c;
}

static bool is_start(const Verify *v, uintptr_t p) {
    size_t i = floor_index(v->starts, v->n, p);
    return i < v->n && v->starts[i] == p;
}

static void add_class(Class *c, void *ctx) {
    Verify *v = ctx;
    push(&v->classes, &v->nclasses, &v->capclasses, (uintptr_t)c);
}

static const char *external(const Class *c, char *buf, size_t len) {
    class_external_name(c->name, buf, len);
    return buf;
}

/* The instance field of c (or a superclass) at byte offset off, or NULL. */
static const Field *field_at(const Class *c, uint32_t off) {
    for (; c; c = c->super)
        for (uint16_t i = 0; i < c->nfields; i++)
            if (!(c->fields[i].access & ACC_STATIC) && c->fields[i].offset == off) return &c->fields[i];
    return NULL;
}

/* "field Foo.bar (offset 16) of a Foo at 0x..", "element 3 of a java.lang.Object[] at 0x..". */
static int describe_slot(const Object *holder, Object *const *slot, char *buf, size_t len) {
    char cls[256], owner[256];
    if (!holder) return snprintf(buf, len, "root slot %p", (const void *)slot);
    const Class *c = obj_class(holder);
    size_t off = (size_t)((const char *)slot - (const char *)holder);
    if (class_is_array(c))
        return snprintf(buf, len, "element %zu of a %s at %p", (off - array_data_offset(sizeof(Object *))) / sizeof(Object *),
                        external(c, cls, sizeof cls), (const void *)holder);
    const Field *f = field_at(c, (uint32_t)off);
    return snprintf(buf, len, "field %s.%s (offset %zu) of a %s at %p", f ? external(f->owner, owner, sizeof owner) : "?",
                    f ? f->name : "?", off, external(c, cls, sizeof cls), (const void *)holder);
}

/* What the bad value p points at: inside an object, or no object at all. */
static int describe_value(const Verify *v, uintptr_t p, char *buf, size_t len) {
    char cls[256];
    size_t i = floor_index(v->starts, v->n, p);
    if (i < v->n) {
        const Object *o = (const Object *)v->starts[i];
        size_t size = object_size((Object *)o);
        if (p < v->starts[i] + size)
            return snprintf(buf, len, "it points %zu bytes into a %s at %p", (size_t)(p - v->starts[i]),
                            external(obj_class(o), cls, sizeof cls), (const void *)o);
    }
    return snprintf(buf, len, "it points into no object of the heap");
}

void gc_verify_describe_slot(const Object *holder, Object *const *slot, char *buf, size_t len) {
    describe_slot(holder, slot, buf, len);
}

/* First pass: records object starts; a bad class word stops the walk (sizes come from it). */
static void collect_start(Object *o, void *ctx) {
    Verify *v = ctx;
    if (!is_class(v, obj_class(o))) {
        char prev[512] = "it is the first object";
        if (v->n) {
            char cls[256];
            const Object *p = (const Object *)v->starts[v->n - 1];
            snprintf(prev, sizeof prev, "the object before it is a %s at %p", external(obj_class(p), cls, sizeof cls),
                     (const void *)p);
        }
        uintptr_t m = obj_mark(o);
        fprintf(stderr, "minivm: heap verification %s: object at %p has a bad class id %u (mark word %#" PRIxPTR
                "), which is not a loaded class (%s)\n", v->when, (void *)o, mark_class_id(m), m, prev);
        vm_fatal("heap verification %s failed: the heap cannot be parsed past %p", v->when, (void *)o);
    }
    push(&v->starts, &v->n, &v->cap, (uintptr_t)o);
}

static void check_slot(Object **slot, void *ctx) {
    Verify *v = ctx;
    Object *o = *slot;
    if (!o || is_start(v, (uintptr_t)o)) return;
    if (v->errors++ < MAX_REPORTS) {
        char where[600], what[400];
        describe_slot(v->holder, slot, where, sizeof where);
        describe_value(v, (uintptr_t)o, what, sizeof what);
        fprintf(stderr, "minivm: heap verification %s: bad reference in %s: %p is not an object start (%s)\n",
                v->when, where, (void *)o, what);
    }
}

static void check_object(Object *o, void *ctx) {
    Verify *v = ctx;
    if (obj_is_forwarded(o) && v->errors++ < MAX_REPORTS) {
        char cls[256];
        fprintf(stderr, "minivm: heap verification %s: the %s at %p is still forwarded\n", v->when,
                external(obj_class(o), cls, sizeof cls), (void *)o);
    }
    v->holder = o;
    object_visit_refs(o, check_slot, v);
}

void gc_verify_heap(const char *when) {
    Verify v = {.when = when};
    class_for_each(add_class, &v);
    qsort(v.classes, v.nclasses, sizeof *v.classes, cmp_uintptr);
    gc_plan()->walk_heap(collect_start, &v);
    gc_plan()->walk_heap(check_object, &v);
    v.holder = NULL;
    roots_visit(check_slot, &v);
    if (gc_plan()->verify) v.errors += gc_plan()->verify(when);
    free(v.starts);
    free(v.classes);
    if (v.errors) vm_fatal("heap verification %s failed with %zu errors", when, v.errors);
}
