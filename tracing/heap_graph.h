/* heap_graph.h: the object graph of the heap at a GC, from a trace with pointers
 * (-Xtrace:pointers). Nodes are the heap model's objects in address order (hm_snapshot; fillers
 * are nodes without edges), edges the recorded references in CSR form, and the GC roots.
 * Built in O(objects + pointers): an address hash maps each referent to its node. */
#ifndef MINIVM_HEAP_GRAPH_H
#define MINIVM_HEAP_GRAPH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "heap_model.h"

#define HG_NONE UINT32_MAX

typedef struct HgRoot {
    uint32_t node;
    uint32_t kind;                /* HpRootKind (heap_pointers.h) */
    uint32_t info;                /* the trace thread (stack, thread, JNI local), the type (static) */
} HgRoot;

typedef struct HeapGraph {
    HmObject *obj;                /* a copy of the nodes */
    size_t n;
    uint64_t *first;              /* n + 1 entries: node i's edges are [first[i], first[i+1]) */
    uint32_t *to;                 /* the referent's node */
    uint32_t *slot;               /* the edge's position among the object's non-null references */
    uint64_t nedges;
    HgRoot *roots;                /* in recording order, each root to a node */
    size_t nroots;
    uint64_t dangling;            /* references and roots to no object of the model (left out) */
    /* the address hash */
    uint64_t *hkey;
    uint32_t *hval;
    size_t hmask;
} HeapGraph;

/* Where the references come from: the model's pointers, or a test's synthetic heap. */
typedef struct HgSource {
    void *ctx;
    /* The referents (addresses, 0 = null) of the object at addr; NULL or *n = 0: none. */
    const uint64_t *(*pointers)(void *ctx, uint64_t addr, uint32_t *n);
    size_t nroots;
    void (*root)(void *ctx, size_t i, uint64_t *addr, uint32_t *kind, uint32_t *info);
} HgSource;

/* Builds the graph of objs[0, n) (in address order). false with err when out of memory or
 * over 2^32 - 2 objects. */
bool hg_build(HeapGraph *g, const HmObject *objs, size_t n, const HgSource *src, char *err, size_t errlen);
/* The graph of the model's heap, with the pointers and roots of its last GC (heap_pointers.h).
 * false with err when the trace has no pointers. */
bool hg_build_model(HeapGraph *g, HeapModel *h, char *err, size_t errlen);
void hg_free(HeapGraph *g);

/* The node of the object at addr, or HG_NONE. */
uint32_t hg_find(const HeapGraph *g, uint64_t addr);

/* Predecessors in CSR form (first: n + 1 entries). false when out of memory. */
bool hg_predecessors(const HeapGraph *g, uint64_t **first, uint32_t **from);

#endif
