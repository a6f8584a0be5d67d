/* safepoint.c: the stop-the-world protocol.
 *
 * Each thread has a safepoint state, THREAD_RUNNING or THREAD_SAFE (vm/thread.h). A thread
 * changes its own state with sequentially consistent atomics and checks safepoint_requested
 * afterwards; the collector sets safepoint_requested and then checks the states (Dekker
 * style), so either the collector sees a thread SAFE or the thread sees the request:
 *   - thread_block_begin: state = SAFE; if a safepoint is requested, wake the collector.
 *   - thread_block_end: state = RUNNING; if a safepoint is requested meanwhile, go back to
 *     SAFE, wake the collector and wait on resume_cv until the safepoint ends; repeat.
 *   - safepoint_block (the poll's slow path) is a block_begin/end pair.
 * Collections are serialized by gc_lock, which a thread acquires while SAFE, so a thread
 * waiting to collect never holds up the collection in progress. The waits and wake-ups go
 * through sp_lock with stopped_cv (a thread became safe or left) and resume_cv (the safepoint
 * ended). Lock order: gc_lock -> sp_lock -> thread list lock. */
#include "safepoint.h"

#include <errno.h>
#include <pthread.h>
#include <time.h>

atomic_bool safepoint_requested;

static pthread_mutex_t gc_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t sp_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t stopped_cv = PTHREAD_COND_INITIALIZER;
static pthread_cond_t resume_cv = PTHREAD_COND_INITIALIZER;
static _Atomic(Thread *) sp_owner;     /* the thread holding the world stopped */
static int sp_nesting;                 /* nested begins by sp_owner (only it touches this) */
static _Atomic uint64_t epoch;         /* completed safepoints */

uint64_t safepoint_epoch(void) { return atomic_load(&epoch); }

void thread_block_begin(Thread *t) {
    if (t->block_depth++ > 0) return;
    atomic_store(&t->sp_state, THREAD_SAFE);
    if (atomic_load(&safepoint_requested)) {
        pthread_mutex_lock(&sp_lock);
        pthread_cond_broadcast(&stopped_cv);
        pthread_mutex_unlock(&sp_lock);
    }
}

void thread_block_end(Thread *t) {
    if (--t->block_depth > 0) return;
    for (;;) {
        atomic_store(&t->sp_state, THREAD_RUNNING);
        if (!atomic_load(&safepoint_requested) || atomic_load(&sp_owner) == t) return;
        /* A safepoint is starting or running: stay safe until it is over. */
        atomic_store(&t->sp_state, THREAD_SAFE);
        pthread_mutex_lock(&sp_lock);
        pthread_cond_broadcast(&stopped_cv);
        while (atomic_load(&safepoint_requested) && atomic_load(&sp_owner) != t)
            pthread_cond_wait(&resume_cv, &sp_lock);
        pthread_mutex_unlock(&sp_lock);
    }
}

void safepoint_block(Thread *t) {
    if (atomic_load(&sp_owner) == t) return;
    thread_block_begin(t);
    thread_block_end(t);
}

void safepoint_thread_exited(void) {
    if (!atomic_load(&safepoint_requested)) return;
    pthread_mutex_lock(&sp_lock);
    pthread_cond_broadcast(&stopped_cv);
    pthread_mutex_unlock(&sp_lock);
}

/* Takes gc_lock, counting as stopped while waiting for it. */
static void lock_gc(Thread *t) {
    thread_block_begin(t);
    pthread_mutex_lock(&gc_lock);
    /* No safepoint runs now (only gc_lock's holder requests one): this does not wait. */
    thread_block_end(t);
}

static bool others_safe(Thread *t) {
    bool all = true;
    thread_list_lock();
    for (Thread *x = thread_list_head(); x; x = x->next)
        if (x != t && atomic_load(&x->sp_state) != THREAD_SAFE) {
            all = false;
            break;
        }
    thread_list_unlock();
    return all;
}

static void stop_others(Thread *t) {
    pthread_mutex_lock(&sp_lock);
    atomic_store(&sp_owner, t);
    atomic_store(&safepoint_requested, true);
    while (!others_safe(t)) pthread_cond_wait(&stopped_cv, &sp_lock);
    pthread_mutex_unlock(&sp_lock);
}

void safepoint_begin(Thread *t) {
    if (atomic_load(&sp_owner) == t) {
        sp_nesting++;
        return;
    }
    lock_gc(t);
    stop_others(t);
}

bool safepoint_begin_unless(Thread *t, uint64_t seen) {
    if (atomic_load(&sp_owner) == t) {
        sp_nesting++;
        return true;
    }
    lock_gc(t);
    if (atomic_load(&epoch) != seen) {
        pthread_mutex_unlock(&gc_lock);
        return false;
    }
    stop_others(t);
    return true;
}

void safepoint_end(Thread *t) {
    (void)t;
    if (sp_nesting > 0) {
        sp_nesting--;
        return;
    }
    pthread_mutex_lock(&sp_lock);
    atomic_fetch_add(&epoch, 1);
    atomic_store(&sp_owner, NULL);
    atomic_store(&safepoint_requested, false);
    pthread_cond_broadcast(&resume_cv);
    pthread_mutex_unlock(&sp_lock);
    pthread_mutex_unlock(&gc_lock);
}

/* The exit path does not need a consistent heap, only quiet threads: it waits a bounded time
 * for them, so that a thread stuck in a native call that does not count as blocked (it should
 * use thread_block_begin/end) cannot keep the process from exiting. */
void safepoint_stop_forever(Thread *t) {
    if (atomic_load(&sp_owner) == t) return;
    lock_gc(t);
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 2;
    pthread_mutex_lock(&sp_lock);
    atomic_store(&sp_owner, t);
    atomic_store(&safepoint_requested, true);
    while (!others_safe(t))
        if (pthread_cond_timedwait(&stopped_cv, &sp_lock, &deadline) == ETIMEDOUT) break;
    pthread_mutex_unlock(&sp_lock);
}
