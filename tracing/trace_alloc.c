/* trace_alloc.c: allocation events. Every object the VM allocates is reported here once
 * (trace_allocated in gc/heap.c), right after its allocation and before any other
 * allocation of the same thread, so the order of a thread's events is its allocation order.
 *
 * Who: the allocating thread's innermost frame tells. A Java frame at new, newarray,
 * anewarray or multianewarray allocating that bytecode's class is the interpreter (IR);
 * anything else is VM code, with the innermost Java location (or native method and caller)
 * as its site. Mode: the first object of a TLAB just handed out is SLOW (address given, the
 * allocation slow path placed it), an object in the thread's TLAB is FAST (one word, address
 * implied), any other is NORMAL (address given). Type and size are given (SLOW_TYPE) where
 * the site cannot imply them: the inner arrays of multianewarray, class mirrors and clone.
 * Compiled code (JIT) records its own allocations: inline, or through trace_alloc_jit with a
 * site made at JIT time (jit/jit_trace.c). */
#include <stdlib.h>
#include <string.h>

#include "../interp/opcodes.h"
#include "../vm/roots.h"
#include "../vm/vm.h"
#include "trace.h"
#include "trace_alloc.h"
#include "trace_internal.h"
#include "trace_recorder.h"
#include "trace_symbols.h"

#define MAX_STACK 256           /* frames of a full stack */

typedef struct {
    uint32_t site;
    uint8_t who;
    bool typed;
} SiteInfo;

static const Method *object_clone;   /* java/lang/Object.clone, found on first need */

/* ---- who and where ---- */

static const char *const newarray_names[12] = {[4] = "[Z", "[C", "[F", "[D", "[B", "[S", "[I", "[J"};

/* Does the class name allocated by the bytecode at code[bci] equal name? For anewarray
 * the pool names the component. */
static bool bytecode_allocates(const Method *m, const uint8_t *code, uint32_t bci, const char *name) {
    unsigned op = code[bci];
    if (op == OP_newarray) {
        unsigned atype = code[bci + 1];
        return atype < 12 && newarray_names[atype] && strcmp(newarray_names[atype], name) == 0;
    }
    const char *cn = cf_class_name(m->owner->cf, (uint16_t)(code[bci + 1] << 8 | code[bci + 2]));
    if (!cn) return false;
    if (op != OP_anewarray) return strcmp(cn, name) == 0;
    size_t n = strlen(cn);
    if (cn[0] == '[') return name[0] == '[' && strcmp(name + 1, cn) == 0;
    return name[0] == '[' && name[1] == 'L' && strncmp(name + 2, cn, n) == 0 && name[2 + n] == ';' && !name[3 + n];
}

static bool is_alloc_opcode(unsigned op) {
    return op == OP_new || op == OP_newarray || op == OP_anewarray || op == OP_multianewarray;
}

/* A Java frame's location, if its method has a class-file body and pc is inside it. */
static bool java_location(const Frame *f, uint32_t *bci) {
    const Method *m = f->method;
    if (!m || !m->cf || !m->code || !f->pc) return false;
    if (f->pc < m->code || (uintptr_t)(f->pc - m->code) >= m->cf->code_len) return false;
    *bci = (uint32_t)(f->pc - m->code);
    return true;
}

static bool is_clone(const Method *m) {
    if (!object_clone) {
        if (strcmp(m->name, "clone") != 0 || strcmp(m->owner->name, "java/lang/Object") != 0) return false;
        object_clone = m;
    }
    return m == object_clone;
}

