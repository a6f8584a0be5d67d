/* trace_gc.c: the events of the collectors (called by the hooks in gc/gc_events.h) and the
 * -Xtrace:verify heap dump.
 *
 * GC_START and GC_END are synchronized: every thread's buffer is flushed first (the world is
 * stopped), and the event goes out in a frame of its own. Moves into a PLAB omit the new
 * address (the PLAB's fill level) and give the old one relative to the GC base where it fits
 * (MOVE_FAST_NARROW: 23 bits, MOVE_FAST: 32 bits, in heap-alignment units). Keep-alives of
 * neighbouring objects are merged into one MOVE_REGION with offset 0.
 *
 * A synchronization point of a rotated trace (the first GC of each events file, see
 * trace_rotate.h) restates the spaces (SPACE_SYNC) before its GC_START and reports every
 * move with the object's type, size and kept site (the *_SYNC events); regions and
 * keep-alive runs are split into single objects. A minor synchronization GC also walks the
 * spaces it does not collect and reports their objects (SYNC_OBJ), so that a reader can
 * rebuild the whole heap from that GC on. */
#include <stdatomic.h>
#include <stdlib.h>

#include "../gc/gc.h"
#include "../gc/gc_events.h"
#include "../vm/roots.h"
#include "trace_gc.h"
#include "trace_internal.h"
#include "trace_options.h"
#include "trace_pointers.h"
#include "trace_recorder.h"
#include "trace_symbols.h"

_Atomic bool trace_in_gc;
int trace_pointers;
static bool sync_gc;        /* this GC is a synchronization point */
static unsigned gc_flags;   /* its GC_START flags */
static bool gc_major;       /* this GC collects every space */
static bool live_recorded;  /* a compaction recorded the pointers of its live objects */

#define MAX_SPACES 64
typedef struct {
    bool exists;
    int kind;
    uintptr_t start, end;
} SpaceInfo;
static SpaceInfo spaces[MAX_SPACES];
static uintptr_t gc_base;

/* The base for a phase: eden's start if there is an eden, else the lowest space start. */
static uintptr_t choose_base(void) {
    uintptr_t lo = UINTPTR_MAX;
    for (int i = 0; i < MAX_SPACES; i++) {
        if (!spaces[i].exists) continue;
        if (spaces[i].kind == GC_SPACE_EDEN) return spaces[i].start;
        if (spaces[i].start < lo) lo = spaces[i].start;
    }
    return lo == UINTPTR_MAX ? 0 : lo;
}

void trace_gc_space_create(int space, int kind, const void *start, const void *end) {
    if (space >= 0 && space < MAX_SPACES)
        spaces[space] = (SpaceInfo){true, kind, (uintptr_t)start, (uintptr_t)end};
    TraceLocal *tl = &trace_local;
    TRACE_EMIT(tl, SPACE_CREATE, .space = (uint32_t)space, .start = (uintptr_t)start, .end = (uintptr_t)end);
    /* The space kinds of gc_events.h are the SPACE_ALLOCATE types. */
    TRACE_EMIT(tl, SPACE_ALLOCATE, .space = (uint32_t)space, .mode = 0, .type = (uint32_t)kind);
}

void trace_gc_space_resize(int space, const void *start, const void *end) {
    if (space >= 0 && space < MAX_SPACES) {
        spaces[space].start = (uintptr_t)start;
        spaces[space].end = (uintptr_t)end;
    }
    TRACE_EMIT(&trace_local, SPACE_REDEFINE, .space = (uint32_t)space, .start = (uintptr_t)start,
               .end = (uintptr_t)end);
}

/* ---- keep-alive runs ---- */

/* ---- synchronization points ---- */

/* The allocation site kept in o's identity hash (-Xtrace:keepsites), or TRACE_SITE_UNKNOWN. */
static uint32_t kept_site(const Object *o) {
    return trace_keepsites ? trace_site_from_hash(o) : TRACE_SITE_UNKNOWN;
}

#define SYNC_FIELDS(o) \
    .type = trace_type_id(obj_class(o)), .units = (uint32_t)(object_size(o) / HEAP_ALIGN), .site = kept_site(o)

/* An object of a space the minor synchronization GC does not collect. Fillers there (PLAB
 * rests) look like any int[] and are restored as objects of unknown site. */
