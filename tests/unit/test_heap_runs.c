/* test_heap_runs.c: the heap model's compact representation (tracing/heap_model.h): uniform
 * and mixed runs, word widening past 256 and 65536 descriptors, lookups inside runs, region
 * moves across runs, marks as a run property, deaths from runs, hm_last and hm_restore_at. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "../../tracing/heap_model.h"
#include "unit.h"

#define EDEN 0
#define OLD 1
#define EB 0x100000
#define OB 0x4000000

typedef struct Deaths {
    uint64_t n, bytes, addr_sum, marked;
} Deaths;

static void on_death(void *ctx, const HmObject *o) {
    Deaths *d = ctx;
    d->n++;
    d->bytes += o->size;
    d->addr_sum += o->addr;
    d->marked += (o->flags & HM_MARK) != 0;
}

static void setup(HeapModel *h, Deaths *d) {
    hm_init(h);
    memset(d, 0, sizeof *d);
    h->on_death = on_death;
    h->death_ctx = d;
    CHECK(hm_space_create(h, EDEN, EB, EB + 0x2000000));
    CHECK(hm_space_allocate(h, EDEN, 0));
    CHECK(hm_space_create(h, OLD, OB, OB + 0x2000000));
    CHECK(hm_space_allocate(h, OLD, 2));
}

/* One descriptor throughout: one run, no words; objects found by arithmetic. */
static void test_uniform(void) {
    HeapModel h;
    Deaths d;
    setup(&h, &d);
    CHECK(hm_tlab(&h, 1, EB, 0x10000));
    for (int i = 0; i < 1000; i++) CHECK(hm_alloc_lab(&h, 1, 16, 5, 9, 0));
    CHECK_EQ_INT(hm_count(&h), 1000);
    CHECK_EQ_INT(h.heap.nruns, 1);
    CHECK_EQ_INT(h.heap.nwords, 0);
    HmObject o;
    CHECK(hm_find(&h, EB + 16 * 500, &o) && o.type == 5 && o.site == 9 && o.thread == 1 && o.size == 16);
    CHECK(!hm_find(&h, EB + 16 * 500 + 8, &o));   /* inside an object */
    CHECK(!hm_find(&h, EB + 16 * 1000, &o));      /* past the run */
    CHECK(hm_last(&h, &o) && o.addr == EB + 16 * 999);
    /* A minor GC keeps objects 500 and 501 (moved to old, one run there); the rest die. */
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(hm_move(&h, EB + 16 * 500, OB));
    CHECK(hm_move(&h, EB + 16 * 501, OB + 16));
    CHECK(!hm_move(&h, EB + 16 * 500, OB + 32));  /* already moved */
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(d.n, 998);
    CHECK_EQ_INT(d.bytes, 998 * 16);
    uint64_t sum = 0;
    for (uint64_t i = 0; i < 1000; i++)
        if (i != 500 && i != 501) sum += EB + 16 * i;
    CHECK_EQ_INT(d.addr_sum, sum);
    CHECK_EQ_INT(h.heap.nruns, 1);
    CHECK(hm_find(&h, OB + 16, &o) && o.age == 1 && o.type == 5);
    hm_free(&h);
}

/* Two descriptors alternating: mixed runs of HM_RUN_MAX objects with one word each. */
static void test_mixed(void) {
    HeapModel h;
    Deaths d;
    setup(&h, &d);
    CHECK(hm_tlab(&h, 1, EB, 0x10000));
    uint64_t at = EB;
    for (int i = 0; i < 100; i++) {
        uint64_t size = i % 2 ? 24 : 16;
        CHECK(hm_alloc_lab(&h, 1, size, (uint32_t)(i % 2), 3, 0));
        at += size;
    }
    CHECK_EQ_INT(h.heap.nruns, (100 + HM_RUN_MAX - 1) / HM_RUN_MAX);
    CHECK_EQ_INT(h.heap.nwords, 100);
    HmIter it;
    HmObject o;
    uint64_t next = EB;
    int k = 0;
    for (hm_iter(&h, &it); hm_next(&it, &o); k++) {
        CHECK_EQ_INT(o.addr, next);
        CHECK_EQ_INT(o.type, k % 2);
        next += o.size;
    }
    CHECK_EQ_INT(k, 100);
    CHECK_EQ_INT(next, at);
    CHECK(hm_find(&h, EB + 40 * 20 + 16, &o) && o.type == 1 && o.size == 24);   /* object 41 */
    CHECK(!hm_find(&h, EB + 40 * 20 + 8, &o));
    /* A region of 70 objects from object 10 crosses two run boundaries. */
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(hm_region(&h, EB + 40 * 5, OB, 70));
    CHECK(!hm_region(&h, EB + 40 * 5, OB + 0x10000, 1));   /* already moved */
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(hm_count(&h), 70);
    CHECK_EQ_INT(d.n, 30);
    next = OB;
    k = 10;
    for (hm_iter(&h, &it); hm_next(&it, &o); k++) {
        CHECK_EQ_INT(o.addr, next);
        CHECK_EQ_INT(o.type, k % 2);
        CHECK_EQ_INT(o.age, 1);
        next += o.size;
    }
    CHECK_EQ_INT(k, 80);
    CHECK(hm_gc_start(&h, 1, true, OB));
    CHECK(!hm_region(&h, OB + 40 * 30, OB + 0x10000, 20));   /* only 10 objects follow */
    CHECK(strstr(h.err, "fewer than") != NULL);
    hm_free(&h);
}

