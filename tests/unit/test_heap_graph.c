/* test_heap_graph.c: the object graph, dominators, retained sizes (of objects and of groups)
 * and root paths, against brute force on random graphs and on hand-made ones. */
#include <stdlib.h>

#include "../../tracing/analyze_dominators.h"
#include "../../tracing/analyze_paths.h"
#include "unit.h"

/* A synthetic heap: objects at 0x1000 + 64 * i, references by address. */
typedef struct Synth {
    size_t n;
    uint64_t **refs;
    uint32_t *nrefs;
    uint64_t *roots;
    size_t nroots;
} Synth;

static const uint64_t *synth_pointers(void *ctx, uint64_t addr, uint32_t *n) {
    Synth *s = ctx;
    size_t i = (addr - 0x1000) / 64;
    *n = s->nrefs[i];
    return s->refs[i];
}

static void synth_root(void *ctx, size_t i, uint64_t *addr, uint32_t *kind, uint32_t *info) {
    Synth *s = ctx;
    *addr = s->roots[i];
    *kind = (uint32_t)(i % 8);
    *info = 7;
}

static uint64_t rng = 88172645463325252u;
static uint64_t next(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static HmObject *synth_objects(size_t n) {
    HmObject *o = calloc(n ? n : 1, sizeof *o);
    for (size_t i = 0; i < n; i++) {
        o[i].addr = 0x1000 + 64 * i;
        o[i].size = 8 + 8 * (next() % 7);
        o[i].type = (uint32_t)(next() % 5);
    }
    return o;
}

static void synth_free(Synth *s) {
    for (size_t i = 0; i < s->n; i++) free(s->refs[i]);
    free(s->refs);
    free(s->nrefs);
    free(s->roots);
}

/* Reachable nodes avoiding removed[] (NULL: none), by brute force. */
static void reach(const Synth *s, const bool *removed, bool *seen) {
    memset(seen, 0, s->n);
    uint32_t *stack = malloc((s->n + 1) * sizeof *stack * 4 + 64);
    size_t sp = 0;
    for (size_t r = 0; r < s->nroots; r++) {
        if (!s->roots[r]) continue;
        size_t v = (s->roots[r] - 0x1000) / 64;
        if ((removed && removed[v]) || seen[v]) continue;
        seen[v] = true;
        stack[sp++] = (uint32_t)v;
    }
    while (sp) {
        size_t v = stack[--sp];
        for (uint32_t j = 0; j < s->nrefs[v]; j++) {
            uint64_t a = s->refs[v][j];
            if (!a || a >= 0x1000 + 64 * s->n) continue;
            size_t w = (a - 0x1000) / 64;
            if ((removed && removed[w]) || seen[w]) continue;
            seen[w] = true;
            stack[sp++] = (uint32_t)w;
        }
    }
    free(stack);
}

static bool want_group(void *ctx, uint32_t v) { return ((const uint32_t *)ctx)[v] == 0; }

static void random_graph(size_t n, size_t avg_refs, size_t nroots) {
    Synth s = {n, calloc(n, sizeof(uint64_t *)), calloc(n, sizeof(uint32_t)), calloc(nroots, sizeof(uint64_t)), nroots};
    for (size_t i = 0; i < n; i++) {
        uint32_t k = (uint32_t)(next() % (2 * avg_refs + 1));
        s.nrefs[i] = k;
        s.refs[i] = calloc(k ? k : 1, sizeof(uint64_t));
        for (uint32_t j = 0; j < k; j++) {
            uint64_t r = next() % 10;
            if (r == 0) s.refs[i][j] = 0;                                  /* null */
            else if (r == 1) s.refs[i][j] = 0x1000 + 64 * n + 64 * (next() % 4);   /* dangling */
            else s.refs[i][j] = 0x1000 + 64 * (next() % n);
        }
    }
    for (size_t r = 0; r < nroots; r++) s.roots[r] = 0x1000 + 64 * (next() % n);
    HmObject *objs = synth_objects(n);
    HeapGraph g;
    char err[200];
    HgSource src = {&s, synth_pointers, nroots, synth_root};
    if (!CHECK(hg_build(&g, objs, n, &src, err, sizeof err))) return;
    CHECK_EQ_INT(g.n, n);
    HgDominators d;
    if (!CHECK(hg_dominators(&g, &d))) return;

    bool *all = malloc(n), *without = malloc(n), *removed = calloc(n, 1);
    reach(&s, NULL, all);
    uint64_t total = 0;
    size_t nreach = 0;
    for (size_t v = 0; v < n; v++)
        if (all[v]) total += objs[v].size, nreach++;
    CHECK_EQ_INT(d.retained[n], total);
    CHECK_EQ_INT(d.nreach, nreach + 1);
    int bad_ret = 0, bad_idom = 0, bad_dom = 0;
    for (size_t v = 0; v < n; v++) {
        if (!all[v]) {
            bad_idom += d.idom[v] != HG_NONE;
            continue;
        }
        removed[v] = true;
        reach(&s, removed, without);
        removed[v] = false;
        uint64_t dead = 0;
        for (size_t w = 0; w < n; w++)
            if (all[w] && !without[w]) {
                dead += objs[w].size;
                bad_dom += !hg_dominates(&d, (uint32_t)v, (uint32_t)w);
            } else if (all[w]) {
                bad_dom += hg_dominates(&d, (uint32_t)v, (uint32_t)w);
            }
        bad_ret += dead != d.retained[v];
        /* the immediate dominator dominates v, and v's other dominators dominate it */
        uint32_t id = d.idom[v];
        if (id != n) {
            removed[id] = true;
            reach(&s, removed, without);
            removed[id] = false;
            bad_idom += without[v];
        }
    }
    CHECK_EQ_INT(bad_ret, 0);
    CHECK_EQ_INT(bad_idom, 0);
    CHECK_EQ_INT(bad_dom, 0);

    /* groups: by type, and a few random sets */
    for (int round = 0; round < 2; round++) {
        uint32_t ng = round == 0 ? 5 : 3;
        uint32_t *group = malloc(n * sizeof *group);
        for (size_t v = 0; v < n; v++)
            group[v] = round == 0 ? objs[v].type : (next() % 4 == 0 ? (uint32_t)(next() % ng) : HG_NONE);
        uint64_t bytes[5], objects[5];
        CHECK(hg_group_retained(&g, &d, group, ng, bytes, objects));
        for (uint32_t k = 0; k < ng; k++) {
            for (size_t v = 0; v < n; v++) removed[v] = group[v] == k;
            reach(&s, removed, without);
            uint64_t db = 0, dn = 0;
            for (size_t w = 0; w < n; w++)
                if (all[w] && !without[w]) db += objs[w].size, dn++;
            CHECK_EQ_INT(bytes[k], db);
            CHECK_EQ_INT(objects[k], dn);
        }
        /* the path to group 0: valid edges, from a root, as short as brute-force BFS says */
        HgPath p;
        CHECK(hg_shortest_path(&g, want_group, group, &p));
        bool any = false;
        for (size_t v = 0; v < n; v++) any |= all[v] && group[v] == 0;
        CHECK_EQ_INT(p.len > 0, any);
        if (p.len) {
            CHECK_EQ_INT(group[p.node[p.len - 1]], 0);
            CHECK_EQ_INT(g.roots[p.root].node, p.node[0]);
            for (size_t k = 1; k < p.len; k++) {
                size_t a = p.node[k - 1];
                CHECK_EQ_INT(s.refs[a][p.slot[k]], objs[p.node[k]].addr);
            }
            /* BFS levels by brute force */
            uint32_t *dist = malloc(n * sizeof *dist);
            for (size_t v = 0; v < n; v++) dist[v] = UINT32_MAX;
            for (size_t r = 0; r < nroots; r++) dist[(s.roots[r] - 0x1000) / 64] = 1;
            for (bool changed = true; changed;) {
                changed = false;
                for (size_t v = 0; v < n; v++)
                    for (uint32_t j = 0; dist[v] != UINT32_MAX && j < s.nrefs[v]; j++) {
                        uint64_t a = s.refs[v][j];
                        if (!a || a >= 0x1000 + 64 * n) continue;
                        size_t w = (a - 0x1000) / 64;
                        if (dist[w] > dist[v] + 1) dist[w] = dist[v] + 1, changed = true;
                    }
            }
            uint32_t best = UINT32_MAX;
            for (size_t v = 0; v < n; v++)
                if (group[v] == 0 && dist[v] < best) best = dist[v];
            CHECK_EQ_INT(p.len, best);
            free(dist);
        }
        hg_path_free(&p);
        free(group);
    }
    free(all);
    free(without);
    free(removed);
    hg_dominators_free(&d);
    hg_free(&g);
    free(objs);
    synth_free(&s);
}

/* One holder retains a chain and a shared pair; a second root shares one of them. */
static void hand_made(void) {
    /* 0 holder -> 1 array -> 2,3,4 ; 4 -> 5 ; root2 = 6 -> 3 ; 7 unreachable */
    static uint64_t r0[] = {0x1040}, r1[] = {0x1080, 0x10c0, 0, 0x1100}, r4[] = {0x1140}, r6[] = {0x10c0};
    uint64_t *refs[8] = {r0, r1, NULL, NULL, r4, NULL, r6, NULL};
    uint32_t nrefs[8] = {1, 4, 0, 0, 1, 0, 1, 0};
    uint64_t roots[2] = {0x1000, 0x1180};
    Synth s = {8, refs, nrefs, roots, 2};
    HmObject objs[8];
    memset(objs, 0, sizeof objs);
    for (int i = 0; i < 8; i++) objs[i] = (HmObject){.addr = 0x1000 + 64 * (uint64_t)i, .size = 16 * (uint64_t)(i + 1)};
    HeapGraph g;
    char err[100];
    HgSource src = {&s, synth_pointers, 2, synth_root};
    CHECK(hg_build(&g, objs, 8, &src, err, sizeof err));
    CHECK_EQ_INT(g.nedges, 6);
    CHECK_EQ_INT(g.slot[g.first[1] + 2], 3);   /* the null is skipped, the slot kept */
    HgDominators d;
    CHECK(hg_dominators(&g, &d));
    CHECK_EQ_INT(d.idom[3], 8);                 /* shared by two roots: only the super-root */
    CHECK_EQ_INT(d.idom[5], 4);
    CHECK_EQ_INT(d.idom[7], HG_NONE);
    CHECK_EQ_INT(d.retained[0], 16 + 32 + 48 + 80 + 96);
    CHECK_EQ_INT(d.retained[1], 32 + 48 + 80 + 96);
    CHECK_EQ_INT(d.retained[8], 16 + 32 + 48 + 64 + 80 + 96 + 112);
    uint32_t group[8] = {HG_NONE, HG_NONE, HG_NONE, 0, HG_NONE, HG_NONE, 0, HG_NONE};
    uint64_t bytes, objects;
    CHECK(hg_group_retained(&g, &d, group, 1, &bytes, &objects));
    CHECK_EQ_INT(bytes, 64 + 112);              /* the group's own objects die */
    CHECK_EQ_INT(objects, 2);
    uint32_t group2[8] = {HG_NONE, 0, HG_NONE, HG_NONE, HG_NONE, HG_NONE, 0, HG_NONE};
    CHECK(hg_group_retained(&g, &d, group2, 1, &bytes, &objects));
    CHECK_EQ_INT(bytes, 32 + 48 + 64 + 80 + 96 + 112);   /* 3 dies only when both holders do */
    HgPath p;
    uint32_t want5[8] = {1, 1, 1, 1, 1, 0, 1, 1};
    CHECK(hg_shortest_path(&g, want_group, want5, &p));
    CHECK_EQ_INT(p.len, 4);
    CHECK_EQ_INT(p.node[0], 0);
    CHECK_EQ_INT(p.slot[2], 3);
    CHECK_EQ_INT(g.roots[p.root].kind, 0);
    hg_path_free(&p);
    CHECK_EQ_INT(hg_find(&g, 0x1140), 5);
    CHECK_EQ_INT(hg_find(&g, 0x1144), HG_NONE);
    hg_dominators_free(&d);
    hg_free(&g);
}

/* A long chain: no recursion limit, retained sizes add up along it. */
static void long_chain(void) {
    size_t n = 200000;
    Synth s = {n, calloc(n, sizeof(uint64_t *)), calloc(n, sizeof(uint32_t)), calloc(1, sizeof(uint64_t)), 1};
    for (size_t i = 0; i + 1 < n; i++) {
        s.refs[i] = malloc(sizeof(uint64_t));
        s.refs[i][0] = 0x1000 + 64 * (i + 1);
        s.nrefs[i] = 1;
    }
    s.roots[0] = 0x1000;
    HmObject *objs = calloc(n, sizeof *objs);
    for (size_t i = 0; i < n; i++) objs[i] = (HmObject){.addr = 0x1000 + 64 * i, .size = 24};
    HeapGraph g;
    char err[100];
    HgSource src = {&s, synth_pointers, 1, synth_root};
    CHECK(hg_build(&g, objs, n, &src, err, sizeof err));
    HgDominators d;
    CHECK(hg_dominators(&g, &d));
    CHECK_EQ_INT(d.retained[0], 24 * (uint64_t)n);
    CHECK_EQ_INT(d.retained[n / 2], 24 * (uint64_t)(n - n / 2));
    CHECK_EQ_INT(d.depth[n - 1], n);
    hg_dominators_free(&d);
    hg_free(&g);
    free(objs);
    synth_free(&s);
}

int main(void) {
    hand_made();
    long_chain();
    for (int i = 0; i < 30; i++) random_graph(5 + next() % 60, 1 + i % 3, 1 + next() % 4);
    random_graph(300, 2, 6);
    return unit_summary("test_heap_graph");
}
