/* scavenge.c: the generational plan's minor collection, a parallel copying scavenge of eden
 * and the from-survivor (docs/gc.md, "Scavenge").
 *
 * Roots: worker 0 visits the VM's roots; all workers claim stripes of the old generation and
 * scan the objects on its dirty cards (cleaning each card first and re-dirtying it when a
 * slot on it still refers to a young object afterwards). Every young object reached is
 * copied by the worker that reaches it, into that worker's survivor PLAB, or its old PLAB
 * once the object is old enough (or the to-space is full); the copy is installed by a CAS on
 * the original's mark word, and a loser turns its copy into a filler. Copies with references
 * are pushed as gray and scanned from the worker's stack (work shared as in workers.h).
 * A slot that refers to the collected set is not followed at once: its referent's header is
 * prefetched and the slot waits in a small per-worker FIFO (PREFETCH_SLOTS long), so that the
 * cache miss on the original's mark word overlaps the copying of the slots queued before it.
 *
 * Promotion failure (old full): the object is forwarded to ITSELF by the same CAS, its mark
 * saved, and it is scanned like a copy; afterwards the marks are restored, so every
 * reference points to a valid object (a copy, or the original left in place). */
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/roots.h"
#include "../vm/vm.h"
#include "cardtable.h"
#include "gc_events.h"
#include "generational.h"
#include "refs.h"
#include "scan.h"
#include "workers.h"

#define PLAB_RESERVE 16                 /* a retired PLAB's rest always holds a filler */
#define OLD_PLAB (16 * 1024)
#define STRIPE_BYTES (256 * GC_CARD_SIZE)
#define PREFETCH_SLOTS 16               /* slots queued behind their referent's prefetch (a power of 2) */
#define OLD_SLOT ((uintptr_t)1)         /* tag of a queued slot in the old generation */

typedef struct Plab {
    uint8_t *top, *end;                 /* end: the usable end, PLAB_RESERVE before the real one */
} Plab;

typedef struct Preserved {
    Object *obj;
    uintptr_t mark;
} Preserved;

typedef struct ScvWorker {
    _Alignas(64) unsigned id;
    Plab surv, old;
    size_t survived, promoted;
    bool overflow;                      /* an object young enough for the to-space did not fit */
    size_t age_bytes[16];               /* bytes copied to the survivor, by new age */
    RefList refs;                       /* discovered references */
    Preserved *failed;                  /* objects forwarded to themselves */
    size_t nfailed, capfailed;
    uintptr_t queue[PREFETCH_SLOTS];    /* slots (| OLD_SLOT) whose referents are being prefetched */
    unsigned qhead, qlen;
} ScvWorker;

static ScvWorker workers[GC_MAX_WORKERS];
static GcWork work;
static bool work_ready;
static uint8_t *to_start, *to_end;
static size_t surv_plab;
static uint8_t *scan_start, *scan_end;  /* the old generation as it was at the start */
static atomic_size_t next_stripe;
static size_t nstripes;
static _Atomic uint64_t closure_cpu_ns; /* CPU time of all workers in this closure */
static uint64_t avg_cpu_ns;             /* its recent average: the next closure's prediction */

/* In eden or the from-survivor: the collected set. */
static inline bool in_cset(const Object *o) {
    const uint8_t *p = (const uint8_t *)o;
    return p >= gen.young_start && !(p >= to_start && p < to_end);
}


static inline Object *plab_take(Plab *p, size_t size) {
    if ((size_t)(p->end - p->top) < size) return NULL;
    Object *o = (Object *)p->top;
    p->top += size;
    return o;
}

static void plab_retire(Plab *p, bool old) {
    if (!p->top) return;
    if (old) bot_record(p->top);
    gc_fill(p->top, (size_t)(p->end - p->top) + PLAB_RESERVE);
    p->top = p->end = NULL;
}

/* Memory for a copy when the PLAB is exhausted: a new PLAB, or the object on its own (too
 * big for a PLAB, or no room for a whole PLAB). */
static Object *alloc_slow(ScvWorker *w, Space *s, Plab *p, size_t plab_size, size_t size, bool old, bool *in_plab) {
    if (size <= plab_size / 4) {
        plab_retire(p, old);
        uint8_t *m = space_bump(s, plab_size);
        if (m) {
            p->top = m;
            p->end = m + plab_size - PLAB_RESERVE;
            gc_event_plab_alloc(w->id, s->id, m, plab_size);
            *in_plab = true;
            return plab_take(p, size);
        }
    }
    *in_plab = false;
    return space_bump(s, size);
}

