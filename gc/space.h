/* space.h: a contiguous bump-allocated space, the building block of every plan.
 *
 * [start, top) holds objects (parsable: each object's size is object_size()), [top, limit) is
 * free, and [limit, end) is reserved address space the space may grow into. Allocation is a
 * compare-and-swap on top, so several mutators (or GC workers) may allocate at once. */
#ifndef MINIVM_SPACE_H
#define MINIVM_SPACE_H

#include <stdatomic.h>
#include <string.h>

#include "gc_events.h"

typedef struct Space {
    const char *name;
    int id;                       /* the tracer's space id */
    GcSpaceKind kind;
    uint8_t *start, *end;         /* reserved range */
    uint8_t *limit;               /* allocation stops here (start <= limit <= end) */
    _Atomic(uint8_t *) top;
} Space;

void space_init(Space *s, const char *name, int id, GcSpaceKind kind, uint8_t *start, size_t reserved,
                size_t capacity);
/* Moves the limit (to at least top), and reports the resize to the tracer. */
void space_set_limit(Space *s, uint8_t *limit);
/* Moves an empty space to [start, end) (all of it allocatable), and reports it to the tracer. */
void space_move(Space *s, uint8_t *start, uint8_t *end);
/* Visits every object in [start, top). */
void space_walk(Space *s, void (*fn)(Object *o, void *ctx), void *ctx);

/* Takes size bytes below the limit; NULL if they do not fit. Not zeroed. */
static inline void *space_bump(Space *s, size_t size) {
    uint8_t *p = atomic_load_explicit(&s->top, memory_order_relaxed);
    do {
        if ((size_t)(s->limit - p) < size) return NULL;
    } while (!atomic_compare_exchange_weak_explicit(&s->top, &p, p + size, memory_order_relaxed,
                                                    memory_order_relaxed));
    return p;
}

static inline uint8_t *space_top(const Space *s) { return atomic_load_explicit(&s->top, memory_order_relaxed); }
static inline void space_set_top(Space *s, uint8_t *top) { atomic_store_explicit(&s->top, top, memory_order_relaxed); }
static inline size_t space_used(const Space *s) { return (size_t)(space_top(s) - s->start); }
static inline size_t space_capacity(const Space *s) { return (size_t)(s->limit - s->start); }
static inline size_t space_free(const Space *s) { return (size_t)(s->limit - space_top(s)); }
static inline bool space_contains(const Space *s, const void *p) {
    return (const uint8_t *)p >= s->start && (const uint8_t *)p < s->end;
}

#endif
