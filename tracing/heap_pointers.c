/* heap_pointers.c: the reconstructed references (see heap_pointers.h).
 *
 * During a GC the records are collected as they come: pointer lists keyed by the object's
 * old address (segments: a MORE_PTRS continues its thread's previous list), the GC's moves
 * (old -> new, keeps included) and the roots. The GC end maps everything through the moves:
 * an address that moved takes its new value; one in a space the GC collected that did not
 * move is dead (a slot the GC cleared after recording it, e.g. a finalizable referent); any
 * other stays. */
#include "heap_pointers.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct HpEntry {
    uint64_t addr;                /* after the last GC (during a GC: the old address) */
    uint64_t off;                 /* into the pool */
    uint32_t n;                   /* non-null referents */
    uint32_t seq;                 /* segment order (during a GC) */
} HpEntry;

typedef struct HpMove {
    uint64_t from, to;
} HpMove;

typedef struct HpLab {
    uint64_t top, end;
} HpLab;

typedef struct HpThread {
    uint64_t last;                /* old address of its last pointer record */
    uint32_t next;                /* the slot index a MORE_PTRS continues at */
    bool open;                    /* a MORE_PTRS may follow */
    HpLab plab[2];
} HpThread;

typedef struct Vec {
    void *v;
    size_t n, cap;
} Vec;

typedef struct HeapPointers {
    bool known;                   /* the state is exact after the last GC */
    Vec entries, pool, roots;     /* HpEntry, uint64_t, HpRoot: after the last GC */
    /* the GC under way */
    bool in_gc, recording, dirty, major;
    uint64_t base;
    bool collected[HM_MAX_SPACES], failed;
    Vec recs, rpool, moves, rroots;   /* HpEntry (old addresses), uint64_t, HpMove, HpRoot (+ flag) */
    uint32_t seq;
    HpThread *threads;
    size_t nthreads;
    uint32_t *vm_tid;             /* VM thread id -> trace thread id */
    size_t nvm;
    uint32_t align;
} HeapPointers;

/* ---- vectors ---- */

static void *grow(Vec *v, size_t size, size_t more) {
    if (v->n + more > v->cap) {
        size_t c = v->cap ? v->cap : 1024;
        while (c < v->n + more) c *= 2;
        void *p = realloc(v->v, c * size);
        if (!p) {
            fprintf(stderr, "minivm-trace: out of memory for the pointers\n");
            exit(2);
        }
        v->v = p;
        v->cap = c;
    }
    void *at = (char *)v->v + v->n * size;
    v->n += more;
    return at;
}

static void vec_free(Vec *v) {
    free(v->v);
    memset(v, 0, sizeof *v);
}

static HeapPointers *state(HeapModel *h) {
    if (!h->ptrs) {
        h->ptrs = calloc(1, sizeof *h->ptrs);
        if (!h->ptrs) {
            fprintf(stderr, "minivm-trace: out of memory\n");
            exit(2);
        }
        h->ptrs->known = true;   /* the empty heap at the start */
    }
    return h->ptrs;
}

static HpThread *thread_of(HeapPointers *p, uint32_t tid) {
    if (tid >= p->nthreads) {
        size_t c = p->nthreads ? p->nthreads : 16;
        while (c <= tid) c *= 2;
        HpThread *t = realloc(p->threads, c * sizeof *t);
        if (!t) exit(2);
        memset(t + p->nthreads, 0, (c - p->nthreads) * sizeof *t);
        p->threads = t;
        p->nthreads = c;
    }
    return &p->threads[tid];
}

/* ---- queries ---- */

bool hm_pointers_known(const HeapModel *h) { return h->ptrs && h->ptrs->known && h->gcs > 0; }

static const HpEntry *find_entry(const HpEntry *e, size_t n, uint64_t addr) {
    size_t lo = 0, hi = n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (e[mid].addr < addr) lo = mid + 1;
        else hi = mid;
    }
    return lo < n && e[lo].addr == addr ? &e[lo] : NULL;
}

const uint64_t *hm_pointers_of(const HeapModel *h, uint64_t addr, uint32_t *n) {
    *n = 0;
    if (!hm_pointers_known(h)) return NULL;
    const HeapPointers *p = h->ptrs;
    const HpEntry *e = find_entry(p->entries.v, p->entries.n, addr);
    if (!e || !e->n) return NULL;
    *n = e->n;
    return (const uint64_t *)p->pool.v + e->off;
}

const HpRoot *hm_roots(const HeapModel *h, size_t *n) {
    *n = 0;
    if (!hm_pointers_known(h)) return NULL;
    *n = h->ptrs->roots.n;
    return h->ptrs->roots.v;
}

