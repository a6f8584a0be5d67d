/* plan_generational.c: the default plan, shaped like HotSpot's ParallelGC: eden and two
 * survivor spaces collected by a parallel scavenge (scavenge.c), and an old generation
 * collected with everything else by a parallel mark-compact (markcompact.c).
 *
 * This file holds the sizing, the allocation paths and the policy:
 *   - as HotSpot's ParallelGC, in 512 KB granules: young = -Xmn, or the initial heap /
 *     (NewRatio + 1); each survivor young / 8, or young / (SurvivorRatio + 2) when that is
 *     given; eden the rest; old = -Xmx - young;
 *   - after each scavenge the survivor spaces shrink to the padded average of the bytes that
 *     survive (at least one granule, at most their initial size) and eden takes the rest of
 *     the young generation, as HotSpot's adaptive size policy does within a fixed -Xmn;
 *   - the tenuring threshold starts at 7 and moves one step per scavenge as HotSpot's
 *     PSAdaptiveSizePolicy moves it: down on a survivor overflow or while minor GCs cost
 *     more than full GCs, up while full GCs cost more; the age-table rule can lower it at
 *     once (adapt_tenuring);
 *   - TLABs and medium objects come from eden, objects of at least `gen.large` bytes from old;
 *   - a minor GC scavenges; a full GC follows when it failed, or when the padded average
 *     promotion no longer fits under the old generation's threshold (2x the live old data
 *     after the last full GC, at least the initial old size, at most the maximum);
 *   - a full request (System.gc()) scavenges first, as HotSpot's ScavengeBeforeFullGC. */
#include <stdio.h>
#include <string.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "cardtable.h"
#include "gc_events.h"
#include "generational.h"
#include "markcompact.h"
#include "refs.h"
#include "scan.h"
#include "workers.h"

#define GEN_ALIGN ((size_t)512 * 1024)   /* HotSpot ParallelGC's generation alignment */
#define POLICY_READY 5                    /* AdaptiveSizePolicyReadyThreshold: scavenges before adapting */
#define COST_WEIGHT 0.10                  /* AdaptiveSizePolicyWeight */
#define COST_TOLERANCE 1.10               /* 1 + ThresholdTolerance (10%) */

/* An average of GC costs (pause / (pause + the mutator interval before it)), weighted as
 * HotSpot's AdaptiveWeightedAverage: 1/n for the first samples, then COST_WEIGHT. */
typedef struct GcCost {
    double avg, last_end;                 /* last_end: vm_uptime() at the end of the last pause */
    unsigned n;
} GcCost;

GenHeap gen;
static size_t old_initial, old_threshold;
/* A padded average of bytes per scavenge: average + 3 deviations (HotSpot's
 * AdaptivePaddedAverage with PromotedPadding, SurvivorPadding 3). */
typedef struct Padded {
    double avg, dev;
} Padded;
static Padded promoted_avg, survived_avg;
static GcCost minor_cost, major_cost;
static unsigned minors;                   /* scavenges that did not fail */
static unsigned adaptive_tenuring;        /* the cost-driven threshold (adapt_tenuring) */
static size_t surv_initial;               /* the most a survivor space gets */
static bool young_blocked;                /* both survivors hold objects: only full GCs */
static size_t max_memory;

/* The warnings HotSpot prints to stdout when -Xmn leaves no room for the old generation. */
static void warn_young_too_big(const GcConfig *cfg, size_t young) {
    if (cfg->young_size >= cfg->initial_heap)
        printf("[%.3fs][warning][gc,ergo] NewSize was set larger than initial heap size, will use initial heap "
               "size.\n", vm_uptime());
    printf("[%.3fs][warning][gc,ergo] MaxNewSize (%zuk) is equal to or greater than the entire heap (%zuk).  A "
           "new max generation size of %zuk will be used.\n",
           vm_uptime(), cfg->young_size >> 10, cfg->max_heap >> 10, young >> 10);
    fflush(stdout);
}

