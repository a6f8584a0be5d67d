/* trace_replay.h: replays a trace directory's events into a HeapModel, in file order,
 * reporting each record and each phase change to the caller (minivm-trace's commands; the
 * analyzer later). Symbols missing from the snapshot are re-read once before an error.
 * With jobs > 1 the records of a mutator phase are applied by worker threads, one recording
 * thread's records in order (replay_parallel.h); the results are those of file order. */
#ifndef MINIVM_TRACE_REPLAY_H
#define MINIVM_TRACE_REPLAY_H

#include <pthread.h>
#include <stdatomic.h>

#include "heap_model.h"
#include "trace_reader.h"
#include "trace_rotate_replay.h"

typedef struct TraceReplay TraceReplay;

/* The allocation records, by how they give an object's size: from the site, placed by a TLAB
 * bump (FAST) or at an address (ADDR); or as units of the heap alignment with a type (TYPED). */
#define TRACE_ALLOC_RECORDS(FAST, ADDR, TYPED)                                                    \
    FAST(ALLOC_IR_FAST) FAST(ALLOC_JIT_FAST) FAST(ALLOC_VM_FAST)                                \
    ADDR(ALLOC_IR_SLOW) ADDR(ALLOC_JIT_SLOW) ADDR(ALLOC_VM_SLOW)                                \
    ADDR(ALLOC_IR_NORMAL) ADDR(ALLOC_JIT_NORMAL) ADDR(ALLOC_VM_NORMAL)                          \
    TYPED(ALLOC_IR_SLOW_TYPE) TYPED(ALLOC_JIT_SLOW_TYPE) TYPED(ALLOC_VM_SLOW_TYPE)

/* The shapes of allocation sites by site id, the allocation records' hot path: a site's
 * objects have type `type` and size base + len * elem, rounded up to the heap alignment.
 * One cache per replaying thread; a reload of the symbols (which may redefine sites) bumps
 * the replay's epoch, and a cache of an older epoch starts over. */
typedef struct TraceShape {
    uint32_t type, base, elem;
    bool known;
} TraceShape;

/* The size of an object of shape s and length len, rounded up to the alignment a. */
static inline uint64_t trace_shape_size(const TraceShape *s, uint32_t len, uint64_t a) {
    return ((uint64_t)s->base + (uint64_t)len * s->elem + a - 1) & ~(a - 1);
}

typedef struct TraceShapeCache {
    TraceShape *v;
    size_t n;
    unsigned epoch;
} TraceShapeCache;

typedef struct TraceReplayHooks {
    void *ctx;
    /* After each record is applied (may be NULL). */
    void (*event)(void *ctx, TraceReplay *r, uint32_t thread, const TraceEvent *ev, uint64_t size);
    /* After GC_START, GC_END (applied to the model) and MARK; false stops the replay with an
     * error (its message in r->err). May be NULL. */
    bool (*phase)(void *ctx, TraceReplay *r, const TraceEvent *ev);
    /* The parallel replay's form of event, for the records worker threads apply (allocations
     * and TLABs of a mutator phase): it adds the record to the worker's accumulator acc
     * (acc_size bytes, zero at the start; obj: the object of an allocation, else NULL);
     * merge, on the replay's thread at each synchronization point, adds acc to ctx's state
     * and zeroes it, worker by worker. event without event_par: the replay is sequential. */
    void (*event_par)(void *ctx, void *acc, uint32_t thread, const TraceEvent *ev, uint64_t size,
                      const HmObject *obj);
    void (*merge)(void *ctx, TraceReplay *r, void *acc);
    size_t acc_size;
    /* After each synchronization point: true when the coming phase needs file order (a stop
     * point inside it). May be NULL. */
    bool (*in_order)(void *ctx, TraceReplay *r);
} TraceReplayHooks;

struct TraceReplay {
    char dir[4096];
    TraceFile events, symbols;
    TraceSymbols sym;
    HeapModel heap;
    TraceReplayHooks hooks;
    int jobs;                   /* threads of the replay; 1: sequential (trace_replay_set_jobs) */
    bool jobs_given;            /* by trace_replay_set_jobs, not the default (a pre-scan may
                                 * lower the default to 1 for a trace of one allocating thread) */
    uint8_t *plain;             /* bit seq: frame seq holds only records a mutator phase queues
                                 * (replay_parallel.h), from a pre-scan; malloc'd, or NULL */
    size_t nplain;              /* bits */
    bool truncated;             /* the events file ends inside a frame */
    bool ended;                 /* a MARK of the VM's exit was seen */
    bool stop;                  /* set by a hook: trace_replay_run returns (true) after this record */
    TraceSyncState sync;        /* a rotated trace's synchronization points (trace_rotate_replay.h) */
    TraceShapeCache shapes;     /* the replay thread's (workers have their own) */
    _Atomic unsigned sym_epoch; /* symbol reloads so far */
    char note[2048];            /* why truncated */
    char err[4096];
};

/* The jobs of the replays opened from now on (minivm-trace --jobs); 0: the online CPUs. */
void trace_replay_set_jobs(int jobs);
bool trace_replay_open(TraceReplay *r, const char *dir, const TraceReplayHooks *hooks);
/* Replays everything. false with r->err on a corrupted trace, an inconsistent event, or a
 * hook's refusal. A truncated end is not an error: r->truncated and r->note say so. */
bool trace_replay_run(TraceReplay *r);
void trace_replay_close(TraceReplay *r);
/* r->err for a record that failed. */
void trace_replay_fail(TraceReplay *r, size_t offset, uint8_t id, uint32_t thread, const char *why);
/* The end of the reading (rc of trace_file_next): false on an error, r->truncated on a cut. */
bool trace_replay_end(TraceReplay *r, int rc, const char *err);

/* ---- for replay_parallel.c ---- */
/* Applies the records from c on and calls the hooks, as trace_replay_run does, up to the end
 * of the frame, r->stop, or a record off the direct path (after which trace_replay_in_order
 * may have changed; c: the next record). false with r->err. */
bool trace_replay_steps(TraceReplay *r, const TraceFrameView *fr, TraceCursor *c);
/* The HM_MODE of an allocation record (who * 4 + how); 0 for other records. */
uint16_t trace_replay_alloc_mode(uint8_t id);
/* Whether the coming records need file order: a GC, a rotated trace's synchronization, a hook's
 * stop point. */
bool trace_replay_in_order(const TraceReplay *r);
/* A site's type and object size for a record of length len, from cache c (the miss path
 * reads the symbols under `lock`, if not NULL); false with a message. */
bool trace_shape_fill(TraceReplay *r, TraceShapeCache *c, pthread_mutex_t *lock, uint32_t site, uint32_t len,
                      uint32_t *type, uint64_t *size, char *why, size_t n);
static inline bool trace_shape(TraceReplay *r, TraceShapeCache *c, pthread_mutex_t *lock, uint32_t site, uint32_t len,
                               uint32_t *type, uint64_t *size, char *why, size_t n) {
    if (site < c->n && c->v[site].known && c->epoch == atomic_load_explicit(&r->sym_epoch, memory_order_relaxed)) {
        *type = c->v[site].type;
        *size = trace_shape_size(&c->v[site], len, r->events.info.align);
        return true;
    }
    return trace_shape_fill(r, c, lock, site, len, type, size, why, n);
}

#endif
