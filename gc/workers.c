/* workers.c: the GC worker gang and the shared work pool (see workers.h). */
#include "workers.h"

#include <errno.h>
#include <sched.h>
#include <signal.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "../vm/vm.h"

/* ---- the gang ---- */

static unsigned nworkers = 1;
static pthread_t helper_threads[GC_MAX_WORKERS];   /* [1, nworkers) */
static cpu_set_t allowed_cpus;        /* the CPUs this process may use, read at start */
static int helpers_kept_off = -1;     /* the CPU the helpers may not use now, or -1 */
static pthread_mutex_t gang_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t gang_go = PTHREAD_COND_INITIALIZER;
static pthread_cond_t gang_done = PTHREAD_COND_INITIALIZER;
static _Atomic uint64_t generation;   /* bumped for every task */
static uint64_t wake_at_ns, wake_gen;  /* the last wake-up (monotonic time) and its task */
static _Atomic uint64_t wake_latency_ns; /* the median of wake_samples */
#define WAKE_SAMPLES 5
static uint64_t wake_samples[WAKE_SAMPLES]; /* the last delays from a wake-up to a helper's arrival */
static unsigned wake_next;            /* the next sample to replace (under gang_lock) */
static bool closed;                   /* worker 0 finished the current task */
static atomic_bool woken;             /* the sleepers were woken for the current task */
static unsigned running;              /* helpers inside the current task */
static void (*cur_task)(unsigned, void *);
static void *cur_ctx;

/* Helpers poll this long for the next task before sleeping: a full GC runs several tasks in
 * a row, and waking a sleeping thread can take far longer than a phase. */
#define SPIN_ROUNDS 20000

/* The wake-up latency is the median of the last WAKE_SAMPLES samples, so that one stall (a
 * helper that found its CPU taken, by the JIT's compiler thread say) does not keep the helpers
 * asleep for the rest of a run; samples are capped, and decay at each closure (gc_work_reset),
 * so that waking is tried again once the machine may have become quieter. */
#define WAKE_LATENCY_CAP_NS (16 * (uint64_t)GC_WAKE_CPU_NS)