/* Pushes o (of class c) for scanning if it has reference slots. */
static inline void push_gray(ScvWorker *w, Object *o, const Class *c) {
    if (gc_has_refs_of(o, c)) gc_work_push(&work, w->id, (GcTask){o, 0, 0});
}

/* Old is full: forward o to itself and remember its mark. */
static Object *self_forward(ScvWorker *w, Object *o, uintptr_t m) {
    _Atomic uintptr_t *mw = (_Atomic uintptr_t *)&o->mark;
    if (!atomic_compare_exchange_strong_explicit(mw, &m, mark_forwarding(m, o), memory_order_acq_rel,
                                                 memory_order_acquire))
        return mark_forwardee(m);
    if (w->nfailed == w->capfailed) {
        w->capfailed = w->capfailed ? 2 * w->capfailed : 256;
        w->failed = realloc(w->failed, w->capfailed * sizeof *w->failed);
        if (!w->failed) vm_fatal("out of native memory during a scavenge");
    }
    w->failed[w->nfailed++] = (Preserved){o, m};
    push_gray(w, o, mark_class(m));
    return o;
}

/* The new address of o (in the collected set): copies it unless some worker already did. */
static Object *copy(ScvWorker *w, Object *o) {
    _Atomic uintptr_t *mw = (_Atomic uintptr_t *)&o->mark;
    uintptr_t m = atomic_load_explicit(mw, memory_order_acquire);
    if ((m & MARK_TAG_MASK) == MARK_FORWARDED) return mark_forwardee(m);
    const Class *c = mark_class(m);
    size_t size = gc_object_size_of(o, c);
    unsigned age = (unsigned)((m & MARK_AGE_MASK) >> MARK_AGE_SHIFT);
    bool promoted = age >= gen.tenuring, in_plab = true;
    Object *n = NULL;
    if (!promoted) {
        n = plab_take(&w->surv, size);
        if (!n) n = alloc_slow(w, gen_to(), &w->surv, surv_plab, size, false, &in_plab);
        if (!n) promoted = w->overflow = true;
    }
    if (promoted) {
        in_plab = true;
        n = plab_take(&w->old, size);
        if (!n) n = alloc_slow(w, &gen.old, &w->old, OLD_PLAB, size, true, &in_plab);
        if (!n) return self_forward(w, o, m);
        bot_record(n);
    }
    /* The mark word is left out: other workers may be racing on it. */
    memcpy((char *)n + sizeof(uintptr_t), (char *)o + sizeof(uintptr_t), size - sizeof(uintptr_t));
    unsigned new_age = age < 15 ? age + 1 : 15;   /* the age field saturates (MaxTenuringThreshold=16) */
    n->mark = promoted ? m : (m & ~MARK_AGE_MASK) | ((uintptr_t)new_age << MARK_AGE_SHIFT);
    if (!atomic_compare_exchange_strong_explicit(mw, &m, mark_forwarding(m, n), memory_order_acq_rel,
                                                 memory_order_acquire)) {
        gc_fill(n, size);
        return mark_forwardee(m);
    }
    gc_event_move(w->id, o, n, size, promoted, in_plab);
    if (promoted) {
        w->promoted += size;
    } else {
        w->survived += size;
        w->age_bytes[new_age] += size;
    }
    push_gray(w, n, c);
    return n;
}

/* Follows a queued slot: copies its referent (if no worker did yet) and updates it. A slot
 * in the old generation keeps its card dirty while it refers to a young object. */
static void follow(ScvWorker *w, uintptr_t q) {
    Object **slot = (Object **)(q & ~OLD_SLOT);
    Object *o = *slot;
    if (!in_cset(o)) return;            /* a root slot visited twice is already updated */
    Object *n = copy(w, o);
    *slot = n;
    if ((q & OLD_SLOT) && gen_is_young(n)) card_set(card_for(slot), GC_CARD_DIRTY);
}

/* Queues a slot that refers to the collected set behind the prefetch of its referent; when
 * the queue is full, follows the oldest slot first. */
static inline void enqueue(ScvWorker *w, Object **slot, Object *o, uintptr_t tag) {
    __builtin_prefetch(o, 1);
    uintptr_t q = (uintptr_t)slot | tag;
    if (w->qlen == PREFETCH_SLOTS) {
        uintptr_t oldest = w->queue[w->qhead];
        w->queue[w->qhead] = q;
        w->qhead = (w->qhead + 1) & (PREFETCH_SLOTS - 1);
        follow(w, oldest);
    } else {
        w->queue[(w->qhead + w->qlen++) & (PREFETCH_SLOTS - 1)] = q;
    }
}

