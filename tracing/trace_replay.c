/* trace_replay.c: trace events -> heap model (see trace_replay.h and docs/trace-format.md,
 * "Reconstruction"). */
#include "trace_replay.h"

#include "heap_pointers.h"
#include "replay_parallel.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int default_jobs;   /* 0: the online CPUs */

void trace_replay_set_jobs(int jobs) { default_jobs = jobs; }

bool trace_replay_open(TraceReplay *r, const char *dir, const TraceReplayHooks *hooks) {
    memset(r, 0, sizeof *r);
    r->jobs = default_jobs > 0 ? default_jobs : trace_replay_cpus();
    r->jobs_given = default_jobs > 0;
    snprintf(r->dir, sizeof r->dir, "%s", dir);
    if (hooks) r->hooks = *hooks;
    hm_init(&r->heap);
    char path[4200], err[2048];
    snprintf(path, sizeof path, "%s/events", dir);
    if (!trace_file_open(&r->events, path, TRACE_FILE_EVENTS, err, sizeof err)) {
        snprintf(r->err, sizeof r->err, "%s", err);
        return false;
    }
    r->events.drop_behind = true;   /* hooks see one record at a time */
    hp_attach(&r->heap, r->events.info.options);   /* a trace with -Xtrace:pointers */
    snprintf(path, sizeof path, "%s/symbols", dir);
    if (!trace_file_open(&r->symbols, path, TRACE_FILE_SYMBOLS, err, sizeof err) ||
        !trace_symbols_load(&r->sym, &r->symbols, err, sizeof err)) {
        snprintf(r->err, sizeof r->err, "%s", err);
        return false;
    }
    if (r->sym.align != r->events.info.align) {
        snprintf(r->err, sizeof r->err, "%s: the symbols and events files disagree on the heap alignment", dir);
        return false;
    }
    return true;
}

void trace_replay_close(TraceReplay *r) {
    free(r->plain);
    r->plain = NULL;
    free(r->shapes.v);
    r->shapes = (TraceShapeCache){0};
    trace_file_close(&r->events);
    trace_file_close(&r->symbols);
    trace_symbols_free(&r->sym);
    hp_free(&r->heap);
    hm_free(&r->heap);
}

/* Re-reads the symbols file (it may have grown since the snapshot). */
static bool reload_symbols(TraceReplay *r) {
    char path[4200], err[2048];
    snprintf(path, sizeof path, "%s/symbols", r->dir);
    TraceFile f;
    TraceSymbols s;
    if (!trace_file_open(&f, path, TRACE_FILE_SYMBOLS, err, sizeof err)) return false;
    if (!trace_symbols_load(&s, &f, err, sizeof err)) {
        trace_file_close(&f);
        return false;
    }
    trace_symbols_free(&r->sym);
    trace_file_close(&r->symbols);
    r->sym = s;
    r->symbols = f;
    atomic_fetch_add(&r->sym_epoch, 1);   /* sites may be redefined: every shape cache starts over */
    return true;
}

static const TraceSiteSym *site(TraceReplay *r, uint32_t id) {
    const TraceSiteSym *s = trace_sym_site(&r->sym, id);
    if (!s && reload_symbols(r)) s = trace_sym_site(&r->sym, id);
    return s;
}

static bool object_size(TraceReplay *r, uint32_t type, uint32_t len, uint64_t *size) {
    if (trace_object_size(&r->sym, type, len, size)) return true;
    return reload_symbols(r) && trace_object_size(&r->sym, type, len, size);
}

/* Type and size of a site-typed allocation. */
static bool site_object(TraceReplay *r, uint32_t id, uint32_t len, uint32_t *type, uint64_t *size, char *why,
                        size_t n) {
    const TraceSiteSym *s = site(r, id);
    if (!s) {
        snprintf(why, n, "allocation site %u is not defined in the symbols", id);
        return false;
    }
    if (s->type == TRACE_NO_TYPE) {
        snprintf(why, n, "allocation site %u has no type, but the event does not give one", id);
        return false;
    }
    *type = s->type;
    if (!object_size(r, s->type, len, size)) {
        snprintf(why, n, "type %u (of site %u) is not defined in the symbols", s->type, id);
        return false;
    }
    return true;
}

