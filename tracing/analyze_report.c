/* analyze_report.c: minivm-trace report --html: one self-contained HTML page (no scripts, no
 * external resources): the summary, inline SVG charts (memory per space over time, GC pauses,
 * allocation rate, top types and sites), the heap tree at two GCs, the diff between them and
 * the leak suspects; with pointers and --dominators, the biggest retainers of the dominator tree
 * at the last GC.
 * Every text from the trace goes through an_html_str. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_commands.h"
#include "analyze_diff.h"
#include "analyze_leaks.h"
#include "analyze_options.h"
#include "analyze_output.h"
#include "analyze_reach.h"
#include "analyze_timeline.h"

#define TREE_TOP 12        /* children shown per tree node */
#define BAR_TOP 10         /* bars of the top-types and top-sites charts */

static const char *const space_colors[AN_NSPACES] = {"#4e79a7", "#59a14f", "#e15759", "#f28e2b", "#9c755f"};

/* Heap snapshots at chosen GCs: the grouped tree, and type and site tables at the last one. */
typedef struct Snapshot {
    uint32_t gc;
    bool taken;
    AnTable table, types, sites;
} Snapshot;

typedef struct Report {
    AnExpr *filter;
    Snapshot snap[2];
    int nsnap;
} Report;

static const AnGroupBy by_type = {{{AK_TYPE, "type", NULL, 0}}, 1};
static const AnGroupBy by_site = {{{AK_SITE, "site", NULL, 0}}, 1};

static void report_gc_end(void *ctx, Analysis *a, const AnGc *g) {
    Report *rp = ctx;
    for (int k = 0; k < rp->nsnap; k++) {
        Snapshot *s = &rp->snap[k];
        if (s->gc != g->id) continue;
        HmIter it;
        HmObject o;
        for (hm_iter(&a->r->heap, &it); hm_next(&it, &o);) {
            if (o.flags & HM_FILLER) continue;
            if (rp->filter && !an_expr_eval(rp->filter, a, &o)) continue;
            an_table_add(&s->table, a, &o, 0);
            an_table_add(&s->types, a, &o, 0);
            an_table_add(&s->sites, a, &o, 0);
        }
        s->taken = true;
    }
}

/* ---- SVG ---- */

static void human_bytes(double b, char *buf, size_t n) {
    if (b >= 1 << 30) snprintf(buf, n, "%.1f GiB", b / (1 << 30));
    else if (b >= 1 << 20) snprintf(buf, n, "%.1f MiB", b / (1 << 20));
    else if (b >= 1 << 10) snprintf(buf, n, "%.1f KiB", b / (1 << 10));
    else snprintf(buf, n, "%.0f B", b);
}

enum { W = 760, H = 260, L = 80, R = 20, T = 20, B = 40 };

static void svg_open(FILE *f, const char *title, int h) {
    fprintf(f, "<figure><figcaption>");
    an_html_str(f, title);
    fprintf(f, "</figcaption><svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\" role=\"img\">"
               "<rect width=\"%d\" height=\"%d\" fill=\"#fff\"/>\n", W, h, W, h, W, h);
}

static void svg_axes(FILE *f, double xmax, const char *xunit, double ymax, bool ybytes) {
    fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>", L, H - B, W - R, H - B);
    fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n", L, T, L, H - B);
    char buf[64];
    for (int i = 0; i <= 4; i++) {
        double v = ymax * i / 4;
        int y = H - B - (H - B - T) * i / 4;
        if (ybytes) human_bytes(v, buf, sizeof buf);
        else snprintf(buf, sizeof buf, "%.3g", v);
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">%s</text>", L - 4, y + 4, buf);
        fprintf(f, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>\n", L, y, W - R, y);
    }
    for (int i = 0; i <= 4; i++) {
        int x = L + (W - L - R) * i / 4;
        fprintf(f, "<text x=\"%d\" y=\"%d\" font-size=\"11\" text-anchor=\"middle\">%.4g%s</text>", x, H - B + 16,
                xmax * i / 4, i == 4 ? xunit : "");
    }
    fprintf(f, "\n");
}

