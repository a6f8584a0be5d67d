/* analyze_reach.c: minivm-trace dominators, retained and path: the dominator tree's biggest
 * retainers, retained sizes per group, and the shortest path from the GC roots (see
 * analyze_dominators.h and analyze_paths.h). */
#include "analyze_reach.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_commands.h"
#include "analyze_dominators.h"
#include "analyze_output.h"
#include "analyze_paths.h"

static void graph_end(void *ctx, Analysis *a) {
    AnGraphPass *p = ctx;
    if (p->built) return;
    p->built = hg_build_model(&p->g, &a->r->heap, p->err, sizeof p->err);
    if (p->built && p->built_hook) p->built_hook(p->hook_ctx, a, p);
}

static void graph_gc_end(void *ctx, Analysis *a, const AnGc *gc) {
    AnGraphPass *p = ctx;
    if (gc->id == p->gc) graph_end(ctx, a);
}

AnPass an_graph_pass(AnGraphPass *p) { return (AnPass){.ctx = p, .end = graph_end}; }

AnPass an_graph_pass_at(AnGraphPass *p, uint32_t gc) {
    p->at_gc = true;
    p->gc = gc;
    return (AnPass){.ctx = p, .gc_end = graph_gc_end};
}

bool an_last_gc(const Analysis *a, uint32_t *gc) {
    for (size_t i = a->ngcs; i-- > 0;)
        if (a->gcs[i].ended) {
            *gc = a->gcs[i].id;
            return true;
        }
    return false;
}

int an_graph_at_gc(Analysis *a, const AnOptions *opt, AnGraphPass *p) {
    memset(p, 0, sizeof *p);
    if (!an_open(a, opt->trace)) return an_fail(1, a->err);
    if (!an_select_gc(a, opt->gc ? opt->gc : "last")) return an_fail(2, a->err);
    an_add_pass(a, an_graph_pass(p));
    if (!an_run(a)) return an_fail(1, a->err);
    if (!p->built) {
        char msg[400];
        snprintf(msg, sizeof msg, "%s: %s", opt->command, p->err);
        return an_fail(2, msg);
    }
    return 0;
}

static void print_header(Analysis *a, const AnOptions *opt, const HeapGraph *g, const HgDominators *d,
                         const char *what) {
    char when[256];
    an_stop_text(a, when, sizeof when);
    size_t live = 0;
    for (size_t i = 0; i < g->n; i++) live += !(g->obj[i].flags & HM_FILLER);
    printf("%s of %s %s: %zu objects reachable from %zu roots, %" PRIu64 " bytes; %zu unreachable; %" PRIu64
           " references\n",
           what, opt->trace, when, d->nreach - 1, g->nroots, d->retained[g->n], live - (d->nreach - 1), g->nedges);
}

static double pct(uint64_t x, uint64_t total) { return total ? 100.0 * (double)x / (double)total : 0.0; }

/* ---- dominators ---- */

static const HgDominators *kids_dom_;
static int by_retained(const void *x, const void *y) {
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    uint64_t ra = kids_dom_->retained[a], rb = kids_dom_->retained[b];
    if (ra != rb) return ra > rb ? -1 : 1;
    return (a > b) - (a < b);
}

static void object_text(Analysis *a, const HmObject *o, char *buf, size_t n) {
    snprintf(buf, n, "%s @0x%" PRIx64 " (%s)", an_type_name(a, o->type), o->addr, an_site_name(a, o->site));
}

/* The children of v whose retained size is at least 1% of the heap, the largest first, top at
 * most, down to depth 8. */
