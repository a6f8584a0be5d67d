/* trace_pointers.h: the pointer events of -Xtrace:pointers (the VM side; docs/tracing.md
 * "Pointer tracing"). Called from trace_gc.c while a GC runs (and for the verify dump).
 *
 * Every surviving object's reference slots are recorded once per GC, with the referents'
 * addresses before the GC: a copied object's with its move (the copy still holds them), an
 * object that does not move by an event (an old object at a minor GC, one that a compaction
 * slides or keeps, a mark-sweep survivor) in an OBJ_PTRS. The referent of a
 * java.lang.ref.Reference is recorded as null (a weak slot the GC may clear later). */
#ifndef MINIVM_TRACE_POINTERS_H
#define MINIVM_TRACE_POINTERS_H

#include <stdbool.h>
#include <stdint.h>

#include "../vm/object.h"
#include "trace_recorder.h"

/* The reference slots of o (0 if it has none worth recording). */
uint32_t tp_slot_count(const Object *o);
/* Reads slots [first, first + n) of o into out (a Reference's referent reads as null). */
void tp_read_slots(const Object *o, uint32_t first, uint32_t n, uint64_t *out);

/* A move of an object with reference slots: emits MOVE_*_PTRS (and MORE_PTRS). false if o
 * has no reference slots (the caller emits the plain move). `to` holds the object. */
bool tp_move(TraceLocal *tl, uintptr_t from, const Object *to, bool promoted, bool in_plab, uint64_t base);
/* OBJ_PTRS (and MORE_PTRS) of o, which is at its pre-GC address. */
void tp_object(TraceLocal *tl, const Object *o);
/* At GC start: the roots (except the VM's own, see tp_gc_end), and at a minor GC the
 * objects of the spaces it does not collect (dirty: only those on dirty cards). */
void tp_gc_start(TraceLocal *tl, bool major, uint64_t base, bool (*collected)(uintptr_t addr));
/* At GC end: the VM's own roots (pending references, finalizer lists), new addresses. */
void tp_gc_end(TraceLocal *tl);

/* The verify dump's pointer lists: encodes slots [first, first + n) of o (n <= TRACE_PTRS_MAX)
 * relative to o into out. Returns the words. */
uint32_t tp_dump_slots(const Object *o, uint32_t first, uint32_t n, uint32_t *out);
/* Calls fn with every root referent (roots_visit order). */
void tp_visit_roots(void (*fn)(uint64_t referent, void *ctx), void *ctx);

#endif