bool trace_shape_fill(TraceReplay *r, TraceShapeCache *c, pthread_mutex_t *lock, uint32_t site, uint32_t len,
                      uint32_t *type, uint64_t *size, char *why, size_t n) {
    if (lock) pthread_mutex_lock(lock);
    uint64_t unused;
    bool ok = site_object(r, site, 0, type, &unused, why, n);
    TraceShape s = {0};
    if (ok) {
        const TraceTypeSym *t = trace_sym_type(&r->sym, *type);
        s = (TraceShape){*type, t->size, t->array ? t->elem : 0, true};
    }
    unsigned epoch = atomic_load(&r->sym_epoch);   /* after site_object's reload, if any */
    if (lock) pthread_mutex_unlock(lock);
    if (!ok) return false;
    *size = trace_shape_size(&s, len, r->events.info.align);
    if (c->epoch != epoch) {
        if (c->v) memset(c->v, 0, c->n * sizeof *c->v);
        c->epoch = epoch;
    }
    if (site >= c->n) {
        if (site >= (1u << 24)) return true;   /* not cached */
        size_t cap = c->n ? c->n : 256;
        while (cap <= site) cap *= 2;
        TraceShape *v = realloc(c->v, cap * sizeof *v);
        if (!v) return true;
        memset(v + c->n, 0, (cap - c->n) * sizeof *v);
        c->v = v;
        c->n = cap;
    }
    c->v[site] = s;
    return true;
}

uint16_t trace_replay_alloc_mode(uint8_t id) {
    switch (id) {
    case TEV_ALLOC_VM_FAST: return HM_WHO_VM * 4 + HM_HOW_FAST;
    case TEV_ALLOC_VM_SLOW: return HM_WHO_VM * 4 + HM_HOW_SLOW;
    case TEV_ALLOC_VM_NORMAL: return HM_WHO_VM * 4 + HM_HOW_NORMAL;
    case TEV_ALLOC_VM_SLOW_TYPE: return HM_WHO_VM * 4 + HM_HOW_TYPED;
    case TEV_ALLOC_IR_FAST: return HM_WHO_IR * 4 + HM_HOW_FAST;
    case TEV_ALLOC_IR_SLOW: return HM_WHO_IR * 4 + HM_HOW_SLOW;
    case TEV_ALLOC_IR_NORMAL: return HM_WHO_IR * 4 + HM_HOW_NORMAL;
    case TEV_ALLOC_IR_SLOW_TYPE: return HM_WHO_IR * 4 + HM_HOW_TYPED;
    case TEV_ALLOC_JIT_FAST: return HM_WHO_JIT * 4 + HM_HOW_FAST;
    case TEV_ALLOC_JIT_SLOW: return HM_WHO_JIT * 4 + HM_HOW_SLOW;
    case TEV_ALLOC_JIT_NORMAL: return HM_WHO_JIT * 4 + HM_HOW_NORMAL;
    case TEV_ALLOC_JIT_SLOW_TYPE: return HM_WHO_JIT * 4 + HM_HOW_TYPED;
    default: return 0;
    }
}

