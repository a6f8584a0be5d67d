/* trace_pointers.c: the pointer events of -Xtrace:pointers (see trace_pointers.h). */
#include "trace_pointers.h"

#include <stdatomic.h>
#include <stdlib.h>

#include "../gc/cardtable.h"
#include "../gc/gc.h"
#include "../gc/refs.h"
#include "../vm/class.h"
#include "../vm/jni_refs.h"
#include "../vm/jstring.h"
#include "../vm/roots.h"
#include "../vm/vm.h"
#include "trace_gc.h"
#include "trace_options.h"
#include "trace_symbols.h"

/* Scratch space of the recording thread: one list of slots and its encoding. */
static _Thread_local uint64_t slot_buf[TRACE_PTRS_MAX];
static _Thread_local uint32_t word_buf[1 + TRACE_PTRS_MAX / 16 + 2 * TRACE_PTRS_MAX];

/* ---- reference slots ---- */

static _Atomic uint32_t referent_off;   /* java.lang.ref.Reference.referent, once known */

static uint32_t referent_offset(const Object *o) {
    uint32_t off = atomic_load_explicit(&referent_off, memory_order_relaxed);
    if (!off) {
        Field *f = class_lookup_field((Class *)obj_class(o), "referent", "Ljava/lang/Object;");
        off = f ? f->offset : UINT32_MAX;
        atomic_store_explicit(&referent_off, off, memory_order_relaxed);
    }
    return off;
}

uint32_t tp_slot_count(const Object *o) {
    const Class *c = obj_class(o);
    if (class_is_array(c)) return c->elem_type == 'L' ? (uint32_t)ARRAY_LENGTH(o) : 0;
    return c->nref_offsets;
}

void tp_read_slots(const Object *o, uint32_t first, uint32_t n, uint64_t *out) {
    const Class *c = obj_class(o);
    if (class_is_array(c)) {
        Object *const *e = ARRAY_DATA(o, Object *) + first;
        for (uint32_t i = 0; i < n; i++) out[i] = (uintptr_t)e[i];
        return;
    }
    uint32_t skip = c->flags & CLASS_FLAG_REFERENCE ? referent_offset(o) : UINT32_MAX;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t off = c->ref_offsets[first + i];
        out[i] = off == skip ? 0 : (uintptr_t)OBJ_FIELD(o, off, Object *);
    }
}

/* MORE_PTRS for slots [first, n) of o, whose old address is at. */
static void more(TraceLocal *tl, const Object *o, uintptr_t at, uint32_t first, uint32_t n) {
    for (uint32_t i = first; i < n; i += TRACE_PTRS_MAX) {
        uint32_t k = n - i < TRACE_PTRS_MAX ? n - i : TRACE_PTRS_MAX;
        tp_read_slots(o, i, k, slot_buf);
        uint32_t nw = trace_ptrs_encode_list(slot_buf, k, at, HEAP_ALIGN, word_buf);
        TRACE_EMIT(tl, MORE_PTRS, .index = i, .ptrs = (TracePtrs){0, nw, word_buf});
    }
}

bool tp_move(TraceLocal *tl, uintptr_t from, const Object *to, bool promoted, bool in_plab, uint64_t base) {
    uint32_t n = tp_slot_count(to);
    if (!n) return false;
    unsigned cap = in_plab ? 11 : 12;
    uint32_t first = n < cap ? n : cap, payload[24], kinds;
    uint64_t slots[12];
    tp_read_slots(to, 0, first, slots);
    uint32_t nw = trace_ptrs_encode_header(slots, first, cap, from, HEAP_ALIGN, &kinds, payload);
    TracePtrs p = {kinds, nw, payload};
    if (!in_plab) {
        TRACE_EMIT(tl, MOVE_SLOW_PTRS, .from = from, .to = (uintptr_t)to, .ptrs = p);
    } else {
        int64_t rel = ((int64_t)from - (int64_t)base) / HEAP_ALIGN;
        if (rel >= INT32_MIN && rel <= INT32_MAX)
            TRACE_EMIT(tl, MOVE_FAST_PTRS, .slot = promoted, .rel = (int32_t)rel, .ptrs = p);
        else
            TRACE_EMIT(tl, MOVE_FAST_WIDE_PTRS, .slot = promoted, .from = from, .ptrs = p);
    }
    if (n > cap) more(tl, to, from, cap, n);
    return true;
}

void tp_object(TraceLocal *tl, const Object *o) {
    uint32_t n = tp_slot_count(o);
    if (!n) return;
    uint32_t k = n < TRACE_PTRS_MAX ? n : TRACE_PTRS_MAX;
    tp_read_slots(o, 0, k, slot_buf);
    uint32_t nw = trace_ptrs_encode_list(slot_buf, k, (uintptr_t)o, HEAP_ALIGN, word_buf);
    TRACE_EMIT(tl, OBJ_PTRS, .addr = (uintptr_t)o, .ptrs = (TracePtrs){0, nw, word_buf});
    if (n > k) more(tl, o, (uintptr_t)o, k, n);
}

uint32_t tp_dump_slots(const Object *o, uint32_t first, uint32_t n, uint32_t *out) {
    tp_read_slots(o, first, n, slot_buf);
    return trace_ptrs_encode_list(slot_buf, n, (uintptr_t)o, HEAP_ALIGN, out);
}

/* ---- roots ---- */

typedef struct RootList {
    uint64_t *v;
    size_t n, cap;
} RootList;

static void root_add(RootList *l, uint64_t a) {
    if (l->n == l->cap) {
        size_t c = l->cap ? 2 * l->cap : 256;
        uint64_t *p = realloc(l->v, c * sizeof *p);
        if (!p) vm_fatal("-Xtrace: out of memory for the GC roots");
        l->v = p;
        l->cap = c;
    }
    l->v[l->n++] = a;
}

