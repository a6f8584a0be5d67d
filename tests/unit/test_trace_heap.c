/* test_trace_heap.c: the reconstruction rules of tracing/heap_model.c on hand-made event
 * sequences: TLAB addresses, fillers, PLAB destinations, regions and keep-alive, deaths,
 * minor GCs, failed GCs, and the contradictions the model must reject. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../tracing/heap_model.h"
#include "unit.h"

#define EDEN 0
#define OLD 1
#define EB 0x10000
#define OB 0x80000

static void setup(HeapModel *h) {
    hm_init(h);
    CHECK(hm_space_create(h, EDEN, EB, EB + 0x10000));
    CHECK(hm_space_allocate(h, EDEN, 0));
    CHECK(hm_space_create(h, OLD, OB, OB + 0x10000));
    CHECK(hm_space_allocate(h, OLD, 2));
}

static bool has(HeapModel *h, uint64_t addr, uint64_t size, uint32_t type) {
    HmIter it;
    HmObject o;
    for (hm_iter(h, &it); hm_next(&it, &o);)
        if (o.addr == addr) return o.size == size && o.type == type;
    return false;
}

static size_t count(HeapModel *h) { return hm_count(h); }

static void test_tlab(void) {
    HeapModel h;
    setup(&h);
    /* Two threads, interleaved: each one's objects follow its own TLAB. */
    CHECK(hm_tlab(&h, 1, EB, 256));
    CHECK(hm_tlab(&h, 2, EB + 256, 256));
    CHECK(hm_alloc_lab(&h, 1, 16, 7, 2, 0));
    CHECK(hm_alloc_lab(&h, 2, 24, 8, 3, 1));
    CHECK(hm_alloc_lab(&h, 1, 32, 9, 4, 0));
    CHECK(has(&h, EB, 16, 7));
    CHECK(has(&h, EB + 16, 32, 9));
    CHECK(has(&h, EB + 256, 24, 8));
    /* An explicit address at the fill level advances it (a filler retiring the TLAB). */
    CHECK(hm_alloc_at(&h, 1, EB + 48, 208, 10, 1, 48));
    CHECK(!hm_alloc_lab(&h, 1, 8, 7, 2, 0));          /* the TLAB is full */
    /* Not at the fill level: a contradiction. */
    CHECK(!hm_alloc_at(&h, 2, EB + 300, 16, 7, 2, 0));
    CHECK(strstr(h.err, "fill level") != NULL);
    /* Outside every TLAB: stands alone. */
    CHECK(hm_alloc_at(&h, 2, EB + 0x1000, 64, 11, 5, 0));
    CHECK_EQ_INT(count(&h), 5);
    /* No TLAB: a fast allocation is impossible. */
    CHECK(!hm_alloc_lab(&h, 3, 16, 7, 2, 0));
    hm_free(&h);
}

static void test_major_gc(void) {
    HeapModel h;
    setup(&h);
    CHECK(hm_tlab(&h, 1, OB, 1024));
    for (int i = 0; i < 6; i++) CHECK(hm_alloc_lab(&h, 1, 16, (uint32_t)i, 2, 0));   /* OB + 16 i */
    CHECK(hm_gc_start(&h, 0, true, OB));
    CHECK(!hm_alloc_lab(&h, 1, 16, 1, 2, 0));        /* no TLAB allocation in a GC */
    CHECK(hm_keep(&h, OB));                          /* object 0 stays */
    CHECK(hm_region(&h, OB + 32, OB + 16, 2));       /* objects 2, 3 slide down by 16 */
    CHECK(hm_move(&h, OB + 80, OB + 48));            /* object 5 */
    CHECK(!hm_move(&h, OB + 80, OB + 64));           /* moved twice */
    CHECK(!hm_move(&h, OB + 8, OB + 64));            /* no object there */
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(count(&h), 4);                      /* objects 1 and 4 died */
    CHECK(has(&h, OB, 16, 0));
    CHECK(has(&h, OB + 16, 16, 2));
    CHECK(has(&h, OB + 32, 16, 3));
    CHECK(has(&h, OB + 48, 16, 5));
    CHECK_EQ_INT(h.died, 2);
    /* A region that is not contiguous is rejected. */
    CHECK(hm_gc_start(&h, 1, true, OB));
    CHECK(hm_move(&h, OB + 48, OB + 200));
    CHECK(!hm_region(&h, OB, OB + 100, 4));
    hm_free(&h);
}

