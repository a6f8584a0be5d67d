/* markcompact.c: parallel mark, summary and update, sequential slide (see markcompact.h). */
#include "markcompact.h"

#include <stdatomic.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "cardtable.h"
#include "gc_events.h"
#include "refs.h"
#include "scan.h"
#include "workers.h"

#define BLOCK_SHIFT 9                    /* 512 bytes: 64 words, one bitmap word */
#define CHUNK_BLOCKS 256                 /* blocks claimed at a time by a worker */

static uint8_t *base;
static size_t nblocks;
static uint64_t *beg_bits, *end_bits;    /* one bit per heap word: object starts / last words */
static uint32_t *block_live;             /* bytes of live objects starting in the block */
static uint8_t **block_dest;             /* new address of the block's first live object */

static GcWork work;
static RefList refs[GC_MAX_WORKERS];

/* The spaces of the current collection, and the block ranges they cover. */
static Space **spaces;
static unsigned nspaces;
static size_t range_lo[GC_MAX_SPACES], range_hi[GC_MAX_SPACES];
static atomic_size_t next_chunk;

static void *reserve(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

bool mc_init(uint8_t *heap, size_t bytes, char *err, size_t errlen) {
    base = heap;
    nblocks = (bytes >> BLOCK_SHIFT) + 1;
    beg_bits = reserve(nblocks * sizeof(uint64_t));
    end_bits = reserve(nblocks * sizeof(uint64_t));
    block_live = reserve(nblocks * sizeof(uint32_t));
    block_dest = reserve(nblocks * sizeof(uint8_t *));
    if (!beg_bits || !end_bits || !block_live || !block_dest) {
        snprintf(err, errlen, "cannot reserve the mark bitmaps for a %zu-byte heap", bytes);
        return false;
    }
    gc_work_init(&work);
    return true;
}

static inline size_t word_of(const void *p) { return (size_t)((const uint8_t *)p - base) >> 3; }
static inline size_t block_of(const void *p) { return (size_t)((const uint8_t *)p - base) >> BLOCK_SHIFT; }
static inline uint8_t *block_addr(size_t b) { return base + (b << BLOCK_SHIFT); }

static inline bool is_marked(const Object *o) {
    size_t w = word_of(o);
    return (__atomic_load_n(&beg_bits[w >> 6], __ATOMIC_RELAXED) >> (w & 63)) & 1;
}

/* ---- marking ---- */

/* Sets o's begin and end bits; true if this call marked it. */
static inline bool mark(Object *o) {
    size_t w = word_of(o);
    uint64_t bit = (uint64_t)1 << (w & 63), *word = &beg_bits[w >> 6];
    if (__atomic_load_n(word, __ATOMIC_RELAXED) & bit) return false;
    if (__atomic_fetch_or(word, bit, __ATOMIC_RELAXED) & bit) return false;
    size_t e = w + (gc_object_size(o) >> 3) - 1;
    __atomic_fetch_or(&end_bits[e >> 6], (uint64_t)1 << (e & 63), __ATOMIC_RELAXED);
    return true;
}

/* Marks o and pushes it for scanning, prefetching the headers its fields refer to (their
 * marking reads them when o is popped, usually soon). */
static void mark_slot(Object **slot, void *ctx) {
    Object *o = *slot;
    if (!mark(o)) return;
    const Class *c = obj_class(o);
    if (class_is_array(c)) {
        if (c->elem_type != 'L' || !ARRAY_LENGTH(o)) return;
    } else {
        if (!c->nref_offsets) return;
        for (uint32_t i = 0; i < c->nref_offsets; i++) {
            Object *r = OBJ_FIELD(o, c->ref_offsets[i], Object *);
            if (r) __builtin_prefetch(r);
        }
    }
    gc_work_push(&work, (unsigned)(uintptr_t)ctx, (GcTask){o, 0, 0});
}

static void mark_scan(unsigned id, GcTask t) {
    Object **skip = NULL;
    if (!t.end && (skip = gc_ref_weak_slot(t.obj)) && !is_marked(*skip)) ref_list_add(&refs[id], t.obj);
    gc_scan_task(&work, id, t, skip, mark_slot, (void *)(uintptr_t)id);
}

static void mark_task(unsigned id, void *ctx) {
    (void)ctx;
    GcWorkStack *s = &work.stacks[id];
    if (id != 0 && !gc_work_join(&work, id)) return;
    if (id == 0) {
        roots_visit(mark_slot, (void *)(uintptr_t)0);
        while (s->n > s->bottom) mark_scan(id, s->items[--s->n]);
    }
    GcTask t;
    while (gc_work_pop(&work, id, &t)) mark_scan(id, t);
}

static Object *alive(Object *r, void *ctx) {
    (void)ctx;
    return is_marked(r) ? r : NULL;
}

/* Calls fn for every marked object of the collection, in address order (the tracer's
 * gc_event_live_objects). */
static void walk_marked(void (*fn)(Object *o, void *ctx), void *ctx) {
    for (unsigned i = 0; i < nspaces; i++)
        for (size_t b = range_lo[i]; b < range_hi[i]; b++)
            for (uint64_t bits = beg_bits[b]; bits; bits &= bits - 1)
                fn((Object *)(block_addr(b) + 8 * (size_t)__builtin_ctzll(bits)), ctx);
}

/* ---- block chunks, claimed by the workers in the summary and update phases ---- */

static size_t total_chunks(void) {
    size_t n = 0;
    for (unsigned i = 0; i < nspaces; i++) n += (range_hi[i] - range_lo[i] + CHUNK_BLOCKS - 1) / CHUNK_BLOCKS;
    return n;
}

/* The block range [*lo, *hi) of chunk k. */
static void chunk_range(size_t k, size_t *lo, size_t *hi) {
    for (unsigned i = 0; i < nspaces; i++) {
        size_t c = (range_hi[i] - range_lo[i] + CHUNK_BLOCKS - 1) / CHUNK_BLOCKS;
        if (k < c) {
            *lo = range_lo[i] + k * CHUNK_BLOCKS;
            *hi = *lo + CHUNK_BLOCKS < range_hi[i] ? *lo + CHUNK_BLOCKS : range_hi[i];
            return;
        }
        k -= c;
    }
    *lo = *hi = 0;
}

/* Runs the statements for each marked object o starting in block b, in address order. */
#define FOR_EACH_MARKED(b, o, ...)                                                  \
    for (uint64_t bits_ = beg_bits[b]; bits_; bits_ &= bits_ - 1) {                 \
        Object *o = (Object *)(block_addr(b) + 8 * (size_t)__builtin_ctzll(bits_)); \
        __VA_ARGS__                                                                 \
    }

static void summary_task(unsigned id, void *ctx) {
    (void)id, (void)ctx;
    size_t nch = total_chunks(), k, lo, hi;
    if (nch > 4) gc_workers_wake();
    while ((k = atomic_fetch_add(&next_chunk, 1)) < nch) {
        chunk_range(k, &lo, &hi);
        for (size_t b = lo; b < hi; b++) {
            size_t live = 0;
            FOR_EACH_MARKED(b, o, { live += gc_object_size(o); })
            block_live[b] = (uint32_t)live;
        }
    }
}

/* ---- forwarding and updating ---- */

/* The sum of the positions of x's set bits; *count gets their number. */
static inline unsigned sum_positions(uint64_t x, unsigned *count) {
    unsigned s = 0, n = 0;
    for (; x; x &= x - 1, n++) s += (unsigned)__builtin_ctzll(x);
    *count = n;
    return s;
}

/* The address live object o moves to: its block's destination plus the words of the live
 * objects that start before it in the block (an object reaching in from an earlier block
 * contributes an end bit without a begin bit: it is dropped). */
static inline Object *new_addr(const Object *o) {
    size_t w = word_of(o), b = w >> 6;
    uint64_t below = ((uint64_t)1 << (w & 63)) - 1;
    uint64_t bb = beg_bits[b] & below, eb = end_bits[b] & below;
    if (eb && (!bb || __builtin_ctzll(eb) < __builtin_ctzll(bb))) eb &= eb - 1;
    unsigned nb, ne;
    size_t words = (size_t)sum_positions(eb, &ne) - sum_positions(bb, &nb) + nb;
    return (Object *)(block_dest[b] + 8 * words);
}

static void update_slot(Object **slot, void *ctx) {
    (void)ctx;
    *slot = new_addr(*slot);
}

static void update_task(unsigned id, void *ctx) {
    (void)ctx;
    size_t nch = total_chunks(), k, lo, hi;
    if (nch > 4) gc_workers_wake();
    if (id == 0) roots_visit(update_slot, NULL);
    while ((k = atomic_fetch_add(&next_chunk, 1)) < nch) {
        chunk_range(k, &lo, &hi);
        for (size_t b = lo; b < hi; b++) FOR_EACH_MARKED(b, o, {
                const Class *c = obj_class(o);
                if (class_is_array(c)) {
                    if (c->elem_type != 'L') continue;
                    Object **e = ARRAY_DATA(o, Object *);
                    for (jint i = 0, n = ARRAY_LENGTH(o); i < n; i++)
                        if (e[i]) e[i] = new_addr(e[i]);
                } else {
                    for (uint32_t i = 0; i < c->nref_offsets; i++) {
                        Object **slot = &OBJ_FIELD(o, c->ref_offsets[i], Object *);
                        if (*slot) *slot = new_addr(*slot);
                    }
                }
            })
    }
}

/* ---- sliding ---- */

typedef struct Run {
    uint8_t *src, *dst;
    size_t bytes, count;
} Run;

static void flush(Run *r) {
    if (!r->bytes) return;
    if (r->dst != r->src) {
        memmove(r->dst, r->src, r->bytes);
        gc_event_region_move(r->src, r->dst, r->bytes, r->count);
    }
    r->bytes = r->count = 0;
}

/* Slides the live objects of spaces[i] to their blocks' destinations, in address order. */
static void slide(unsigned i, Space *bot_space) {
    Run run = {0};
    for (size_t b = range_lo[i]; b < range_hi[i]; b++) {
        uint8_t *dest = block_dest[b];
        FOR_EACH_MARKED(b, o, {
            uint8_t *src = (uint8_t *)o;
            size_t size = gc_object_size(o);
            if (src == dest) gc_event_keep_alive(o);
            if (run.bytes && run.src + run.bytes == src && run.dst + run.bytes == dest) {
                run.bytes += size;
                run.count++;
            } else {
                flush(&run);
                run = (Run){src, dest, size, 1};
            }
            if (bot_space && space_contains(bot_space, dest)) bot_record(dest);
            dest += size;
        })
    }
    flush(&run);
}

/* ---- the collection ---- */

void mc_collect(GcPause *p, Space **sp, unsigned n, Space *bot_space, McResult *res) {
    spaces = sp;
    nspaces = n;
    uint8_t *old_top[GC_MAX_SPACES];
    for (unsigned i = 0; i < n; i++) {
        old_top[i] = space_top(sp[i]);
        range_lo[i] = block_of(sp[i]->start);
        range_hi[i] = old_top[i] > sp[i]->start ? block_of(old_top[i] - 1) + 1 : range_lo[i];
    }
    unsigned nw = gc_workers_count();

    gc_work_reset(&work);
    gc_work_join(&work, 0);
    gc_workers_run(mark_task, NULL);
    gc_pause_phase(p, "Marking Phase");

    res->refs_cleared = gc_refs_process(refs, nw, alive, NULL);
    gc_pause_phase(p, "Reference Processing");
    gc_event_live_objects(walk_marked);

    atomic_store(&next_chunk, 0);
    gc_workers_run(summary_task, NULL);
    /* Destinations, block by block in address order: the live objects of a block go to the
     * earliest space (in the order given, never past their own) with room for all of them,
     * after what that space received so far. A block that does not fit moves the target on. */
    uint8_t *cursor[GC_MAX_SPACES];
    for (unsigned i = 0; i < n; i++) cursor[i] = sp[i]->start;
    unsigned target = 0;
    res->live = 0;
    for (unsigned i = 0; i < n; i++) {
        for (size_t b = range_lo[i]; b < range_hi[i]; b++) {
            size_t live = block_live[b];
            res->live += live;
            while (target < i && (size_t)(sp[target]->end - cursor[target]) < live) target++;
            block_dest[b] = cursor[target];
            cursor[target] += live;
        }
    }
    gc_pause_phase(p, "Summary Phase");

    atomic_store(&next_chunk, 0);
    gc_workers_run(update_task, NULL);
    gc_pause_phase(p, "Adjust Pointers");

    for (unsigned i = 0; i < n; i++) slide(i, bot_space);
    gc_pause_phase(p, "Compaction Phase");

    for (unsigned i = 0; i < n; i++) {
        space_set_top(sp[i], cursor[i]);
        if (range_hi[i] > range_lo[i]) {
            memset(&beg_bits[range_lo[i]], 0, (range_hi[i] - range_lo[i]) * sizeof(uint64_t));
            memset(&end_bits[range_lo[i]], 0, (range_hi[i] - range_lo[i]) * sizeof(uint64_t));
        }
    }
    gc_pause_phase(p, "Post Compact");
}