static double sx(double x, double xmax) { return L + (xmax > 0 ? x / xmax : 0) * (W - L - R); }
static double sy(double y, double ymax) { return H - B - (ymax > 0 ? y / ymax : 0) * (H - B - T); }

static void chart_memory(FILE *f, const AnTimeline *t) {
    double xmax = 0, ymax = 1;
    bool used[AN_NSPACES] = {false};
    for (size_t i = 0; i < t->n; i++) {
        if ((double)t->s[i].time_us / 1000.0 > xmax) xmax = (double)t->s[i].time_us / 1000.0;
        for (int k = 0; k < AN_NSPACES; k++) {
            if (t->s[i].bytes[k]) used[k] = true;
            if ((double)t->s[i].bytes[k] > ymax) ymax = (double)t->s[i].bytes[k];
        }
    }
    svg_open(f, "Live memory per space (before and after each GC)", H + 20);
    svg_axes(f, xmax, " ms", ymax, true);
    int lx = L;
    for (int k = 0; k < AN_NSPACES; k++) {
        if (!used[k]) continue;
        fprintf(f, "<polyline class=\"series\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\" points=\"", space_colors[k]);
        for (size_t i = 0; i < t->n; i++)
            fprintf(f, "%.1f,%.1f ", sx((double)t->s[i].time_us / 1000.0, xmax), sy((double)t->s[i].bytes[k], ymax));
        fprintf(f, "\"/>\n<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" y=\"%d\" font-size=\"12\">%s</text>\n",
                lx, H + 4, space_colors[k], lx + 14, H + 13, an_space_name(k));
        lx += 100;
    }
    fprintf(f, "</svg></figure>\n");
}

static void chart_pauses(FILE *f, const Analysis *a) {
    double ymax = 0.001;
    size_t n = 0;
    for (size_t i = 0; i < a->ngcs; i++)
        if (a->gcs[i].ended) {
            n++;
            double p = (double)(a->gcs[i].end_us - a->gcs[i].start_us) / 1000.0;
            if (p > ymax) ymax = p;
        }
    svg_open(f, "GC pauses (ms; blue minor, red major)", H);
    svg_axes(f, (double)n, " GCs", ymax, false);
    double w = n ? (double)(W - L - R) / (double)n : 0;
    size_t k = 0;
    for (size_t i = 0; i < a->ngcs; i++) {
        const AnGc *g = &a->gcs[i];
        if (!g->ended) continue;
        double p = (double)(g->end_us - g->start_us) / 1000.0, y = sy(p, ymax);
        fprintf(f, "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.2f\" height=\"%.1f\" fill=\"%s\"><title>GC %u: %.3f ms</title></rect>\n",
                L + w * (double)k, y, w > 1.5 ? w - 0.5 : w, (double)(H - B) - y, g->major ? "#e15759" : "#4e79a7", g->id, p);
        k++;
    }
    fprintf(f, "</svg></figure>\n");
}

static void chart_alloc_rate(FILE *f, const AnTimeline *t) {
    /* MB/s over each mutator phase: from a GC end (or the start) to the next GC start (or the end). */
    double xmax = 0, ymax = 0.001;
    uint64_t prev_t = 0, prev_b = 0;
    size_t n = 0;
    double *x = calloc(t->n + 1, sizeof *x), *y = calloc(t->n + 1, sizeof *y);
    if (!x || !y) exit(2);
    for (size_t i = 0; i < t->n; i++) {
        const AnSample *s = &t->s[i];
        if (s->when != AN_AT_GC_END) {
            double dt = (double)(s->time_us - prev_t) / 1e6;
            double rate = dt > 0 ? (double)(s->allocated - prev_b) / dt / 1e6 : 0;
            x[n] = (double)s->time_us / 1000.0;
            y[n++] = rate;
            if (rate > ymax) ymax = rate;
            if (x[n - 1] > xmax) xmax = x[n - 1];
        }
        prev_t = s->time_us;
        prev_b = s->allocated;
    }
    svg_open(f, "Allocation rate (MB/s of each mutator phase)", H);
    svg_axes(f, xmax, " ms", ymax, false);
    fprintf(f, "<polyline class=\"series\" fill=\"none\" stroke=\"#76b7b2\" stroke-width=\"1.5\" points=\"");
    for (size_t i = 0; i < n; i++) fprintf(f, "%.1f,%.1f ", sx(x[i], xmax), sy(y[i], ymax));
    fprintf(f, "\"/></svg></figure>\n");
    free(x);
    free(y);
}

