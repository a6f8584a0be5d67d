/* analyze_refkeys.c: the pointed-from and points-to classifiers (see analyze_refkeys.h). */
#include "analyze_refkeys.h"

#include <stdlib.h>
#include <string.h>

#include "heap_graph.h"
#include "heap_pointers.h"

#define ROOT_BIT 0x80000000u

/* An interned set: which key, its sorted elements (type or site ids; ROOT_BIT | root kind). */
typedef struct RefSet {
    int which;
    uint32_t n;
    uint32_t *v;
} RefSet;

static struct {
    const Analysis *a;
    uint64_t gcs;
    bool built, known;
    HeapGraph g;
    uint64_t *pfirst;
    uint32_t *pfrom;
    uint8_t *rootkinds;           /* per node: a bit per root kind that references it */
    uint32_t *cache[3];           /* per node: the set id + 1, 0 not yet computed */
    RefSet *sets;                 /* id 0: unknown */
    size_t nsets, csets;
    uint32_t *slots;              /* open addressing: set id, 0 empty */
    size_t nslots;
    uint32_t *buf;
    size_t cbuf;
} rk;

static void *grow(void *p, size_t n) {
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fprintf(stderr, "minivm-trace: out of memory\n");
        exit(2);
    }
    return q;
}

static void drop_graph(void) {
    hg_free(&rk.g);
    free(rk.pfirst);
    free(rk.pfrom);
    free(rk.rootkinds);
    for (int k = 0; k < 3; k++) free(rk.cache[k]);
    rk.pfirst = NULL;
    rk.pfrom = NULL;
    rk.rootkinds = NULL;
    memset(rk.cache, 0, sizeof rk.cache);
    rk.built = false;
}

static void release(void) {
    drop_graph();
    for (size_t i = 0; i < rk.nsets; i++) free(rk.sets[i].v);
    free(rk.sets);
    free(rk.slots);
    free(rk.buf);
}

static uint64_t hash_set(int which, const uint32_t *v, uint32_t n) {
    uint64_t h = 0x9E3779B97F4A7C15u * (uint64_t)(which + 1);
    for (uint32_t i = 0; i < n; i++) {
        h ^= v[i] + 0x9E3779B97F4A7C15u + (h << 6) + (h >> 2);
        h *= 0xFF51AFD7ED558CCDu;
    }
    return h ^ (h >> 31);
}

static uint32_t intern(int which, const uint32_t *v, uint32_t n) {
    if (2 * (rk.nsets + 1) > rk.nslots) {
        size_t ns = rk.nslots ? 2 * rk.nslots : 256;
        free(rk.slots);
        rk.slots = grow(NULL, ns * sizeof *rk.slots);
        memset(rk.slots, 0, ns * sizeof *rk.slots);
        rk.nslots = ns;
        for (size_t i = 1; i < rk.nsets; i++) {
            size_t s = hash_set(rk.sets[i].which, rk.sets[i].v, rk.sets[i].n) & (ns - 1);
            while (rk.slots[s]) s = (s + 1) & (ns - 1);
            rk.slots[s] = (uint32_t)i;
        }
    }
    size_t s = hash_set(which, v, n) & (rk.nslots - 1);
    for (; rk.slots[s]; s = (s + 1) & (rk.nslots - 1)) {
        const RefSet *r = &rk.sets[rk.slots[s]];
        if (r->which == which && r->n == n && (n == 0 || !memcmp(r->v, v, n * sizeof *v))) return rk.slots[s];
    }
    if (rk.nsets == rk.csets) {
        rk.csets = rk.csets ? 2 * rk.csets : 64;
        rk.sets = grow(rk.sets, rk.csets * sizeof *rk.sets);
    }
    RefSet *r = &rk.sets[rk.nsets];
    r->which = which;
    r->n = n;
    r->v = grow(NULL, n * sizeof *v);
    if (n) memcpy(r->v, v, n * sizeof *v);
    rk.slots[s] = (uint32_t)rk.nsets;
    return (uint32_t)rk.nsets++;
}

/* The graph of the heap after the last GC, built at the first request after it; false during
 * a GC (dying objects are classified then). */
static bool prepare(Analysis *a) {
    HeapModel *h = &a->r->heap;
    if (!rk.nsets) {
        rk.nsets = 1;   /* id 0: unknown */
        rk.csets = 64;
        rk.sets = grow(NULL, rk.csets * sizeof *rk.sets);
        memset(rk.sets, 0, sizeof *rk.sets);
        atexit(release);
    }
    if (h->in_gc) return false;
    if (rk.built && rk.a == a && rk.gcs == h->gcs) return rk.known;
    drop_graph();
    rk.built = true;
    rk.a = a;
    rk.gcs = h->gcs;
    char err[256];
    rk.known = hm_pointers_known(h) && hg_build_model(&rk.g, h, err, sizeof err) &&
               hg_predecessors(&rk.g, &rk.pfirst, &rk.pfrom);
    if (!rk.known) return false;
    size_t n = rk.g.n;
    rk.rootkinds = grow(NULL, n);
    memset(rk.rootkinds, 0, n);
    for (size_t i = 0; i < rk.g.nroots; i++)
        if (rk.g.roots[i].kind < 8) rk.rootkinds[rk.g.roots[i].node] |= (uint8_t)(1u << rk.g.roots[i].kind);
    for (int k = 0; k < 3; k++) {
        rk.cache[k] = grow(NULL, n * sizeof(uint32_t));
        memset(rk.cache[k], 0, n * sizeof(uint32_t));
    }
    return true;
}

