/* trace_rotate_replay.c: synchronization points in the replay (see trace_rotate_replay.h). */
#include "trace_rotate_replay.h"

#include <inttypes.h>
#include <stdio.h>

#include "trace_replay.h"

/* Puts a restored object at addr (in the front: the rebuilding GC is under way). Restored
 * objects have thread 0: their allocation is not in the trace. */
static bool place(TraceReplay *r, uint32_t tid, uint64_t addr, uint32_t type, uint64_t size, uint32_t site) {
    HeapModel *h = &r->heap;
    if (!hm_restore_at(h, tid, addr, size, type, site)) return false;
    r->sync.restored++;
    if (site != TRACE_SITE_UNKNOWN) r->sync.restored_sites++;
    return true;
}

/* The destination of a PLAB move: the fill level of the thread's PLAB in slot. */
static bool plab_top(TraceReplay *r, uint32_t tid, uint32_t slot, uint64_t *top, char *why, size_t n) {
    HeapModel *h = &r->heap;
    if (slot > 1 || tid >= h->cthreads || !h->threads[tid].plab[slot].end) {
        snprintf(why, n, "PLAB move by thread %u, which has no PLAB in slot %u", tid, slot);
        return false;
    }
    *top = h->threads[tid].plab[slot].top;
    return true;
}

/* SYNC_OBJ in a trace read from its start: the model must hold that object already. */
static bool check_object(TraceReplay *r, const TraceEv_SYNC_OBJ *e, uint64_t size, char *why, size_t n) {
    HeapModel *h = &r->heap;
    HmObject o;
    if (!hm_find(h, e->addr, &o)) {
        snprintf(why, n, "SYNC_OBJ: no object at 0x%" PRIx64 " in the heap", e->addr);
        return false;
    }
    if (o.size != size || o.type != e->type) {
        snprintf(why, n, "SYNC_OBJ at 0x%" PRIx64 ": type %u, %" PRIu64 " bytes, but the heap has type %u, %" PRIu64 " bytes",
                 e->addr, e->type, size, o.type, o.size);
        return false;
    }
    return true;
}

#define FAIL_MODEL()                          \
    do {                                      \
        snprintf(why, n, "%s", h->err);       \
        return false;                         \
    } while (0)

bool trace_sync_apply(TraceReplay *r, uint32_t tid, const TraceEvent *ev, uint64_t *size, char *why, size_t n,
                      bool *handled) {
    TraceSyncState *s = &r->sync;
    HeapModel *h = &r->heap;
    const uint64_t align = r->events.info.align;
    if (!s->started) {
        s->started = true;
        s->midway = r->events.first_seq > 0;
        s->whole = !s->midway;
        s->rebuilds = s->midway;
    }
    if (r->events.parts && r->events.part != s->part) {
        s->part = r->events.part;
        if (r->events.parts[s->part].fp.flags & 1) {
            s->whole = false;   /* frames were lost before this file */
            s->rebuilds++;
        }
    }
    *handled = true;
    uint64_t to;
    switch (ev->id) {
    case TEV_SPACE_SYNC: {
        const TraceEv_SPACE_SYNC *e = &ev->u.SPACE_SYNC;
        bool known = e->space < HM_MAX_SPACES && h->spaces[e->space].exists;
        if (known ? !hm_space_redefine(h, e->space, e->start, e->end)
                  : !hm_space_create(h, e->space, e->start, e->end) || !hm_space_allocate(h, e->space, e->type))
            FAIL_MODEL();
        return true;
    }
    case TEV_GC_START:
        if (ev->u.GC_START.flags & TRACE_GC_SYNC) {
            s->sync_gcs++;
            if (ev->u.GC_START.flags & TRACE_GC_EMERGENCY) s->emergency_gcs++;
            s->in_sync_gc = true;
            if (!s->whole) {
                hm_clear(h);   /* rebuild from here */
                s->rebuilding = true;
            }
            *handled = false;
            return true;
        }
        *handled = !s->whole;
        return true;
    case TEV_GC_END:
        if (s->in_sync_gc) {
            s->in_sync_gc = false;
            if (s->rebuilding) s->whole = !(ev->u.GC_END.flags & TRACE_GC_FAILED);
            s->rebuilding = false;
            *handled = false;
            return true;
        }
        *handled = !s->whole;
        return true;
    case TEV_MOVE_SLOW_SYNC: {
        const TraceEv_MOVE_SLOW_SYNC *e = &ev->u.MOVE_SLOW_SYNC;
        *size = (uint64_t)e->units * align;
        if (s->rebuilding ? !place(r, tid, e->to, e->type, *size, e->site) : s->whole && !hm_move(h, e->from, e->to))
            FAIL_MODEL();
        return true;
    }
#define PLAB_SYNC_(NAME, FROM)                                                                            \
    case TEV_##NAME: {                                                                                    \
        const TraceEv_##NAME *e = &ev->u.NAME;                                                            \
        *size = (uint64_t)e->units * align;                                                               \
        if (s->rebuilding) {                                                                              \
            if (!plab_top(r, tid, e->slot, &to, why, n)) return false;                                    \
            if (!place(r, tid, to, e->type, *size, e->site)) FAIL_MODEL();                                \
        } else if (s->whole && !hm_move_plab(h, tid, e->slot, (FROM))) {                                  \
            FAIL_MODEL();                                                                                 \
        }                                                                                                 \
        return true;                                                                                      \
    }
        PLAB_SYNC_(MOVE_FAST_WIDE_SYNC, e->from)
        PLAB_SYNC_(MOVE_FAST_SYNC, h->base + (uint64_t)((int64_t)e->rel * (int64_t)align))
        PLAB_SYNC_(MOVE_FAST_NARROW_SYNC, h->base + (uint64_t)((int64_t)e->rel * (int64_t)align))
#undef PLAB_SYNC_
    case TEV_KEEP_ALIVE_SYNC: {
        const TraceEv_KEEP_ALIVE_SYNC *e = &ev->u.KEEP_ALIVE_SYNC;
        *size = (uint64_t)e->units * align;
        if (s->rebuilding ? !place(r, tid, e->addr, e->type, *size, e->site) : s->whole && !hm_keep(h, e->addr))
            FAIL_MODEL();
        return true;
    }
    case TEV_SYNC_OBJ: {
        const TraceEv_SYNC_OBJ *e = &ev->u.SYNC_OBJ;
        *size = (uint64_t)e->units * align;
        if (!h->in_gc) {
            snprintf(why, n, "SYNC_OBJ outside a GC");
            return false;
        }
        if (s->rebuilding) {
            if (!place(r, tid, e->addr, e->type, *size, e->site)) FAIL_MODEL();
        } else if (s->whole && !check_object(r, e, *size, why, n)) {
            return false;
        }
        return true;
    }
    case TEV_NOP:
    case TEV_MARK:
    case TEV_SPACE_CREATE:
    case TEV_SPACE_ALLOCATE:
    case TEV_SPACE_RELEASE:
    case TEV_SPACE_REDEFINE:
    case TEV_SPACE_DESTROY:
    case TEV_THREAD_ALIVE:
    case TEV_THREAD_DEATH: *handled = false; return true;
    default:
        /* Waiting for a synchronization point: the model is rebuilt there. */
        *handled = !s->whole && !s->in_sync_gc;
        return true;
    }
}

bool trace_sync_ready(const TraceReplay *r) { return !r->sync.started || r->sync.whole; }
