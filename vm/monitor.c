/* monitor.c: Java monitors.
 *
 * Thin locks: an unlocked object has 0 in the lock bits of its mark word; a thin-locked one
 * has its owner's thread id (bits 23:12) and recursion count (11:8), set and cleared by CAS.
 *
 * Inflation: when a thread finds a thin lock held by another thread, when the owner waits, or
 * when the recursion count would overflow, a monitor is installed by CAS in place of the thin
 * lock: MARK_INFLATED plus the monitor's index. The new monitor takes over the thin lock's
 * owner id and count, so a contender can inflate a lock that another thread holds; the owner
 * finds the monitor when it next enters or exits. A monitor is a small mutex `mu` guarding the
 * Java-level owner and count, the number of blocked entrants, the wait set and two condition
 * variables; `mu` is only held briefly and never across a safepoint, while blocking (entry
 * contention, wait) happens as a thread_block_begin/end safe region on the condition
 * variables. The object is not touched while blocked: it may move.
 *
 * Deflation: when the last owner releases a monitor that has no entrants and no waiters, it
 * restores an unlocked thin lock (under mu) and frees the index. A thread that read an index
 * from a mark word therefore re-checks, with mu held, that the object's mark still names that
 * monitor, and starts over if not. Monitor memory is never freed, so a stale index is safe.
 *
 * Exhaustion: the mark word has room for 65535 monitor indices. When all are in use (a thread
 * holding that many objects each locked more than 15 times, as deep recursion can), a thread
 * that must inflate cannot: entering a lock held by another thread waits for it thin (sleeping
 * in a safe region), while a recursion past the thin count and Object.wait throw
 * OutOfMemoryError, which the JVMS allows at any point; nothing is locked by the failed step.
 *
 * Lock order: thread list lock -> monitor mu -> safepoint lock; mu -> table_lock. */
#include "monitor.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "../gc/safepoint.h"
#include "exceptions.h"
#include "vm.h"

typedef struct WaitNode {
    struct WaitNode *next;
    Thread *thread;
    bool notified;
} WaitNode;

typedef struct Monitor {
    pthread_mutex_t mu;
    pthread_cond_t enter_cv;     /* entrants (and notified waiters) wait for owner == 0 */
    pthread_cond_t wait_cv;      /* the wait set (CLOCK_MONOTONIC) */
    _Atomic int32_t owner;       /* owner's thread id, 0 if free; written under mu */
    uint32_t count;              /* recursion count of the owner */
    uint32_t nentry;             /* threads blocked entering (incl. waiters re-entering) */
    uint32_t nwait;              /* threads inside monitor_wait */
    WaitNode *whead, *wtail;     /* the wait set, FIFO */
    uint32_t next_free;          /* free list link (under table_lock) */
} Monitor;

#define CHUNK 4096
#define MAX_INDEX ((uint32_t)(MARK_MONITOR_MASK >> MARK_MONITOR_SHIFT))
static _Atomic(Monitor *) chunks[MAX_INDEX / CHUNK + 1];
static uint32_t next_index = 1;     /* index 0 is never used */
static uint32_t free_head;          /* free list of indices, 0-terminated */
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;

#define THIN_OWNER_SHIFT 4
#define THIN_COUNT_MASK 0xFu

static inline Monitor *monitor_at(uint32_t idx) {
    return &atomic_load_explicit(&chunks[idx / CHUNK], memory_order_acquire)[idx % CHUNK];
}

/* A free monitor index, 0 when all MAX_INDEX are in use. */
static uint32_t monitor_alloc(void) {
    pthread_mutex_lock(&table_lock);
    uint32_t idx = free_head;
    if (idx) {
        free_head = monitor_at(idx)->next_free;
        pthread_mutex_unlock(&table_lock);
        return idx;
    }
    if (next_index > MAX_INDEX) {
        pthread_mutex_unlock(&table_lock);
        return 0;
    }
    idx = next_index++;
    Monitor *chunk = atomic_load_explicit(&chunks[idx / CHUNK], memory_order_relaxed);
    if (!chunk) {
        chunk = calloc(CHUNK, sizeof(Monitor));
        if (!chunk) vm_fatal("out of native memory");
        pthread_condattr_t ca;
        pthread_condattr_init(&ca);
        pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
        for (unsigned i = 0; i < CHUNK; i++) {
            pthread_mutex_init(&chunk[i].mu, NULL);
            pthread_cond_init(&chunk[i].enter_cv, NULL);
            pthread_cond_init(&chunk[i].wait_cv, &ca);
        }
        pthread_condattr_destroy(&ca);
        atomic_store_explicit(&chunks[idx / CHUNK], chunk, memory_order_release);
    }
    pthread_mutex_unlock(&table_lock);
    return idx;
}

