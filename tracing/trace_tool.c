/* trace_tool.c: minivm-trace, the offline side of -Xtrace: command dispatch, verify and dump
 * (the analysis commands are in analyze_*.c).
 *
 *   minivm-trace verify DIR          rebuild the heap from the events at every GC (and at the
 *                                    exit) and compare it with the VM's dumps (-Xtrace:verify)
 *   minivm-trace dump DIR [FILE]     print every record of events (default), symbols or heap
 * (minivm-trace dominators, retained, path and hprof need a trace with pointers.)
 * Exit status: 0 fine, 1 a difference or an unreadable or corrupted trace, 2 a usage error or
 * an output file that cannot be written. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "analyze_commands.h"
#include "trace_replay.h"
#include "trace_rotate_report.h"
#include "heap_pointers.h"
#include "verify_pointers.h"

static const char usage[] =
    "Usage: minivm-trace COMMAND TRACE [options]   (TRACE: a directory written by minivm -Xtrace[:file=DIR])\n"
    "  summary TRACE                     run time, threads, GCs and pauses, allocations by mode,\n"
    "                                    memory per space after each GC\n"
    "  heap TRACE [--gc N|last | --time MS] [--group-by KEYS] [--where EXPR] [--top K]\n"
    "             [--format table|csv|json]   the heap after GC N (default: at the end) or at a time,\n"
    "                                    as a classification tree with objects, bytes and shares\n"
    "  diff TRACE --from GC [--to GC|last] [--group-by ...] [--where ...] [--top K] [--format ...]\n"
    "                                    kept / born / died / temporary objects per group\n"
    "  leaks TRACE [--group-by KEYS] [--where EXPR] [--top K] [--chains]\n"
    "                                    groups whose live bytes grow steadily after start-up\n"
    "  timeline TRACE [--format csv|json|chrome]   memory per space and GC pauses over time\n"
    "                                    (chrome: Trace Event JSON for Perfetto or chrome://tracing)\n"
    "With pointers (minivm -Xtrace:pointers), at GC N (default: the last GC):\n"
    "  dominators TRACE [--gc N|last] [--top K] [--format table|csv]\n"
    "                                    the dominator tree's biggest retainers: retained bytes and %\n"
    "  retained TRACE [--gc N|last] [--group-by KEYS] [--where EXPR] [--top K] [--format table|csv]\n"
    "                                    per group, what would die if all its objects died\n"
    "  path TRACE [--gc N|last] --to EXPR   the shortest chain from a GC root to an object EXPR accepts\n"
    "  hprof TRACE [--gc N|last] -o|--output OUT.hprof   the heap as an HPROF 1.0.2 heap dump\n"
    "                                    (primitive values 0)\n"
    "  (leaks --chains then also shows the chain that keeps each suspect alive, report\n"
    "  --dominators a dominators table)\n"
    "  rotation TRACE                    a rotated trace's files, sync and emergency GCs, information quality\n"
    "  report TRACE --html OUT.html [--group-by KEYS] [--where EXPR] [--dominators]\n"
    "                                    one self-contained HTML page\n"
    "  verify TRACE                      rebuild the heap at every GC and compare it with the VM's\n"
    "                                    dumps (-Xtrace:verify)\n"
    "  dump TRACE [events|symbols|heap]  print every record (default: events)\n"
    "Group keys (KEYS, comma-separated, outermost first; default type, for leaks and report\n"
    "  type,site): type, site, stack, age, thread, mode, space, kind; with pointers pointed-from,\n"
    "  pointed-from-site (who references the object: their types or sites, and root kinds) and\n"
    "  points-to (the types it references); a name defined by --key NAME=EXPR; a plugin's key\n"
    "  (--plugin lib.so). --key and --plugin are accepted wherever --group-by is.\n"
    "EXPR: comparisons of type, site, stack, thread, mode, space, kind (text: == != ~ !~, ~ is a\n"
    "  glob) and age, size, len, thread (numbers: == != < <= > >=), with && || ! and ( ); with pointers\n"
    "  also pointed_from, pointed_from_site, points_to (true when any referrer / referent matches):\n"
    "  --where 'age>=2 && type~\"java.util.*\"'.  docs/analysis-guide.md has worked examples.\n"
    "-j N, --jobs N (any command, anywhere after it): threads of the replay (default: the online\n"
    "  CPUs); the allocations of a mutator phase are applied by thread in parallel, the results\n"
    "  are those of the sequential replay, which --jobs 1 is.\n"
    "minivm-trace --help (or -h, help) prints this text.\n"
    "Exit status: 0 fine, 1 a trace that cannot be read (missing, corrupted) or a failed verify,\n"
    "  2 a usage error or an output file that cannot be written.\n";

/* ---- dump ---- */

