/* trace_rotate_replay.h: replaying a rotated trace (trace_rotate.h) from a synchronization
 * point. trace_replay.c calls trace_sync_apply before it applies a record itself.
 *
 * A trace whose oldest events file is not sequence 0 begins mid-run: the model starts empty
 * and waits for a synchronization GC (GC_START with TRACE_GC_SYNC; every such file begins
 * with one). SPACE_SYNC restates the spaces; in that GC the *_SYNC moves and keep-alives put
 * their objects (type and size from the event) straight at their destinations, and SYNC_OBJ
 * the objects a minor GC leaves where they are. At its GC_END the model is whole. A sync GC
 * that fails (promotion failure) leaves it incomplete: the next GC is a sync GC too and the
 * model is rebuilt there; so it is after a file whose FILE_PART says the previous file lost
 * frames (the VM exceeded its budget). Until the model is whole, other records are skipped and phase
 * hooks are not called (trace_sync_ready). In a trace read from its start, sync records
 * apply as their plain variants and SYNC_OBJ is checked against the model. */
#ifndef MINIVM_TRACE_ROTATE_REPLAY_H
#define MINIVM_TRACE_ROTATE_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "trace_format.h"

typedef struct TraceSyncState {
    bool started;                 /* the state was initialized from the events file */
    bool midway;                  /* the trace begins at a synchronization point */
    bool whole;                   /* the model holds the whole heap (always, unless midway) */
    bool in_sync_gc;              /* inside a synchronization GC */
    bool rebuilding;              /* inside the synchronization GC that rebuilds the model */
    size_t part;                  /* the events file part last seen */
    uint64_t sync_gcs, emergency_gcs, restored, restored_sites, rebuilds;
} TraceSyncState;

struct TraceReplay;

/* Applies ev if it is the rotation's business: returns false with `why` on an inconsistent
 * record; *handled tells whether trace_replay.c must still apply it. */
bool trace_sync_apply(struct TraceReplay *r, uint32_t tid, const TraceEvent *ev, uint64_t *size, char *why, size_t n,
                      bool *handled);
/* Whether phase hooks may run: the model holds the whole heap. */
bool trace_sync_ready(const struct TraceReplay *r);

#endif
