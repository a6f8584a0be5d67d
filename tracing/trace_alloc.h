/* trace_alloc.h: the allocation event's fast path, inline in the VM's allocation functions
 * (gc/heap.c through trace.h): a Java frame's object in its TLAB, at a site in the thread's
 * cache, with a one-word event, costs a cache probe, a check of the buffer space, one store
 * and a pointer bump. Everything else goes to trace_alloc_slow (trace_alloc.c). */
#ifndef MINIVM_TRACE_ALLOC_H
#define MINIVM_TRACE_ALLOC_H

#include "../vm/thread.h"
#include "trace_internal.h"
#include "trace_recorder.h"

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

static inline void trace_alloc_inline(Thread *t, Object *o) {
    TraceLocal *tl = &trace_local;
    const Frame *f = t->frame;
    const Class *k = o->klass;
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