static void print_value(const TraceFieldDesc *f, const TraceValue *v) {
    switch (f->enc) {
    case TENC_STR: printf(" %s=\"%.*s\"", f->name, (int)v->str.len, v->str.s); break;
    case TENC_FRAMES:
        printf(" %s=[", f->name);
        for (uint32_t i = 0; i < v->frames.n; i++) printf("%s%u:%d", i ? " " : "", v->frames.v[i].method, v->frames.v[i].bci);
        printf("]");
        break;
    case TENC_U64:
        if (!strcmp(f->name, "time_us") || !strcmp(f->name, "start_ns") || !strcmp(f->name, "count"))
            printf(" %s=%" PRIu64, f->name, v->u);
        else
            printf(" %s=0x%" PRIx64, f->name, v->u);
        break;
    case TENC_PK12:
    case TENC_PK11:
    case TENC_PTRS: {   /* +N/-N: relative (alignment units), @A: absolute, 0: null */
        unsigned cap = f->enc == TENC_PK12 ? 12 : f->enc == TENC_PK11 ? 11 : 0, n;
        const uint32_t *kw = NULL, *pay = v->ptrs.w;
        if (cap) trace_ptr_payload(v->ptrs.kinds, cap, &n);
        else n = v->ptrs.nw ? v->ptrs.w[0] : 0, kw = v->ptrs.w + 1, pay = kw + (n + 15) / 16;
        printf(" %s=[", f->name);
        for (unsigned i = 0; i < n; i++) {
            unsigned k = cap ? (v->ptrs.kinds >> (2 * (cap - 1 - i))) & 3u : (kw[i / 16] >> (30 - 2 * (i % 16))) & 3u;
            if (k == TRACE_PTR_REL) printf("%s%+d", i ? " " : "", (int32_t)*pay++);
            else if (k == TRACE_PTR_ABS) printf("%s@0x%" PRIx64, i ? " " : "", (uint64_t)pay[0] | (uint64_t)pay[1] << 32), pay += 2;
            else printf("%s0", i ? " " : "");
        }
        printf("]");
        break;
    }
    case TENC_S23:
    case TENC_S32: printf(" %s=%" PRId64, f->name, (int64_t)v->u); break;
    default: printf(" %s=%" PRIu64, f->name, v->u); break;
    }
}

static int cmd_dump(const char *dir, const char *which) {
    static const char *const names[3] = {"events", "symbols", "heap"};
    unsigned kind = 3;
    for (unsigned k = 0; k < 3; k++)
        if (!strcmp(which, names[k])) kind = k;
    if (kind == 3) {
        fputs(usage, stderr);
        return 2;
    }
    char path[4200], err[2048];
    snprintf(path, sizeof path, "%s/%s", dir, names[kind]);
    TraceFile f;
    if (!trace_file_open(&f, path, kind, err, sizeof err)) {
        fprintf(stderr, "minivm-trace: %s\n", err);
        return 1;
    }
    printf("# %s: %.*s, pid %u, options \"%.*s\", pointer size %u, alignment %u\n", path, (int)f.info.vm.len,
           f.info.vm.s, f.info.pid, (int)f.info.options.len, f.info.options.s, f.info.ptr_size, f.info.align);
    TraceFrameView fr;
    int rc, status = 0;
    while ((rc = trace_file_next(&f, &fr, err, sizeof err)) == TRACE_READ_OK) {
        printf("# frame %u: thread %u, %zu bytes at offset %zu\n", fr.seq, fr.thread, fr.nwords * 4, fr.offset);
        TraceCursor c = {&fr, 0};
        TraceEvent ev;
        size_t off;
        int k;
        while ((k = trace_next_event(&c, &ev, &off, err, sizeof err)) == 1) {
            const TraceEventDesc *d = trace_event_desc(ev.id);
            TraceValue v[TRACE_MAX_FIELDS];
            unsigned n = trace_event_values(&ev, v);
            printf("%zu %s", off, d->name);
            for (unsigned i = 0; i < n; i++) print_value(&d->fields[i], &v[i]);
            printf("\n");
        }
        if (k < 0) {
            fprintf(stderr, "minivm-trace: %s: %s\n", path, err);
            status = 1;
            break;
        }
    }
    if (rc == TRACE_READ_ERROR) {
        fprintf(stderr, "minivm-trace: %s\n", err);
        status = 1;
    } else if (rc == TRACE_READ_TRUNCATED) {
        fprintf(stderr, "minivm-trace: note: %s (the rest is ignored)\n", err);
    }
    trace_file_close(&f);
    return status;
}

