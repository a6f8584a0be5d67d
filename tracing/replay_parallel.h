/* replay_parallel.h: the parallel replay (the thesis's parallel parsing, section 5.4).
 *
 * The replay's thread reads the frames and splits each at its synchronization records;
 * within a mutator phase the records of one recording thread (allocations, TLABs) go to
 * that thread's queue, in file order, and a pool of workers applies the queues, one worker
 * per queue at a time, each into its own runs (HmLocal). Any other record (GC start and end,
 * spaces, marks, everything of a GC phase) is a synchronization point: every queued record
 * is applied and the workers' runs merged into the heap first, then the record is applied
 * in order on the replay's thread. Where order matters beyond that, the phase is replayed in
 * file order (trace_replay_in_order: a GC, a hook's stop point inside a mutator phase), and
 * trace_replay_run does not come here at all for traces with pointers, rotated traces, or
 * an event hook without a parallel form. The queued frames are bounded (a synchronization
 * is forced past PAR_WINDOW bytes), so the mapped window stays small. A frame a pre-scan
 * found to hold queued records only (TraceReplay.plain) is queued whole, unscanned. */
#ifndef MINIVM_REPLAY_PARALLEL_H
#define MINIVM_REPLAY_PARALLEL_H

#include <stdbool.h>
#include <stdint.h>

#include "trace_format.h"

struct TraceReplay;

/* Whether record id of a mutator phase goes to its thread's queue (else it synchronizes). */
static inline bool trace_replay_queued(uint8_t id) {
    switch (id) {
    case TEV_NOP: case TEV_THREAD_ALIVE: case TEV_THREAD_DEATH: case TEV_TLAB_ALLOC:
    case TEV_ALLOC_VM_FAST: case TEV_ALLOC_VM_SLOW: case TEV_ALLOC_VM_NORMAL: case TEV_ALLOC_VM_SLOW_TYPE:
    case TEV_ALLOC_IR_FAST: case TEV_ALLOC_IR_SLOW: case TEV_ALLOC_IR_NORMAL: case TEV_ALLOC_IR_SLOW_TYPE:
    case TEV_ALLOC_JIT_FAST: case TEV_ALLOC_JIT_SLOW: case TEV_ALLOC_JIT_NORMAL: case TEV_ALLOC_JIT_SLOW_TYPE:
        return true;
    default: return false;
    }
}

/* trace_replay_run with r->jobs worker threads. */
bool trace_replay_run_parallel(struct TraceReplay *r);
/* The online CPUs (at least 1). */
int trace_replay_cpus(void);

#endif
