/* refs.c: discovery and processing of java.lang.ref.Reference objects (see refs.h). */
#include "refs.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../interp/interp.h"
#include "../vm/exceptions.h"
#include "../vm/vm.h"
#include "scan.h"

/* Learned from the first Reference a collector meets (every worker computes the same). */
static _Atomic(Class *) ref_class;        /* java/lang/ref/Reference */
static _Atomic(Class *) soft_class;       /* java/lang/ref/SoftReference, once seen */
static _Atomic uint32_t referent_off, queue_off;

static bool clear_soft;

static pthread_mutex_t pending_lock = PTHREAD_MUTEX_INITIALIZER;
static RefList pending;
static _Thread_local bool enqueuing;

/* Finalization (see refs.h): registered objects, and those found unreachable, awaiting
 * Finalizer.enqueue. Both are roots except during the reachability pass. */
static pthread_mutex_t final_lock = PTHREAD_MUTEX_INITIALIZER;
static RefList finalizable, to_finalize;
static bool in_reach_pass;

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

/* Not by a lookup during a collection: the class table's lock may be held by a thread
 * stopped for it (a deadlock seen with a finalizer thread loading a class). */
void gc_refs_reference_linked(Class *c) { learn(c); }

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
    if (!atomic_load_explicit(&ref_class, memory_order_acquire)) learn(obj_class(o));
    Object **slot = &OBJ_FIELD(o, atomic_load_explicit(&referent_off, memory_order_relaxed), Object *);
    if (!*slot) return NULL;
    if (!clear_soft && is_soft(obj_class(o))) return NULL;
    return slot;
}

void gc_refs_register_finalizable(Object *o) {
    pthread_mutex_lock(&final_lock);
    ref_list_add(&finalizable, o);
    pthread_mutex_unlock(&final_lock);
}

/* ---- the reachability pass for finalization ---- */

/* A set of object addresses (open addressing), and the gray objects of the pass. */
typedef struct {
    uintptr_t *slots;
    size_t cap, n;
    RefList gray, refs_seen;
} Reach;

static size_t reach_hash(uintptr_t a, size_t mask) { return (size_t)((a >> 3) * 0x9E3779B97F4A7C15ull) & mask; }

static bool reach_contains(const Reach *r, const Object *o) {
    size_t mask = r->cap - 1;
    for (size_t i = reach_hash((uintptr_t)o, mask);; i = (i + 1) & mask) {
        if (r->slots[i] == (uintptr_t)o) return true;
        if (!r->slots[i]) return false;
    }
}

static bool reach_insert(Reach *r, const Object *o);

static void reach_grow(Reach *r) {
    size_t old_cap = r->cap;
    uintptr_t *old = r->slots;
    r->cap = old_cap ? old_cap * 2 : 4096;
    r->slots = calloc(r->cap, sizeof *r->slots);
    if (!r->slots) vm_fatal("out of native memory for finalization");
    r->n = 0;
    for (size_t i = 0; i < old_cap; i++)
        if (old[i]) reach_insert(r, (Object *)old[i]);
    free(old);
}

/* Adds o; false if it was there already. */
static bool reach_insert(Reach *r, const Object *o) {
    if (2 * (r->n + 1) > r->cap) reach_grow(r);
    size_t mask = r->cap - 1;
    for (size_t i = reach_hash((uintptr_t)o, mask);; i = (i + 1) & mask) {
        if (r->slots[i] == (uintptr_t)o) return false;
        if (!r->slots[i]) {
            r->slots[i] = (uintptr_t)o;
            r->n++;
            return true;
        }
    }
}

static void reach_visit(Object **slot, void *ctx) {
    Reach *r = ctx;
    if (*slot && reach_insert(r, *slot)) ref_list_add(&r->gray, *slot);
}

/* Marks everything reachable from the roots other than the finalization lists, following
 * what the collector treats as strong (a referent it discovered weakly is not followed). */
static void reach_from_roots(Reach *r) {
    in_reach_pass = true;
    roots_visit(reach_visit, r);
    in_reach_pass = false;
    while (r->gray.n) {
        Object *o = r->gray.items[--r->gray.n];
        Object **skip = NULL;
        if (obj_class(o)->flags & CLASS_FLAG_REFERENCE) {
            skip = gc_ref_weak_slot(o);
            ref_list_add(&r->refs_seen, o);
        }
        gc_scan_range(o, o, (uint8_t *)o + gc_object_size(o), skip, reach_visit, r);
    }
}

