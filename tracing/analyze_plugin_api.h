/* analyze_plugin_api.h: the C interface of minivm-trace classifier plugins (ABI version 1).
 *
 * A plugin is a shared object loaded with `minivm-trace heap|diff|leaks|report ... --plugin
 * lib.so`. It exports `minivm_trace_classifiers`, an array ended by an entry whose name is
 * NULL. Each entry's name becomes a group key (--group-by NAME); classify returns the label
 * of an object's group (copied by minivm-trace; NULL counts as "(none)"). Build one with
 * `cc -shared -fPIC -I tracing my.c -o my.so`. Example (tests/analysis/size_plugin.c):
 *
 *     #include "analyze_plugin_api.h"
 *     static const char *bucket(const MinivmTraceObject *o) { return o->size < 64 ? "small" : "large"; }
 *     const MinivmTraceClassifier minivm_trace_classifiers[] = {
 *         {MINIVM_TRACE_PLUGIN_ABI, "bucket", bucket}, {0, NULL, NULL}};
 */
#ifndef MINIVM_ANALYZE_PLUGIN_API_H
#define MINIVM_ANALYZE_PLUGIN_API_H

#include <stdint.h>

#define MINIVM_TRACE_PLUGIN_ABI 1

typedef struct MinivmTraceObject {
    uint64_t addr, size;          /* bytes */
    const char *type;             /* Java name: java.lang.String, int[] */
    const char *site;             /* the allocating frame: "Foo.bar(I)V bci 3" */
    const char *thread;           /* allocating thread's name */
    const char *mode;             /* ir-fast, vm-slow, ... */
    const char *space;            /* eden, survivor, old, heap, outside */
    uint32_t age;                 /* GC moves survived */
    uint32_t len;                 /* array length (0 for instances) */
} MinivmTraceObject;

typedef struct MinivmTraceClassifier {
    int abi;                      /* MINIVM_TRACE_PLUGIN_ABI */
    const char *name;             /* the group key's name */
    const char *(*classify)(const MinivmTraceObject *o);
} MinivmTraceClassifier;

#endif
