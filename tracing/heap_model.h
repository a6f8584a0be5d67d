/* heap_model.h: the heap rebuilt from trace events alone, object by object (the thesis's
 * reconstruction rules, chapter 5). Knows nothing of the file format: trace_replay.c feeds
 * it; the verifier compares it with the VM's dumps; the analyzer (a later issue) queries it.
 *
 * Rules:
 *  - Mutator phase: a thread's LAB-implied allocation goes to its TLAB's fill level; an
 *    allocation with an address inside the thread's current LAB must be at that fill level;
 *    anywhere else it stands alone.
 *  - GC phase (GC start to GC end): the heap of the mutator phase is the back; moves read
 *    it and write the front (so moves may overlap old addresses in any order). A PLAB move's
 *    destination is the fill level of the thread's PLAB in that slot. A region move carries
 *    `count` neighbours (contiguous in the back) by one offset; keep-alive copies in place.
 *  - GC end: the back's objects of collected spaces (all of a major GC; the GC_INFO spaces of
 *    a minor one) that did not move are dead; others stay. In a failed space every object
 *    stays (its moves were copies). The front becomes the heap; objects may not overlap.
 *  - LABs (TLABs and PLABs) end at every GC start and GC end.
 *  - A filler is dead space: objects (and fillers) placed over it later replace it. Where a
 *    filler overlaps other objects at a phase change it is dropped; the VM keeps its heap
 *    parsable, so they cover it. Any other overlap is an error.
 *
 * Representation (after the thesis's lightweight objects and maps, section 5.3: shared,
 * interned object representations, the address implied by a LAB's start and the sizes
 * before it; here runs in place of its per-LAB arrays of pointers): no record per object.
 *  - Descriptors: (type, site, array length, thread, mode, filler, size) hash-consed into a
 *    table of ids.
 *  - Runs: contiguous objects of one age and one HM_MARK state, {start, end, count, ...}.
 *    A uniform run holds objects of one descriptor (its id in the run; object i is at
 *    start + i * size); a mixed run (at most HM_RUN_MAX objects) indexes one descriptor id
 *    per object in a word pool (addresses: the sizes summed). A TLAB filled in order is a
 *    sequence of runs, so are PLAB copies of one age: an object at the end of the last run
 *    extends it. A filler is a run of its own.
 *  - The heap is a run array kept in address order at phase changes (the phase's new runs
 *    are sorted in at the next GC start). During a GC the front is a second store; moves
 *    find their source by binary search on the back's runs, and the back's MOVED/KEPT state
 *    is a 2-bit map by object ordinal (runs number their objects at the GC start). At the
 *    GC end the front (with the objects that stay) becomes the heap; the back is freed.
 *  - Runs and words are mapped directly (grown with mremap), so that a freed back returns
 *    its pages at once instead of fragmenting the malloc heap.
 *  - Words are 1, 2 or 4 bytes wide, as the number of descriptors needs (widened when it
 *    passes 256 and 65536).
 *  Memory: 32 bytes per run plus 1 to 4 per object of a mixed run, plus 2 bits per object
 *  of the back during a GC; against 36 bytes per object for a flat record array. */
#ifndef MINIVM_HEAP_MODEL_H
#define MINIVM_HEAP_MODEL_H

#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One object as the model yields it (a value: the model does not store these). Packed to
 * 36 bytes for the arrays of analyses that number objects; take no pointers to members. */
typedef struct __attribute__((packed, aligned(4))) HmObject {
    uint64_t addr, size;
    uint32_t type, site;
    uint32_t len;                 /* array length */
    uint32_t thread;              /* the allocating trace thread */
    uint16_t age;                 /* times moved or kept alive by a GC */
    uint16_t flags;               /* HM_FILLER, HM_MARK, the mode */
} HmObject;
_Static_assert(sizeof(HmObject) == 36, "HmObject is packed");

/* HM_MARK is the analyzer's (hm_mark_all): kept through GCs, never set by the model. Bits
 * 8-11: the allocation mode (HM_MODE_*), from h->mode at the allocation. HM_MOVED and
 * HM_KEPT are never set in a yielded object. */
enum { HM_MOVED = 1, HM_KEPT = 2, HM_GC_FLAGS = 3, HM_FILLER = 4, HM_MARK = 8, HM_MODE_SHIFT = 8 };

/* Allocation mode: who * 4 + how. */
enum { HM_WHO_VM = 0, HM_WHO_IR = 1, HM_WHO_JIT = 2 };
enum { HM_HOW_FAST = 0, HM_HOW_SLOW = 1, HM_HOW_NORMAL = 2, HM_HOW_TYPED = 3 };
static inline unsigned hm_mode(const HmObject *o) { return (o->flags >> HM_MODE_SHIFT) & 15u; }

#define HM_RUN_MAX 32             /* objects of a mixed run */
enum { HM_RUN_UNIFORM = 1, HM_RUN_MARK = 2 };

typedef struct HmDesc {
    uint64_t size;
    uint32_t type, site, len, thread;
    uint16_t flags;               /* HM_FILLER and the mode */
} HmDesc;

#define HM_DCACHE 256

