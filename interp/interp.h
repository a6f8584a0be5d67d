/* interp.h: the bytecode interpreter. */
#ifndef MINIVM_INTERP_H
#define MINIVM_INTERP_H

#include "../vm/thread.h"

/* Runs m (static or already-selected instance method) with args (receiver first; long/double
 * take two slots) and stores its result in *result (may be NULL). Returns false with the
 * exception pending in t->exception if m threw. Natives are called directly. */
bool interp_call(Thread *t, Method *m, const Value *args, Value *result);

/* Virtual call from C: selects the implementation of m for the receiver args[0].l. */
bool interp_call_virtual(Thread *t, Method *m, const Value *args, Value *result);

#endif
