/* gc.h: the one allocation interface of the VM, and the collector-plan interface.
 *
 * Every Java object is made by gc_alloc*(): the fast path bumps the thread's TLAB; the slow
 * path asks the plan for a new TLAB, allocates outside it, or collects. A plan (gc/plan_*.c)
 * owns the spaces and the collection algorithm; gc/heap.c owns what all plans share. */
#ifndef MINIVM_GC_H
#define MINIVM_GC_H

#include "../vm/thread.h"

typedef enum {
    GC_CAUSE_ALLOCATION_FAILURE,
    GC_CAUSE_SYSTEM_GC,
    GC_CAUSE_STRESS,
    GC_CAUSE_HEAP_DUMP,
    GC_CAUSE_COUNT,
} GcCause;

const char *gc_cause_name(GcCause c);  /* "Allocation Failure", "System.gc()", ... */

typedef struct GcConfig {
    size_t max_heap, initial_heap, young_size;
    unsigned stress_interval;      /* -XX:GCStressInterval: a GC every N allocations (0: off) */
    bool verify_before, verify_after;
    bool log_gc, log_gc_details;
} GcConfig;

typedef struct GcPlan {
    const char *name;
    bool (*init)(const GcConfig *cfg, char *err, size_t errlen);
    /* Gives t a new TLAB able to hold at least `size` bytes; false if the plan wants a GC. */
    bool (*refill_tlab)(Thread *t, size_t size);
    /* Allocates outside any TLAB (large objects); NULL if the plan wants a GC. */
    void *(*alloc_shared)(Thread *t, size_t size);
    /* Stop-the-world collection, run by thread t at a safepoint. full: collect everything. */
    void (*collect)(Thread *t, GcCause cause, bool full);
    bool (*contains)(const void *p);
    size_t (*used)(void);
    size_t (*capacity)(void);
    void (*walk_heap)(void (*fn)(Object *o, void *ctx), void *ctx);  /* every object, in order */
} GcPlan;

/* Chooses and initializes a plan by name ("semispace", ...); false with a message. */
bool gc_init(const char *plan, const GcConfig *cfg, char *err, size_t errlen);
const GcPlan *gc_plan(void);
const GcConfig *gc_config(void);

Object *gc_alloc_slow(Thread *t, Class *c, size_t size);

/* Allocates a zeroed object of `size` bytes with its class set. NULL with OutOfMemoryError
 * pending when the heap is exhausted. May collect: holds no unhandled references. */
static inline Object *gc_alloc(Thread *t, Class *c, size_t size) {
    uint8_t *p = t->tlab.top;
    if ((size_t)(t->tlab.end - p) >= size) {
        t->tlab.top = p + size;
        Object *o = (Object *)p;
        o->mark = 0;
        o->klass = c;
        return o;
    }
    return gc_alloc_slow(t, c, size);
}

Object *gc_alloc_instance(Thread *t, Class *c);
/* ac is the array class; throws NegativeArraySizeException for len < 0. */
Object *gc_alloc_array(Thread *t, Class *ac, jint len);
size_t gc_array_size(const Class *ac, jint len);

void gc_collect(Thread *t, GcCause cause, bool full);   /* System.gc(): full = true */
uint64_t gc_count(void);

/* Write barrier for a reference store into holder (putfield, aastore, putstatic, natives).
 * Plans that need a card table set it here; the JIT emits the same code. */
static inline void gc_write_barrier(Object *holder, Object **slot) { (void)holder; (void)slot; }

/* Heap verification (-XX:+VerifyBeforeGC/AfterGC): aborts with a report on a bad reference. */
void gc_verify_heap(const char *when);

#endif
