/* heap.c: what every collector plan shares: plan selection, the heap reservation, the
 * allocation slow path and the TLAB policy, filler objects, GC stress, and the collection
 * entry point (safepoint, TLAB retirement, reference enqueueing afterwards). */
#include "gc.h"

#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "../vm/exceptions.h"
#include "../vm/vm.h"
#include "cardtable.h"
#include "gc_events.h"
#include "plans.h"
#include "refs.h"
#include "safepoint.h"
#include "workers.h"
#include "../tracing/trace.h"

#define MAX_PLANS 16

static const GcPlan *plans[MAX_PLANS];
static size_t nplans;
static char plan_names[256];
static const GcPlan *plan;
static GcConfig config;
static atomic_uint stress_gcs;

#define TLAB_MIN (4 * 1024)
#define TLAB_DEFAULT_MAX (64 * 1024)

const char *gc_cause_name(GcCause c) {
    static const char *const names[GC_CAUSE_COUNT] = {
        [GC_CAUSE_ALLOCATION_FAILURE] = "Allocation Failure",
        [GC_CAUSE_SYSTEM_GC] = "System.gc()",
        [GC_CAUSE_STRESS] = "GC Stress",
        [GC_CAUSE_ERGONOMICS] = "Ergonomics",
        [GC_CAUSE_HEAP_DUMP] = "Heap Dump",
        [GC_CAUSE_TRACE_ROTATION] = "Trace Rotation",
    };
    return (unsigned)c < GC_CAUSE_COUNT ? names[c] : "Unknown";
}

/* Called from constructors, before main: keeps the plans sorted by name. */
void gc_register_plan(const GcPlan *p) {
    if (nplans == MAX_PLANS) return;
    size_t i = nplans++;
    for (; i > 0 && strcmp(plans[i - 1]->name, p->name) > 0; i--) plans[i] = plans[i - 1];
    plans[i] = p;
}

const char *gc_plan_names(void) {
    if (!plan_names[0])
        for (size_t i = 0; i < nplans; i++) {
            size_t n = strlen(plan_names);
            snprintf(plan_names + n, sizeof plan_names - n, "%s%s", i ? ", " : "", plans[i]->name);
        }
    return plan_names;
}

bool gc_init(const char *name, const GcConfig *cfg, char *err, size_t errlen) {
    for (size_t i = 0; i < nplans; i++)
        if (strcmp(plans[i]->name, name) == 0) plan = plans[i];
    if (!plan) {
        snprintf(err, errlen, "unknown collector plan '%s' (available: %s)", name, gc_plan_names());
        return false;
    }
    config = *cfg;
    /* As HotSpot: the heap sizes are whole multiples of 2 MB (-Xmx7m is an 8 MB heap). */
    config.max_heap = ALIGN_UP(config.max_heap ? config.max_heap : GC_HEAP_ALIGN, GC_HEAP_ALIGN);
    config.initial_heap = ALIGN_UP(config.initial_heap, GC_HEAP_ALIGN);
    if (!config.initial_heap || config.initial_heap > config.max_heap) config.initial_heap = config.max_heap;
    if (!config.new_ratio) config.new_ratio = 2;
    if (!config.survivor_ratio) config.survivor_ratio = 8;
    if (config.max_tenuring > 16) config.max_tenuring = 16;
    if (!config.parallel_threads) {
        /* HotSpot's ParallelGCThreads: every core up to 8, then 5 of each 8 beyond. */
        long n = sysconf(_SC_NPROCESSORS_ONLN);
        unsigned cores = n > 0 ? (unsigned)n : 1;
        config.parallel_threads = cores <= 8 ? cores : 8 + (cores - 8) * 5 / 8;
    }
    if (config.parallel_threads > GC_MAX_WORKERS) config.parallel_threads = GC_MAX_WORKERS;
    gc_workers_init(config.parallel_threads);
    if (!plan->init(&config, err, errlen)) return false;
    if (config.log_gc) {
        /* C's stdout (the VM's own messages; System.out writes to fd 1 directly) line
         * buffered, so the log lines, written past it (gc/pause.c), keep their order. */
        fflush(stdout);
        setvbuf(stdout, NULL, _IOLBF, BUFSIZ);
        char line[128];
        int n = snprintf(line, sizeof line, "[%.3fs][info][gc] Using %c%s\n", vm_uptime(),
                         plan->name[0] - 'a' + 'A', plan->name + 1);
        gc_log_write(line, (size_t)n);
    }
    return true;
}

const GcPlan *gc_plan(void) { return plan; }
size_t gc_max_memory(void) { return plan->max_capacity ? plan->max_capacity() : config.max_heap; }
const GcConfig *gc_config(void) { return &config; }

uint8_t *gc_reserve_heap(size_t bytes, char *err, size_t errlen) {
    bytes = ALIGN_UP(bytes, 4096);
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    /* A forwarding address shares the mark word with the class id (vm/object.h). */
    if (p != MAP_FAILED && (uintptr_t)p + bytes > (uintptr_t)1 << MARK_CLASS_SHIFT) {
        munmap(p, bytes);
        p = MAP_FAILED;
    }
    if (p == MAP_FAILED || !card_table_init(p, bytes)) {
        snprintf(err, errlen, "Could not reserve enough space for %zuKB object heap", bytes >> 10);
        return NULL;
    }
    return p;
}

size_t gc_array_size(const Class *ac, jint len) {
    return ALIGN_UP(array_data_offset(ac->elem_size) + (size_t)len * ac->elem_size, HEAP_ALIGN);
}

