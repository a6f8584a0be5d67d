/* analyze_core.c: the analyzer's driver: pre-scan, replay with passes, stop points, and the
 * names of types, sites, threads, modes and spaces (see analyze.h). */
#include "analyze.h"
#include "heap_pointers.h"
#include "replay_parallel.h"

#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void *xrealloc(void *p, size_t n) {
    p = realloc(p, n ? n : 1);
    if (!p) {
        fprintf(stderr, "minivm-trace: out of memory\n");
        exit(2);
    }
    return p;
}

bool an_parse_u64(const char *s, uint64_t *v) {
    if (!s || !*s) return false;
    uint64_t x = 0;
    for (const char *p = s; *p; p++) {
        if (*p < '0' || *p > '9') return false;
        if (x > (UINT64_MAX - 9) / 10) return false;
        x = x * 10 + (uint64_t)(*p - '0');
    }
    *v = x;
    return true;
}

static bool is_alloc(uint8_t id) {
    switch (id) {
    case TEV_ALLOC_VM_FAST: case TEV_ALLOC_VM_SLOW: case TEV_ALLOC_VM_NORMAL: case TEV_ALLOC_VM_SLOW_TYPE:
    case TEV_ALLOC_IR_FAST: case TEV_ALLOC_IR_SLOW: case TEV_ALLOC_IR_NORMAL: case TEV_ALLOC_IR_SLOW_TYPE:
    case TEV_ALLOC_JIT_FAST: case TEV_ALLOC_JIT_SLOW: case TEV_ALLOC_JIT_NORMAL: case TEV_ALLOC_JIT_SLOW_TYPE:
        return true;
    default: return false;
    }
}

static AnThread *thread_entry(Analysis *a, uint32_t tid) {
    for (size_t i = 0; i < a->nthreads; i++)
        if (a->threads[i].tid == tid) return &a->threads[i];
    a->threads = xrealloc(a->threads, (a->nthreads + 1) * sizeof *a->threads);
    AnThread *t = &a->threads[a->nthreads++];
    memset(t, 0, sizeof *t);
    t->tid = tid;
    snprintf(t->name, sizeof t->name, "thread %u", tid);
    return t;
}

/* The GCs, thread names, end time and allocation counts per phase, from the events alone.
 * The frames it checked are not checked again by the replay (TraceFile.verified). */