void hm_pointer_counts(const HeapModel *h, uint64_t *objects, uint64_t *pointers) {
    *objects = *pointers = 0;
    if (!hm_pointers_known(h)) return;
    *objects = h->ptrs->entries.n;
    *pointers = h->ptrs->pool.n;
}

const char *hp_root_kind_name(uint32_t kind) {
    static const char *const names[] = {"stack", "static", "jni-local", "jni-global",
                                        "string-table", "class-mirror", "thread", "vm"};
    return kind < sizeof names / sizeof names[0] ? names[kind] : "?";
}

void hp_free(HeapModel *h) {
    HeapPointers *p = h->ptrs;
    if (!p) return;
    vec_free(&p->entries);
    vec_free(&p->pool);
    vec_free(&p->roots);
    vec_free(&p->recs);
    vec_free(&p->rpool);
    vec_free(&p->moves);
    vec_free(&p->rroots);
    free(p->threads);
    free(p->vm_tid);
    free(p);
    h->ptrs = NULL;
}

/* ---- recording ---- */

/* A list of slots of the object at old address `at`, from slot `index` on. */
static void add_list(HeapPointers *p, HpThread *t, uint64_t at, const TracePtrs *ptrs, unsigned cap,
                     uint32_t index) {
    uint64_t slots[TRACE_PTRS_MAX];
    unsigned n = trace_ptrs_decode(ptrs, cap, at, p->align, slots, TRACE_PTRS_MAX);
    HpEntry *e = grow(&p->recs, sizeof *e, 1);
    *e = (HpEntry){at, p->rpool.n, 0, p->seq++};
    for (unsigned i = 0; i < n; i++)
        if (slots[i]) {
            *(uint64_t *)grow(&p->rpool, sizeof(uint64_t), 1) = slots[i];
            ((HpEntry *)p->recs.v)[p->recs.n - 1].n++;
        }
    t->last = at;
    t->next = index + n;
    t->open = true;
}

static void add_move(HeapPointers *p, uint64_t from, uint64_t to) {
    HpMove *m = grow(&p->moves, sizeof *m, 1);
    *m = (HpMove){from, to};
}

/* The size of the object at old address a (the heap model's back), or 0. */
static uint64_t back_size(HeapModel *h, uint64_t a) {
    HmObject o;
    return hm_find(h, a, &o) ? o.size : 0;
}

/* A move into the thread's PLAB: its new address is the fill level. */
static void plab_move(HeapModel *h, HeapPointers *p, uint32_t tid, uint32_t slot, uint64_t from) {
    HpLab *l = &thread_of(p, tid)->plab[slot & 1];
    add_move(p, from, l->top);
    l->top += back_size(h, from);
}

static void region(HeapModel *h, HeapPointers *p, uint64_t from, uint64_t to, uint64_t count) {
    uint64_t at = from;
    for (uint64_t k = 0; k < count; k++) {
        uint64_t size = back_size(h, at);
        add_move(p, at, at - from + to);
        if (!size) break;
        at += size;
    }
}

static int by_from(const void *a, const void *b) {
    uint64_t x = ((const HpMove *)a)->from, y = ((const HpMove *)b)->from;
    return x < y ? -1 : x > y;
}

static int by_addr_seq(const void *a, const void *b) {
    const HpEntry *x = a, *y = b;
    if (x->addr != y->addr) return x->addr < y->addr ? -1 : 1;
    return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The address after the GC of what was at a before it; 0 if it died. */
static uint64_t map_addr(const HeapModel *h, const HeapPointers *p, uint64_t a) {
    const HpMove *m = p->moves.v;
    size_t lo = 0, hi = p->moves.n;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (m[mid].from < a) lo = mid + 1;
        else hi = mid;
    }
    if (lo < p->moves.n && m[lo].from == a) return m[lo].to;
    if (p->major) return 0;
    int s = hm_space_of(h, a);
    return s >= 0 && p->collected[s] ? 0 : a;
}

