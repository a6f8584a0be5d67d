/* trace_gc.h: what the collectors' hooks (gc/gc_events.h) call while a trace is recorded.
 * The hooks test trace_active first; these functions assume it. */
#ifndef MINIVM_TRACE_GC_H
#define MINIVM_TRACE_GC_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../vm/thread.h"

extern bool trace_active;
/* Set when the current file of a rotated trace reached the upper deviation with no GC: the
 * allocation slow path then runs a minor GC (gc/gc_events.h). Cleared at the next GC start. */
extern _Atomic bool trace_gc_wanted;

/* -Xtrace:pointers: TRACE_POINTERS_OFF, _FULL or _DIRTY (trace_options.h). */
extern int trace_pointers;
/* A compaction's marking is complete and no slot is updated yet: walk(fn, ctx) calls fn for
 * every live object (gc/gc_events.h gc_event_live_objects). */
void trace_gc_live(void (*walk)(void (*fn)(Object *o, void *ctx), void *ctx));

void trace_gc_space_create(int space, int kind, const void *start, const void *end);
void trace_gc_space_resize(int space, const void *start, const void *end);
void trace_gc_start(uint64_t id, int cause, bool major);
void trace_gc_space_collected(uint64_t id, int space);
void trace_gc_failed(uint64_t id, int space);
void trace_gc_end(uint64_t id, int cause, bool major, bool failed);
void trace_gc_tlab(const Thread *t, const void *start, size_t size);
void trace_gc_plab(unsigned worker, int space, const void *start, size_t size);
void trace_gc_filler(const void *start, size_t size);
void trace_gc_move(const Object *from, const Object *to, bool promoted, bool in_plab);
void trace_gc_region(const void *from, const void *to, size_t count);
void trace_gc_keep_alive(const Object *o);

#endif