/* Nanoseconds of a clock (CLOCK_MONOTONIC, CLOCK_THREAD_CPUTIME_ID); 0 if it fails. */
static uint64_t clock_ns(clockid_t id) {
    struct timespec ts;
    if (clock_gettime(id, &ts)) return 0;
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static inline void cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

/* ---- prefaulting, between collections ---- */

static pthread_mutex_t prefault_lock = PTHREAD_MUTEX_INITIALIZER;
static uint8_t *prefault_lo, *prefault_hi;           /* the pending range (under prefault_lock) */
static atomic_bool prefault_pending;
static atomic_bool prefault_works = true;            /* MADV_POPULATE_WRITE is supported */

void gc_workers_prefault(void *lo, void *hi) {
    if (nworkers == 1 || !atomic_load_explicit(&prefault_works, memory_order_relaxed)) return;
    uintptr_t a = ((uintptr_t)lo + 4095) & ~(uintptr_t)4095, b = (uintptr_t)hi & ~(uintptr_t)4095;
    if (a >= b) return;
    pthread_mutex_lock(&prefault_lock);
    prefault_lo = (uint8_t *)a;
    prefault_hi = (uint8_t *)b;
    atomic_store(&prefault_pending, true);
    pthread_mutex_unlock(&prefault_lock);
}

/* Run by a helper between tasks: fills in the page tables of the pending range without
 * touching its contents (a mutator may be writing there meanwhile). */
static void prefault(void) {
    pthread_mutex_lock(&prefault_lock);
    uint8_t *lo = prefault_lo, *hi = prefault_hi;
    atomic_store(&prefault_pending, false);
    pthread_mutex_unlock(&prefault_lock);
    if (lo < hi && madvise(lo, (size_t)(hi - lo), MADV_POPULATE_WRITE) && errno == EINVAL)
        atomic_store(&prefault_works, false);
}

/* Sets wake_latency_ns to the median of the samples (under gang_lock). */
static void wake_latency_update(void) {
    uint64_t s[WAKE_SAMPLES];
    memcpy(s, wake_samples, sizeof s);
    for (unsigned i = 1; i < WAKE_SAMPLES; i++)
        for (unsigned j = i; j > 0 && s[j - 1] > s[j]; j--) {
            uint64_t x = s[j];
            s[j] = s[j - 1];
            s[j - 1] = x;
        }
    atomic_store_explicit(&wake_latency_ns, s[WAKE_SAMPLES / 2], memory_order_relaxed);
}

static void *worker_main(void *arg) {
    unsigned id = (unsigned)(uintptr_t)arg;
    uint64_t seen = 0;
    char name[16];
    snprintf(name, sizeof name, "minivm-gc%u", id);
    pthread_setname_np(pthread_self(), name);
    for (;;) {
        for (int i = 0; i < SPIN_ROUNDS && atomic_load_explicit(&generation, memory_order_relaxed) == seen; i++) {
            if (atomic_load_explicit(&prefault_pending, memory_order_relaxed)) prefault();
            cpu_relax();
        }
        pthread_mutex_lock(&gang_lock);
        while (atomic_load(&generation) == seen) pthread_cond_wait(&gang_go, &gang_lock);
        seen = atomic_load(&generation);
        if (wake_at_ns && wake_gen == seen) {   /* the first to arrive since this task woke us */
            uint64_t d = clock_ns(CLOCK_MONOTONIC) - wake_at_ns;
            wake_samples[wake_next++ % WAKE_SAMPLES] = d < WAKE_LATENCY_CAP_NS ? d : WAKE_LATENCY_CAP_NS;
            wake_latency_update();
            wake_at_ns = 0;
        }
        if (closed) {
            pthread_mutex_unlock(&gang_lock);
            continue;
        }
        running++;
        void (*task)(unsigned, void *) = cur_task;
        void *ctx = cur_ctx;
        pthread_mutex_unlock(&gang_lock);
        task(id, ctx);
        pthread_mutex_lock(&gang_lock);
        if (--running == 0) pthread_cond_signal(&gang_done);
        pthread_mutex_unlock(&gang_lock);
    }
    return NULL;
}

void gc_workers_init(unsigned n) {
    if (sched_getaffinity(0, sizeof allowed_cpus, &allowed_cpus)) CPU_ZERO(&allowed_cpus);
    if (n < 1) n = 1;
    if (n > GC_MAX_WORKERS) n = GC_MAX_WORKERS;
    /* The helpers never handle signals meant for the VM's threads. */
    sigset_t all, old;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, &old);
    unsigned started = 1;
    for (unsigned i = 1; i < n; i++) {
        pthread_t th;
        pthread_attr_t attr;
        pthread_attr_init(&attr);
        pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
        pthread_attr_setstacksize(&attr, 256 * 1024);
        if (pthread_create(&th, &attr, worker_main, (void *)(uintptr_t)i) == 0) helper_threads[started++] = th;
        pthread_attr_destroy(&attr);
        if (started != i + 1) break;
    }
    pthread_sigmask(SIG_SETMASK, &old, NULL);
    nworkers = started;
}

unsigned gc_workers_count(void) { return nworkers; }

void gc_workers_run(void (*task)(unsigned id, void *ctx), void *ctx) {
    if (nworkers > 1) {
        pthread_mutex_lock(&gang_lock);
        cur_task = task;
        cur_ctx = ctx;
        closed = false;
        atomic_store(&woken, false);
        atomic_fetch_add(&generation, 1);
        pthread_mutex_unlock(&gang_lock);
    }
    task(0, ctx);
    if (nworkers > 1) {
        pthread_mutex_lock(&gang_lock);
        closed = true;
        while (running) pthread_cond_wait(&gang_done, &gang_lock);
        pthread_mutex_unlock(&gang_lock);
    }
}

