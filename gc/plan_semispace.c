/* plan_semispace.c: a non-generational copying collector (Cheney). The heap is two halves;
 * mutators bump-allocate in one, and a collection copies everything reachable into the other.
 * Every collection moves every live object, which makes it the strictest test of root
 * precision. */
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "plans.h"

static uint8_t *halves[2];
static size_t half_size;
static int cur;
static _Atomic(uint8_t *) top;
static uint8_t *limit;          /* soft limit: reaching it triggers a collection */
static size_t min_limit;

static uint8_t *cur_start(void) { return halves[cur]; }
static uint8_t *cur_end(void) { return halves[cur] + half_size; }

static bool ss_init(const GcConfig *cfg, char *err, size_t errlen) {
    half_size = ALIGN_UP(cfg->max_heap / 2, 4096);
    if (half_size < (1 << 20)) half_size = 1 << 20;
    uint8_t *p = mmap(NULL, 2 * half_size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) {
        snprintf(err, errlen, "cannot reserve %zu bytes for the heap", 2 * half_size);
        return false;
    }
    halves[0] = p;
    halves[1] = p + half_size;
    cur = 0;
    top = halves[0];
    min_limit = cfg->initial_heap / 2 < half_size ? ALIGN_UP(cfg->initial_heap / 2, 8) : half_size;
    if (min_limit < (1 << 20)) min_limit = half_size < (1 << 20) ? half_size : (1 << 20);
    limit = halves[0] + min_limit;
    return true;
}

static void *bump(size_t size) {
    uint8_t *p = atomic_load(&top);
    do {
        if ((size_t)(limit - p) < size) return NULL;
    } while (!atomic_compare_exchange_weak(&top, &p, p + size));
    memset(p, 0, size);
    return p;
}

static bool ss_refill_tlab(Thread *t, size_t size) {
    size_t want = size + TLAB_RESERVE > TLAB_SIZE ? ALIGN_UP(size + TLAB_RESERVE, HEAP_ALIGN) : TLAB_SIZE;
    uint8_t *p = bump(want);
    if (!p) return false;
    t->tlab.start = t->tlab.top = p;
    t->tlab.end = p + want - TLAB_RESERVE;
    return true;
}

static void *ss_alloc_shared(Thread *t, size_t size) {
    (void)t;
    return bump(size);
}

static uint8_t *to_free;

static bool in_from(const Object *o) {
    const uint8_t *p = (const uint8_t *)o;
    return p >= cur_start() && p < cur_end();
}

static void forward(Object **slot, void *ctx) {
    (void)ctx;
    Object *o = *slot;
    if (!in_from(o)) return;
    if (obj_is_forwarded(o)) {
        *slot = obj_forwardee(o);
        return;
    }
    size_t size = object_size(o);
    Object *n = (Object *)to_free;
    memcpy(n, o, size);
    to_free += size;
    unsigned age = obj_age(o);
    if (age < 15) n->mark = (n->mark & ~MARK_AGE_MASK) | ((uintptr_t)(age + 1) << MARK_AGE_SHIFT);
    o->mark = (uintptr_t)n | MARK_FORWARDED;
    *slot = n;
}

static void ss_collect(Thread *t, GcCause cause, bool full) {
    (void)t;
    (void)cause;
    uint8_t *from = cur_start(), *from_top = atomic_load(&top);
    uint8_t *to = halves[1 - cur];
    to_free = to;
    roots_visit(forward, NULL);
    for (uint8_t *scan = to; scan < to_free; scan += object_size((Object *)scan))
        object_visit_refs((Object *)scan, forward, NULL);
    cur = 1 - cur;
    atomic_store(&top, to_free);
    size_t live = (size_t)(to_free - to);
    size_t want = full ? half_size : live * 3;
    if (want < min_limit) want = min_limit;
    if (want > half_size) want = half_size;
    limit = to + want;
    /* Drop the old half's pages: memory returns to the OS, and a stale reference into it
     * now reads zeros (a null class pointer) and fails fast. */
    madvise(from, ALIGN_UP((size_t)(from_top - from), 4096), MADV_DONTNEED);
}

static bool ss_contains(const void *p) {
    const uint8_t *q = p;
    return q >= cur_start() && q < atomic_load(&top);
}

static size_t ss_used(void) { return (size_t)(atomic_load(&top) - cur_start()); }
static size_t ss_capacity(void) { return (size_t)(limit - cur_start()); }

static void ss_walk(void (*fn)(Object *o, void *ctx), void *ctx) {
    uint8_t *end = atomic_load(&top);
    for (uint8_t *p = cur_start(); p < end; p += object_size((Object *)p)) fn((Object *)p, ctx);
}

const GcPlan plan_semispace = {
    .name = "semispace",
    .init = ss_init,
    .refill_tlab = ss_refill_tlab,
    .alloc_shared = ss_alloc_shared,
    .collect = ss_collect,
    .contains = ss_contains,
    .used = ss_used,
    .capacity = ss_capacity,
    .walk_heap = ss_walk,
};
