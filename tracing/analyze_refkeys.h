/* analyze_refkeys.h: the reference classifiers (group keys) of a trace with pointers:
 *
 *   pointed-from       the set of types of the objects that reference the object, and the kinds
 *                      of the GC roots that do ("java.util.HashMap$Node, root stack")
 *   pointed-from-site  the same with the referrers' allocation sites
 *   points-to          the set of types the object references
 *
 * The value is an interned set (ids stay valid for the whole run). The object graph is built
 * at the first request after each GC, from the heap at that moment and the pointers of that
 * GC: objects allocated since the GC have no recorded references (at a --time or at the end of
 * a trace). Objects dying in a GC, objects the graph lacks and traces without pointers give
 * "(unknown: no pointers)". */
#ifndef MINIVM_ANALYZE_REFKEYS_H
#define MINIVM_ANALYZE_REFKEYS_H

#include "analyze.h"

enum { AN_REF_POINTED_FROM, AN_REF_POINTED_FROM_SITE, AN_REF_POINTS_TO };

uint64_t an_ref_key(Analysis *a, const HmObject *o, int which);
void an_ref_key_label(Analysis *a, uint64_t v, char *buf, size_t n);
/* Whether test accepts any element of set v: a type or site name, or "root stack" style. */
bool an_ref_key_any(Analysis *a, uint64_t v, bool (*test)(const void *ctx, const char *name), const void *ctx);

#endif
