/* heap_pointers.h: the references between the objects of the reconstructed heap, rebuilt
 * from the pointer events of -Xtrace:pointers (docs/tracing.md "Pointer tracing").
 *
 * The VM records, during each GC, every surviving object's reference fields with the
 * referents' OLD (pre-GC) addresses, and the GC's roots (also by old address). At the GC end
 * this module maps them through the GC's moves and keeps, for each live object, its
 * referents at their new addresses (nulls omitted), and the roots. In dirty mode (a minor GC
 * re-records only the objects on dirty cards) the pointers of the objects not re-recorded
 * carry over from the previous GC, their targets mapped through the moves.
 *
 * The replay (trace_replay.c) feeds every record to hp_event after the heap model applied it;
 * the state hangs off HeapModel.ptrs. */
#ifndef MINIVM_HEAP_POINTERS_H
#define MINIVM_HEAP_POINTERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "heap_model.h"
#include "trace_format.h"

typedef enum {
    HP_ROOT_STACK,          /* a local, operand or argument of a frame, a pending exception, a lock */
    HP_ROOT_STATIC,         /* a static field */
    HP_ROOT_JNI_LOCAL,      /* a native method's handle */
    HP_ROOT_JNI_GLOBAL,     /* a JNI global reference */
    HP_ROOT_STRING_TABLE,   /* an interned string (the table or a class's resolved constant) */
    HP_ROOT_CLASS_MIRROR,   /* a java.lang.Class object */
    HP_ROOT_THREAD,         /* a thread's java.lang.Thread object */
    HP_ROOT_VM,             /* anything else the VM holds (pending references, preallocated errors) */
} HpRootKind;

/* info: the trace thread id for stack, thread and JNI-local roots (0 if the thread recorded
 * no event), the class's type id (SYM_TYPE) for statics and mirrors, else 0. */
typedef struct HpRoot {
    uint64_t addr;
    uint32_t kind;
    uint32_t info;
} HpRoot;

/* The last replayed GC recorded pointers (and did not fail). */
bool hm_pointers_known(const HeapModel *h);
/* The referents of the live object at addr after the last GC (new addresses, nulls omitted,
 * in field order; an array's in element order), NULL with *n = 0 if none. */
const uint64_t *hm_pointers_of(const HeapModel *h, uint64_t addr, uint32_t *n);
/* The roots of the last GC, at their new addresses: per thread its stack, JNI-local and
 * Thread roots; per class its mirror and statics; interned strings; JNI globals; the VM's. */
const HpRoot *hm_roots(const HeapModel *h, size_t *n);
/* Totals after the last GC: objects with pointers and their non-null pointers. */
void hm_pointer_counts(const HeapModel *h, uint64_t *objects, uint64_t *pointers);
/* The kind's name ("stack", "static", ...). */
const char *hp_root_kind_name(uint32_t kind);

/* Applies record ev (of thread tid; heap alignment align) after the heap model did; false
 * with why when the pointer records are inconsistent. Pointer, GC-phase, move, PLAB and
 * thread records matter; the rest costs one test. */
/* Attaches the pointer state to h if the trace's options (FILE_INFO) record pointers. */
void hp_attach(HeapModel *h, TraceStr options);
bool hp_event(HeapModel *h, uint32_t tid, const TraceEvent *ev, uint32_t align, char *why, size_t n);
void hp_free(HeapModel *h);

#endif