/* Applies one record; false with why. *size: the object size of allocations and moves. */
static bool apply(TraceReplay *r, uint32_t tid, const TraceEvent *ev, uint64_t *size, char *why, size_t n) {
    HeapModel *h = &r->heap;
    const uint64_t align = r->events.info.align;
    bool ok = true;
    uint32_t type;
    *size = 0;
    h->mode = trace_replay_alloc_mode(ev->id);
    bool done;   /* sync events of rotated traces (trace_rotate_replay.c) */
    if (!trace_sync_apply(r, tid, ev, size, why, n, &done)) return false;
    if (done) return true;
    switch (ev->id) {
    case TEV_NOP: break;
    case TEV_MARK:
        if (ev->u.MARK.kind == TRACE_MARK_EXIT || ev->u.MARK.kind == TRACE_MARK_SIGNAL) r->ended = true;
        break;
    case TEV_GC_START: ok = hm_gc_start(h, ev->u.GC_START.gc, ev->u.GC_START.major, ev->u.GC_START.base); break;
    case TEV_GC_END:
        if (ev->u.GC_END.gc != h->gc) {
            snprintf(why, n, "GC_END of GC %u inside GC %u", ev->u.GC_END.gc, h->gc);
            return false;
        }
        ok = hm_gc_end(h, ev->u.GC_END.flags & 1);
        break;
    case TEV_GC_INFO: ok = hm_gc_info(h, ev->u.GC_INFO.space); break;
    case TEV_GC_FAILED: ok = hm_gc_failed(h, ev->u.GC_FAILED.space); break;
    case TEV_SPACE_CREATE:
        ok = hm_space_create(h, ev->u.SPACE_CREATE.space, ev->u.SPACE_CREATE.start, ev->u.SPACE_CREATE.end);
        break;
    case TEV_SPACE_ALLOCATE: ok = hm_space_allocate(h, ev->u.SPACE_ALLOCATE.space, ev->u.SPACE_ALLOCATE.type); break;
    case TEV_SPACE_RELEASE: ok = hm_space_release(h, ev->u.SPACE_RELEASE.space); break;
    case TEV_SPACE_REDEFINE:
        ok = hm_space_redefine(h, ev->u.SPACE_REDEFINE.space, ev->u.SPACE_REDEFINE.start, ev->u.SPACE_REDEFINE.end);
        break;
    case TEV_SPACE_DESTROY: ok = hm_space_destroy(h, ev->u.SPACE_DESTROY.space); break;
    case TEV_THREAD_ALIVE:
    case TEV_THREAD_DEATH: break;
    case TEV_TLAB_ALLOC: ok = hm_tlab(h, tid, ev->u.TLAB_ALLOC.start, ev->u.TLAB_ALLOC.size); break;
    case TEV_PLAB_ALLOC:
        ok = hm_plab(h, tid, ev->u.PLAB_ALLOC.slot, ev->u.PLAB_ALLOC.start, ev->u.PLAB_ALLOC.size);
        break;
#define FAST_(NAME)                                                                              \
    case TEV_##NAME:                                                                             \
        if (!trace_shape(r, &r->shapes, NULL, ev->u.NAME.site, ev->u.NAME.len, &type, size, why, n)) return false; \
        ok = hm_alloc_lab(h, tid, *size, type, ev->u.NAME.site, ev->u.NAME.len);                 \
        break;
#define ADDR_(NAME)                                                                              \
    case TEV_##NAME:                                                                             \
        if (!trace_shape(r, &r->shapes, NULL, ev->u.NAME.site, ev->u.NAME.len, &type, size, why, n)) return false; \
        ok = hm_alloc_at(h, tid, ev->u.NAME.addr, *size, type, ev->u.NAME.site, ev->u.NAME.len);  \
        break;
#define TYPED_(NAME)                                                                                           \
    case TEV_##NAME:                                                                                           \
        *size = (uint64_t)ev->u.NAME.units * align;                                                            \
        ok = (ev->u.NAME.site == TRACE_SITE_FILLER ? hm_filler_at : hm_alloc_at)(h, tid, ev->u.NAME.addr, *size, \
                                                                                  ev->u.NAME.type,              \
                                                                                  ev->u.NAME.site, ev->u.NAME.len); \
        break;
        TRACE_ALLOC_RECORDS(FAST_, ADDR_, TYPED_)
#undef FAST_
#undef ADDR_
#undef TYPED_
    case TEV_MOVE_SLOW: ok = hm_move(h, ev->u.MOVE_SLOW.from, ev->u.MOVE_SLOW.to); break;
    case TEV_MOVE_FAST_WIDE: ok = hm_move_plab(h, tid, ev->u.MOVE_FAST_WIDE.slot, ev->u.MOVE_FAST_WIDE.from); break;
    case TEV_MOVE_FAST:
        ok = hm_move_plab(h, tid, ev->u.MOVE_FAST.slot, h->base + (uint64_t)((int64_t)ev->u.MOVE_FAST.rel * (int64_t)align));
        break;
    case TEV_MOVE_FAST_NARROW:
        ok = hm_move_plab(h, tid, ev->u.MOVE_FAST_NARROW.slot,
                          h->base + (uint64_t)((int64_t)ev->u.MOVE_FAST_NARROW.rel * (int64_t)align));
        break;
    case TEV_MOVE_REGION: ok = hm_region(h, ev->u.MOVE_REGION.from, ev->u.MOVE_REGION.to, ev->u.MOVE_REGION.count); break;
    case TEV_KEEP_ALIVE: ok = hm_keep(h, ev->u.KEEP_ALIVE.addr); break;
    /* -Xtrace:pointers (heap_pointers.c reads the pointers) */
    case TEV_MOVE_SLOW_PTRS: ok = hm_move(h, ev->u.MOVE_SLOW_PTRS.from, ev->u.MOVE_SLOW_PTRS.to); break;
    case TEV_MOVE_FAST_WIDE_PTRS:
        ok = hm_move_plab(h, tid, ev->u.MOVE_FAST_WIDE_PTRS.slot, ev->u.MOVE_FAST_WIDE_PTRS.from);
        break;
    case TEV_MOVE_FAST_PTRS:
        ok = hm_move_plab(h, tid, ev->u.MOVE_FAST_PTRS.slot,
                          h->base + (uint64_t)((int64_t)ev->u.MOVE_FAST_PTRS.rel * (int64_t)align));
        break;
    case TEV_OBJ_PTRS:
    case TEV_MORE_PTRS:
    case TEV_ROOTS: break;
    default: {
        const TraceEventDesc *d = trace_event_desc(ev->id);
        snprintf(why, n, "record %s does not belong in an events file", d ? d->name : "?");
        return false;
    }
    }
    if (!ok) snprintf(why, n, "%s", h->err);
    return ok;
}

