/* verify_pointers.c: the VM's dumped pointers against the rebuilt ones (verify_pointers.h). */
#include "verify_pointers.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "heap_pointers.h"

static void *grow(void *p, size_t *cap, size_t need, size_t size) {
    if (need <= *cap) return p;
    size_t c = *cap ? *cap : 1024;
    while (c < need) c *= 2;
    void *q = realloc(p, c * size);
    if (!q) {
        fprintf(stderr, "minivm-trace: out of memory\n");
        exit(2);
    }
    *cap = c;
    return q;
}

void vp_reset(VpDump *d) {
    d->seen = false;
    d->nobjs = d->npool = d->nroots = 0;
}

void vp_free(VpDump *d) {
    free(d->objs);
    free(d->pool);
    free(d->roots);
    memset(d, 0, sizeof *d);
}

void vp_add_ptrs(VpDump *d, uint64_t addr, const TraceEv_DUMP_PTRS *e, uint32_t align) {
    uint64_t slots[TRACE_PTRS_MAX];
    unsigned n = trace_ptrs_decode(&e->ptrs, 0, addr, align, slots, TRACE_PTRS_MAX);
    d->seen = true;
    if (!d->nobjs || d->objs[d->nobjs - 1].addr != addr) {
        d->objs = grow(d->objs, &d->cobjs, d->nobjs + 1, sizeof *d->objs);
        d->objs[d->nobjs++] = (VpObj){addr, d->npool, 0};
    }
    d->pool = grow(d->pool, &d->cpool, d->npool + n, sizeof *d->pool);
    for (unsigned i = 0; i < n; i++)
        if (slots[i]) {
            d->pool[d->npool++] = slots[i];
            d->objs[d->nobjs - 1].n++;
        }
}

void vp_add_roots(VpDump *d, const TraceEv_DUMP_ROOTS *e, uint32_t align) {
    uint64_t slots[TRACE_PTRS_MAX];
    unsigned n = trace_ptrs_decode(&e->ptrs, 0, 0, align, slots, TRACE_PTRS_MAX);
    d->seen = true;
    d->roots = grow(d->roots, &d->croots, d->nroots + n, sizeof *d->roots);
    for (unsigned i = 0; i < n; i++) d->roots[d->nroots++] = slots[i];
}

static int by_addr(const void *a, const void *b) {
    uint64_t x = ((const VpObj *)a)->addr, y = ((const VpObj *)b)->addr;
    return x < y ? -1 : x > y;
}

static int by_u64(const void *a, const void *b) {
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

/* "java/util/HashMap 0x..." for the object at addr of the rebuilt heap. */
static void describe(HeapModel *h, const TraceSymbols *sym, uint64_t addr, char *buf, size_t len) {
    HmObject o;
    const TraceTypeSym *t = hm_find(h, addr, &o) ? trace_sym_type(sym, o.type) : NULL;
    snprintf(buf, len, "%s 0x%" PRIx64, t ? t->name : "(no object)", addr);
}

static void list(char *buf, size_t len, const uint64_t *v, uint32_t n) {
    size_t k = 0;
    buf[0] = 0;
    for (uint32_t i = 0; i < n && k + 24 < len; i++) k += (size_t)snprintf(buf + k, len - k, "%s0x%" PRIx64, i ? " " : "", v[i]);
    if (n && k + 24 >= len) snprintf(buf + k, len - k, " ...");
}

size_t vp_compare(VpDump *d, HeapModel *h, const TraceSymbols *sym, char (*lines)[600], size_t max, size_t *shown,
                  uint64_t *compared) {
    size_t diffs = 0;
    if (d->nobjs > 1) qsort(d->objs, d->nobjs, sizeof *d->objs, by_addr);
    char who[200], a[150], b[150];
    /* Every object either side knows pointers of. */
    HmIter it;
    HmObject obj;
    for (hm_iter(h, &it); hm_next(&it, &obj);) {
        uint32_t nr;
        const uint64_t *rv = hm_pointers_of(h, obj.addr, &nr);
        VpObj key = {obj.addr, 0, 0}, *dv = d->nobjs ? bsearch(&key, d->objs, d->nobjs, sizeof key, by_addr) : NULL;
        uint32_t nd = dv ? dv->n : 0;
        const uint64_t *dp = dv ? d->pool + dv->off : NULL;
        *compared += nr > nd ? nr : nd;
        if (nr == nd && (!nr || memcmp(rv, dp, nr * sizeof *rv) == 0)) continue;
        diffs++;
        if (*shown < max) {
            describe(h, sym, obj.addr, who, sizeof who);
            list(a, sizeof a, rv, nr);
            list(b, sizeof b, dp, nd);
            snprintf(lines[(*shown)++], 600, "  %s: the events give %u referents [%s], the heap %u [%s]", who, nr, a, nd, b);
        }
    }
    size_t nr;
    const HpRoot *r = hm_roots(h, &nr);
    uint64_t *mine = malloc((nr ? nr : 1) * sizeof *mine);
    if (!mine) exit(2);
    for (size_t i = 0; i < nr; i++) mine[i] = r[i].addr;
    qsort(mine, nr, sizeof *mine, by_u64);
    qsort(d->roots, d->nroots, sizeof *d->roots, by_u64);
    *compared += nr > d->nroots ? nr : d->nroots;
    size_t i = 0, j = 0;
    while (i < nr || j < d->nroots) {
        if (i < nr && j < d->nroots && mine[i] == d->roots[j]) {
            i++, j++;
            continue;
        }
        bool extra = j == d->nroots || (i < nr && mine[i] < d->roots[j]);
        uint64_t x = extra ? mine[i++] : d->roots[j++];
        diffs++;
        if (*shown < max) {
            describe(h, sym, x, who, sizeof who);
            snprintf(lines[(*shown)++], 600, "  root %s: only in the %s", who, extra ? "events" : "heap");
        }
    }
    free(mine);
    return diffs;
}
