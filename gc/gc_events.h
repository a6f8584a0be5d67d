/* gc_events.h: the points where allocation and the collectors report to the object-level
 * tracer (AntTracks design, see docs/gc.md "Tracer hooks"). Every hook is a static inline
 * that first tests one global flag (trace_active) and does nothing else when no trace is
 * recorded, because the hooks sit on hot GC paths; the bodies call tracing/trace_gc.h.
 *
 * Order guarantees the collectors give:
 *   - a collection's hooks all run between gc_event_gc_start and gc_event_gc_end, at a
 *     safepoint, after every TLAB was retired (their fillers are reported before the start);
 *   - gc_event_space_collected follows gc_event_gc_start of a minor GC, once per space;
 *   - a scavenge reports each surviving object exactly once, by the worker that won its
 *     forwarding race; the loser's copy is reported as a filler;
 *   - a compaction reports each live object once, in address order, as part of a region
 *     move (neighbours moved by the same offset) or as kept alive (not moved). */
#ifndef MINIVM_GC_EVENTS_H
#define MINIVM_GC_EVENTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gc.h"
#include "../tracing/trace_gc.h"

typedef enum { GC_SPACE_EDEN, GC_SPACE_SURVIVOR, GC_SPACE_OLD, GC_SPACE_FLAT } GcSpaceKind;

/* True when a tracer listens: lets callers skip work done only to report (e.g. per-object
 * keep-alive walks). */
static inline bool gc_events_enabled(void) { return trace_active; }

/* The tracer asks for a minor GC (a trace rotation needs a synchronization point): the
 * allocation slow path then collects. */
static inline bool gc_event_gc_wanted(void) {
    return trace_active && atomic_load_explicit(&trace_gc_wanted, memory_order_relaxed);
}

/* A space exists (at start-up) or its usable range changed. */
static inline void gc_event_space_create(int space, GcSpaceKind kind, const void *start, const void *end) {
    if (trace_active) trace_gc_space_create(space, (int)kind, start, end);
}
static inline void gc_event_space_resize(int space, const void *start, const void *end) {
    if (trace_active) trace_gc_space_resize(space, start, end);
}

/* Collection brackets. id: gc_count() at the start; major: a full collection. */
static inline void gc_event_gc_start(uint64_t id, GcCause cause, bool major) {
    if (trace_active) trace_gc_start(id, (int)cause, major);
}
static inline void gc_event_space_collected(uint64_t id, int space) {
    if (trace_active) trace_gc_space_collected(id, space);
}
/* A minor GC failed (promotion failure) in `space`: its objects may now exist twice. */
static inline void gc_event_gc_failed(uint64_t id, int space) {
    if (trace_active) trace_gc_failed(id, space);
}
static inline void gc_event_gc_end(uint64_t id, GcCause cause, bool major, bool failed) {
    if (trace_active) trace_gc_end(id, (int)cause, major, failed);
}

/* Mutator allocation buffers: thread t starts a TLAB at [start, start + size). */
static inline void gc_event_tlab_alloc(const Thread *t, const void *start, size_t size) {
    if (trace_active) trace_gc_tlab(t, start, size);
}
/* GC allocation buffers: worker starts a PLAB in space. */
static inline void gc_event_plab_alloc(unsigned worker, int space, const void *start, size_t size) {
    if (trace_active) trace_gc_plab(worker, space, start, size);
}
/* A dead filler object (int[] or Object) now covers [start, start + size): a retired TLAB or
 * PLAB rest, or a copy that lost its forwarding race. */
static inline void gc_event_filler(const void *start, size_t size) {
    if (trace_active) trace_gc_filler(start, size);
}

/* One object copied (scavenge or semispace). promoted: into the old generation; in_plab: the
 * copy sits in the worker's current PLAB (else it was allocated on its own). */
static inline void gc_event_move(unsigned worker, const Object *from, const Object *to, size_t size, bool promoted,
                                 bool in_plab) {
    (void)worker, (void)size;
    if (trace_active) trace_gc_move(from, to, promoted, in_plab);
}
/* Compaction: `count` neighbouring objects, `bytes` long, moved from `from` to `to`. */
static inline void gc_event_region_move(const void *from, const void *to, size_t bytes, size_t count) {
    (void)bytes;
    if (trace_active) trace_gc_region(from, to, count);
}
/* Compaction, after marking and before any slot is updated: with -Xtrace:pointers the tracer
 * records each live object's slots (old addresses); walk(fn, ctx) visits the live objects. */
static inline void gc_event_live_objects(void (*walk)(void (*fn)(Object *o, void *ctx), void *ctx)) {
    if (trace_active && trace_pointers) trace_gc_live(walk);
}
/* An object survived without moving (compaction prefix, a failed scavenge). */
static inline void gc_event_keep_alive(const Object *o) {
    if (trace_active) trace_gc_keep_alive(o);
}

#endif
