/* object.c: what the VM needs to know about any heap object: its size, its reference
 * slots, and its identity hash. */
#include <stdatomic.h>

#include "../gc/gc.h"
#include "monitor.h"
#include "roots.h"

size_t object_size(const Object *o) {
    const Class *c = obj_class(o);
    if (class_is_array(c)) return gc_array_size(c, ARRAY_LENGTH(o));
    return c->instance_size;
}

void object_visit_refs(Object *o, RootVisitor visit, void *ctx) {
    const Class *c = obj_class(o);
    if (class_is_array(c)) {
        if (c->elem_type != 'L') return;
        Object **e = ARRAY_DATA(o, Object *);
        for (jint i = 0, n = ARRAY_LENGTH(o); i < n; i++)
            if (e[i]) visit(&e[i], ctx);
        return;
    }
    for (uint32_t i = 0; i < c->nref_offsets; i++) {
        Object **slot = &OBJ_FIELD(o, c->ref_offsets[i], Object *);
        if (*slot) visit(slot, ctx);
    }
}

/* A 24-bit non-zero pseudo-random hash (xorshift per thread), stored in the mark word on
 * first use so that it survives moves. */
jint object_identity_hash(Thread *t, Object *o) {
    _Atomic uintptr_t *mw = (_Atomic uintptr_t *)&o->mark;
    uintptr_t m = atomic_load(mw);
    if (m & MARK_HASHED) return (jint)((m & MARK_HASH_MASK) >> MARK_HASH_SHIFT);
    uint32_t x = t->hash_seed ? t->hash_seed : 0x9E3779B9u ^ (uint32_t)t->id;
    x ^= x << 13;
    x ^= x >> 17;
    x ^= x << 5;
    t->hash_seed = x;
    uintptr_t h = x & (MARK_HASH_MASK >> MARK_HASH_SHIFT);
    if (!h) h = 1;
    while (!(m & MARK_HASHED)) {
        uintptr_t nm = (m & ~MARK_HASH_MASK) | MARK_HASHED | (h << MARK_HASH_SHIFT);
        if (atomic_compare_exchange_weak(mw, &m, nm)) return (jint)h;
    }
    return (jint)((m & MARK_HASH_MASK) >> MARK_HASH_SHIFT);
}
