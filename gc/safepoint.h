/* safepoint.h: stopping every mutator thread for a collection.
 * Mutators poll at method entry and loop back-edges (interpreter and JIT) and at the start of
 * the allocation slow path; a thread in native code that can block (sleep, wait, join,
 * contended monitor entry, blocking I/O) brackets that with thread_block_begin/end and counts
 * as stopped meanwhile. Before polling or blocking, a frame saves its pc and sp.
 *
 * Protocol (gc/safepoint.c): one collection at a time, serialized by a global GC lock that
 * safepoint_begin takes while its thread counts as stopped (so a second thread whose
 * allocation fails waits for the first collection instead of deadlocking with it). The
 * collector then sets safepoint_requested and waits until every other thread on the thread
 * list is THREAD_SAFE; safepoint_end clears the request and wakes them. Threads in
 * thread_block_end or safepoint_block stay parked until then. */
#ifndef MINIVM_SAFEPOINT_H
#define MINIVM_SAFEPOINT_H

#include <stdatomic.h>
#include <stdint.h>

#include "../vm/thread.h"

extern atomic_bool safepoint_requested;

void safepoint_block(Thread *t);    /* slow path of the poll: park until the GC is done */

/* The collecting thread t brings every other mutator to a safepoint, and releases them.
 * Nests: a thread that already holds the safepoint may begin/end again. */
void safepoint_begin(Thread *t);
void safepoint_end(Thread *t);

/* Completed safepoints so far. An allocating thread that reads the epoch before asking for a
 * collection can use safepoint_begin_unless to skip its own collection if another thread
 * completed one meanwhile (then it should simply retry the allocation):
 *     uint64_t e = safepoint_epoch();
 *     ... allocation failed ...
 *     if (!safepoint_begin_unless(t, e)) retry; else { collect; safepoint_end(t); }
 * Returns true (world stopped) when no safepoint completed since `epoch`. */
uint64_t safepoint_epoch(void);
bool safepoint_begin_unless(Thread *t, uint64_t epoch);

/* Around anything that blocks or runs long outside Java code (native I/O, sleep, wait,
 * contended monitor entry, joining): the thread counts as stopped for the GC meanwhile, and
 * on return waits out a collection in progress. Its frames must have pc and sp saved, and it
 * must not touch any heap object (or a local Object* copy) in between. Nests. */
void thread_block_begin(Thread *t);
void thread_block_end(Thread *t);

/* For the exit path: stops every other thread for good (never released). */
void safepoint_stop_forever(Thread *t);

/* Called by vm/thread.c after a RUNNING thread removed itself from the thread list, so that
 * a collector waiting for it re-examines the list. */
void safepoint_thread_exited(void);

static inline void safepoint_poll(Thread *t) {
    if (atomic_load_explicit(&safepoint_requested, memory_order_relaxed)) safepoint_block(t);
}

#endif
