/* analyze_paths.h: shortest paths from the GC roots to an object or a group (breadth-first
 * from all roots at once, in the order the roots were recorded), and their text:
 *
 *   root: stack of thread 1 (main)
 *     AnalysisHolder @0x7f..10  (AnalysisGraph.main([Ljava/lang/String;)V bci 5)
 *     -> ref 0 -> java.lang.Object[] @0x7f..40  (AnalysisHolder.<init>()V bci 9)
 *
 * "ref K" is the reference's position among the object's non-null references, in field order
 * (an array's in element order): the trace records neither field names nor nulls. */
#ifndef MINIVM_ANALYZE_PATHS_H
#define MINIVM_ANALYZE_PATHS_H

#include <stdio.h>

#include "analyze.h"
#include "heap_graph.h"

typedef struct HgPath {
    size_t len;                   /* nodes; 0: none reachable */
    uint32_t *node;               /* node[0] is a root's object, node[len-1] the target */
    uint32_t *slot;               /* slot[k]: the reference from node[k-1] to node[k] (k >= 1) */
    size_t root;                  /* index into g->roots */
} HgPath;

/* The shortest path to the nearest node v with want(ctx, v). false when out of memory. */
bool hg_shortest_path(const HeapGraph *g, bool (*want)(void *ctx, uint32_t v), void *ctx, HgPath *p);
void hg_path_free(HgPath *p);

/* "stack of thread 1 (main)", "static field of Foo", ... */
void an_root_text(Analysis *a, const HgRoot *r, char *buf, size_t n);
/* Prints the path as above, each line starting with indent. */
void an_print_path(FILE *f, Analysis *a, const HeapGraph *g, const HgPath *p, const char *indent);

#endif
