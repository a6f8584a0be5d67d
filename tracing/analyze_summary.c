/* analyze_summary.c: minivm-trace summary: run time, threads, GCs and their pauses,
 * allocations by mode, moves, and memory per space over time. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analyze_commands.h"
#include "analyze_options.h"
#include "analyze_timeline.h"

#define SUMMARY_ROWS 24   /* rows of the memory table */

static double ms(uint64_t us) { return (double)us / 1000.0; }

static void print_pauses(const Analysis *a) {
    uint64_t total = 0, max = 0, n[2] = {0, 0}, sum[2] = {0, 0}, max_id = 0;
    for (size_t i = 0; i < a->ngcs; i++) {
        const AnGc *g = &a->gcs[i];
        if (!g->ended) continue;
        uint64_t p = g->end_us - g->start_us;
        total += p;
        n[g->major]++;
        sum[g->major] += p;
        if (p >= max) max = p, max_id = g->id;
    }
    if (!n[0] && !n[1]) return;
    printf("GC pauses: total %.3f ms (%.1f%% of the run), longest %.3f ms (GC %" PRIu64 ")", ms(total),
           a->end_us ? 100.0 * (double)total / (double)a->end_us : 0.0, ms(max), max_id);
    if (n[0]) printf(", minor mean %.3f ms", ms(sum[0] / n[0]));
    if (n[1]) printf(", major mean %.3f ms", ms(sum[1] / n[1]));
    printf("\n");
}

static void print_memory(const AnTimeline *t) {
    bool used[AN_NSPACES] = {false};
    for (size_t i = 0; i < t->n; i++)
        for (int k = 0; k < AN_NSPACES; k++)
            if (t->s[i].bytes[k]) used[k] = true;
    size_t rows = 0;
    for (size_t i = 0; i < t->n; i++) rows += t->s[i].when != AN_AT_GC_START;
    if (!rows) return;
    printf("memory per space (live bytes after each GC and at the end%s):\n",
           rows > SUMMARY_ROWS ? "; a sample of the GCs" : "");
    printf("%12s %8s", "time ms", "GC");
    for (int k = 0; k < AN_NSPACES; k++)
        if (used[k]) printf(" %14s", an_space_name(k));
    printf(" %14s %10s\n", "total", "objects");
    size_t step = rows > SUMMARY_ROWS ? (rows + SUMMARY_ROWS - 1) / SUMMARY_ROWS : 1, row = 0;
    for (size_t i = 0; i < t->n; i++) {
        const AnSample *s = &t->s[i];
        if (s->when == AN_AT_GC_START) continue;
        bool last = s->when == AN_AT_END || i + 1 == t->n;
        if (row++ % step && !last) continue;
        printf("%12.3f ", ms(s->time_us));
        if (s->when == AN_AT_END) printf("%8s", "end");
        else printf("%8u", s->gc);
        uint64_t objs = 0;
        for (int k = 0; k < AN_NSPACES; k++) {
            objs += s->objects[k];
            if (used[k]) printf(" %14" PRIu64, s->bytes[k]);
        }
        printf(" %14" PRIu64 " %10" PRIu64 "\n", an_sample_total(s), objs);
    }
}