static void push(size_t *m, uint32_t v) {
    if (*m == rk.cbuf) {
        rk.cbuf = rk.cbuf ? 2 * rk.cbuf : 64;
        rk.buf = grow(rk.buf, rk.cbuf * sizeof *rk.buf);
    }
    rk.buf[(*m)++] = v;
}

static int by_u32(const void *x, const void *y) {
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return (a > b) - (a < b);
}

uint64_t an_ref_key(Analysis *a, const HmObject *o, int which) {
    if (!prepare(a)) return 0;
    uint32_t v = hg_find(&rk.g, o->addr);
    if (v == HG_NONE || rk.g.obj[v].size != o->size || rk.g.obj[v].type != o->type) return 0;
    if (rk.cache[which][v]) return rk.cache[which][v] - 1;
    size_t m = 0;
    if (which == AN_REF_POINTS_TO) {
        for (uint64_t e = rk.g.first[v]; e < rk.g.first[v + 1]; e++) push(&m, rk.g.obj[rk.g.to[e]].type);
    } else {
        for (uint64_t e = rk.pfirst[v]; e < rk.pfirst[v + 1]; e++) {
            const HmObject *from = &rk.g.obj[rk.pfrom[e]];
            push(&m, which == AN_REF_POINTED_FROM ? from->type : an_site_key(a, from->site, false));
        }
        for (uint32_t k = 0; k < 8; k++)
            if (rk.rootkinds[v] & (1u << k)) push(&m, ROOT_BIT | k);
    }
    if (m) qsort(rk.buf, m, sizeof *rk.buf, by_u32);
    size_t u = 0;
    for (size_t i = 0; i < m; i++)
        if (!u || rk.buf[u - 1] != rk.buf[i]) rk.buf[u++] = rk.buf[i];
    uint32_t id = intern(which, rk.buf, (uint32_t)u);
    rk.cache[which][v] = id + 1;
    return id;
}

bool an_ref_key_any(Analysis *a, uint64_t v, bool (*test)(const void *ctx, const char *name), const void *ctx) {
    if (v == 0 || v >= rk.nsets) return false;
    const RefSet *r = &rk.sets[v];
    char root[64];
    for (uint32_t i = 0; i < r->n; i++) {
        uint32_t x = r->v[i];
        const char *name;
        if (x & ROOT_BIT) {
            snprintf(root, sizeof root, "root %s", hp_root_kind_name(x & ~ROOT_BIT));
            name = root;
        } else {
            name = r->which == AN_REF_POINTED_FROM_SITE ? an_site_name(a, x) : an_type_name(a, x);
        }
        if (test(ctx, name)) return true;
    }
    return false;
}

static int by_text(const void *x, const void *y) { return strcmp(*(char *const *)x, *(char *const *)y); }

void an_ref_key_label(Analysis *a, uint64_t v, char *buf, size_t n) {
    if (v == 0 || v >= rk.nsets) {
        snprintf(buf, n, "(unknown: no pointers)");
        return;
    }
    const RefSet *r = &rk.sets[v];
    if (!r->n) {
        snprintf(buf, n, "%s", r->which == AN_REF_POINTS_TO ? "(nothing)" : "(no referrer)");
        return;
    }
    /* names sorted, roots last */
    char **names = grow(NULL, r->n * sizeof *names);
    char rootbuf[8][64];
    size_t nn = 0, nr = 0;
    for (uint32_t i = 0; i < r->n; i++) {
        uint32_t x = r->v[i];
        if (x & ROOT_BIT) {
            snprintf(rootbuf[nr], sizeof rootbuf[0], "root %s", hp_root_kind_name(x & ~ROOT_BIT));
            nr++;
        } else {
            names[nn++] = (char *)(r->which == AN_REF_POINTED_FROM_SITE ? an_site_name(a, x) : an_type_name(a, x));
        }
    }
    qsort(names, nn, sizeof *names, by_text);
    size_t len = 0;
    buf[0] = 0;
    for (size_t i = 0; i < nn + nr && len < n; i++) {
        const char *s = i < nn ? names[i] : rootbuf[i - nn];
        int k = snprintf(buf + len, n - len, "%s%s", i ? ", " : "", s);
        if (k < 0) break;
        len += (size_t)k;
    }
    free(names);
}