static void chart_top(FILE *f, Analysis *a, const AnTable *t, const char *title) {
    AnNode *root = an_tree_build(t, a, 1);
    size_t n = root->nkids < BAR_TOP ? root->nkids : BAR_TOP;
    int h = 30 + 24 * (int)(n ? n : 1);
    svg_open(f, title, h);
    double max = n ? (double)root->kids[0]->col[1] : 1;
    char buf[64];
    for (size_t i = 0; i < n; i++) {
        const AnNode *k = root->kids[i];
        double w = max > 0 ? (double)k->col[1] / max * 180 : 0;
        int y = 10 + 24 * (int)i;
        fprintf(f, "<rect class=\"bar\" x=\"440\" y=\"%d\" width=\"%.1f\" height=\"18\" fill=\"#4e79a7\"/>", y, w < 1 ? 1 : w);
        fprintf(f, "<text x=\"432\" y=\"%d\" font-size=\"11\" text-anchor=\"end\">", y + 13);
        char label[70];
        snprintf(label, sizeof label, "%s%s", k->label, strlen(k->label) > 66 ? "..." : "");
        an_html_str(f, label);
        human_bytes((double)k->col[1], buf, sizeof buf);
        fprintf(f, "<title>");
        an_html_str(f, k->label);
        fprintf(f, "</title></text><text x=\"%.1f\" y=\"%d\" font-size=\"11\">%s, %" PRIu64 " objects</text>\n",
                444 + (w < 1 ? 1 : w), y + 13, buf, k->col[0]);
    }
    fprintf(f, "</svg></figure>\n");
    an_tree_free(root);
}

/* ---- trees and tables ---- */

static void html_node(FILE *f, const AnNode *n, uint64_t total, int depth) {
    char buf[64];
    human_bytes((double)n->col[1], buf, sizeof buf);
    bool kids = n->nkids > 0;
    fprintf(f, "<li>%s", kids ? (depth < 1 ? "<details open><summary>" : "<details><summary>") : "");
    fprintf(f, "<span class=\"num\">%s</span> <span class=\"num\">%" PRIu64 " obj</span> <span class=\"num\">%.1f%%</span> ", buf,
            n->col[0], total ? 100.0 * (double)n->col[1] / (double)total : 0.0);
    if (n->key) {
        fprintf(f, "<span class=\"key\">");
        an_html_str(f, n->key);
        fprintf(f, "</span> ");
    }
    an_html_str(f, n->label);
    if (kids) {
        fprintf(f, "</summary><ul>\n");
        size_t shown = n->nkids < TREE_TOP ? n->nkids : TREE_TOP;
        for (size_t i = 0; i < shown; i++) html_node(f, n->kids[i], total, depth + 1);
        if (shown < n->nkids) fprintf(f, "<li>(%zu more groups)</li>\n", n->nkids - shown);
        fprintf(f, "</ul></details>");
    }
    fprintf(f, "</li>\n");
}

