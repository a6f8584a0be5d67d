/* analyze_leakpaths.h: for minivm-trace leaks on a trace with pointers, the chain from a GC
 * root that keeps each suspect group alive: the shortest root path to one of the group's
 * objects in the heap after the last GC. Without pointers nothing is printed. */
#ifndef MINIVM_ANALYZE_LEAKPATHS_H
#define MINIVM_ANALYZE_LEAKPATHS_H

#include "analyze_leaks.h"
#include "analyze_reach.h"

typedef struct AnLeakPaths {
    const AnLeaks *leaks;
    AnGraphPass gp;
    uint32_t *group;              /* per node: its group in leaks->table, or HG_NONE */
} AnLeakPaths;

/* The pass (add it after the leaks pass); does nothing for a trace without GCs. */
AnPass an_leak_paths_pass(AnLeakPaths *p, const AnLeaks *l, Analysis *a);
/* Prints "<indent>kept alive by:" and the path to the group's nearest object. */
void an_leak_paths_print(AnLeakPaths *p, Analysis *a, size_t group, FILE *f, const char *indent);
void an_leak_paths_free(AnLeakPaths *p);

#endif