static void print_dom_node(Analysis *a, const HeapGraph *g, const HgDominators *d, uint32_t v, size_t top, int depth) {
    uint64_t total = d->retained[g->n];
    size_t nk = (size_t)(d->kfirst[v + 1] - d->kfirst[v]);
    uint32_t *kids = malloc((nk ? nk : 1) * sizeof *kids);
    if (!kids) exit(2);
    memcpy(kids, d->kid + d->kfirst[v], nk * sizeof *kids);
    kids_dom_ = d;
    qsort(kids, nk, sizeof *kids, by_retained);
    size_t shown = 0;
    uint64_t rest = 0;
    char buf[1500];
    for (size_t i = 0; i < nk; i++) {
        uint32_t w = kids[i];
        if (shown == top || 100 * d->retained[w] < total || depth >= 8) {
            rest += d->retained[w];
            continue;
        }
        shown++;
        object_text(a, &g->obj[w], buf, sizeof buf);
        printf("%14" PRIu64 " %6.1f%% %10" PRIu64 " %9u  %*s%s\n", d->retained[w], pct(d->retained[w], total),
               g->obj[w].size, d->tout[w] - d->tin[w], 2 * depth, "", buf);
        print_dom_node(a, g, d, w, top, depth + 1);
    }
    if (rest && depth < 8)
        printf("%14" PRIu64 " %6.1f%% %10s %9s  %*s(%zu more)\n", rest, pct(rest, total), "", "", 2 * depth, "",
               nk - shown);
    free(kids);
}

int an_cmd_dominators(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "gko", "");
    if (st) return st;
    int fmt = an_format_parse(opt.format ? opt.format : "table");
    if (fmt != AN_FMT_TABLE && fmt != AN_FMT_CSV) {
        an_options_free(&opt);
        return an_fail(2, "dominators: bad --format (table or csv)");
    }
    size_t top = opt.top_set ? opt.top : 10;
    Analysis *a = calloc(1, sizeof *a);
    AnGraphPass p;
    HgDominators d;
    memset(&d, 0, sizeof d);
    if (!a) return 2;
    st = an_graph_at_gc(a, &opt, &p);
    if (st) goto out;
    if (!hg_dominators(&p.g, &d)) {
        st = an_fail(2, "dominators: out of memory");
        goto out;
    }
    const HeapGraph *g = &p.g;
    uint64_t total = d.retained[g->n];
    if (fmt == AN_FMT_CSV) {
        /* the top objects by retained size, with their immediate dominator */
        uint32_t *all = malloc((d.nreach ? d.nreach : 1) * sizeof *all);
        if (!all) exit(2);
        size_t m = 0;
        for (size_t i = 1; i < d.nreach; i++) all[m++] = d.order[i];
        kids_dom_ = &d;
        qsort(all, m, sizeof *all, by_retained);
        printf("retained_bytes,percent,shallow_bytes,retained_objects,type,site,address,dominator\n");
        char buf[64];
        for (size_t i = 0; i < m && i < top; i++) {
            uint32_t v = all[i], id = d.idom[v];
            const HmObject *o = &g->obj[v];
            printf("%" PRIu64 ",%.1f,%" PRIu64 ",%u,", d.retained[v], pct(d.retained[v], total), o->size, d.tout[v] - d.tin[v]);
            an_csv_str(stdout, an_type_name(a, o->type));
            putchar(',');
            an_csv_str(stdout, an_site_name(a, o->site));
            if (id == g->n) snprintf(buf, sizeof buf, "roots");
            else snprintf(buf, sizeof buf, "0x%" PRIx64, g->obj[id].addr);
            printf(",0x%" PRIx64 ",%s\n", o->addr, buf);
        }
        free(all);
    } else {
        print_header(a, &opt, g, &d, "dominator tree");
        printf("%14s %7s %10s %9s  %s\n", "retained", "%", "shallow", "objects", "object (allocation site)");
        printf("%14" PRIu64 " %6.1f%% %10s %9zu  (the roots)\n", total, 100.0, "", d.nreach - 1);
        print_dom_node(a, g, &d, (uint32_t)g->n, top, 1);
    }
    if (a->r->truncated) fprintf(stderr, "minivm-trace: note: the trace is incomplete: %s\n", a->r->note);
out:
    hg_dominators_free(&d);
    hg_free(&p.g);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}

