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
 *    parsable, so they cover it. Any other overlap is an error. */
#ifndef MINIVM_HEAP_MODEL_H
#define MINIVM_HEAP_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Packed to 4-byte alignment: 36 bytes, not 40 (one per object of the heap; take no
 * pointers to its members). */
typedef struct __attribute__((packed, aligned(4))) HmObject {
    uint64_t addr, size;
    uint32_t type, site;
    uint32_t len;                 /* array length */
    uint32_t thread;              /* the allocating trace thread */
    uint16_t age;                 /* times moved or kept alive by a GC */
    uint16_t flags;               /* HM_FILLER, HM_MARK, the mode; during a GC also HM_MOVED, HM_KEPT */
} HmObject;
_Static_assert(sizeof(HmObject) == 36, "HmObject is packed");

/* HM_MARK is the analyzer's: kept through GCs, never set by the model. Bits 8-11: the
 * allocation mode (HM_MODE_*), from h->mode at the allocation. */
enum { HM_MOVED = 1, HM_KEPT = 2, HM_GC_FLAGS = 3, HM_FILLER = 4, HM_MARK = 8, HM_MODE_SHIFT = 8 };

/* Allocation mode: who * 4 + how. */
enum { HM_WHO_VM = 0, HM_WHO_IR = 1, HM_WHO_JIT = 2 };
enum { HM_HOW_FAST = 0, HM_HOW_SLOW = 1, HM_HOW_NORMAL = 2, HM_HOW_TYPED = 3 };
static inline unsigned hm_mode(const HmObject *o) { return (o->flags >> HM_MODE_SHIFT) & 15u; }

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
    HmObject *objs;               /* the heap: objs[0, sorted) in address order, then appended */
    size_t n, cap, sorted;
    HmObject *front;              /* during a GC */
    size_t fn, fcap;
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

bool hm_gc_start(HeapModel *h, uint32_t gc, bool major, uint64_t base);
bool hm_gc_info(HeapModel *h, uint32_t space);
bool hm_gc_failed(HeapModel *h, uint32_t space);
bool hm_move(HeapModel *h, uint64_t from, uint64_t to);
bool hm_move_plab(HeapModel *h, uint32_t tid, uint32_t slot, uint64_t from);
bool hm_region(HeapModel *h, uint64_t from, uint64_t to, uint64_t count);
bool hm_keep(HeapModel *h, uint64_t addr);
bool hm_gc_end(HeapModel *h, bool failed);

/* The heap in address order (sorts if needed); valid until the next event. */
const HmObject *hm_objects(HeapModel *h, size_t *n);
/* The same, writable (for HM_MARK). */
HmObject *hm_objects_mut(HeapModel *h, size_t *n);
/* The space holding addr, or -1. */
int hm_space_of(const HeapModel *h, uint64_t addr);

#endif
