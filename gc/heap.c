/* heap.c: what every collector plan shares: plan selection, the allocation slow path,
 * TLAB retirement with filler arrays, GC stress, logging, and the collection entry point. */
#include "gc.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "../vm/exceptions.h"
#include "../vm/vm.h"
#include "plans.h"

static const GcPlan *const plans[] = {&plan_semispace};
static const GcPlan *plan;
static GcConfig config;
static uint64_t ngc;

const char *gc_cause_name(GcCause c) {
    static const char *const names[GC_CAUSE_COUNT] = {
        [GC_CAUSE_ALLOCATION_FAILURE] = "Allocation Failure",
        [GC_CAUSE_SYSTEM_GC] = "System.gc()",
        [GC_CAUSE_STRESS] = "GC Stress",
        [GC_CAUSE_HEAP_DUMP] = "Heap Dump",
    };
    return (unsigned)c < GC_CAUSE_COUNT ? names[c] : "Unknown";
}

bool gc_init(const char *name, const GcConfig *cfg, char *err, size_t errlen) {
    for (size_t i = 0; i < sizeof plans / sizeof plans[0]; i++)
        if (strcmp(plans[i]->name, name) == 0) plan = plans[i];
    if (!plan) {
        snprintf(err, errlen, "unknown collector plan '%s' (available: semispace)", name);
        return false;
    }
    config = *cfg;
    return plan->init(&config, err, errlen);
}

const GcPlan *gc_plan(void) { return plan; }
const GcConfig *gc_config(void) { return &config; }
uint64_t gc_count(void) { return ngc; }

size_t gc_array_size(const Class *ac, jint len) {
    return ALIGN_UP(array_data_offset(ac->elem_size) + (size_t)len * ac->elem_size, HEAP_ALIGN);
}

/* Makes [start, start+bytes) one dead object, so the heap stays parsable: an int[] (or an
 * Object for 16 bytes). bytes is a multiple of HEAP_ALIGN and at least 16. */
void gc_fill(void *start, size_t bytes) {
    Object *o = start;
    o->mark = 0;
    if (bytes < 24) {
        o->klass = vm.wk.Object;
        return;
    }
    o->klass = vm.wk.int_array;
    ARRAY_LENGTH(o) = (jint)((bytes - 20) / 4);
}

void gc_retire_tlab(Thread *t) {
    if (!t->tlab.start) return;
    size_t rest = (size_t)(t->tlab.end - t->tlab.top) + TLAB_RESERVE;
    gc_fill(t->tlab.top, rest);
    t->tlab.start = t->tlab.top = t->tlab.end = NULL;
}

static void retire_one(Thread *t, void *ctx) {
    (void)ctx;
    gc_retire_tlab(t);
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

void gc_collect(Thread *t, GcCause cause, bool full) {
    thread_for_each(retire_one, NULL);
    if (config.verify_before) gc_verify_heap("before GC");
    size_t before = plan->used();
    double t0 = now_ms();
    plan->collect(t, cause, full);
    double ms = now_ms() - t0;
    uint64_t id = ngc++;
    if (config.verify_after) gc_verify_heap("after GC");
    if (config.log_gc)
        fprintf(stderr, "[%.3fs][info][gc] GC(%llu) Pause %s (%s) %zuM->%zuM(%zuM) %.3fms\n", vm_uptime(),
                (unsigned long long)id, full ? "Full" : "Young", gc_cause_name(cause), before >> 20,
                plan->used() >> 20, plan->capacity() >> 20, ms);
}

static void *alloc_once(Thread *t, size_t size) {
    if (!config.stress_interval && size <= TLAB_MAX_OBJECT) {
        gc_retire_tlab(t);
        if (!plan->refill_tlab(t, size)) return NULL;
        void *p = t->tlab.top;
        t->tlab.top += size;
        return p;
    }
    return plan->alloc_shared(t, size);
}

Object *gc_alloc_slow(Thread *t, Class *c, size_t size) {
    if (config.stress_interval && ++t->alloc_count % config.stress_interval == 0)
        gc_collect(t, GC_CAUSE_STRESS, false);
    void *p = alloc_once(t, size);
    if (!p) {
        gc_collect(t, GC_CAUSE_ALLOCATION_FAILURE, false);
        p = alloc_once(t, size);
    }
    if (!p) {
        gc_collect(t, GC_CAUSE_ALLOCATION_FAILURE, true);
        p = alloc_once(t, size);
    }
    if (!p) {
        throw_new(t, "java/lang/OutOfMemoryError", "Java heap space");
        return NULL;
    }
    Object *o = p;
    o->mark = 0;
    o->klass = c;
    return o;
}

Object *gc_alloc_instance(Thread *t, Class *c) { return gc_alloc(t, c, c->instance_size); }

Object *gc_alloc_array(Thread *t, Class *ac, jint len) {
    if (len < 0) {
        throw_newf(t, "java/lang/NegativeArraySizeException", "%d", len);
        return NULL;
    }
    Object *o = gc_alloc(t, ac, gc_array_size(ac, len));
    if (o) ARRAY_LENGTH(o) = len;
    return o;
}