static void monitor_free(uint32_t idx) {
    pthread_mutex_lock(&table_lock);
    monitor_at(idx)->next_free = free_head;
    free_head = idx;
    pthread_mutex_unlock(&table_lock);
}

static inline _Atomic uintptr_t *mark_of(Object *o) { return (_Atomic uintptr_t *)&o->mark; }
static inline uint32_t lock_bits(uintptr_t m) { return (uint32_t)((m & MARK_MONITOR_MASK) >> MARK_MONITOR_SHIFT); }
static inline uintptr_t with_lock_bits(uintptr_t m, uint32_t bits) {
    return (m & ~MARK_MONITOR_MASK) | ((uintptr_t)bits << MARK_MONITOR_SHIFT);
}
static inline uint32_t thin_owner(uint32_t bits) { return bits >> THIN_OWNER_SHIFT; }

/* Does o's mark word (still) name monitor idx? */
static inline bool bound(Object *o, uint32_t idx) {
    uintptr_t m = atomic_load(mark_of(o));
    return (m & MARK_INFLATED) && lock_bits(m) == idx;
}

/* Replaces the thin lock in mark word m (as read from o) with a new monitor that takes over
 * its owner and count; done, or the mark word changed meanwhile (read it again). False, with
 * nothing changed, when every monitor index is in use. */
static bool try_inflate(Object *o, uintptr_t m) {
    uint32_t bits = lock_bits(m);
    uint32_t idx = monitor_alloc();
    if (!idx) return false;
    Monitor *mon = monitor_at(idx);
    pthread_mutex_lock(&mon->mu);
    atomic_store_explicit(&mon->owner, bits ? (int32_t)thin_owner(bits) : 0, memory_order_relaxed);
    mon->count = bits & THIN_COUNT_MASK;
    mon->nentry = mon->nwait = 0;
    mon->whead = mon->wtail = NULL;
    bool ok = atomic_compare_exchange_strong(mark_of(o), &m, with_lock_bits(m, idx) | MARK_INFLATED);
    pthread_mutex_unlock(&mon->mu);
    if (!ok) monitor_free(idx);
    return true;
}

static bool no_monitor_left(Thread *t) {
    char msg[96];
    snprintf(msg, sizeof msg, "too many inflated monitors (%u)", (unsigned)MAX_INDEX);
    throw_new(t, "java/lang/OutOfMemoryError", msg);
    return false;
}

/* Sleeps 0.1 ms in a safe region, blocked on o's lock without a monitor (none is left);
 * returns o, which may have moved meanwhile. */
static Object *pause_blocked(Thread *t, Object *o) {
    HandleMark hm = handle_mark(t);
    Handle h = handle_new(t, o);
    int js = atomic_exchange(&t->jstate, JSTATE_BLOCKED);
    thread_block_begin(t);
    struct timespec ts = {0, 100000};
    nanosleep(&ts, NULL);
    thread_block_end(t);
    atomic_store(&t->jstate, js);
    o = *h;
    handle_release(t, hm);
    return o;
}

/* Enters inflated monitor idx of o. False if idx no longer belongs to o (start over). */
static bool enter_inflated(Thread *t, Object *o, uint32_t idx) {
    Monitor *mon = monitor_at(idx);
    pthread_mutex_lock(&mon->mu);
    if (!bound(o, idx)) {
        pthread_mutex_unlock(&mon->mu);
        return false;
    }
    int32_t own = atomic_load_explicit(&mon->owner, memory_order_relaxed);
    if (own == 0 || own == t->id) {
        if (own == 0) {
            atomic_store_explicit(&mon->owner, t->id, memory_order_relaxed);
            mon->count = 1;
        } else {
            mon->count++;
        }
        pthread_mutex_unlock(&mon->mu);
        return true;
    }
    /* Contended: block. As an entrant the monitor stays bound to o, which may now move. */
    mon->nentry++;
    pthread_mutex_unlock(&mon->mu);
    int js = atomic_exchange(&t->jstate, JSTATE_BLOCKED);
    thread_block_begin(t);
    pthread_mutex_lock(&mon->mu);
    while (atomic_load_explicit(&mon->owner, memory_order_relaxed) != 0) pthread_cond_wait(&mon->enter_cv, &mon->mu);
    atomic_store_explicit(&mon->owner, t->id, memory_order_relaxed);
    mon->count = 1;
    mon->nentry--;
    pthread_mutex_unlock(&mon->mu);
    thread_block_end(t);
    atomic_store(&t->jstate, js);
    return true;
}

