/* heap_model.c: the reconstructed heap (see heap_model.h): hash-consed descriptors, runs of
 * contiguous objects and one word per object. Runs of a mutator phase are appended and
 * sorted in at the next GC start; the front of a GC is sorted at its end. */
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

static __attribute__((noreturn)) void oom(void) {
    fprintf(stderr, "minivm-trace: out of memory for the heap model\n");
    exit(2);
}

static __attribute__((noinline)) void *grow(void *p, size_t *cap, size_t elem) {
    size_t c = *cap ? *cap * 2 : 1024;
    void *q = realloc(p, c * elem);
    if (!q) oom();
    *cap = c;
    return q;
}

static void store_free(HmStore *s) {
    free(s->runs);
    free(s->words);
    memset(s, 0, sizeof *s);
}

void hm_init(HeapModel *h) { memset(h, 0, sizeof *h); }

void hm_free(HeapModel *h) {
    store_free(&h->heap);
    store_free(&h->front);
    free(h->descs);
    free(h->dtab);
    free(h->threads);
    memset(h, 0, sizeof *h);
}

/* ---- descriptors ---- */

static inline uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    return x;
}

static inline uint64_t desc_hash(const HmDesc *d) {
    return mix(d->size * 0x9E3779B97F4A7C15ull ^ ((uint64_t)d->type << 32 | d->site) ^
               ((uint64_t)d->len << 32 | d->thread) * 0xC2B2AE3D27D4EB4Full ^ d->flags);
}

static inline bool desc_eq(const HmDesc *a, const HmDesc *b) {
    return a->size == b->size && a->type == b->type && a->site == b->site && a->len == b->len &&
           a->thread == b->thread && a->flags == b->flags;
}

static void rehash(HeapModel *h) {
    size_t cap = h->dmask ? (h->dmask + 1) * 2 : 1024;
    uint32_t *t = calloc(cap, sizeof *t);
    if (!t) oom();
    for (size_t i = 0; i < h->ndescs; i++) {
        size_t s = desc_hash(&h->descs[i]) & (cap - 1);
        while (t[s]) s = (s + 1) & (cap - 1);
        t[s] = (uint32_t)i + 1;
    }
    free(h->dtab);
    h->dtab = t;
    h->dmask = cap - 1;
}

/* The id of descriptor d, added if new; UINT32_MAX (h->err) past HM_W_ID. */
static uint32_t intern(HeapModel *h, const HmDesc *d) {
    if (!h->dtab) rehash(h);
    size_t s = desc_hash(d) & h->dmask;
    for (uint32_t v; (v = h->dtab[s]) != 0; s = (s + 1) & h->dmask)
        if (desc_eq(&h->descs[v - 1], d)) return v - 1;
    if (h->ndescs >= HM_W_ID) {
        fail(h, "more than %u distinct object descriptors", HM_W_ID);
        return UINT32_MAX;
    }
    if (h->ndescs == h->cdescs) h->descs = grow(h->descs, &h->cdescs, sizeof *h->descs);
    uint32_t id = (uint32_t)h->ndescs++;
    h->descs[id] = *d;
    h->dtab[s] = id + 1;
    if (h->ndescs * 2 > h->dmask + 1) rehash(h);
    return id;
}

static inline const HmDesc *desc_of(const HeapModel *h, uint32_t w) { return &h->descs[w & HM_W_ID]; }

static inline void object(const HeapModel *h, uint32_t w, uint64_t addr, uint16_t age, HmObject *o) {
    const HmDesc *d = desc_of(h, w);
    *o = (HmObject){addr, d->size, d->type, d->site, d->len, d->thread, age,
                    (uint16_t)(d->flags | (w & HM_W_MARK ? HM_MARK : 0))};
}

/* ---- runs ---- */

static inline bool filler_run(const HeapModel *h, const HmStore *s, const HmRun *r) {
    return desc_of(h, s->words[r->first])->flags & HM_FILLER;
}