/* A young generation of `young` bytes for the given heap, as HotSpot's ParallelGC: at least
 * three granules, at most the heap less one. */
static size_t young_for(size_t young, size_t heap) {
    young = young / GEN_ALIGN * GEN_ALIGN;
    if (young < 3 * GEN_ALIGN) young = 3 * GEN_ALIGN;
    if (young > heap - GEN_ALIGN) young = heap - GEN_ALIGN;
    return young;
}

/* One survivor space of a young generation, as HotSpot's ParallelGC (InitialSurvivorRatio:
 * young / 8, or young / (SurvivorRatio + 2) when -XX:SurvivorRatio is given). */
static size_t survivor_for(size_t young, size_t ratio) {
    size_t surv = young / ratio / GEN_ALIGN * GEN_ALIGN;
    return surv < GEN_ALIGN ? GEN_ALIGN : surv;
}

static bool gen_init(const GcConfig *cfg, char *err, size_t errlen) {
    size_t max = cfg->max_heap, initial = cfg->initial_heap;      /* multiples of 2 MB (heap.c) */
    if (max < 4 * GEN_ALIGN) max = 4 * GEN_ALIGN;
    if (cfg->young_size && cfg->young_size > max - GEN_ALIGN) warn_young_too_big(cfg, young_for(cfg->young_size, max));
    size_t young = young_for(cfg->young_size ? cfg->young_size : initial / (cfg->new_ratio + 1), max);
    size_t isr = cfg->survivor_ratio_set ? (size_t)cfg->survivor_ratio + 2 : 8;
    size_t surv = survivor_for(young, isr);
    size_t eden = young - 2 * surv;
    size_t old = max - young;
    size_t total = max;
    /* Runtime.maxMemory(), as HotSpot's: the largest young generation less its largest
     * survivor space (a third of it), plus the old generation; at least what is committed. */
    size_t young_max = young_for(cfg->young_size ? cfg->young_size : max / (cfg->new_ratio + 1), max);
    size_t surv_max = young_max / 3 / GEN_ALIGN * GEN_ALIGN;
    max_memory = young_max - (surv_max < GEN_ALIGN ? GEN_ALIGN : surv_max) + (max - young_max);

    uint8_t *base = gc_reserve_heap(total, err, errlen);
    if (!base || !mc_init(base, total, err, errlen)) return false;
    if (!bot_init(base, old)) {
        snprintf(err, errlen, "cannot reserve the object-start table");
        return false;
    }
    space_init(&gen.old, "Old", 0, GC_SPACE_OLD, base, old, old);
    space_init(&gen.eden, "Eden", 1, GC_SPACE_EDEN, base + old, eden, eden);
    space_init(&gen.surv[0], "Survivor 0", 2, GC_SPACE_SURVIVOR, base + old + eden, surv, surv);
    space_init(&gen.surv[1], "Survivor 1", 3, GC_SPACE_SURVIVOR, base + old + eden + surv, surv, surv);
    gen.from = 0;
    gen.young_start = gen.eden.start;
    gen.young_end = base + total;
    gen.max_tenuring = cfg->max_tenuring;
    /* InitialTenuringThreshold, or 16 (never: ages stop at 15) for MaxTenuringThreshold=16 */
    gen.tenuring = cfg->max_tenuring > 15 ? 16 : cfg->max_tenuring < 7 ? cfg->max_tenuring : 7;
    adaptive_tenuring = gen.tenuring;
    surv_initial = surv;
    gen.large = eden / 4 < surv / 2 ? eden / 4 : surv / 2;
    if (gen.large < 4096) gen.large = 4096;
    old_initial = initial > young ? initial - young : GEN_ALIGN;
    if (old_initial > old) old_initial = old;
    old_threshold = old_initial;
    return true;
}

