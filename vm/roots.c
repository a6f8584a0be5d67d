/* roots.c: every reference the VM holds outside the heap, visited precisely. Interpreter
 * frames are read through reference maps (interp/refmap.h) at their saved pc and sp. The
 * references the GC cleared and has not yet enqueued are roots too (gc/refs.h). */
#include "roots.h"

#include <stdio.h>
#include <stdlib.h>

#include "../gc/refs.h"
#include "../interp/refmap.h"
#include "jni_refs.h"
#include "jstring.h"
#include "vm.h"

RefMaps *method_refmaps(Method *m, char *err, size_t errlen) {
    RefMaps *r = atomic_load_explicit(&m->refmaps, memory_order_acquire);
    if (r) return r;
    r = refmaps_compute(m->owner->cf, m->cf, (m->access & ACC_STATIC) != 0, err, errlen);
    if (!r) return NULL;
    RefMaps *expected = NULL;
    if (!atomic_compare_exchange_strong(&m->refmaps, &expected, r)) {
        refmaps_free(r);
        r = expected;
    }
    return r;
}

/* A native frame's locals are its argument slots; their types come from the descriptor. */
static void visit_native_args(Frame *f, RootVisitor visit, void *ctx) {
    Method *m = f->method;
    unsigned slot = 0;
    if (!(m->access & ACC_STATIC)) {
        if (f->locals[0].l) visit(&f->locals[0].l, ctx);
        slot = 1;
    }
    for (const char *d = m->desc + 1; *d && *d != ')'; slot++) {
        bool ref = *d == 'L' || *d == '[';
        if (ref && f->locals[slot].l) visit(&f->locals[slot].l, ctx);
        if (*d == 'J' || *d == 'D') slot++;
        while (*d == '[') d++;
        if (*d == 'L') while (*d && *d != ';') d++;
        if (*d) d++;
    }
}

static void visit_java_frame(Frame *f, RootVisitor visit, void *ctx) {
    Method *m = f->method;
    const uint8_t *lb, *sb;
    uint16_t depth;
    uint32_t bci = frame_bci(f);
    char err[256];
    RefMaps *maps = method_refmaps(m, err, sizeof err);
    if (!maps) vm_fatal("no reference map for %s.%s%s: %s", m->owner->name, m->name, m->desc, err);
    if (!refmaps_at(maps, bci, &lb, &sb, &depth))
        vm_fatal("GC at bci %u of %s.%s%s, which is not a reachable instruction", bci, m->owner->name, m->name, m->desc);
    for (unsigned i = 0; i < m->max_locals; i++)
        if (refmap_bit(lb, i) && f->locals[i].l) visit(&f->locals[i].l, ctx);
    Value *base = frame_stack_base(f);
    long n = f->sp - base;
    if (n < 0 || n > depth)
        vm_fatal("frame of %s.%s at bci %u has %ld stack slots; its map has %u", m->owner->name, m->name, bci, n, depth);
    for (long i = 0; i < n; i++)
        if (refmap_bit(sb, (unsigned)i) && base[i].l) visit(&base[i].l, ctx);
}

void roots_visit_thread(Thread *t, RootVisitor visit, void *ctx) {
    if (t->exception) visit(&t->exception, ctx);
    if (t->jthread) visit(&t->jthread, ctx);
    for (size_t i = 0; i < t->nhandles; i++)
        if (t->handles[i]) visit(&t->handles[i], ctx);
    for (Frame *f = t->frame; f; f = f->prev) {
        if (f->lock) visit(&f->lock, ctx);
        if (f->flags & FRAME_NATIVE) visit_native_args(f, visit, ctx);
        else visit_java_frame(f, visit, ctx);
    }
}

typedef struct { RootVisitor visit; void *ctx; } Visit;

static void visit_thread(Thread *t, void *p) {
    Visit *v = p;
    roots_visit_thread(t, v->visit, v->ctx);
}

static void visit_class(Class *c, void *p) {
    Visit *v = p;
    if (c->mirror) v->visit(&c->mirror, v->ctx);
    for (uint32_t i = 0; i < c->nstatic_refs; i++) {
        Object **slot = (Object **)(c->statics + c->static_ref_offsets[i]);
        if (*slot) v->visit(slot, v->ctx);
    }
    for (uint16_t k = 0; k < c->nstring_cp; k++)   /* resolved String constants */
        if (c->rcp[c->string_cp[k]].ptr) v->visit((Object **)&c->rcp[c->string_cp[k]].ptr, v->ctx);
}

void roots_visit(RootVisitor visit, void *ctx) {
    Visit v = {visit, ctx};
    thread_for_each(visit_thread, &v);
    class_for_each(visit_class, &v);
    string_table_visit(visit, ctx);
    gc_refs_visit_roots(visit, ctx);
    jni_refs_visit_roots(visit, ctx);
    if (vm.oom_error) visit(&vm.oom_error, ctx);
}