void gc_fill(void *start, size_t bytes) {
    Object *o = start;
    if (bytes < 16) {
        o->mark = mark_new(vm.wk.Object->id);
    } else {
        o->mark = mark_new(vm.wk.int_array->id);
        ARRAY_LENGTH(o) = (jint)((bytes - array_data_offset(4)) / 4);
    }
    gc_event_filler(start, bytes);
}

void gc_retire_tlab(Thread *t) {
    if (!t->tlab.start) return;
    gc_fill(t->tlab.top, (size_t)(t->tlab.end - t->tlab.top) + TLAB_RESERVE);
    t->tlab.start = t->tlab.top = t->tlab.end = NULL;
}

static void retire_one(Thread *t, void *ctx) {
    (void)ctx;
    gc_retire_tlab(t);
}

static void *alloc_once(Thread *t, size_t size);

/* One collection at a safepoint. With `seen`, skips it (returning false) if another thread
 * completed a safepoint since the epoch *seen was read: the caller just retries. With `out`,
 * allocates `size` bytes before the other threads resume (so they cannot take the space
 * first and starve this thread into a false OutOfMemoryError); *out is NULL if it failed. */
static bool collect_then_alloc(Thread *t, GcCause cause, GcLevel level, const uint64_t *seen,
                               size_t size, void **out) {
    if (seen) {
        if (!safepoint_begin_unless(t, *seen)) return false;
    } else {
        safepoint_begin(t);
    }
    thread_for_each(retire_one, NULL);
    gc_refs_begin(level);
    plan->collect(t, cause, level);
    if (out) *out = alloc_once(t, size);
    safepoint_end(t);
    gc_refs_enqueue_pending(t);
    return true;
}

static bool collect(Thread *t, GcCause cause, GcLevel level, const uint64_t *seen) {
    return collect_then_alloc(t, cause, level, seen, 0, NULL);
}

void gc_collect(Thread *t, GcCause cause, bool full) { collect(t, cause, full ? GC_FULL : GC_MINOR, NULL); }

/* TLAB policy: a thread's TLAB doubles at each refill (from TLAB_MIN after a GC, up to the
 * plan's maximum), so threads that allocate a lot refill rarely and idle ones waste little.
 * Objects above an eighth of the maximum are allocated outside TLABs. */
static void *alloc_once(Thread *t, size_t size) {
    if (config.stress_interval) return plan->alloc_shared(t, size);
    size_t max = plan->tlab_max ? plan->tlab_max() : TLAB_DEFAULT_MAX;
    if (size > max / 8) return plan->alloc_shared(t, size);
    size_t cur = t->tlab.start ? (size_t)(t->tlab.end - t->tlab.start) + TLAB_RESERVE : 0;
    size_t want = cur ? cur * 2 : TLAB_MIN, need = ALIGN_UP(size + TLAB_RESERVE, HEAP_ALIGN);
    if (want > max) want = max;
    if (want < need) want = need;
    gc_retire_tlab(t);
    uint8_t *p = plan->alloc_tlab(t, want);
    if (!p && want > need) p = plan->alloc_tlab(t, want = need);
    if (!p) return NULL;
    gc_event_tlab_alloc(t, p, want);
    t->tlab.start = p;
    t->tlab.top = p + size;
    t->tlab.end = p + want - TLAB_RESERVE;
    return p;
}

Object *gc_alloc_slow(Thread *t, Class *c, size_t size) {
    safepoint_poll(t);
    if (gc_event_gc_wanted()) {   /* the tracer's emergency synchronization GC */
        uint64_t seen = safepoint_epoch();
        collect(t, GC_CAUSE_TRACE_ROTATION, GC_MINOR, &seen);
    }
    if (config.stress_interval && ++t->alloc_count % config.stress_interval == 0) {
        unsigned k = atomic_fetch_add(&stress_gcs, 1);
        collect(t, GC_CAUSE_STRESS, k % 4 == 3 ? GC_FULL : GC_MINOR, NULL);
    }
    void *p;
    for (int level = GC_MINOR;;) {
        uint64_t seen = safepoint_epoch();
        p = alloc_once(t, size);
        if (p || level > GC_FULL_CLEAR_SOFT) break;
        if (collect_then_alloc(t, GC_CAUSE_ALLOCATION_FAILURE, (GcLevel)level, &seen, size, &p)) {
            if (p) break;
            level++;
        }
    }
    if (!p) {
        if (vm.oom_error) throw_object(t, vm.oom_error);
        else throw_new(t, "java/lang/OutOfMemoryError", "Java heap space");
        return NULL;
    }
    Object *o = p;
    o->mark = mark_new(c->id);
    return o;
}

Object *gc_alloc_instance(Thread *t, Class *c) {
    Object *o = gc_alloc(t, c, c->instance_size);
    if (o) trace_allocated(t, o, c);   /* the tracer's allocation event (tracing/trace.h) */
    if (o && (c->flags & CLASS_FLAG_HAS_FINALIZER)) gc_refs_register_finalizable(o);
    return o;
}

Object *gc_alloc_array(Thread *t, Class *ac, jint len) {
    if (len < 0) {
        throw_newf(t, "java/lang/NegativeArraySizeException", "%d", len);
        return NULL;
    }
    if (len > GC_MAX_ARRAY_LENGTH) {
        throw_new(t, "java/lang/OutOfMemoryError", "Requested array size exceeds VM limit");
        return NULL;
    }
    Object *o = gc_alloc(t, ac, gc_array_size(ac, len));
    if (o) {
        ARRAY_LENGTH(o) = len;
        trace_allocated(t, o, ac);  /* the tracer's allocation event (tracing/trace.h) */
    }
    return o;
}