/* ---- verify ---- */

typedef struct Verify {
    TraceFile heap;
    TraceFrameView fr;
    TraceCursor cur;
    bool have_frame, heap_done;
    uint64_t gcs, objects, dumps_missing;
    bool exit_checked;
    const TraceSymbols *sym;
    HmObject *dumped;             /* the current dump */
    size_t nd, cd;
    VpDump vp;                    /* its pointers (-Xtrace:pointers) */
    uint64_t pointers, pointer_gcs, pointers_unknown;
} Verify;

static int by_address(const void *a, const void *b) {
    uint64_t x = ((const HmObject *)a)->addr, y = ((const HmObject *)b)->addr;
    return x < y ? -1 : x > y;
}

/* The next dump record; 1, 0 at the end of the file, -1 on an error (err). */
static int next_dump_record(Verify *v, TraceEvent *ev, size_t *off, char *err, size_t n) {
    for (;;) {
        if (v->have_frame) {
            int k = trace_next_event(&v->cur, ev, off, err, n);
            if (k != 0) return k;
            v->have_frame = false;
        }
        int rc = trace_file_next(&v->heap, &v->fr, err, n);
        if (rc == TRACE_READ_OK) {
            v->cur = (TraceCursor){&v->fr, 0};
            v->have_frame = true;
            continue;
        }
        if (rc == TRACE_READ_ERROR) return -1;
        return 0;   /* the end, or a truncated last frame: the dumps end here */
    }
}

static void type_name(const TraceSymbols *s, uint32_t t, char *buf, size_t n) {
    const TraceTypeSym *y = trace_sym_type(s, t);
    if (y) snprintf(buf, n, "%s", y->name);
    else snprintf(buf, n, "type %u", t);
}

