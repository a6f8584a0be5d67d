/* native_atomic.c: the atomic memory operations behind java.util.concurrent
 * (classlib/java/util/concurrent/atomic/VMAtomics.java): compare-and-set, get-and-add,
 * get-and-set and volatile loads and stores on an object's field or array element, addressed
 * by byte offset as sun.misc.Unsafe does. Offsets come from objectFieldOffset and
 * arrayBaseOffset/arrayIndexScale; the Java callers check bounds. Reference stores are
 * followed by the GC write barrier. All operations are sequentially consistent. */
#include "native_util.h"
#include "../../vm/natives.h"

#define AT(o, off, type) ((type *)((char *)(o) + (off)))

static bool check_null(Thread *t, Object *o) {
    if (o) return true;
    throw_new(t, "java/lang/NullPointerException", NULL);
    return false;
}

/* static native long objectFieldOffset(Class<?> c, String name): the field of that name in c
 * or a superclass; InternalError if there is none. */
static Value VMAtomics_objectFieldOffset(Thread *t, Value *args) {
    if (!check_null(t, args[0].l) || !check_null(t, args[1].l)) return NATIVE_VOID;
    Class *c = class_of_mirror(args[0].l);
    char name[256];
    native_string_utf8(args[1].l, name, sizeof name);
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->nfields; i++)
            if (!(k->fields[i].access & ACC_STATIC) && strcmp(k->fields[i].name, name) == 0)
                return v_long(k->fields[i].offset);
    throw_newf(t, "java/lang/InternalError", "no field %s in %s", name, c->name);
    return NATIVE_VOID;
}

/* static native int arrayBaseOffset(Class<?> arrayClass) */
static Value VMAtomics_arrayBaseOffset(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    Class *c = class_of_mirror(args[0].l);
    return v_int(class_is_array(c) ? (jint)array_data_offset(c->elem_size) : 0);
}

/* static native int arrayIndexScale(Class<?> arrayClass) */
static Value VMAtomics_arrayIndexScale(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    Class *c = class_of_mirror(args[0].l);
    return v_int(class_is_array(c) ? c->elem_size : 0);
}

/* Argument layout (o, long off, ...): args[0].l, args[1].j, then args[3]... */

