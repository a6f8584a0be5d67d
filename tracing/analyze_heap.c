/* analyze_heap.c: minivm-trace heap: the heap at a GC or a time, classified into a tree. */
#include <inttypes.h>
#include <stdlib.h>

#include "analyze_commands.h"
#include "analyze_options.h"
#include "analyze_output.h"

typedef struct HeapPass {
    AnOptions *opt;
    AnTable table;
    uint64_t objects, bytes;
} HeapPass;

static void heap_end(void *ctx, Analysis *a) {
    HeapPass *p = ctx;
    HmIter it;
    HmObject o;
    for (hm_iter(&a->r->heap, &it); hm_next(&it, &o);) {
        if (o.flags & HM_FILLER) continue;
        if (p->opt->filter && !an_expr_eval(p->opt->filter, a, &o)) continue;
        an_table_add(&p->table, a, &o, 0);
        p->objects++;
        p->bytes += o.size;
    }
}

int an_cmd_heap(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "gtbwko", "type");
    if (st) return st;
    int fmt = an_format_parse(opt.format ? opt.format : "table");
    if (fmt < 0) {
        an_options_free(&opt);
        return an_fail(2, "heap: bad --format (table, csv or json)");
    }
    Analysis *a = calloc(1, sizeof *a);
    if (!a) return 2;
    HeapPass p = {.opt = &opt};
    an_table_init(&p.table, &opt.by);
    st = 1;
    if (!an_open(a, opt.trace)) {
        an_fail(1, a->err);
        goto out;
    }
    if (!an_options_read_pointers(&opt)) an_skip_pointers(a);
    if (opt.gc && !an_select_gc(a, opt.gc)) {
        st = an_fail(2, a->err);
        goto out;
    }
    if (opt.time && !an_select_time(a, opt.time)) {
        st = an_fail(2, a->err);
        goto out;
    }
    an_add_pass(a, (AnPass){.ctx = &p, .end = heap_end});
    if (!an_run(a)) {
        an_fail(1, a->err);
        goto out;
    }
    AnCols cols = {2, {"objects", "bytes"}, {0, 1}, 1};
    if (fmt == AN_FMT_CSV) {
        an_print_groups_csv(stdout, &p.table, a, &cols, 1, opt.top);
    } else {
        AnNode *root = an_tree_build(&p.table, a, 1);
        if (fmt == AN_FMT_JSON) {
            an_print_tree_json(stdout, root, &cols, opt.top);
        } else {
            char when[256];
            an_stop_text(a, when, sizeof when);
            printf("heap of %s %s%s%s: %" PRIu64 " objects, %" PRIu64 " bytes\n", opt.trace, when,
                   opt.where ? ", where " : "", opt.where ? opt.where : "", p.objects, p.bytes);
            an_print_tree(stdout, root, &cols, opt.top);
        }
        an_tree_free(root);
    }
    if (a->r->truncated) fprintf(stderr, "minivm-trace: note: the trace is incomplete: %s\n", a->r->note);
    st = 0;
out:
    an_table_free(&p.table);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}