static void sync_object(Object *o, void *ctx) {
    (void)ctx;
    uintptr_t a = (uintptr_t)o;
    for (int i = 0; i < MAX_SPACES; i++) {
        const SpaceInfo *s = &spaces[i];
        if (!s->exists || a < s->start || a >= s->end) continue;
        if (s->kind == GC_SPACE_EDEN || s->kind == GC_SPACE_SURVIVOR) return;
        break;
    }
    TraceEv_SYNC_OBJ ev = {.addr = a, SYNC_FIELDS(o)};
    TraceLocal *tl = &trace_local;
    size_t n = trace_words_SYNC_OBJ(&ev);
    uint32_t *p = trace_reserve(tl, n);
    trace_enc_SYNC_OBJ(p, &ev);
    trace_commit(tl, p + n);
}

static void restate_spaces(TraceLocal *tl) {
    for (int i = 0; i < MAX_SPACES; i++)
        if (spaces[i].exists)
            TRACE_EMIT(tl, SPACE_SYNC, .space = (uint32_t)i, .type = (uint32_t)spaces[i].kind,
                       .start = spaces[i].start, .end = spaces[i].end);
}

/* ---- keep-alive runs ---- */

void trace_finish_run(TraceLocal *tl) {
    if (!tl->run_count) return;
    if (tl->run_count == 1) TRACE_EMIT(tl, KEEP_ALIVE, .addr = tl->run_from);
    else TRACE_EMIT(tl, MOVE_REGION, .count = tl->run_count, .from = tl->run_from, .to = tl->run_from);
    tl->run_count = 0;
}

void trace_gc_keep_alive(const Object *o) {
    TraceLocal *tl = &trace_local;
    uintptr_t a = (uintptr_t)o;
    /* A mark-sweep survivor: its slots are unchanged (a failed scavenge's are not recorded). */
    if (trace_pointers && gc_major && !live_recorded) tp_object(tl, o);
    if (sync_gc) {
        TRACE_EMIT(tl, KEEP_ALIVE_SYNC, .addr = a, SYNC_FIELDS(o));
        return;
    }
    if (tl->run_count && a == tl->run_next && tl->run_count < UINT32_MAX) {
        tl->run_count++;
    } else {
        trace_finish_run(tl);
        tl->run_from = a;
        tl->run_count = 1;
    }
    tl->run_next = a + object_size(o);
}

/* ---- phases ---- */

/* Is addr in a space a minor GC collects? */
static bool in_young(uintptr_t a) {
    for (int i = 0; i < MAX_SPACES; i++) {
        const SpaceInfo *s = &spaces[i];
        if (s->exists && a >= s->start && a < s->end) return s->kind == GC_SPACE_EDEN || s->kind == GC_SPACE_SURVIVOR;
    }
    return false;
}

void trace_gc_start(uint64_t id, int cause, bool major) {
    TraceLocal *tl = &trace_local;
    trace_flush_all(trace_finish_run);
    gc_flags = trace_recorder_gc_start(cause == GC_CAUSE_TRACE_ROTATION);
    sync_gc = gc_flags & TRACE_GC_SYNC;
    if (sync_gc) restate_spaces(tl);
    gc_base = choose_base();
    gc_major = major;
    live_recorded = false;
    unsigned ptr_flags = !trace_pointers ? 0
                         : TRACE_GC_POINTERS | (trace_pointers == TRACE_POINTERS_DIRTY && !major ? TRACE_GC_DIRTY : 0);
    TRACE_EMIT(tl, GC_START, .major = major, .cause = (uint32_t)cause, .flags = gc_flags | ptr_flags,
               .gc = (uint32_t)id, .time_us = trace_time_us(), .base = gc_base);
    trace_flush_local(tl);
    atomic_store(&trace_in_gc, true);
    if (trace_pointers) tp_gc_start(tl, major, gc_base, in_young);
    /* The heap is parsable here (every TLAB retired); the moves come later. */
    const GcPlan *plan = gc_plan();
    if (sync_gc && !major && plan && plan->walk_heap) plan->walk_heap(sync_object, NULL);
}

void trace_gc_space_collected(uint64_t id, int space) {
    TRACE_EMIT(&trace_local, GC_INFO, .space = (uint32_t)space, .gc = (uint32_t)id);
}

void trace_gc_failed(uint64_t id, int space) {
    TRACE_EMIT(&trace_local, GC_FAILED, .space = (uint32_t)space, .gc = (uint32_t)id);
}

