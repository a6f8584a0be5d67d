/* analyze_dominators.h: the dominator tree of a heap graph and retained sizes.
 *
 * A virtual super-root (node index g->n) points to every GC root. Node d dominates v when every
 * path from the super-root to v passes through d; the immediate dominators form a tree
 * (Lengauer-Tarjan with path compression, iterative, O(E log N)). An object's retained size is
 * the sum of the sizes of its dominator subtree: the bytes that would die with it.
 *
 * A group's retained size is what would die if all its objects died: the objects whose every
 * path from the roots passes through the group (the group's objects included). It is computed
 * exactly per group: the reachable bytes when the group's objects are removed, subtracted from
 * all reachable bytes; only nodes under the group's lowest common dominator are searched. */
#ifndef MINIVM_ANALYZE_DOMINATORS_H
#define MINIVM_ANALYZE_DOMINATORS_H

#include "heap_graph.h"

typedef struct HgDominators {
    size_t n;                     /* the graph's nodes; node n is the super-root */
    uint32_t *idom;               /* n + 1 entries: the immediate dominator; HG_NONE: unreachable
                                   * (and for the super-root) */
    uint64_t *retained;           /* n + 1 entries: retained bytes (0: unreachable) */
    uint32_t *order;              /* the reachable nodes in DFS preorder, the super-root first */
    size_t nreach;                /* entries of order */
    /* The dominator tree: node v's children are kid[kfirst[v], kfirst[v+1]); tin/tout are its
     * preorder interval (v dominates w iff tin[v] <= tin[w] < tout[v]); depth from the super-root. */
    uint64_t *kfirst;
    uint32_t *kid, *tin, *tout, *depth;
    uint32_t *dpre;               /* the nodes by tin */
} HgDominators;

/* false when out of memory. */
bool hg_dominators(const HeapGraph *g, HgDominators *d);
void hg_dominators_free(HgDominators *d);

/* Whether a dominates b (a == b included). */
bool hg_dominates(const HgDominators *d, uint32_t a, uint32_t b);

/* Retained bytes and objects of each group: group[v] is node v's group (< ngroups) or HG_NONE.
 * bytes and objects have ngroups entries. false when out of memory. */
bool hg_group_retained(const HeapGraph *g, const HgDominators *d, const uint32_t *group, uint32_t ngroups,
                       uint64_t *bytes, uint64_t *objects);

#endif
