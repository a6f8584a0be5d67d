/* pause.c: the bookkeeping of one collection pause: ids, timing, the unified-logging lines
 * of -Xlog:gc and -Xlog:gc*, heap verification around it, and the tracer's brackets.
 *
 * -Xlog:gc prints, like HotSpot:
 *   [0.123s][info][gc] GC(3) Pause Young (Allocation Failure) 24M->3M(64M) 1.234ms
 * -Xlog:gc* adds HotSpot's gc,start, gc,phases, gc,heap and gc,cpu lines. Lines go to
 * stdout, as HotSpot's, each with one write(2) to fd 1; System.out also writes every print()
 * at once, so a log line may follow the unfinished part of a program line, as on HotSpot. */
#include <errno.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/resource.h>
#include <time.h>
#include <unistd.h>

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

/* One log line stamped `when` (seconds of uptime). HotSpot pads the tag column to the longest
 * tag set seen so far. */
static void log_at(double when, const char *tags, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void log_at(double when, const char *tags, const char *fmt, ...) {
    int n = (int)strlen(tags);
    if (n > tag_width) tag_width = n;
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    char line[640];
    int len = snprintf(line, sizeof line, "[%.3fs][info][%-*s] %s\n", when, tag_width, tags, msg);
    gc_log_write(line, len < (int)sizeof line ? (size_t)len : sizeof line - 1);
}

void gc_log_write(const char *line, size_t len) {
    while (len > 0) {
        ssize_t n = write(STDOUT_FILENO, line, len);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return;
        line += n;
        len -= (size_t)n;
    }
}

static double cpu_seconds(bool user) {
    struct rusage ru;
    getrusage(RUSAGE_SELF, &ru);
    struct timeval tv = user ? ru.ru_utime : ru.ru_stime;
    return tv.tv_sec + tv.tv_usec / 1e6;
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
        log_at(vm_uptime(), "gc,start", "GC(%llu) Pause %s (%s)", (unsigned long long)p->id,
               full ? "Full" : "Young", gc_cause_name(cause));
        p->user_s = cpu_seconds(true);
        p->sys_s = cpu_seconds(false);
    }
    gc_event_gc_start(p->id, cause, full);
    p->start_ms = p->phase_start_ms = now_ms();
    p->phase_start_s = vm_uptime();
}

void gc_pause_phase(GcPause *p, const char *name) {
    double t = now_ms();
    if (p->nphases < GC_MAX_PHASES) {
        p->phase_name[p->nphases] = name;
        p->phase_began_s[p->nphases] = p->phase_start_s;
        p->phase_ms[p->nphases++] = t - p->phase_start_ms;
    }
    p->phase_start_ms = t;
    p->phase_start_s = vm_uptime();
}

/* The occupancy lines of -Xlog:gc*, as HotSpot's: the spaces of one generation on one line,
 * after the generation's total ("PSYoungGen: ... Eden: ... From: ..."); a generation of one
 * space, or a space of none, as "Name: before(capacity)->after(capacity)". */
static void log_spaces(unsigned long long id, const GcSpaceInfo *before, const GcSpaceInfo *after, size_t n) {
    for (size_t i = 0; i < n;) {
        size_t j = i + 1;
        while (j < n && after[i].gen && after[j].gen && !strcmp(after[i].gen, after[j].gen)) j++;
        char line[400];
        size_t len = 0;
        if (j - i > 1 || after[i].gen) {
            size_t ub = 0, cb = 0, ua = 0, ca = 0;
            for (size_t k = i; k < j; k++) {
                ub += before[k].used, cb += before[k].capacity;
                ua += after[k].used, ca += after[k].capacity;
            }
            len += (size_t)snprintf(line + len, sizeof line - len, "%s: %zuK(%zuK)->%zuK(%zuK)", after[i].gen,
                                    ub >> 10, cb >> 10, ua >> 10, ca >> 10);
        }
        for (size_t k = i; k < j && (j - i > 1 || !after[i].gen) && len < sizeof line; k++)
            len += (size_t)snprintf(line + len, sizeof line - len, "%s%s: %zuK(%zuK)->%zuK(%zuK)", len ? " " : "",
                                    after[k].name, before[k].used >> 10, before[k].capacity >> 10,
                                    after[k].used >> 10, after[k].capacity >> 10);
        log_at(vm_uptime(), "gc,heap", "GC(%llu) %s", id, line);
        i = j;
    }
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
        /* Phases are logged once the pause is over (nothing else writes meanwhile), each with
         * its start line stamped when it began, as HotSpot's gc,phases,start. */
        for (unsigned i = 0; i < p->nphases; i++) {
            log_at(p->phase_began_s[i], "gc,phases,start", "GC(%llu) %s", id, p->phase_name[i]);
            log_at(p->phase_began_s[i] + p->phase_ms[i] / 1e3, "gc,phases", "GC(%llu) %s %.3fms", id,
                   p->phase_name[i], p->phase_ms[i]);
        }
        GcSpaceInfo after[GC_MAX_SPACES];
        size_t n = snapshot(after);
        log_spaces(id, p->before, after, n < p->nspaces ? n : p->nspaces);
        if (failed) log_at(vm_uptime(), "gc", "GC(%llu) Promotion failed", id);
    }
    if (cfg->log_gc)
        log_at(vm_uptime(), "gc", "GC(%llu) Pause %s (%s) %zuM->%zuM(%zuM) %.3fms", id, kind, gc_cause_name(p->cause),
               p->used_before >> 20, plan->used() >> 20, plan->capacity() >> 20, ms);
    if (cfg->log_gc_details)
        log_at(vm_uptime(), "gc,cpu", "GC(%llu) User=%.2fs Sys=%.2fs Real=%.2fs", id, cpu_seconds(true) - p->user_s,
               cpu_seconds(false) - p->sys_s, ms / 1e3);
    if (failed) inconsistent = true;
    else if (cfg->verify_after) gc_verify_heap("after GC");
}