/* Descriptor ids past 255 and 65535 widen the words of the heap and of a GC's front. */
static void test_widen(void) {
    HeapModel h;
    Deaths d;
    setup(&h, &d);
    CHECK(hm_tlab(&h, 1, EB, 0x1000000));
    for (uint32_t i = 0; i < 200; i++) CHECK(hm_alloc_lab(&h, 1, 16 + 8 * (i % 3), 7, 1, i));   /* arrays */
    CHECK_EQ_INT(h.wlog, 0);
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(hm_plab(&h, 2, 0, OB, 0x1000));
    uint64_t from = EB;
    for (uint32_t i = 0; i < 200; i++) {
        uint64_t size = 16 + 8 * (i % 3);
        if (i % 2 == 0) CHECK(hm_move_plab(&h, 2, 0, from));
        from += size;
    }
    /* New descriptors in the GC (objects put straight into old space): past 256 and 65536. */
    uint64_t at = OB + 0x100000;
    for (uint32_t i = 0; i < 70000; i++, at += 16) CHECK(hm_alloc_at(&h, 3, at, 16, 8, 2, 1000 + i));
    CHECK_EQ_INT(h.wlog, 2);
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(d.n, 100);
    CHECK_EQ_INT(hm_count(&h), 100 + 70000);
    HmIter it;
    HmObject o;
    uint32_t k = 0, bad = 0;
    for (hm_iter(&h, &it); hm_next(&it, &o); k++) {
        uint32_t want = k < 100 ? 2 * k : 1000 + (k - 100);
        bad += o.len != want || (k < 100 && o.size != 16 + 8 * (want % 3));
    }
    CHECK_EQ_INT(bad, 0);
    hm_free(&h);
}

/* Marks belong to runs: a marked run is not extended by unmarked objects, and moves keep
 * the mark apart from new objects in the same PLAB. */
static void test_marks(void) {
    HeapModel h;
    Deaths d;
    setup(&h, &d);
    CHECK(hm_tlab(&h, 1, EB, 0x1000));
    for (int i = 0; i < 4; i++) CHECK(hm_alloc_lab(&h, 1, 16, 5, 9, 0));
    hm_mark_all(&h);
    for (int i = 0; i < 4; i++) CHECK(hm_alloc_lab(&h, 1, 16, 5, 9, 0));
    CHECK_EQ_INT(h.heap.nruns, 2);
    HmIter it;
    HmObject o;
    int k = 0, wrong = 0;
    for (hm_iter(&h, &it); hm_next(&it, &o); k++) wrong += !(o.flags & HM_MARK) != (k >= 4);
    CHECK_EQ_INT(wrong, 0);
    /* Objects 3 (marked) and 4 (not) move to one PLAB, back to back: two runs. */
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(hm_plab(&h, 1, 0, OB, 0x100));
    CHECK(hm_move_plab(&h, 1, 0, EB + 48));
    CHECK(hm_move_plab(&h, 1, 0, EB + 64));
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(d.n, 6);
    CHECK_EQ_INT(d.marked, 3);
    CHECK_EQ_INT(h.heap.nruns, 2);
    CHECK(hm_find(&h, OB, &o) && (o.flags & HM_MARK) && o.age == 1);
    CHECK(hm_find(&h, OB + 16, &o) && !(o.flags & HM_MARK) && o.age == 1);
    hm_free(&h);
}

/* A restored object in a GC has thread 0; hm_last reports it. */
static void test_restore(void) {
    HeapModel h;
    Deaths d;
    setup(&h, &d);
    CHECK(hm_gc_start(&h, 0, true, EB));
    CHECK(hm_restore_at(&h, 4, OB, 32, 6, 1));
    HmObject o;
    CHECK(hm_last(&h, &o) && o.addr == OB && o.thread == 0 && o.type == 6);
    CHECK(hm_gc_end(&h, false));
    CHECK(hm_find(&h, OB, &o) && o.thread == 0 && o.size == 32);
    CHECK(hm_restore_at(&h, 4, OB + 32, 16, 6, 1));   /* outside a GC: its thread */
    CHECK(hm_find(&h, OB + 32, &o) && o.thread == 4);
    hm_clear(&h);
    CHECK_EQ_INT(hm_count(&h), 0);
    CHECK_EQ_INT(d.n, 0);
    hm_free(&h);
}

int main(void) {
    test_uniform();
    test_mixed();
    test_widen();
    test_marks();
    test_restore();
    return unit_summary("test_heap_runs");
}
