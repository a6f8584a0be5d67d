/* analyze_leakpaths.c: the chains that keep leak suspects alive (see analyze_leakpaths.h). */
#include "analyze_leakpaths.h"

#include <stdlib.h>
#include <string.h>

#include "analyze_paths.h"

/* Each node's group, classified as the leaks pass did at this GC. */
static void classify_nodes(void *ctx, Analysis *a, AnGraphPass *gp) {
    AnLeakPaths *p = ctx;
    const HeapGraph *g = &gp->g;
    AnTable *t = (AnTable *)&p->leaks->table;
    p->group = malloc((g->n ? g->n : 1) * sizeof *p->group);
    if (!p->group) return;
    uint64_t key[AN_MAX_KEYS];
    for (size_t v = 0; v < g->n; v++) {
        const HmObject *o = &g->obj[v];
        p->group[v] = HG_NONE;
        if ((o->flags & HM_FILLER) || (p->leaks->filter && !an_expr_eval(p->leaks->filter, a, o))) continue;
        an_key_values(p->leaks->by, a, o, key);
        p->group[v] = (uint32_t)(an_table_group(t, key) - t->g);
    }
}

static AnPass no_pass(void) { return (AnPass){0}; }

AnPass an_leak_paths_pass(AnLeakPaths *p, const AnLeaks *l, Analysis *a) {
    memset(p, 0, sizeof *p);
    p->leaks = l;
    uint32_t gc;
    if (!an_last_gc(a, &gc)) return no_pass();
    p->gp.built_hook = classify_nodes;
    p->gp.hook_ctx = p;
    return an_graph_pass_at(&p->gp, gc);
}

typedef struct Want {
    const uint32_t *group;
    uint32_t k;
} Want;

static bool want_group(void *ctx, uint32_t v) {
    const Want *w = ctx;
    return w->group[v] == w->k;
}

void an_leak_paths_print(AnLeakPaths *p, Analysis *a, size_t group, FILE *f, const char *indent) {
    if (!p->gp.built || !p->group) return;
    Want w = {p->group, (uint32_t)group};
    HgPath path;
    if (!hg_shortest_path(&p->gp.g, want_group, &w, &path)) return;
    fprintf(f, "%skept alive (after GC %u) by:\n", indent, p->gp.gc);
    char in2[64];
    snprintf(in2, sizeof in2, "%s  ", indent);
    an_print_path(f, a, &p->gp.g, &path, in2);
    hg_path_free(&path);
}

void an_leak_paths_free(AnLeakPaths *p) {
    hg_free(&p->gp.g);
    free(p->group);
    memset(p, 0, sizeof *p);
}
