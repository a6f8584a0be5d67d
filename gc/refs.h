/* refs.h: java.lang.ref.Reference support, shared by every plan.
 *
 * A collector treats the `referent` field of a Reference weakly: while scanning an object it
 * asks gc_ref_weak_slot(o); for a Reference that returns the referent slot, which the
 * collector must NOT trace; it records o in a RefList instead ("discovery"). Once the
 * transitive closure is complete, gc_refs_process decides each discovered reference: a
 * referent that survived is kept (at its new address); a dead one is cleared, and the
 * Reference goes on the pending list (a GC root) if it has a queue. After the collection,
 * with the world running again, gc_refs_enqueue_pending (called by gc_collect) hands each
 * pending Reference to the Java method Reference.enqueueFromGC.
 *
 * SoftReferences are traced strongly, except in a GC_FULL_CLEAR_SOFT collection (the last
 * one before OutOfMemoryError), where they are treated like weak ones. PhantomReferences are
 * cleared like weak ones (Java 9+ semantics).
 *
 * Finalization: an instance of a class with a non-trivial finalize() is registered at
 * allocation (gc_refs_register_finalizable). Registered objects are strong roots, so every
 * collector keeps them (and what they reach) alive and moves them like any survivor. After the
 * closure, gc_refs_process runs a read-only reachability pass from the other roots: registered
 * objects it does not reach are moved to the to-be-finalized list (still a root), and Weak and
 * Soft references to objects reached only that way are cleared, as the JDK does before
 * finalization. After the collection gc_refs_enqueue_pending hands them to
 * java.lang.ref.Finalizer, whose daemon thread runs finalize(); a later collection then
 * reclaims the object unless finalize() resurrected it (PhantomReferences to it are cleared
 * only then). */
#ifndef MINIVM_REFS_H
#define MINIVM_REFS_H

#include "../vm/roots.h"
#include "gc.h"

typedef struct RefList {
    Object **items;
    size_t n, cap;
} RefList;

void ref_list_grow(RefList *l);
static inline void ref_list_add(RefList *l, Object *ref) {
    if (l->n == l->cap) ref_list_grow(l);
    l->items[l->n++] = ref;
}
void ref_list_free(RefList *l);

/* Sets the policy of the collection that starts (before any scanning). */
void gc_refs_begin(GcLevel level);

Object **gc_ref_weak_slot_slow(Object *o);
/* The referent slot of o if o is a Reference whose non-null referent this collection treats
 * weakly; NULL otherwise (not a Reference, null referent, or a SoftReference kept strong). */
static inline Object **gc_ref_weak_slot(Object *o) {
    if (__builtin_expect(!(obj_class(o)->flags & CLASS_FLAG_REFERENCE), 1)) return NULL;
    return gc_ref_weak_slot_slow(o);
}

/* Where a discovered referent stands after the closure: its current address if it survived
 * (the collector may update the slot itself later), or NULL if it is dead. */
typedef Object *(*GcRefAlive)(Object *referent, void *ctx);

/* Decides every reference in lists[0..n) (the references' addresses after the closure).
 * Kept referents are stored back (with the write barrier); cleared ones are set to null.
 * Returns the number of references cleared. Runs on one thread. */
size_t gc_refs_process(RefList *lists, unsigned n, GcRefAlive alive, void *ctx);

/* Registers a new instance of a class with a finalizer (gc_alloc_instance). */
void gc_refs_register_finalizable(Object *o);
/* java.lang.ref.Reference is linked: its field offsets (class loading calls this). */
void gc_refs_reference_linked(Class *c);

/* The pending list and the finalization lists are root sets (vm/roots.c visits them). */
void gc_refs_visit_roots(RootVisitor visit, void *ctx);
/* Runs Reference.enqueueFromGC for each pending reference and Finalizer.enqueue for each
 * object to finalize, with the world running. Does nothing when called again from inside
 * that Java code. */
void gc_refs_enqueue_pending(Thread *t);

#endif