static bool is_phantom(Class *c) {
    for (; c; c = c->super)
        if (strcmp(c->name, "java/lang/ref/PhantomReference") == 0) return true;
    return false;
}

/* After the collector's closure (every registered object is alive): moves the registered
 * objects that only the finalization lists reach to to_finalize, and clears the Weak and Soft
 * references (queuing them if they have a queue) whose referents only those lists reach. */
static void find_finalizable(uint32_t roff, uint32_t qoff) {
    Reach r = {0};
    reach_from_roots(&r);
    size_t kept = 0;
    for (size_t i = 0; i < finalizable.n; i++) {
        Object *o = finalizable.items[i];
        if (reach_contains(&r, o)) finalizable.items[kept++] = o;
        else ref_list_add(&to_finalize, o);
    }
    finalizable.n = kept;
    for (size_t i = 0; i < r.refs_seen.n; i++) {
        Object *ref = r.refs_seen.items[i];
        Object **slot = &OBJ_FIELD(ref, roff, Object *);
        if (!*slot || reach_contains(&r, *slot) || is_phantom(obj_class(ref))) continue;
        *slot = NULL;
        if (OBJ_FIELD(ref, qoff, Object *)) ref_list_add(&pending, ref);
    }
    free(r.slots);
    ref_list_free(&r.gray);
    ref_list_free(&r.refs_seen);
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
    if (finalizable.n) {
        find_finalizable(atomic_load(&referent_off), atomic_load(&queue_off));
    }
    pthread_mutex_unlock(&pending_lock);
    return cleared;
}

void gc_refs_visit_roots(RootVisitor visit, void *ctx) {
    for (size_t i = 0; i < pending.n; i++) visit(&pending.items[i], ctx);
    if (in_reach_pass) return;
    for (size_t i = 0; i < finalizable.n; i++) visit(&finalizable.items[i], ctx);
    for (size_t i = 0; i < to_finalize.n; i++) visit(&to_finalize.items[i], ctx);
}

/* Hands every object of to_finalize to Finalizer.enqueue (its thread runs finalize()). */
static void enqueue_finalizable(Thread *t) {
    Class *fc = class_load(t, "java/lang/ref/Finalizer");
    Method *m = fc ? class_find_declared_method(fc, "enqueue", "(Ljava/lang/Object;)V") : NULL;
    if (!m) vm_fatal("java.lang.ref.Finalizer lacks enqueue(Object)");
    for (;;) {
        Value arg;
        pthread_mutex_lock(&pending_lock);
        arg.l = to_finalize.n ? to_finalize.items[--to_finalize.n] : NULL;
        pthread_mutex_unlock(&pending_lock);
        if (!arg.l) break;
        if (!interp_call(t, m, &arg, NULL)) exception_take(t);
    }
}

void gc_refs_enqueue_pending(Thread *t) {
    if (enqueuing) return;
    pthread_mutex_lock(&pending_lock);
    bool any = pending.n != 0, any_final = to_finalize.n != 0;
    pthread_mutex_unlock(&pending_lock);
    if (!any && !any_final) return;
    enqueuing = true;
    HandleMark hm = handle_mark(t);
    Handle saved = handle_new(t, exception_take(t));
    if (any_final) enqueue_finalizable(t);
    Class *rc = atomic_load(&ref_class);
    Method *m = rc ? class_find_declared_method(rc, "enqueueFromGC", "(Ljava/lang/ref/Reference;)V") : NULL;
    if (!m && any) vm_fatal("java.lang.ref.Reference lacks enqueueFromGC(Reference)");
    for (;;) {
        Value arg;
        pthread_mutex_lock(&pending_lock);
        arg.l = m && pending.n ? pending.items[--pending.n] : NULL;
        pthread_mutex_unlock(&pending_lock);
        if (!arg.l) break;
        if (!interp_call(t, m, &arg, NULL)) exception_take(t);
    }
    if (*saved) throw_object(t, *saved);
    handle_release(t, hm);
    enqueuing = false;
}