static bool prescan(Analysis *a) {
    char path[4200], err[2048];
    snprintf(path, sizeof path, "%s/events", a->dir);
    TraceFile f;
    if (!trace_file_open(&f, path, TRACE_FILE_EVENTS, err, sizeof err)) {
        snprintf(a->err, sizeof a->err, "%s", err);
        return false;
    }
    f.drop_behind = true;
    size_t cap = 0;
    uint64_t phase_allocs = 0;
    TraceFrameView fr;
    int rc;
    uint8_t *plain = NULL;   /* TraceReplay.plain */
    size_t nplain = 0;
    uint64_t *by_thread = NULL, plain_bytes = 0;   /* bytes of plain frames by thread */
    size_t nby_thread = 0;
    while ((rc = trace_file_next(&f, &fr, err, sizeof err)) == TRACE_READ_OK) {
        TraceCursor c = {&fr, 0};
        TraceEvent ev;
        size_t off;
        int k = 1;
        bool mixed = false;   /* a record a mutator phase does not queue */
        while (k == 1) {
            /* Only phase changes and thread names are decoded; other records are skipped by
             * their size (a bad record goes to trace_next_event for its message). */
            const uint32_t *w = fr.words;
            size_t i = c.i, nw = fr.nwords;
            while (i < nw) {   /* the frequent records: sized by trace_skip alone */
                uint32_t w0 = w[i];
                unsigned sk = trace_skip[w0 >> 24];
                if (sk == 0) break;
                size_t n = sk & TRACE_SKIP_WORDS;
                if (sk & TRACE_SKIP_ESC) n += ((w0 >> 8 & 0xFFFF) == TF_ESC_SITE) + ((w0 & 0xFF) == TF_ESC_LEN);
                if (n > nw - i) break;
                i += n;
                phase_allocs += (sk & TRACE_SKIP_ESC) != 0;   /* only allocations have escapes */
                mixed |= w0 >= (uint32_t)TEV_MOVE_SLOW << 24;   /* of these, the moves */
            }
            c.i = i;
            if (c.i >= fr.nwords) break;
            uint8_t id = (uint8_t)(fr.words[c.i] >> 24);
            mixed |= !trace_replay_queued(id);
            if (id != TEV_GC_START && id != TEV_GC_END && id != TEV_MARK && id != TEV_THREAD_ALIVE) {
                size_t n = trace_record_words(fr.words + c.i, fr.nwords - c.i);
                if (n != 0 && n != (size_t)-1) {
                    c.i += n;
                    phase_allocs += is_alloc(id);
                    continue;
                }
            }
            if ((k = trace_next_event(&c, &ev, &off, err, sizeof err)) != 1) break;
            switch (ev.id) {
            case TEV_GC_START:
                if (a->ngcs == cap) {
                    cap = cap ? 2 * cap : 64;
                    a->gcs = xrealloc(a->gcs, cap * sizeof *a->gcs);
                }
                a->gcs[a->ngcs++] = (AnGc){.id = ev.u.GC_START.gc, .major = ev.u.GC_START.major,
                                           .cause = ev.u.GC_START.cause, .start_us = ev.u.GC_START.time_us,
                                           .end_us = ev.u.GC_START.time_us, .allocs_before = phase_allocs};
                phase_allocs = 0;
                if (ev.u.GC_START.time_us > a->end_us) a->end_us = ev.u.GC_START.time_us;
                break;
            case TEV_GC_END:
                if (a->ngcs && a->gcs[a->ngcs - 1].id == ev.u.GC_END.gc) {
                    AnGc *g = &a->gcs[a->ngcs - 1];
                    g->ended = true;
                    g->failed = ev.u.GC_END.flags & TRACE_GC_FAILED;
                    g->end_us = ev.u.GC_END.time_us;
                }
                phase_allocs = 0;
                if (ev.u.GC_END.time_us > a->end_us) a->end_us = ev.u.GC_END.time_us;
                break;
            case TEV_MARK:
                if (ev.u.MARK.time_us > a->end_us) a->end_us = ev.u.MARK.time_us;
                break;
            case TEV_THREAD_ALIVE: {
                AnThread *t = thread_entry(a, ev.u.THREAD_ALIVE.thread);
                t->kind = ev.u.THREAD_ALIVE.kind;
                snprintf(t->name, sizeof t->name, "%.*s", (int)ev.u.THREAD_ALIVE.name.len, ev.u.THREAD_ALIVE.name.s);
                break;
            }
            default: break;
            }
        }
        if (k < 0) {
            snprintf(a->err, sizeof a->err, "%s: %s", path, err);
            trace_file_close(&f);
            free(plain);
            free(by_thread);
            return false;
        }
        if (!mixed && !f.parts) {
            if (fr.seq >= nplain) {
                size_t n = nplain ? nplain : 4096;
                while (n <= fr.seq) n *= 2;
                plain = xrealloc(plain, n / 8);
                memset(plain + nplain / 8, 0, (n - nplain) / 8);
                nplain = n;
            }
            plain[fr.seq / 8] |= (uint8_t)(1u << fr.seq % 8);
            if (fr.thread >= nby_thread && fr.thread < (1u << 24)) {
                size_t n = nby_thread ? nby_thread : 64;
                while (n <= fr.thread) n *= 2;
                by_thread = xrealloc(by_thread, n * sizeof *by_thread);
                memset(by_thread + nby_thread, 0, (n - nby_thread) * sizeof *by_thread);
                nby_thread = n;
            }
            if (fr.thread < nby_thread) by_thread[fr.thread] += fr.nwords;
            plain_bytes += fr.nwords;
        }
    }
    size_t verified = f.parts ? 0 : f.pos;   /* after the last whole frame */
    trace_file_close(&f);
    if (rc == TRACE_READ_ERROR) {
        snprintf(a->err, sizeof a->err, "%s", err);
        free(plain);
        free(by_thread);
        return false;
    }
    a->r->plain = plain;
    a->r->nplain = nplain;
    uint64_t most = 0;   /* one thread with 90% of the allocations: the workers would idle */
    for (size_t i = 0; i < nby_thread; i++)
        if (by_thread[i] > most) most = by_thread[i];
    if (most >= plain_bytes / 10 * 9 && !a->r->jobs_given) a->r->jobs = 1;
    free(by_thread);
    a->tail_allocs = phase_allocs;
    a->r->events.verified = verified;
    return true;
}

