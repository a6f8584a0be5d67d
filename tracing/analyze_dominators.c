/* analyze_dominators.c: dominators and retained sizes (see analyze_dominators.h). */
#include "analyze_dominators.h"

#include <stdlib.h>
#include <string.h>

void hg_dominators_free(HgDominators *d) {
    free(d->idom);
    free(d->retained);
    free(d->order);
    free(d->kfirst);
    free(d->kid);
    free(d->tin);
    free(d->tout);
    free(d->depth);
    free(d->dpre);
    memset(d, 0, sizeof *d);
}

/* The successors of v in the graph with the super-root n. */
static void succ_range(const HeapGraph *g, uint32_t v, uint64_t *b, uint64_t *e) {
    if (v == g->n) {
        *b = 0;
        *e = g->nroots;
    } else {
        *b = g->first[v];
        *e = g->first[v + 1];
    }
}

static uint32_t succ_at(const HeapGraph *g, uint32_t v, uint64_t i) {
    return v == g->n ? g->roots[i].node : g->to[i];
}

/* Path compression of Lengauer-Tarjan's forest, without recursion. */
static void compress(uint32_t v, uint32_t *ancestor, uint32_t *label, const uint32_t *semi, uint32_t *stack) {
    size_t sp = 0;
    while (ancestor[ancestor[v]] != HG_NONE) {
        stack[sp++] = v;
        v = ancestor[v];
    }
    while (sp > 0) {
        uint32_t x = stack[--sp], a = ancestor[x];
        if (semi[label[a]] < semi[label[x]]) label[x] = label[a];
        ancestor[x] = ancestor[a];
    }
}

static uint32_t eval(uint32_t v, uint32_t *ancestor, uint32_t *label, const uint32_t *semi, uint32_t *stack) {
    if (ancestor[v] == HG_NONE) return v;
    compress(v, ancestor, label, semi, stack);
    return label[v];
}

