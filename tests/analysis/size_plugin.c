/* size_plugin.c: an example minivm-trace classifier plugin (tracing/analyze_plugin_api.h):
 * the key "bucket" puts objects under 64 bytes in "small", the others in "large". */
#include "analyze_plugin_api.h"

#include <stddef.h>

static const char *bucket(const MinivmTraceObject *o) { return o->size < 64 ? "small" : "large"; }

const MinivmTraceClassifier minivm_trace_classifiers[] = {
    {MINIVM_TRACE_PLUGIN_ABI, "bucket", bucket},
    {0, NULL, NULL},
};
