/* heap_model.c: the reconstructed heap (see heap_model.h). The heap is an array of objects
 * kept in address order at phase changes; allocations of a mutator phase are appended and
 * sorted in at the next GC start (one sort per GC). */
#include "heap_model.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static bool fail(HeapModel *h, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(HeapModel *h, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(h->err, sizeof h->err, fmt, ap);
    va_end(ap);
    return false;
}

void hm_init(HeapModel *h) { memset(h, 0, sizeof *h); }

void hm_free(HeapModel *h) {
    free(h->objs);
    free(h->front);
    free(h->threads);
    memset(h, 0, sizeof *h);
}

static __attribute__((noinline)) void grow(HmObject **arr, size_t *cap) {
    size_t c = *cap ? *cap * 2 : 4096;
    HmObject *p = realloc(*arr, c * sizeof *p);
    if (!p) {
        fprintf(stderr, "minivm-trace: out of memory for the heap model\n");
        exit(2);
    }
    *arr = p;
    *cap = c;
}

static inline void push(HmObject **arr, size_t *n, size_t *cap, HmObject o) {
    if (*n == *cap) grow(arr, cap);
    (*arr)[(*n)++] = o;
}

/* Address order; at one address the larger object first (a filler replaced by smaller
 * objects or fillers then precedes them). */
static int by_addr(const void *a, const void *b) {
    const HmObject *x = a, *y = b;
    if (x->addr != y->addr) return x->addr < y->addr ? -1 : 1;
    return x->size > y->size ? -1 : x->size < y->size;
}

static inline bool after(const HmObject *x, const HmObject *y) {
    return x->addr != y->addr ? x->addr > y->addr : x->size < y->size;
}

/* The first index in a[lo, hi) (sorted) whose object x is not after: galloping from lo. */
static size_t gallop(const HmObject *a, size_t lo, size_t hi, const HmObject *x) {
    size_t step = 1, prev = lo;
    while (lo < hi && after(x, &a[lo])) {
        prev = lo + 1;
        lo = hi - lo > step ? lo + step : hi;
        step *= 2;
    }
    /* a[prev - 1] precedes x (or prev is the start); the answer is in [prev, lo] */
    size_t l = prev, h = lo < hi ? lo : hi;
    while (l < h) {
        size_t m = l + (h - l) / 2;
        if (after(x, &a[m])) l = m + 1;
        else h = m;
    }
    return l;
}

/* Merges the sorted a[0, k) and a[k, n). Buffers the smaller part only (the survivors of a
 * GC are few beside a mutator phase's allocations) and copies runs of either part in blocks
 * (whole TLABs and spaces fall between neighbours). */
static void merge(HmObject *a, size_t k, size_t n) {
    if (k == 0 || k == n || !after(&a[k - 1], &a[k])) return;
    bool first_smaller = k <= n - k;
    size_t m = first_smaller ? k : n - k;
    HmObject *tmp = malloc(m * sizeof *tmp);
    if (!tmp) {
        qsort(a, n, sizeof *a, by_addr);
        return;
    }
    if (first_smaller) {   /* from the front: tmp holds a[0, k); equal objects keep tmp's first */
        memcpy(tmp, a, k * sizeof *tmp);
        size_t i = 0, j = k, out = 0;
        while (i < k) {
            if (j < n && after(&tmp[i], &a[j])) {
                size_t p = gallop(a, j, n, &tmp[i]);   /* a[j, p) precede tmp[i] */
                memmove(a + out, a + j, (p - j) * sizeof *a);
                out += p - j;
                j = p;
            }
            size_t q = i + 1;   /* tmp[i, q) do not come after a[j] */
            if (j == n) q = k;
            else
                while (q < k && !after(&tmp[q], &a[j])) q++;
            memcpy(a + out, tmp + i, (q - i) * sizeof *a);
            out += q - i;
            i = q;
        }
    } else {               /* from the back: tmp holds a[k, n) */
        memcpy(tmp, a + k, (n - k) * sizeof *tmp);
        size_t i = k, j = n - k, out = n;
        while (j > 0) {
            if (i > 0 && after(&a[i - 1], &tmp[j - 1])) a[--out] = a[--i];
            else a[--out] = tmp[--j];
        }
    }
    free(tmp);
}

