/* jni_refs.c: JNI local, global and weak global references (see jni_internal.h). */
#include "jni_internal.h"
#include "jni_refs.h"

#include <pthread.h>
#include <stdlib.h>

#include "../interp/interp.h"
#include "exceptions.h"
#include "vm.h"

#define WEAK_TAG ((uintptr_t)1)
#define CHUNK_SLOTS 1024

/* Global slots live in chunks that never move; a freed slot goes on the free list. A slot's
 * content is only read or written by a RUNNING thread (or the collector, world stopped). */
static pthread_mutex_t globals_lock = PTHREAD_MUTEX_INITIALIZER;
static Object ***chunks;
static size_t nchunks, chunks_cap, used_in_last = CHUNK_SLOTS;
static Object ***free_slots;
static size_t nfree, free_cap;

static void *grow(void *p, size_t *cap, size_t elem) {
    *cap = *cap ? *cap * 2 : 16;
    p = realloc(p, *cap * elem);
    if (!p) vm_fatal("out of native memory for JNI global references");
    return p;
}

static Object **slot_alloc(void) {
    if (nfree) return free_slots[--nfree];
    if (used_in_last == CHUNK_SLOTS) {
        if (nchunks == chunks_cap) chunks = grow(chunks, &chunks_cap, sizeof *chunks);
        chunks[nchunks] = calloc(CHUNK_SLOTS, sizeof(Object *));
        if (!chunks[nchunks]) vm_fatal("out of native memory for JNI global references");
        nchunks++;
        used_in_last = 0;
    }
    return &chunks[nchunks - 1][used_in_last++];
}

static bool is_global_slot(Object **s) {
    for (size_t i = 0; i < nchunks; i++)
        if (s >= chunks[i] && s < chunks[i] + CHUNK_SLOTS) return true;
    return false;
}

jobject jni_global_new(Object *o) {
    if (!o) return NULL;
    pthread_mutex_lock(&globals_lock);
    Object **s = slot_alloc();
    *s = o;
    pthread_mutex_unlock(&globals_lock);
    return (jobject)s;
}

void jni_global_delete(jobject ref) {
    if (!ref) return;
    Object **s = (Object **)ref;
    pthread_mutex_lock(&globals_lock);
    *s = NULL;
    if (nfree == free_cap) free_slots = grow(free_slots, &free_cap, sizeof *free_slots);
    free_slots[nfree++] = s;
    pthread_mutex_unlock(&globals_lock);
}

void jni_refs_visit_roots(RootVisitor visit, void *ctx) {
    for (size_t i = 0; i < nchunks; i++) {
        size_t n = i + 1 == nchunks ? used_in_last : CHUNK_SLOTS;
        for (size_t k = 0; k < n; k++)
            if (chunks[i][k]) visit(&chunks[i][k], ctx);
    }
}

/* ---- weak globals: a global slot holding a WeakReference ---- */

static Class *weak_class;
static Method *weak_init;
static uint32_t referent_offset;

jweak jni_weak_new(Thread *t, Object *o) {
    if (!o) return NULL;
    if (!__atomic_load_n(&weak_class, __ATOMIC_ACQUIRE)) {
        Class *c = class_load(t, "java/lang/ref/WeakReference");
        if (!c || (class_needs_init(c) && !class_initialize(t, c))) return NULL;
        Method *m = class_find_declared_method(c, "<init>", "(Ljava/lang/Object;)V");
        Field *f = class_lookup_field(c, "referent", "Ljava/lang/Object;");
        if (!m || !f) vm_fatal("class library: java.lang.ref.WeakReference lacks <init>(Object) or referent");
        weak_init = m;
        referent_offset = f->offset;
        __atomic_store_n(&weak_class, c, __ATOMIC_RELEASE);
    }
    HandleMark hm = handle_mark(t);
    Handle target = handle_new(t, o);
    Object *w = gc_alloc_instance(t, weak_class);
    jweak r = NULL;
    if (w) {
        Handle hw = handle_new(t, w);
        Value args[2] = {{.l = *hw}, {.l = *target}};
        if (interp_call(t, weak_init, args, NULL)) r = (jweak)((uintptr_t)jni_global_new(*hw) | WEAK_TAG);
    }
    handle_release(t, hm);
    return r;
}

void jni_weak_delete(jweak ref) {
    if (ref) jni_global_delete((jobject)((uintptr_t)ref & ~WEAK_TAG));
}

Object *jni_deref(jobject ref) {
    if (!ref) return NULL;
    if ((uintptr_t)ref & WEAK_TAG) {
        Object *w = *(Object **)((uintptr_t)ref & ~WEAK_TAG);
        return w ? OBJ_FIELD(w, referent_offset, Object *) : NULL;
    }
    return *(Object **)ref;
}

/* ---- locals ---- */

jobject jni_local(Thread *t, Object *o) {
    return o ? (jobject)handle_new(t, o) : NULL;
}

static bool is_native_arg_slot(Thread *t, Object **s) {
    for (Frame *f = t->frame; f; f = f->prev)
        if ((f->flags & FRAME_NATIVE) && (Value *)s >= f->locals && (Value *)s < f->locals + f->method->arg_slots)
            return true;
    return false;
}

jobjectRefType jni_ref_type(Thread *t, jobject ref) {
    if (!ref) return JNIInvalidRefType;
    if ((uintptr_t)ref & WEAK_TAG) return JNIWeakGlobalRefType;
    Object **s = (Object **)ref;
    if (s >= t->handles && s < t->handles + t->nhandles) return JNILocalRefType;
    if (is_native_arg_slot(t, s)) return JNILocalRefType;
    pthread_mutex_lock(&globals_lock);
    bool g = is_global_slot(s);
    pthread_mutex_unlock(&globals_lock);
    return g ? JNIGlobalRefType : JNIInvalidRefType;
}

/* PushLocalFrame marks, per thread; a native method's return drops the frames it pushed. */
static _Thread_local HandleMark *frames;
static _Thread_local size_t nframes, frames_cap;

void jni_local_frame_push(Thread *t) {
    if (nframes == frames_cap) frames = grow(frames, &frames_cap, sizeof *frames);
    frames[nframes++] = handle_mark(t);
}

bool jni_local_frame_pop(Thread *t) {
    if (!nframes) return false;
    handle_release(t, frames[--nframes]);
    return true;
}

size_t jni_local_frame_depth(void) { return nframes; }
void jni_local_frame_reset(size_t depth) { nframes = depth; }