typedef struct HmDescCache {
    HmDesc d;
    uint32_t id;                  /* 1 + the id; 0: empty */
} HmDescCache;

typedef struct HmRun {
    uint64_t start, end;          /* [start, end): the run's objects, back to back */
    uint32_t ref;                 /* uniform: the descriptor id; mixed: the first word */
    uint32_t count;
    uint32_t ord;                 /* the back's ordinal of the first object (during a GC) */
    uint16_t age, flags;          /* HM_RUN_* */
} HmRun;

typedef struct HmStore {
    HmRun *runs;                  /* runs[0, sorted) in address order, then appended */
    size_t nruns, cruns, sorted;
    uint8_t *words;               /* mixed runs' descriptor ids, 1 << HeapModel.wlog bytes each */
    size_t nwords, cwords;
    size_t open;                  /* 1 + the run an allocation at its end extends; 0: none */
} HmStore;

typedef struct HmLab {
    uint64_t start, top, end;     /* end == 0: none */
} HmLab;

typedef struct HmThread {
    uint32_t tid;
    HmLab tlab, plab[2];
} HmThread;

#define HM_MAX_SPACES 256
#define HM_MAX_THREAD (1u << 24)

typedef struct HmSpace {
    bool exists;
    uint32_t type;                /* SPACE_ALLOCATE type */
    uint64_t start, end;
} HmSpace;

typedef struct HeapModel {
    HmStore heap;                 /* the heap; during a GC the back */
    HmStore front;                /* during a GC */
    HmDesc *descs;                /* descriptors by id */
    size_t ndescs, cdescs;
    unsigned wlog;                /* words of 1, 2 or 4 bytes: ids below 256, 65536, or any */
    uint32_t *dtab;               /* hash table: 1 + descriptor id; 0 empty */
    HmDescCache dcache[HM_DCACHE]; /* recent descriptors, by site, length and thread */
    size_t dmask;
    size_t hint;                  /* 1 + the back run the last move came from */
    uint8_t *gcbits;              /* during a GC: MOVED/KEPT of the back by ordinal, 2 bits each */
    size_t nback;                 /* objects of the back */
    uint64_t last_addr;           /* the last allocation (hm_last) */
    uint32_t last_id;
    bool has_last;
    HmThread *threads;
    size_t nthreads, cthreads;
    HmSpace spaces[HM_MAX_SPACES];
    bool in_gc, major;
    uint32_t gc;
    uint64_t base;
    bool collected[HM_MAX_SPACES], failed[HM_MAX_SPACES];
    uint64_t gcs;                 /* GC ends seen */
    uint64_t died, survived;      /* objects, last GC */
    uint16_t mode;                /* HM_MODE of the next allocation (set by the replay) */
    /* Called for every object (fillers too) that dies: at a GC end, or with its space. */
    void (*on_death)(void *ctx, const HmObject *o);
    void *death_ctx;
    struct HeapPointers *ptrs;    /* the references, with -Xtrace:pointers (heap_pointers.h) */
    char err[512];                /* the last error */
} HeapModel;

void hm_init(HeapModel *h);
void hm_free(HeapModel *h);

/* Formats an error message into buf (n bytes) and returns false: the models' error returns. */
bool hm_error(char *buf, size_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

/* Every function returns false with h->err set when the event contradicts the model. */
bool hm_space_create(HeapModel *h, uint32_t id, uint64_t start, uint64_t end);
bool hm_space_allocate(HeapModel *h, uint32_t id, uint32_t type);
bool hm_space_redefine(HeapModel *h, uint32_t id, uint64_t start, uint64_t end);
bool hm_space_release(HeapModel *h, uint32_t id);     /* also destroy: its objects die */
bool hm_space_destroy(HeapModel *h, uint32_t id);

bool hm_tlab(HeapModel *h, uint32_t tid, uint64_t start, uint64_t size);
bool hm_plab(HeapModel *h, uint32_t tid, uint32_t slot, uint64_t start, uint64_t size);

/* An allocation at the fill level of the thread's TLAB. */
bool hm_alloc_lab(HeapModel *h, uint32_t tid, uint64_t size, uint32_t type, uint32_t site, uint32_t len);
/* An allocation at an explicit address (in a GC phase: into the front). */
bool hm_alloc_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                 uint32_t len);
/* The same for a filler (dead space: a retired LAB's rest, a free chunk, a lost copy). */
bool hm_filler_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                  uint32_t len);
/* hm_alloc_at for an object restored by a synchronization point: in a GC (the rebuilding
 * one) recorded with thread 0, as its allocation is not in the trace; tid's LABs apply. */
bool hm_restore_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site);

bool hm_gc_start(HeapModel *h, uint32_t gc, bool major, uint64_t base);
bool hm_gc_info(HeapModel *h, uint32_t space);
bool hm_gc_failed(HeapModel *h, uint32_t space);
bool hm_move(HeapModel *h, uint64_t from, uint64_t to);
bool hm_move_plab(HeapModel *h, uint32_t tid, uint32_t slot, uint64_t from);
bool hm_region(HeapModel *h, uint64_t from, uint64_t to, uint64_t count);
bool hm_keep(HeapModel *h, uint64_t addr);
bool hm_gc_end(HeapModel *h, bool failed);

