/* gc.h: the one allocation interface of the VM, the write barrier, and the collector-plan
 * interface.
 *
 * Every Java object is made by gc_alloc*(): the fast path bumps the thread's TLAB; the slow
 * path (gc/heap.c) asks the plan for a new TLAB, allocates outside it, or collects. A plan
 * (gc/plan_*.c) owns the spaces and the collection algorithm; gc/heap.c owns what all plans
 * share. See docs/gc.md. */
#ifndef MINIVM_GC_H
#define MINIVM_GC_H

#include "../vm/thread.h"

typedef enum {
    GC_CAUSE_ALLOCATION_FAILURE,
    GC_CAUSE_SYSTEM_GC,
    GC_CAUSE_STRESS,
    GC_CAUSE_ERGONOMICS,          /* the plan's own policy, e.g. a full GC after a scavenge */
    GC_CAUSE_HEAP_DUMP,
    GC_CAUSE_TRACE_ROTATION,      /* -Xtrace:rotate= needs a synchronization point (tracing/trace_rotate.h) */
    GC_CAUSE_COUNT,
} GcCause;

const char *gc_cause_name(GcCause c);  /* "Allocation Failure", "System.gc()", ... */

/* How much a collection must do. A non-generational plan treats every level as full. */
typedef enum {
    GC_MINOR,                     /* the young generation only (the plan may escalate) */
    GC_FULL,                      /* everything */
    GC_FULL_CLEAR_SOFT,           /* everything, clearing soft references: the last try before OOM */
} GcLevel;

/* Heap sizes are multiples of this (HotSpot's heap alignment on x86-64). */
#define GC_HEAP_ALIGN ((size_t)2 << 20)

typedef struct GcConfig {
    size_t max_heap, initial_heap;   /* -Xmx, -Xms */
    size_t young_size;               /* -Xmn; 0: max_heap / (new_ratio + 1) */
    unsigned new_ratio;              /* -XX:NewRatio: old / young (default 2) */
    unsigned survivor_ratio;         /* -XX:SurvivorRatio: eden / one survivor (default 8) */
    bool survivor_ratio_set;         /* given: survivors are young / (ratio + 2), else young / 8 */
    unsigned max_tenuring;           /* -XX:MaxTenuringThreshold: 0..16 (default 15; 16: never) */
    unsigned parallel_threads;       /* -XX:ParallelGCThreads (0: as HotSpot's, from the cores) */
    unsigned stress_interval;        /* -XX:GCStressInterval: a GC every N allocations (0: off) */
    bool verify_before, verify_after;
    bool log_gc, log_gc_details;
} GcConfig;

/* One space as the log and the tracer see it. */
typedef struct GcSpaceInfo {
    const char *name;
    size_t used, capacity;
    const char *gen;                 /* its generation, or NULL: -Xlog:gc* prints a generation's spaces on one line */
} GcSpaceInfo;

/* A collector plan. Every function except collect may run on several mutator threads at once.
 * Memory a plan hands out is zeroed. */
typedef struct GcPlan {
    const char *name;             /* -Xgc:<name> */
    bool (*init)(const GcConfig *cfg, char *err, size_t errlen);
    /* A new TLAB of exactly `size` bytes for t, or NULL if the plan wants a GC. */
    void *(*alloc_tlab)(Thread *t, size_t size);
    /* `size` bytes outside any TLAB (large objects, GC stress), or NULL if the plan wants a GC. */
    void *(*alloc_shared)(Thread *t, size_t size);
    /* Stop-the-world collection, run by thread t with every other mutator stopped and every
     * TLAB retired. Each pause inside is bracketed by gc_pause_begin/gc_pause_end. */
    void (*collect)(Thread *t, GcCause cause, GcLevel level);
    size_t (*used)(void);
    size_t (*capacity)(void);         /* committed: Runtime.totalMemory() */
    /* Optional: the most the heap can hold, for Runtime.maxMemory() (default -Xmx). */
    size_t (*max_capacity)(void);
    /* Visits every object (live or filler) in address order; needs retired TLABs. */
    void (*walk_heap)(void (*fn)(Object *o, void *ctx), void *ctx);
    /* Optional: the spaces for -Xlog:gc*, at most max; returns the count. */
    size_t (*spaces)(GcSpaceInfo *out, size_t max);
    /* Optional: the largest TLAB worth handing out (default 64K). */
    size_t (*tlab_max)(void);
    /* Optional: plan-specific heap invariants for -XX:+VerifyBeforeGC/AfterGC; returns the
     * number of violations (after printing the first few). */
    size_t (*verify)(const char *when);
} GcPlan;