void an_html_dominators(FILE *f, Analysis *a, const HeapGraph *g, size_t top) {
    HgDominators d;
    if (!hg_dominators(g, &d)) return;
    uint32_t *all = malloc((d.nreach ? d.nreach : 1) * sizeof *all);
    if (!all) exit(2);
    size_t m = 0;
    for (size_t i = 1; i < d.nreach; i++) all[m++] = d.order[i];
    kids_dom_ = &d;
    qsort(all, m, sizeof *all, by_retained);
    uint64_t total = d.retained[g->n];
    fprintf(f, "<p>%zu objects reachable from %zu roots, %" PRIu64 " bytes. An object's retained size is what would die with it.</p>\n",
            d.nreach - 1, g->nroots, total);
    fprintf(f, "<table><tr><th>retained bytes</th><th>%%</th><th>objects</th><th>shallow</th><th>type</th><th>allocated at</th><th>immediate dominator</th></tr>\n");
    for (size_t i = 0; i < m && i < top; i++) {
        uint32_t v = all[i], id = d.idom[v];
        const HmObject *o = &g->obj[v];
        fprintf(f, "<tr><td>%" PRIu64 "</td><td>%.1f%%</td><td>%u</td><td>%" PRIu64 "</td><td>", d.retained[v],
                pct(d.retained[v], total), d.tout[v] - d.tin[v], o->size);
        an_html_str(f, an_type_name(a, o->type));
        fprintf(f, "</td><td>");
        an_html_str(f, an_site_name(a, o->site));
        fprintf(f, "</td><td>");
        an_html_str(f, id == g->n ? "(roots)" : an_type_name(a, g->obj[id].type));
        fprintf(f, "</td></tr>\n");
    }
    fprintf(f, "</table>\n");
    free(all);
    hg_dominators_free(&d);
}

/* ---- retained ---- */

typedef struct RetRow {
    AnGroup *g;
    uint64_t rbytes, robjects;
} RetRow;

static int by_rbytes(const void *x, const void *y) {
    const RetRow *a = x, *b = y;
    if (a->rbytes != b->rbytes) return a->rbytes > b->rbytes ? -1 : 1;
    if (a->g->col[1] != b->g->col[1]) return a->g->col[1] > b->g->col[1] ? -1 : 1;
    return memcmp(a->g->key, b->g->key, sizeof a->g->key);
}

int an_cmd_retained(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "gbwko", "type");
    if (st) return st;
    int fmt = an_format_parse(opt.format ? opt.format : "table");
    if (fmt != AN_FMT_TABLE && fmt != AN_FMT_CSV) {
        an_options_free(&opt);
        return an_fail(2, "retained: bad --format (table or csv)");
    }
    Analysis *a = calloc(1, sizeof *a);
    AnGraphPass p;
    HgDominators d;
    AnTable t;
    memset(&d, 0, sizeof d);
    an_table_init(&t, &opt.by);
    uint32_t *group = NULL;
    uint64_t *rb = NULL, *ro = NULL;
    RetRow *rows = NULL;
    if (!a) return 2;
    st = an_graph_at_gc(a, &opt, &p);
    if (st) goto out;
    const HeapGraph *g = &p.g;
    group = malloc((g->n ? g->n : 1) * sizeof *group);
    if (!group || !hg_dominators(&p.g, &d)) {
        st = an_fail(2, "retained: out of memory");
        goto out;
    }
    uint64_t key[AN_MAX_KEYS];
    for (size_t v = 0; v < g->n; v++) {
        const HmObject *o = &g->obj[v];
        group[v] = HG_NONE;
        if ((o->flags & HM_FILLER) || (opt.filter && !an_expr_eval(opt.filter, a, o))) continue;
        an_key_values(&opt.by, a, o, key);
        AnGroup *grp = an_table_group(&t, key);
        grp->col[0]++;
        grp->col[1] += o->size;
        group[v] = (uint32_t)(grp - t.g);
    }
    rb = calloc(t.n ? t.n : 1, sizeof *rb);
    ro = calloc(t.n ? t.n : 1, sizeof *ro);
    rows = calloc(t.n ? t.n : 1, sizeof *rows);
    if (!rb || !ro || !rows || !hg_group_retained(g, &d, group, (uint32_t)t.n, rb, ro)) {
        st = an_fail(2, "retained: out of memory");
        goto out;
    }
    for (size_t i = 0; i < t.n; i++) rows[i] = (RetRow){&t.g[i], rb[i], ro[i]};
    qsort(rows, t.n, sizeof *rows, by_rbytes);
    size_t shown = opt.top && t.n > opt.top ? opt.top : t.n;
    uint64_t total = d.retained[g->n];
    char buf[1500];
    if (fmt == AN_FMT_CSV) {
        for (int k = 0; k < opt.by.nkeys; k++) printf("%s,", opt.by.keys[k].name);
        printf("objects,bytes,retained_objects,retained_bytes\n");
        for (size_t i = 0; i < shown; i++) {
            for (int k = 0; k < opt.by.nkeys; k++) {
                an_key_label(a, &opt.by.keys[k], rows[i].g->key[k], buf, sizeof buf);
                an_csv_str(stdout, buf);
                putchar(',');
            }
            printf("%" PRIu64 ",%" PRIu64 ",%" PRIu64 ",%" PRIu64 "\n", rows[i].g->col[0], rows[i].g->col[1],
                   rows[i].robjects, rows[i].rbytes);
        }
    } else {
        print_header(a, &opt, g, &d, "retained sizes");
        printf("(a group's retained size: what would die if all its objects died)\n");
        printf("%14s %14s %14s %7s %14s  group\n", "objects", "bytes", "retained_objs", "%", "retained");
        for (size_t i = 0; i < shown; i++) {
            printf("%14" PRIu64 " %14" PRIu64 " %14" PRIu64 " %6.1f%% %14" PRIu64 "  ", rows[i].g->col[0],
                   rows[i].g->col[1], rows[i].robjects, pct(rows[i].rbytes, total), rows[i].rbytes);
            for (int k = 0; k < opt.by.nkeys; k++) {
                an_key_label(a, &opt.by.keys[k], rows[i].g->key[k], buf, sizeof buf);
                printf("%s%s", k ? " / " : "", buf);
            }
            if (!opt.by.nkeys) printf("(all)");
            printf("\n");
        }
        if (shown < t.n) printf("(%zu more groups)\n", t.n - shown);
    }
    if (a->r->truncated) fprintf(stderr, "minivm-trace: note: the trace is incomplete: %s\n", a->r->note);
