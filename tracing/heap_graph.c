/* heap_graph.c: the object graph at a GC (see heap_graph.h). */
#include "heap_graph.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap_pointers.h"

static uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDu;
    x ^= x >> 33;
    return x;
}

uint32_t hg_find(const HeapGraph *g, uint64_t addr) {
    if (!g->hkey) return HG_NONE;
    for (size_t s = mix(addr) & g->hmask;; s = (s + 1) & g->hmask) {
        if (g->hval[s] == HG_NONE) return HG_NONE;
        if (g->hkey[s] == addr) return g->hval[s];
    }
}

void hg_free(HeapGraph *g) {
    free(g->obj);
    free(g->first);
    free(g->to);
    free(g->slot);
    free(g->roots);
    free(g->hkey);
    free(g->hval);
    memset(g, 0, sizeof *g);
}

static bool oom(HeapGraph *g, char *err, size_t errlen) {
    hg_free(g);
    snprintf(err, errlen, "out of memory building the object graph");
    return false;
}

bool hg_build(HeapGraph *g, const HmObject *objs, size_t n, const HgSource *src, char *err, size_t errlen) {
    memset(g, 0, sizeof *g);
    if (n >= HG_NONE - 1) {
        snprintf(err, errlen, "too many objects for the object graph (%zu)", n);
        return false;
    }
    g->n = n;
    size_t cap = 16;
    while (cap < 2 * n) cap *= 2;
    g->hmask = cap - 1;
    g->obj = malloc((n ? n : 1) * sizeof *g->obj);
    g->first = calloc(n + 1, sizeof *g->first);
    g->hkey = malloc(cap * sizeof *g->hkey);
    g->hval = malloc(cap * sizeof *g->hval);
    if (!g->obj || !g->first || !g->hkey || !g->hval) return oom(g, err, errlen);
    if (n) memcpy(g->obj, objs, n * sizeof *objs);
    memset(g->hval, 0xFF, cap * sizeof *g->hval);
    for (size_t i = 0; i < n; i++) {
        size_t s = mix(objs[i].addr) & g->hmask;
        while (g->hval[s] != HG_NONE) s = (s + 1) & g->hmask;
        g->hkey[s] = objs[i].addr;
        g->hval[s] = (uint32_t)i;
    }
    /* Count, then fill the edges. */
    for (int pass = 0; pass < 2; pass++) {
        uint64_t e = 0;
        for (size_t i = 0; i < n; i++) {
            if (pass == 0) g->first[i] = e;
            if (objs[i].flags & HM_FILLER) continue;
            uint32_t k = 0;
            const uint64_t *p = src->pointers(src->ctx, objs[i].addr, &k);
            for (uint32_t j = 0; p && j < k; j++) {
                if (!p[j]) continue;
                uint32_t t = hg_find(g, p[j]);
                if (t == HG_NONE) {
                    if (pass == 0) g->dangling++;
                    continue;
                }
                if (pass == 1) {
                    g->to[e] = t;
                    g->slot[e] = j;
                }
                e++;
            }
        }
        if (pass == 0) {
            g->first[n] = e;
            g->nedges = e;
            g->to = malloc((e ? e : 1) * sizeof *g->to);
            g->slot = malloc((e ? e : 1) * sizeof *g->slot);
            if (!g->to || !g->slot) return oom(g, err, errlen);
        }
    }
    g->roots = malloc((src->nroots ? src->nroots : 1) * sizeof *g->roots);
    if (!g->roots) return oom(g, err, errlen);
    for (size_t i = 0; i < src->nroots; i++) {
        uint64_t addr = 0;
        uint32_t kind = 0, info = 0;
        src->root(src->ctx, i, &addr, &kind, &info);
        uint32_t t = addr ? hg_find(g, addr) : HG_NONE;
        if (t == HG_NONE) {
            g->dangling++;
            continue;
        }
        g->roots[g->nroots++] = (HgRoot){t, kind, info};
    }
    return true;
}

/* ---- the model's pointers ---- */

static const uint64_t *model_pointers(void *ctx, uint64_t addr, uint32_t *n) {
    return hm_pointers_of(ctx, addr, n);
}

static void model_root(void *ctx, size_t i, uint64_t *addr, uint32_t *kind, uint32_t *info) {
    size_t n;
    const HpRoot *r = hm_roots(ctx, &n);
    *addr = r[i].addr;
    *kind = r[i].kind;
    *info = r[i].info;
}

bool hg_build_model(HeapGraph *g, HeapModel *h, char *err, size_t errlen) {
    memset(g, 0, sizeof *g);
    if (!hm_pointers_known(h)) {
        snprintf(err, errlen, "the trace has no pointers (record it with minivm -Xtrace:pointers)");
        return false;
    }
    size_t n, nroots;
    HmObject *o = hm_snapshot(h, &n);
    if (n && !o) {
        snprintf(err, errlen, "out of memory building the object graph");
        return false;
    }
    hm_roots(h, &nroots);
    HgSource src = {h, model_pointers, nroots, model_root};
    bool ok = hg_build(g, o, n, &src, err, errlen);
    free(o);
    return ok;
}

bool hg_predecessors(const HeapGraph *g, uint64_t **first, uint32_t **from) {
    uint64_t *f = calloc(g->n + 2, sizeof *f);
    uint32_t *p = malloc((g->nedges ? g->nedges : 1) * sizeof *p);
    if (!f || !p) {
        free(f);
        free(p);
        return false;
    }
    for (uint64_t e = 0; e < g->nedges; e++) f[g->to[e] + 2]++;
    for (size_t i = 2; i < g->n + 2; i++) f[i] += f[i - 1];
    for (size_t i = 0; i < g->n; i++)
        for (uint64_t e = g->first[i]; e < g->first[i + 1]; e++) p[f[g->to[e] + 1]++] = (uint32_t)i;
    *first = f;
    *from = p;
    return true;
}
