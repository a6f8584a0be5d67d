/* analyze_diff.c: minivm-trace diff: per group, the objects kept (live at both GCs), born
 * (allocated after GC A, live at GC B), died (live at A, dead at B) and temporary (allocated
 * after A, dead by B) between the ends of two GCs (thesis §5.6). The objects live at A carry
 * HM_MARK through the moves; deaths are counted as the model reports them, so the cost is
 * linear in the live objects and the deaths. */
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_diff.h"

#include "analyze_commands.h"
#include "analyze_options.h"
#include "analyze_output.h"

static bool selected(AnDiff *p, Analysis *a, const HmObject *o) {
    return !(o->flags & HM_FILLER) && (!p->filter || an_expr_eval(p->filter, a, o));
}

static void diff_gc_end(void *ctx, Analysis *a, const AnGc *g) {
    AnDiff *p = ctx;
    if (g->id == p->from) {
        hm_mark_all(&a->r->heap);
        p->active = true;
    } else if (g->id == p->to && p->active) {
        HmIter it;
        HmObject o;
        for (hm_iter(&a->r->heap, &it); hm_next(&it, &o);)
            if (selected(p, a, &o)) an_table_add(&p->table, a, &o, o.flags & HM_MARK ? AN_DIFF_KEPT : AN_DIFF_BORN);
        for (size_t i = 0; i < p->table.n; i++) {
            uint64_t *c = p->table.g[i].col;
            c[AN_DIFF_SORT] = c[AN_DIFF_KEPT + 1] + c[AN_DIFF_BORN + 1] + c[AN_DIFF_DIED + 1] + c[AN_DIFF_TEMP + 1];
        }
        p->active = false;
        p->done = true;
    }
}

static void diff_death(void *ctx, Analysis *a, const HmObject *o) {
    AnDiff *p = ctx;
    if (!p->active || !selected(p, a, o)) return;
    an_table_add(&p->table, a, o, o->flags & HM_MARK ? AN_DIFF_DIED : AN_DIFF_TEMP);
}

void an_diff_init(AnDiff *d, const AnGroupBy *by, AnExpr *filter, uint32_t from, uint32_t to) {
    memset(d, 0, sizeof *d);
    d->filter = filter;
    d->from = from;
    d->to = to;
    an_table_init(&d->table, by);
}

AnPass an_diff_pass(AnDiff *d) { return (AnPass){.ctx = d, .gc_end = diff_gc_end, .death = diff_death}; }

const AnCols an_diff_cols = {8, {"kept", "kept_bytes", "born", "born_bytes", "died", "died_bytes", "temp", "temp_bytes"},
                             {0, 1, 2, 3, 4, 5, 6, 7}, -1};

int an_cmd_diff(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "fTbwko", "type");
    if (st) return st;
    int fmt = an_format_parse(opt.format ? opt.format : "table");
    if (fmt < 0) {
        an_options_free(&opt);
        return an_fail(2, "diff: bad --format (table, csv or json)");
    }
    if (!opt.from) {
        an_options_free(&opt);
        return an_fail(2, "diff: --from GC is required");
    }
    Analysis *a = calloc(1, sizeof *a);
    if (!a) return 2;
    AnDiff p;
    an_diff_init(&p, &opt.by, opt.filter, 0, 0);
    st = 1;
    char err[600];
    if (!an_open(a, opt.trace)) {
        an_fail(1, a->err);
        goto out;
    }
    if (!an_options_read_pointers(&opt)) an_skip_pointers(a);
    if (!an_select_gc(a, opt.from)) {
        st = an_fail(2, a->err);
        goto out;
    }
    p.from = a->stop_gc;
    if (!an_select_gc(a, opt.to ? opt.to : "last")) {
        st = an_fail(2, a->err);
        goto out;
    }
    p.to = a->stop_gc;
    if (an_gc(a, p.to) <= an_gc(a, p.from)) {
        snprintf(err, sizeof err, "diff: GC %u (--to) must come after GC %u (--from)", p.to, p.from);
        st = an_fail(2, err);
        goto out;
    }
    an_add_pass(a, an_diff_pass(&p));
    if (!an_run(a)) {
        an_fail(1, a->err);
        goto out;
    }
    const AnCols cols = an_diff_cols;
    if (fmt == AN_FMT_CSV) {
        an_print_groups_csv(stdout, &p.table, a, &cols, AN_DIFF_SORT, opt.top);
    } else {
        AnNode *root = an_tree_build(&p.table, a, AN_DIFF_SORT);
        if (fmt == AN_FMT_JSON) {
            an_print_tree_json(stdout, root, &cols, opt.top);
        } else {
            const AnGc *f = an_gc(a, p.from), *t = an_gc(a, p.to);
            printf("diff of %s from GC %u (%.3f ms) to GC %u (%.3f ms)%s%s: kept %" PRIu64 ", born %" PRIu64 ", died %" PRIu64
                   ", temporary %" PRIu64 " objects\n",
                   opt.trace, p.from, (double)f->end_us / 1000.0, p.to, (double)t->end_us / 1000.0, opt.where ? ", where " : "",
                   opt.where ? opt.where : "", root->col[AN_DIFF_KEPT], root->col[AN_DIFF_BORN], root->col[AN_DIFF_DIED], root->col[AN_DIFF_TEMP]);
            an_print_tree(stdout, root, &cols, opt.top);
        }
        an_tree_free(root);
    }
    st = 0;
out:
    an_table_free(&p.table);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}