static void *zeroed(void *p, size_t size) {
    if (p) memset(p, 0, size);
    return p;
}

static void *gen_alloc_tlab(Thread *t, size_t size) {
    (void)t;
    return zeroed(space_bump(&gen.eden, size), size);
}

static void *gen_alloc_shared(Thread *t, size_t size) {
    (void)t;
    if (size < gen.large) return zeroed(space_bump(&gen.eden, size), size);
    void *p = zeroed(space_bump(&gen.old, size), size);
    if (p) bot_record(p);
    return p;
}

static size_t gen_tlab_max(void) {
    size_t m = space_capacity(&gen.eden) / 16;
    return m < 16 * 1024 ? 16 * 1024 : m > 1024 * 1024 ? 1024 * 1024 : m;
}

/* ---- collections ---- */

/* Adds sample x to an exponentially weighted average and deviation. */
static void note_sample(Padded *p, size_t x) {
    double d = (double)x > p->avg ? (double)x - p->avg : p->avg - (double)x;
    p->avg = 0.75 * p->avg + 0.25 * (double)x;
    p->dev = 0.75 * p->dev + 0.25 * d;
}

static double padded(const Padded *p) { return p->avg + 3 * p->dev; }

/* Samples the cost of a pause of the given kind that began at `start` (vm_uptime()). */
static void note_cost(GcCost *c, double start) {
    double end = vm_uptime(), total = end - c->last_end;
    double w = ++c->n * COST_WEIGHT < 1 ? 1.0 / c->n : COST_WEIGHT;
    c->avg = (1 - w) * c->avg + w * (total > 0 ? (end - start) / total : 0);
    c->last_end = end;
}

/* The tenuring threshold after a scavenge. The cost-driven one moves as HotSpot's
 * PSAdaptiveSizePolicy moves it, from the fifth scavenge on: one step down when the to-space
 * overflowed, when the padded average survival exceeds the largest survivor space, or when
 * minor GCs cost more than full GCs (beyond the tolerance); one step up when full GCs cost
 * more; between 1 and MaxTenuringThreshold. The threshold used is the lower of it and the
 * age-table rule's (HotSpot's without the adaptive policy), which acts at once when the
 * survivors fill the to-space. 0 (always tenure) and 16 (never) stay as they are. */
static void adapt_tenuring(const ScavengeResult *r) {
    if (gen.max_tenuring == 0 || gen.max_tenuring > 15) return;
    if (++minors >= POLICY_READY) {
        bool too_big = padded(&survived_avg) > (double)surv_initial;
        if (r->overflow || too_big || minor_cost.avg > major_cost.avg * COST_TOLERANCE) {
            if (adaptive_tenuring > 1) adaptive_tenuring--;
        } else if (major_cost.avg > minor_cost.avg * COST_TOLERANCE) {
            if (adaptive_tenuring < gen.max_tenuring) adaptive_tenuring++;
        }
    }
    gen.tenuring = r->age_threshold < adaptive_tenuring ? r->age_threshold : adaptive_tenuring;
}

/* After a scavenge (eden and the to-space empty): the to-space becomes one survivor of the
 * padded average survival (average + 3 deviations, in granules, from one granule up to the
 * initial size), and eden grows or shrinks to meet it. The from-space stays where it is:
 * when it lies above the to-space, the to-space moves right below it and eden ends there;
 * when it lies below (right after eden), the to-space moves to the top of the young
 * generation. The two cases alternate, so eden reaches its new size within two scavenges
 * and never gets smaller than it was at the start. */
