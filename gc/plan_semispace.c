/* plan_semispace.c: a non-generational copying collector (Cheney). The heap is two halves;
 * mutators bump-allocate in one, and a collection copies everything reachable into the other
 * (breadth-first, on the collecting thread alone). Every collection moves every live
 * object, which makes it the strictest test of root precision. */
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "gc_events.h"
#include "plans.h"
#include "refs.h"
#include "scan.h"
#include "space.h"

static Space halves[2];
static int cur;
static size_t min_limit;
static uint8_t *to_free;
static RefList discovered;

static Space *from_space(void) { return &halves[cur]; }

static bool ss_init(const GcConfig *cfg, char *err, size_t errlen) {
    size_t half = ALIGN_UP(cfg->max_heap / 2, 4096);
    if (half < (1 << 20)) half = 1 << 20;
    uint8_t *p = gc_reserve_heap(2 * half, err, errlen);
    if (!p) return false;
    min_limit = cfg->initial_heap / 2 < half ? ALIGN_UP(cfg->initial_heap / 2, 8) : half;
    if (min_limit < (1 << 20)) min_limit = half < (1 << 20) ? half : (1 << 20);
    space_init(&halves[0], "Semispace 0", 0, GC_SPACE_FLAT, p, half, min_limit);
    space_init(&halves[1], "Semispace 1", 1, GC_SPACE_FLAT, p + half, half, min_limit);
    cur = 0;
    return true;
}

static void *bump(size_t size) {
    void *p = space_bump(from_space(), size);
    if (p) memset(p, 0, size);
    return p;
}

static void *ss_alloc_tlab(Thread *t, size_t size) {
    (void)t;
    return bump(size);
}

static void *ss_alloc_shared(Thread *t, size_t size) {
    (void)t;
    return bump(size);
}

static bool in_from(const Object *o) { return space_contains(from_space(), o); }

static void forward(Object **slot, void *ctx) {
    (void)ctx;
    Object *o = *slot;
    if (!in_from(o)) return;
    if (obj_is_forwarded(o)) {
        *slot = obj_forwardee(o);
        return;
    }
    size_t size = gc_object_size(o);
    Object *n = (Object *)to_free;
    memcpy(n, o, size);
    to_free += size;
    unsigned age = obj_age(o);
    if (age < 15) n->mark = (n->mark & ~MARK_AGE_MASK) | ((uintptr_t)(age + 1) << MARK_AGE_SHIFT);
    o->mark = mark_forwarding(o->mark, n);
    gc_event_move(0, o, n, size, false, false);
    *slot = n;
}

static Object *alive(Object *r, void *ctx) {
    (void)ctx;
    if (!in_from(r)) return r;
    return obj_is_forwarded(r) ? obj_forwardee(r) : NULL;
}

/* Cheney's scan: the gray objects are those between scan and to_free. */
static void ss_collect(Thread *t, GcCause cause, GcLevel level) {
    (void)t;
    GcPause p;
    gc_pause_begin(&p, true, cause);
    Space *from = from_space(), *to = &halves[1 - cur];
    uint8_t *from_top = space_top(from);
    to_free = to->start;
    roots_visit(forward, NULL);
    for (uint8_t *scan = to->start; scan < to_free; scan += gc_object_size((Object *)scan)) {
        Object *o = (Object *)scan;
        Object **skip = gc_ref_weak_slot(o);
        if (skip && in_from(*skip)) {
            if (obj_is_forwarded(*skip)) *skip = obj_forwardee(*skip);
            else ref_list_add(&discovered, o);
        }
        gc_scan_range(o, o, scan + gc_object_size(o), skip, forward, NULL);
    }
    gc_pause_phase(&p, "Copy");
    gc_refs_process(&discovered, 1, alive, NULL);
    gc_pause_phase(&p, "Reference Processing");
    cur = 1 - cur;
    space_set_top(to, to_free);
    size_t live = (size_t)(to_free - to->start), half = (size_t)(to->end - to->start);
    size_t want = level != GC_MINOR ? half : live * 3;
    if (want < min_limit) want = min_limit;
    if (want > half) want = half;
    space_set_top(from, from->start);
    space_set_limit(to, to->start + want);
    space_set_limit(from, from->start + want);
    /* Drop the old half's pages: memory returns to the OS, and a stale reference into it
     * now reads zeros (a null class pointer) and fails fast. */
    madvise(from->start, ALIGN_UP((size_t)(from_top - from->start), 4096), MADV_DONTNEED);
    gc_pause_end(&p, false);
}

static size_t ss_used(void) { return space_used(from_space()); }
static size_t ss_capacity(void) { return space_capacity(from_space()); }

static void ss_walk(void (*fn)(Object *o, void *ctx), void *ctx) { space_walk(from_space(), fn, ctx); }

static size_t ss_spaces(GcSpaceInfo *out, size_t max) {
    if (max < 1) return 0;
    out[0] = (GcSpaceInfo){"Semispace", ss_used(), ss_capacity(), NULL};
    return 1;
}

static const GcPlan plan_semispace = {
    .name = "semispace",
    .init = ss_init,
    .alloc_tlab = ss_alloc_tlab,
    .alloc_shared = ss_alloc_shared,
    .collect = ss_collect,
    .used = ss_used,
    .capacity = ss_capacity,
    .walk_heap = ss_walk,
    .spaces = ss_spaces,
};
GC_PLAN_REGISTER(plan_semispace)