/* Follows the oldest queued slot (the queue is not empty). */
static void dequeue_one(ScvWorker *w) {
    uintptr_t q = w->queue[w->qhead];
    w->qhead = (w->qhead + 1) & (PREFETCH_SLOTS - 1);
    w->qlen--;
    follow(w, q);
}

/* A slot of a root or of a young copy. */
static void do_slot(Object **slot, void *ctx) {
    Object *o = *slot;
    if (in_cset(o)) enqueue(ctx, slot, o, 0);
}

/* A slot in the old generation. */
static void do_old_slot(Object **slot, void *ctx) {
    Object *o = *slot;
    if (in_cset(o)) enqueue(ctx, slot, o, OLD_SLOT);
}

/* The weak referent slot of Reference o (NULL if none): a referent already copied is
 * updated now; one not yet reached is left for gc_refs_process, with o discovered. */
static Object **weak_slot(ScvWorker *w, Object *o, bool old) {
    Object **ws = gc_ref_weak_slot(o);
    if (!ws || !in_cset(*ws)) return ws;
    uintptr_t m = atomic_load_explicit((_Atomic uintptr_t *)&(*ws)->mark, memory_order_acquire);
    if ((m & MARK_TAG_MASK) == MARK_FORWARDED) {
        *ws = mark_forwardee(m);
        if (old && gen_is_young(*ws)) card_set(card_for(ws), GC_CARD_DIRTY);
    } else {
        ref_list_add(&w->refs, o);
    }
    return ws;
}

static void scan(ScvWorker *w, GcTask t) {
    bool old = !gen_is_young(t.obj);
    /* The flag is tested here too, so that most objects skip the call. */
    bool ref = !t.end && (obj_class(t.obj)->flags & CLASS_FLAG_REFERENCE);
    Object **skip = ref ? weak_slot(w, t.obj, old) : NULL;
    if (old) gc_scan_task(&work, w->id, t, skip, do_old_slot, w);
    else gc_scan_task(&work, w->id, t, skip, do_slot, w);
}

/* The slots of old object o that lie in [a, b), a run of dirty cards. */
static void scan_old_range(ScvWorker *w, Object *o, const uint8_t *a, const uint8_t *b) {
    Object **ws = class_is_array(obj_class(o)) ? NULL : gc_ref_weak_slot(o);
    if (ws && (const uint8_t *)ws >= a && (const uint8_t *)ws < b) weak_slot(w, o, true);
    gc_scan_range(o, a, b, ws, do_old_slot, w);
}

static void scan_stripe(ScvWorker *w, size_t stripe) {
    uint8_t *lo = scan_start + stripe * STRIPE_BYTES;
    uint8_t *hi = (size_t)(scan_end - lo) < STRIPE_BYTES ? scan_end : lo + STRIPE_BYTES;
    uint8_t *c = card_for(lo), *cend = card_for(hi - 1) + 1;
    Object *cur = NULL;                 /* the last object scanned, and its end */
    uint8_t *cur_end = NULL;
    while (c < cend) {
        if (!card_is_dirty(c)) {
            if (((uintptr_t)c & 7) == 0 && cend - c >= 8 && __atomic_load_n((uint64_t *)c, __ATOMIC_RELAXED) == 0)
                c += 8;
            else
                c++;
            continue;
        }
        uint8_t *run = c;
        for (; c < cend && card_is_dirty(c); c++) card_set(c, GC_CARD_CLEAN);
        uint8_t *a = card_addr(run), *b = card_addr(c);
        if (a < lo) a = lo;
        if (b > hi) b = hi;
        uint8_t *p;
        if (cur && cur_end > a) p = (uint8_t *)cur;
        else if (cur && cur_end == a) p = a;
        else p = (uint8_t *)bot_object_start(a);
        while (p < b) {
            cur = (Object *)p;
            cur_end = p + gc_object_size(cur);
            scan_old_range(w, cur, a, b);
            p = cur_end;
        }
    }
}

/* Scans this worker's gray objects and follows its queued slots until both are empty. */
static void drain_local(ScvWorker *w) {
    GcWorkStack *s = &work.stacks[w->id];
    for (;;) {
        if (s->n > s->bottom) scan(w, s->items[--s->n]);
        else if (w->qlen) dequeue_one(w);
        else return;
    }
}