/* Sorts a[0, n): merges its ascending runs when they are few (the allocations of a mutator
 * phase: one run per thread's stretch of TLABs), else sorts it. */
static void sort_part(HmObject *a, size_t n) {
    enum { MAX_RUNS = 32 };
    size_t starts[MAX_RUNS], runs = 0;
    for (size_t i = 1; i < n; i++)
        if (after(&a[i - 1], &a[i])) {
            if (runs == MAX_RUNS) {
                qsort(a, n, sizeof *a, by_addr);
                return;
            }
            starts[runs++] = i;
        }
    for (size_t r = 0; r < runs; r++) merge(a, starts[r], r + 1 < runs ? starts[r + 1] : n);
}

/* Sorts a[0, n) whose part a[0, k) or a[k, n) (sorted_first) is in order already: sorts the
 * other part (most often in order too: TLABs fill upwards) and merges. */
static void sort_merge(HmObject *a, size_t k, size_t n, bool sorted_first) {
    if (sorted_first) sort_part(a + k, n - k);
    else sort_part(a, k);
    merge(a, k, n);
}

/* Drops the fillers of the sorted a[0, *n) that later objects overwrote. false (h->err)
 * when two objects that are not fillers overlap. */
static bool resolve(HeapModel *h, HmObject *a, size_t *n, const char *when) {
    size_t i = 1;   /* the prefix without overlaps stays as it is */
    while (i < *n && a[i - 1].addr + a[i - 1].size <= a[i].addr) i++;
    if (i >= *n) return true;
    size_t k = i;
    for (; i < *n; i++) {
        HmObject x = a[i];
        bool keep = true;
        while (k > 0 && a[k - 1].addr + a[k - 1].size > x.addr) {
            if (a[k - 1].flags & HM_FILLER) {
                k--;
            } else if (x.flags & HM_FILLER) {
                keep = false;
                break;
            } else {
                return fail(h, "%s, the objects at 0x%" PRIx64 " (%" PRIu64 " bytes) and 0x%" PRIx64 " overlap", when,
                            a[k - 1].addr, a[k - 1].size, x.addr);
            }
        }
        if (keep) a[k++] = x;
    }
    *n = k;
    return true;
}

static bool sort_heap(HeapModel *h) {
    if (h->sorted == h->n) return true;
    sort_merge(h->objs, h->sorted, h->n, true);
    bool ok = resolve(h, h->objs, &h->n, "in the mutator phase");
    h->sorted = h->n;
    return ok;
}

/* Index of the object at addr in the sorted heap, or -1. */
static ptrdiff_t find(const HeapModel *h, uint64_t addr) {
    size_t lo = 0, hi = h->sorted;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (h->objs[mid].addr < addr) lo = mid + 1;
        else hi = mid;
    }
    return lo < h->sorted && h->objs[lo].addr == addr ? (ptrdiff_t)lo : -1;
}

/* The LAB state of thread tid; NULL (h->err set) for an absurd id. */
static HmThread *thread(HeapModel *h, uint32_t tid) {
    if (tid > HM_MAX_THREAD) {
        fail(h, "thread id %u out of range", tid);
        return NULL;
    }
    if (tid >= h->cthreads) {
        size_t c = h->cthreads ? h->cthreads : 16;
        while (c <= tid) c *= 2;
        HmThread *p = realloc(h->threads, c * sizeof *p);
        if (!p) {
            fprintf(stderr, "minivm-trace: out of memory\n");
            exit(2);
        }
        memset(p + h->cthreads, 0, (c - h->cthreads) * sizeof *p);
        h->threads = p;
        h->cthreads = c;
    }
    HmThread *t = &h->threads[tid];
    t->tid = tid;
    return t;
}

static void reset_labs(HeapModel *h) {
    for (size_t i = 0; i < h->cthreads; i++) {
        h->threads[i].tlab = (HmLab){0};
        h->threads[i].plab[0] = h->threads[i].plab[1] = (HmLab){0};
    }
}