bool monitor_enter(Thread *t, Object *o) {
    uint32_t me = (uint32_t)t->id << THIN_OWNER_SHIFT;
    for (;;) {
        uintptr_t m = atomic_load(mark_of(o));
        uint32_t bits = lock_bits(m);
        if (m & MARK_INFLATED) {
            if (enter_inflated(t, o, bits)) return true;
        } else if (bits == 0) {
            if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, me | 1))) return true;
        } else if ((bits & ~THIN_COUNT_MASK) == me) {
            if ((bits & THIN_COUNT_MASK) != THIN_COUNT_MASK) {
                if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, bits + 1))) return true;
            } else if (!try_inflate(o, m)) {   /* else count++ on the monitor */
                return no_monitor_left(t);
            }
        } else if (!try_inflate(o, m)) {   /* owned by another thread: inflate, then block on it */
            o = pause_blocked(t, o);       /* no monitor left: try again after a while */
        }
    }
}

static bool not_owner(Thread *t) {
    throw_new(t, "java/lang/IllegalMonitorStateException", "current thread is not owner");
    return false;
}

/* Restores an unlocked thin lock in place of monitor idx (mu held, monitor idle). */
static void deflate(Object *o, uint32_t idx) {
    uintptr_t m = atomic_load(mark_of(o));
    while ((m & MARK_INFLATED) && lock_bits(m) == idx)
        if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, 0) & ~MARK_INFLATED)) return;
}

bool monitor_exit(Thread *t, Object *o) {
    uint32_t me = (uint32_t)t->id << THIN_OWNER_SHIFT;
    for (;;) {
        uintptr_t m = atomic_load(mark_of(o));
        uint32_t bits = lock_bits(m);
        if (m & MARK_INFLATED) {
            Monitor *mon = monitor_at(bits);
            pthread_mutex_lock(&mon->mu);
            if (!bound(o, bits)) {
                pthread_mutex_unlock(&mon->mu);
                continue;
            }
            if (atomic_load_explicit(&mon->owner, memory_order_relaxed) != t->id) {
                pthread_mutex_unlock(&mon->mu);
                return not_owner(t);
            }
            bool freed = false;
            if (--mon->count == 0) {
                atomic_store_explicit(&mon->owner, 0, memory_order_relaxed);
                if (mon->nentry) {
                    pthread_cond_signal(&mon->enter_cv);
                } else if (mon->nwait == 0) {
                    deflate(o, bits);
                    freed = true;
                }
            }
            pthread_mutex_unlock(&mon->mu);
            if (freed) monitor_free(bits);
            return true;
        }
        if (bits == 0 || (bits & ~THIN_COUNT_MASK) != me) return not_owner(t);
        uint32_t nb = (bits & THIN_COUNT_MASK) == 1 ? 0 : bits - 1;
        if (atomic_compare_exchange_weak(mark_of(o), &m, with_lock_bits(m, nb))) return true;
    }
}

bool monitor_owns(Thread *t, Object *o) {
    for (;;) {
        uintptr_t m = atomic_load(mark_of(o));
        uint32_t bits = lock_bits(m);
        if (!(m & MARK_INFLATED)) return bits && thin_owner(bits) == (uint32_t)t->id;
        /* Under mu, and only if the monitor still belongs to o (it may be deflated and reused). */
        Monitor *mon = monitor_at(bits);
        pthread_mutex_lock(&mon->mu);
        bool ok = bound(o, bits);
        bool own = ok && atomic_load_explicit(&mon->owner, memory_order_relaxed) == t->id;
        pthread_mutex_unlock(&mon->mu);
        if (ok) return own;
    }
}

/* The monitor of an object whose lock t owns, inflating a thin lock; 0 when no monitor index
 * is left. */