static bool check_dump(void *ctx, TraceReplay *r, const TraceEvent *ev) {
    Verify *v = ctx;
    uint32_t when, gc;
    if (ev->id == TEV_GC_END) {
        when = 0;
        gc = ev->u.GC_END.gc;
    } else if (ev->id == TEV_MARK && ev->u.MARK.kind == TRACE_MARK_EXIT) {
        when = 1;
        gc = 0;
    } else {
        return true;
    }
    if (v->heap_done) {
        v->dumps_missing++;
        return true;
    }
    char err[2048], what[64];
    if (when == 0) snprintf(what, sizeof what, "GC %u", gc);
    else snprintf(what, sizeof what, "the exit");
    TraceEvent d;
    size_t off;
    int k = next_dump_record(v, &d, &off, err, sizeof err);
    if (k < 0) {
        snprintf(r->err, sizeof r->err, "%s", err);
        return false;
    }
    /* A rotated trace: skip the dumps of GCs whose events were rotated away. */
    while (k == 1 && d.id == TEV_DUMP_BEGIN && d.u.DUMP_BEGIN.when == 0 &&
           (when == 1 || d.u.DUMP_BEGIN.gc < gc) && r->events.first_seq > 0) {
        while ((k = next_dump_record(v, &d, &off, err, sizeof err)) == 1 && d.id != TEV_DUMP_END) {}
        if (k == 1) k = next_dump_record(v, &d, &off, err, sizeof err);
    }
    if (k < 0) {
        snprintf(r->err, sizeof r->err, "%s", err);
        return false;
    }
    if (k == 0) {
        v->heap_done = true;
        v->dumps_missing++;
        return true;
    }
    if (d.id != TEV_DUMP_BEGIN || d.u.DUMP_BEGIN.when != when || (when == 0 && d.u.DUMP_BEGIN.gc != gc)) {
        snprintf(r->err, sizeof r->err, "%s: offset %zu: the dump does not match %s of the events", v->heap.path, off, what);
        return false;
    }
    /* The VM's objects, in address order. */
    v->nd = 0;
    vp_reset(&v->vp);
    uint64_t cursor = 0, last = 0;
    for (;;) {
        k = next_dump_record(v, &d, &off, err, sizeof err);
        if (k < 0) {
            snprintf(r->err, sizeof r->err, "%s", err);
            return false;
        }
        if (k == 0) {   /* the VM died while writing this dump */
            v->heap_done = true;
            v->dumps_missing++;
            return true;
        }
        if (d.id == TEV_DUMP_AT) {
            cursor = d.u.DUMP_AT.addr;
            continue;
        }
        if (d.id == TEV_DUMP_END) break;
        if (d.id == TEV_DUMP_PTRS) {
            vp_add_ptrs(&v->vp, last, &d.u.DUMP_PTRS, r->events.info.align);
            continue;
        }
        if (d.id == TEV_DUMP_ROOTS) {
            vp_add_roots(&v->vp, &d.u.DUMP_ROOTS, r->events.info.align);
            continue;
        }
        if (d.id != TEV_DUMP_OBJ) {
            snprintf(r->err, sizeof r->err, "%s: offset %zu: unexpected record in a dump", v->heap.path, off);
            return false;
        }
        if (v->nd == v->cd) {
            v->cd = v->cd ? 2 * v->cd : 4096;
            v->dumped = realloc(v->dumped, v->cd * sizeof *v->dumped);
            if (!v->dumped) {
                snprintf(r->err, sizeof r->err, "out of memory");
                return false;
            }
        }
        uint64_t size = (uint64_t)d.u.DUMP_OBJ.units * r->events.info.align;
        v->dumped[v->nd++] = (HmObject){.addr = cursor, .size = size, .type = d.u.DUMP_OBJ.type};
        last = cursor;
        cursor += size;
    }
    if (v->nd != d.u.DUMP_END.count) {
        snprintf(r->err, sizeof r->err, "%s: offset %zu: the dump of %s counts %" PRIu64 " objects but holds %zu",
                 v->heap.path, off, what, d.u.DUMP_END.count, v->nd);
        return false;
    }
    if (v->nd > 1) qsort(v->dumped, v->nd, sizeof *v->dumped, by_address);

    /* Merge with the rebuilt heap. */
    HmIter it;
    HmObject o;
    hm_iter(&r->heap, &it);
    bool more = hm_next(&it, &o);   /* o: the rebuilt heap's next object */
    const HmObject *h = v->dumped;
    size_t j = 0, shown = 0, diffs = 0;
    char line[10][600], a[200], b[200];
    while (more || j < v->nd) {
        if (j == v->nd || (more && o.addr < h[j].addr)) {
            type_name(v->sym, o.type, a, sizeof a);
            if (shown < 10)
                snprintf(line[shown++], sizeof line[0], "  0x%" PRIx64 ": the events have a %s (%" PRIu64 " bytes), the heap has none",
                         o.addr, a, o.size);
            diffs++;
            more = hm_next(&it, &o);
        } else if (!more || h[j].addr < o.addr) {
            type_name(v->sym, h[j].type, b, sizeof b);
            if (shown < 10)
                snprintf(line[shown++], sizeof line[0], "  0x%" PRIx64 ": the heap has a %s (%" PRIu64 " bytes), the events none",
                         h[j].addr, b, h[j].size);
            diffs++;
            j++;
        } else {
            if (o.type != h[j].type || o.size != h[j].size) {
                type_name(v->sym, o.type, a, sizeof a);
                type_name(v->sym, h[j].type, b, sizeof b);
                if (shown < 10)
                    snprintf(line[shown++], sizeof line[0],
                             "  0x%" PRIx64 ": the events have a %s (%" PRIu64 " bytes), the heap a %s (%" PRIu64 " bytes)",
                             o.addr, a, o.size, b, h[j].size);
                diffs++;
            }
            more = hm_next(&it, &o);
            j++;
        }
    }
    /* The pointers, at GC ends (the exit dump follows a mutator phase). */
    if (!diffs && when == 0 && v->vp.seen) {
        if (hm_pointers_known(&r->heap)) {
            diffs = vp_compare(&v->vp, &r->heap, v->sym, line, 10, &shown, &v->pointers);
            if (diffs) {
                printf("verify: %s: %zu pointer differences between the events and the VM's heap; the first:\n", what, diffs);
                for (size_t k2 = 0; k2 < shown; k2++) printf("%s\n", line[k2]);
                snprintf(r->err, sizeof r->err, "verify failed at %s (pointers)", what);
                return false;
            }
            v->pointer_gcs++;
        } else {
            v->pointers_unknown++;
        }
    }
    v->objects += v->nd;
    if (when == 0) v->gcs++;
    else v->exit_checked = true;
    if (diffs) {
        printf("verify: %s: %zu differences between the heap rebuilt from the events (%zu objects) and the VM's heap (%zu objects); the first:\n",
               what, diffs, hm_count(&r->heap), v->nd);
        for (size_t k2 = 0; k2 < shown; k2++) printf("%s\n", line[k2]);
        snprintf(r->err, sizeof r->err, "verify failed at %s", what);
        return false;
    }
    return true;
}