/* Draws the progress bar (a rotated file: its parts one after the other). */
static void progress(Analysis *a, const TraceReplay *r) {
    const TraceFile *f = &r->events;
    uint64_t done = f->pos;
    for (size_t i = 0; f->parts && i < f->part; i++) done += f->parts[i].size;
    int pct = f->total_size ? (int)((double)done * 100.0 / (double)f->total_size) : 100;
    if (pct != a->progress_shown) {
        a->progress_shown = pct;
        char bar[41];
        for (int i = 0; i < 40; i++) bar[i] = i < pct * 40 / 100 ? '#' : '.';
        bar[40] = 0;
        fprintf(stderr, "\rreading %s [%s] %3d%%", a->dir, bar, pct);
    }
}

static void on_event(void *ctx, TraceReplay *r, uint32_t thread, const TraceEvent *ev, uint64_t size) {
    (void)thread;
    Analysis *a = ctx;
    a->events++;
    a->count[ev->id]++;
    if (ev->id == TEV_MOVE_REGION) a->region_objects += ev->u.MOVE_REGION.count;
    if (a->progress && (a->events & 0xFFFFF) == 0) progress(a, r);
    if (is_alloc(ev->id)) {
        HeapModel *h = &r->heap;
        HmObject last;
        const HmObject *o = hm_last(h, &last) ? &last : NULL;
        if (o && !(o->flags & HM_FILLER)) {
            a->allocs++;
            a->alloc_bytes += size;
            a->alloc_by_mode[hm_mode(o)]++;
            a->alloc_bytes_by_mode[hm_mode(o)] += size;
            for (int i = 0; i < a->npasses; i++)
                if (a->passes[i].alloc) a->passes[i].alloc(a->passes[i].ctx, a, o);
        }
        if (!h->in_gc) a->phase_allocs++;
    } else if (ev->id >= TEV_SPACE_CREATE && ev->id <= TEV_SPACE_DESTROY) {
        a->spaces_dirty = true;
    }
    if (a->stop_in_phase && a->phase == a->stop_phase && a->phase_allocs >= a->stop_alloc && !r->heap.in_gc) {
        a->stopped = true;
        r->stop = true;
    }
}

/* A worker's share of on_event's counts in the parallel replay (its records are allocations
 * and TLABs of a mutator phase: no regions, no spaces, no stop point). */
typedef struct AnAcc {
    uint64_t events, allocs, alloc_bytes, phase_allocs;
    uint64_t count[256], alloc_by_mode[16], alloc_bytes_by_mode[16];
} AnAcc;

static void on_event_par(void *ctx, void *acc, uint32_t thread, const TraceEvent *ev, uint64_t size,
                         const HmObject *o) {
    (void)ctx, (void)thread;
    AnAcc *c = acc;
    c->events++;
    c->count[ev->id]++;
    if (!is_alloc(ev->id)) return;
    if (o && !(o->flags & HM_FILLER)) {
        c->allocs++;
        c->alloc_bytes += size;
        c->alloc_by_mode[hm_mode(o)]++;
        c->alloc_bytes_by_mode[hm_mode(o)] += size;
    }
    c->phase_allocs++;
}

static void on_merge(void *ctx, TraceReplay *r, void *acc) {
    Analysis *a = ctx;
    AnAcc *c = acc;
    uint64_t before = a->events;
    a->events += c->events;
    a->allocs += c->allocs;
    a->alloc_bytes += c->alloc_bytes;
    a->phase_allocs += c->phase_allocs;
    for (int i = 0; i < 256; i++) a->count[i] += c->count[i];
    for (int i = 0; i < 16; i++) {
        a->alloc_by_mode[i] += c->alloc_by_mode[i];
        a->alloc_bytes_by_mode[i] += c->alloc_bytes_by_mode[i];
    }
    if (a->progress && (a->events >> 20) != (before >> 20)) progress(a, r);
    memset(c, 0, sizeof *c);
}

/* The mutator phase of a stop point is replayed in file order (it counts its allocations). */
static bool on_in_order(void *ctx, TraceReplay *r) {
    (void)r;
    const Analysis *a = ctx;
    return a->stop_in_phase && a->phase == a->stop_phase;
}

