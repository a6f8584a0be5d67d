/* jit_queue.c: the background compiler thread. It is not a Java thread: it reads methods and
 * classes (never heap objects) and installs code with a release store into Method.jit, so the
 * interpreter keeps running the method until then. */
#include "jit_queue.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t queue_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t queue_cv = PTHREAD_COND_INITIALIZER;
static Method **queue;
static size_t queue_head, queue_len, queue_cap;
static void (*compile_fn)(Method *m);

static void *compiler_main(void *arg) {
    (void)arg;
    for (;;) {
        pthread_mutex_lock(&queue_mu);
        while (queue_len == 0) pthread_cond_wait(&queue_cv, &queue_mu);
        Method *m = queue[queue_head];
        queue_head = (queue_head + 1) % queue_cap;
        queue_len--;
        pthread_mutex_unlock(&queue_mu);
        compile_fn(m);
    }
    return NULL;
}

bool jit_queue_start(void (*compile)(Method *m), char *err, size_t errlen) {
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

void jit_queue_push(Method *m) {
    pthread_mutex_lock(&queue_mu);
    if (queue_len == queue_cap) {
        size_t ncap = queue_cap ? queue_cap * 2 : 256;
        Method **nq = malloc(ncap * sizeof *nq);
        if (!nq) abort();
        for (size_t i = 0; i < queue_len; i++) nq[i] = queue[(queue_head + i) % queue_cap];
        free(queue);
        queue = nq;
        queue_cap = ncap;
        queue_head = 0;
    }
    queue[(queue_head + queue_len) % queue_cap] = m;
    queue_len++;
    pthread_cond_signal(&queue_cv);
    pthread_mutex_unlock(&queue_mu);
}
