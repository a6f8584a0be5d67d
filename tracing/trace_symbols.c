/* trace_symbols.c: types, methods, allocation sites and GC causes, each written once to the
 * symbols file (one frame per new symbol set) under one lock. */
#include "trace_symbols.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "trace_recorder.h"

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

/* ---- pending records of one lookup, written as one frame ---- */

static uint32_t *out;
static size_t out_n, out_cap;

static uint32_t *room(size_t words) {
    if (out_n + words > out_cap) {
        size_t cap = out_cap ? out_cap * 2 : 1024;
        while (cap < out_n + words) cap *= 2;
        uint32_t *p = realloc(out, cap * 4);
        if (!p) {
            fprintf(stderr, "minivm: -Xtrace: out of memory for symbols\n");
            abort();
        }
        out = p;
        out_cap = cap;
    }
    return out + out_n;
}

#define SYM_EMIT(NAME, ...)                          \
    do {                                             \
        TraceEv_##NAME ev_ = {__VA_ARGS__};          \
        uint32_t *p_ = room(trace_words_##NAME(&ev_)); \
        out_n += trace_enc_##NAME(p_, &ev_);         \
    } while (0)

static void write_pending(void) {
    if (out_n) trace_write_frame(TRACE_FILE_SYMBOLS, out, out_n);
    out_n = 0;
}

/* ---- types: a lock-free "defined" flag per class id, in chunks ---- */

#define TYPE_CHUNK 4096
#define TYPE_CHUNKS 4096
static _Atomic(atomic_uchar *) type_defined[TYPE_CHUNKS];

static atomic_uchar *type_flag(uint32_t id, bool create) {
    uint32_t c = id / TYPE_CHUNK;
    if (c >= TYPE_CHUNKS) return NULL;
    atomic_uchar *chunk = atomic_load_explicit(&type_defined[c], memory_order_acquire);
    if (!chunk && create) {
        chunk = calloc(TYPE_CHUNK, sizeof *chunk);
        if (!chunk) abort();
        atomic_store_explicit(&type_defined[c], chunk, memory_order_release);
    }
    return chunk ? &chunk[id % TYPE_CHUNK] : NULL;
}

/* Under lock. */
static void define_type(const Class *c) {
    atomic_uchar *f = type_flag(c->id, true);
    if (f && atomic_load_explicit(f, memory_order_relaxed)) return;
    bool array = class_is_array(c);
    SYM_EMIT(SYM_TYPE, .array = array, .type = c->id,
             .size = array ? (uint32_t)array_data_offset(c->elem_size) : c->instance_size,
             .elem = array ? c->elem_size : 0, .name = trace_str(c->name));
    if (f) atomic_store_explicit(f, 1, memory_order_release);
}

uint32_t trace_type_id(const Class *c) {
    atomic_uchar *f = type_flag(c->id, false);
    if (f && atomic_load_explicit(f, memory_order_acquire)) return c->id;
    pthread_mutex_lock(&lock);
    define_type(c);
    write_pending();
    pthread_mutex_unlock(&lock);
    return c->id;
}

/* ---- methods: Method* -> id ---- */

typedef struct {
    const Method *m;
    uint32_t id;
} MethodEntry;
static MethodEntry *methods;
static size_t methods_cap, methods_n;

static size_t ptr_hash(const void *p) {
    uint64_t x = (uint64_t)(uintptr_t)p;
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return (size_t)x;
}

static void methods_grow(void) {
    size_t cap = methods_cap ? methods_cap * 2 : 256;
    MethodEntry *t = calloc(cap, sizeof *t);
    if (!t) abort();
    for (size_t i = 0; i < methods_cap; i++)
        if (methods[i].m) {
            size_t j = ptr_hash(methods[i].m) & (cap - 1);
            while (t[j].m) j = (j + 1) & (cap - 1);
            t[j] = methods[i];
        }
    free(methods);
    methods = t;
    methods_cap = cap;
}

/* Under lock. */
static uint32_t method_id(const Method *m) {
    if (2 * (methods_n + 1) > methods_cap) methods_grow();
    size_t j = ptr_hash(m) & (methods_cap - 1);
    while (methods[j].m) {
        if (methods[j].m == m) return methods[j].id;
        j = (j + 1) & (methods_cap - 1);
    }
    uint32_t id = (uint32_t)methods_n++;
    methods[j] = (MethodEntry){m, id};
    const char *src = m->owner->source_file;
    SYM_EMIT(SYM_METHOD, .method = id, .cls = trace_str(m->owner->name), .name = trace_str(m->name),
             .desc = trace_str(m->desc), .source = trace_str(src));
    return id;
}

/* ---- sites: (who, type, frames) -> id ---- */

typedef struct {
    uint64_t hash;
    uint32_t who, id;
    const Class *type;
    uint32_t nframes;
    TraceSiteFrame *frames;       /* NULL when nframes == 0 */
} SiteEntry;
static SiteEntry *sites;
static size_t sites_cap;
static uint32_t next_site = TRACE_SITE_FIRST_FREE;

static uint64_t site_hash(uint32_t who, const Class *type, const TraceSiteFrame *f, uint32_t n) {
    uint64_t h = 1469598103934665603ULL ^ who;
    h = (h ^ (uint64_t)(uintptr_t)type) * 1099511628211ULL;
    for (uint32_t i = 0; i < n; i++) {
        h = (h ^ (uint64_t)(uintptr_t)f[i].method) * 1099511628211ULL;
        h = (h ^ (uint32_t)f[i].bci) * 1099511628211ULL;
    }
    return h ^ (h >> 29);
}

static void sites_grow(void) {
    size_t cap = sites_cap ? sites_cap * 2 : 1024;
    SiteEntry *t = calloc(cap, sizeof *t);
    if (!t) abort();
    for (size_t i = 0; i < sites_cap; i++)
        if (sites[i].id) {
            size_t j = sites[i].hash & (cap - 1);
            while (t[j].id) j = (j + 1) & (cap - 1);
            t[j] = sites[i];
        }
    free(sites);
    sites = t;
    sites_cap = cap;
}

uint32_t trace_site_count(void) {
    pthread_mutex_lock(&lock);
    uint32_t n = next_site - TRACE_SITE_FIRST_FREE;
    pthread_mutex_unlock(&lock);
    return n;
}

uint32_t trace_site_id(uint32_t who, const Class *type, const TraceSiteFrame *frames, uint32_t nframes) {
    uint64_t h = site_hash(who, type, frames, nframes);
    pthread_mutex_lock(&lock);
    if (2 * ((size_t)next_site + 1) > sites_cap) sites_grow();
    size_t j = h & (sites_cap - 1);
    for (; sites[j].id; j = (j + 1) & (sites_cap - 1)) {
        SiteEntry *e = &sites[j];
        if (e->hash == h && e->who == who && e->type == type && e->nframes == nframes &&
            (nframes == 0 || memcmp(e->frames, frames, nframes * sizeof *frames) == 0)) {
            uint32_t id = e->id;
            pthread_mutex_unlock(&lock);
            return id;
        }
    }
    SiteEntry e = {h, who, next_site++, type, nframes, NULL};
    if (nframes) {
        e.frames = malloc(nframes * sizeof *frames);
        if (!e.frames) abort();
        memcpy(e.frames, frames, nframes * sizeof *frames);
    }
    sites[j] = e;
    if (type) define_type(type);
    TraceFrame *tf = nframes ? malloc(nframes * sizeof *tf) : NULL;
    for (uint32_t i = 0; i < nframes; i++) tf[i] = (TraceFrame){method_id(frames[i].method), frames[i].bci};
    SYM_EMIT(SYM_SITE, .who = who, .site = e.id, .type = type ? type->id : TRACE_NO_TYPE,
             .frames = (TraceFrames){tf, nframes});
    free(tf);
    write_pending();
    pthread_mutex_unlock(&lock);
    return e.id;
}

void trace_symbols_init(void) {
    pthread_mutex_lock(&lock);
    for (int c = 0; c < GC_CAUSE_COUNT; c++)
        SYM_EMIT(SYM_CAUSE, .cause = (uint32_t)c, .name = trace_str(gc_cause_name((GcCause)c)));
    SYM_EMIT(SYM_SITE, .who = TRACE_WHO_VM, .site = TRACE_SITE_FILLER, .type = TRACE_NO_TYPE,
             .frames = (TraceFrames){NULL, 0});
    write_pending();
    pthread_mutex_unlock(&lock);
}
