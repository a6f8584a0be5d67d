/* analyze_leaks.c: the leak pass and minivm-trace leaks (see analyze_leaks.h). */
#include "analyze_leaks.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_commands.h"
#include "analyze_leakpaths.h"
#include "analyze_options.h"
#include "analyze_output.h"

static void *xcalloc(size_t n, size_t size) {
    void *p = calloc(n ? n : 1, size);
    if (!p) {
        fprintf(stderr, "minivm-trace: out of memory\n");
        exit(2);
    }
    return p;
}

void an_leaks_init(AnLeaks *l, const AnGroupBy *by, AnExpr *filter, size_t max_samples) {
    memset(l, 0, sizeof *l);
    l->by = by;
    l->filter = filter;
    l->cap = max_samples;
    l->gc = xcalloc(max_samples, sizeof *l->gc);
    l->major = xcalloc(max_samples, sizeof *l->major);
    an_table_init(&l->table, by);
}

static void leaks_gc_end(void *ctx, Analysis *a, const AnGc *g) {
    AnLeaks *l = ctx;
    if (l->nsamples == l->cap) return;
    size_t s = l->nsamples++;
    l->gc[s] = g->id;
    l->major[s] = g->major;
    HmIter it;
    HmObject o;
    uint64_t key[AN_MAX_KEYS];
    for (hm_iter(&a->r->heap, &it); hm_next(&it, &o);) {
        if (o.flags & HM_FILLER) continue;
        if (l->filter && !an_expr_eval(l->filter, a, &o)) continue;
        an_key_values(l->by, a, &o, key);
        AnGroup *grp = an_table_group(&l->table, key);
        size_t gi = (size_t)(grp - l->table.g);
        if (gi >= l->cseries) {
            size_t c = l->cseries ? 2 * l->cseries : 64;
            while (c <= gi) c *= 2;
            l->series = realloc(l->series, c * sizeof *l->series);
            if (!l->series) exit(2);
            memset(l->series + l->cseries, 0, (c - l->cseries) * sizeof *l->series);
            l->cseries = c;
        }
        AnSeries *sr = &l->series[gi];
        if (!sr->bytes) {
            sr->bytes = xcalloc(l->cap, sizeof *sr->bytes);
            sr->objects = xcalloc(l->cap, sizeof *sr->objects);
        }
        sr->bytes[s] += o.size;
        sr->objects[s]++;
        grp->col[0]++;
        grp->col[1] += o.size;
    }
}

AnPass an_leaks_pass(AnLeaks *l) { return (AnPass){.ctx = l, .gc_end = leaks_gc_end}; }

static int by_growth(const void *x, const void *y) {
    const struct AnSuspect *a = x, *b = y;
    uint64_t ga = a->last - a->first, gb = b->last - b->first;
    return ga != gb ? (ga > gb ? -1 : 1) : (a->group > b->group) - (a->group < b->group);
}

void an_leaks_judge(AnLeaks *l) {
    size_t majors = 0;
    for (size_t s = 0; s < l->nsamples; s++) majors += l->major[s];
    bool only_major = majors >= AN_LEAK_MIN_MAJOR;
    size_t *sel = xcalloc(l->nsamples, sizeof *sel), m = 0;
    for (size_t s = 0; s < l->nsamples; s++)
        if (!only_major || l->major[s]) sel[m++] = s;
    size_t warm = m / 5;
    l->window = sel;
    l->nwindow = 0;
    for (size_t i = warm; i < m; i++) sel[l->nwindow++] = sel[i];
    l->suspects = xcalloc(l->table.n, sizeof *l->suspects);
    l->nsuspects = 0;
    size_t w = l->nwindow;
    if (w < 3) return;
    for (size_t g = 0; g < l->table.n && g < l->cseries; g++) {
        const AnSeries *sr = &l->series[g];
        if (!sr->bytes) continue;
        uint64_t first = sr->bytes[sel[0]], last = sr->bytes[sel[w - 1]];
        if (last <= first || last - first < 1024 || 4 * (last - first) < last) continue;
        size_t up = 0;
        double sx = 0, sy = 0, sxx = 0, sxy = 0, syy = 0;
        for (size_t i = 0; i < w; i++) {
            double x = (double)i, y = (double)sr->bytes[sel[i]];
            if (i && sr->bytes[sel[i]] >= sr->bytes[sel[i - 1]]) up++;
            sx += x, sy += y, sxx += x * x, sxy += x * y, syy += y * y;
        }
        if (4 * up < 3 * (w - 1)) continue;
        double n = (double)w, vx = n * sxx - sx * sx, vy = n * syy - sy * sy, cov = n * sxy - sx * sy;
        double slope = vx > 0 ? cov / vx : 0, r2 = vx > 0 && vy > 0 ? cov * cov / (vx * vy) : 0;
        if (slope <= 0 || r2 < 0.7) continue;
        l->suspects[l->nsuspects++] =
            (struct AnSuspect){g, first, last, sr->objects[sel[w - 1]], slope, r2};
    }
    qsort(l->suspects, l->nsuspects, sizeof *l->suspects, by_growth);
}