int hm_space_of(const HeapModel *h, uint64_t addr) {
    for (int i = 0; i < HM_MAX_SPACES; i++)
        if (h->spaces[i].exists && addr >= h->spaces[i].start && addr < h->spaces[i].end) return i;
    return -1;
}

/* hm_space_of, trying space *hint first (consecutive objects mostly share a space). */
static int space_of_hinted(const HeapModel *h, uint64_t addr, int *hint) {
    const HmSpace *s = &h->spaces[*hint];
    if (s->exists && addr >= s->start && addr < s->end) return *hint;
    int i = hm_space_of(h, addr);
    if (i >= 0) *hint = i;
    return i;
}

/* ---- spaces ---- */

bool hm_space_create(HeapModel *h, uint32_t id, uint64_t start, uint64_t end) {
    if (id >= HM_MAX_SPACES) return fail(h, "space id %u out of range", id);
    if (end < start) return fail(h, "space %u ends before it starts", id);
    h->spaces[id] = (HmSpace){true, 0, start, end};
    return true;
}

bool hm_space_allocate(HeapModel *h, uint32_t id, uint32_t type) {
    if (id >= HM_MAX_SPACES || !h->spaces[id].exists) return fail(h, "SPACE_ALLOCATE of unknown space %u", id);
    h->spaces[id].type = type;
    return true;
}

bool hm_space_redefine(HeapModel *h, uint32_t id, uint64_t start, uint64_t end) {
    if (id >= HM_MAX_SPACES || !h->spaces[id].exists) return fail(h, "SPACE_REDEFINE of unknown space %u", id);
    if (end < start) return fail(h, "space %u ends before it starts", id);
    h->spaces[id].start = start;
    h->spaces[id].end = end;
    return true;
}

/* Removes the objects of space id (sorting first). */
static void drop_space(HeapModel *h, uint32_t id) {
    (void)sort_heap(h);
    size_t k = 0;
    int hint = 0;
    for (size_t i = 0; i < h->n; i++)
        if (space_of_hinted(h, h->objs[i].addr, &hint) != (int)id) h->objs[k++] = h->objs[i];
        else if (h->on_death) h->on_death(h->death_ctx, &h->objs[i]);
    h->n = h->sorted = k;
}

bool hm_space_release(HeapModel *h, uint32_t id) {
    if (id >= HM_MAX_SPACES || !h->spaces[id].exists) return fail(h, "SPACE_RELEASE of unknown space %u", id);
    if (!h->in_gc) drop_space(h, id);
    return true;
}

bool hm_space_destroy(HeapModel *h, uint32_t id) {
    if (!hm_space_release(h, id)) return false;
    h->spaces[id].exists = false;
    return true;
}

/* ---- allocation buffers ---- */

bool hm_tlab(HeapModel *h, uint32_t tid, uint64_t start, uint64_t size) {
    if (h->in_gc) return fail(h, "TLAB_ALLOC during a GC");
    HmThread *t = thread(h, tid);
    if (!t) return false;
    t->tlab = (HmLab){start, start, start + size};
    return true;
}

bool hm_plab(HeapModel *h, uint32_t tid, uint32_t slot, uint64_t start, uint64_t size) {
    if (!h->in_gc) return fail(h, "PLAB_ALLOC outside a GC");
    if (slot > 1) return fail(h, "PLAB slot %u out of range", slot);
    HmThread *t = thread(h, tid);
    if (!t) return false;
    t->plab[slot] = (HmLab){start, start, start + size};
    return true;
}

/* ---- allocation ---- */

bool hm_alloc_lab(HeapModel *h, uint32_t tid, uint64_t size, uint32_t type, uint32_t site, uint32_t len) {
    if (h->in_gc) return fail(h, "TLAB allocation during a GC");
    HmThread *t = thread(h, tid);
    if (!t) return false;
    HmLab *l = &t->tlab;
    if (!l->end) return fail(h, "TLAB allocation by thread %u, which has no TLAB", tid);
    if (size > l->end - l->top)
        return fail(h, "TLAB allocation of %" PRIu64 " bytes overflows thread %u's TLAB (%" PRIu64 " bytes left)", size,
                    tid, l->end - l->top);
    push(&h->objs, &h->n, &h->cap, (HmObject){l->top, size, type, site, len, tid, 0, (uint16_t)(h->mode << HM_MODE_SHIFT)});
    l->top += size;
    return true;
}

