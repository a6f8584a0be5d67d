/* analyze_plugin.c: classifier plugins (see analyze_plugin.h). */
#include "analyze_plugin.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_plugin_api.h"

#define MAX_CLASSIFIERS 32

typedef struct Classifier {
    const MinivmTraceClassifier *c;
    char **labels;                /* interned labels; the id is the index */
    size_t n, cap;
} Classifier;

static Classifier classifiers[MAX_CLASSIFIERS];
static int nclassifiers;

bool an_plugin_load(const char *path, char *err, size_t errlen) {
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) {
        snprintf(err, errlen, "cannot load plugin %s: %s", path, dlerror());
        return false;
    }
    const MinivmTraceClassifier *c = dlsym(h, "minivm_trace_classifiers");
    if (!c) {
        snprintf(err, errlen, "plugin %s does not export minivm_trace_classifiers", path);
        return false;
    }
    for (; c->name; c++) {
        if (c->abi != MINIVM_TRACE_PLUGIN_ABI || !c->classify) {
            snprintf(err, errlen, "plugin %s: classifier %s has ABI %d (expected %d)", path, c->name, c->abi,
                     MINIVM_TRACE_PLUGIN_ABI);
            return false;
        }
        if (nclassifiers == MAX_CLASSIFIERS) {
            snprintf(err, errlen, "too many plugin classifiers (%d at most)", MAX_CLASSIFIERS);
            return false;
        }
        classifiers[nclassifiers++].c = c;
    }
    return true;
}

int an_plugin_find(const char *p, size_t len) {
    for (int i = 0; i < nclassifiers; i++)
        if (strlen(classifiers[i].c->name) == len && !strncmp(classifiers[i].c->name, p, len)) return i;
    return -1;
}

uint64_t an_plugin_classify(int plugin, Analysis *a, const HmObject *o) {
    MinivmTraceObject v = {
        .addr = o->addr, .size = o->size, .type = an_type_name(a, o->type), .site = an_site_name(a, o->site),
        .thread = an_thread_name(a, o->thread), .mode = an_mode_short(hm_mode(o)),
        .space = an_space_name(an_space_type(a, o->addr)), .age = o->age, .len = o->len,
    };
    const char *label = classifiers[plugin].c->classify(&v);
    if (!label) label = "(none)";
    Classifier *c = &classifiers[plugin];
    for (size_t i = c->n; i-- > 0;)
        if (!strcmp(c->labels[i], label)) return i;
    if (c->n == c->cap) {
        c->cap = c->cap ? 2 * c->cap : 16;
        c->labels = realloc(c->labels, c->cap * sizeof *c->labels);
        if (!c->labels) exit(2);
    }
    c->labels[c->n] = strdup(label);
    if (!c->labels[c->n]) exit(2);
    return c->n++;
}

const char *an_plugin_label(int plugin, uint64_t id) {
    return id < classifiers[plugin].n ? classifiers[plugin].labels[id] : "?";
}
