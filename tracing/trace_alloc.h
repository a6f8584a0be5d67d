/* trace_alloc.h: the allocation event's fast path, inline in the VM's allocation functions
 * (gc/heap.c through trace.h): a Java frame's object in its TLAB, at a site in the thread's
 * cache, with a one-word event, costs a cache probe, a check of the buffer space, one store
 * and a pointer bump. Everything else goes to trace_alloc_slow (trace_alloc.c). */
#ifndef MINIVM_TRACE_ALLOC_H
#define MINIVM_TRACE_ALLOC_H

#include "../vm/thread.h"
#include "trace_internal.h"
#include "trace_recorder.h"
#include "trace_symbols.h"

#define TRACE_SITE_CACHE 256    /* entries per thread, direct mapped */

typedef struct TraceSiteEntry {
    const void *a, *b;          /* the location: a pc, or a native method and its caller's pc */
    const Class *klass;
    uint32_t site;
    uint32_t fast_word;         /* the FAST event's word 0 without the length, or 0: not fast */
    uint8_t who;
    bool typed;
} TraceSiteEntry;

typedef struct TraceSiteCache {
    TraceSiteEntry e[TRACE_SITE_CACHE];
} TraceSiteCache;

extern uint32_t trace_stack_interval;

static inline TraceSiteEntry *trace_site_entry(TraceSiteCache *c, const void *a, const void *b, const Class *k) {
    uintptr_t h = (uintptr_t)a ^ ((uintptr_t)k >> 3) ^ ((uintptr_t)b >> 5);
    return &c->e[(h ^ (h >> 8)) & (TRACE_SITE_CACHE - 1)];
}

void trace_alloc_slow(Thread *t, Object *o);

/* ---- compiled code (jit/jit_trace.c) ----
 * A compiled allocation site is made once at JIT time: its SYM_SITE (who: JIT, the type, the
 * frames: the `new` first, then the callers it was inlined into, with their invoke bcis: the
 * mini stack) and the ALLOC_JIT_FAST word that compiled code stores inline. */
typedef struct TraceJitSite {
    uint32_t site;
    uint32_t fast_word;               /* ALLOC_JIT_FAST word 0 with length 0; 0: the site id needs its escape word */
    uint32_t nframes;
    TraceSiteFrame frames[];
} TraceJitSite;

/* Registers (or finds) the site of type k at frames[0..n) and returns its descriptor (never
 * freed). Any thread, at JIT time. */
const TraceJitSite *trace_jit_site(const Class *k, const TraceSiteFrame *frames, uint32_t n);

/* Whether compiled code may write the one-word event itself: not with periodic full stacks
 * (-Xtrace:stacks) or kept sites (-Xtrace:keepsites), which need the call for every object. */
static inline bool trace_jit_inline_events(void) { return !trace_stack_interval && !trace_keepsites; }

/* Records o's allocation by compiled code at js: every case the inline event does not cover
 * (no buffer space, a length or site id that needs its escape word, an object from the
 * allocation slow path, periodic stacks, kept sites). Sets t->trace_events. */
void trace_alloc_jit(Thread *t, Object *o, const TraceJitSite *js);

/* k: o's class, which the allocating caller has at hand (no class_table lookup). */
static inline void trace_alloc_inline(Thread *t, Object *o, const Class *k) {
    TraceLocal *tl = &trace_local;
    const Frame *f = t->frame;
    const uint8_t *p = (const uint8_t *)o;
    if (__builtin_expect(f && !(f->flags & FRAME_NATIVE) && tl->sites && !tl->fresh_tlab && p >= t->tlab.start &&
                             p < t->tlab.top && !trace_stack_interval,
                         1)) {
        const TraceSiteEntry *e = trace_site_entry(tl->sites, f->pc, NULL, k);
        uint32_t len = (k->flags & CLASS_FLAG_ARRAY) ? (uint32_t)ARRAY_LENGTH(o) : 0;
        if (e->klass == k && e->a == f->pc && !e->b && e->fast_word && len < TF_ESC_LEN &&
            trace_try_put1(tl, e->fast_word | len)) {
            if (__builtin_expect(trace_keepsites, 0)) trace_keep_site(t, o, e->site);   /* trace_rotate_sites.c */
            return;
        }
    }
    trace_alloc_slow(t, o);
}

#endif
