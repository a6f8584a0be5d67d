/* jni_call.c: calling JNI-bound native methods through libffi (see jni_internal.h).
 * A bound method's NativeFn is jni_trampoline; the C function and its call interface, built
 * from the descriptor, are kept per Method in a table. */
#include "jni_internal.h"

#include <ffi.h>
#include <pthread.h>
#include <stdlib.h>

#include "exceptions.h"
#include "vm.h"

typedef struct Binding {
    Method *m;
    void *fn;
    ffi_cif cif;
    unsigned nargs;            /* env, jclass/jobject, then the Java arguments */
    ffi_type **types;
} Binding;

static ffi_type *ffi_type_of(char d) {
    switch (d) {
    case 'Z': return &ffi_type_uint8;
    case 'B': return &ffi_type_sint8;
    case 'C': return &ffi_type_uint16;
    case 'S': return &ffi_type_sint16;
    case 'I': return &ffi_type_sint32;
    case 'J': return &ffi_type_sint64;
    case 'F': return &ffi_type_float;
    case 'D': return &ffi_type_double;
    case 'V': return &ffi_type_void;
    default: return &ffi_type_pointer;
    }
}

/* Next descriptor element after *d (which starts one). */
static const char *skip_type(const char *d) {
    while (*d == '[') d++;
    if (*d == 'L') while (*d && *d != ';') d++;
    return *d ? d + 1 : d;
}

static Binding *binding_make(Method *m, void *fn) {
    unsigned n = 2;
    for (const char *d = m->desc + 1; *d && *d != ')'; d = skip_type(d)) n++;
    Binding *b = calloc(1, sizeof *b);
    ffi_type **types = calloc(n, sizeof *types);
    if (!b || !types) vm_fatal("out of native memory for JNI bindings");
    types[0] = &ffi_type_pointer;
    types[1] = &ffi_type_pointer;
    unsigned i = 2;
    for (const char *d = m->desc + 1; *d && *d != ')'; d = skip_type(d)) types[i++] = ffi_type_of(*d);
    if (ffi_prep_cif(&b->cif, FFI_DEFAULT_ABI, n, ffi_type_of(m->ret), types) != FFI_OK)
        vm_fatal("libffi cannot prepare a call to %s.%s%s", m->owner->name, m->name, m->desc);
    b->m = m;
    b->fn = fn;
    b->nargs = n;
    b->types = types;
    return b;
}

/* Method* -> Binding*, open addressing. A replaced binding is never freed: a call may still
 * be running through it. */
static pthread_rwlock_t table_lock = PTHREAD_RWLOCK_INITIALIZER;
static Binding **table;
static size_t table_cap, table_n;

static size_t slot_of(Binding **tab, size_t cap, Method *m) {
    size_t i = ((uintptr_t)m >> 4) * 0x9E3779B97F4A7C15u & (cap - 1);
    while (tab[i] && tab[i]->m != m) i = (i + 1) & (cap - 1);
    return i;
}

static Binding *binding_get(Method *m) {
    pthread_rwlock_rdlock(&table_lock);
    Binding *b = table_cap ? table[slot_of(table, table_cap, m)] : NULL;
    pthread_rwlock_unlock(&table_lock);
    return b;
}

static void binding_put(Method *m, Binding *b) {
    pthread_rwlock_wrlock(&table_lock);
    if ((table_n + 1) * 2 > table_cap) {
        size_t cap = table_cap ? table_cap * 2 : 64;
        Binding **t = calloc(cap, sizeof *t);
        if (!t) vm_fatal("out of native memory for JNI bindings");
        for (size_t i = 0; i < table_cap; i++)
            if (table[i]) t[slot_of(t, cap, table[i]->m)] = table[i];
        free(table);
        table = t;
        table_cap = cap;
    }
    size_t i = slot_of(table, table_cap, m);
    if (!table[i]) table_n++;
    table[i] = b;
    pthread_rwlock_unlock(&table_lock);
}

void jni_bind(Method *m, void *fn) {
    binding_put(m, binding_make(m, fn));
    __atomic_store_n(&m->native, jni_trampoline, __ATOMIC_RELEASE);
}

void jni_unbind(Method *m) {
    __atomic_store_n(&m->native, NULL, __ATOMIC_RELEASE);
}

/* One argument value, as libffi reads it. */
typedef union Arg {
    jboolean z;
    jbyte b;
    jchar c;
    jshort s;
    jint i;
    jlong j;
    jfloat f;
    jdouble d;
    void *p;
} Arg;

Value jni_trampoline(Thread *t, Value *args) {
    Method *m = t->frame->method;
    Binding *b = binding_get(m);
    if (!b) vm_fatal("JNI: %s.%s%s has no bound function", m->owner->name, m->name, m->desc);
    HandleMark hm = handle_mark(t);
    size_t frames = jni_local_frame_depth();
    Value r = {0};

    Arg vals[b->nargs];          /* at most 257: a descriptor has at most 255 argument slots */
    void *ptrs[b->nargs];
    vals[0].p = jni_env();
    unsigned slot = 0;
    if (m->access & ACC_STATIC) {
        Object *mirror = class_mirror(t, m->owner);
        if (!mirror) goto out;
        vals[1].p = handle_new(t, mirror);
    } else {
        vals[1].p = &args[0].l;       /* the receiver's argument slot: a root */
        slot = 1;
    }
    unsigned i = 2;
    for (const char *d = m->desc + 1; *d && *d != ')'; d = skip_type(d), i++, slot++) {
        Value *v = &args[slot];
        switch (*d) {
        case 'Z': vals[i].z = (jboolean)v->i; break;
        case 'B': vals[i].b = (jbyte)v->i; break;
        case 'C': vals[i].c = (jchar)v->i; break;
        case 'S': vals[i].s = (jshort)v->i; break;
        case 'I': vals[i].i = v->i; break;
        case 'J': vals[i].j = v->j; slot++; break;
        case 'F': vals[i].f = v->f; break;
        case 'D': vals[i].d = v->d; slot++; break;
        default: vals[i].p = v->l ? (void *)&v->l : NULL; break;   /* the slot is a root */
        }
    }
    for (unsigned k = 0; k < b->nargs; k++) ptrs[k] = &vals[k];

    Arg ret;
    ffi_arg wide = 0;    /* libffi widens integral results smaller than a register */
    void *rp = (m->ret == 'Z' || m->ret == 'B' || m->ret == 'C' || m->ret == 'S' || m->ret == 'I')
        ? (void *)&wide : (void *)&ret;
    thread_block_begin(t);                /* native state: counts as a safepoint */
    ffi_call(&b->cif, FFI_FN(b->fn), rp, ptrs);
    thread_block_end(t);

    switch (m->ret) {
    case 'Z': r.i = (jboolean)wide != 0; break;
    case 'B': r.i = (jbyte)wide; break;
    case 'C': r.i = (jchar)wide; break;
    case 'S': r.i = (jshort)wide; break;
    case 'I': r.i = (jint)wide; break;
    case 'J': r.j = ret.j; break;
    case 'F': r.f = ret.f; break;
    case 'D': r.d = ret.d; break;
    case 'V': break;
    default: r.l = has_exception(t) ? NULL : jni_deref((jobject)ret.p); break;
    }
out:
    jni_local_frame_reset(frames);
    handle_release(t, hm);
    return r;
}