static bool alloc_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                     uint32_t len, uint16_t flags) {
    HmThread *t = thread(h, tid);
    if (!t) return false;
    HmLab *labs[2] = {NULL, NULL};
    if (h->in_gc) labs[0] = &t->plab[0], labs[1] = &t->plab[1];
    else labs[0] = &t->tlab;
    for (int i = 0; i < 2 && labs[i]; i++) {
        HmLab *l = labs[i];
        if (l->end && addr >= l->start && addr < l->end) {
            if (addr != l->top)
                return fail(h, "object at 0x%" PRIx64 " inside thread %u's %s is not at its fill level 0x%" PRIx64, addr,
                            tid, h->in_gc ? "PLAB" : "TLAB", l->top);
            if (size > l->end - l->top) return fail(h, "object at 0x%" PRIx64 " overflows its LAB", addr);
            l->top += size;
        }
    }
    HmObject o = {addr, size, type, site, len, tid, 0, (uint16_t)(flags | h->mode << HM_MODE_SHIFT)};
    if (h->in_gc) push(&h->front, &h->fn, &h->fcap, o);
    else push(&h->objs, &h->n, &h->cap, o);
    return true;
}

bool hm_alloc_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                 uint32_t len) {
    return alloc_at(h, tid, addr, size, type, site, len, 0);
}

bool hm_filler_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                  uint32_t len) {
    return alloc_at(h, tid, addr, size, type, site, len, HM_FILLER);
}

/* ---- collections ---- */

bool hm_gc_start(HeapModel *h, uint32_t gc, bool major, uint64_t base) {
    if (h->in_gc) return fail(h, "GC %u starts inside GC %u", gc, h->gc);
    if (!sort_heap(h)) return false;   /* no object outside a GC has HM_GC_FLAGS: moves set them in the back only */
    h->in_gc = true;
    h->major = major;
    h->gc = gc;
    h->base = base;
    h->fn = 0;
    memset(h->collected, 0, sizeof h->collected);
    memset(h->failed, 0, sizeof h->failed);
    reset_labs(h);
    return true;
}

bool hm_gc_info(HeapModel *h, uint32_t space) {
    if (!h->in_gc) return fail(h, "GC_INFO outside a GC");
    if (space >= HM_MAX_SPACES) return fail(h, "GC_INFO: space %u out of range", space);
    h->collected[space] = true;
    return true;
}

bool hm_gc_failed(HeapModel *h, uint32_t space) {
    if (!h->in_gc) return fail(h, "GC_FAILED outside a GC");
    if (space >= HM_MAX_SPACES) return fail(h, "GC_FAILED: space %u out of range", space);
    h->failed[space] = true;
    return true;
}

static HmObject *back(HeapModel *h, uint64_t from, const char *what) {
    if (!h->in_gc) {
        fail(h, "%s outside a GC", what);
        return NULL;
    }
    ptrdiff_t i = find(h, from);
    if (i < 0) {
        fail(h, "%s: no object at 0x%" PRIx64 " before GC %u", what, from, h->gc);
        return NULL;
    }
    HmObject *o = &h->objs[i];
    if (o->flags & HM_GC_FLAGS) {
        fail(h, "%s: the object at 0x%" PRIx64 " was already moved or kept in GC %u", what, from, h->gc);
        return NULL;
    }
    return o;
}

static void to_front(HeapModel *h, const HmObject *o, uint64_t to) {
    HmObject c = *o;
    c.addr = to;
    c.flags &= (uint16_t)~HM_GC_FLAGS;
    if (c.age < UINT16_MAX) c.age++;
    push(&h->front, &h->fn, &h->fcap, c);
}

bool hm_move(HeapModel *h, uint64_t from, uint64_t to) {
    HmObject *o = back(h, from, "move");
    if (!o) return false;
    o->flags |= HM_MOVED;
    to_front(h, o, to);
    return true;
}

