/* safepoint.h: stopping every mutator thread for a collection.
 * Mutators poll at method entry and loop back-edges (interpreter and JIT); a thread in native
 * code, sleeping or waiting is already safe. Before polling, a frame saves its pc and sp. */
#ifndef MINIVM_SAFEPOINT_H
#define MINIVM_SAFEPOINT_H

#include <stdatomic.h>

#include "../vm/thread.h"

extern atomic_bool safepoint_requested;

void safepoint_block(Thread *t);    /* slow path of the poll: park until the GC is done */

static inline void safepoint_poll(Thread *t) {
    if (atomic_load_explicit(&safepoint_requested, memory_order_relaxed)) safepoint_block(t);
}

#endif
