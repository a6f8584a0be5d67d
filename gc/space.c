/* space.c: contiguous bump-allocated spaces (see space.h). */
#include "space.h"

#include "../vm/roots.h"

void space_init(Space *s, const char *name, int id, GcSpaceKind kind, uint8_t *start, size_t reserved,
                size_t capacity) {
    s->name = name;
    s->id = id;
    s->kind = kind;
    s->start = start;
    s->end = start + reserved;
    s->limit = start + (capacity < reserved ? capacity : reserved);
    atomic_init(&s->top, start);
    gc_event_space_create(id, kind, s->start, s->limit);
}

void space_set_limit(Space *s, uint8_t *limit) {
    if (limit < space_top(s)) limit = space_top(s);
    if (limit > s->end) limit = s->end;
    if (limit == s->limit) return;
    s->limit = limit;
    gc_event_space_resize(s->id, s->start, s->limit);
}

void space_move(Space *s, uint8_t *start, uint8_t *end) {
    if (start == s->start && end == s->end && end == s->limit) return;
    s->start = start;
    s->end = s->limit = end;
    atomic_store_explicit(&s->top, start, memory_order_relaxed);
    gc_event_space_resize(s->id, s->start, s->limit);
}

void space_walk(Space *s, void (*fn)(Object *o, void *ctx), void *ctx) {
    uint8_t *end = space_top(s);
    for (uint8_t *p = s->start; p < end; p += object_size((Object *)p)) fn((Object *)p, ctx);
}
