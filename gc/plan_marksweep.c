/* plan_marksweep.c: a non-moving mark-sweep collector with free lists (the plan built in
 * docs/gc-tutorial.md). The heap is one reservation holding two regions that grow toward
 * each other: small objects (and TLABs) from the bottom up, large objects from the top down,
 * so that the holes small objects leave never stop a large array from finding room:
 *
 *     [ small objects ... small_top )   free   [ large_bottom ... large objects ]
 *
 * Both regions are always parsable: every byte belongs to an object, and a free chunk is a
 * filler object (gc_fill). Allocation takes a free chunk (next fit), else grows a region. A
 * collection marks everything reachable into a side bitmap, then sweeps both regions in
 * address order, turning each run of dead objects into one free chunk. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "gc_events.h"
#include "plans.h"
#include "refs.h"
#include "scan.h"

#define LARGE (256 * 1024)           /* objects at least this big go to the large region */

typedef struct Chunk {
    uint8_t *start;
    size_t size;
} Chunk;

typedef struct FreeList {
    Chunk *chunks;                   /* in address order */
    size_t n, cap;
    size_t rover;                    /* next fit: where the last search succeeded */
    size_t largest;                  /* no chunk is larger (an upper bound) */
    size_t bytes;
} FreeList;

static uint8_t *heap_start, *heap_end;
static uint8_t *small_top, *large_bottom;
static FreeList small_free, large_free;
static pthread_mutex_t alloc_lock = PTHREAD_MUTEX_INITIALIZER;

static uint64_t *mark_bits;          /* one bit per 8-byte heap word */
static Object **mark_stack;
static size_t mark_depth, mark_cap;
static RefList discovered;