/* Drops every object of the heap without deaths (a synchronization point rebuilds it). */
void hm_clear(HeapModel *h);

/* ---- a worker's share of a mutator phase (the parallel replay, replay_parallel.c) ----
 * A worker applies the allocations and TLABs of the threads it is given into its own store
 * (words 4 bytes wide), through its own descriptor cache; new descriptors are interned in
 * the model's table under *lock. A thread's LAB state is the model's, and each thread is
 * given to one worker at a time; hm_reserve_thread sizes the thread array beforehand (no
 * worker reallocates it). hm_local_merge, with the workers idle, appends a store's runs to
 * the heap (the next GC start sorts them in). Errors go to l->err, not h->err. */
typedef struct HmLocal {
    HmStore store;
    HmDescCache dcache[HM_DCACHE];
    pthread_mutex_t *lock;
    HmObject last;                /* the last allocation (or filler) */
    char err[512];
} HmLocal;

void hm_local_init(HmLocal *l, pthread_mutex_t *lock);
void hm_local_free(HmLocal *l);
void hm_reserve_thread(HeapModel *h, uint32_t tid);
bool hm_local_tlab(HeapModel *h, HmLocal *l, uint32_t tid, uint64_t start, uint64_t size);
/* mode: the HM_MODE of the allocation. */
bool hm_local_alloc_lab(HeapModel *h, HmLocal *l, uint32_t tid, uint16_t mode, uint64_t size, uint32_t type,
                        uint32_t site, uint32_t len);
bool hm_local_alloc_at(HeapModel *h, HmLocal *l, uint32_t tid, uint16_t mode, uint64_t addr, uint64_t size,
                       uint32_t type, uint32_t site, uint32_t len, bool filler);
void hm_local_merge(HeapModel *h, HmLocal *l);

/* The heap in address order (during a GC: the back), one object at a time:
 *     HmIter it; HmObject o; for (hm_iter(h, &it); hm_next(&it, &o);) ...
 * hm_iter sorts the phase's allocations in; the iteration is valid until the next event. */
typedef struct HmIter {
    const HeapModel *h;
    size_t run;
    uint32_t idx;
    uint64_t addr;
} HmIter;
void hm_iter(HeapModel *h, HmIter *it);
static inline bool hm_next(HmIter *it, HmObject *o);
/* The number of objects (fillers included) that hm_iter yields. */
size_t hm_count(HeapModel *h);
/* A flat copy of the heap in address order (malloc'd, the caller frees; NULL when empty or
 * out of memory, *n the count): for analyses that number objects (graphs, dumps). */
HmObject *hm_snapshot(HeapModel *h, size_t *n);
/* The object at addr in the heap (during a GC: the back). */
bool hm_find(HeapModel *h, uint64_t addr, HmObject *o);
/* Sets HM_MARK on every object of the heap. */
void hm_mark_all(HeapModel *h);
/* The object of the last allocation (or filler), false when none. */
static inline bool hm_last(const HeapModel *h, HmObject *o);
/* The space holding addr, or -1. */
int hm_space_of(const HeapModel *h, uint64_t addr);

/* ---- inline: the steps that run once per object or allocation ---- */

/* Word i of store s (1 << h->wlog bytes each). */
static inline uint32_t hm_word(const HeapModel *h, const HmStore *s, size_t i) {
    switch (h->wlog) {
    case 0: return s->words[i];
    case 1: return ((const uint16_t *)(const void *)s->words)[i];
    default: return ((const uint32_t *)(const void *)s->words)[i];
    }
}

/* The descriptor id of object i of run r of store s. */
static inline uint32_t hm_id_at(const HeapModel *h, const HmStore *s, const HmRun *r, uint32_t i) {
    return r->flags & HM_RUN_UNIFORM ? r->ref : hm_word(h, s, r->ref + i);
}

/* The object of descriptor id at addr in run r. */
static inline void hm_object_at(const HeapModel *h, uint32_t id, uint64_t addr, const HmRun *r, HmObject *o) {
    const HmDesc *d = &h->descs[id];
    *o = (HmObject){addr, d->size, d->type, d->site, d->len, d->thread, r->age,
                    (uint16_t)(d->flags | (r->flags & HM_RUN_MARK ? HM_MARK : 0))};
}

static inline bool hm_next(HmIter *it, HmObject *o) {
    const HmStore *s = &it->h->heap;
    while (it->run < s->sorted) {
        const HmRun *r = &s->runs[it->run];
        if (it->idx < r->count) {
            if (it->idx == 0) it->addr = r->start;
            hm_object_at(it->h, hm_id_at(it->h, s, r, it->idx), it->addr, r, o);
            it->addr += o->size;
            it->idx++;
            return true;
        }
        it->run++;
        it->idx = 0;
    }
    return false;
}

static inline bool hm_last(const HeapModel *h, HmObject *o) {
    if (!h->has_last) return false;
    hm_object_at(h, h->last_id, h->last_addr, &(HmRun){.age = 0}, o);
    return true;
}

#endif