bool hg_dominators(const HeapGraph *g, HgDominators *d) {
    memset(d, 0, sizeof *d);
    size_t n = g->n, N = n + 1;
    uint32_t root = (uint32_t)n;
    d->n = n;
    uint64_t *pfirst = NULL;
    uint32_t *pfrom = NULL;
    uint32_t *dfnum = calloc(N, sizeof *dfnum), *parent = malloc(N * sizeof *parent),
             *semi = malloc(N * sizeof *semi), *ancestor = malloc(N * sizeof *ancestor),
             *label = malloc(N * sizeof *label), *bhead = malloc(N * sizeof *bhead), *bnext = malloc(N * sizeof *bnext),
             *stack = malloc(N * sizeof *stack);
    uint64_t *cursor = malloc(N * sizeof *cursor);
    bool *rooted = calloc(N, sizeof *rooted);
    d->idom = malloc(N * sizeof *d->idom);
    d->retained = calloc(N, sizeof *d->retained);
    d->order = malloc(N * sizeof *d->order);
    bool ok = dfnum && parent && semi && ancestor && label && bhead && bnext && stack && cursor && rooted && d->idom &&
              d->retained && d->order && hg_predecessors(g, &pfirst, &pfrom);
    if (!ok) goto out;
    for (size_t i = 0; i < g->nroots; i++) rooted[g->roots[i].node] = true;
    for (size_t v = 0; v < N; v++) {
        d->idom[v] = HG_NONE;
        ancestor[v] = HG_NONE;
        bhead[v] = HG_NONE;
        label[v] = (uint32_t)v;
    }
    /* Depth-first preorder from the super-root (dfnum from 1). */
    size_t cnt = 0, sp = 0;
    dfnum[root] = (uint32_t)++cnt;
    d->order[0] = root;
    parent[root] = HG_NONE;
    stack[sp++] = root;
    succ_range(g, root, &cursor[root], &(uint64_t){0});
    while (sp > 0) {
        uint32_t v = stack[sp - 1];
        uint64_t b, e;
        succ_range(g, v, &b, &e);
        (void)b;
        if (cursor[v] == e) {
            sp--;
            continue;
        }
        uint32_t w = succ_at(g, v, cursor[v]++);
        if (dfnum[w]) continue;
        dfnum[w] = (uint32_t)++cnt;
        d->order[cnt - 1] = w;
        parent[w] = v;
        succ_range(g, w, &cursor[w], &e);
        stack[sp++] = w;
    }
    d->nreach = cnt;
    for (size_t v = 0; v < N; v++) semi[v] = dfnum[v];
    for (size_t i = cnt; i >= 2; i--) {
        uint32_t w = d->order[i - 1];
        /* the semidominator from the predecessors */
        for (uint64_t k = pfirst[w]; w != root && k < pfirst[w + 1]; k++) {
            uint32_t v = pfrom[k];
            if (!dfnum[v]) continue;
            uint32_t u = eval(v, ancestor, label, semi, stack);
            if (semi[u] < semi[w]) semi[w] = semi[u];
        }
        if (rooted[w] && semi[root] < semi[w]) semi[w] = semi[root];
        uint32_t s = d->order[semi[w] - 1];
        bnext[w] = bhead[s];
        bhead[s] = w;
        uint32_t p = parent[w];
        ancestor[w] = p;
        for (uint32_t v = bhead[p]; v != HG_NONE; v = bnext[v]) {
            uint32_t u = eval(v, ancestor, label, semi, stack);
            d->idom[v] = semi[u] < semi[v] ? u : p;
        }
        bhead[p] = HG_NONE;
    }
    for (size_t i = 2; i <= cnt; i++) {
        uint32_t w = d->order[i - 1];
        if (d->idom[w] != d->order[semi[w] - 1]) d->idom[w] = d->idom[d->idom[w]];
    }
    /* Retained sizes: children come after their dominator in preorder. */
    for (size_t i = cnt; i >= 2; i--) {
        uint32_t w = d->order[i - 1];
        d->retained[w] += g->obj[w].size;
        d->retained[d->idom[w]] += d->retained[w];
    }
    /* The tree: children lists, preorder intervals, depths. */
    d->kfirst = calloc(N + 1, sizeof *d->kfirst);
    d->kid = malloc(N * sizeof *d->kid);
    d->tin = malloc(N * sizeof *d->tin);
    d->tout = malloc(N * sizeof *d->tout);
    d->depth = malloc(N * sizeof *d->depth);
    d->dpre = malloc(N * sizeof *d->dpre);
    ok = d->kfirst && d->kid && d->tin && d->tout && d->depth && d->dpre;
    if (!ok) goto out;
    for (size_t i = 1; i < cnt; i++) d->kfirst[d->idom[d->order[i]] + 1]++;
    for (size_t v = 0; v < N; v++) d->kfirst[v + 1] += d->kfirst[v];
    memcpy(cursor, d->kfirst, N * sizeof *cursor);
    for (size_t i = 1; i < cnt; i++) d->kid[cursor[d->idom[d->order[i]]]++] = d->order[i];
    for (size_t v = 0; v < N; v++) d->tin[v] = d->tout[v] = d->depth[v] = HG_NONE;
    uint32_t t = 0;
    sp = 0;
    stack[sp++] = root;
    d->depth[root] = 0;
    cursor[root] = d->kfirst[root];
    d->tin[root] = t;
    d->dpre[t++] = root;
    while (sp > 0) {
        uint32_t v = stack[sp - 1];
        if (cursor[v] == d->kfirst[v + 1]) {
            d->tout[v] = t;
            sp--;
            continue;
        }
        uint32_t w = d->kid[cursor[v]++];
        d->depth[w] = d->depth[v] + 1;
        d->tin[w] = t;
        d->dpre[t++] = w;
        cursor[w] = d->kfirst[w];
        stack[sp++] = w;
    }
out:
    free(dfnum);
    free(parent);
    free(semi);
    free(ancestor);
    free(label);
    free(bhead);
    free(bnext);
    free(stack);
    free(cursor);
    free(rooted);
    free(pfirst);
    free(pfrom);
    if (!ok) hg_dominators_free(d);
    return ok;
}

bool hg_dominates(const HgDominators *d, uint32_t a, uint32_t b) {
    if (d->tin[a] == HG_NONE || d->tin[b] == HG_NONE) return false;
    return d->tin[a] <= d->tin[b] && d->tin[b] < d->tout[a];
}