static void html_diff(FILE *f, Analysis *a, const AnDiff *d) {
    AnNode *root = an_tree_build(&d->table, a, AN_DIFF_SORT);
    fprintf(f, "<table><tr><th>group</th><th>kept</th><th>born</th><th>died</th><th>temporary</th></tr>\n");
    size_t shown = root->nkids < 20 ? root->nkids : 20;
    for (size_t i = 0; i <= shown; i++) {
        const AnNode *n = i == 0 ? root : root->kids[i - 1];
        fprintf(f, "<tr><td>");
        an_html_str(f, n->label);
        fprintf(f, "</td>");
        for (int c = 0; c < 8; c += 2) fprintf(f, "<td class=\"num\">%" PRIu64 " (%" PRIu64 " B)</td>", n->col[c], n->col[c + 1]);
        fprintf(f, "</tr>\n");
    }
    fprintf(f, "</table>\n");
    an_tree_free(root);
}

static void html_leaks(FILE *f, Analysis *a, const AnLeaks *l, const AnGroupBy *by) {
    if (l->nwindow < 3) {
        fprintf(f, "<p>Too few GCs to see a trend.</p>\n");
        return;
    }
    if (!l->nsuspects) {
        fprintf(f, "<p>No group grows steadily over GC %u to GC %u.</p>\n", l->gc[l->window[0]], l->gc[l->window[l->nwindow - 1]]);
        return;
    }
    fprintf(f, "<p>Judged on the heap after GC %u to GC %u.</p><table><tr><th>group</th><th>first</th><th>last</th><th>per GC</th><th>R&sup2;</th><th>allocated at</th></tr>\n",
            l->gc[l->window[0]], l->gc[l->window[l->nwindow - 1]]);
    char buf[1300];
    for (size_t i = 0; i < l->nsuspects && i < 20; i++) {
        const struct AnSuspect *s = &l->suspects[i];
        const AnGroup *g = &l->table.g[s->group];
        fprintf(f, "<tr><td>");
        for (int k = 0; k < by->nkeys; k++) {
            an_key_label(a, &by->keys[k], g->key[k], buf, sizeof buf);
            if (k) fprintf(f, " / ");
            an_html_str(f, buf);
        }
        fprintf(f, "</td><td class=\"num\">%" PRIu64 "</td><td class=\"num\">%" PRIu64 "</td><td class=\"num\">%.0f</td><td class=\"num\">%.2f</td><td>",
                s->first, s->last, s->slope, s->r2);
        for (int k = 0; k < by->nkeys; k++) {
            if (by->keys[k].kind != AK_SITE && by->keys[k].kind != AK_STACK) continue;
            const TraceSiteSym *site = trace_sym_site(&a->r->sym, (uint32_t)g->key[k]);
            an_html_str(f, an_site_name(a, (uint32_t)g->key[k]));
            for (uint32_t fr = 1; site && fr < site->nframes; fr++) {
                an_frame_text(a, &site->frames[fr], buf, sizeof buf);
                fprintf(f, "<br>&larr; ");
                an_html_str(f, buf);
            }
        }
        fprintf(f, "</td></tr>\n");
    }
    fprintf(f, "</table>\n");
}

