/* analyze_plugin.h: loading classifier plugins (--plugin lib.so; the interface is in
 * analyze_plugin_api.h) and calling them; labels are interned to small ids. */
#ifndef MINIVM_ANALYZE_PLUGIN_H
#define MINIVM_ANALYZE_PLUGIN_H

#include "analyze.h"

/* Loads the classifiers of a shared object. false with err. */
bool an_plugin_load(const char *path, char *err, size_t errlen);
/* Index of the classifier named p[0, len), or -1. */
int an_plugin_find(const char *p, size_t len);
uint64_t an_plugin_classify(int plugin, Analysis *a, const HmObject *o);
const char *an_plugin_label(int plugin, uint64_t id);

#endif
