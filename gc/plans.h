/* plans.h: what gc/heap.c and gc/pause.c offer the collector plans, and how a plan registers.
 * Adding a plan: write gc/plan_<name>.c defining a `const GcPlan` and registering it with
 * GC_PLAN_REGISTER; gc/meson.build compiles every gc/plan_*.c (reconfigure to pick up a new
 * file). docs/gc-tutorial.md walks through one. */
#ifndef MINIVM_PLANS_H
#define MINIVM_PLANS_H

#include "gc.h"

/* ---- registration ---- */

void gc_register_plan(const GcPlan *plan);
/* GC_PLAN_REGISTER(plan_x) after a plan's definition registers it at program start (the VM
 * links gc/ whole, like the native tables). */
#define GC_PLAN_REGISTER(plan)                                                 \
    __attribute__((constructor)) static void gc_register_##plan(void) { gc_register_plan(&plan); }

/* ---- shared by all plans (heap.c) ---- */

/* A TLAB's end leaves room for a filler int[] header, so retiring never fails. */
#define TLAB_RESERVE 16

/* Makes [start, start + bytes) one dead object (an int[], or an Object for 8 bytes) so the
 * heap stays parsable, and reports it to the tracer. bytes: a multiple of 8, at least 8. */
void gc_fill(void *start, size_t bytes);
void gc_retire_tlab(Thread *t);

/* Reserves `bytes` of address space (page-aligned, lazily committed, zeroed) for the heap
 * and covers it with the card table, so that gc_write_barrier is valid for every object.
 * Every plan takes its heap from here, once. NULL with a message in err. */
uint8_t *gc_reserve_heap(size_t bytes, char *err, size_t errlen);

/* ---- one pause (pause.c): timing, -Xlog:gc, verification, tracer brackets ---- */

#define GC_MAX_PHASES 8
#define GC_MAX_SPACES 6

typedef struct GcPause {
    uint64_t id;
    bool full;
    GcCause cause;
    double start_ms, phase_start_ms;
    double phase_start_s, user_s, sys_s;    /* uptime at the phase's start; CPU times at the start */
    size_t used_before, nspaces;
    GcSpaceInfo before[GC_MAX_SPACES];
    unsigned nphases;
    const char *phase_name[GC_MAX_PHASES];
    double phase_ms[GC_MAX_PHASES];
    double phase_began_s[GC_MAX_PHASES];
} GcPause;

/* Opens a pause: verifies the heap (-XX:+VerifyBeforeGC), notes the occupancy, starts the
 * clock and fires gc_event_gc_start. */
void gc_pause_begin(GcPause *p, bool full, GcCause cause);
/* Ends the phase that ran since the previous call (or the pause's start), for -Xlog:gc*. */
void gc_pause_phase(GcPause *p, const char *name);
/* Closes the pause: fires gc_event_gc_end, logs, and verifies (-XX:+VerifyAfterGC) unless
 * the pause failed (a failed scavenge leaves dead copies behind until the full GC). */
void gc_pause_end(GcPause *p, bool failed);
/* Writes one whole -Xlog:gc line to stdout, past the program's buffered unfinished line. */
void gc_log_write(const char *line, size_t len);
/* Total pause time so far, in milliseconds. */
double gc_total_pause_ms(void);

#endif