static void html_summary(FILE *f, Analysis *a, const char *trace) {
    const TraceEv_FILE_INFO *fi = &a->r->events.info;
    char vm[512], opts[1024];
    snprintf(vm, sizeof vm, "%.*s", (int)fi->vm.len, fi->vm.s);
    snprintf(opts, sizeof opts, "%.*s", (int)fi->options.len, fi->options.s);
    uint64_t minor = 0, major = 0, pause = 0, maxp = 0;
    for (size_t i = 0; i < a->ngcs; i++) {
        const AnGc *g = &a->gcs[i];
        if (g->major) major++;
        else minor++;
        if (g->ended) {
            pause += g->end_us - g->start_us;
            if (g->end_us - g->start_us > maxp) maxp = g->end_us - g->start_us;
        }
    }
    fprintf(f, "<table class=\"summary\">\n<tr><th>trace</th><td>");
    an_html_str(f, trace);
    fprintf(f, "</td></tr>\n<tr><th>VM</th><td>");
    an_html_str(f, vm);
    fprintf(f, " (pid %u), options &quot;", fi->pid);
    an_html_str(f, opts);
    fprintf(f, "&quot;</td></tr>\n<tr><th>run time</th><td>%.3f ms</td></tr>\n<tr><th>threads</th><td>%zu: ", (double)a->end_us / 1000.0,
            a->nthreads);
    for (size_t i = 0; i < a->nthreads; i++) {
        if (i) fprintf(f, ", ");
        an_html_str(f, a->threads[i].name);
    }
    fprintf(f, "</td></tr>\n<tr><th>GCs</th><td>%zu (%" PRIu64 " minor, %" PRIu64 " major); pauses %.3f ms in all, longest %.3f ms</td></tr>\n",
            a->ngcs, minor, major, (double)pause / 1000.0, (double)maxp / 1000.0);
    fprintf(f, "<tr><th>allocations</th><td>%" PRIu64 " objects, %" PRIu64 " bytes", a->allocs, a->alloc_bytes);
    for (unsigned m = 0; m < 12; m++)
        if (a->alloc_by_mode[m]) fprintf(f, "; %s %" PRIu64, an_mode_name(m), a->alloc_by_mode[m]);
    fprintf(f, "</td></tr>\n<tr><th>events</th><td>%" PRIu64 " records, %zu bytes</td></tr>\n</table>\n", a->events, a->r->events.size);
}

static const char style[] =
    "body{font-family:sans-serif;margin:2em;max-width:1100px;color:#222}"
    "h1{font-size:1.5em}h2{font-size:1.2em;margin-top:2em;border-bottom:1px solid #ccc}"
    "table{border-collapse:collapse;font-size:13px}td,th{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}"
    ".num{font-variant-numeric:tabular-nums;text-align:right}ul{list-style:none;padding-left:1.2em;font-size:13px}"
    ".key{color:#777;font-size:11px}figure{margin:1em 0}figcaption{font-weight:bold;font-size:13px}";