static bool on_phase(void *ctx, TraceReplay *r, const TraceEvent *ev) {
    Analysis *a = ctx;
    if (ev->id == TEV_MARK) return true;
    a->spaces_dirty = true;
    uint32_t id = ev->id == TEV_GC_START ? ev->u.GC_START.gc : ev->u.GC_END.gc;
    const AnGc *g = an_gc(a, id);
    AnGc tmp = {.id = id};
    if (!g) g = &tmp;
    if (ev->id == TEV_GC_START) {
        for (int i = 0; i < a->npasses; i++)
            if (a->passes[i].gc_start) a->passes[i].gc_start(a->passes[i].ctx, a, g);
    } else {
        for (int i = 0; i < a->npasses; i++)
            if (a->passes[i].gc_end) a->passes[i].gc_end(a->passes[i].ctx, a, g);
        a->phase++;
        a->phase_allocs = 0;
        if (a->stop_set && !a->stop_in_phase && id == a->stop_gc) {
            a->stopped = true;
            r->stop = true;
        }
    }
    return true;
}

static void on_death(void *ctx, const HmObject *o) {
    Analysis *a = ctx;
    if (o->flags & HM_FILLER) return;
    for (int i = 0; i < a->npasses; i++)
        if (a->passes[i].death) a->passes[i].death(a->passes[i].ctx, a, o);
}

bool an_open(Analysis *a, const char *dir) {
    memset(a, 0, sizeof *a);
    a->dir = dir;
    a->spaces_dirty = true;
    a->r = malloc(sizeof *a->r);
    if (!a->r) {
        snprintf(a->err, sizeof a->err, "out of memory");
        return false;
    }
    TraceReplayHooks hooks = {a, on_event, on_phase, on_event_par, on_merge, sizeof(AnAcc), on_in_order};
    if (!trace_replay_open(a->r, dir, &hooks)) {
        snprintf(a->err, sizeof a->err, "%s", a->r->err);
        return false;
    }
    a->r->heap.on_death = on_death;
    a->r->heap.death_ctx = a;
    a->progress = isatty(2) && a->r->events.total_size > (64u << 20);
    return prescan(a);
}

void an_skip_pointers(Analysis *a) { hp_free(&a->r->heap); }

void an_close(Analysis *a) {
    if (a->r) {
        trace_replay_close(a->r);
        free(a->r);
    }
    for (size_t i = 0; i < a->ntype_names; i++) free(a->type_names[i]);
    for (size_t i = 0; i < a->nsite_names; i++) free(a->site_names[i]);
    free(a->type_names);
    free(a->site_names);
    free(a->site_loc);
    free(a->site_stack);
    free(a->gcs);
    free(a->threads);
    memset(a, 0, sizeof *a);
}

void an_add_pass(Analysis *a, AnPass p) {
    if (a->npasses < AN_MAX_PASSES) a->passes[a->npasses++] = p;
}

bool an_run(Analysis *a) {
    bool deaths = false, allocs = false;
    for (int i = 0; i < a->npasses; i++) deaths |= a->passes[i].death != NULL, allocs |= a->passes[i].alloc != NULL;
    if (!deaths) a->r->heap.on_death = NULL;   /* nobody listens: skip a call per dead object */
    if (allocs) a->r->hooks.event_par = NULL;   /* alloc hooks see allocations in file order */
    bool ok = trace_replay_run(a->r);
    if (a->progress_shown) fprintf(stderr, "\r%*s\r", 60 + (int)strlen(a->dir), "");
    if (!ok) {
        snprintf(a->err, sizeof a->err, "%s", a->r->err);
        return false;
    }
    if (a->stop_set && !a->stopped) {
        snprintf(a->err, sizeof a->err, "%s: the trace ended before the chosen point", a->dir);
        return false;
    }
    for (int i = 0; i < a->npasses; i++)
        if (a->passes[i].end) a->passes[i].end(a->passes[i].ctx, a);
    return true;
}

/* ---- stop points ---- */

const AnGc *an_gc(const Analysis *a, uint32_t id) {
    /* GC ids count from 0 in order; search near the index first. */
    if (id < a->ngcs && a->gcs[id].id == id) return &a->gcs[id];
    for (size_t i = 0; i < a->ngcs; i++)
        if (a->gcs[i].id == id) return &a->gcs[i];
    return NULL;
}

static size_t ended_gcs(const Analysis *a) {
    size_t n = 0;
    for (size_t i = 0; i < a->ngcs; i++) n += a->gcs[i].ended;
    return n;
}