static void test_minor_gc_plab(void) {
    HeapModel h;
    setup(&h);
    CHECK(hm_tlab(&h, 1, EB, 1024));
    CHECK(hm_alloc_lab(&h, 1, 16, 1, 2, 0));         /* EB */
    CHECK(hm_alloc_lab(&h, 1, 24, 2, 3, 1));         /* EB + 16 */
    CHECK(hm_alloc_lab(&h, 1, 16, 3, 2, 0));         /* EB + 40 */
    CHECK(hm_alloc_at(&h, 1, OB, 32, 4, 5, 0));      /* an old object */
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(!hm_move_plab(&h, 9, 1, EB));             /* no PLAB yet */
    CHECK(hm_plab(&h, 9, 1, OB + 32, 64));
    CHECK(hm_move_plab(&h, 9, 1, EB + 16));         /* -> OB + 32 */
    CHECK(hm_move_plab(&h, 9, 1, EB + 40));         /* -> OB + 56 */
    CHECK(hm_alloc_at(&h, 9, OB + 72, 24, 6, 1, 1)); /* the PLAB's filler, at its fill level */
    CHECK(!hm_move_plab(&h, 9, 1, EB));             /* the PLAB is full */
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(count(&h), 4);                      /* EB died; the old object stayed */
    CHECK(has(&h, OB, 32, 4));
    CHECK(has(&h, OB + 32, 24, 2));
    CHECK(has(&h, OB + 56, 16, 3));
    CHECK(has(&h, OB + 72, 24, 6));
    size_t n;
    HmObject *o = hm_snapshot(&h, &n);
    CHECK_EQ_INT(n, 4);
    CHECK_EQ_INT(o[1].age, 1);
    CHECK_EQ_INT(o[0].age, 0);
    free(o);
    hm_free(&h);
}

static void test_failed_gc(void) {
    HeapModel h;
    setup(&h);
    CHECK(hm_tlab(&h, 1, EB, 1024));
    CHECK(hm_alloc_lab(&h, 1, 16, 1, 2, 0));         /* EB: copied, then the GC fails */
    CHECK(hm_alloc_lab(&h, 1, 16, 2, 2, 0));         /* EB + 16: dead, stays */
    CHECK(hm_alloc_lab(&h, 1, 16, 3, 2, 0));         /* EB + 32: kept (self-forwarded) */
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(hm_move(&h, EB, OB));
    CHECK(hm_keep(&h, EB + 32));
    CHECK(hm_gc_failed(&h, EDEN));
    CHECK(hm_gc_end(&h, true));
    CHECK_EQ_INT(count(&h), 4);                      /* all three stay, plus the copy */
    CHECK(has(&h, EB, 16, 1));
    CHECK(has(&h, EB + 16, 16, 2));
    CHECK(has(&h, EB + 32, 16, 3));
    CHECK(has(&h, OB, 16, 1));
    hm_free(&h);
}

static void test_overlap(void) {
    HeapModel h;
    setup(&h);
    CHECK(hm_alloc_at(&h, 1, OB, 32, 1, 2, 0));
    CHECK(hm_alloc_at(&h, 1, OB + 64, 32, 1, 2, 0));
    CHECK(hm_gc_start(&h, 0, true, OB));
    CHECK(hm_move(&h, OB, OB + 48));
    CHECK(hm_keep(&h, OB + 64));
    CHECK(!hm_gc_end(&h, false));                    /* OB + 48 + 32 > OB + 64 */
    CHECK(strstr(h.err, "overlap") != NULL);
    hm_free(&h);
}

/* A free-list allocator: a free chunk is a filler; a TLAB and a smaller filler then take
 * its place, in another thread's frame too. */
