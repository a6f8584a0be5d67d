/* workers.h: the GC's worker threads, and the work lists they share during a closure.
 *
 * gc_workers_run(task, ctx) runs task(id, ctx) on the collecting mutator thread (worker 0)
 * and offers it to workers 1..N-1, pthreads owned by the GC (N = -XX:ParallelGCThreads).
 * Helpers that are still spinning from a previous task join at once; sleeping ones are woken
 * only when the task calls gc_workers_wake (or a work stack overflows, see below), so a
 * small collection never waits for a thread to be scheduled. A helper that arrives after
 * worker 0 has finished skips the task. Every task must therefore be correct with any subset
 * of helpers: work is claimed, never assigned.
 *
 * GcWork distributes gray objects (copied or marked, not yet scanned). Each worker pushes to
 * and pops from its own stack (depth-first, no synchronization). When another worker is idle,
 * a push moves the OLDEST half of the stack (at most GC_WORK_CHUNK items) to a shared pool (a
 * mutex-protected list) where idle workers take it; the oldest items of a depth-first stack
 * are the biggest pieces of work (the subtrees nearest the roots). Helpers that have not
 * joined are woken the same way once a worker has spent GC_WAKE_CPU_NS of its own CPU time in
 * the closure, or twice the recent wake-up latency if that is longer (checked every
 * GC_WORK_WAKE pushes), i.e. when the collection is big enough to be worth their wake-up: a
 * helper that joins must be scheduled again before the closure can end, which on a busy
 * machine costs far more than a small collection. The common path stays
 * a plain array push/pop plus one relaxed load.
 * Whoever wakes the helpers keeps them off its own CPU (an affinity mask): Linux otherwise
 * tends to queue a woken helper on its waker's CPU while another CPU is idle.
 * A worker takes part in a closure after gc_work_join; gc_work_pop returns false when every
 * worker that joined is idle and the pool is empty: the closure is complete (the termination
 * protocol counts idle and joined workers under the pool's mutex). */
#ifndef MINIVM_WORKERS_H
#define MINIVM_WORKERS_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../vm/object.h"

#define GC_MAX_WORKERS 64
#define GC_WORK_CHUNK 128
#define GC_WORK_WAKE 4096          /* pushes between checks of the wake-up rule */
#define GC_WAKE_CPU_NS 2000000     /* a worker's CPU time in a closure before helpers are woken */
#define GC_WAKE_EARLY_NS 500000    /* predicted CPU time of a closure for which they are woken at once */

/* A gray object: slots [begin, end) of a reference array, or the whole object (end == 0).
 * Long arrays are scanned in pieces so that other workers can take the rest. */
typedef struct GcTask {
    Object *obj;
    uint32_t begin, end;
} GcTask;

/* items[bottom, n) are pending; sharing takes from the bottom. */
typedef struct GcWorkStack {
    _Alignas(64) GcTask *items;
    size_t bottom, n, cap;
    size_t pushes;                    /* since the last check of the wake-up rule */
    uint64_t cpu_start_ns;            /* the worker's CPU time when it joined the closure */
} GcWorkStack;

typedef struct GcWorkChunk {
    struct GcWorkChunk *next;
    size_t n;
    GcTask items[GC_WORK_CHUNK];
} GcWorkChunk;

typedef struct GcWork {
    unsigned nworkers;                /* all workers */
    atomic_uint active;               /* workers that joined */
    GcWorkStack stacks[GC_MAX_WORKERS];
    pthread_mutex_t lock;
    pthread_cond_t cond;
    _Atomic(GcWorkChunk *) pool;      /* changed under lock; read atomically while spinning */
    atomic_uint idle;
    atomic_bool done;
} GcWork;

/* Starts the worker threads (n >= 1 includes the caller). */
void gc_workers_init(unsigned n);
unsigned gc_workers_count(void);
void gc_workers_run(void (*task)(unsigned id, void *ctx), void *ctx);
/* From inside a task: wakes the sleeping helpers (once per task; cheap afterwards). */
void gc_workers_wake(void);
/* From inside a task, at its start: wakes the sleeping helpers if the task is predicted to
 * need cpu_ns of CPU time in all, and that is worth their wake-up: at least GC_WAKE_EARLY_NS
 * and twice the recent wake-up latency. */
void gc_workers_wake_for(uint64_t cpu_ns);
/* Asks an idle helper to fill in the page tables of [lo, hi) (page-aligned inward) before
 * the next collection needs them, so that the first writes there (promotions) do not take
 * page faults inside a pause. Replaces any pending range; does nothing without helpers. */
void gc_workers_prefault(void *lo, void *hi);
/* The calling thread's CPU time in nanoseconds. */
uint64_t gc_thread_cpu_ns(void);

void gc_work_init(GcWork *w);
/* Prepares for a new closure: empty stacks and pool, nobody joined. */
void gc_work_reset(GcWork *w);
/* Joins worker id to the closure; false if it is already complete (do nothing then).
 * Worker 0 joins before the task starts, the helpers when they start it. */
bool gc_work_join(GcWork *w, unsigned id);

void gc_work_grow(GcWorkStack *s);
void gc_work_share(GcWork *w, unsigned id);
void gc_work_consider_wake(GcWork *w, unsigned id);
bool gc_work_pop_slow(GcWork *w, unsigned id, GcTask *out);

static inline void gc_work_push(GcWork *w, unsigned id, GcTask t) {
    GcWorkStack *s = &w->stacks[id];
    if (s->n == s->cap) gc_work_grow(s);
    s->items[s->n++] = t;
    if (s->n - s->bottom < 2) return;
    if (atomic_load_explicit(&w->idle, memory_order_relaxed)) gc_work_share(w, id);
    else if (++s->pushes >= GC_WORK_WAKE && atomic_load_explicit(&w->active, memory_order_relaxed) < w->nworkers)
        gc_work_consider_wake(w, id);
}

static inline bool gc_work_pop(GcWork *w, unsigned id, GcTask *out) {
    GcWorkStack *s = &w->stacks[id];
    if (s->n > s->bottom) {
        *out = s->items[--s->n];
        return true;
    }
    return gc_work_pop_slow(w, id, out);
}

#endif