/* Chooses and initializes a plan by name ("generational", ...); false with a message. */
bool gc_init(const char *plan, const GcConfig *cfg, char *err, size_t errlen);
const GcPlan *gc_plan(void);
const GcConfig *gc_config(void);
const char *gc_plan_names(void);     /* "generational, semispace, markcompact" */

Object *gc_alloc_slow(Thread *t, Class *c, size_t size);

/* Allocates a zeroed object of `size` bytes with its class set. NULL with OutOfMemoryError
 * pending when the heap is exhausted. May collect: holds no unhandled references. */
static inline Object *gc_alloc(Thread *t, Class *c, size_t size) {
    uint8_t *p = t->tlab.top;
    if ((size_t)(t->tlab.end - p) >= size) {
        t->tlab.top = p + size;
        Object *o = (Object *)p;
        o->mark = mark_new(c->id);
        return o;
    }
    return gc_alloc_slow(t, c, size);
}

Object *gc_alloc_instance(Thread *t, Class *c);
/* ac is the array class; throws NegativeArraySizeException for len < 0. */
/* HotSpot's (64-bit) largest array length, of every element type; longer ones get
 * OutOfMemoryError "Requested array size exceeds VM limit". */
#define GC_MAX_ARRAY_LENGTH (INT32_MAX - 2)
Object *gc_alloc_array(Thread *t, Class *ac, jint len);
size_t gc_array_size(const Class *ac, jint len);

/* A collection requested by t (System.gc(): GC_CAUSE_SYSTEM_GC, full = true). Runs the
 * references cleared by it through their queues afterwards (Java code). */
void gc_collect(Thread *t, GcCause cause, bool full);
uint64_t gc_count(void);             /* pauses so far */
size_t gc_max_memory(void);          /* Runtime.maxMemory() */

/* The card table (gc/cardtable.h): one byte per GC_CARD_SIZE bytes of heap. */
#define GC_CARD_SHIFT 9
#define GC_CARD_SIZE ((size_t)1 << GC_CARD_SHIFT)
#define GC_CARD_CLEAN 0
#define GC_CARD_DIRTY 1
extern uintptr_t gc_card_bias;       /* card table address minus (heap start >> GC_CARD_SHIFT) */

/* Write barrier for a reference store into holder (putfield, aastore, natives): after the
 * store, dirty the card of the slot. Statics (holder NULL) are roots and need no card. The
 * JIT emits the same single byte store: card[slot >> 9] = 1. */
static inline void gc_write_barrier(Object *holder, Object **slot) {
    if (holder)
        __atomic_store_n((uint8_t *)(gc_card_bias + ((uintptr_t)slot >> GC_CARD_SHIFT)), GC_CARD_DIRTY,
                         __ATOMIC_RELAXED);
}

/* Copies n references within or between arrays (overlap allowed), then dirties a card per
 * destination slot: System.arraycopy of arrays whose elements need no check. */
static inline void gc_copy_refs(Object *dst, Object **d, Object *const *s, size_t n) {
    __builtin_memmove(d, s, n * sizeof(Object *));
    for (size_t i = 0; i < n; i++) gc_write_barrier(dst, &d[i]);
}

/* Heap verification (-XX:+VerifyBeforeGC/AfterGC): aborts with a report on a bad reference. */
void gc_verify_heap(const char *when);
/* For plans' verification reports: "field Foo.bar (offset 16) of a Foo at 0x..", "element 3
 * of a java.lang.Object[] at 0x..", or "root slot 0x.." (holder NULL). */
void gc_verify_describe_slot(const Object *holder, Object *const *slot, char *buf, size_t len);

#endif