bool an_select_gc(Analysis *a, const char *spec) {
    uint64_t n;
    const AnGc *g = NULL;
    if (!strcmp(spec, "last")) {
        for (size_t i = a->ngcs; i-- > 0;)
            if (a->gcs[i].ended) {
                g = &a->gcs[i];
                break;
            }
        if (!g) {
            snprintf(a->err, sizeof a->err, "%s: the trace has no completed GC (use --time)", a->dir);
            return false;
        }
    } else if (!an_parse_u64(spec, &n)) {
        snprintf(a->err, sizeof a->err, "bad GC number '%s' (a GC id or 'last')", spec);
        return false;
    } else if (n > UINT32_MAX || !(g = an_gc(a, (uint32_t)n)) || !g->ended) {
        if (ended_gcs(a)) snprintf(a->err, sizeof a->err, "the trace has no completed GC %s (GCs 0 to %u)", spec, a->gcs[a->ngcs - 1].id);
        else snprintf(a->err, sizeof a->err, "the trace has no completed GC %s (it has none)", spec);
        return false;
    }
    a->stop_set = true;
    a->stop_in_phase = false;
    a->stop_gc = g->id;
    return true;
}

bool an_select_time(Analysis *a, const char *spec) {
    char *end;
    errno = 0;
    double ms = strtod(spec, &end);
    if (!*spec || *end || errno || !(ms >= 0) || ms > 1e12) {
        snprintf(a->err, sizeof a->err, "bad time '%s' (milliseconds since the VM started)", spec);
        return false;
    }
    uint64_t t = (uint64_t)(ms * 1000.0 + 0.5);
    if (t > a->end_us) {
        snprintf(a->err, sizeof a->err, "time %s ms is after the end of the trace (%.3f ms)", spec, (double)a->end_us / 1000.0);
        return false;
    }
    uint64_t from = 0;
    for (size_t i = 0; i <= a->ngcs; i++) {
        bool last = i == a->ngcs;
        uint64_t to = last ? a->end_us : a->gcs[i].start_us;
        uint64_t allocs = last ? a->tail_allocs : a->gcs[i].allocs_before;
        if (!last && t > to && t <= a->gcs[i].end_us) t = to;   /* inside GC i: the heap before it */
        if (t <= to || last) {
            a->stop_set = true;
            a->stop_in_phase = true;
            a->stop_phase = i;
            double frac = to > from ? (double)(t - from) / (double)(to - from) : 1.0;
            if (frac > 1) frac = 1;
            a->stop_alloc = (uint64_t)(frac * (double)allocs + 0.5);
            a->stop_time_us = t;
            return true;
        }
        from = a->gcs[i].end_us;
    }
    return false;
}

void an_stop_text(const Analysis *a, char *buf, size_t n) {
    if (!a->stop_set) {
        snprintf(buf, n, "at the end of the trace (%.3f ms)", (double)a->end_us / 1000.0);
    } else if (!a->stop_in_phase) {
        const AnGc *g = an_gc(a, a->stop_gc);
        snprintf(buf, n, "after GC %u (%s, %s, %.3f ms)", a->stop_gc, g && g->major ? "major" : "minor",
                 g ? an_cause(a, g->cause) : "?", g ? (double)g->end_us / 1000.0 : 0.0);
    } else {
        snprintf(buf, n, "at %.3f ms (%" PRIu64 " allocations into the mutator phase %s GC %u)", (double)a->stop_time_us / 1000.0,
                 a->stop_alloc, a->stop_phase < a->ngcs ? "before" : "after",
                 a->stop_phase < a->ngcs ? a->gcs[a->stop_phase].id : (a->ngcs ? a->gcs[a->ngcs - 1].id : 0));
    }
}

/* ---- names ---- */

const char *an_thread_name(const Analysis *a, uint32_t tid) {
    for (size_t i = 0; i < a->nthreads; i++)
        if (a->threads[i].tid == tid) return a->threads[i].name;
    return tid == 0 ? "VM" : "?";
}

const char *an_cause(const Analysis *a, uint8_t cause) {
    const char *c = a->r->sym.causes[cause];
    return c ? c : "?";
}