static Value VMAtomics_compareAndSetInt(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    jint expected = args[3].i;
    return v_bool(__atomic_compare_exchange_n(AT(args[0].l, args[1].j, jint), &expected, args[4].i, false,
                                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
}

static Value VMAtomics_compareAndSetLong(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    jlong expected = args[3].j;
    return v_bool(__atomic_compare_exchange_n(AT(args[0].l, args[1].j, jlong), &expected, args[5].j, false,
                                              __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));
}

static Value VMAtomics_compareAndSetReference(Thread *t, Value *args) {
    Object *o = args[0].l;
    if (!check_null(t, o)) return NATIVE_VOID;
    Object **slot = AT(o, args[1].j, Object *);
    Object *expected = args[3].l;
    bool ok = __atomic_compare_exchange_n(slot, &expected, args[4].l, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    if (ok) gc_write_barrier(o, slot);
    return v_bool(ok);
}

static Value VMAtomics_getAndAddInt(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_int(__atomic_fetch_add(AT(args[0].l, args[1].j, jint), args[3].i, __ATOMIC_SEQ_CST));
}

static Value VMAtomics_getAndAddLong(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_long(__atomic_fetch_add(AT(args[0].l, args[1].j, jlong), args[3].j, __ATOMIC_SEQ_CST));
}

static Value VMAtomics_getAndSetInt(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_int(__atomic_exchange_n(AT(args[0].l, args[1].j, jint), args[3].i, __ATOMIC_SEQ_CST));
}

static Value VMAtomics_getAndSetLong(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_long(__atomic_exchange_n(AT(args[0].l, args[1].j, jlong), args[3].j, __ATOMIC_SEQ_CST));
}

static Value VMAtomics_getAndSetReference(Thread *t, Value *args) {
    Object *o = args[0].l;
    if (!check_null(t, o)) return NATIVE_VOID;
    Object **slot = AT(o, args[1].j, Object *);
    Object *old = __atomic_exchange_n(slot, args[3].l, __ATOMIC_SEQ_CST);
    gc_write_barrier(o, slot);
    return v_ref(old);
}

static Value VMAtomics_getIntVolatile(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_int(__atomic_load_n(AT(args[0].l, args[1].j, jint), __ATOMIC_SEQ_CST));
}

static Value VMAtomics_getLongVolatile(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_long(__atomic_load_n(AT(args[0].l, args[1].j, jlong), __ATOMIC_SEQ_CST));
}

static Value VMAtomics_getReferenceVolatile(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    return v_ref(__atomic_load_n(AT(args[0].l, args[1].j, Object *), __ATOMIC_SEQ_CST));
}

static Value VMAtomics_putIntVolatile(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    __atomic_store_n(AT(args[0].l, args[1].j, jint), args[3].i, __ATOMIC_SEQ_CST);
    return NATIVE_VOID;
}

static Value VMAtomics_putLongVolatile(Thread *t, Value *args) {
    if (!check_null(t, args[0].l)) return NATIVE_VOID;
    __atomic_store_n(AT(args[0].l, args[1].j, jlong), args[3].j, __ATOMIC_SEQ_CST);
    return NATIVE_VOID;
}

static Value VMAtomics_putReferenceVolatile(Thread *t, Value *args) {
    Object *o = args[0].l;
    if (!check_null(t, o)) return NATIVE_VOID;
    Object **slot = AT(o, args[1].j, Object *);
    __atomic_store_n(slot, args[3].l, __ATOMIC_SEQ_CST);
    gc_write_barrier(o, slot);
    return NATIVE_VOID;
}

static Value VMAtomics_fullFence(Thread *t, Value *args) {
    (void)t, (void)args;
#ifdef __SANITIZE_THREAD__
    static int dummy;   /* ThreadSanitizer does not model fences: a locked RMW (a full barrier) */
    __atomic_fetch_add(&dummy, 0, __ATOMIC_SEQ_CST);
#else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
#endif
    return NATIVE_VOID;
}

#define VMA "java/util/concurrent/atomic/VMAtomics"
static const NativeMethod atomic_natives[] = {
    {VMA, "objectFieldOffset", "(Ljava/lang/Class;Ljava/lang/String;)J", VMAtomics_objectFieldOffset},
    {VMA, "arrayBaseOffset", "(Ljava/lang/Class;)I", VMAtomics_arrayBaseOffset},
    {VMA, "arrayIndexScale", "(Ljava/lang/Class;)I", VMAtomics_arrayIndexScale},
    {VMA, "compareAndSetInt", "(Ljava/lang/Object;JII)Z", VMAtomics_compareAndSetInt},
    {VMA, "compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", VMAtomics_compareAndSetLong},
    {VMA, "compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
     VMAtomics_compareAndSetReference},
    {VMA, "getAndAddInt", "(Ljava/lang/Object;JI)I", VMAtomics_getAndAddInt},
    {VMA, "getAndAddLong", "(Ljava/lang/Object;JJ)J", VMAtomics_getAndAddLong},
    {VMA, "getAndSetInt", "(Ljava/lang/Object;JI)I", VMAtomics_getAndSetInt},
    {VMA, "getAndSetLong", "(Ljava/lang/Object;JJ)J", VMAtomics_getAndSetLong},
    {VMA, "getAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;)Ljava/lang/Object;",
     VMAtomics_getAndSetReference},
    {VMA, "getIntVolatile", "(Ljava/lang/Object;J)I", VMAtomics_getIntVolatile},
    {VMA, "getLongVolatile", "(Ljava/lang/Object;J)J", VMAtomics_getLongVolatile},
    {VMA, "getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", VMAtomics_getReferenceVolatile},
    {VMA, "putIntVolatile", "(Ljava/lang/Object;JI)V", VMAtomics_putIntVolatile},
    {VMA, "putLongVolatile", "(Ljava/lang/Object;JJ)V", VMAtomics_putLongVolatile},
    {VMA, "putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V", VMAtomics_putReferenceVolatile},
    {VMA, "fullFence", "()V", VMAtomics_fullFence},
};
NATIVES_REGISTER(atomic_natives)
