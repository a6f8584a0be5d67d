/* trace.h: the VM's interface to the object-level memory tracer (-Xtrace; AntTracks design).
 * See docs/tracing.md for the recorder and docs/trace-format.md for the format.
 *
 * The launcher parses -Xtrace (trace_options.h) and calls trace_start() before vm_boot, so the
 * collector's space events and every allocation are recorded. Allocation reports every new
 * object through trace_allocated(); the collectors report through gc/gc_events.h, whose hook
 * bodies call tracing/trace_gc.h. */
#ifndef MINIVM_TRACE_H
#define MINIVM_TRACE_H

#include <stdbool.h>
#include <stddef.h>

#include "../vm/thread.h"
#include "trace_alloc.h"
#include "trace_options.h"

/* True while a trace is recorded (set once, before any thread but main exists). */
extern bool trace_active;

/* Opens the trace directory and starts recording; gc_plan names the collector for the file
 * header. On failure returns false with a one-line message. */
bool trace_start(const TraceOptions *o, const char *gc_plan, char *err, size_t errlen);

/* The allocation hook (gc/heap.c) for o of class k (o complete: header and array length
 * set): one predictable branch when not tracing, else the inline fast path of trace_alloc.h. */
static inline void trace_allocated(Thread *t, Object *o, const Class *k) {
    if (__builtin_expect(trace_active, 0)) trace_alloc_inline(t, o, k);
}

#endif