/* Appends an object: extends the open run when the object continues it (same age, pool
 * tail, not a filler), else starts a run. */
static inline void append(HmStore *s, uint64_t addr, uint64_t size, uint32_t w, uint16_t age, bool filler) {
    if (s->open && !filler) {
        HmRun *r = &s->runs[s->open - 1];
        if (r->end == addr && r->age == age && r->count < HM_RUN_MAX && r->first + r->count == s->nwords) {
            if (s->nwords == s->cwords) s->words = grow(s->words, &s->cwords, sizeof *s->words);
            s->words[s->nwords++] = w;
            r->count++;
            r->end += size;
            return;
        }
    }
    if (s->nruns == s->cruns) s->runs = grow(s->runs, &s->cruns, sizeof *s->runs);
    if (s->nwords == s->cwords) s->words = grow(s->words, &s->cwords, sizeof *s->words);
    s->runs[s->nruns++] = (HmRun){addr, addr + size, (uint32_t)s->nwords, 1, age};
    s->words[s->nwords++] = w;
    s->open = filler ? 0 : s->nruns;
}

/* Address order; at one address the larger run first (a filler replaced by smaller objects
 * or fillers then precedes them). */
static int by_addr(const void *a, const void *b) {
    const HmRun *x = a, *y = b;
    if (x->start != y->start) return x->start < y->start ? -1 : 1;
    return x->end > y->end ? -1 : x->end < y->end;
}

/* The object of run r that covers addr (r covers it). */
static void covering(const HeapModel *h, const HmStore *s, const HmRun *r, uint64_t addr, uint64_t *at,
                     uint64_t *size) {
    uint64_t a = r->start;
    *at = a;
    *size = 0;
    for (uint32_t i = 0; i < r->count; i++) {
        *at = a;
        *size = desc_of(h, s->words[r->first + i])->size;
        if (addr < a + *size) return;
        a += *size;
    }
}

/* Sorts the runs and drops the fillers that later objects overwrote (fillers are runs of one
 * object). false (h->err) when two objects that are not fillers overlap. */
static bool sort_resolve(HeapModel *h, HmStore *s, const char *when) {
    s->open = 0;
    if (s->sorted == s->nruns) return true;
    HmRun *a = s->runs;
    size_t n = s->nruns, i = s->sorted ? s->sorted : 1;
    while (i < n && by_addr(&a[i - 1], &a[i]) <= 0) i++;
    if (i < n) qsort(a, n, sizeof *a, by_addr);
    s->sorted = n;
    i = 1;   /* the prefix without overlaps stays as it is */
    while (i < n && a[i - 1].end <= a[i].start) i++;
    if (i >= n) return true;
    size_t k = i;
    for (; i < n; i++) {
        HmRun x = a[i];
        bool keep = true;
        while (k > 0 && a[k - 1].end > x.start) {
            if (filler_run(h, s, &a[k - 1])) {
                k--;
            } else if (filler_run(h, s, &x)) {
                keep = false;
                break;
            } else {
                uint64_t at, size;
                covering(h, s, &a[k - 1], x.start, &at, &size);
                s->nruns = s->sorted = k;
                return fail(h, "%s, the objects at 0x%" PRIx64 " (%" PRIu64 " bytes) and 0x%" PRIx64 " overlap", when,
                            at, size, x.start);
            }
        }
        if (keep) a[k++] = x;
    }
    s->nruns = s->sorted = k;
    return true;
}

static bool sort_heap(HeapModel *h) { return sort_resolve(h, &h->heap, "in the mutator phase"); }