/* The new state: mapped records, and in dirty mode the old entries nobody re-recorded. */
static void gc_end(HeapModel *h, HeapPointers *p, bool failed) {
    p->in_gc = false;
    if (failed || !p->recording || (p->dirty && !p->known)) {
        p->known = false;
        p->entries.n = p->pool.n = p->roots.n = 0;
        return;
    }
    qsort(p->moves.v, p->moves.n, sizeof(HpMove), by_from);
    qsort(p->recs.v, p->recs.n, sizeof(HpEntry), by_addr_seq);
    Vec ent = {0}, pool = {0};
    const HpEntry *r = p->recs.v;
    const uint64_t *rp = p->rpool.v;
    for (size_t i = 0; i < p->recs.n;) {
        size_t j = i;
        uint64_t to = map_addr(h, p, r[i].addr);
        HpEntry *e = to ? grow(&ent, sizeof *e, 1) : NULL;
        if (e) *e = (HpEntry){to, pool.n, 0, 0};
        for (; j < p->recs.n && r[j].addr == r[i].addr; j++)
            for (uint32_t k = 0; e && k < r[j].n; k++) {
                uint64_t t = map_addr(h, p, rp[r[j].off + k]);
                if (!t) continue;
                *(uint64_t *)grow(&pool, sizeof(uint64_t), 1) = t;
                ((HpEntry *)ent.v)[ent.n - 1].n++;
            }
        i = j;
    }
    if (p->dirty) {   /* carry the others over */
        const HpEntry *o = p->entries.v;
        const uint64_t *op = p->pool.v;
        for (size_t i = 0; i < p->entries.n; i++) {
            if (find_entry(r, p->recs.n, o[i].addr)) continue;
            uint64_t to = map_addr(h, p, o[i].addr);
            if (!to) continue;
            HpEntry *e = grow(&ent, sizeof *e, 1);
            *e = (HpEntry){to, pool.n, 0, 0};
            for (uint32_t k = 0; k < o[i].n; k++) {
                uint64_t t = map_addr(h, p, op[o[i].off + k]);
                if (!t) continue;
                *(uint64_t *)grow(&pool, sizeof(uint64_t), 1) = t;
                ((HpEntry *)ent.v)[ent.n - 1].n++;
            }
        }
    }
    qsort(ent.v, ent.n, sizeof(HpEntry), by_addr_seq);
    vec_free(&p->entries);
    vec_free(&p->pool);
    p->entries = ent;
    p->pool = pool;
    /* Roots: those of the GC start are mapped; the VM's own (kind bit 7) are new already. */
    p->roots.n = 0;
    const HpRoot *rr = p->rroots.v;
    for (size_t i = 0; i < p->rroots.n; i++) {
        uint64_t a = rr[i].kind & 0x80u ? rr[i].addr : map_addr(h, p, rr[i].addr);
        if (!a) continue;
        HpRoot *x = grow(&p->roots, sizeof *x, 1);
        *x = (HpRoot){a, rr[i].kind & 0x7Fu, rr[i].info};
    }
    p->known = true;
}

static void add_roots(HeapPointers *p, const TraceEv_ROOTS *e) {
    uint64_t slots[TRACE_PTRS_MAX];
    unsigned n = trace_ptrs_decode(&e->ptrs, 0, e->kind & 0x80u ? 0 : p->base, p->align, slots, TRACE_PTRS_MAX);
    uint32_t kind = e->kind & 0x7Fu, info = e->info;
    if (kind == HP_ROOT_STACK || kind == HP_ROOT_JNI_LOCAL || kind == HP_ROOT_THREAD)
        info = info < p->nvm ? p->vm_tid[info] : 0;
    for (unsigned i = 0; i < n; i++) {
        HpRoot *r = grow(&p->rroots, sizeof *r, 1);
        *r = (HpRoot){slots[i], kind | (e->kind & 0x80u), info};
    }
}

void hp_attach(HeapModel *h, TraceStr options) {
    static const char key[] = ",pointers=";
    size_t k = sizeof key - 1;
    for (size_t i = 0; i + k <= options.len; i++)
        if (!memcmp(options.s + i, key, k)) {
            (void)state(h);
            return;
        }
}

