/* monitor.c: Java monitors. An uncontended lock is a thin lock in the mark word (owner
 * thread id and recursion count); wait/notify, or a recursion count overflow, inflate it to a
 * monitor (mutex + condition variable) whose index replaces the thin lock. Monitors are never
 * deflated. A thread that finds a thin lock owned by another backs off until it is free. */
#include "monitor.h"

#include <errno.h>
#include <sched.h>
#include <stdlib.h>
#include <time.h>

#include "exceptions.h"
#include "vm.h"

typedef struct Monitor {
    pthread_mutex_t mu;
    pthread_cond_t cv;
    Thread *owner;
    uint32_t count;
} Monitor;

#define CHUNK 4096
static Monitor *chunks[(MARK_MONITOR_MASK >> MARK_MONITOR_SHIFT) / CHUNK + 1];
static uint32_t next_index = 1;
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

#define THIN_OWNER_SHIFT 12
#define THIN_COUNT_MASK 0xFFFu

static Monitor *monitor_at(uint32_t idx) { return &chunks[idx / CHUNK][idx % CHUNK]; }

static uint32_t monitor_new(Thread *owner, uint32_t count) {
    pthread_mutex_lock(&table_lock);
    uint32_t idx = next_index++;
    if (idx > (MARK_MONITOR_MASK >> MARK_MONITOR_SHIFT)) vm_fatal("too many inflated monitors");
    if (!chunks[idx / CHUNK]) {
        chunks[idx / CHUNK] = calloc(CHUNK, sizeof(Monitor));
        if (!chunks[idx / CHUNK]) vm_fatal("out of native memory");
    }
    pthread_mutex_unlock(&table_lock);
    Monitor *m = monitor_at(idx);
    pthread_mutex_init(&m->mu, NULL);
    pthread_cond_init(&m->cv, NULL);
    m->owner = owner;
    m->count = count;
    if (owner) pthread_mutex_lock(&m->mu);
    return idx;
}

static inline _Atomic uintptr_t *mark_of(Object *o) { return (_Atomic uintptr_t *)&o->mark; }
static inline uint32_t lock_bits(uintptr_t m) { return (uint32_t)((m & MARK_MONITOR_MASK) >> MARK_MONITOR_SHIFT); }
static inline uintptr_t with_lock_bits(uintptr_t m, uint32_t bits) {
    return (m & ~MARK_MONITOR_MASK) | ((uintptr_t)bits << MARK_MONITOR_SHIFT);
}

/* The owner inflates its own thin lock (for wait, or a deep recursion). */
static Monitor *inflate_owned(Object *o) {
    uintptr_t m = atomic_load(mark_of(o));
    if (m & MARK_INFLATED) return monitor_at(lock_bits(m));
    uint32_t idx = monitor_new(thread_current, lock_bits(m) & THIN_COUNT_MASK);
    while (!atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, idx) | MARK_INFLATED)) {}
    return monitor_at(idx);
}

static void back_off(unsigned spins) {
    if (spins < 64) sched_yield();
    else {
        struct timespec ts = {0, spins < 1024 ? 10000 : 1000000};
        nanosleep(&ts, NULL);
    }
}

void monitor_enter(Thread *t, Object *o) {
    uint32_t me = (uint32_t)t->id << THIN_OWNER_SHIFT;
    for (unsigned spins = 0;; spins++) {
        uintptr_t m = atomic_load(mark_of(o));
        uint32_t bits = lock_bits(m);
        if (m & MARK_INFLATED) {
            Monitor *mon = monitor_at(bits);
            if (mon->owner == t) {
                mon->count++;
                return;
            }
            pthread_mutex_lock(&mon->mu);
            mon->owner = t;
            mon->count = 1;
            return;
        }
        if (bits == 0) {
            if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, me | 1))) return;
        } else if ((bits & ~THIN_COUNT_MASK) == me) {
            if ((bits & THIN_COUNT_MASK) == THIN_COUNT_MASK) {
                inflate_owned(o)->count++;
                return;
            }
            if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, bits + 1))) return;
        } else {
            back_off(spins);
        }
    }
}

static bool not_owner(Thread *t) {
    throw_new(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return false;
}

bool monitor_exit(Thread *t, Object *o) {
    uint32_t me = (uint32_t)t->id << THIN_OWNER_SHIFT;
    for (;;) {
        uintptr_t m = atomic_load(mark_of(o));
        uint32_t bits = lock_bits(m);
        if (m & MARK_INFLATED) {
            Monitor *mon = monitor_at(bits);
            if (mon->owner != t) return not_owner(t);
            if (--mon->count == 0) {
                mon->owner = NULL;
                pthread_mutex_unlock(&mon->mu);
            }
            return true;
        }
        if (bits == 0 || (bits & ~THIN_COUNT_MASK) != me) return not_owner(t);
        uint32_t nb = (bits & THIN_COUNT_MASK) == 1 ? 0 : bits - 1;
        if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, nb))) return true;
    }
}

static bool owns(Thread *t, Object *o) {
    uintptr_t m = atomic_load(mark_of(o));
    uint32_t bits = lock_bits(m);
    if (m & MARK_INFLATED) return monitor_at(bits)->owner == t;
    return bits && (bits & ~THIN_COUNT_MASK) == ((uint32_t)t->id << THIN_OWNER_SHIFT);
}

bool monitor_wait(Thread *t, Object *o, jlong millis) {
    if (!owns(t, o)) return not_owner(t);
    if (millis < 0) {
        throw_new(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        return false;
    }
    Monitor *mon = inflate_owned(o);
    uint32_t saved = mon->count;
    mon->owner = NULL;
    mon->count = 0;
    if (millis == 0) {
        pthread_cond_wait(&mon->cv, &mon->mu);
    } else {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_sec += millis / 1000;
        ts.tv_nsec += (millis % 1000) * 1000000L;
        if (ts.tv_nsec >= 1000000000L) { ts.tv_sec++; ts.tv_nsec -= 1000000000L; }
        int rc;
        do rc = pthread_cond_timedwait(&mon->cv, &mon->mu, &ts);
        while (rc == EINTR);
    }
    mon->owner = t;
    mon->count = saved;
    return true;
}

bool monitor_notify(Thread *t, Object *o, bool all) {
    if (!owns(t, o)) return not_owner(t);
    uintptr_t m = atomic_load(mark_of(o));
    if (!(m & MARK_INFLATED)) return true;   /* nobody can be waiting on a thin lock */
    Monitor *mon = monitor_at(lock_bits(m));
    if (all) pthread_cond_broadcast(&mon->cv);
    else pthread_cond_signal(&mon->cv);
    return true;
}