/* Keeps the helpers off the CPU of the thread waking them. Linux places a woken thread on
 * its waker's CPU when it judges the two related, and its balancer may leave it queued there
 * for milliseconds while another CPU is idle: seen with perf sched timehist on 2 CPUs, a
 * helper waited 1.5 ms behind worker 0 and the two then shared one CPU for the rest of the
 * closure, the other idle for 3.2 ms. The mask changes only when the waker's CPU does, and
 * only while the process may use at least two CPUs. */
static void keep_helpers_off_this_cpu(void) {
    int cpu = sched_getcpu();
    if (cpu < 0 || cpu == helpers_kept_off || CPU_COUNT(&allowed_cpus) < 2 || !CPU_ISSET(cpu, &allowed_cpus)) return;
    cpu_set_t mask = allowed_cpus;
    CPU_CLR(cpu, &mask);
    pthread_t self = pthread_self();
    for (unsigned i = 1; i < nworkers; i++)
        if (!pthread_equal(helper_threads[i], self)) pthread_setaffinity_np(helper_threads[i], sizeof mask, &mask);
    helpers_kept_off = cpu;
}

void gc_workers_wake(void) {
    if (nworkers == 1 || atomic_load_explicit(&woken, memory_order_relaxed) || atomic_exchange(&woken, true)) return;
    keep_helpers_off_this_cpu();
    pthread_mutex_lock(&gang_lock);
    wake_at_ns = clock_ns(CLOCK_MONOTONIC);
    wake_gen = atomic_load(&generation);
    pthread_cond_broadcast(&gang_go);
    pthread_mutex_unlock(&gang_lock);
}

void gc_workers_wake_for(uint64_t cpu_ns) {
    uint64_t need = 2 * atomic_load_explicit(&wake_latency_ns, memory_order_relaxed);
    if (need < GC_WAKE_EARLY_NS) need = GC_WAKE_EARLY_NS;
    if (cpu_ns >= need) gc_workers_wake();
}

uint64_t gc_thread_cpu_ns(void) { return clock_ns(CLOCK_THREAD_CPUTIME_ID); }

/* ---- the work pool ---- */

void gc_work_init(GcWork *w) {
    memset(w, 0, sizeof *w);
    pthread_mutex_init(&w->lock, NULL);
    pthread_cond_init(&w->cond, NULL);
}

void gc_work_reset(GcWork *w) {
    w->nworkers = nworkers;
    pthread_mutex_lock(&gang_lock);
    for (unsigned i = 0; i < WAKE_SAMPLES; i++) wake_samples[i] -= wake_samples[i] / 32;
    wake_latency_update();
    pthread_mutex_unlock(&gang_lock);
    atomic_store(&w->active, 0);
    for (unsigned i = 0; i < nworkers; i++) w->stacks[i].n = w->stacks[i].bottom = w->stacks[i].pushes = 0;
    for (GcWorkChunk *c = atomic_load(&w->pool), *next; c; c = next) {
        next = c->next;
        free(c);
    }
    atomic_store(&w->pool, NULL);
    atomic_store(&w->idle, 0);
    atomic_store(&w->done, false);
}

bool gc_work_join(GcWork *w, unsigned id) {
    pthread_mutex_lock(&w->lock);
    bool ok = !atomic_load(&w->done);
    if (ok) atomic_fetch_add(&w->active, 1);
    pthread_mutex_unlock(&w->lock);
    w->stacks[id].n = w->stacks[id].bottom = w->stacks[id].pushes = 0;
    w->stacks[id].cpu_start_ns = clock_ns(CLOCK_THREAD_CPUTIME_ID);
    return ok;
}