bool hp_event(HeapModel *h, uint32_t tid, const TraceEvent *ev, uint32_t align, char *why, size_t n) {
    HeapPointers *p = state(h);
    p->align = align;
    switch (ev->id) {
    case TEV_THREAD_ALIVE: {
        uint32_t vm = ev->u.THREAD_ALIVE.vm_id;
        if (!vm || vm > (1u << 24)) break;
        if (vm >= p->nvm) {
            size_t c = p->nvm ? p->nvm : 64;
            while (c <= vm) c *= 2;
            uint32_t *m = realloc(p->vm_tid, c * sizeof *m);
            if (!m) exit(2);
            memset(m + p->nvm, 0, (c - p->nvm) * sizeof *m);
            p->vm_tid = m;
            p->nvm = c;
        }
        p->vm_tid[vm] = ev->u.THREAD_ALIVE.thread;
        break;
    }
    case TEV_GC_START:
        p->in_gc = true;
        p->recording = ev->u.GC_START.flags & TRACE_GC_POINTERS;
        p->dirty = ev->u.GC_START.flags & TRACE_GC_DIRTY;
        p->major = ev->u.GC_START.major;
        p->base = ev->u.GC_START.base;
        p->failed = false;
        memset(p->collected, 0, sizeof p->collected);
        p->recs.n = p->rpool.n = p->moves.n = p->rroots.n = 0;
        p->seq = 0;
        for (size_t i = 0; i < p->nthreads; i++) p->threads[i] = (HpThread){0};
        break;
    case TEV_GC_INFO:
        if (ev->u.GC_INFO.space < HM_MAX_SPACES) p->collected[ev->u.GC_INFO.space] = true;
        break;
    case TEV_GC_END: gc_end(h, p, ev->u.GC_END.flags & TRACE_GC_FAILED); break;
    default: break;
    }
    if (!p->in_gc) {
        if (ev->id >= TEV_MOVE_SLOW_PTRS && ev->id <= TEV_ROOTS) return hm_error(why, n, "a pointer record outside a GC");
        return true;
    }
    HpThread *t;
    switch (ev->id) {
    case TEV_PLAB_ALLOC:
        thread_of(p, tid)->plab[ev->u.PLAB_ALLOC.slot & 1] =
            (HpLab){ev->u.PLAB_ALLOC.start, ev->u.PLAB_ALLOC.start + ev->u.PLAB_ALLOC.size};
        break;
    case TEV_ALLOC_VM_SLOW_TYPE:   /* a filler at a PLAB's fill level moves it on */
        t = thread_of(p, tid);
        for (int s = 0; s < 2; s++) {
            HpLab *l = &t->plab[s];
            if (ev->u.ALLOC_VM_SLOW_TYPE.addr == l->top && l->top < l->end)
                l->top += (uint64_t)ev->u.ALLOC_VM_SLOW_TYPE.units * align;
        }
        break;
    case TEV_MOVE_SLOW: add_move(p, ev->u.MOVE_SLOW.from, ev->u.MOVE_SLOW.to); break;
    case TEV_MOVE_FAST_WIDE: plab_move(h, p, tid, ev->u.MOVE_FAST_WIDE.slot, ev->u.MOVE_FAST_WIDE.from); break;
    case TEV_MOVE_FAST:
        plab_move(h, p, tid, ev->u.MOVE_FAST.slot, p->base + (uint64_t)((int64_t)ev->u.MOVE_FAST.rel * (int64_t)align));
        break;
    case TEV_MOVE_FAST_NARROW:
        plab_move(h, p, tid, ev->u.MOVE_FAST_NARROW.slot,
                  p->base + (uint64_t)((int64_t)ev->u.MOVE_FAST_NARROW.rel * (int64_t)align));
        break;
    case TEV_MOVE_REGION: region(h, p, ev->u.MOVE_REGION.from, ev->u.MOVE_REGION.to, ev->u.MOVE_REGION.count); break;
    case TEV_KEEP_ALIVE: add_move(p, ev->u.KEEP_ALIVE.addr, ev->u.KEEP_ALIVE.addr); break;
    case TEV_MOVE_SLOW_PTRS: {
        const TraceEv_MOVE_SLOW_PTRS *e = &ev->u.MOVE_SLOW_PTRS;
        add_move(p, e->from, e->to);
        add_list(p, thread_of(p, tid), e->from, &e->ptrs, 12, 0);
        break;
    }
    case TEV_MOVE_FAST_WIDE_PTRS: {
        const TraceEv_MOVE_FAST_WIDE_PTRS *e = &ev->u.MOVE_FAST_WIDE_PTRS;
        plab_move(h, p, tid, e->slot, e->from);
        add_list(p, thread_of(p, tid), e->from, &e->ptrs, 11, 0);
        break;
    }
    case TEV_MOVE_FAST_PTRS: {
        const TraceEv_MOVE_FAST_PTRS *e = &ev->u.MOVE_FAST_PTRS;
        uint64_t from = p->base + (uint64_t)((int64_t)e->rel * (int64_t)align);
        plab_move(h, p, tid, e->slot, from);
        add_list(p, thread_of(p, tid), from, &e->ptrs, 11, 0);
        break;
    }
    case TEV_OBJ_PTRS: add_list(p, thread_of(p, tid), ev->u.OBJ_PTRS.addr, &ev->u.OBJ_PTRS.ptrs, 0, 0); break;
    case TEV_MORE_PTRS:
        t = thread_of(p, tid);
        if (!t->open || t->next != ev->u.MORE_PTRS.index)
            return hm_error(why, n, "MORE_PTRS from slot %u does not continue thread %u's pointer record", ev->u.MORE_PTRS.index,
                        tid);
        add_list(p, t, t->last, &ev->u.MORE_PTRS.ptrs, 0, ev->u.MORE_PTRS.index);
        break;
    case TEV_ROOTS: add_roots(p, &ev->u.ROOTS); break;
    default: break;
    }
    return true;
}