out:
    free(group);
    free(rb);
    free(ro);
    free(rows);
    an_table_free(&t);
    hg_dominators_free(&d);
    hg_free(&p.g);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}

/* ---- path ---- */

typedef struct PathWant {
    Analysis *a;
    const HeapGraph *g;
    AnExpr *expr;
} PathWant;

static bool want_expr(void *ctx, uint32_t v) {
    PathWant *w = ctx;
    const HmObject *o = &w->g->obj[v];
    return !(o->flags & HM_FILLER) && an_expr_eval(w->expr, w->a, o);
}

int an_cmd_path(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "gT", "");
    if (st) return st;
    char err[600];
    AnExpr *to = opt.to ? an_expr_parse(opt.to, err, sizeof err) : NULL;
    if (!to) {
        an_options_free(&opt);
        return an_fail(2, opt.to ? err : "path: --to EXPR is required (the objects to reach)");
    }
    Analysis *a = calloc(1, sizeof *a);
    AnGraphPass p;
    HgPath path;
    memset(&path, 0, sizeof path);
    if (!a) return 2;
    st = an_graph_at_gc(a, &opt, &p);
    if (st) goto out;
    PathWant w = {a, &p.g, to};
    size_t matching = 0;
    for (size_t v = 0; v < p.g.n; v++) matching += want_expr(&w, (uint32_t)v);
    if (!hg_shortest_path(&p.g, want_expr, &w, &path)) {
        st = an_fail(2, "path: out of memory");
        goto out;
    }
    char when[256];
    an_stop_text(a, when, sizeof when);
    printf("path of %s %s to %s: %zu matching objects", opt.trace, when, opt.to, matching);
    if (path.len) printf("; the nearest is %zu references from a root\n", path.len - 1);
    else printf("\n");
    if (matching) an_print_path(stdout, a, &p.g, &path, "");
    if (a->r->truncated) fprintf(stderr, "minivm-trace: note: the trace is incomplete: %s\n", a->r->note);
out:
    hg_path_free(&path);
    hg_free(&p.g);
    an_close(a);
    free(a);
    an_expr_free(to);
    an_options_free(&opt);
    return st;
}
