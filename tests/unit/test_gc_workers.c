/* test_gc_workers.c: the GC worker gang (gc/workers.c): a woken helper runs the task, and is
 * kept off the CPU of the thread that woke it, so that the two share no CPU while another is
 * idle. Needs two allowed CPUs for the placement checks (skipped, and said so, with one). */
#include <sched.h>
#include <stdatomic.h>
#include <time.h>

#include "../../gc/workers.h"
#include "unit.h"


static atomic_int helper_cpu = -1;
static atomic_bool helper_ran;
static cpu_set_t helper_mask;
static atomic_int waker_cpu = -1;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* Worker 0 wakes the helper and waits (up to 5 s) for it to run the task too. */
static void task(unsigned id, void *ctx) {
    (void)ctx;
    if (id == 0) {
        atomic_store(&waker_cpu, sched_getcpu());
        gc_workers_wake();
        double end = now_s() + 5;
        while (!atomic_load(&helper_ran) && now_s() < end) {}
        return;
    }
    CPU_ZERO(&helper_mask);
    pthread_getaffinity_np(pthread_self(), sizeof helper_mask, &helper_mask);
    atomic_store(&helper_cpu, sched_getcpu());
    atomic_store(&helper_ran, true);
}

int main(void) {
    cpu_set_t allowed;
    CPU_ZERO(&allowed);
    CHECK(sched_getaffinity(0, sizeof allowed, &allowed) == 0);
    gc_workers_init(2);
    CHECK_EQ_INT(gc_workers_count(), 2);

    /* Worker 0 stays on one CPU, so that the CPU it reads is the one it woke the helper from. */
    for (int c = 0; c < CPU_SETSIZE; c++)
        if (CPU_ISSET(c, &allowed)) {
            cpu_set_t one;
            CPU_ZERO(&one);
            CPU_SET(c, &one);
            CHECK(pthread_setaffinity_np(pthread_self(), sizeof one, &one) == 0);
            break;
        }
    /* Let the helper go to sleep first (it spins a while after starting). */
    struct timespec nap = {0, 50 * 1000 * 1000};
    nanosleep(&nap, NULL);
    for (int round = 0; round < 3; round++) {
        atomic_store(&helper_ran, false);
        atomic_store(&helper_cpu, -1);
        gc_workers_run(task, NULL);
        CHECK(atomic_load(&helper_ran));
        int w = atomic_load(&waker_cpu);
        if (CPU_COUNT(&allowed) < 2) {
            if (round == 0) printf("test_gc_workers: one allowed CPU, placement not checked\n");
            continue;
        }
        /* The helper may not run on the waker's CPU, and does not. */
        CHECK(w >= 0 && !CPU_ISSET(w, &helper_mask));
        CHECK(atomic_load(&helper_cpu) != w);
        /* Every other allowed CPU stays allowed. */
        for (int c = 0; c < CPU_SETSIZE; c++)
            if (c != w && CPU_ISSET(c, &allowed)) CHECK(CPU_ISSET(c, &helper_mask));
        nanosleep(&nap, NULL);
    }
    return unit_summary("test_gc_workers");
}