int an_cmd_report(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "hbwd", "type,site");
    if (st) return st;
    if (!opt.html) {
        an_options_free(&opt);
        return an_fail(2, "report: --html OUT.html is required");
    }
    Analysis *a = calloc(1, sizeof *a);
    Report *rp = calloc(1, sizeof *rp);
    if (!a || !rp) return 2;
    AnTimeline tl = {0};
    AnLeaks leaks;
    AnDiff diff;
    AnGraphPass graph;
    memset(&graph, 0, sizeof graph);
    memset(&leaks, 0, sizeof leaks);
    memset(&diff, 0, sizeof diff);
    FILE *f = NULL;
    st = 1;
    if (!an_open(a, opt.trace)) {
        an_fail(1, a->err);
        goto out;
    }
    /* The pointer state (the dominators, reference keys) costs several times the model. */
    bool pointers = a->r->heap.ptrs != NULL;   /* -Xtrace:pointers */
    if (!an_options_read_pointers(&opt)) an_skip_pointers(a);
    if (opt.dominators && !pointers)
        fprintf(stderr, "minivm-trace: note: --dominators needs a trace recorded with -Xtrace:pointers\n");
    /* The chosen GCs: the middle completed GC and the last one. */
    uint32_t ended[2] = {0, 0};
    size_t nended = 0, total = 0;
    for (size_t i = 0; i < a->ngcs; i++) total += a->gcs[i].ended;
    for (size_t i = 0, k = 0; i < a->ngcs; i++) {
        if (!a->gcs[i].ended) continue;
        if (k == (total - 1) / 2) ended[0] = a->gcs[i].id;
        if (k == total - 1) ended[1] = a->gcs[i].id;
        k++;
    }
    nended = total >= 2 && ended[0] != ended[1] ? 2 : total ? 1 : 0;
    rp->filter = opt.filter;
    for (size_t k = 0; k < nended; k++) {
        Snapshot *s = &rp->snap[rp->nsnap++];
        s->gc = nended == 2 ? ended[k] : ended[1];
        an_table_init(&s->table, &opt.by);
        an_table_init(&s->types, &by_type);
        an_table_init(&s->sites, &by_site);
    }
    an_add_pass(a, an_timeline_pass(&tl));
    an_add_pass(a, (AnPass){.ctx = rp, .gc_end = report_gc_end});
    an_leaks_init(&leaks, &opt.by, opt.filter, a->ngcs);
    an_add_pass(a, an_leaks_pass(&leaks));
    if (nended && opt.dominators) an_add_pass(a, an_graph_pass_at(&graph, ended[1]));
    if (nended == 2) {
        an_diff_init(&diff, &opt.by, opt.filter, ended[0], ended[1]);
        an_add_pass(a, an_diff_pass(&diff));
    }
    if (!an_run(a)) {
        an_fail(1, a->err);
        goto out;
    }
    an_leaks_judge(&leaks);
    f = fopen(opt.html, "w");
    if (!f) {
        char err[1200];
        snprintf(err, sizeof err, "report: cannot write %s", opt.html);
        st = an_fail(2, err);
        goto out;
    }
    fprintf(f, "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>minivm trace report: ");
    an_html_str(f, opt.trace);
    fprintf(f, "</title><style>%s</style></head><body>\n<h1>minivm trace report</h1>\n", style);
    html_summary(f, a, opt.trace);
    fprintf(f, "<h2>Memory and GCs over time</h2>\n");
    chart_memory(f, &tl);
    chart_pauses(f, a);
    chart_alloc_rate(f, &tl);
    Snapshot *last = rp->nsnap ? &rp->snap[rp->nsnap - 1] : NULL;
    if (last && last->taken) {
        fprintf(f, "<h2>Top types and sites after GC %u</h2>\n", last->gc);
        chart_top(f, a, &last->types, "Live bytes by type");
        chart_top(f, a, &last->sites, "Live bytes by allocation site");
    }
    for (int k = 0; k < rp->nsnap; k++) {
        Snapshot *s = &rp->snap[k];
        if (!s->taken) continue;
        AnNode *root = an_tree_build(&s->table, a, 1);
        fprintf(f, "<h2>Heap after GC %u, grouped by ", s->gc);
        an_html_str(f, opt.group_by ? opt.group_by : "type,site");
        fprintf(f, "</h2>\n<ul class=\"tree\">\n");
        html_node(f, root, root->col[1], 0);
        fprintf(f, "</ul>\n");
        an_tree_free(root);
    }
    if (diff.done) {
        fprintf(f, "<h2>Diff from GC %u to GC %u</h2>\n", diff.from, diff.to);
        html_diff(f, a, &diff);
    }
    if (graph.built) {
        fprintf(f, "<h2>Dominators after GC %u: the biggest retainers</h2>\n", graph.gc);
        an_html_dominators(f, a, &graph.g, TREE_TOP);
    } else if (pointers && !opt.dominators) {
        fprintf(f, "<p>The trace has pointers: <code>--dominators</code> adds the dominator tree's biggest retainers.</p>\n");
    }
    fprintf(f, "<h2>Leak suspects</h2>\n");
    html_leaks(f, a, &leaks, &opt.by);
    fprintf(f, "</body></html>\n");
    if (fclose(f)) {
        f = NULL;
        st = an_fail(2, "report: write error");
        goto out;
    }
    f = NULL;
    printf("report: wrote %s\n", opt.html);
    st = 0;
out:
    if (f) fclose(f);
    for (int k = 0; k < rp->nsnap; k++) {
        an_table_free(&rp->snap[k].table);
        an_table_free(&rp->snap[k].types);
        an_table_free(&rp->snap[k].sites);
    }
    an_table_free(&diff.table);
    an_leaks_free(&leaks);
    hg_free(&graph.g);
    an_timeline_free(&tl);
    an_close(a);
    free(a);
    free(rp);
    an_options_free(&opt);
    return st;
}