static bool ms_init(const GcConfig *cfg, char *err, size_t errlen) {
    size_t size = ALIGN_UP(cfg->max_heap < (1 << 20) ? (1 << 20) : cfg->max_heap, 4096);
    heap_start = small_top = gc_reserve_heap(size, err, errlen);
    if (!heap_start) return false;
    heap_end = large_bottom = heap_start + size;
    mark_bits = mmap(NULL, size / 64, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (mark_bits == MAP_FAILED) {
        snprintf(err, errlen, "cannot reserve the mark bitmap");
        return false;
    }
    return true;
}

/* ---- allocation ---- */

/* Makes [p, p + size) one or more filler objects (an int[] covers at most 8 GB). */
static void fill(uint8_t *p, size_t size) {
    while (size) {
        size_t n = size > ((size_t)1 << 30) ? (size_t)1 << 30 : size;
        if (size - n != 0 && size - n < 16) n -= 16;   /* the rest must hold a filler too */
        gc_fill(p, n);
        p += n;
        size -= n;
    }
}

/* Next fit: the first chunk from the rover on that fits. A chunk is split only if its rest
 * can still be a filler (16 bytes at least). A search that fails learns the largest chunk,
 * so that later requests that cannot fit skip the list at once. */
static uint8_t *take(FreeList *fl, size_t size) {
    if (size > fl->largest) return NULL;
    size_t seen = 0;
    for (size_t k = 0; k < fl->n; k++) {
        size_t i = (fl->rover + k) % fl->n;
        Chunk *c = &fl->chunks[i];
        if (c->size != size && c->size < size + 16) {
            if (c->size > seen) seen = c->size;
            continue;
        }
        fl->rover = i;
        uint8_t *p = c->start;
        c->start += size;
        c->size -= size;
        fl->bytes -= size;
        if (c->size) fill(c->start, c->size);
        return p;
    }
    fl->largest = seen;
    return NULL;
}

/* A free chunk, else the gap between the regions grows the right region. */
static void *ms_alloc(Thread *t, size_t size) {
    (void)t;
    pthread_mutex_lock(&alloc_lock);
    bool large = size >= LARGE;
    uint8_t *p = take(large ? &large_free : &small_free, size);
    if (!p && (size_t)(large_bottom - small_top) >= size) {
        if (large) {
            p = large_bottom -= size;
        } else {
            p = small_top;
            small_top += size;
        }
    }
    pthread_mutex_unlock(&alloc_lock);
    if (p) memset(p, 0, size);
    return p;
}

/* ---- marking ---- */

static size_t word_index(const Object *o) { return (size_t)((const uint8_t *)o - heap_start) >> 3; }

static bool is_marked(const Object *o) {
    size_t w = word_index(o);
    return (mark_bits[w >> 6] >> (w & 63)) & 1;
}

/* Marks the object in *slot and pushes it, unless it was marked already. */
static void mark_slot(Object **slot, void *ctx) {
    (void)ctx;
    Object *o = *slot;
    if (is_marked(o)) return;
    size_t w = word_index(o);
    mark_bits[w >> 6] |= (uint64_t)1 << (w & 63);
    if (mark_depth == mark_cap) {
        mark_cap = mark_cap ? 2 * mark_cap : 4096;
        mark_stack = realloc(mark_stack, mark_cap * sizeof *mark_stack);
        if (!mark_stack) vm_fatal("out of native memory for the mark stack");
    }
    mark_stack[mark_depth++] = o;
}

/* Scans the gray objects until none is left. A Reference's referent is not traced: the
 * Reference is remembered, and gc_refs_process decides about it after the closure. */
static void mark_closure(void) {
    while (mark_depth) {
        Object *o = mark_stack[--mark_depth];
        Object **weak = gc_ref_weak_slot(o);
        if (weak && !is_marked(*weak)) ref_list_add(&discovered, o);
        gc_scan_range(o, o, (uint8_t *)o + object_size(o), weak, mark_slot, NULL);
    }
}

/* For gc_refs_process: a referent survives if it was marked. */
static Object *alive(Object *referent, void *ctx) {
    (void)ctx;
    return is_marked(referent) ? referent : NULL;
}

/* ---- sweeping ---- */

static void add_chunk(FreeList *fl, uint8_t *p, size_t size) {
    fill(p, size);
    if (fl->n == fl->cap) {
        fl->cap = fl->cap ? 2 * fl->cap : 256;
        fl->chunks = realloc(fl->chunks, fl->cap * sizeof *fl->chunks);
        if (!fl->chunks) vm_fatal("out of native memory for the free list");
    }
    fl->chunks[fl->n++] = (Chunk){p, size};
    fl->bytes += size;
    if (size > fl->largest) fl->largest = size;
}

/* Rebuilds fl from the runs of dead objects in the region [*lo, *hi). A dead run at the
 * edge the region grows from goes back to the gap between the regions instead: the small
 * region (grows_up) loses its trailing run, the large one its leading run. */
static void sweep(uint8_t **lo, uint8_t **hi, FreeList *fl, bool grows_up) {
    uint8_t *start = *lo, *end = *hi, *run = NULL;
    fl->n = fl->rover = fl->largest = fl->bytes = 0;
    for (uint8_t *p = start;;) {
        bool at_end = p >= end, live = !at_end && is_marked((Object *)p);
        if (run && (at_end || live)) {            /* the dead run [run, p) ends here */
            if (!grows_up && run == start) *lo = p;
            else if (grows_up && at_end) *hi = run;
            else add_chunk(fl, run, (size_t)(p - run));
            run = NULL;
        }
        if (at_end) break;
        if (live) gc_event_keep_alive((Object *)p);
        else if (!run) run = p;
        p += object_size((Object *)p);
    }
}

static void clear_marks(const uint8_t *from, const uint8_t *to) {
    size_t a = (size_t)(from - heap_start) / 512, b = ((size_t)(to - heap_start) + 511) / 512;
    if (b > a) memset(mark_bits + a, 0, (b - a) * sizeof(uint64_t));
}

/* ---- the collection ---- */

static void ms_collect(Thread *t, GcCause cause, GcLevel level) {
    (void)t, (void)level;
    GcPause p;
    gc_pause_begin(&p, true, cause);
    roots_visit(mark_slot, NULL);
    mark_closure();
    gc_pause_phase(&p, "Mark");
    gc_refs_process(&discovered, 1, alive, NULL);
    gc_pause_phase(&p, "Reference Processing");
    uint8_t *old_small_top = small_top, *old_large_bottom = large_bottom;
    sweep(&heap_start, &small_top, &small_free, true);
    sweep(&large_bottom, &heap_end, &large_free, false);
    clear_marks(heap_start, old_small_top);
    clear_marks(old_large_bottom, heap_end);
    gc_pause_phase(&p, "Sweep");
    gc_pause_end(&p, false);
}

/* ---- heap inspection, and the plan ---- */

static size_t ms_capacity(void) { return (size_t)(heap_end - heap_start); }
static size_t ms_used(void) {
    return ms_capacity() - (size_t)(large_bottom - small_top) - small_free.bytes - large_free.bytes;
}

static void ms_walk(void (*fn)(Object *o, void *ctx), void *ctx) {
    for (uint8_t *p = heap_start; p < small_top; p += object_size((Object *)p)) fn((Object *)p, ctx);
    for (uint8_t *p = large_bottom; p < heap_end; p += object_size((Object *)p)) fn((Object *)p, ctx);
}

static const GcPlan plan_marksweep = {
    .name = "marksweep",
    .init = ms_init,
    .alloc_tlab = ms_alloc,
    .alloc_shared = ms_alloc,
    .collect = ms_collect,
    .used = ms_used,
    .capacity = ms_capacity,
    .walk_heap = ms_walk,
};
GC_PLAN_REGISTER(plan_marksweep)
