/* test_analyze_model.c: what the analyzer adds to tracing/heap_model.c: the allocating thread
 * and mode of each object, HM_MARK kept through moves, regions and GC ends, and the death
 * callback (at a GC end and with a released space), on hand-made event sequences. */
#include <stdint.h>
#include <string.h>

#include "../../tracing/heap_model.h"
#include "unit.h"

#define EDEN 0
#define OLD 1
#define EB 0x10000
#define OB 0x80000

typedef struct Deaths {
    int n, marked;
    uint64_t bytes;
} Deaths;

static void on_death(void *ctx, const HmObject *o) {
    Deaths *d = ctx;
    d->n++;
    d->bytes += o->size;
    if (o->flags & HM_MARK) d->marked++;
}

/* The object at addr, by iteration (valid until the next call). */
static const HmObject *at(HeapModel *h, uint64_t addr) {
    static HmObject found;
    HmIter it;
    for (hm_iter(h, &it); hm_next(&it, &found);)
        if (found.addr == addr) return &found;
    return NULL;
}

int main(void) {
    HeapModel h;
    Deaths d = {0};
    hm_init(&h);
    h.on_death = on_death;
    h.death_ctx = &d;
    CHECK(hm_space_create(&h, EDEN, EB, EB + 0x10000));
    CHECK(hm_space_allocate(&h, EDEN, 0));
    CHECK(hm_space_create(&h, OLD, OB, OB + 0x10000));
    CHECK(hm_space_allocate(&h, OLD, 2));
    CHECK_EQ_INT(hm_space_of(&h, EB + 8), EDEN);
    CHECK_EQ_INT(hm_space_of(&h, OB), OLD);
    CHECK_EQ_INT(hm_space_of(&h, 0x5), -1);

    /* Thread 3 allocates two objects in its TLAB (interpreter fast), thread 4 one at an address. */
    CHECK(hm_tlab(&h, 3, EB, 0x100));
    h.mode = HM_WHO_IR * 4 + HM_HOW_FAST;
    CHECK(hm_alloc_lab(&h, 3, 16, 7, 20, 0));
    CHECK(hm_alloc_lab(&h, 3, 32, 8, 21, 2));
    h.mode = HM_WHO_VM * 4 + HM_HOW_NORMAL;
    CHECK(hm_alloc_at(&h, 4, EB + 0x200, 24, 9, 22, 0));
    const HmObject *o = at(&h, EB);
    CHECK(o && o->thread == 3 && hm_mode(o) == HM_WHO_IR * 4 + HM_HOW_FAST && o->site == 20);
    o = at(&h, EB + 16);
    CHECK(o && o->len == 2 && o->type == 8);
    o = at(&h, EB + 0x200);
    CHECK(o && o->thread == 4 && hm_mode(o) == HM_WHO_VM * 4 + HM_HOW_NORMAL);

    /* Mark everything (a diff's GC A), then a minor GC moves two objects; one dies. */
    CHECK_EQ_INT(hm_count(&h), 3);
    hm_mark_all(&h);
    CHECK(hm_gc_start(&h, 0, false, EB));
    CHECK(hm_gc_info(&h, EDEN));
    CHECK(hm_move(&h, EB, OB));
    CHECK(hm_region(&h, EB + 0x200, OB + 0x100, 1));
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(d.n, 1);
    CHECK_EQ_INT(d.bytes, 32);
    CHECK_EQ_INT(d.marked, 1);
    o = at(&h, OB);
    CHECK(o && (o->flags & HM_MARK) && o->age == 1 && o->thread == 3 && hm_mode(o) == HM_WHO_IR * 4 + HM_HOW_FAST);
    o = at(&h, OB + 0x100);
    CHECK(o && (o->flags & HM_MARK) && !(o->flags & HM_GC_FLAGS) && o->age == 1 && o->thread == 4);

    /* A new, unmarked object; a major GC where only the old ones survive, in place. */
    CHECK(hm_tlab(&h, 3, EB, 0x100));
    h.mode = HM_WHO_JIT * 4 + HM_HOW_FAST;
    CHECK(hm_alloc_lab(&h, 3, 40, 7, 23, 0));
    CHECK(hm_gc_start(&h, 1, true, EB));
    CHECK(hm_keep(&h, OB));
    CHECK(hm_keep(&h, OB + 0x100));
    CHECK(hm_gc_end(&h, false));
    CHECK_EQ_INT(d.n, 2);
    CHECK_EQ_INT(d.bytes, 72);
    CHECK_EQ_INT(d.marked, 1);   /* the new object died unmarked: a temporary */
    o = at(&h, OB);
    CHECK(o && (o->flags & HM_MARK) && o->age == 2);

    /* Releasing the old space kills its objects, reported too. */
    CHECK(hm_space_release(&h, OLD));
    CHECK_EQ_INT(d.n, 4);
    CHECK_EQ_INT(d.marked, 3);
    CHECK_EQ_INT(hm_count(&h), 0);
    hm_free(&h);
    return unit_summary("test_analyze_model");
}