/* ROOTS records for the list (chained from origin), then empties it. */
static void root_emit(TraceLocal *tl, RootList *l, uint32_t kind, uint32_t info, uint64_t origin) {
    for (size_t i = 0; i < l->n; i += TRACE_PTRS_MAX) {
        uint32_t k = l->n - i < TRACE_PTRS_MAX ? (uint32_t)(l->n - i) : TRACE_PTRS_MAX;
        uint32_t nw = trace_ptrs_encode_list(l->v + i, k, origin, HEAP_ALIGN, word_buf);
        TRACE_EMIT(tl, ROOTS, .kind = kind, .info = info, .ptrs = (TracePtrs){0, nw, word_buf});
    }
    l->n = 0;
}

enum { ROOT_STACK, ROOT_STATIC, ROOT_JNI_LOCAL, ROOT_JNI_GLOBAL, ROOT_STRING, ROOT_MIRROR, ROOT_THREAD, ROOT_VM };
#define ROOT_AFTER_GC 0x80u   /* ROOTS.kind: the referents' addresses after the GC */

typedef struct RootCtx {
    TraceLocal *tl;
    uint64_t base;
    const Thread *thread;
    RootList lists[3];   /* of a thread: stack, JNI local, thread object */
    RootList strings;    /* resolved constant-pool strings of every class */
} RootCtx;

static void add_slot(Object **slot, void *ctx) { root_add(ctx, (uintptr_t)*slot); }

static void thread_slot(Object **slot, void *p) {
    RootCtx *c = p;
    const Thread *t = c->thread;
    int which = slot == &t->jthread ? 2 : slot >= t->handles && slot < t->handles + t->nhandles ? 1 : 0;
    root_add(&c->lists[which], (uintptr_t)*slot);
}

static void thread_roots(Thread *t, void *p) {
    RootCtx *c = p;
    c->thread = t;
    roots_visit_thread(t, thread_slot, c);
    static const uint32_t kinds[3] = {ROOT_STACK, ROOT_JNI_LOCAL, ROOT_THREAD};
    for (int i = 0; i < 3; i++) root_emit(c->tl, &c->lists[i], kinds[i], (uint32_t)t->id, c->base);
}

/* As vm/roots.c visit_class. */
static void class_roots(Class *k, void *p) {
    RootCtx *c = p;
    RootList *l = &c->lists[0];
    if (k->mirror) {
        root_add(l, (uintptr_t)k->mirror);
        root_emit(c->tl, l, ROOT_MIRROR, trace_type_id(k), c->base);
    }
    for (uint32_t i = 0; i < k->nstatic_refs; i++) {
        Object *o = *(Object **)(k->statics + k->static_ref_offsets[i]);
        if (o) root_add(l, (uintptr_t)o);
    }
    if (l->n) root_emit(c->tl, l, ROOT_STATIC, trace_type_id(k), c->base);
    if (!k->cf) return;
    for (uint16_t i = 1; i < k->cf->cp_count; i++)
        if (k->cf->cp[i].tag == CONST_String && k->rcp[i].ptr) root_add(&c->strings, (uintptr_t)k->rcp[i].ptr);
}

static void free_ctx(RootCtx *c) {
    for (int i = 0; i < 3; i++) free(c->lists[i].v);
    free(c->strings.v);
}

/* The objects of a minor GC's uncollected spaces. */
typedef struct {
    TraceLocal *tl;
    bool dirty;
    bool (*collected)(uintptr_t addr);
} OldWalk;

static bool on_dirty_card(const Object *o) {
    const uint8_t *c = card_for(o), *e = card_for((const uint8_t *)o + object_size(o) - 1);
    for (; c <= e; c++)
        if (card_is_dirty(c)) return true;
    return false;
}

static void old_object(Object *o, void *ctx) {
    OldWalk *w = ctx;
    if (w->collected((uintptr_t)o) || !tp_slot_count(o)) return;
    if (w->dirty && !on_dirty_card(o)) return;
    tp_object(w->tl, o);
}

void tp_gc_start(TraceLocal *tl, bool major, uint64_t base, bool (*collected)(uintptr_t addr)) {
    RootCtx c = {.tl = tl, .base = base};
    thread_for_each(thread_roots, &c);
    class_for_each(class_roots, &c);
    string_table_visit(add_slot, &c.strings);
    root_emit(tl, &c.strings, ROOT_STRING, 0, base);
    jni_refs_visit_roots(add_slot, &c.lists[0]);
    root_emit(tl, &c.lists[0], ROOT_JNI_GLOBAL, 0, base);
    free_ctx(&c);
    const GcPlan *plan = gc_plan();
    if (!major && plan && plan->walk_heap) {
        OldWalk w = {tl, trace_pointers == TRACE_POINTERS_DIRTY, collected};
        plan->walk_heap(old_object, &w);
    }
}

void tp_gc_end(TraceLocal *tl) {
    RootList l = {0};
    gc_refs_visit_roots(add_slot, &l);
    if (vm.oom_error) root_add(&l, (uintptr_t)vm.oom_error);
    root_emit(tl, &l, ROOT_VM | ROOT_AFTER_GC, 0, 0);
    free(l.v);
}

typedef struct {
    void (*fn)(uint64_t referent, void *ctx);
    void *ctx;
} RootFn;

static void root_fn(Object **slot, void *ctx) {
    RootFn *r = ctx;
    r->fn((uintptr_t)*slot, r->ctx);
}

void tp_visit_roots(void (*fn)(uint64_t referent, void *ctx), void *ctx) {
    RootFn r = {fn, ctx};
    roots_visit(root_fn, &r);
}
