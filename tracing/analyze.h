/* analyze.h: the analyzer's driver (minivm-trace summary, heap, diff, leaks, timeline, report).
 *
 * A command opens a trace (an_open), pre-scans its GCs (an_scan: times, kinds, causes, the
 * number of allocations of each mutator phase; no heap model), registers passes (AnPass: hooks
 * called on each allocation, GC start, GC end, object death and at the end), then replays the
 * trace once (an_run). Passes read the rebuilt heap (r->heap) in their hooks. */
#ifndef MINIVM_ANALYZE_H
#define MINIVM_ANALYZE_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "trace_replay.h"

/* One GC of the trace, from the pre-scan. */
typedef struct AnGc {
    uint32_t id;
    bool major, failed, ended;
    uint8_t cause;
    uint64_t start_us, end_us;
    uint64_t allocs_before;       /* allocation records from the previous phase change to this GC's start */
} AnGc;

typedef struct AnThread {
    uint32_t tid;
    uint8_t kind;                 /* THREAD_ALIVE kind */
    char name[64];
} AnThread;

typedef struct Analysis Analysis;

typedef struct AnPass {
    void *ctx;
    void (*alloc)(void *ctx, Analysis *a, const HmObject *o);   /* not for fillers */
    void (*gc_start)(void *ctx, Analysis *a, const AnGc *gc);   /* the heap before the GC */
    void (*gc_end)(void *ctx, Analysis *a, const AnGc *gc);     /* the heap after the GC */
    void (*death)(void *ctx, Analysis *a, const HmObject *o);   /* not for fillers */
    void (*end)(void *ctx, Analysis *a);                         /* the heap at the end (or the stop point) */
} AnPass;

#define AN_MAX_PASSES 8

/* Space types (SPACE_ALLOCATE type), and AN_SPACE_NONE for addresses outside every space. */
enum { AN_SPACE_EDEN, AN_SPACE_SURVIVOR, AN_SPACE_OLD, AN_SPACE_FLAT, AN_SPACE_NONE, AN_NSPACES };

struct Analysis {
    const char *dir;
    TraceReplay *r;
    AnGc *gcs;
    size_t ngcs;
    uint64_t end_us;              /* the latest time seen (MARK or GC) */
    uint64_t events, allocs, alloc_bytes;
    uint64_t count[256], region_objects;   /* records by id; objects of MOVE_REGIONs */
    uint64_t alloc_by_mode[16], alloc_bytes_by_mode[16];
    AnThread *threads;
    size_t nthreads;
    AnPass passes[AN_MAX_PASSES];
    int npasses;
    /* Stop after the allocation record number stop_alloc (counting from 1) of the mutator phase
     * that ends at GC stop_phase_gc (or at the end: SIZE_MAX); or at the end of GC stop_gc. */
    bool stop_set, stopped;
    uint32_t stop_gc;
    bool stop_in_phase;
    size_t stop_phase;            /* index into gcs, or ngcs for the last phase */
    uint64_t stop_alloc, stop_time_us;
    uint64_t tail_allocs;         /* allocation records after the last GC */
    uint64_t phase_allocs;        /* allocation records of the current mutator phase */
    size_t phase;                 /* index of the next GC (the current mutator phase) */
    bool progress;                /* draw a progress bar on stderr */
    int progress_shown;
    /* caches */
    char **type_names, **site_names;
    size_t ntype_names, nsite_names;
    uint32_t *site_loc, *site_stack;   /* an_site_key: canonical ids, nsite_keys of each */
    size_t nsite_keys;
    struct { uint64_t start, end; int type; } spaces[HM_MAX_SPACES];
    int nspaces, space_hint;
    bool spaces_dirty;
    char err[8192];
};

/* Opens the trace directory and pre-scans it. false with a->err. */
bool an_open(Analysis *a, const char *dir);
void an_close(Analysis *a);
void an_add_pass(Analysis *a, AnPass p);
/* For a command that reads no references: a trace's pointer records are not kept (the
 * memory of the replay is then the heap model's alone). Call before an_run. */
void an_skip_pointers(Analysis *a);
/* Replays the trace. false with a->err on a corrupted trace (a truncated end is fine). */
bool an_run(Analysis *a);

/* Snapshot selection: "N" (the heap after GC N), "last" (after the last GC) or, with time,
 * "T" in milliseconds since the VM start (the heap at T; within a mutator phase the
 * allocations are interpolated by their count). Sets the stop point; the `end` hooks see the
 * heap there. false with a->err for a bad or unknown value. */
bool an_select_gc(Analysis *a, const char *spec);
bool an_select_time(Analysis *a, const char *spec);
/* "after GC 3 (major, System.gc(), 25.4 ms)", "at 12.000 ms (...)" or "at the end of the trace (...)". */
void an_stop_text(const Analysis *a, char *buf, size_t n);

const AnGc *an_gc(const Analysis *a, uint32_t id);
const char *an_thread_name(const Analysis *a, uint32_t tid);
const char *an_cause(const Analysis *a, uint8_t cause);

/* ---- object properties ---- */

/* The space type of an address (AN_SPACE_*). */
int an_space_type(Analysis *a, uint64_t addr);
const char *an_space_name(int type);
/* "interpreter fast" style name of an HM mode, and its short "ir-fast" form. */
const char *an_mode_name(unsigned mode);
const char *an_mode_short(unsigned mode);
/* 0 instance, 1 small array, 2 big array (AN_BIG_ARRAY bytes or more). */
#define AN_BIG_ARRAY 16384u
int an_kind(Analysis *a, const HmObject *o);
const char *an_kind_name(int kind);
/* The Java name of a type ("java.util.HashMap", "int[]"), cached. */
const char *an_type_name(Analysis *a, uint32_t type);
/* Text of one frame of a site: "AnalysisLeak.remember(I)V bci 9 (AnalysisLeak.java)"; and of
 * the site's first frame with its callers. Cached per site. */
const char *an_site_name(Analysis *a, uint32_t site);
void an_frame_text(const Analysis *a, const TraceFrame *f, char *buf, size_t n);
/* The group key of a site: the lowest site id with the same first frame (whole_stack false) or
 * the same frames (true). The interpreter, the VM and compiled code record separate sites for
 * one bytecode, and compiled code adds the callers it was inlined into; a user means the place. */
uint32_t an_site_key(Analysis *a, uint32_t site, bool whole_stack);

/* Java name of an internal type name into buf. */
void an_java_type_name(const char *internal, char *buf, size_t n);

/* Parses a non-negative decimal integer (whole string). */
bool an_parse_u64(const char *s, uint64_t *v);

#endif
