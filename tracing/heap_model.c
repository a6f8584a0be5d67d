/* heap_model.c: the reconstructed heap (see heap_model.h): hash-consed descriptors and runs
 * of contiguous objects. Runs of a mutator phase are appended and sorted in at the next GC
 * start; the front of a GC is sorted at its end. */
#include "heap_model.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

bool hm_error(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, n, fmt, ap);
    va_end(ap);
    return false;
}

/* An error of the model h (a macro, so that the format is checked). */
#define fail(h, ...) hm_error((h)->err, sizeof (h)->err, __VA_ARGS__)

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

/* grow for a store's arrays: mapped, in whole pages (elem divides 4096). */
static __attribute__((noinline)) void *map_grow(void *p, size_t *cap, size_t elem) {
    size_t c = *cap ? *cap * 2 : 4096 / elem;
#ifdef __SANITIZE_THREAD__
    /* ThreadSanitizer does not follow mremap: an old range that another thread's store maps
     * again would look raced. */
    void *q = mmap(NULL, c * elem, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (q != MAP_FAILED && p) {
        memcpy(q, p, *cap * elem);
        munmap(p, *cap * elem);
    }
#else
    void *q = p ? mremap(p, *cap * elem, c * elem, MREMAP_MAYMOVE)
                : mmap(NULL, c * elem, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
#endif
    if (q == MAP_FAILED) oom();
    *cap = c;
    return q;
}

/* The words' array: mapped for 4 bytes a word whatever the width (widening maps it anew
 * at the same size); only the pages written count. */
static __attribute__((noinline)) uint8_t *map_grow_words(uint8_t *p, size_t *cap) { return map_grow(p, cap, 4); }

static void store_free(HmStore *s) {
    if (s->runs) munmap(s->runs, s->cruns * sizeof *s->runs);
    if (s->words) munmap(s->words, s->cwords * 4);   /* as mapped for the widest words */
    memset(s, 0, sizeof *s);
}

void hm_init(HeapModel *h) { memset(h, 0, sizeof *h); }

void hm_free(HeapModel *h) {
    store_free(&h->heap);
    store_free(&h->front);
    free(h->descs);
    free(h->dtab);
    free(h->gcbits);
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

static void widen(HeapModel *h, unsigned wlog);

/* The id of descriptor d, added if new; UINT32_MAX (h->err) when the ids run out. */
static __attribute__((noinline)) uint32_t intern_table(HeapModel *h, const HmDesc *d) {
    if (!h->dtab) rehash(h);
    size_t s = desc_hash(d) & h->dmask;
    for (uint32_t v; (v = h->dtab[s]) != 0; s = (s + 1) & h->dmask)
        if (desc_eq(&h->descs[v - 1], d)) return v - 1;
    if (h->ndescs >= UINT32_MAX - 1) {
        fail(h, "more than %u distinct object descriptors", UINT32_MAX - 1);
        return UINT32_MAX;
    }
    if (h->ndescs == h->cdescs) h->descs = grow(h->descs, &h->cdescs, sizeof *h->descs);
    uint32_t id = (uint32_t)h->ndescs++;
    h->descs[id] = *d;
    h->dtab[s] = id + 1;
    if (h->ndescs * 2 > h->dmask + 1) rehash(h);
    if (id == 256 || id == 65536) widen(h, id == 256 ? 1 : 2);
    return id;
}

/* intern_table behind a direct-mapped cache of recent descriptors (by site and length). */
static inline uint32_t intern(HeapModel *h, const HmDesc *d) {
    HmDescCache *c = &h->dcache[(d->site ^ d->len * 0x9E3779B1u ^ d->thread * 0x85EBCA77u) % HM_DCACHE];
    if (c->id && desc_eq(&c->d, d)) return c->id - 1;
    uint32_t id = intern_table(h, d);
    if (id != UINT32_MAX) *c = (HmDescCache){*d, id + 1};
    return id;
}

static inline const HmDesc *desc_of(const HeapModel *h, uint32_t id) { return &h->descs[id]; }

/* ---- runs ---- */

/* Sets word i of words at 1 << wlog bytes each. */
static inline void set_word(uint8_t *words, unsigned wlog, size_t i, uint32_t id) {
    switch (wlog) {
    case 0: words[i] = (uint8_t)id; break;
    case 1: ((uint16_t *)(void *)words)[i] = (uint16_t)id; break;
    default: ((uint32_t *)(void *)words)[i] = id; break;
    }
}

/* Maps s's words anew at 1 << wlog bytes each. */
static void widen_store(HeapModel *h, HmStore *s, unsigned wlog) {
    if (!s->words) return;
    uint8_t *p = mmap(NULL, s->cwords * 4, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) oom();
    for (size_t i = 0; i < s->nwords; i++) set_word(p, wlog, i, hm_word(h, s, i));
    munmap(s->words, s->cwords * 4);
    s->words = p;
}

static void widen(HeapModel *h, unsigned wlog) {
    widen_store(h, &h->heap, wlog);
    widen_store(h, &h->front, wlog);
    h->wlog = wlog;
}

static inline bool filler_run(const HeapModel *h, const HmStore *s, const HmRun *r) {
    return desc_of(h, hm_id_at(h, s, r, 0))->flags & HM_FILLER;
}

static inline void push_word(unsigned wlog, HmStore *s, uint32_t id) {
    if (s->nwords == s->cwords) s->words = map_grow_words(s->words, &s->cwords);
    set_word(s->words, wlog, s->nwords++, id);
}

/* A uniform run this short becomes mixed rather than end when an object of another
 * descriptor follows (its words cost less than a new run). */
#define HM_MIX_BELOW 8

/* Appends an object (descriptor id, run flags mark) to a store of words 1 << wlog bytes wide:
 * extends the open run when the object continues it (same age and mark, not a filler), else
 * starts a run. */
static __attribute__((noinline)) void append_slow(unsigned wlog, HmStore *s, uint64_t addr, uint64_t size, uint32_t id,
                                                  uint16_t age, uint16_t mark, bool filler) {
    if (s->open && !filler) {
        HmRun *r = &s->runs[s->open - 1];
        if (r->end == addr && r->age == age && (r->flags & HM_RUN_MARK) == mark) {
            if (r->flags & HM_RUN_UNIFORM) {
                if (r->ref == id && r->count < UINT32_MAX) {
                    r->count++;
                    r->end += size;
                    return;
                }
                if (r->count < HM_MIX_BELOW) {   /* to mixed: its words at the pool's end */
                    uint32_t d = r->ref;
                    r->ref = (uint32_t)s->nwords;
                    r->flags &= (uint16_t)~HM_RUN_UNIFORM;
                    for (uint32_t i = 0; i < r->count; i++) push_word(wlog, s, d);
                }
            }
            if (!(r->flags & HM_RUN_UNIFORM) && r->count < HM_RUN_MAX && r->ref + r->count == s->nwords) {
                push_word(wlog, s, id);
                r->count++;
                r->end += size;
                return;
            }
        }
    }
    if (s->nruns == s->cruns) s->runs = map_grow(s->runs, &s->cruns, sizeof *s->runs);
    s->runs[s->nruns++] = (HmRun){addr, addr + size, id, 1, 0, age, (uint16_t)(HM_RUN_UNIFORM | mark)};
    s->open = filler ? 0 : s->nruns;
}

/* append_slow behind its commonest cases: the next object of a uniform run of its
 * descriptor, or of a mixed run with room (in the run and in the pool). */
static inline void append_w(unsigned wlog, HmStore *s, uint64_t addr, uint64_t size, uint32_t id, uint16_t age,
                            uint16_t mark, bool filler) {
    if (s->open && !filler) {
        HmRun *r = &s->runs[s->open - 1];
        if (r->end == addr && r->age == age && (r->flags & HM_RUN_MARK) == mark) {
            if (r->flags & HM_RUN_UNIFORM ? r->ref == id && r->count < UINT32_MAX
                                          : r->count < HM_RUN_MAX && r->ref + r->count == s->nwords &&
                                                s->nwords < s->cwords) {
                if (!(r->flags & HM_RUN_UNIFORM)) set_word(s->words, wlog, s->nwords++, id);
                r->count++;
                r->end += size;
                return;
            }
        }
    }
    append_slow(wlog, s, addr, size, id, age, mark, filler);
}

/* append_w to a store of the model (words h->wlog wide). */
static inline void append(const HeapModel *h, HmStore *s, uint64_t addr, uint64_t size, uint32_t id, uint16_t age,
                          uint16_t mark, bool filler) {
    append_w(h->wlog, s, addr, size, id, age, mark, filler);
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
        *size = desc_of(h, hm_id_at(h, s, r, i))->size;
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
    if (x->flags & HM_RUN_UNIFORM) {
        uint64_t sz = desc_of(h, x->ref)->size, off = addr - x->start;
        if (sz == 0 || off % sz) return false;
        *run = r;
        *idx = (uint32_t)(off / sz);
        *size = sz;
        return true;
    }
    uint64_t a = x->start;
    for (uint32_t i = 0; i < x->count && a <= addr; i++) {
        uint64_t sz = desc_of(h, hm_word(h, s, x->ref + i))->size;
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
            append(h, &keep, o.addr, o.size, hm_id_at(h, &h->heap, r, it.idx - 1), o.age, r->flags & HM_RUN_MARK,
                   o.flags & HM_FILLER);
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
    append(h, &h->heap, l->top, size, w, 0, 0, false);
    h->last_addr = l->top;
    h->last_id = w;
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
    append(h, h->in_gc ? &h->front : &h->heap, addr, size, w, 0, 0, flags & HM_FILLER);
    h->last_addr = addr;
    h->last_id = w;
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
    if (!sort_heap(h)) return false;
    size_t n = 0;   /* number the back's objects for its MOVED/KEPT map */
    for (size_t i = 0; i < h->heap.nruns; i++) {
        h->heap.runs[i].ord = (uint32_t)n;
        n += h->heap.runs[i].count;
        if (n > UINT32_MAX) return fail(h, "more than %u objects in the heap at GC %u", UINT32_MAX, gc);
    }
    free(h->gcbits);
    h->gcbits = calloc(n / 4 + 1, 1);
    if (!h->gcbits) oom();
    h->nback = n;
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

enum { GC_MOVED = 1, GC_KEPT = 2 };

static inline unsigned gc_state(const HeapModel *h, uint64_t ord) { return (h->gcbits[ord >> 2] >> ((ord & 3) * 2)) & 3u; }
static inline void gc_set(HeapModel *h, uint64_t ord, unsigned st) { h->gcbits[ord >> 2] |= (uint8_t)(st << ((ord & 3) * 2)); }

/* The back's object at from, not yet moved or kept: its run, index and size. */
static bool back(HeapModel *h, uint64_t from, const char *what, size_t *run, uint32_t *idx, uint64_t *size) {
    if (!h->in_gc) return fail(h, "%s outside a GC", what);
    if (!find(h, from, run, idx, size)) return fail(h, "%s: no object at 0x%" PRIx64 " before GC %u", what, from, h->gc);
    if (gc_state(h, (uint64_t)h->heap.runs[*run].ord + *idx))
        return fail(h, "%s: the object at 0x%" PRIx64 " was already moved or kept in GC %u", what, from, h->gc);
    return true;
}

/* Copies back object (run, idx) to the front at to, one GC older, and records st. */
static void to_front(HeapModel *h, size_t run, uint32_t idx, uint64_t size, uint64_t to, unsigned st) {
    const HmRun *r = &h->heap.runs[run];
    uint32_t id = hm_id_at(h, &h->heap, r, idx);
    uint16_t age = r->age < UINT16_MAX ? (uint16_t)(r->age + 1) : r->age;
    append(h, &h->front, to, size, id, age, r->flags & HM_RUN_MARK, desc_of(h, id)->flags & HM_FILLER);
    gc_set(h, (uint64_t)r->ord + idx, st);
}

bool hm_move(HeapModel *h, uint64_t from, uint64_t to) {
    size_t run;
    uint32_t idx;
    uint64_t size;
    if (!back(h, from, "move", &run, &idx, &size)) return false;
    to_front(h, run, idx, size, to, GC_MOVED);
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
    to_front(h, run, idx, size, l->top, GC_MOVED);
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
        const HmRun *r = &s->runs[run];
        if (gc_state(h, (uint64_t)r->ord + idx))
            return fail(h, "region move: the object at 0x%" PRIx64 " was already moved or kept", at);
        size = desc_of(h, hm_id_at(h, s, r, idx))->size;
        to_front(h, run, idx, size, at - from + to, to == from ? GC_KEPT : GC_MOVED);
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
        int rs = space_of_hinted(h, addr, &hint);   /* the run's space, when it holds all of it */
        bool one = rs >= 0 && r->end <= h->spaces[rs].end;
        for (uint32_t j = 0; j < r->count; j++) {
            uint32_t id = hm_id_at(h, b, r, j);
            const HmDesc *d = desc_of(h, id);
            int s = one ? rs : space_of_hinted(h, addr, &hint);
            bool collected = h->major || (s >= 0 && h->collected[s]);
            /* Not collected: stays unless moved or kept (then it is in the front already). In
             * a failed space: stays unless kept (a move was a copy). */
            unsigned gcf = gc_state(h, (uint64_t)r->ord + j);
            bool stays = !collected ? !gcf : (failed && s >= 0 && h->failed[s] && !(gcf & GC_KEPT));
            if (gcf) survived++;
            if (stays) {
                append(h, &h->front, addr, d->size, id, r->age, r->flags & HM_RUN_MARK, d->flags & HM_FILLER);
            } else if (!gcf) {
                died++;
                if (h->on_death) {
                    HmObject o;
                    hm_object_at(h, id, addr, r, &o);
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
    free(h->gcbits);
    h->gcbits = NULL;
    h->nback = 0;
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
    hm_object_at(h, hm_id_at(h, &h->heap, r, idx), addr, r, o);
    return true;
}

void hm_mark_all(HeapModel *h) {
    for (size_t i = 0; i < h->heap.nruns; i++) h->heap.runs[i].flags |= HM_RUN_MARK;
}

/* ---- a worker's share of a mutator phase ---- */

/* An error of a worker's share l. */
#define lfail(l, ...) hm_error((l)->err, sizeof (l)->err, __VA_ARGS__)

void hm_local_init(HmLocal *l, pthread_mutex_t *lock) {
    memset(l, 0, sizeof *l);
    l->lock = lock;
}

void hm_local_free(HmLocal *l) { store_free(&l->store); }

void hm_reserve_thread(HeapModel *h, uint32_t tid) {
    if (tid <= HM_MAX_THREAD) (void)thread(h, tid);
}

/* thread() for a worker: the array was reserved. */
static HmThread *local_thread(HeapModel *h, HmLocal *l, uint32_t tid) {
    if (tid > HM_MAX_THREAD || tid >= h->cthreads) {
        lfail(l, "thread id %u out of range", tid);
        return NULL;
    }
    return &h->threads[tid];
}

/* intern through the worker's cache; the table under the lock. */
static uint32_t local_intern(HeapModel *h, HmLocal *l, const HmDesc *d) {
    HmDescCache *c = &l->dcache[(d->site ^ d->len * 0x9E3779B1u ^ d->thread * 0x85EBCA77u) % HM_DCACHE];
    if (c->id && desc_eq(&c->d, d)) return c->id - 1;
    pthread_mutex_lock(l->lock);
    uint32_t id = intern_table(h, d);
    if (id == UINT32_MAX) lfail(l, "%s", h->err);
    pthread_mutex_unlock(l->lock);
    if (id != UINT32_MAX) *c = (HmDescCache){*d, id + 1};
    return id;
}

static void local_last(HmLocal *l, uint64_t addr, const HmDesc *d) {
    l->last = (HmObject){addr, d->size, d->type, d->site, d->len, d->thread, 0, d->flags};
}

bool hm_local_tlab(HeapModel *h, HmLocal *l, uint32_t tid, uint64_t start, uint64_t size) {
    HmThread *t = local_thread(h, l, tid);
    if (!t) return false;
    t->tlab = (HmLab){start, start, start + size};
    return true;
}

bool hm_local_alloc_lab(HeapModel *h, HmLocal *l, uint32_t tid, uint16_t mode, uint64_t size, uint32_t type,
                        uint32_t site, uint32_t len) {
    HmThread *t = local_thread(h, l, tid);
    if (!t) return false;
    HmLab *b = &t->tlab;
    if (!b->end) return lfail(l, "TLAB allocation by thread %u, which has no TLAB", tid);
    if (size > b->end - b->top)
        return lfail(l, "TLAB allocation of %" PRIu64 " bytes overflows thread %u's TLAB (%" PRIu64 " bytes left)",
                     size, tid, b->end - b->top);
    HmDesc d = {size, type, site, len, tid, (uint16_t)(mode << HM_MODE_SHIFT)};
    uint32_t w = local_intern(h, l, &d);
    if (w == UINT32_MAX) return false;
    append_w(2, &l->store, b->top, size, w, 0, 0, false);
    local_last(l, b->top, &d);
    b->top += size;
    return true;
}

bool hm_local_alloc_at(HeapModel *h, HmLocal *l, uint32_t tid, uint16_t mode, uint64_t addr, uint64_t size,
                       uint32_t type, uint32_t site, uint32_t len, bool filler) {
    HmThread *t = local_thread(h, l, tid);
    if (!t) return false;
    HmLab *b = &t->tlab;   /* as alloc_at outside a GC */
    if (b->end && addr >= b->start && addr < b->end) {
        if (addr != b->top)
            return lfail(l, "object at 0x%" PRIx64 " inside thread %u's TLAB is not at its fill level 0x%" PRIx64,
                         addr, tid, b->top);
        if (size > b->end - b->top) return lfail(l, "object at 0x%" PRIx64 " overflows its LAB", addr);
        b->top += size;
    }
    HmDesc d = {size, type, site, len, tid, (uint16_t)((filler ? HM_FILLER : 0) | mode << HM_MODE_SHIFT)};
    uint32_t w = local_intern(h, l, &d);
    if (w == UINT32_MAX) return false;
    append_w(2, &l->store, addr, size, w, 0, 0, filler);
    local_last(l, addr, &d);
    return true;
}

void hm_local_merge(HeapModel *h, HmLocal *l) {
    HmStore *s = &l->store, *d = &h->heap;
    for (size_t i = 0; i < s->nruns; i++) {
        HmRun r = s->runs[i];
        if (!(r.flags & HM_RUN_UNIFORM)) {
            uint32_t from = r.ref;
            r.ref = (uint32_t)d->nwords;
            for (uint32_t k = 0; k < r.count; k++) push_word(h->wlog, d, ((const uint32_t *)(void *)s->words)[from + k]);
        }
        if (d->nruns == d->cruns) d->runs = map_grow(d->runs, &d->cruns, sizeof *d->runs);
        d->runs[d->nruns++] = r;
    }
    d->open = 0;
    h->has_last = false;   /* the phase's last allocation in file order is not known here */
    s->nruns = s->nwords = 0;
    s->open = 0;
}
