/* verify.c: heap verification (-XX:+VerifyBeforeGC / -XX:+VerifyAfterGC). Walks the whole
 * heap and every root and checks that each reference is null or the start of a valid object
 * and that no object is left forwarded; then runs the plan's own checks (GcPlan.verify, e.g.
 * the card-table invariant of the generational plan). */
#include <stdio.h>
#include <stdlib.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "gc.h"

typedef struct {
    uintptr_t *starts;
    size_t n, cap;
    const char *when;
    const char *where;
    const Object *holder;
    size_t errors;
} Verify;

static void collect_start(Object *o, void *ctx) {
    Verify *v = ctx;
    if (v->n == v->cap) {
        v->cap = v->cap ? v->cap * 2 : 4096;
        v->starts = realloc(v->starts, v->cap * sizeof *v->starts);
        if (!v->starts) vm_fatal("out of native memory");
    }
    v->starts[v->n++] = (uintptr_t)o;
}

static bool is_start(const Verify *v, uintptr_t p) {
    size_t lo = 0, hi = v->n;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (v->starts[mid] < p) lo = mid + 1;
        else hi = mid;
    }
    return lo < v->n && v->starts[lo] == p;
}

static void check_slot(Object **slot, void *ctx) {
    Verify *v = ctx;
    Object *o = *slot;
    if (!o || is_start(v, (uintptr_t)o)) return;
    if (v->errors++ < 10) {
        fprintf(stderr, "minivm: heap verification %s: %s %p holds %p, which is not an object start",
                v->when, v->where, (void *)slot, (void *)o);
        if (v->holder) fprintf(stderr, " (in a %s at %p)", v->holder->klass->name, (const void *)v->holder);
        fprintf(stderr, "\n");
    }
}

static void check_object(Object *o, void *ctx) {
    Verify *v = ctx;
    Class *c = o->klass;
    if (!c || class_by_id(c->id) != c) {
        if (v->errors++ < 10)
            fprintf(stderr, "minivm: heap verification %s: object at %p has a bad class pointer %p\n", v->when,
                    (void *)o, (void *)c);
        return;
    }
    if (obj_is_forwarded(o) && v->errors++ < 10)
        fprintf(stderr, "minivm: heap verification %s: object at %p is still forwarded\n", v->when, (void *)o);
    v->where = "field";
    v->holder = o;
    object_visit_refs(o, check_slot, v);
}

void gc_verify_heap(const char *when) {
    Verify v = {.when = when};
    gc_plan()->walk_heap(collect_start, &v);
    /* walk_heap visits in address order, so starts is sorted. */
    gc_plan()->walk_heap(check_object, &v);
    v.where = "root";
    v.holder = NULL;
    roots_visit(check_slot, &v);
    free(v.starts);
    if (gc_plan()->verify) v.errors += gc_plan()->verify(when);
    if (v.errors) vm_fatal("heap verification %s failed with %zu bad references", when, v.errors);
}