static uint32_t inflate_owned(Object *o) {
    for (;;) {
        uintptr_t m = atomic_load(mark_of(o));
        if (m & MARK_INFLATED) return lock_bits(m);
        if (!try_inflate(o, m)) return 0;
    }
}

static void unlink_waiter(Monitor *mon, WaitNode *n) {
    WaitNode *prev = NULL;
    for (WaitNode *w = mon->whead; w; prev = w, w = w->next) {
        if (w != n) continue;
        if (prev) prev->next = w->next;
        else mon->whead = w->next;
        if (mon->wtail == w) mon->wtail = prev;
        return;
    }
}

bool monitor_wait(Thread *t, Object *o, jlong millis) {
    if (!monitor_owns(t, o)) return not_owner(t);
    if (millis < 0) {
        throw_new(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        return false;
    }
    if (thread_take_interrupt(t)) {
        throw_new(t, "java/lang/InterruptedException", NULL);
        return false;
    }
    uint32_t idx = inflate_owned(o);   /* we own it: nobody else deflates it */
    if (!idx) return no_monitor_left(t);
    Monitor *mon = monitor_at(idx);
    WaitNode node = {NULL, t, false};

    pthread_mutex_lock(&mon->mu);
    uint32_t saved = mon->count;
    if (mon->wtail) mon->wtail->next = &node;
    else mon->whead = &node;
    mon->wtail = &node;
    mon->nwait++;
    mon->count = 0;
    atomic_store_explicit(&mon->owner, 0, memory_order_relaxed);
    if (mon->nentry) pthread_cond_signal(&mon->enter_cv);
    atomic_store(&t->waiting_monitor, (void *)mon);
    pthread_mutex_unlock(&mon->mu);

    /* From here on o is not touched: it may move while we wait. */
    struct timespec deadline = millis ? thread_deadline(millis, 0) : (struct timespec){0, 0};
    int js = atomic_exchange(&t->jstate, millis ? JSTATE_TIMED_WAITING : JSTATE_WAITING);
    thread_block_begin(t);
    pthread_mutex_lock(&mon->mu);
    bool interrupted = false;
    while (!node.notified) {
        if (atomic_load(&t->interrupted)) {
            interrupted = true;
            break;
        }
        if (millis) {
            if (pthread_cond_timedwait(&mon->wait_cv, &mon->mu, &deadline) == ETIMEDOUT) break;
        } else {
            pthread_cond_wait(&mon->wait_cv, &mon->mu);
        }
    }
    if (!node.notified) unlink_waiter(mon, &node);
    atomic_store(&t->waiting_monitor, NULL);
    /* Re-enter. */
    atomic_store(&t->jstate, JSTATE_BLOCKED);
    mon->nentry++;
    while (atomic_load_explicit(&mon->owner, memory_order_relaxed) != 0) pthread_cond_wait(&mon->enter_cv, &mon->mu);
    mon->nentry--;
    atomic_store_explicit(&mon->owner, t->id, memory_order_relaxed);
    mon->count = saved;
    mon->nwait--;
    pthread_mutex_unlock(&mon->mu);
    thread_block_end(t);
    atomic_store(&t->jstate, js);

    if (interrupted) {
        atomic_store(&t->interrupted, false);
        throw_new(t, "java/lang/InterruptedException", NULL);
        return false;
    }
    return true;
}

bool monitor_notify(Thread *t, Object *o, bool all) {
    if (!monitor_owns(t, o)) return not_owner(t);
    uintptr_t m = atomic_load(mark_of(o));
    if (!(m & MARK_INFLATED)) return true;   /* nobody can be waiting on a thin lock */
    Monitor *mon = monitor_at(lock_bits(m));
    pthread_mutex_lock(&mon->mu);
    bool any = false;
    while (mon->whead) {
        WaitNode *w = mon->whead;
        mon->whead = w->next;
        if (!mon->whead) mon->wtail = NULL;
        w->next = NULL;
        w->notified = true;
        any = true;
        if (!all) break;
    }
    if (any) pthread_cond_broadcast(&mon->wait_cv);
    pthread_mutex_unlock(&mon->mu);
    return true;
}

void monitor_interrupt_wakeup(void *p) {
    Monitor *mon = p;
    pthread_mutex_lock(&mon->mu);
    pthread_cond_broadcast(&mon->wait_cv);
    pthread_mutex_unlock(&mon->mu);
}