void gc_work_grow(GcWorkStack *s) {
    if (s->bottom && s->bottom >= s->cap / 2) {   /* room freed by sharing: slide down */
        memmove(s->items, s->items + s->bottom, (s->n - s->bottom) * sizeof(GcTask));
        s->n -= s->bottom;
        s->bottom = 0;
        return;
    }
    size_t cap = s->cap ? s->cap * 2 : 1024;
    GcTask *p = realloc(s->items, cap * sizeof *p);
    if (!p) vm_fatal("out of native memory for the GC's work stack");
    s->items = p;
    s->cap = cap;
}

/* Wakes the sleeping helpers (sharing work with them) once worker id has worked long enough
 * in this closure to be worth their wake-up: GC_WAKE_CPU_NS, or twice the recent wake-up
 * latency if that is longer (a busy machine schedules a woken thread late, and the closure
 * cannot end before a helper that joined is idle again). */
void gc_work_consider_wake(GcWork *w, unsigned id) {
    GcWorkStack *s = &w->stacks[id];
    s->pushes = 0;
    uint64_t need = 2 * atomic_load_explicit(&wake_latency_ns, memory_order_relaxed);
    if (need < GC_WAKE_CPU_NS) need = GC_WAKE_CPU_NS;
    if (clock_ns(CLOCK_THREAD_CPUTIME_ID) - s->cpu_start_ns >= need) gc_work_share(w, id);
}

/* Moves the oldest half of worker id's stack (at most a chunk) to the pool. */
void gc_work_share(GcWork *w, unsigned id) {
    GcWorkStack *s = &w->stacks[id];
    s->pushes = 0;
    if (atomic_load_explicit(&w->pool, memory_order_relaxed) && !atomic_load_explicit(&w->idle, memory_order_relaxed))
        return;                        /* nobody is waiting for more */
    gc_workers_wake();
    size_t n = (s->n - s->bottom) / 2;
    if (n > GC_WORK_CHUNK) n = GC_WORK_CHUNK;
    GcWorkChunk *c = malloc(sizeof *c);
    if (!c) return;
    c->n = n;
    memcpy(c->items, s->items + s->bottom, n * sizeof(GcTask));
    s->bottom += n;
    pthread_mutex_lock(&w->lock);
    c->next = atomic_load(&w->pool);
    atomic_store(&w->pool, c);
    pthread_cond_signal(&w->cond);
    pthread_mutex_unlock(&w->lock);
}

bool gc_work_pop_slow(GcWork *w, unsigned id, GcTask *out) {
    GcWorkStack *s = &w->stacks[id];
    pthread_mutex_lock(&w->lock);
    for (;;) {
        GcWorkChunk *c = atomic_load(&w->pool);
        if (c) {
            atomic_store(&w->pool, c->next);
            pthread_mutex_unlock(&w->lock);
            s->n = s->bottom = 0;
            while (s->cap < c->n) gc_work_grow(s);
            memcpy(s->items, c->items, c->n * sizeof(GcTask));
            s->n = c->n;
            free(c);
            *out = s->items[--s->n];
            return true;
        }
        if (atomic_load(&w->done)) break;
        if (atomic_fetch_add(&w->idle, 1) + 1 == atomic_load(&w->active)) {
            atomic_store(&w->done, true);
            pthread_cond_broadcast(&w->cond);
            break;
        }
        /* Spin a little before sleeping: work often reappears within microseconds. */
        pthread_mutex_unlock(&w->lock);
        for (int i = 0; i < SPIN_ROUNDS / 4 && !atomic_load_explicit(&w->pool, memory_order_relaxed) &&
                        !atomic_load_explicit(&w->done, memory_order_relaxed);
             i++)
            cpu_relax();
        pthread_mutex_lock(&w->lock);
        while (!atomic_load(&w->pool) && !atomic_load(&w->done)) pthread_cond_wait(&w->cond, &w->lock);
        if (atomic_load(&w->done)) break;
        atomic_fetch_sub(&w->idle, 1);
    }
    pthread_mutex_unlock(&w->lock);
    return false;
}