void trace_gc_end(uint64_t id, int cause, bool major, bool failed) {
    TraceLocal *tl = &trace_local;
    if (trace_pointers) tp_gc_end(tl);
    trace_flush_all(trace_finish_run);
    TRACE_EMIT(tl, GC_END, .major = major, .cause = (uint32_t)cause, .flags = (failed ? TRACE_GC_FAILED : 0) | gc_flags,
               .gc = (uint32_t)id, .time_us = trace_time_us(), .base = choose_base());
    trace_flush_local(tl);
    trace_recorder_gc_end(gc_flags, failed);
    sync_gc = false;
    gc_flags = 0;
    atomic_store(&trace_in_gc, false);
    if (trace_verify) trace_dump_heap(0, (uint32_t)id);
}

/* ---- allocation buffers and fillers ---- */

void trace_gc_tlab(const Thread *t, const void *start, size_t size) {
    TraceLocal *tl = &trace_local;
    (void)t;   /* always the current thread (gc/heap.c) */
    TRACE_EMIT(tl, TLAB_ALLOC, .start = (uintptr_t)start, .size = (uint32_t)size);
    tl->fresh_tlab = start;
}

void trace_gc_plab(unsigned worker, int space, const void *start, size_t size) {
    (void)worker;   /* the calling thread is the worker */
    bool old = space >= 0 && space < MAX_SPACES && spaces[space].kind == GC_SPACE_OLD;
    TRACE_EMIT(&trace_local, PLAB_ALLOC, .slot = old, .space = (uint32_t)space, .start = (uintptr_t)start,
               .size = (uint32_t)size);
}

void trace_gc_filler(const void *start, size_t size) {
    const Object *o = start;
    const Class *k = obj_class(o);
    uint32_t len = class_is_array(k) ? (uint32_t)ARRAY_LENGTH(o) : 0;
    TRACE_EMIT(&trace_local, ALLOC_VM_SLOW_TYPE, .site = TRACE_SITE_FILLER, .len = len, .addr = (uintptr_t)start,
               .type = trace_type_id(k), .units = (uint32_t)(size / HEAP_ALIGN));
}

/* ---- moves ---- */

/* A move at a synchronization point: `to` holds the object already. */
static void sync_move(TraceLocal *tl, uintptr_t f, const Object *to, bool promoted, bool in_plab) {
    if (!in_plab) {
        TRACE_EMIT(tl, MOVE_SLOW_SYNC, .from = f, .to = (uintptr_t)to, SYNC_FIELDS(to));
        return;
    }
    int64_t rel = ((int64_t)f - (int64_t)gc_base) / HEAP_ALIGN;
    if (rel >= -(1 << 22) && rel < (1 << 22))
        TRACE_EMIT(tl, MOVE_FAST_NARROW_SYNC, .slot = promoted, .rel = (int32_t)rel, SYNC_FIELDS(to));
    else if (rel >= INT32_MIN && rel <= INT32_MAX)
        TRACE_EMIT(tl, MOVE_FAST_SYNC, .slot = promoted, .rel = (int32_t)rel, SYNC_FIELDS(to));
    else
        TRACE_EMIT(tl, MOVE_FAST_WIDE_SYNC, .slot = promoted, .from = f, SYNC_FIELDS(to));
}

void trace_gc_move(const Object *from, const Object *to, bool promoted, bool in_plab) {
    TraceLocal *tl = &trace_local;
    uintptr_t f = (uintptr_t)from;
    if (sync_gc) {
        sync_move(tl, f, to, promoted, in_plab);
        return;
    }
    if (trace_pointers && tp_move(tl, f, to, promoted, in_plab, gc_base)) return;
    if (!in_plab) {
        TRACE_EMIT(tl, MOVE_SLOW, .from = f, .to = (uintptr_t)to);
        return;
    }
    int64_t rel = ((int64_t)f - (int64_t)gc_base) / HEAP_ALIGN;
    if (rel >= -(1 << 22) && rel < (1 << 22)) {
        uint32_t w;
        trace_enc_MOVE_FAST_NARROW(&w, &(TraceEv_MOVE_FAST_NARROW){.slot = promoted, .rel = (int32_t)rel});
        trace_put1(tl, w);
    } else if (rel >= INT32_MIN && rel <= INT32_MAX) {
        TRACE_EMIT(tl, MOVE_FAST, .slot = promoted, .rel = (int32_t)rel);
    } else {
        TRACE_EMIT(tl, MOVE_FAST_WIDE, .slot = promoted, .from = f);
    }
}

