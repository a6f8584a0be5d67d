/* jit_trace.h: allocation events in compiled code when tracing (-Xtrace; docs/jit.md).
 *
 * After compiled code bumps an object into the thread's TLAB it writes the ALLOC_JIT_FAST
 * event itself: the event word is a constant made at JIT time (event id and site; an array's
 * length is or'ed in), stored at the top of the thread's event buffer after an inline space
 * check, and the top is bumped. Everything else is a call (trace_alloc_jit). With tracing off
 * none of this is emitted. */
#ifndef MINIVM_JIT_TRACE_H
#define MINIVM_JIT_TRACE_H

#include <llvm-c/Core.h>

#include "../tracing/trace_alloc.h"
#include "../vm/object.h"

/* Emits, at the builder's position, the allocation event of obj (just placed in t's TLAB, not
 * yet visible to anything that can collect) at site js; len is its i32 array length or NULL.
 * The builder continues in a new block. heap_tag: the TBAA tag (of kind tbaa_kind) of memory
 * that is never a frame slot, for the event buffer accesses. */
void jit_trace_emit_event(LLVMBuilderRef b, LLVMValueRef t, LLVMValueRef obj, LLVMValueRef len,
                          const TraceJitSite *js, unsigned tbaa_kind, LLVMValueRef heap_tag);

/* The allocation slow paths of compiled code while tracing: allocate (may collect; NULL with
 * an exception pending) and record the event at js. len >= 0 (checked by the caller). */
Object *jit_trace_new(Thread *t, Class *k, const TraceJitSite *js);
Object *jit_trace_new_array(Thread *t, Class *ac, jint len, const TraceJitSite *js);

#endif