static void resize_young(void) {
    size_t want = ALIGN_UP((size_t)padded(&survived_avg), GEN_ALIGN);
    if (want < GEN_ALIGN) want = GEN_ALIGN;
    if (want > surv_initial) want = surv_initial;
    Space *from = gen_from(), *to = gen_to();
    uint8_t *lo, *hi, *eden_end;
    if (from->start > to->start) {
        hi = from->start;
        lo = hi - want;
        eden_end = lo;
    } else {
        hi = gen.young_end;
        lo = hi - want;
        uint8_t *used = gen.young_start + ALIGN_UP((size_t)(space_top(from) - gen.young_start), GEN_ALIGN);
        if (lo < used) lo = used;
        eden_end = from->start;
    }
    space_move(to, lo, hi);
    space_move(&gen.eden, gen.young_start, eden_end);
}

#define PREFAULT_MAX ((size_t)8 << 20)

/* Asks a helper to prefault the old generation from its top to the padded average promotion
 * beyond it (at most PREFAULT_MAX), so that the next scavenge's promotions do not take page
 * faults inside the pause (docs/gc.md, "Prefaulting the old generation"). Pages already
 * there cost the kernel a page-table walk. */
static void prefault_old(double promotion) {
    uint8_t *top = space_top(&gen.old);
    size_t ahead = promotion < (double)PREFAULT_MAX ? (size_t)promotion : PREFAULT_MAX;
    gc_workers_prefault(top, ahead < (size_t)(gen.old.end - top) ? top + ahead : gen.old.end);
}

/* Returns true if a full GC must follow. */
static bool minor(GcCause cause) {
    GcPause p;
    double start = vm_uptime();
    gc_pause_begin(&p, false, cause);
    gc_event_space_collected(p.id, gen.eden.id);
    gc_event_space_collected(p.id, gen_from()->id);
    int from_id = gen_from()->id;
    ScavengeResult r;
    scavenge(&r);
    gc_pause_phase(&p, "Scavenge");
    if (r.failed) {
        gc_event_gc_failed(p.id, gen.eden.id);
        gc_event_gc_failed(p.id, from_id);
    }
    gc_pause_end(&p, r.failed);
    note_cost(&minor_cost, start);
    note_sample(&promoted_avg, r.promoted);
    if (!r.failed) {
        note_sample(&survived_avg, r.survived);
        adapt_tenuring(&r);
        resize_young();
    }
    double promotion = padded(&promoted_avg);
    prefault_old(promotion);
    return r.failed || (double)space_used(&gen.old) + promotion > (double)old_threshold;
}

static void full(GcCause cause) {
    GcPause p;
    double start = vm_uptime();
    gc_pause_begin(&p, true, cause);
    uint8_t *old_top = space_top(&gen.old);
    bot_clear(gen.old.start, old_top);
    bool s0_first = gen.surv[0].start < gen.surv[1].start;   /* mc_collect wants address order */
    Space *spaces[] = {&gen.old, &gen.eden, &gen.surv[s0_first ? 0 : 1], &gen.surv[s0_first ? 1 : 0]};
    McResult r;
    mc_collect(&p, spaces, 4, &gen.old, &r);

    /* Young objects that did not fit in old stay young; old slots may refer to them. */
    bool young_empty = !space_used(&gen.eden) && !space_used(&gen.surv[0]) && !space_used(&gen.surv[1]);
    card_fill(gen.old.start, old_top > space_top(&gen.old) ? old_top : space_top(&gen.old), GC_CARD_CLEAN);
    if (!young_empty) card_fill(gen.old.start, space_top(&gen.old), GC_CARD_DIRTY);
    young_blocked = space_used(&gen.surv[0]) && space_used(&gen.surv[1]);
    if (!young_blocked && space_used(gen_to())) gen.from = 1 - gen.from;

    size_t live_old = space_used(&gen.old), cap = gen.old.end - gen.old.start;
    old_threshold = 2 * live_old > old_initial ? 2 * live_old : old_initial;
    if (old_threshold > cap) old_threshold = cap;
    gc_pause_end(&p, false);
    note_cost(&major_cost, start);
}

