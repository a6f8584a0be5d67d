/* jit_queue.c: the background compiler thread. It is not a Java thread: it reads methods and
 * classes (never heap objects) and installs code with a release store into Method.jit, so the
 * interpreter keeps running the method until then. Two queues: hot methods (quick tier) first,
 * recompilations with the full tier only when no hot method waits. */
#include "jit_queue.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Fifo {
    Method **items;
    size_t head, len, cap;
} Fifo;

static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_cv = PTHREAD_COND_INITIALIZER;
static Fifo hot, later;
static void (*compile_fn)(Method *m, bool full);

static Method *fifo_pop(Fifo *q) {
    Method *m = q->items[q->head];
    q->head = (q->head + 1) % q->cap;
    q->len--;
    return m;
}

static void fifo_push(Fifo *q, Method *m) {
    if (q->len == q->cap) {
        size_t ncap = q->cap ? q->cap * 2 : 256;
        Method **nq = malloc(ncap * sizeof *nq);
        if (!nq) abort();
        for (size_t i = 0; i < q->len; i++) nq[i] = q->items[(q->head + i) % q->cap];
        free(q->items);
        q->items = nq;
        q->cap = ncap;
        q->head = 0;
    }
    q->items[(q->head + q->len) % q->cap] = m;
    q->len++;
}

static void *compiler_main(void *arg) {
    (void)arg;
    pthread_setname_np(pthread_self(), "minivm-jit");
    for (;;) {
        pthread_mutex_lock(&queue_mu);
        while (hot.len == 0 && later.len == 0) pthread_cond_wait(&queue_cv, &queue_mu);
        bool full = hot.len == 0;
        Method *m = fifo_pop(full ? &later : &hot);
        pthread_mutex_unlock(&queue_mu);
        compile_fn(m, full);
    }
    return NULL;
}

bool jit_queue_start(void (*compile)(Method *m, bool full), char *err, size_t errlen) {
    compile_fn = compile;
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

void jit_queue_push(Method *m, bool full) {
    pthread_mutex_lock(&queue_mu);
    fifo_push(full ? &later : &hot, m);
    pthread_cond_signal(&queue_cv);
    pthread_mutex_unlock(&queue_mu);
}
