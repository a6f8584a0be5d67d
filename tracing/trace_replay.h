/* trace_replay.h: replays a trace directory's events into a HeapModel, in file order,
 * reporting each record and each phase change to the caller (minivm-trace's commands; the
 * analyzer later). Symbols missing from the snapshot are re-read once before an error. */
#ifndef MINIVM_TRACE_REPLAY_H
#define MINIVM_TRACE_REPLAY_H

#include "heap_model.h"
#include "trace_reader.h"
#include "trace_rotate_replay.h"

typedef struct TraceReplay TraceReplay;

typedef struct TraceReplayHooks {
    void *ctx;
    /* After each record is applied (may be NULL). */
    void (*event)(void *ctx, TraceReplay *r, uint32_t thread, const TraceEvent *ev, uint64_t size);
    /* After GC_START, GC_END (applied to the model) and MARK; false stops the replay with an
     * error (its message in r->err). May be NULL. */
    bool (*phase)(void *ctx, TraceReplay *r, const TraceEvent *ev);
} TraceReplayHooks;

struct TraceReplay {
    char dir[4096];
    TraceFile events, symbols;
    TraceSymbols sym;
    HeapModel heap;
    TraceReplayHooks hooks;
    bool truncated;             /* the events file ends inside a frame */
    bool ended;                 /* a MARK of the VM's exit was seen */
    bool stop;                  /* set by a hook: trace_replay_run returns (true) after this record */
    TraceSyncState sync;        /* a rotated trace's synchronization points (trace_rotate_replay.h) */
    /* Per site: its type and the size terms of its objects (filled on first use). */
    struct TraceSiteShape *shapes;
    size_t nshapes;
    char note[2048];            /* why truncated */
    char err[4096];
};

bool trace_replay_open(TraceReplay *r, const char *dir, const TraceReplayHooks *hooks);
/* Replays everything. false with r->err on a corrupted trace, an inconsistent event, or a
 * hook's refusal. A truncated end is not an error: r->truncated and r->note say so. */
bool trace_replay_run(TraceReplay *r);
void trace_replay_close(TraceReplay *r);

#endif
