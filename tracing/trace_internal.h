/* trace_internal.h: state the tracer's VM-side files share (trace_vm.c owns it). */
#ifndef MINIVM_TRACE_INTERNAL_H
#define MINIVM_TRACE_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "../vm/thread.h"
#include "trace_recorder.h"

extern uint32_t trace_stack_interval;     /* -Xtrace:stacks=N, or 0 */
extern bool trace_verify;                 /* -Xtrace:verify */

/* -Xtrace:keepsites (trace_rotate_sites.c): stores site in o's identity hash at its
 * allocation (unless o's class overrides hashCode); reads it back (TRACE_SITE_UNKNOWN if none). */
extern bool trace_keepsites;
struct Object;
void trace_keep_site(Thread *t, struct Object *o, uint32_t site);
uint32_t trace_site_from_hash(const struct Object *o);

/* Microseconds since trace_start. */
uint64_t trace_time_us(void);

/* True between GC_START and GC_END (read by the thread that describes itself). */
extern _Atomic bool trace_in_gc;

/* The -Xtrace:verify heap dump: every object in address order (trace_gc.c). when: the
 * DUMP_BEGIN kind; gc: its GC id or GC count. Needs a parsable heap. */
void trace_dump_heap(uint32_t when, uint32_t gc);

/* Completes a thread's pending keep-alive run (trace_gc.c; for trace_flush_all). */
void trace_finish_run(TraceLocal *tl);

#endif
