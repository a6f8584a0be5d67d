/* refs.c: discovery and processing of java.lang.ref.Reference objects (see refs.h). */
#include "refs.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../interp/interp.h"
#include "../vm/exceptions.h"
#include "../vm/vm.h"

/* Learned from the first Reference a collector meets (every worker computes the same). */
static _Atomic(Class *) ref_class;        /* java/lang/ref/Reference */
static _Atomic(Class *) soft_class;       /* java/lang/ref/SoftReference, once seen */
static _Atomic uint32_t referent_off, queue_off;

static bool clear_soft;

static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static RefList pending;
static _Thread_local bool enqueuing;

void ref_list_grow(RefList *l) {
    size_t cap = l->cap ? l->cap * 2 : 64;
    Object **p = realloc(l->items, cap * sizeof *p);
    if (!p) vm_fatal("out of native memory for reference lists");
    l->items = p;
    l->cap = cap;
}

void ref_list_free(RefList *l) {
    free(l->items);
    l->items = NULL;
    l->n = l->cap = 0;
}

void gc_refs_begin(GcLevel level) { clear_soft = level == GC_FULL_CLEAR_SOFT; }

static uint32_t field_offset(Class *c, const char *name, const char *desc) {
    Field *f = class_find_declared_field(c, name, desc);
    if (!f) vm_fatal("java.lang.ref.Reference lacks the field %s %s", name, desc);
    return f->offset;
}

static Class *learn(Class *c) {
    for (Class *k = c; k; k = k->super)
        if (strcmp(k->name, "java/lang/ref/Reference") == 0) {
            atomic_store(&referent_off, field_offset(k, "referent", "Ljava/lang/Object;"));
            atomic_store(&queue_off, field_offset(k, "queue", "Ljava/lang/ref/ReferenceQueue;"));
            atomic_store(&ref_class, k);
            return k;
        }
    vm_fatal("class %s is flagged as a Reference but does not extend java.lang.ref.Reference", c->name);
}

static bool is_soft(Class *c) {
    for (; c; c = c->super) {
        Class *s = atomic_load_explicit(&soft_class, memory_order_relaxed);
        if (s ? c == s : strcmp(c->name, "java/lang/ref/SoftReference") == 0) {
            atomic_store_explicit(&soft_class, c, memory_order_relaxed);
            return true;
        }
    }
    return false;
}

Object **gc_ref_weak_slot_slow(Object *o) {
    if (!atomic_load_explicit(&ref_class, memory_order_acquire)) learn(o->klass);
    Object **slot = &OBJ_FIELD(o, atomic_load_explicit(&referent_off, memory_order_relaxed), Object *);
    if (!*slot) return NULL;
    if (!clear_soft && is_soft(o->klass)) return NULL;
    return slot;
}

size_t gc_refs_process(RefList *lists, unsigned n, GcRefAlive alive, void *ctx) {
    size_t cleared = 0;
    uint32_t roff = atomic_load(&referent_off), qoff = atomic_load(&queue_off);
    pthread_mutex_lock(&pending_lock);
    for (unsigned i = 0; i < n; i++) {
        for (size_t k = 0; k < lists[i].n; k++) {
            Object *ref = lists[i].items[k];
            Object **slot = &OBJ_FIELD(ref, roff, Object *);
            Object *r = *slot ? alive(*slot, ctx) : NULL;
            *slot = r;
            if (r) {
                gc_write_barrier(ref, slot);
                continue;
            }
            cleared++;
            if (OBJ_FIELD(ref, qoff, Object *)) ref_list_add(&pending, ref);
        }
        lists[i].n = 0;
    }
    pthread_mutex_unlock(&pending_lock);
    return cleared;
}

void gc_refs_visit_roots(RootVisitor visit, void *ctx) {
    for (size_t i = 0; i < pending.n; i++) visit(&pending.items[i], ctx);
}

void gc_refs_enqueue_pending(Thread *t) {
    if (enqueuing) return;
    pthread_mutex_lock(&pending_lock);
    bool any = pending.n != 0;
    pthread_mutex_unlock(&pending_lock);
    if (!any) return;
    Class *rc = atomic_load(&ref_class);
    Method *m = rc ? class_find_declared_method(rc, "enqueueFromGC", "(Ljava/lang/ref/Reference;)V") : NULL;
    if (!m) vm_fatal("java.lang.ref.Reference lacks enqueueFromGC(Reference)");
    enqueuing = true;
    HandleMark hm = handle_mark(t);
    Handle saved = handle_new(t, exception_take(t));
    for (;;) {
        Value arg;
        pthread_mutex_lock(&pending_lock);
        arg.l = pending.n ? pending.items[--pending.n] : NULL;
        pthread_mutex_unlock(&pending_lock);
        if (!arg.l) break;
        if (!interp_call(t, m, &arg, NULL)) exception_take(t);
    }
    if (*saved) throw_object(t, *saved);
    handle_release(t, hm);
    enqueuing = false;
}
