/* scan.h: visiting the reference slots of one object, inlined into each collector's loop.
 *
 * The collectors scan a gray object as a GcTask (workers.h): a whole object, or a piece of a
 * long reference array, so that big arrays are shared between workers. */
#ifndef MINIVM_SCAN_H
#define MINIVM_SCAN_H

#include "../vm/roots.h"
#include "workers.h"

#define GC_ARRAY_PIECE 1024   /* elements scanned by one task of a long reference array */

/* object_size (vm/object.c) of o, of class c, inlined for the collectors' loops. */
static inline size_t gc_object_size_of(const Object *o, const Class *c) {
    if (class_is_array(c))
        return ALIGN_UP(array_data_offset(c->elem_size) + (size_t)ARRAY_LENGTH(o) * c->elem_size, HEAP_ALIGN);
    return c->instance_size;
}

static inline size_t gc_object_size(const Object *o) { return gc_object_size_of(o, obj_class(o)); }

/* Does o, of class c, hold reference slots at all (is it worth pushing as gray)? */
static inline bool gc_has_refs_of(const Object *o, const Class *c) {
    return class_is_array(c) ? c->elem_type == 'L' && ARRAY_LENGTH(o) > 0 : c->nref_offsets > 0;
}

static inline bool gc_has_refs(const Object *o) { return gc_has_refs_of(o, obj_class(o)); }

/* Visits the non-null slots of task t except `skip` (a Reference's weak referent slot, or
 * NULL). For a long array, pushes the elements past the first piece as a new task first. */
static inline __attribute__((always_inline)) void gc_scan_task(GcWork *w, unsigned id, GcTask t, Object **skip,
                                                                void (*fn)(Object **slot, void *ctx), void *ctx) {
    Object *o = t.obj;
    const Class *c = obj_class(o);
    if (class_is_array(c)) {
        if (c->elem_type != 'L') return;
        uint32_t begin = t.begin, end = t.end ? t.end : (uint32_t)ARRAY_LENGTH(o);
        if (end - begin > GC_ARRAY_PIECE) {
            gc_work_push(w, id, (GcTask){o, begin + GC_ARRAY_PIECE, end});
            end = begin + GC_ARRAY_PIECE;
        }
        Object **e = ARRAY_DATA(o, Object *);
        for (uint32_t i = begin; i < end; i++)
            if (e[i]) fn(&e[i], ctx);
        return;
    }
    const uint32_t *off = c->ref_offsets;
    for (uint32_t i = 0, n = c->nref_offsets; i < n; i++) {
        Object **slot = &OBJ_FIELD(o, off[i], Object *);
        if (*slot && slot != skip) fn(slot, ctx);
    }
}

/* Visits the non-null slots of o that lie in [lo, hi), except `skip`. */
static inline __attribute__((always_inline)) void gc_scan_range(Object *o, const void *lo, const void *hi,
                                                                 Object **skip,
                                                                 void (*fn)(Object **slot, void *ctx), void *ctx) {
    const Class *c = obj_class(o);
    if (class_is_array(c)) {
        if (c->elem_type != 'L') return;
        Object **e = ARRAY_DATA(o, Object *), **end = e + ARRAY_LENGTH(o);
        if ((void *)e < lo) e = (Object **)lo;
        if ((void *)end > hi) end = (Object **)hi;
        for (; e < end; e++)
            if (*e) fn(e, ctx);
        return;
    }
    const uint32_t *off = c->ref_offsets;
    for (uint32_t i = 0, n = c->nref_offsets; i < n; i++) {
        Object **slot = &OBJ_FIELD(o, off[i], Object *);
        if ((void *)slot >= lo && (void *)slot < hi && *slot && slot != skip) fn(slot, ctx);
    }
}

#endif