static void test_filler_reuse(void) {
    HeapModel h;
    setup(&h);
    CHECK(hm_alloc_at(&h, 1, OB, 32, 1, 2, 0));
    CHECK(hm_filler_at(&h, 1, OB + 32, 96, 9, 1, 19));    /* a free chunk after a sweep */
    CHECK(hm_alloc_at(&h, 1, OB + 128, 16, 1, 2, 0));
    CHECK(hm_gc_start(&h, 0, true, OB));
    CHECK(hm_keep(&h, OB));
    CHECK(hm_filler_at(&h, 1, OB + 32, 96, 9, 1, 19));    /* the sweep's chunk */
    CHECK(hm_keep(&h, OB + 128));
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(count(&h), 3);
    /* Thread 2 takes 48 bytes of the chunk as a TLAB; thread 3 wrote the rest's filler. */
    CHECK(hm_filler_at(&h, 3, OB + 80, 48, 9, 1, 7));
    CHECK(hm_tlab(&h, 2, OB + 32, 48));
    CHECK(hm_alloc_lab(&h, 2, 16, 5, 2, 0));
    CHECK(hm_filler_at(&h, 2, OB + 48, 32, 9, 1, 3));      /* the TLAB retired */
    /* The rest is taken again: an object and a smaller filler at the same start. */
    CHECK(hm_alloc_at(&h, 3, OB + 80, 24, 6, 2, 0));
    CHECK(hm_filler_at(&h, 3, OB + 104, 24, 9, 1, 1));
    CHECK_EQ_INT(count(&h), 6);
    CHECK(has(&h, OB + 32, 16, 5));
    CHECK(has(&h, OB + 48, 32, 9));
    CHECK(has(&h, OB + 80, 24, 6));
    CHECK(has(&h, OB + 104, 24, 9));
    /* Two objects that are not fillers may not overlap. */
    CHECK(hm_alloc_at(&h, 1, OB + 40, 16, 1, 2, 0));
    CHECK(!hm_gc_start(&h, 1, true, OB));
    CHECK(strstr(h.err, "overlap") != NULL);
    hm_free(&h);
}

static void test_phases(void) {
    HeapModel h;
    setup(&h);
    CHECK(!hm_gc_end(&h, false));
    CHECK(!hm_move(&h, OB, OB));
    CHECK(!hm_plab(&h, 1, 0, OB, 64));
    CHECK(hm_gc_start(&h, 0, true, 0));
    CHECK(!hm_gc_start(&h, 1, true, 0));
    CHECK(!hm_tlab(&h, 1, EB, 64));
    CHECK(hm_gc_end(&h, false));
    CHECK(!hm_space_create(&h, HM_MAX_SPACES, 0, 1));
    CHECK(!hm_space_redefine(&h, 77, 0, 1));
    hm_free(&h);
}

/* Whether the heap is in strictly increasing address order without overlaps. */
static bool in_order(HeapModel *h) {
    HmIter it;
    HmObject o;
    uint64_t end = 0;
    for (hm_iter(h, &it); hm_next(&it, &o); end = o.addr + o.size)
        if (end > o.addr) return false;
    return true;
}

/* New objects are merged into the sorted heap in runs: between survivors (in any order),
 * below them (TLABs of other spaces), and a few into a large heap (the merge from the back). */
static void test_merge(void) {
    HeapModel h;
    setup(&h);
    CHECK(hm_tlab(&h, 1, OB, 1024));
    for (int i = 0; i < 64; i++) CHECK(hm_alloc_lab(&h, 1, 16, 1, 2, 0));   /* OB + 16 i */
    CHECK(hm_gc_start(&h, 0, true, OB));
    for (int i = 0; i < 64; i += 2) CHECK(hm_keep(&h, OB + 16 * (uint64_t)i));
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(count(&h), 32);
    for (int i = 31; i >= 0; i -= 2) CHECK(hm_alloc_at(&h, 2, OB + 16 + 32 * (uint64_t)i, 16, 3, 2, 0));
    for (int i = 0; i < 32; i += 2) CHECK(hm_alloc_at(&h, 2, OB + 16 + 32 * (uint64_t)i, 16, 3, 2, 0));
    CHECK(hm_tlab(&h, 3, EB, 2048));
    for (int i = 0; i < 100; i++) CHECK(hm_alloc_lab(&h, 3, 16, 4, 2, 0));   /* below the survivors */
    CHECK(hm_alloc_at(&h, 2, OB + 4096, 16, 5, 2, 0));                      /* above them */
    CHECK_EQ_INT(count(&h), 165);
    CHECK(in_order(&h));
    for (int i = 0; i < 64; i++) CHECK(has(&h, OB + 16 * (uint64_t)i, 16, i % 2 ? 3 : 1));
    CHECK(has(&h, EB + 99 * 16, 16, 4));
    for (int i = 4; i >= 0; i--) CHECK(hm_alloc_at(&h, 2, EB + 0x8000 + 16 * (uint64_t)i, 16, 6, 2, 0));
    CHECK_EQ_INT(count(&h), 170);
    CHECK(in_order(&h));
    CHECK(has(&h, EB + 0x8000, 16, 6) && has(&h, EB + 0x8040, 16, 6) && has(&h, OB + 4096, 16, 5));
    hm_free(&h);
}

int main(void) {
    test_merge();
    test_tlab();
    test_major_gc();
    test_minor_gc_plab();
    test_failed_gc();
    test_overlap();
    test_filler_reuse();
    test_phases();
    return unit_summary("test_trace_heap");
}