static void refresh_spaces(Analysis *a) {
    const HeapModel *h = &a->r->heap;
    a->nspaces = 0;
    for (int i = 0; i < HM_MAX_SPACES; i++) {
        if (!h->spaces[i].exists) continue;
        int k = a->nspaces++;
        /* insertion by start address */
        while (k > 0 && a->spaces[k - 1].start > h->spaces[i].start) {
            a->spaces[k] = a->spaces[k - 1];
            k--;
        }
        a->spaces[k].start = h->spaces[i].start;
        a->spaces[k].end = h->spaces[i].end;
        a->spaces[k].type = h->spaces[i].type < AN_SPACE_NONE ? (int)h->spaces[i].type : AN_SPACE_NONE;
    }
    a->space_hint = 0;
    a->spaces_dirty = false;
}

int an_space_type(Analysis *a, uint64_t addr) {
    if (a->spaces_dirty) refresh_spaces(a);
    int k = a->space_hint;
    if (k < a->nspaces && addr >= a->spaces[k].start && addr < a->spaces[k].end) return a->spaces[k].type;
    int lo = 0, hi = a->nspaces;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (a->spaces[mid].end <= addr) lo = mid + 1;
        else hi = mid;
    }
    if (lo < a->nspaces && addr >= a->spaces[lo].start && addr < a->spaces[lo].end) {
        a->space_hint = lo;
        return a->spaces[lo].type;
    }
    return AN_SPACE_NONE;
}

const char *an_space_name(int type) {
    static const char *const names[AN_NSPACES] = {"eden", "survivor", "old", "heap", "outside"};
    return type >= 0 && type < AN_NSPACES ? names[type] : "?";
}

const char *an_mode_name(unsigned mode) {
    static const char *const names[12] = {
        "VM fast", "VM slow", "VM normal", "VM with type",
        "interpreter fast", "interpreter slow", "interpreter normal", "interpreter with type",
        "JIT fast", "JIT slow", "JIT normal", "JIT with type",
    };
    return mode < 12 ? names[mode] : "?";
}

const char *an_mode_short(unsigned mode) {
    static const char *const names[12] = {"vm-fast", "vm-slow", "vm-normal", "vm-typed", "ir-fast", "ir-slow",
                                          "ir-normal", "ir-typed", "jit-fast", "jit-slow", "jit-normal", "jit-typed"};
    return mode < 12 ? names[mode] : "?";
}

int an_kind(Analysis *a, const HmObject *o) {
    const TraceTypeSym *t = trace_sym_type(&a->r->sym, o->type);
    if (!t || !t->array) return 0;
    return o->size >= AN_BIG_ARRAY ? 2 : 1;
}

const char *an_kind_name(int kind) {
    static const char *const names[3] = {"instance", "small array", "big array"};
    return kind >= 0 && kind < 3 ? names[kind] : "?";
}

void an_java_type_name(const char *s, char *buf, size_t n) {
    size_t dims = 0;
    while (s[dims] == '[') dims++;
    const char *base = s + dims;
    char tmp[1024];
    if (dims == 0) {
        snprintf(tmp, sizeof tmp, "%s", s);
    } else {
        static const struct { char c; const char *name; } prims[] = {
            {'Z', "boolean"}, {'B', "byte"}, {'C', "char"}, {'S', "short"}, {'I', "int"}, {'J', "long"},
            {'F', "float"}, {'D', "double"},
        };
        const char *name = NULL;
        for (size_t i = 0; i < sizeof prims / sizeof prims[0]; i++)
            if (base[0] == prims[i].c && base[1] == 0) name = prims[i].name;
        if (name) snprintf(tmp, sizeof tmp, "%s", name);
        else if (base[0] == 'L') snprintf(tmp, sizeof tmp, "%.*s", (int)(strlen(base) > 1 ? strlen(base) - 2 : 0), base + 1);
        else snprintf(tmp, sizeof tmp, "%s", base);
    }
    size_t k = 0;
    for (size_t i = 0; tmp[i] && k + 1 < n; i++) buf[k++] = tmp[i] == '/' ? '.' : tmp[i];
    for (size_t d = 0; d < dims && k + 2 < n; d++) {
        buf[k++] = '[';
        buf[k++] = ']';
    }
    if (n) buf[k < n ? k : n - 1] = 0;
}

const char *an_type_name(Analysis *a, uint32_t type) {
    if (type >= a->ntype_names) {
        size_t n = a->ntype_names ? a->ntype_names : 256;
        while (n <= type) n *= 2;
        a->type_names = xrealloc(a->type_names, n * sizeof *a->type_names);
        memset(a->type_names + a->ntype_names, 0, (n - a->ntype_names) * sizeof *a->type_names);
        a->ntype_names = n;
    }
    if (!a->type_names[type]) {
        const TraceTypeSym *t = trace_sym_type(&a->r->sym, type);
        char buf[1100];
        if (t && t->name) an_java_type_name(t->name, buf, sizeof buf);
        else snprintf(buf, sizeof buf, "(type %u)", type);
        a->type_names[type] = strdup(buf);
    }
    return a->type_names[type];
}