static uint32_t lca(const HgDominators *d, uint32_t a, uint32_t b) {
    while (d->depth[a] > d->depth[b]) a = d->idom[a];
    while (d->depth[b] > d->depth[a]) b = d->idom[b];
    while (a != b) {
        a = d->idom[a];
        b = d->idom[b];
    }
    return a;
}

bool hg_group_retained(const HeapGraph *g, const HgDominators *d, const uint32_t *group, uint32_t ngroups,
                       uint64_t *bytes, uint64_t *objects) {
    size_t N = g->n + 1;
    uint32_t root = (uint32_t)g->n;
    uint64_t *pfirst = NULL;
    uint32_t *pfrom = NULL;
    uint32_t *lo = malloc((ngroups ? ngroups : 1) * sizeof *lo), *hi = malloc((ngroups ? ngroups : 1) * sizeof *hi);
    uint32_t *seen = calloc(N, sizeof *seen), *queue = malloc(N * sizeof *queue);
    bool *rooted = calloc(N, sizeof *rooted);
    bool ok = lo && hi && seen && queue && rooted && hg_predecessors(g, &pfirst, &pfrom);
    if (!ok) goto out;
    for (size_t i = 0; i < g->nroots; i++) rooted[g->roots[i].node] = true;
    /* Each group's reachable members with the lowest and highest tin. */
    for (uint32_t k = 0; k < ngroups; k++) {
        lo[k] = hi[k] = HG_NONE;
        bytes[k] = objects[k] = 0;
    }
    for (size_t v = 0; v < g->n; v++) {
        uint32_t k = group[v];
        if (k == HG_NONE || d->tin[v] == HG_NONE) continue;
        if (lo[k] == HG_NONE || d->tin[v] < d->tin[lo[k]]) lo[k] = (uint32_t)v;
        if (hi[k] == HG_NONE || d->tin[v] > d->tin[hi[k]]) hi[k] = (uint32_t)v;
    }
    for (uint32_t k = 0; k < ngroups; k++) {
        if (lo[k] == HG_NONE) continue;
        uint32_t top = lca(d, lo[k], hi[k]);
        uint32_t b = d->tin[top], e = d->tout[top];
        if (top != root && group[top] == k) {   /* everything under it dies */
            bytes[k] = d->retained[top];
            objects[k] = e - b;
            continue;
        }
        /* Survivors under top: reachable from top, or entered from outside its subtree,
         * without passing through the group. The rest of the subtree dies. */
        uint32_t epoch = k + 1;
        size_t qh = 0, qt = 0;
        seen[top] = epoch;
        queue[qt++] = top;
        for (uint32_t i = b + 1; i < e; i++) {
            uint32_t y = d->dpre[i];
            if (group[y] == k) continue;
            bool entered = top != root && rooted[y];
            for (uint64_t p = pfirst[y]; !entered && p < pfirst[y + 1]; p++) {
                uint32_t x = pfrom[p];
                entered = d->tin[x] != HG_NONE && (d->tin[x] < b || d->tin[x] >= e);
            }
            if (entered && seen[y] != epoch) {
                seen[y] = epoch;
                queue[qt++] = y;
            }
        }
        uint64_t alive_bytes = 0, alive = 0;
        while (qh < qt) {
            uint32_t v = queue[qh++];
            if (v != root) {
                alive_bytes += g->obj[v].size;
                alive++;
            }
            uint64_t sb, se;
            succ_range(g, v, &sb, &se);
            for (uint64_t j = sb; j < se; j++) {
                uint32_t w = succ_at(g, v, j);
                if (seen[w] == epoch || group[w] == k || d->tin[w] < b || d->tin[w] >= e) continue;
                seen[w] = epoch;
                queue[qt++] = w;
            }
        }
        uint64_t sub_bytes = top == root ? d->retained[root] : d->retained[top];
        uint64_t sub_objects = e - b - (top == root);
        bytes[k] = sub_bytes - alive_bytes;
        objects[k] = sub_objects - alive;
    }
out:
    free(lo);
    free(hi);
    free(seen);
    free(queue);
    free(rooted);
    free(pfirst);
    free(pfrom);
    return ok;
}
