/* safepoint.h: stopping every mutator thread for a collection.
 * Mutators poll at method entry and loop back-edges (interpreter and JIT); a thread in native
 * code, sleeping or waiting is already safe. Before polling, a frame saves its pc and sp. */
#ifndef MINIVM_SAFEPOINT_H
#define MINIVM_SAFEPOINT_H

#include <stdatomic.h>

#include "../vm/thread.h"

extern atomic_bool safepoint_requested;

void safepoint_block(Thread *t);    /* slow path of the poll: park until the GC is done */

/* The collecting thread t brings every other mutator to a safepoint, and releases them. */
void safepoint_begin(Thread *t);
void safepoint_end(Thread *t);

/* Around anything that blocks or runs long outside Java code (native I/O, sleep, wait,
 * contended monitor entry, joining): the thread counts as stopped for the GC meanwhile, and
 * on return waits out a collection in progress. Its frames must have pc and sp saved. */
void thread_block_begin(Thread *t);
void thread_block_end(Thread *t);

static inline void safepoint_poll(Thread *t) {
    if (atomic_load_explicit(&safepoint_requested, memory_order_relaxed)) safepoint_block(t);
}

#endif