/* The back's object at addr: its run and index (hinted by the last one found). */
static bool find(HeapModel *h, uint64_t addr, size_t *run, uint32_t *idx, uint64_t *size) {
    const HmStore *s = &h->heap;
    size_t r;
    if (h->hint && h->hint <= s->sorted && addr >= s->runs[h->hint - 1].start && addr < s->runs[h->hint - 1].end) {
        r = h->hint - 1;
    } else {
        size_t lo = 0, hi = s->sorted;   /* the first run starting after addr */
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            if (s->runs[mid].start <= addr) lo = mid + 1;
            else hi = mid;
        }
        if (lo == 0 || addr >= s->runs[lo - 1].end) return false;
        r = lo - 1;
        h->hint = lo;
    }
    const HmRun *x = &s->runs[r];
    uint64_t a = x->start;
    for (uint32_t i = 0; i < x->count && a <= addr; i++) {
        uint64_t sz = desc_of(h, s->words[x->first + i])->size;
        if (a == addr) {
            *run = r;
            *idx = i;
            *size = sz;
            return true;
        }
        a += sz;
    }
    return false;
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
        if (!p) oom();
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
    HmStore keep = {0};
    int hint = 0;
    HmIter it;
    HmObject o;
    for (hm_iter(h, &it); hm_next(&it, &o);) {
        if (space_of_hinted(h, o.addr, &hint) != (int)id) {
            const HmRun *r = &h->heap.runs[it.run];
            append(&keep, o.addr, o.size, h->heap.words[r->first + it.idx - 1], o.age, o.flags & HM_FILLER);
        } else if (h->on_death) {
            h->on_death(h->death_ctx, &o);
        }
    }
    keep.sorted = keep.nruns;
    keep.open = 0;
    store_free(&h->heap);
    h->heap = keep;
    h->hint = 0;
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
    HmDesc d = {size, type, site, len, tid, (uint16_t)(h->mode << HM_MODE_SHIFT)};
    uint32_t w = intern(h, &d);
    if (w == UINT32_MAX) return false;
    append(&h->heap, l->top, size, w, 0, false);
    h->last_addr = l->top;
    h->last_word = w;
    h->has_last = true;
    l->top += size;
    return true;
}

static bool alloc_at(HeapModel *h, uint32_t tid, uint32_t rec_tid, uint64_t addr, uint64_t size, uint32_t type,
                     uint32_t site, uint32_t len, uint16_t flags) {
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
    HmDesc d = {size, type, site, len, rec_tid, (uint16_t)(flags | h->mode << HM_MODE_SHIFT)};
    uint32_t w = intern(h, &d);
    if (w == UINT32_MAX) return false;
    append(h->in_gc ? &h->front : &h->heap, addr, size, w, 0, flags & HM_FILLER);
    h->last_addr = addr;
    h->last_word = w;
    h->has_last = true;
    return true;
}

bool hm_alloc_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                 uint32_t len) {
    return alloc_at(h, tid, tid, addr, size, type, site, len, 0);
}

bool hm_filler_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site,
                  uint32_t len) {
    return alloc_at(h, tid, tid, addr, size, type, site, len, HM_FILLER);
}

bool hm_restore_at(HeapModel *h, uint32_t tid, uint64_t addr, uint64_t size, uint32_t type, uint32_t site) {
    return alloc_at(h, tid, h->in_gc ? 0 : tid, addr, size, type, site, 0, 0);
}

/* ---- collections ---- */

