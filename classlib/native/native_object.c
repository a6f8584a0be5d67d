/* native_object.c: java.lang.Object natives (class mirror, identity hash, clone, monitors). */
#include "native_util.h"
#include "../../vm/natives.h"

#include "../../vm/monitor.h"
#include "../../vm/roots.h"

static Value Object_getClass(Thread *t, Value *args) {
    return v_ref(class_mirror(t, obj_class(args[0].l)));
}

static Value Object_hashCode(Thread *t, Value *args) {
    return v_int(object_identity_hash(t, args[0].l));
}

/* Shallow copy: a fresh header (no hash, no monitor, age 0) and the same contents. */
static Value Object_clone(Thread *t, Value *args) {
    Object *o = args[0].l;
    Class *c = obj_class(o);
    if (!class_is_array(c) && !class_is_assignable(c, vm.wk.Cloneable)) {
        char name[512];
        native_class_name(c, name, sizeof name);
        throw_new(t, "java/lang/CloneNotSupportedException", name);
        return NATIVE_VOID;
    }
    size_t size = object_size(o);
    Object *copy = class_is_array(c) ? gc_alloc_array(t, c, ARRAY_LENGTH(o)) : gc_alloc_instance(t, c);
    if (!copy) return NATIVE_VOID;
    o = args[0].l; /* the allocation may have moved it */
    memcpy((char *)copy + OBJECT_HEADER_SIZE, (char *)o + OBJECT_HEADER_SIZE, size - OBJECT_HEADER_SIZE);
    if (class_is_array(c)) {
        if (c->elem_type == 'L') {
            Object **e = ARRAY_DATA(copy, Object *);
            for (jint i = 0, n = ARRAY_LENGTH(copy); i < n; i++) gc_write_barrier(copy, &e[i]);
        }
    } else {
        for (uint32_t i = 0; i < c->nref_offsets; i++)
            gc_write_barrier(copy, &OBJ_FIELD(copy, c->ref_offsets[i], Object *));
    }
    return v_ref(copy);
}

static Value Object_notify(Thread *t, Value *args) {
    monitor_notify(t, args[0].l, false);
    return NATIVE_VOID;
}

static Value Object_notifyAll(Thread *t, Value *args) {
    monitor_notify(t, args[0].l, true);
    return NATIVE_VOID;
}

static Value Object_wait(Thread *t, Value *args) {
    jlong millis = args[1].j;
    if (millis < 0) {
        throw_new(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        return NATIVE_VOID;
    }
    monitor_wait(t, args[0].l, millis);
    return NATIVE_VOID;
}

static const NativeMethod object_natives[] = {
    {"java/lang/Object", "getClass", "()Ljava/lang/Class;", Object_getClass},
    {"java/lang/Object", "hashCode", "()I", Object_hashCode},
    {"java/lang/Object", "clone", "()Ljava/lang/Object;", Object_clone},
    {"java/lang/Object", "notify", "()V", Object_notify},
    {"java/lang/Object", "notifyAll", "()V", Object_notifyAll},
    {"java/lang/Object", "wait", "(J)V", Object_wait},
};
NATIVES_REGISTER(object_natives)
