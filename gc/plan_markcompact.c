/* plan_markcompact.c: a non-generational plan over one space: bump allocation, and a
 * parallel mark-compact (markcompact.c) of the whole heap at every collection. The space's
 * limit (what may be used before the next collection) is twice the live data, at least the
 * initial heap and at most -Xmx. */
#include <stdio.h>
#include <string.h>

#include "../vm/vm.h"
#include "gc_events.h"
#include "markcompact.h"
#include "plans.h"
#include "space.h"

static Space heap;
static size_t min_limit;

static bool mc_plan_init(const GcConfig *cfg, char *err, size_t errlen) {
    size_t size = ALIGN_UP(cfg->max_heap, 4096);
    if (size < (1 << 20)) size = 1 << 20;
    uint8_t *p = gc_reserve_heap(size, err, errlen);
    if (!p || !mc_init(p, size, err, errlen)) return false;
    min_limit = cfg->initial_heap && cfg->initial_heap < size ? ALIGN_UP(cfg->initial_heap, 4096) : size;
    if (min_limit < (1 << 20)) min_limit = 1 << 20;
    space_init(&heap, "Heap", 0, GC_SPACE_FLAT, p, size, min_limit);
    return true;
}

static void *mc_alloc(Thread *t, size_t size) {
    (void)t;
    void *p = space_bump(&heap, size);
    if (p) memset(p, 0, size);
    return p;
}

static void mc_plan_collect(Thread *t, GcCause cause, GcLevel level) {
    (void)t, (void)level;
    GcPause p;
    gc_pause_begin(&p, true, cause);
    Space *spaces[] = {&heap};
    McResult r;
    mc_collect(&p, spaces, 1, NULL, &r);
    size_t want = 2 * r.live > min_limit ? 2 * r.live : min_limit;
    space_set_limit(&heap, heap.start + ALIGN_UP(want, 4096));
    gc_pause_end(&p, false);
}

static size_t mc_used(void) { return space_used(&heap); }
static size_t mc_capacity(void) { return space_capacity(&heap); }
static void mc_walk(void (*fn)(Object *o, void *ctx), void *ctx) { space_walk(&heap, fn, ctx); }

static size_t mc_spaces(GcSpaceInfo *out, size_t max) {
    if (max < 1) return 0;
    out[0] = (GcSpaceInfo){"Heap", mc_used(), mc_capacity(), NULL};
    return 1;
}

static const GcPlan plan_markcompact = {
    .name = "markcompact",
    .init = mc_plan_init,
    .alloc_tlab = mc_alloc,
    .alloc_shared = mc_alloc,
    .collect = mc_plan_collect,
    .used = mc_used,
    .capacity = mc_capacity,
    .walk_heap = mc_walk,
    .spaces = mc_spaces,
};
GC_PLAN_REGISTER(plan_markcompact)