/* The frequent records (allocations in a TLAB, PLAB moves) of a model that holds the whole
 * heap, decoded and applied directly. Returns the record's size in words with *ev decoded, or
 * 0 when it is not one of them (or is truncated): then the generic path takes it. */
static inline __attribute__((always_inline)) size_t apply_fast(TraceReplay *r, uint32_t tid, const uint32_t *w,
                                                              size_t avail, TraceEvent *ev, uint64_t *size, bool *ok,
                                                              char *why, size_t n) {
    HeapModel *h = &r->heap;
    uint8_t id = (uint8_t)(w[0] >> 24);
    size_t k;
    uint32_t type;
    switch (id) {
    case TEV_ALLOC_IR_FAST:
    case TEV_ALLOC_JIT_FAST:
    case TEV_ALLOC_VM_FAST: {
        /* the three records share one layout */
        TraceEv_ALLOC_IR_FAST *e = &ev->u.ALLOC_IR_FAST;
        if ((k = trace_dec_ALLOC_IR_FAST(w, avail, e)) == 0) return 0;
        ev->id = id;
        h->mode = trace_replay_alloc_mode(id);
        *ok = trace_shape(r, &r->shapes, NULL, e->site, e->len, &type, size, why, n);
        if (*ok && !(*ok = hm_alloc_lab(h, tid, *size, type, e->site, e->len))) snprintf(why, n, "%s", h->err);
        return k;
    }
    case TEV_MOVE_FAST: {
        TraceEv_MOVE_FAST *e = &ev->u.MOVE_FAST;
        if ((k = trace_dec_MOVE_FAST(w, avail, e)) == 0) return 0;
        ev->id = id;
        h->mode = 0;
        *size = 0;
        *ok = hm_move_plab(h, tid, e->slot, h->base + (uint64_t)((int64_t)e->rel * (int64_t)r->events.info.align));
        if (!*ok) snprintf(why, n, "%s", h->err);
        return k;
    }
    case TEV_MOVE_FAST_NARROW: {
        TraceEv_MOVE_FAST_NARROW *e = &ev->u.MOVE_FAST_NARROW;
        if ((k = trace_dec_MOVE_FAST_NARROW(w, avail, e)) == 0) return 0;
        ev->id = id;
        h->mode = 0;
        *size = 0;
        *ok = hm_move_plab(h, tid, e->slot, h->base + (uint64_t)((int64_t)e->rel * (int64_t)r->events.info.align));
        if (!*ok) snprintf(why, n, "%s", h->err);
        return k;
    }
    default: return 0;
    }
}

/* Whether records other than the rotation's may skip trace_sync_apply: the model holds the
 * whole heap and no new part of a rotated file began. */