int an_cmd_summary(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "", NULL);
    if (st) return st;
    Analysis *a = calloc(1, sizeof *a);
    AnTimeline t = {0};
    if (!a) return 2;
    st = 1;
    if (!an_open(a, opt.trace)) {
        an_fail(1, a->err);
        goto out;
    }
    an_skip_pointers(a);
    an_add_pass(a, an_timeline_pass(&t));
    TraceReplay *r = a->r;
    bool ok = an_run(a);
    const TraceEv_FILE_INFO *fi = &r->events.info;
    time_t sec = (time_t)(fi->start_ns / 1000000000u);
    char when[64];
    strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S", localtime(&sec));
    printf("trace %s: %.*s, pid %u, started %s, options \"%.*s\"\n", opt.trace, (int)fi->vm.len, fi->vm.s, fi->pid, when,
           (int)fi->options.len, fi->options.s);
    printf("run time: %.3f ms\n", ms(a->end_us));
    printf("threads: %zu (", a->nthreads);
    for (size_t i = 0; i < a->nthreads; i++) printf("%s%s", i ? ", " : "", a->threads[i].name);
    printf(")\n");
    uint64_t minor = 0, major = 0, failed = 0, causes[256] = {0};
    for (size_t i = 0; i < a->ngcs; i++) {
        if (a->gcs[i].major) major++;
        else minor++;
        failed += a->gcs[i].failed;
        causes[a->gcs[i].cause]++;
    }
    printf("GCs: %zu (%" PRIu64 " minor, %" PRIu64 " major, %" PRIu64 " failed)", a->ngcs, minor, major, failed);
    for (int c = 0; c < 256; c++)
        if (causes[c]) printf("; %s: %" PRIu64, an_cause(a, (uint8_t)c), causes[c]);
    printf("\n");
    print_pauses(a);
    printf("allocations: %" PRIu64 " objects, %" PRIu64 " bytes\n", a->allocs, a->alloc_bytes);
    static const unsigned order[12] = {4, 5, 6, 7, 8, 9, 10, 11, 0, 1, 2, 3};
    for (int i = 0; i < 12; i++) {
        unsigned m = order[i];
        if (a->alloc_by_mode[m])
            printf("  %-30s %12" PRIu64 " objects %14" PRIu64 " bytes\n", an_mode_name(m), a->alloc_by_mode[m],
                   a->alloc_bytes_by_mode[m]);
    }
    uint64_t fillers = a->count[TEV_ALLOC_VM_SLOW_TYPE] + a->count[TEV_ALLOC_IR_SLOW_TYPE] + a->count[TEV_ALLOC_JIT_SLOW_TYPE] -
                       a->alloc_by_mode[3] - a->alloc_by_mode[7] - a->alloc_by_mode[11];
    if (fillers) printf("  %-30s %12" PRIu64 " records\n", "fillers (dead space)", fillers);
    printf("moves: %" PRIu64 " slow, %" PRIu64 " fast narrow, %" PRIu64 " fast, %" PRIu64 " fast wide, %" PRIu64
           " regions (%" PRIu64 " objects), %" PRIu64 " keep-alive\n",
           a->count[TEV_MOVE_SLOW], a->count[TEV_MOVE_FAST_NARROW], a->count[TEV_MOVE_FAST], a->count[TEV_MOVE_FAST_WIDE],
           a->count[TEV_MOVE_REGION], a->region_objects, a->count[TEV_KEEP_ALIVE]);
    HmIter it;
    HmObject o;
    uint64_t live = 0, objs = 0;
    for (hm_iter(&r->heap, &it); hm_next(&it, &o);)
        if (!(o.flags & HM_FILLER)) live += o.size, objs++;
    printf("heap at the end: %" PRIu64 " objects, %" PRIu64 " bytes\n", objs, live);
    print_memory(&t);
    size_t nt = 0, ns = 0, nm = 0;
    for (size_t i = 0; i < r->sym.ntypes; i++) nt += r->sym.types[i].defined;
    for (size_t i = 0; i < r->sym.nsites; i++) ns += r->sym.sites[i].defined;
    for (size_t i = 0; i < r->sym.nmethods; i++) nm += r->sym.methods[i].defined;
    printf("symbols: %zu types, %zu methods, %zu allocation sites\n", nt, nm, ns);
    printf("events file: %zu bytes, %" PRIu64 " records, %.2f bytes per record (frame headers included)\n",
           r->events.size, a->events, a->events ? (double)r->events.size / (double)a->events : 0.0);
    if (!ok) {
        an_fail(1, a->err);
        goto out;
    }
    if (r->truncated) printf("note: the trace is incomplete: %s (ignored)\n", r->note);
    else if (!r->ended) printf("note: the trace has no end mark (the VM was still running or was killed)\n");
    st = 0;
out:
    an_timeline_free(&t);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}
