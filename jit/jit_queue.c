/* jit_queue.c: the background compiler thread. It is not a Java thread: it reads methods and
 * classes (never heap objects) and installs code with a release store into Method.jit, so the
 * interpreter keeps running the method until then. Two queues: hot methods (quick tier) first,
 * recompilations with the full tier only when no hot method waits.
 *
 * The quick tier takes the queued method with the highest counter: a method keeps counting
 * while it waits, so the one the program has run most gets its code first. In arrival order,
 * deltablue ran ScaleConstraint.execute 500,000 times in the interpreter while the queue
 * drained. Full-tier requests stay in arrival order (their counters restart at the request). */
#include "jit_queue.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Queue {
    Method **items;   /* in arrival order */
    size_t len, cap;
} Queue;

static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_cv = PTHREAD_COND_INITIALIZER;
static Queue hot, later;
static void (*compile_fn)(Method *m, bool full);
static void (*warm_up_fn)(void);
static bool warm_up_wanted, warmed_up;   /* a warm-up asked for; one ran, or a compilation did */

static Method *queue_remove(Queue *q, size_t i) {
    Method *m = q->items[i];
    memmove(&q->items[i], &q->items[i + 1], (q->len - i - 1) * sizeof *q->items);
    q->len--;
    return m;
}

/* Removes and returns the method with the highest counter (the earliest of equals). */
static Method *queue_pop_hottest(Queue *q) {
    size_t best = 0;
    uint32_t best_count = __atomic_load_n(&q->items[0]->counter, __ATOMIC_RELAXED);
    for (size_t i = 1; i < q->len; i++) {
        uint32_t c = __atomic_load_n(&q->items[i]->counter, __ATOMIC_RELAXED);
        if (c > best_count) best = i, best_count = c;
    }
    return queue_remove(q, best);
}

static void queue_push(Queue *q, Method *m) {
    if (q->len == q->cap) {
        size_t ncap = q->cap ? q->cap * 2 : 256;
        Method **nq = realloc(q->items, ncap * sizeof *nq);
        if (!nq) abort();
        q->items = nq;
        q->cap = ncap;
    }
    q->items[q->len++] = m;
}

static void *compiler_main(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "minivm-jit");
    for (;;) {
        pthread_mutex_lock(&queue_mu);
        while (hot.len == 0 && later.len == 0 && !(warm_up_wanted && !warmed_up))
            pthread_cond_wait(&queue_cv, &queue_mu);
        bool warm = hot.len == 0 && later.len == 0;   /* else the first compilation warms up */
        warmed_up = true;
        if (warm) {
            pthread_mutex_unlock(&queue_mu);
            if (warm_up_fn) warm_up_fn();
            continue;
        }
        bool full = hot.len == 0;
        Method *m = full ? queue_remove(&later, 0) : queue_pop_hottest(&hot);
        pthread_mutex_unlock(&queue_mu);
        compile_fn(m, full);
    }
    return NULL;
}

bool jit_queue_start(void (*compile)(Method *m, bool full), void (*warm_up)(void), char *err, size_t errlen) {
    compile_fn = compile;
    warm_up_fn = warm_up;
    pthread_t th;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, (size_t)16 << 20);
    int rc = pthread_create(&th, &attr, compiler_main, NULL);
    pthread_attr_destroy(&attr);
    if (rc) {
        snprintf(err, errlen, "cannot start the JIT compiler thread: %s", strerror(rc));
        return false;
    }
    return true;
}

void jit_queue_warm_up(void) {
    pthread_mutex_lock(&queue_mu);
    if (!warm_up_wanted) {
        warm_up_wanted = true;
        pthread_cond_signal(&queue_cv);
    }
    pthread_mutex_unlock(&queue_mu);
}

void jit_queue_push(Method *m, bool full) {
    pthread_mutex_lock(&queue_mu);
    queue_push(full ? &later : &hot, m);
    pthread_cond_signal(&queue_cv);
    pthread_mutex_unlock(&queue_mu);
}