void an_leaks_free(AnLeaks *l) {
    for (size_t i = 0; i < l->cseries; i++) {
        free(l->series[i].bytes);
        free(l->series[i].objects);
    }
    free(l->series);
    free(l->gc);
    free(l->major);
    free(l->window);
    free(l->suspects);
    an_table_free(&l->table);
    memset(l, 0, sizeof *l);
}

/* The site keys of a group: the place, and for a stack key the callers too. */
static void print_sites(Analysis *a, const AnLeaks *l, const AnGroup *g) {
    bool any = false;
    char buf[1300];
    for (int k = 0; k < l->by->nkeys; k++) {
        const AnKey *key = &l->by->keys[k];
        if (key->kind != AK_SITE && key->kind != AK_STACK) continue;
        const TraceSiteSym *s = trace_sym_site(&a->r->sym, (uint32_t)g->key[k]);
        printf("      allocated at %s\n", an_site_name(a, (uint32_t)g->key[k]));
        for (uint32_t f = 1; key->kind == AK_STACK && s && f < s->nframes; f++) {
            an_frame_text(a, &s->frames[f], buf, sizeof buf);
            printf("        called from %s\n", buf);
        }
        any = true;
    }
    if (!any) printf("      (add site or stack to --group-by to see where they are allocated)\n");
}

int an_cmd_leaks(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "bwkc", "type,site");
    if (st) return st;
    Analysis *a = calloc(1, sizeof *a);
    if (!a) return 2;
    AnLeaks l;
    AnLeakPaths lp;
    memset(&l, 0, sizeof l);
    memset(&lp, 0, sizeof lp);
    st = 1;
    if (!an_open(a, opt.trace)) {
        an_fail(1, a->err);
        goto out;
    }
    /* The pointer state (the chains, reference keys) costs several times the model. */
    bool pointers = a->r->heap.ptrs != NULL;   /* -Xtrace:pointers */
    if (!an_options_read_pointers(&opt)) an_skip_pointers(a);
    an_leaks_init(&l, &opt.by, opt.filter, a->ngcs);
    an_add_pass(a, an_leaks_pass(&l));
    if (opt.chains) {
        if (!pointers) fprintf(stderr, "minivm-trace: note: --chains needs a trace recorded with -Xtrace:pointers\n");
        an_add_pass(a, an_leak_paths_pass(&lp, &l, a));
    }
    if (!an_run(a)) {
        an_fail(1, a->err);
        goto out;
    }
    an_leaks_judge(&l);
    size_t majors = 0;
    for (size_t s = 0; s < l.nsamples; s++) majors += l.major[s];
    printf("leak suspects of %s: %zu GCs (%zu major); judged on the heap after %zu %sGCs", opt.trace, l.nsamples, majors,
           l.nwindow, majors >= AN_LEAK_MIN_MAJOR ? "major " : "");
    if (l.nwindow) printf(" (GC %u to GC %u, after a warm-up)", l.gc[l.window[0]], l.gc[l.window[l.nwindow - 1]]);
    printf("\n");
    if (l.nwindow < 3) {
        printf("too few GCs to see a trend (3 after the warm-up are needed)\n");
        st = 0;
        goto out;
    }
    if (!l.nsuspects) printf("no group grows steadily (%zu groups checked)\n", l.table.n);
    size_t shown = opt.top && l.nsuspects > opt.top ? opt.top : l.nsuspects;
    char buf[1300];
    for (size_t i = 0; i < shown; i++) {
        const struct AnSuspect *s = &l.suspects[i];
        const AnGroup *g = &l.table.g[s->group];
        printf("%zu. ", i + 1);
        for (int k = 0; k < opt.by.nkeys; k++) {
            an_key_label(a, &opt.by.keys[k], g->key[k], buf, sizeof buf);
            printf("%s%s", k ? " / " : "", buf);
        }
        printf("\n      live bytes %" PRIu64 " -> %" PRIu64 " (+%" PRIu64 "), %" PRIu64 " objects at GC %u; +%.0f bytes per GC, fit R^2 %.2f\n",
               s->first, s->last, s->last - s->first, s->objects, l.gc[l.window[l.nwindow - 1]], s->slope, s->r2);
        print_sites(a, &l, g);
        an_leak_paths_print(&lp, a, s->group, stdout, "      ");
    }
    if (shown < l.nsuspects) printf("(%zu more suspects)\n", l.nsuspects - shown);
    if (pointers && !opt.chains && shown) printf("(the trace has pointers: --chains shows what keeps each suspect alive)\n");
    st = 0;
out:
    an_leak_paths_free(&lp);
    an_leaks_free(&l);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}