bool hm_gc_start(HeapModel *h, uint32_t gc, bool major, uint64_t base) {
    if (h->in_gc) return fail(h, "GC %u starts inside GC %u", gc, h->gc);
    if (!sort_heap(h)) return false;   /* no word outside a GC has HM_W_MOVED or HM_W_KEPT */
    h->in_gc = true;
    h->major = major;
    h->gc = gc;
    h->base = base;
    h->hint = 0;
    store_free(&h->front);
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

/* The back's object at from, not yet moved or kept: its word's pool index, size and age. */
static bool back(HeapModel *h, uint64_t from, const char *what, size_t *run, uint32_t *idx, uint64_t *size) {
    if (!h->in_gc) return fail(h, "%s outside a GC", what);
    if (!find(h, from, run, idx, size)) return fail(h, "%s: no object at 0x%" PRIx64 " before GC %u", what, from, h->gc);
    const HmRun *r = &h->heap.runs[*run];
    if (h->heap.words[r->first + *idx] & (HM_W_MOVED | HM_W_KEPT))
        return fail(h, "%s: the object at 0x%" PRIx64 " was already moved or kept in GC %u", what, from, h->gc);
    return true;
}

/* Copies back object (run, idx) to the front at to, one GC older; marks it with bit. */
static void to_front(HeapModel *h, size_t run, uint32_t idx, uint64_t size, uint64_t to, uint32_t bit) {
    const HmRun *r = &h->heap.runs[run];
    uint32_t *w = &h->heap.words[r->first + idx];
    uint16_t age = r->age < UINT16_MAX ? (uint16_t)(r->age + 1) : r->age;
    append(&h->front, to, size, *w, age, desc_of(h, *w)->flags & HM_FILLER);
    *w |= bit;
}

bool hm_move(HeapModel *h, uint64_t from, uint64_t to) {
    size_t run;
    uint32_t idx;
    uint64_t size;
    if (!back(h, from, "move", &run, &idx, &size)) return false;
    to_front(h, run, idx, size, to, HM_W_MOVED);
    return true;
}

bool hm_move_plab(HeapModel *h, uint32_t tid, uint32_t slot, uint64_t from) {
    size_t run;
    uint32_t idx;
    uint64_t size;
    if (!back(h, from, "PLAB move", &run, &idx, &size)) return false;
    if (slot > 1) return fail(h, "PLAB slot %u out of range", slot);
    HmThread *t = thread(h, tid);
    if (!t) return false;
    HmLab *l = &t->plab[slot];
    if (!l->end) return fail(h, "PLAB move by thread %u, which has no PLAB in slot %u", tid, slot);
    if (size > l->end - l->top) return fail(h, "PLAB move of %" PRIu64 " bytes overflows thread %u's PLAB", size, tid);
    to_front(h, run, idx, size, l->top, HM_W_MOVED);
    l->top += size;
    return true;
}

bool hm_region(HeapModel *h, uint64_t from, uint64_t to, uint64_t count) {
    size_t run;
    uint32_t idx;
    uint64_t size;
    if (!back(h, from, "region move", &run, &idx, &size)) return false;
    const HmStore *s = &h->heap;
    uint64_t at = from;
    for (uint64_t k = 0; k < count; k++) {
        if (idx == s->runs[run].count) {   /* the next run must continue this one */
            if (++run == s->sorted)
                return fail(h, "region move at 0x%" PRIx64 ": fewer than %" PRIu64 " objects follow", from, count);
            if (s->runs[run].start != at)
                return fail(h, "region move from 0x%" PRIx64 ": object %" PRIu64 " should be at 0x%" PRIx64 ", the next is at 0x%" PRIx64,
                            from, k, at, s->runs[run].start);
            idx = 0;
        }
        uint32_t w = s->words[s->runs[run].first + idx];
        if (w & (HM_W_MOVED | HM_W_KEPT))
            return fail(h, "region move: the object at 0x%" PRIx64 " was already moved or kept", at);
        size = desc_of(h, w)->size;
        to_front(h, run, idx, size, at - from + to, to == from ? HM_W_KEPT : HM_W_MOVED);
        at += size;
        idx++;
    }
    return true;
}

bool hm_keep(HeapModel *h, uint64_t addr) { return hm_region(h, addr, addr, 1); }

bool hm_gc_end(HeapModel *h, bool failed) {
    if (!h->in_gc) return fail(h, "GC end outside a GC");
    size_t died = 0, survived = 0;
    int hint = 0;
    const HmStore *b = &h->heap;
    h->front.open = 0;
    for (size_t i = 0; i < b->nruns; i++) {
        const HmRun *r = &b->runs[i];
        uint64_t addr = r->start;
        for (uint32_t j = 0; j < r->count; j++) {
            uint32_t w = b->words[r->first + j];
            const HmDesc *d = desc_of(h, w);
            int s = space_of_hinted(h, addr, &hint);
            bool collected = h->major || (s >= 0 && h->collected[s]);
            /* Not collected: stays unless moved or kept (then it is in the front already). In
             * a failed space: stays unless kept (a move was a copy). */
            uint32_t gcf = w & (HM_W_MOVED | HM_W_KEPT);
            bool stays = !collected ? !gcf : (failed && s >= 0 && h->failed[s] && !(gcf & HM_W_KEPT));
            if (gcf) survived++;
            if (stays) {
                append(&h->front, addr, d->size, w & ~(HM_W_MOVED | HM_W_KEPT), r->age, d->flags & HM_FILLER);
            } else if (!gcf) {
                died++;
                if (h->on_death) {
                    HmObject o;
                    object(h, w, addr, r->age, &o);
                    h->on_death(h->death_ctx, &o);
                }
            }
            addr += d->size;
        }
    }
    char when[64];
    snprintf(when, sizeof when, "after GC %u", h->gc);
    if (!sort_resolve(h, &h->front, when)) return false;
    store_free(&h->heap);   /* the back: the next phase grows the front's arrays */
    h->heap = h->front;
    memset(&h->front, 0, sizeof h->front);
    h->hint = 0;
    h->in_gc = false;
    h->gcs++;
    h->died = died;
    h->survived = survived;
    reset_labs(h);
    return true;
}

void hm_clear(HeapModel *h) {
    h->heap.nruns = h->heap.sorted = h->heap.nwords = 0;
    h->heap.open = 0;
    h->hint = 0;
}

/* ---- queries ---- */

void hm_iter(HeapModel *h, HmIter *it) {
    if (!h->in_gc) (void)sort_heap(h);   /* an overlap shows up at the next GC start */
    *it = (HmIter){h, 0, 0, 0};
}

bool hm_next(HmIter *it, HmObject *o) {
    const HmStore *s = &it->h->heap;
    while (it->run < s->sorted) {
        const HmRun *r = &s->runs[it->run];
        if (it->idx < r->count) {
            if (it->idx == 0) it->addr = r->start;
            object(it->h, s->words[r->first + it->idx], it->addr, r->age, o);
            it->addr += o->size;
            it->idx++;
            return true;
        }
        it->run++;
        it->idx = 0;
    }
    return false;
}

size_t hm_count(HeapModel *h) {
    if (!h->in_gc) (void)sort_heap(h);
    size_t n = 0;
    for (size_t i = 0; i < h->heap.sorted; i++) n += h->heap.runs[i].count;
    return n;
}

HmObject *hm_snapshot(HeapModel *h, size_t *n) {
    *n = hm_count(h);
    HmObject *a = *n ? malloc(*n * sizeof *a) : NULL;
    if (!a) {
        *n = 0;
        return NULL;
    }
    HmIter it;
    size_t k = 0;
    for (hm_iter(h, &it); k < *n && hm_next(&it, &a[k]);) k++;
    return a;
}

bool hm_find(HeapModel *h, uint64_t addr, HmObject *o) {
    if (!h->in_gc) (void)sort_heap(h);
    size_t run;
    uint32_t idx;
    uint64_t size;
    if (!find(h, addr, &run, &idx, &size)) return false;
    const HmRun *r = &h->heap.runs[run];
    object(h, h->heap.words[r->first + idx], addr, r->age, o);
    return true;
}

void hm_mark_all(HeapModel *h) {
    for (size_t i = 0; i < h->heap.nwords; i++) h->heap.words[i] |= HM_W_MARK;
}

bool hm_last(const HeapModel *h, HmObject *o) {
    if (!h->has_last) return false;
    object(h, h->last_word, h->last_addr, 0, o);
    return true;
}

size_t hm_memory(const HeapModel *h) {
    return h->cdescs * sizeof *h->descs + (h->dtab ? (h->dmask + 1) * sizeof *h->dtab : 0) +
           (h->heap.cruns + h->front.cruns) * sizeof(HmRun) + (h->heap.cwords + h->front.cwords) * sizeof(uint32_t) +
           h->cthreads * sizeof *h->threads;
}