static bool sync_idle(const TraceReplay *r) {
    return r->sync.started && r->sync.whole && !r->sync.in_sync_gc && (!r->events.parts || r->events.part == r->sync.part);
}

/* Applies the record at c of fr (on the direct path when *fast; *generic: it was not) and
 * calls the hooks: false with r->err on an error (r->stop: the caller returns after it). */
static inline __attribute__((always_inline)) bool step(TraceReplay *r, const TraceFrameView *fr, TraceCursor *c,
                                                       bool *fast, bool *generic) {
    TraceEvent ev;
    size_t off;
    char why[1024], err[2048];
    uint64_t size;
    bool ok;
    size_t k = *fast ? apply_fast(r, fr->thread, fr->words + c->i, fr->nwords - c->i, &ev, &size, &ok, why, sizeof why) : 0;
    if (k) {
        off = fr->offset + c->i * 4;
        c->i += k;
    } else {
        if (trace_next_event(c, &ev, &off, err, sizeof err) != 1) {
            snprintf(r->err, sizeof r->err, "%s: %s", r->events.path, err);
            return false;
        }
        ok = apply(r, fr->thread, &ev, &size, why, sizeof why);
        *fast = sync_idle(r);
        *generic = true;
    }
    if (ok && r->heap.ptrs) ok = hp_event(&r->heap, fr->thread, &ev, r->events.info.align, why, sizeof why);
    if (!ok) {
        trace_replay_fail(r, off, ev.id, fr->thread, why);
        return false;
    }
    if (r->hooks.event) r->hooks.event(r->hooks.ctx, r, fr->thread, &ev, size);
    if ((ev.id == TEV_GC_START || ev.id == TEV_GC_END || ev.id == TEV_MARK) && r->hooks.phase && trace_sync_ready(r) &&
        !r->hooks.phase(r->hooks.ctx, r, &ev))
        return false;
    return true;
}

void trace_replay_fail(TraceReplay *r, size_t offset, uint8_t id, uint32_t thread, const char *why) {
    const TraceEventDesc *d = trace_event_desc(id);
    snprintf(r->err, sizeof r->err, "%s: offset %zu (%s, thread %u): %s", r->events.path, offset, d ? d->name : "?",
             thread, why);
}

bool trace_replay_steps(TraceReplay *r, const TraceFrameView *fr, TraceCursor *c) {
    bool fast = sync_idle(r), generic = false;
    while (c->i < fr->nwords && !generic) {
        if (!step(r, fr, c, &fast, &generic)) return false;
        if (r->stop) return true;
    }
    return true;
}

bool trace_replay_in_order(const TraceReplay *r) {
    return !sync_idle(r) || r->heap.in_gc || (r->hooks.in_order && r->hooks.in_order(r->hooks.ctx, (TraceReplay *)r));
}

/* Whether the parallel replay may take the trace: jobs, no pointer state (its records need
 * file order), not rotated (synchronization points rebuild the heap), and an event hook, if
 * any, with a parallel form. */
static bool parallel(const TraceReplay *r) {
    return r->jobs > 1 && !r->heap.ptrs && !r->events.parts && (!r->hooks.event || r->hooks.event_par);
}

bool trace_replay_run(TraceReplay *r) {
    if (parallel(r)) return trace_replay_run_parallel(r);
    TraceFrameView fr;
    char err[2048];
    int rc;
    while ((rc = trace_file_next(&r->events, &fr, err, sizeof err)) == TRACE_READ_OK) {
        TraceCursor c = {&fr, 0};
        bool fast = sync_idle(r), generic = false;
        while (c.i < fr.nwords) {
            if (!step(r, &fr, &c, &fast, &generic)) return false;
            if (r->stop) return true;
        }
    }
    return trace_replay_end(r, rc, err);
}

bool trace_replay_end(TraceReplay *r, int rc, const char *err) {
    if (rc == TRACE_READ_ERROR) {
        snprintf(r->err, sizeof r->err, "%s", err);
        return false;
    }
    if (rc == TRACE_READ_TRUNCATED) {
        r->truncated = true;
        snprintf(r->note, sizeof r->note, "%s", err);
    }
    return true;
}