bool hm_move_plab(HeapModel *h, uint32_t tid, uint32_t slot, uint64_t from) {
    HmObject *o = back(h, from, "PLAB move");
    if (!o) return false;
    if (slot > 1) return fail(h, "PLAB slot %u out of range", slot);
    HmThread *t = thread(h, tid);
    if (!t) return false;
    HmLab *l = &t->plab[slot];
    if (!l->end) return fail(h, "PLAB move by thread %u, which has no PLAB in slot %u", tid, slot);
    if (o->size > l->end - l->top)
        return fail(h, "PLAB move of %" PRIu64 " bytes overflows thread %u's PLAB", o->size, tid);
    o->flags |= HM_MOVED;
    to_front(h, o, l->top);
    l->top += o->size;
    return true;
}

bool hm_region(HeapModel *h, uint64_t from, uint64_t to, uint64_t count) {
    HmObject *o = back(h, from, "region move");
    if (!o) return false;
    size_t i = (size_t)(o - h->objs);
    if (count > h->sorted - i) return fail(h, "region move at 0x%" PRIx64 ": fewer than %" PRIu64 " objects follow", from, count);
    uint64_t at = from;
    for (uint64_t k = 0; k < count; k++) {
        HmObject *x = &h->objs[i + k];
        if (x->addr != at)
            return fail(h, "region move from 0x%" PRIx64 ": object %" PRIu64 " should be at 0x%" PRIx64 ", the next is at 0x%" PRIx64,
                        from, k, at, x->addr);
        if (x->flags & HM_GC_FLAGS)
            return fail(h, "region move: the object at 0x%" PRIx64 " was already moved or kept", x->addr);
        x->flags |= to == from ? HM_KEPT : HM_MOVED;
        to_front(h, x, x->addr - from + to);
        at += x->size;
    }
    return true;
}

bool hm_keep(HeapModel *h, uint64_t addr) { return hm_region(h, addr, addr, 1); }

bool hm_gc_end(HeapModel *h, bool failed) {
    if (!h->in_gc) return fail(h, "GC end outside a GC");
    size_t died = 0, survived = 0, moved = h->fn;
    int hint = 0;
    for (size_t i = 0; i < h->n; i++) {
        HmObject *o = &h->objs[i];
        int s = space_of_hinted(h, o->addr, &hint);
        bool collected = h->major || (s >= 0 && h->collected[s]);
        /* Not collected: stays unless moved or kept (then it is in the front already). In a
         * failed space: stays unless kept (a move was a copy). */
        uint16_t gcf = o->flags & HM_GC_FLAGS;
        bool stays = !collected ? !gcf : (failed && s >= 0 && h->failed[s] && !(gcf & HM_KEPT));
        if (gcf) survived++;
        if (stays) {
            HmObject c = *o;
            c.flags &= (uint16_t)~HM_GC_FLAGS;
            push(&h->front, &h->fn, &h->fcap, c);
        } else if (!gcf) {
            died++;
            if (h->on_death) h->on_death(h->death_ctx, o);
        }
    }
    char when[64];
    snprintf(when, sizeof when, "after GC %u", h->gc);
    sort_merge(h->front, moved, h->fn, false);   /* the objects that stayed are in order */
    if (!resolve(h, h->front, &h->fn, when)) return false;
    if (h->fn <= h->cap) {
        /* The survivors go back into the heap's array, whose pages the next mutator phase
         * reuses: one large array, not two. */
        memcpy(h->objs, h->front, h->fn * sizeof *h->objs);
    } else {
        HmObject *t = h->objs;
        size_t tc = h->cap;
        h->objs = h->front;
        h->cap = h->fcap;
        h->front = t;
        h->fcap = tc;
    }
    h->n = h->sorted = h->fn;
    h->fn = 0;
    h->in_gc = false;
    h->gcs++;
    h->died = died;
    h->survived = survived;
    reset_labs(h);
    return true;
}

HmObject *hm_objects_mut(HeapModel *h, size_t *n) {
    (void)sort_heap(h);
    *n = h->n;
    return h->objs;
}

const HmObject *hm_objects(HeapModel *h, size_t *n) {
    (void)sort_heap(h);   /* an overlap shows up at the next GC start */
    *n = h->n;
    return h->objs;
}