/* Classifies the allocation of an object of class k by t now, finding or making its site. */
static SiteInfo classify(Thread *t, const Class *k, bool full_stack) {
    TraceSiteFrame frames[MAX_STACK];
    uint32_t n = 0;
    SiteInfo r = {0, TRACE_WHO_VM, false};
    const Class *type = k;
    const Frame *f = t->frame, *rest = f ? f->prev : NULL;   /* rest: frames not in `frames` */
    uint32_t bci;
    if (f && !(f->flags & FRAME_NATIVE) && java_location(f, &bci)) {
        const Method *m = f->method;
        const uint8_t *code = m->cf->code;
        frames[n++] = (TraceSiteFrame){m, (int32_t)bci};
        if (is_alloc_opcode(code[bci])) {
            if (bytecode_allocates(m, code, bci, k->name)) {
                r.who = TRACE_WHO_IR;
            } else if (code[bci] == OP_multianewarray) {
                /* An inner array: the site is the bytecode's, typed by the outer class. */
                const char *outer = cf_class_name(m->owner->cf, (uint16_t)(code[bci + 1] << 8 | code[bci + 2]));
                size_t lo = outer ? strlen(outer) : 0, lk = strlen(k->name);
                if (outer && lk < lo && strcmp(outer + (lo - lk), k->name) == 0) {
                    r.who = TRACE_WHO_IR;
                    r.typed = true;
                    type = class_lookup_loaded(outer);
                }
            }
        }
    } else if (f && (f->flags & FRAME_NATIVE) && f->method) {
        frames[n++] = (TraceSiteFrame){f->method, -1};
        if (is_clone(f->method)) {
            r.typed = true;
            type = NULL;
        }
        const Frame *c = f->prev;
        if (c && !(c->flags & FRAME_NATIVE) && java_location(c, &bci)) {
            frames[n++] = (TraceSiteFrame){c->method, (int32_t)bci};
            rest = c->prev;
        }
    }
    if (k == vm.wk.Class) {   /* mirrors: the size may depend on the class (thesis) */
        r.typed = true;
        type = NULL;
    }
    if (full_stack) {
        /* The whole stack, innermost first (the first frames as above). */
        for (const Frame *g = rest; g && n < MAX_STACK; g = g->prev) {
            if (g->flags & FRAME_NATIVE) frames[n++] = (TraceSiteFrame){g->method, -1};
            else if (java_location(g, &bci)) frames[n++] = (TraceSiteFrame){g->method, (int32_t)bci};
        }
    }
    r.site = trace_site_id(r.who, type, frames, n);
    return r;
}

/* The fast word of a site (0 if its events cannot be one word). */
static uint32_t fast_word(SiteInfo s) {
    if (s.typed || s.site >= TF_ESC_SITE || s.who == TRACE_WHO_JIT) return 0;
    uint32_t w;
    if (s.who == TRACE_WHO_IR) trace_enc_ALLOC_IR_FAST(&w, &(TraceEv_ALLOC_IR_FAST){.site = s.site, .len = 0});
    else trace_enc_ALLOC_VM_FAST(&w, &(TraceEv_ALLOC_VM_FAST){.site = s.site, .len = 0});
    return w;
}

static SiteInfo site_of(TraceLocal *tl, Thread *t, const Class *k) {
    const Frame *f = t->frame;
    const void *a = NULL, *b = NULL;
    if (f) {
        if (f->flags & FRAME_NATIVE) {
            a = f->method;
            b = f->prev ? (const void *)f->prev->pc : NULL;
        } else {
            a = f->pc;
        }
    }
    if (!tl->sites) {
        tl->sites = calloc(1, sizeof *tl->sites);
        if (!tl->sites) abort();
    }
    TraceSiteEntry *e = trace_site_entry(tl->sites, a, b, k);
    if (e->klass == k && e->a == a && e->b == b) return (SiteInfo){e->site, e->who, e->typed};
    if (!tl->java) trace_redescribe(tl);
    SiteInfo r = classify(t, k, false);
    *e = (TraceSiteEntry){a, b, k, r.site, fast_word(r), r.who, r.typed};
    return r;
}

/* ---- events ---- */