static int cmd_verify(const char *dir) {
    Verify *v = calloc(1, sizeof *v);
    TraceReplay *r = malloc(sizeof *r);
    if (!v || !r) return 2;
    TraceReplayHooks hooks = {.ctx = v, .phase = check_dump};
    int status = 0;
    if (!trace_replay_open(r, dir, &hooks)) {
        fprintf(stderr, "minivm-trace: %s\n", r->err);
        free(v);
        free(r);
        return 1;
    }
    v->sym = &r->sym;
    char path[4200], err[2048];
    snprintf(path, sizeof path, "%s/heap", dir);
    if (!trace_file_open(&v->heap, path, TRACE_FILE_HEAP, err, sizeof err)) {
        fprintf(stderr, "minivm-trace: %s (was the trace recorded with -Xtrace:verify?)\n", err);
        trace_replay_close(r);
        free(v);
        free(r);
        return 1;
    }
    bool ok = trace_replay_run(r);
    if (!ok) {
        printf("verify: FAILED after checking %" PRIu64 " GCs (%" PRIu64 " objects compared): %s\n", v->gcs, v->objects,
               r->err);
        status = 1;
    } else {
        printf("verify: OK: %" PRIu64 " GCs%s checked, %" PRIu64 " objects compared, no differences\n", v->gcs,
               v->exit_checked ? " and the exit" : "", v->objects);
        if (v->pointer_gcs || v->pointers_unknown)
            printf("verify: pointers: %" PRIu64 " pointers compared at %" PRIu64 " GCs, no differences%s\n", v->pointers,
                   v->pointer_gcs, v->pointers_unknown ? " (GCs that failed have no exact pointers: skipped)" : "");
        if (r->truncated) printf("note: the trace is incomplete: %s (ignored)\n", r->note);
        else if (!r->ended) printf("note: the trace has no end mark (the VM was still running or was killed)\n");
        if (v->dumps_missing) printf("note: %" PRIu64 " heap dumps are missing at the end\n", v->dumps_missing);
        if (v->gcs == 0 && !v->exit_checked) {
            printf("verify: nothing to check\n");
            status = 1;
        }
    }
    trace_file_close(&v->heap);
    vp_free(&v->vp);
    trace_replay_close(r);
    free(v->dumped);
    free(v);
    free(r);
    return status;
}

/* Takes -j N, --jobs N and --jobs=N out of argv (after the command): the replay's threads.
 * false for a bad value. */
static bool take_jobs(int *argc, char **argv) {
    int k = 2;
    for (int i = 2; i < *argc; i++) {
        const char *v = NULL;
        if (!strcmp(argv[i], "-j") || !strcmp(argv[i], "--jobs")) {
            if (i + 1 >= *argc) return false;
            v = argv[++i];
        } else if (!strncmp(argv[i], "--jobs=", 7)) {
            v = argv[i] + 7;
        } else {
            argv[k++] = argv[i];
            continue;
        }
        char *end;
        long n = strtol(v, &end, 10);
        if (!*v || *end || n < 1 || n > 256) return false;
        trace_replay_set_jobs((int)n);
    }
    *argc = k;
    argv[k] = NULL;
    return true;
}

int main(int argc, char **argv) {
    if (argc >= 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help"))) {
        fputs(usage, stdout);
        return 0;
    }
    if (!take_jobs(&argc, argv)) {
        fprintf(stderr, "minivm-trace: --jobs takes a number of threads from 1 to 256\n");
        return 2;
    }
    static const struct {
        const char *name;
        int (*fn)(int, char **);
    } commands[] = {
        {"summary", an_cmd_summary}, {"heap", an_cmd_heap}, {"diff", an_cmd_diff},
        {"leaks", an_cmd_leaks}, {"timeline", an_cmd_timeline}, {"report", an_cmd_report},
        {"dominators", an_cmd_dominators}, {"retained", an_cmd_retained}, {"path", an_cmd_path},
        {"hprof", an_cmd_hprof},
    };
    for (size_t i = 0; argc >= 2 && i < sizeof commands / sizeof commands[0]; i++)
        if (!strcmp(argv[1], commands[i].name)) return commands[i].fn(argc, argv);
    if (argc == 3 && !strcmp(argv[1], "verify")) return cmd_verify(argv[2]);
    if (argc == 3 && !strcmp(argv[1], "rotation")) return trace_rotation_report(argv[2]);   /* trace_rotate_report.c */
    if ((argc == 3 || argc == 4) && !strcmp(argv[1], "dump")) return cmd_dump(argv[2], argc == 4 ? argv[3] : "events");
    fputs(usage, stderr);
    return 2;
}
