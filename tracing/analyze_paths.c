/* analyze_paths.c: GC-root paths (see analyze_paths.h). */
#include "analyze_paths.h"

#include "heap_pointers.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

void hg_path_free(HgPath *p) {
    free(p->node);
    free(p->slot);
    memset(p, 0, sizeof *p);
}

bool hg_shortest_path(const HeapGraph *g, bool (*want)(void *ctx, uint32_t v), void *ctx, HgPath *p) {
    memset(p, 0, sizeof *p);
    size_t n = g->n;
    uint32_t *parent = malloc((n ? n : 1) * sizeof *parent), *pslot = malloc((n ? n : 1) * sizeof *pslot),
             *queue = malloc((n ? n : 1) * sizeof *queue);
    uint32_t *via = malloc((n ? n : 1) * sizeof *via);   /* the root index of a root's object */
    bool ok = parent && pslot && queue && via;
    if (!ok) goto out;
    for (size_t v = 0; v < n; v++) parent[v] = HG_NONE;
    size_t qh = 0, qt = 0;
    uint32_t found = HG_NONE;
    for (size_t i = 0; i < g->nroots && found == HG_NONE; i++) {
        uint32_t v = g->roots[i].node;
        if (parent[v] != HG_NONE) continue;
        parent[v] = v;
        via[v] = (uint32_t)i;
        queue[qt++] = v;
        if (want(ctx, v)) found = v;
    }
    while (qh < qt && found == HG_NONE) {
        uint32_t v = queue[qh++];
        for (uint64_t e = g->first[v]; e < g->first[v + 1]; e++) {
            uint32_t w = g->to[e];
            if (parent[w] != HG_NONE) continue;
            parent[w] = v;
            pslot[w] = g->slot[e];
            queue[qt++] = w;
            if (want(ctx, w)) {
                found = w;
                break;
            }
        }
    }
    if (found == HG_NONE) goto out;
    size_t len = 1;
    for (uint32_t v = found; parent[v] != v; v = parent[v]) len++;
    p->node = malloc(len * sizeof *p->node);
    p->slot = calloc(len, sizeof *p->slot);
    if (!p->node || !p->slot) {
        ok = false;
        hg_path_free(p);
        goto out;
    }
    p->len = len;
    uint32_t v = found;
    for (size_t k = len; k-- > 0; v = parent[v]) {
        p->node[k] = v;
        if (k) p->slot[k] = pslot[v];
    }
    p->root = via[p->node[0]];
out:
    free(parent);
    free(pslot);
    free(queue);
    free(via);
    return ok;
}

void an_root_text(Analysis *a, const HgRoot *r, char *buf, size_t n) {
    const char *kind = hp_root_kind_name(r->kind);
    switch (r->kind) {
    case HP_ROOT_STACK:
    case HP_ROOT_JNI_LOCAL:
    case HP_ROOT_THREAD:
        snprintf(buf, n, "%s of thread %u (%s)", kind, r->info, an_thread_name(a, r->info));
        break;
    case HP_ROOT_STATIC:
        snprintf(buf, n, "static field of %s", an_type_name(a, r->info));
        break;
    case HP_ROOT_CLASS_MIRROR:
        snprintf(buf, n, "class mirror of %s", an_type_name(a, r->info));
        break;
    default: snprintf(buf, n, "%s", kind); break;
    }
}

void an_print_path(FILE *f, Analysis *a, const HeapGraph *g, const HgPath *p, const char *indent) {
    char buf[1400];
    if (!p->len) {
        fprintf(f, "%sno path from a GC root\n", indent);
        return;
    }
    an_root_text(a, &g->roots[p->root], buf, sizeof buf);
    fprintf(f, "%sroot: %s\n", indent, buf);
    for (size_t k = 0; k < p->len; k++) {
        const HmObject *o = &g->obj[p->node[k]];
        fprintf(f, "%s  ", indent);
        if (k) fprintf(f, "-> ref %u -> ", p->slot[k]);
        fprintf(f, "%s @0x%" PRIx64 " (%" PRIu64 " bytes, allocated at %s)\n", an_type_name(a, o->type), o->addr,
                o->size, an_site_name(a, o->site));
    }
}
