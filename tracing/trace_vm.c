/* trace_vm.c: starting and ending a trace in the VM: trace_start, thread descriptions, and
 * the exits that must not lose events: System.exit and the end of main (atexit), including
 * the System.exit(128 + sig) that vm/signals.c runs on SIGINT / SIGTERM / SIGHUP (its hook
 * makes the last MARK the signal's). After SIGKILL the files end with the last whole frame. */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../gc/plans.h"
#include "../vm/jstring.h"
#include "../vm/signals.h"
#include "../vm/vm.h"
#include "trace.h"
#include "trace_gc.h"
#include "trace_internal.h"
#include "trace_recorder.h"
#include "trace_symbols.h"

bool trace_active;
uint32_t trace_stack_interval;
bool trace_verify;
static struct timespec started;
static atomic_uint gc_threads;
static atomic_int ended_by;   /* the signal that began the exit, or 0 */

uint64_t trace_time_us(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)(ts.tv_sec - started.tv_sec) * 1000000u + (uint64_t)((ts.tv_nsec - started.tv_nsec) / 1000);
}

/* ---- thread descriptions (THREAD_ALIVE) ---- */

static uint32_t thread_name_offset(void) {
    static _Atomic uint32_t off;
    uint32_t o = atomic_load_explicit(&off, memory_order_relaxed);
    if (!o && vm.wk.Thread) {
        Field *f = class_find_declared_field(vm.wk.Thread, "name", "Ljava/lang/String;");
        if (f) atomic_store_explicit(&off, o = f->offset, memory_order_relaxed);
    }
    return o;
}

void trace_describe_thread(uint32_t *kind, uint32_t *vm_id, char *name, size_t len) {
    Thread *t = thread_current;
    if (t) {
        *kind = 0;
        *vm_id = (uint32_t)t->id;
        uint32_t off = t->jthread ? thread_name_offset() : 0;
        Object *s = off ? OBJ_FIELD(t->jthread, off, Object *) : NULL;
        char *u = s ? string_to_utf8(s) : NULL;
        snprintf(name, len, "%s", u ? u : t->is_main ? "main" : "Thread");
        free(u);
    } else if (atomic_load(&trace_in_gc)) {
        *kind = 1;
        *vm_id = 0;
        snprintf(name, len, "GC Thread#%u", atomic_fetch_add(&gc_threads, 1) + 1);
    } else {
        *kind = 2;
        *vm_id = 0;
        snprintf(name, len, "VM Thread");
    }
}

/* ---- the end ---- */

static void retire_tlab(Thread *t, void *ctx) {
    (void)ctx;
    gc_retire_tlab(t);
}

/* exit(): System.exit, the end of main, an uncaught exception. The other Java threads are
 * stopped for good (thread_vm_exit) or were never started. */
static void at_exit(void) {
    if (!trace_recorder_is_open()) return;
    TraceLocal *tl = &trace_local;
    if (vm.booted && gc_plan()) {
        thread_for_each(retire_tlab, NULL);   /* fillers: the heap must be parsable */
        if (trace_verify) trace_dump_heap(1, (uint32_t)gc_count());
    }
    trace_flush_all(trace_finish_run);
    int sig = atomic_load(&ended_by);
    TRACE_EMIT(tl, MARK, .kind = sig ? TRACE_MARK_SIGNAL : TRACE_MARK_EXIT, .detail = (uint32_t)sig,
               .time_us = trace_time_us());
    trace_recorder_close();
}

/* The signal hook (vm/signals.c). Orderly: the VM runs System.exit(128 + sig), and at_exit
 * ends the events with the signal's MARK; otherwise (before System is ready) the MARK is
 * written at once and the process ends right after. */
static void on_signal(int sig, bool orderly) {
    if (orderly) {
        atomic_store(&ended_by, sig);
        return;
    }
    uint32_t w[8];
    TraceEv_MARK m = {.kind = TRACE_MARK_SIGNAL, .detail = (uint32_t)sig, .time_us = trace_time_us()};
    size_t n = trace_enc_MARK(w, &m);
    trace_recorder_emergency(w, n);
}

bool trace_start(const TraceOptions *o, const char *gc_plan, char *err, size_t errlen) {
    if (!o->enabled) return true;
    clock_gettime(CLOCK_MONOTONIC, &started);
    char opts[4400], info[4500];
    trace_format_options(o, opts, sizeof opts);
    snprintf(info, sizeof info, "%s,gc=%s", opts, gc_plan ? gc_plan : "");
    trace_recorder_set_rotation(o->rotate, o->deviation);
    if (!trace_recorder_set_compression(o->compress, o->level, o->partial, err, errlen)) return false;
    trace_keepsites = o->keepsites;
    if (!trace_recorder_open(o->path, o->verify, info, err, errlen)) return false;
    trace_stack_interval = o->stacks;
    trace_verify = o->verify;
    trace_pointers = o->pointers;
    trace_symbols_init();
    signals_set_hook(on_signal);
    atexit(at_exit);
    trace_active = true;
    return true;
}