#define ALLOC_EVENT(WHO, MODE, ...)                                            \
    switch (WHO) {                                                             \
    case TRACE_WHO_IR: TRACE_EMIT(tl, ALLOC_IR_##MODE, __VA_ARGS__); break;    \
    case TRACE_WHO_JIT: TRACE_EMIT(tl, ALLOC_JIT_##MODE, __VA_ARGS__); break;  \
    default: TRACE_EMIT(tl, ALLOC_VM_##MODE, __VA_ARGS__); break;              \
    }

void trace_alloc_slow(Thread *t, Object *o) {
    TraceLocal *tl = &trace_local;
    const Class *k = obj_class(o);
    SiteInfo s;
    if (trace_stack_interval && tl->stack_countdown <= 1) {
        tl->stack_countdown = trace_stack_interval;
        s = classify(t, k, true);
    } else {
        if (trace_stack_interval) tl->stack_countdown--;
        s = site_of(tl, t, k);
    }
    uint32_t len = class_is_array(k) ? (uint32_t)ARRAY_LENGTH(o) : 0;
    uint64_t addr = (uint64_t)(uintptr_t)o;
    const uint8_t *p = (const uint8_t *)o;
    bool fresh = tl->fresh_tlab == p;
    tl->fresh_tlab = NULL;
    if (s.typed) {
        uint32_t type = trace_type_id(k);
        uint32_t units = (uint32_t)(object_size(o) / HEAP_ALIGN);
        ALLOC_EVENT(s.who, SLOW_TYPE, .site = s.site, .len = len, .addr = addr, .type = type, .units = units);
    } else if (fresh) {
        ALLOC_EVENT(s.who, SLOW, .site = s.site, .len = len, .addr = addr);
    } else if (p >= t->tlab.start && p < t->tlab.top) {
        ALLOC_EVENT(s.who, FAST, .site = s.site, .len = len);
    } else {
        ALLOC_EVENT(s.who, NORMAL, .site = s.site, .len = len, .addr = addr);
    }
    if (trace_keepsites) trace_keep_site(t, o, s.site);   /* trace_rotate_sites.c */
}

/* ---- compiled code ---- */

const TraceJitSite *trace_jit_site(const Class *k, const TraceSiteFrame *frames, uint32_t n) {
    TraceJitSite *js = malloc(sizeof *js + n * sizeof *frames);
    if (!js) abort();
    js->site = trace_site_id(TRACE_WHO_JIT, k, frames, n);
    js->fast_word = 0;
    if (js->site < TF_ESC_SITE)
        trace_enc_ALLOC_JIT_FAST(&js->fast_word, &(TraceEv_ALLOC_JIT_FAST){.site = js->site, .len = 0});
    js->nframes = n;
    memcpy(js->frames, frames, n * sizeof *frames);
    return js;
}

/* The full-stack site of a compiled allocation: js's frames, then the frames below them.
 * Inlined callees may have frames of their own (jit/jit_compiler.c: framed inlining): the
 * top frames whose methods are js's are skipped. */
static uint32_t jit_full_stack_site(Thread *t, const Class *k, const TraceJitSite *js) {
    TraceSiteFrame frames[MAX_STACK];
    uint32_t n = js->nframes < MAX_STACK ? js->nframes : MAX_STACK, bci;
    memcpy(frames, js->frames, n * sizeof *frames);
    const Frame *g = t->frame;
    for (uint32_t i = 0; i < n && g; i++)
        if (g->method == js->frames[i].method) g = g->prev;
    for (; g && n < MAX_STACK; g = g->prev) {
        if (g->flags & FRAME_NATIVE) frames[n++] = (TraceSiteFrame){g->method, -1};
        else if (java_location(g, &bci)) frames[n++] = (TraceSiteFrame){g->method, (int32_t)bci};
    }
    return trace_site_id(TRACE_WHO_JIT, k, frames, n);
}

void trace_alloc_jit(Thread *t, Object *o, const TraceJitSite *js) {
    TraceLocal *tl = &trace_local;
    t->trace_events = tl;
    if (!tl->java) trace_redescribe(tl);
    const Class *k = obj_class(o);
    uint32_t site = js->site;
    if (trace_stack_interval) {
        if (tl->stack_countdown <= 1) {
            tl->stack_countdown = trace_stack_interval;
            site = jit_full_stack_site(t, k, js);
        } else {
            tl->stack_countdown--;
        }
    }
    uint32_t len = class_is_array(k) ? (uint32_t)ARRAY_LENGTH(o) : 0;
    uint64_t addr = (uint64_t)(uintptr_t)o;
    const uint8_t *p = (const uint8_t *)o;
    bool fresh = tl->fresh_tlab == p;
    tl->fresh_tlab = NULL;
    if (fresh) TRACE_EMIT(tl, ALLOC_JIT_SLOW, .site = site, .len = len, .addr = addr);
    else if (p >= t->tlab.start && p < t->tlab.top) TRACE_EMIT(tl, ALLOC_JIT_FAST, .site = site, .len = len);
    else TRACE_EMIT(tl, ALLOC_JIT_NORMAL, .site = site, .len = len, .addr = addr);
    if (trace_keepsites) trace_keep_site(t, o, site);   /* trace_rotate_sites.c */
}