void trace_gc_region(const void *from, const void *to, size_t count) {
    if (sync_gc) {
        /* Split: the objects are at `to` already. */
        TraceLocal *tl = &trace_local;
        uintptr_t f = (uintptr_t)from, t = (uintptr_t)to;
        for (size_t i = 0; i < count; i++) {
            const Object *o = (const Object *)t;
            size_t size = object_size(o);
            TRACE_EMIT(tl, MOVE_SLOW_SYNC, .from = f, .to = t, SYNC_FIELDS(o));
            f += size;
            t += size;
        }
        return;
    }
    TRACE_EMIT(&trace_local, MOVE_REGION, .count = (uint32_t)count, .from = (uintptr_t)from, .to = (uintptr_t)to);
}

static void live_object(Object *o, void *ctx) { tp_object(ctx, o); }

void trace_gc_live(void (*walk)(void (*fn)(Object *o, void *ctx), void *ctx)) {
    live_recorded = true;
    walk(live_object, &trace_local);
}

/* ---- the -Xtrace:verify heap dump ---- */

typedef struct {
    uint32_t *w;
    size_t n, cap;
    uintptr_t cursor;
    uint64_t count;
    uint32_t *scratch;            /* one encoded pointer list */
    uint64_t *roots;
    size_t nroots, croots;
} Dump;

#define DUMP_FRAME_WORDS 16384

static void dump_flush(Dump *d) {
    if (d->n) trace_write_frame(TRACE_FILE_HEAP, d->w, d->n);
    d->n = 0;
}

#define DUMP_EMIT(d, NAME, ...)                                        \
    do {                                                               \
        TraceEv_##NAME ev_ = {__VA_ARGS__};                            \
        if ((d)->n + trace_words_##NAME(&ev_) > (d)->cap) dump_flush(d); \
        (d)->n += trace_enc_##NAME((d)->w + (d)->n, &ev_);              \
    } while (0)

static void dump_object(Object *o, void *ctx) {
    Dump *d = ctx;
    uintptr_t a = (uintptr_t)o;
    size_t size = object_size(o);
    if (a != d->cursor) DUMP_EMIT(d, DUMP_AT, .addr = a);
    DUMP_EMIT(d, DUMP_OBJ, .type = trace_type_id(obj_class(o)), .units = (uint32_t)(size / HEAP_ALIGN));
    d->cursor = a + size;
    d->count++;
    uint32_t n = trace_pointers ? tp_slot_count(o) : 0;
    for (uint32_t i = 0; i < n; i += TRACE_PTRS_MAX) {
        uint32_t k = n - i < TRACE_PTRS_MAX ? n - i : TRACE_PTRS_MAX;
        uint32_t nw = tp_dump_slots(o, i, k, d->scratch);
        DUMP_EMIT(d, DUMP_PTRS, .index = i, .ptrs = (TracePtrs){0, nw, d->scratch});
    }
}

static void dump_root(uint64_t referent, void *ctx) {
    Dump *d = ctx;
    if (d->nroots == d->croots) {
        size_t c = d->croots ? 2 * d->croots : 1024;
        uint64_t *p = realloc(d->roots, c * sizeof *p);
        if (!p) return;
        d->roots = p;
        d->croots = c;
    }
    d->roots[d->nroots++] = referent;
}

static void dump_roots(Dump *d) {
    tp_visit_roots(dump_root, d);
    for (size_t i = 0; i < d->nroots; i += TRACE_PTRS_MAX) {
        uint32_t k = d->nroots - i < TRACE_PTRS_MAX ? (uint32_t)(d->nroots - i) : TRACE_PTRS_MAX;
        uint32_t nw = trace_ptrs_encode_list(d->roots + i, k, 0, HEAP_ALIGN, d->scratch);
        DUMP_EMIT(d, DUMP_ROOTS, .ptrs = (TracePtrs){0, nw, d->scratch});
    }
    free(d->roots);
}

void trace_dump_heap(uint32_t when, uint32_t gc) {
    const GcPlan *plan = gc_plan();
    if (!plan || !plan->walk_heap) return;
    Dump d = {malloc(DUMP_FRAME_WORDS * 4), 0, DUMP_FRAME_WORDS, 0, 0, NULL, NULL, 0, 0};
    d.scratch = malloc((2 + TRACE_PTRS_MAX / 16 + 2 * TRACE_PTRS_MAX) * 4);
    if (!d.w || !d.scratch) {
        free(d.w);
        free(d.scratch);
        return;
    }
    DUMP_EMIT(&d, DUMP_BEGIN, .when = when, .gc = gc);
    if (trace_pointers) dump_roots(&d);
    plan->walk_heap(dump_object, &d);
    DUMP_EMIT(&d, DUMP_END, .count = d.count);
    dump_flush(&d);
    free(d.w);
    free(d.scratch);
}