void an_frame_text(const Analysis *a, const TraceFrame *f, char *buf, size_t n) {
    const TraceMethodSym *m = trace_sym_method(&a->r->sym, f->method);
    char cls[1100];
    an_java_type_name(m && m->cls ? m->cls : "?", cls, sizeof cls);
    if (f->bci < 0) snprintf(buf, n, "%s.%s%s native", cls, m ? m->name : "?", m ? m->desc : "");
    else snprintf(buf, n, "%s.%s%s bci %d", cls, m ? m->name : "?", m ? m->desc : "", f->bci);
}

static uint64_t frames_hash(const TraceFrame *f, uint32_t n) {
    uint64_t h = 1469598103934665603u ^ n;
    for (uint32_t i = 0; i < n; i++) h = (h ^ (f[i].method * 0x9E3779B97F4A7C15u) ^ (uint32_t)f[i].bci) * 1099511628211u;
    return h;
}

/* Fills keys[0..n) for one kind of key: sites with equal frame lists (the first nfirst frames,
 * or all with nfirst 0) share the lowest id. Open addressing on a hash of the frames. */
static void canonical_sites(const TraceSymbols *sym, uint32_t *keys, size_t n, bool whole_stack) {
    size_t cap = 16;
    while (cap < 2 * n) cap *= 2;
    uint32_t *slot = xrealloc(NULL, cap * sizeof *slot);   /* site id + 1, 0 empty */
    memset(slot, 0, cap * sizeof *slot);
    for (size_t i = 0; i < n; i++) {
        const TraceSiteSym *s = trace_sym_site(sym, (uint32_t)i);
        keys[i] = (uint32_t)i;
        if (!s || !s->defined || s->nframes == 0) continue;
        uint32_t nf = whole_stack ? s->nframes : 1;
        for (size_t h = frames_hash(s->frames, nf) & (cap - 1);; h = (h + 1) & (cap - 1)) {
            if (!slot[h]) {
                slot[h] = (uint32_t)i + 1;
                break;
            }
            const TraceSiteSym *o = trace_sym_site(sym, slot[h] - 1);
            uint32_t of = whole_stack ? o->nframes : 1;
            if (of == nf && !memcmp(o->frames, s->frames, nf * sizeof *s->frames)) {
                keys[i] = slot[h] - 1;
                break;
            }
        }
    }
    free(slot);
}

uint32_t an_site_key(Analysis *a, uint32_t site, bool whole_stack) {
    if (site >= a->nsite_keys) {   /* symbols grow as the trace is read: recompute */
        size_t n = a->r->sym.nsites;
        if (site >= n) return site;
        a->site_loc = xrealloc(a->site_loc, n * sizeof *a->site_loc);
        a->site_stack = xrealloc(a->site_stack, n * sizeof *a->site_stack);
        canonical_sites(&a->r->sym, a->site_loc, n, false);
        canonical_sites(&a->r->sym, a->site_stack, n, true);
        a->nsite_keys = n;
    }
    return (whole_stack ? a->site_stack : a->site_loc)[site];
}

const char *an_site_name(Analysis *a, uint32_t site) {
    if (site >= a->nsite_names) {
        size_t n = a->nsite_names ? a->nsite_names : 256;
        while (n <= site) n *= 2;
        a->site_names = xrealloc(a->site_names, n * sizeof *a->site_names);
        memset(a->site_names + a->nsite_names, 0, (n - a->nsite_names) * sizeof *a->site_names);
        a->nsite_names = n;
    }
    if (!a->site_names[site]) {
        const TraceSiteSym *s = trace_sym_site(&a->r->sym, site);
        char buf[1200];
        if (site == TRACE_SITE_FILLER) snprintf(buf, sizeof buf, "(filler)");
        else if (!s) snprintf(buf, sizeof buf, "(site %u)", site);
        else if (s->nframes == 0) snprintf(buf, sizeof buf, "(VM, no Java caller)");
        else an_frame_text(a, &s->frames[0], buf, sizeof buf);
        a->site_names[site] = strdup(buf);
    }
    return a->site_names[site];
}
