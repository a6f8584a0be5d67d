/* pause.c: the bookkeeping of one collection pause: ids, timing, the unified-logging lines
 * of -Xlog:gc and -Xlog:gc*, heap verification around it, and the tracer's brackets.
 *
 * -Xlog:gc prints, like HotSpot:
 *   [0.123s][info][gc] GC(3) Pause Young (Allocation Failure) 24M->3M(64M) 1.234ms
 * -Xlog:gc* adds the phase times and each space's occupancy before and after. Lines go to
 * stdout, as HotSpot's. */
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "../vm/vm.h"
#include "gc_events.h"
#include "plans.h"

static _Atomic uint64_t npauses;
static double total_ms;
static bool inconsistent;          /* a failed pause left the heap unverifiable */
static int tag_width;              /* HotSpot pads the tag column to the longest seen */

uint64_t gc_count(void) { return atomic_load(&npauses); }
double gc_total_pause_ms(void) { return total_ms; }

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void log_line(const char *tags, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void log_line(const char *tags, const char *fmt, ...) {
    int n = (int)strlen(tags);
    if (n > tag_width) tag_width = n;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    /* Like HotSpot's unified logging, to stdout by default. */
    fprintf(stdout, "[%.3fs][info][%-*s] %s\n", vm_uptime(), tag_width, tags, msg);
    fflush(stdout);
}

static size_t snapshot(GcSpaceInfo *out) {
    const GcPlan *p = gc_plan();
    return p->spaces ? p->spaces(out, GC_MAX_SPACES) : 0;
}

void gc_pause_begin(GcPause *p, bool full, GcCause cause) {
    const GcConfig *cfg = gc_config();
    if (cfg->verify_before && !inconsistent) gc_verify_heap("before GC");
    inconsistent = false;
    memset(p, 0, sizeof *p);
    p->id = atomic_load(&npauses);
    p->full = full;
    p->cause = cause;
    p->used_before = gc_plan()->used();
    if (cfg->log_gc_details) {
        p->nspaces = snapshot(p->before);
        log_line("gc,start", "GC(%llu) Pause %s (%s)", (unsigned long long)p->id, full ? "Full" : "Young",
                 gc_cause_name(cause));
    }
    gc_event_gc_start(p->id, cause, full);
    p->start_ms = p->phase_start_ms = now_ms();
}

void gc_pause_phase(GcPause *p, const char *name) {
    double t = now_ms();
    if (p->nphases < GC_MAX_PHASES) {
        p->phase_name[p->nphases] = name;
        p->phase_ms[p->nphases++] = t - p->phase_start_ms;
    }
    p->phase_start_ms = t;
}

void gc_pause_end(GcPause *p, bool failed) {
    double ms = now_ms() - p->start_ms;
    total_ms += ms;
    gc_event_gc_end(p->id, p->cause, p->full, failed);
    atomic_fetch_add(&npauses, 1);
    const GcConfig *cfg = gc_config();
    const GcPlan *plan = gc_plan();
    unsigned long long id = (unsigned long long)p->id;
    const char *kind = p->full ? "Full" : "Young";
    if (cfg->log_gc_details) {
        for (unsigned i = 0; i < p->nphases; i++)
            log_line("gc,phases", "GC(%llu) %s %.3fms", id, p->phase_name[i], p->phase_ms[i]);
        GcSpaceInfo after[GC_MAX_SPACES];
        size_t n = snapshot(after);
        for (size_t i = 0; i < n && i < p->nspaces; i++)
            log_line("gc,heap", "GC(%llu) %s: %zuK(%zuK)->%zuK(%zuK)", id, after[i].name, p->before[i].used >> 10,
                     p->before[i].capacity >> 10, after[i].used >> 10, after[i].capacity >> 10);
        if (failed) log_line("gc", "GC(%llu) Promotion failed", id);
    }
    if (cfg->log_gc)
        log_line("gc", "GC(%llu) Pause %s (%s) %zuM->%zuM(%zuM) %.3fms", id, kind, gc_cause_name(p->cause),
                 p->used_before >> 20, plan->used() >> 20, plan->capacity() >> 20, ms);
    if (failed) inconsistent = true;
    else if (cfg->verify_after) gc_verify_heap("after GC");
}
