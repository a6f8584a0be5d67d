/* analyze_reach.h: the heap graph at a chosen GC for the reachability commands (dominators,
 * retained, path, hprof) and for leaks and report. */
#ifndef MINIVM_ANALYZE_REACH_H
#define MINIVM_ANALYZE_REACH_H

#include "analyze_options.h"
#include "heap_graph.h"

/* A pass that builds the graph of the heap at the stop point (a GC end), or at the end of
 * one GC (an_graph_pass_at). */
typedef struct AnGraphPass {
    bool built;
    char err[300];                /* why not built */
    HeapGraph g;
    bool at_gc;
    uint32_t gc;
    void (*built_hook)(void *ctx, Analysis *a, struct AnGraphPass *p);   /* after building (may be NULL) */
    void *hook_ctx;
} AnGraphPass;

AnPass an_graph_pass(AnGraphPass *p);
AnPass an_graph_pass_at(AnGraphPass *p, uint32_t gc);

/* The id of the last completed GC of a scanned trace; false if none. */
bool an_last_gc(const Analysis *a, uint32_t *gc);

/* An HTML table of the top dominator-tree retainers (report --html); names are escaped. */
void an_html_dominators(FILE *f, Analysis *a, const HeapGraph *g, size_t top);

/* Opens opt->trace, selects --gc (default: last), replays it and builds the graph. Returns 0,
 * or the exit status after printing the error. */
int an_graph_at_gc(Analysis *a, const AnOptions *opt, AnGraphPass *p);

#endif
