/* test_jit_queue.c: the compiler thread's queue (jit/jit_queue.c). While the thread compiles
 * one method, others are queued: it then takes every quick-tier request before any full-tier
 * one, the quick ones by highest counter (read when it chooses, so counting while queued
 * counts; the earlier of equals first), the full-tier ones in arrival order. The warm-up runs
 * only when asked for, once, and not when a method was queued first (a child process checks
 * the case where it runs). */
#include <pthread.h>
#include <sys/wait.h>
#include <unistd.h>

#include "../../jit/jit_queue.h"
#include "unit.h"

enum { N = 8 };
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cv = PTHREAD_COND_INITIALIZER;
static bool gate_open;
static int ncompiled;
static Method *order[N];
static bool order_full[N];
static int warm_ups, compiled_before_warm_up = -1;

static void warm_up(void) {
    pthread_mutex_lock(&mu);
    warm_ups++;
    compiled_before_warm_up = ncompiled;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&mu);
}

/* The compile function: records the call; the first call waits until the gate opens. */
static void record(Method *m, bool full) {
    pthread_mutex_lock(&mu);
    if (ncompiled < N) {
        order[ncompiled] = m;
        order_full[ncompiled] = full;
    }
    ncompiled++;
    pthread_cond_broadcast(&cv);
    while (!gate_open) pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
}

static void wait_for(int n) {
    pthread_mutex_lock(&mu);
    while (ncompiled < n) pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
}

/* In a child: asked for before any method, the warm-up runs once, first. */
static int warm_up_first(void) {
    static Method w;
    char err[200];
    gate_open = true;
    CHECK(jit_queue_start(record, warm_up, err, sizeof err));
    jit_queue_warm_up();
    pthread_mutex_lock(&mu);
    while (warm_ups == 0) pthread_cond_wait(&cv, &mu);
    pthread_mutex_unlock(&mu);
    jit_queue_warm_up();
    jit_queue_push(&w, false);
    wait_for(1);
    pthread_mutex_lock(&mu);
    CHECK_EQ_INT(warm_ups, 1);
    CHECK_EQ_INT(compiled_before_warm_up, 0);
    pthread_mutex_unlock(&mu);
    return unit_summary("test_jit_queue (warm-up first)");
}

int main(void) {
    static Method m[N];
    char err[200];
    pid_t child = fork();
    if (child == 0) {
        int rc = warm_up_first();
        fflush(stdout);
        _exit(rc);
    }
    int status = -1;
    CHECK(child > 0 && waitpid(child, &status, 0) == child);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);

    CHECK(jit_queue_start(record, warm_up, err, sizeof err));
    jit_queue_push(&m[0], false);   /* the thread takes it and waits at the gate */
    wait_for(1);
    jit_queue_warm_up();             /* too late: the first compilation warmed up */
    m[1].counter = 5;
    m[2].counter = 50;
    m[3].counter = 20;
    m[4].counter = 50;               /* equal to m[2], queued later */
    jit_queue_push(&m[5], true);     /* full tier: after every quick request */
    m[5].counter = 1000;
    jit_queue_push(&m[1], false);
    jit_queue_push(&m[3], false);
    jit_queue_push(&m[2], false);
    jit_queue_push(&m[6], true);
    jit_queue_push(&m[4], false);
    m[1].counter = 100;              /* counted while queued: now the hottest */

    pthread_mutex_lock(&mu);
    gate_open = true;
    pthread_cond_broadcast(&cv);
    pthread_mutex_unlock(&mu);
    wait_for(7);

    Method *want[] = {&m[0], &m[1], &m[2], &m[4], &m[3], &m[5], &m[6]};
    bool want_full[] = {false, false, false, false, false, true, true};
    pthread_mutex_lock(&mu);
    CHECK_EQ_INT(ncompiled, 7);
    CHECK_EQ_INT(warm_ups, 0);
    for (int i = 0; i < 7; i++) {
        CHECK_EQ_INT(order[i] - m, want[i] - m);
        CHECK_EQ_INT(order_full[i], want_full[i]);
    }
    pthread_mutex_unlock(&mu);
    return unit_summary("test_jit_queue");
}
