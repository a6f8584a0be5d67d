/* trace_rotate_report.c: `minivm-trace rotation DIR`: the ring of a rotated trace (files and
 * sequence indexes), its synchronization and emergency GCs, compression, and the information
 * quality at every GC end from the first synchronization point on: the share of live objects
 * whose allocation is in the trace (full information), and of those whose site is known
 * (full, or restored by -Xtrace:keepsites). Paper: Lengauer et al., ICPE'16, section 4.3. */
#include "trace_rotate_report.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>

#include "trace_replay.h"

typedef struct Report {
    uint64_t gcs_seen, reported;
    uint64_t sum_full_ppm;
} Report;

static bool at_phase(void *ctx, TraceReplay *r, const TraceEvent *ev) {
    Report *p = ctx;
    if (ev->id != TEV_GC_END) return true;
    HmIter it;
    HmObject o;
    uint64_t live = 0, full = 0, site = 0;
    for (hm_iter(&r->heap, &it); hm_next(&it, &o);) {
        if (o.flags & HM_FILLER) continue;
        live++;
        if (o.thread != 0) full++;
        if (o.thread != 0 || o.site != TRACE_SITE_UNKNOWN) site++;
    }
    double q = live ? 100.0 * (double)full / (double)live : 100.0;
    double qs = live ? 100.0 * (double)site / (double)live : 100.0;
    unsigned fl = ev->u.GC_END.flags;
    if (p->reported < 1000)
        printf("  GC %u%s%s%s: %" PRIu64 " live objects, %.1f%% with full information, %.1f%% with a known site\n",
               ev->u.GC_END.gc, ev->u.GC_END.major ? " (major)" : "", fl & TRACE_GC_SYNC ? " sync" : "",
               fl & TRACE_GC_EMERGENCY ? " emergency" : "", live, q, qs);
    p->reported++;
    p->sum_full_ppm += (uint64_t)(q * 10000);
    return true;
}

int trace_rotation_report(const char *dir) {
    Report rep = {0};
    TraceReplay *r = malloc(sizeof *r);
    if (!r) return 2;
    TraceReplayHooks hooks = {.ctx = &rep, .phase = at_phase};
    if (!trace_replay_open(r, dir, &hooks)) {
        fprintf(stderr, "minivm-trace: %s\n", r->err);
        free(r);
        return 1;
    }
    const TraceFile *f = &r->events;
    if (f->parts) {
        printf("rotated trace %s: %zu files, sequence indexes %u..%u of a ring of %u, limit %" PRIu64
               " bytes, deviation %.3f\n",
               dir, f->nparts, f->parts[0].seq, f->parts[f->nparts - 1].seq, f->ring.files, f->ring.limit,
               f->ring.deviation_ppm / 1e6);
        for (size_t i = 0; i < f->nparts; i++)
            printf("  %s: sequence %u, %zu bytes%s\n", f->parts[i].path, f->parts[i].seq, f->parts[i].size,
                   f->parts[i].fp.flags & 1 ? ", frames of the previous file were lost" : "");
    } else {
        printf("trace %s: not rotated (one events file, %zu bytes)\n", dir, f->size);
    }
    printf("information quality at each GC end from the first synchronization point:\n");
    bool ok = trace_replay_run(r);
    const TraceSyncState *s = &r->sync;
    printf("synchronization GCs: %" PRIu64 " (%" PRIu64 " emergency); the heap was rebuilt %" PRIu64
           " times, %" PRIu64 " objects restored (%" PRIu64 " with their site)\n",
           s->sync_gcs, s->emergency_gcs, s->rebuilds, s->restored, s->restored_sites);
    if (rep.reported)
        printf("mean quality: %.1f%% with full information over %" PRIu64 " GCs\n",
               (double)rep.sum_full_ppm / 10000.0 / (double)rep.reported, rep.reported);
    if (f->compressed_frames)
        printf("compressed frames: %" PRIu64 ", %" PRIu64 " bytes stored for %" PRIu64 " bytes of events (%.1f%%)\n",
               f->compressed_frames, f->stored_bytes, f->raw_bytes,
               f->raw_bytes ? 100.0 * (double)f->stored_bytes / (double)f->raw_bytes : 0.0);
    int status = 0;
    if (!ok) {
        fprintf(stderr, "minivm-trace: %s\n", r->err);
        status = 1;
    } else if (r->truncated) {
        printf("note: the trace is incomplete: %s (ignored)\n", r->note);
    }
    trace_replay_close(r);
    free(r);
    return status;
}