static void gen_collect(Thread *t, GcCause cause, GcLevel level) {
    (void)t;
    if ((level == GC_MINOR || cause == GC_CAUSE_SYSTEM_GC) && !young_blocked) {
        bool need_full = minor(cause);
        if (level == GC_MINOR) {
            if (!need_full) return;
            cause = GC_CAUSE_ERGONOMICS;
        }
    }
    full(cause);
}

/* ---- heap inspection ---- */

static size_t gen_used(void) {
    return space_used(&gen.old) + space_used(&gen.eden) + space_used(&gen.surv[0]) + space_used(&gen.surv[1]);
}

/* Committed, as HotSpot counts it: old, eden and one survivor space. */
static size_t gen_capacity(void) {
    size_t old = space_used(&gen.old) > old_threshold ? space_used(&gen.old) : old_threshold;
    return old + space_capacity(&gen.eden) + space_capacity(gen_from());
}

static size_t gen_max_capacity(void) {
    size_t cap = gen_capacity();
    return max_memory > cap ? max_memory : cap;
}

static void gen_walk(void (*fn)(Object *o, void *ctx), void *ctx) {
    space_walk(&gen.old, fn, ctx);
    space_walk(&gen.eden, fn, ctx);
    space_walk(&gen.surv[0], fn, ctx);
    space_walk(&gen.surv[1], fn, ctx);
}

static size_t gen_spaces(GcSpaceInfo *out, size_t max) {
    if (max < 3) return 0;
    out[0] = (GcSpaceInfo){"Eden", space_used(&gen.eden), space_capacity(&gen.eden), "PSYoungGen"};
    out[1] = (GcSpaceInfo){"From", space_used(gen_from()) + space_used(gen_to()), space_capacity(gen_from()),
                           "PSYoungGen"};
    size_t used = space_used(&gen.old);
    out[2] = (GcSpaceInfo){"Old", used, used > old_threshold ? used : old_threshold, "ParOldGen"};
    return 3;
}

/* ---- verification: the card and object-start invariants ---- */

typedef struct {
    const char *when;
    size_t errors;
    const uint8_t *prev_card;
    const Object *holder;
} Check;

static void check_slot(Object **slot, void *ctx) {
    Check *c = ctx;
    if (gen_is_young(*slot) && !card_is_dirty(card_for(slot)) && c->errors++ < 10) {
        char where[600];
        gc_verify_describe_slot(c->holder, slot, where, sizeof where);
        fprintf(stderr, "minivm: heap verification %s: %s refers to young %p, but its card is clean "
                "(a reference store without the write barrier?)\n", c->when, where, (void *)*slot);
    }
}

static void check_old(Object *o, void *ctx) {
    Check *c = ctx;
    c->holder = o;
    const uint8_t *card = card_for(o);
    if (card != c->prev_card) {
        if (bot_first_in_card(o) != o && c->errors++ < 10)
            fprintf(stderr, "minivm: heap verification %s: object-start table says %p for the card of %p\n", c->when,
                    (void *)bot_first_in_card(o), (void *)o);
        c->prev_card = card;
    }
    object_visit_refs(o, check_slot, c);
}

static size_t gen_verify(const char *when) {
    Check c = {when, 0, NULL, NULL};
    space_walk(&gen.old, check_old, &c);
    if (!young_blocked && space_used(gen_to()) && c.errors++ < 10)
        fprintf(stderr, "minivm: heap verification %s: the to-space is not empty\n", when);
    return c.errors;
}

static const GcPlan plan_generational = {
    .name = "generational",
    .init = gen_init,
    .alloc_tlab = gen_alloc_tlab,
    .alloc_shared = gen_alloc_shared,
    .collect = gen_collect,
    .used = gen_used,
    .capacity = gen_capacity,
    .max_capacity = gen_max_capacity,
    .walk_heap = gen_walk,
    .spaces = gen_spaces,
    .tlab_max = gen_tlab_max,
    .verify = gen_verify,
};
GC_PLAN_REGISTER(plan_generational)