static void task(unsigned id, void *ctx) {
    (void)ctx;
    ScvWorker *w = &workers[id];
    uint64_t cpu0 = gc_thread_cpu_ns();
    if (id != 0 && !gc_work_join(&work, id)) return;
    if (id == 0) {
        gc_workers_wake_for(avg_cpu_ns);
        roots_visit(do_slot, w);
        drain_local(w);
    }
    for (size_t s; (s = atomic_fetch_add(&next_stripe, 1)) < nstripes;) {
        scan_stripe(w, s);
        drain_local(w);
    }
    GcTask t;
    while (gc_work_pop(&work, id, &t)) {
        scan(w, t);
        drain_local(w);
    }
    atomic_fetch_add_explicit(&closure_cpu_ns, gc_thread_cpu_ns() - cpu0, memory_order_relaxed);
}

static Object *alive(Object *r, void *ctx) {
    (void)ctx;
    if (!in_cset(r)) return r;
    uintptr_t m = r->mark;
    return (m & MARK_TAG_MASK) == MARK_FORWARDED ? mark_forwardee(m) : NULL;
}

/* HotSpot's age-table rule (TargetSurvivorRatio 50%): the smallest age at which the
 * survivors of this scavenge exceed half the survivor space, else 16. */
static unsigned age_threshold(const size_t *age_bytes, size_t surv_capacity) {
    size_t total = 0;
    for (unsigned age = 1; age < 16; age++) {
        total += age_bytes[age];
        if (total > surv_capacity / 2) return age;
    }
    return 16;
}

void scavenge(ScavengeResult *res) {
    unsigned n = gc_workers_count();
    if (!work_ready) {
        gc_work_init(&work);
        work_ready = true;
    }
    gc_work_reset(&work);
    gc_work_join(&work, 0);
    Space *to = gen_to();
    space_set_top(to, to->start);
    to_start = to->start;
    to_end = to->end;
    surv_plab = ALIGN_UP(space_capacity(to) / (8 * n), HEAP_ALIGN);
    if (surv_plab > 32 * 1024) surv_plab = 32 * 1024;
    if (surv_plab < 2 * 1024) surv_plab = 2 * 1024;
    scan_start = gen.old.start;
    scan_end = space_top(&gen.old);
    nstripes = (size_t)(scan_end - scan_start + STRIPE_BYTES - 1) / STRIPE_BYTES;
    atomic_store(&next_stripe, 0);
    for (unsigned i = 0; i < n; i++) {
        ScvWorker *w = &workers[i];
        w->id = i;
        w->surv = w->old = (Plab){NULL, NULL};
        w->survived = w->promoted = 0;
        w->overflow = false;
        memset(w->age_bytes, 0, sizeof w->age_bytes);
        w->refs.n = 0;
        w->nfailed = 0;
        w->qhead = w->qlen = 0;
    }
    atomic_store(&closure_cpu_ns, 0);

    gc_workers_run(task, NULL);
    avg_cpu_ns = (3 * avg_cpu_ns + atomic_load(&closure_cpu_ns)) / 4;

    RefList lists[GC_MAX_WORKERS];
    size_t age_bytes[16] = {0};
    *res = (ScavengeResult){0};
    for (unsigned i = 0; i < n; i++) {
        ScvWorker *w = &workers[i];
        lists[i] = w->refs;
        plab_retire(&w->surv, false);
        plab_retire(&w->old, true);
        res->survived += w->survived;
        res->promoted += w->promoted;
        if (w->overflow) res->overflow = true;
        for (int a = 0; a < 16; a++) age_bytes[a] += w->age_bytes[a];
        if (w->nfailed) res->failed = true;
    }
    res->refs_cleared = gc_refs_process(lists, n, alive, NULL);
    for (unsigned i = 0; i < n; i++) workers[i].refs = lists[i];
    /* The card shared by the old objects scanned and the first promoted ones may have been
     * cleaned by its scanner after a promotion dirtied it: keep it dirty. */
    if ((uintptr_t)scan_end & (GC_CARD_SIZE - 1)) card_set(card_for(scan_end), GC_CARD_DIRTY);

    if (res->failed) {
        for (unsigned i = 0; i < n; i++)
            for (size_t k = 0; k < workers[i].nfailed; k++) {
                Preserved *p = &workers[i].failed[k];
                p->obj->mark = p->mark;
                gc_event_keep_alive(p->obj);
            }
        return;
    }
    space_set_top(&gen.eden, gen.eden.start);
    space_set_top(gen_from(), gen_from()->start);
    gen.from = 1 - gen.from;
    res->age_threshold = age_threshold(age_bytes, space_capacity(gen_from()));
}
