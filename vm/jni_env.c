/* jni_env.c: the JNIEnv function table and the JavaVM invocation table (see docs/jni.md for
 * the functions implemented). A function not implemented aborts, naming itself. */
#include "jni_internal.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "../interp/interp.h"
#include "exceptions.h"
#include "jstring.h"
#include "monitor.h"
#include "vm.h"

Thread *jni_enter(const char *fn) {
    Thread *t = thread_current;
    if (!t) vm_fatal("JNI function %s called from a thread not attached to the VM", fn);
    if (t->block_depth <= 0) vm_fatal("JNI function %s called outside native code", fn);
    thread_block_end(t);
    return t;
}

static _Noreturn void jni_unimplemented(const char *fn) {
    vm_fatal("JNI function %s is not implemented by minivm", fn);
}

#define ENTER() Thread *t = jni_enter(__func__); (void)env

/* ---- helpers (called while in the VM) ---- */

static Class *class_of(jclass c) {
    Object *m = jni_deref(c);
    return m ? class_of_mirror(m) : NULL;
}

static jobject local_mirror(Thread *t, Class *c) {
    if (!c) return NULL;
    Object *m = class_mirror(t, c);
    return m ? jni_local(t, m) : NULL;
}

static bool ensure_init(Thread *t, Class *c) {
    return !class_needs_init(c) || class_initialize(t, c);
}

static void throw_npe(Thread *t) { throw_new(t, "java/lang/NullPointerException", NULL); }

/* Checks start..start+len against length (HotSpot's messages). */
static bool check_region(Thread *t, jsize start, jsize len, jint length) {
    if (len < 0) {
        throw_newf(t, "java/lang/ArrayIndexOutOfBoundsException", "Length %d is negative", len);
        return false;
    }
    if (start < 0 || start > length - len) {
        throw_newf(t, "java/lang/ArrayIndexOutOfBoundsException", "Array region %d..%lld out of bounds for length %d",
                   start, (long long)start + len, length);
        return false;
    }
    return true;
}

/* ---- version, classes ---- */

static jint JNICALL GetVersion(JNIEnv *env) {
    (void)env;
    return JNI_VERSION_10;
}

static jclass JNICALL FindClass(JNIEnv *env, const char *name) {
    ENTER();
    jclass r = NULL;
    if (!name) throw_npe(t);
    else if (strchr(name, '.')) throw_new(t, "java/lang/NoClassDefFoundError", name);
    else {
        Class *c = class_load(t, name);
        if (c && ensure_init(t, c)) r = local_mirror(t, c);
    }
    jni_leave(t);
    return r;
}

static jclass JNICALL GetSuperclass(JNIEnv *env, jclass sub) {
    ENTER();
    Class *c = class_of(sub);
    jclass r = c && !class_is_interface(c) ? local_mirror(t, c->super) : NULL;
    jni_leave(t);
    return r;
}

static jboolean JNICALL IsAssignableFrom(JNIEnv *env, jclass sub, jclass sup) {
    ENTER();
    Class *s = class_of(sub), *p = class_of(sup);
    jboolean r = s && p && (s == p || class_is_assignable(s, p));
    jni_leave(t);
    return r;
}

static jclass JNICALL GetObjectClass(JNIEnv *env, jobject obj) {
    ENTER();
    Object *o = jni_deref(obj);
    jclass r = o ? local_mirror(t, obj_class(o)) : NULL;
    if (!o) throw_npe(t);
    jni_leave(t);
    return r;
}

static jboolean JNICALL IsInstanceOf(JNIEnv *env, jobject obj, jclass clazz) {
    ENTER();
    Object *o = jni_deref(obj);
    Class *c = class_of(clazz);
    jboolean r = !o || (c && (obj_class(o) == c || class_is_assignable(obj_class(o), c)));
    jni_leave(t);
    return r;
}

/* ---- exceptions ---- */

static jint JNICALL Throw(JNIEnv *env, jthrowable obj) {
    ENTER();
    Object *o = jni_deref(obj);
    if (o) throw_object(t, o);
    else throw_npe(t);
    jni_leave(t);
    return o ? JNI_OK : JNI_ERR;
}

static jint JNICALL ThrowNew(JNIEnv *env, jclass clazz, const char *msg) {
    ENTER();
    Class *c = class_of(clazz);
    if (c) throw_new(t, c->name, msg);
    else throw_npe(t);
    jni_leave(t);
    return c ? JNI_OK : JNI_ERR;
}

static jthrowable JNICALL ExceptionOccurred(JNIEnv *env) {
    ENTER();
    jthrowable r = jni_local(t, t->exception);
    jni_leave(t);
    return r;
}

/* As HotSpot: "Exception in thread "<name>" " and the stack trace, on stderr. */
static void JNICALL ExceptionDescribe(JNIEnv *env) {
    ENTER();
    if (t->exception) {
        HandleMark hm = handle_mark(t);
        Handle e = handle_new(t, exception_take(t));
        char *name = NULL;
        Object *jt = thread_java_object(t);
        Method *gn = jt ? class_lookup_method(obj_class(jt), "getName", "()Ljava/lang/String;") : NULL;
        Value arg = {.l = jt}, r = {.l = NULL};
        if (gn && interp_call_virtual(t, gn, &arg, &r) && r.l) name = string_to_utf8(r.l);
        t->exception = *e;    /* replaces anything getName threw */
        exception_report_uncaught(t, name ? name : "main");
        free(name);
        t->exception = NULL;
        handle_release(t, hm);
    }
    jni_leave(t);
}

static void JNICALL ExceptionClear(JNIEnv *env) {
    ENTER();
    t->exception = NULL;
    jni_leave(t);
}

static jboolean JNICALL ExceptionCheck(JNIEnv *env) {
    ENTER();
    jboolean r = t->exception != NULL;
    jni_leave(t);
    return r;
}

static void JNICALL FatalError(JNIEnv *env, const char *msg) {
    (void)env;
    fflush(stdout);
    fprintf(stderr, "FATAL ERROR in native method: %s\n", msg ? msg : "");
    fflush(stderr);
    abort();
}

/* ---- references ---- */

static jint JNICALL PushLocalFrame(JNIEnv *env, jint capacity) {
    ENTER();
    (void)capacity;
    jni_local_frame_push(t);
    jni_leave(t);
    return JNI_OK;
}

static jobject JNICALL PopLocalFrame(JNIEnv *env, jobject result) {
    ENTER();
    Object *o = jni_deref(result);
    if (!jni_local_frame_pop(t)) vm_fatal("JNI PopLocalFrame without PushLocalFrame");
    jobject r = jni_local(t, o);
    jni_leave(t);
    return r;
}

static jobject JNICALL NewGlobalRef(JNIEnv *env, jobject ref) {
    ENTER();
    jobject r = jni_global_new(jni_deref(ref));
    jni_leave(t);
    return r;
}

static void JNICALL DeleteGlobalRef(JNIEnv *env, jobject ref) {
    ENTER();
    jni_global_delete(ref);
    jni_leave(t);
}

static void JNICALL DeleteLocalRef(JNIEnv *env, jobject ref) {
    ENTER();
    if (jni_ref_type(t, ref) == JNILocalRefType) *(Object **)ref = NULL;
    jni_leave(t);
}

static jboolean JNICALL IsSameObject(JNIEnv *env, jobject a, jobject b) {
    ENTER();
    jboolean r = jni_deref(a) == jni_deref(b);
    jni_leave(t);
    return r;
}

static jobject JNICALL NewLocalRef(JNIEnv *env, jobject ref) {
    ENTER();
    jobject r = jni_local(t, jni_deref(ref));
    jni_leave(t);
    return r;
}

static jint JNICALL EnsureLocalCapacity(JNIEnv *env, jint capacity) {
    (void)env;
    return capacity >= 0 ? JNI_OK : JNI_ERR;
}

static jweak JNICALL NewWeakGlobalRef(JNIEnv *env, jobject obj) {
    ENTER();
    jweak r = jni_weak_new(t, jni_deref(obj));
    jni_leave(t);
    return r;
}

static void JNICALL DeleteWeakGlobalRef(JNIEnv *env, jweak ref) {
    ENTER();
    jni_weak_delete(ref);
    jni_leave(t);
}

static jobjectRefType JNICALL GetObjectRefType(JNIEnv *env, jobject obj) {
    ENTER();
    jobjectRefType r = jni_ref_type(t, obj);
    jni_leave(t);
    return r;
}

/* ---- method and field ids ---- */

/* HotSpot words a failed method or field lookup by whether the name and signature are in its
 * symbol table; "used by a loaded class's constant pool" is the closest thing here. */
typedef struct SymbolProbe {
    const char *s;
    bool found;
} SymbolProbe;

static void probe_class(Class *c, void *ctx) {
    SymbolProbe *p = ctx;
    if (p->found || !c->cf) return;
    for (uint16_t i = 1; i < c->cf->cp_count && !p->found; i++)
        if (c->cf->cp[i].tag == CONST_Utf8 && strcmp(c->cf->cp[i].u.utf8.s, p->s) == 0) p->found = true;
}

static bool symbol_known(const char *s) {
    SymbolProbe p = {s, false};
    class_for_each(probe_class, &p);
    return p.found;
}

static Method *find_method(Thread *t, jclass clazz, const char *name, const char *sig, bool is_static) {
    Class *c = class_of(clazz);
    if (!c || !name || !sig) {
        throw_npe(t);
        return NULL;
    }
    if (!ensure_init(t, c)) return NULL;
    Method *m;
    if (strcmp(name, "<init>") == 0 || strcmp(name, "<clinit>") == 0) m = class_find_declared_method(c, name, sig);
    else {
        m = class_lookup_method(c, name, sig);
        if (!m && !is_static) m = class_lookup_interface_method(c, name, sig);
    }
    if (!m || ((m->access & ACC_STATIC) != 0) != is_static) {
        if (!symbol_known(name) || !symbol_known(sig)) throw_new(t, "java/lang/NoSuchMethodError", name);
        else if (class_is_array(c))
            throw_newf(t, "java/lang/NoSuchMethodError", "%s%s.%s%s", is_static ? "static " : "", c->name, name, sig);
        else
            throw_newf(t, "java/lang/NoSuchMethodError", "%sL%s;.%s%s", is_static ? "static " : "", c->name, name, sig);
        return NULL;
    }
    return m;
}

static jmethodID JNICALL GetMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    ENTER();
    Method *m = find_method(t, clazz, name, sig, false);
    jni_leave(t);
    return (jmethodID)m;
}

static jmethodID JNICALL GetStaticMethodID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    ENTER();
    Method *m = find_method(t, clazz, name, sig, true);
    jni_leave(t);
    return (jmethodID)m;
}

static Field *find_field(Thread *t, jclass clazz, const char *name, const char *sig, bool is_static) {
    Class *c = class_of(clazz);
    if (!c || !name || !sig) {
        throw_npe(t);
        return NULL;
    }
    if (!ensure_init(t, c)) return NULL;
    Field *f = class_lookup_field(c, name, sig);
    if (!f || ((f->access & ACC_STATIC) != 0) != is_static) {
        if (is_static || !symbol_known(name) || !symbol_known(sig)) {
            throw_new(t, "java/lang/NoSuchFieldError", name);
        } else {
            char ext[512];
            class_external_name(c->name, ext, sizeof ext);
            throw_newf(t, "java/lang/NoSuchFieldError", "%s.%s %s", ext, name, sig);
        }
        return NULL;
    }
    return f;
}

static jfieldID JNICALL GetFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    ENTER();
    Field *f = find_field(t, clazz, name, sig, false);
    jni_leave(t);
    return (jfieldID)f;
}

static jfieldID JNICALL GetStaticFieldID(JNIEnv *env, jclass clazz, const char *name, const char *sig) {
    ENTER();
    Field *f = find_field(t, clazz, name, sig, true);
    jni_leave(t);
    return (jfieldID)f;
}

/* ---- fields ---- */

static jobject JNICALL GetObjectField(JNIEnv *env, jobject obj, jfieldID fid) {
    ENTER();
    Object *o = jni_deref(obj);
    jobject r = o ? jni_local(t, OBJ_FIELD(o, ((Field *)fid)->offset, Object *)) : NULL;
    if (!o) throw_npe(t);
    jni_leave(t);
    return r;
}

static void JNICALL SetObjectField(JNIEnv *env, jobject obj, jfieldID fid, jobject val) {
    ENTER();
    Object *o = jni_deref(obj);
    if (o) {
        Object **slot = &OBJ_FIELD(o, ((Field *)fid)->offset, Object *);
        *slot = jni_deref(val);
        gc_write_barrier(o, slot);
    } else {
        throw_npe(t);
    }
    jni_leave(t);
}

static jobject JNICALL GetStaticObjectField(JNIEnv *env, jclass clazz, jfieldID fid) {
    ENTER();
    (void)clazz;
    Field *f = (Field *)fid;
    jobject r = jni_local(t, *(Object **)(f->owner->statics + f->offset));
    jni_leave(t);
    return r;
}

static void JNICALL SetStaticObjectField(JNIEnv *env, jclass clazz, jfieldID fid, jobject val) {
    ENTER();
    (void)clazz;
    Field *f = (Field *)fid;
    *(Object **)(f->owner->statics + f->offset) = jni_deref(val);
    jni_leave(t);
}

#define PRIM_FIELDS(Type, jt)                                                                   \
    static jt JNICALL Get##Type##Field(JNIEnv *env, jobject obj, jfieldID fid) {                \
        ENTER();                                                                                \
        Object *o = jni_deref(obj);                                                             \
        jt r = o ? OBJ_FIELD(o, ((Field *)fid)->offset, jt) : (jt)0;                            \
        if (!o) throw_npe(t);                                                                   \
        jni_leave(t);                                                                           \
        return r;                                                                               \
    }                                                                                           \
    static void JNICALL Set##Type##Field(JNIEnv *env, jobject obj, jfieldID fid, jt val) {      \
        ENTER();                                                                                \
        Object *o = jni_deref(obj);                                                             \
        if (o) OBJ_FIELD(o, ((Field *)fid)->offset, jt) = val;                                  \
        else throw_npe(t);                                                                      \
        jni_leave(t);                                                                           \
    }                                                                                           \
    static jt JNICALL GetStatic##Type##Field(JNIEnv *env, jclass clazz, jfieldID fid) {         \
        ENTER();                                                                                \
        (void)clazz;                                                                            \
        Field *f = (Field *)fid;                                                                \
        jt r = *(jt *)(f->owner->statics + f->offset);                                          \
        jni_leave(t);                                                                           \
        return r;                                                                               \
    }                                                                                           \
    static void JNICALL SetStatic##Type##Field(JNIEnv *env, jclass clazz, jfieldID fid, jt val) { \
        ENTER();                                                                                \
        (void)clazz;                                                                            \
        Field *f = (Field *)fid;                                                                \
        *(jt *)(f->owner->statics + f->offset) = val;                                           \
        jni_leave(t);                                                                           \
    }
PRIM_FIELDS(Boolean, jboolean)
PRIM_FIELDS(Byte, jbyte)
PRIM_FIELDS(Char, jchar)
PRIM_FIELDS(Short, jshort)
PRIM_FIELDS(Int, jint)
PRIM_FIELDS(Long, jlong)
PRIM_FIELDS(Float, jfloat)
PRIM_FIELDS(Double, jdouble)

/* ---- calls ---- */

enum { CALL_VIRTUAL, CALL_NONVIRTUAL, CALL_STATIC };

/* Where a call's arguments come from: a va_list (the ... and V forms) or a jvalue array. */
typedef struct ArgSource {
    va_list ap;
    const jvalue *a;
} ArgSource;

/* Fills out[slot...] from src per m's descriptor. No allocation: references are read raw. */
static void fill_args(Method *m, Value *out, unsigned slot, ArgSource *src) {
    unsigned k = 0;
    for (const char *d = m->desc + 1; *d && *d != ')'; k++) {
        Value v = {0};
        char c = *d;
        if (src->a) {
            const jvalue *a = &src->a[k];
            switch (c) {
            case 'Z': v.i = a->z; break;
            case 'B': v.i = a->b; break;
            case 'C': v.i = a->c; break;
            case 'S': v.i = a->s; break;
            case 'I': v.i = a->i; break;
            case 'J': v.j = a->j; break;
            case 'F': v.f = a->f; break;
            case 'D': v.d = a->d; break;
            default: v.l = jni_deref(a->l); break;
            }
        } else {
            switch (c) {
            case 'Z': v.i = (jboolean)va_arg(src->ap, int); break;
            case 'B': v.i = (jbyte)va_arg(src->ap, int); break;
            case 'C': v.i = (jchar)va_arg(src->ap, int); break;
            case 'S': v.i = (jshort)va_arg(src->ap, int); break;
            case 'I': v.i = va_arg(src->ap, jint); break;
            case 'J': v.j = va_arg(src->ap, jlong); break;
            case 'F': v.f = (jfloat)va_arg(src->ap, double); break;
            case 'D': v.d = va_arg(src->ap, double); break;
            default: v.l = jni_deref(va_arg(src->ap, jobject)); break;
            }
        }
        out[slot++] = v;
        if (c == 'J' || c == 'D') out[slot++].raw = 0;
        while (*d == '[') d++;
        if (*d == 'L') while (*d && *d != ';') d++;
        if (*d) d++;
    }
}

static jvalue to_jvalue(Thread *t, char ret, Value r) {
    jvalue v;
    memset(&v, 0, sizeof v);
    switch (ret) {
    case 'Z': v.z = (jboolean)(r.i != 0); break;
    case 'B': v.b = (jbyte)r.i; break;
    case 'C': v.c = (jchar)r.i; break;
    case 'S': v.s = (jshort)r.i; break;
    case 'I': v.i = r.i; break;
    case 'J': v.j = r.j; break;
    case 'F': v.f = r.f; break;
    case 'D': v.d = r.d; break;
    case 'V': break;
    default: v.l = jni_local(t, r.l); break;
    }
    return v;
}

static jvalue call(const char *fn, int kind, jobject obj, jmethodID mid, ArgSource *src) {
    Thread *t = jni_enter(fn);
    Method *m = (Method *)mid;
    jvalue res;
    memset(&res, 0, sizeof res);
    Value args[257];
    if (!m) throw_npe(t);
    if (has_exception(t)) goto out;
    if (kind == CALL_STATIC && !ensure_init(t, m->owner)) goto out;
    unsigned slot = 0;
    if (kind != CALL_STATIC) {
        args[0].l = jni_deref(obj);
        if (!args[0].l) {
            throw_npe(t);
            goto out;
        }
        slot = 1;
    }
    fill_args(m, args, slot, src);
    Value r = {0};
    bool ok = kind == CALL_VIRTUAL ? interp_call_virtual(t, m, args, &r) : interp_call(t, m, args, &r);
    if (ok) res = to_jvalue(t, m->ret, r);
out:
    jni_leave(t);
    return res;
}

static jvalue call_va(const char *fn, int kind, jobject obj, jmethodID mid, va_list ap) {
    ArgSource src = {.a = NULL};
    va_copy(src.ap, ap);
    jvalue r = call(fn, kind, obj, mid, &src);
    va_end(src.ap);
    return r;
}

static jvalue call_a(const char *fn, int kind, jobject obj, jmethodID mid, const jvalue *a) {
    ArgSource src = {.a = a};
    static const jvalue none;
    if (!src.a) src.a = &none;
    return call(fn, kind, obj, mid, &src);
}

#define CALLS(Type, jt)                                                                                   \
    static jt JNICALL Call##Type##Method(JNIEnv *env, jobject obj, jmethodID mid, ...) {                     \
        (void)env;                                                                                           \
        va_list ap;                                                                                          \
        va_start(ap, mid);                                                                                   \
        jvalue r = call_va(__func__, CALL_VIRTUAL, obj, mid, ap);                                            \
        va_end(ap);                                                                                          \
        RET_##Type(r);                                                                                      \
    }                                                                                                        \
    static jt JNICALL Call##Type##MethodV(JNIEnv *env, jobject obj, jmethodID mid, va_list ap) {             \
        (void)env;                                                                                           \
        RET_##Type(call_va(__func__, CALL_VIRTUAL, obj, mid, ap));                                          \
    }                                                                                                        \
    static jt JNICALL Call##Type##MethodA(JNIEnv *env, jobject obj, jmethodID mid, const jvalue *a) {        \
        (void)env;                                                                                           \
        RET_##Type(call_a(__func__, CALL_VIRTUAL, obj, mid, a));                                            \
    }                                                                                                        \
    static jt JNICALL CallNonvirtual##Type##Method(JNIEnv *env, jobject obj, jclass c, jmethodID mid, ...) { \
        (void)env;                                                                                           \
        (void)c;                                                                                             \
        va_list ap;                                                                                          \
        va_start(ap, mid);                                                                                   \
        jvalue r = call_va(__func__, CALL_NONVIRTUAL, obj, mid, ap);                                         \
        va_end(ap);                                                                                          \
        RET_##Type(r);                                                                                      \
    }                                                                                                        \
    static jt JNICALL CallNonvirtual##Type##MethodV(JNIEnv *env, jobject obj, jclass c, jmethodID mid,       \
                                                    va_list ap) {                                            \
        (void)env;                                                                                           \
        (void)c;                                                                                             \
        RET_##Type(call_va(__func__, CALL_NONVIRTUAL, obj, mid, ap));                                       \
    }                                                                                                        \
    static jt JNICALL CallNonvirtual##Type##MethodA(JNIEnv *env, jobject obj, jclass c, jmethodID mid,       \
                                                    const jvalue *a) {                                       \
        (void)env;                                                                                           \
        (void)c;                                                                                             \
        RET_##Type(call_a(__func__, CALL_NONVIRTUAL, obj, mid, a));                                         \
    }                                                                                                        \
    static jt JNICALL CallStatic##Type##Method(JNIEnv *env, jclass c, jmethodID mid, ...) {                  \
        (void)env;                                                                                           \
        va_list ap;                                                                                          \
        va_start(ap, mid);                                                                                   \
        jvalue r = call_va(__func__, CALL_STATIC, c, mid, ap);                                               \
        va_end(ap);                                                                                          \
        RET_##Type(r);                                                                                      \
    }                                                                                                        \
    static jt JNICALL CallStatic##Type##MethodV(JNIEnv *env, jclass c, jmethodID mid, va_list ap) {          \
        (void)env;                                                                                           \
        RET_##Type(call_va(__func__, CALL_STATIC, c, mid, ap));                                             \
    }                                                                                                        \
    static jt JNICALL CallStatic##Type##MethodA(JNIEnv *env, jclass c, jmethodID mid, const jvalue *a) {     \
        (void)env;                                                                                           \
        RET_##Type(call_a(__func__, CALL_STATIC, c, mid, a));                                               \
    }
/* How each result type's functions return the call's jvalue. */
#define RET_Object(v) return (v).l
#define RET_Boolean(v) return (v).z
#define RET_Byte(v) return (v).b
#define RET_Char(v) return (v).c
#define RET_Short(v) return (v).s
#define RET_Int(v) return (v).i
#define RET_Long(v) return (v).j
#define RET_Float(v) return (v).f
#define RET_Double(v) return (v).d
#define RET_Void(v) (void)(v)
JNI_CALL_TYPES_(CALLS)

/* ---- objects ---- */

static jobject JNICALL AllocObject(JNIEnv *env, jclass clazz) {
    ENTER();
    Class *c = class_of(clazz);
    jobject r = NULL;
    if (!c) throw_npe(t);
    else if (!class_instantiable(c)) {
        char ext[512];
        class_external_name(c->name, ext, sizeof ext);
        throw_new(t, "java/lang/InstantiationException", ext);
    } else if (ensure_init(t, c)) {
        r = jni_local(t, gc_alloc_instance(t, c));
    }
    jni_leave(t);
    return r;
}

static jobject new_object(const char *fn, jclass clazz, jmethodID mid, ArgSource *src) {
    jobject obj = AllocObject(jni_env(), clazz);
    if (!obj) return NULL;
    Thread *t = jni_enter(fn);
    Method *m = (Method *)mid;
    Value args[257];
    args[0].l = jni_deref(obj);
    fill_args(m, args, 1, src);
    bool ok = interp_call(t, m, args, NULL);
    if (!ok) *(Object **)obj = NULL;
    jni_leave(t);
    return ok ? obj : NULL;
}

static jobject JNICALL NewObject(JNIEnv *env, jclass clazz, jmethodID mid, ...) {
    (void)env;
    ArgSource src = {.a = NULL};
    va_start(src.ap, mid);
    jobject r = new_object(__func__, clazz, mid, &src);
    va_end(src.ap);
    return r;
}

static jobject JNICALL NewObjectV(JNIEnv *env, jclass clazz, jmethodID mid, va_list ap) {
    (void)env;
    ArgSource src = {.a = NULL};
    va_copy(src.ap, ap);
    jobject r = new_object(__func__, clazz, mid, &src);
    va_end(src.ap);
    return r;
}

static jobject JNICALL NewObjectA(JNIEnv *env, jclass clazz, jmethodID mid, const jvalue *a) {
    (void)env;
    static const jvalue none;
    ArgSource src = {.a = a ? a : &none};
    return new_object(__func__, clazz, mid, &src);
}

/* ---- strings ---- */

static size_t mutf8_length(const jchar *s, jint n) {
    size_t len = 0;
    for (jint i = 0; i < n; i++) len += s[i] != 0 && s[i] < 0x80 ? 1 : s[i] < 0x800 ? 2 : 3;
    return len;
}

/* Modified UTF-8 of s[0..n) into out (room for mutf8_length + 1), NUL-terminated. */
static void mutf8_encode(const jchar *s, jint n, char *out) {
    unsigned char *p = (unsigned char *)out;
    for (jint i = 0; i < n; i++) {
        jchar c = s[i];
        if (c != 0 && c < 0x80) *p++ = (unsigned char)c;
        else if (c < 0x800) {
            *p++ = (unsigned char)(0xC0 | (c >> 6));
            *p++ = (unsigned char)(0x80 | (c & 0x3F));
        } else {
            *p++ = (unsigned char)(0xE0 | (c >> 12));
            *p++ = (unsigned char)(0x80 | ((c >> 6) & 0x3F));
            *p++ = (unsigned char)(0x80 | (c & 0x3F));
        }
    }
    *p = 0;
}

static jstring JNICALL NewString(JNIEnv *env, const jchar *chars, jsize len) {
    ENTER();
    jstring r = NULL;
    if (len < 0) throw_npe(t);
    else r = jni_local(t, string_from_utf16(t, chars, len));
    jni_leave(t);
    return r;
}

static jstring JNICALL NewStringUTF(JNIEnv *env, const char *utf) {
    ENTER();
    jstring r = utf ? jni_local(t, string_from_utf8(t, utf)) : NULL;
    jni_leave(t);
    return r;
}

static jsize JNICALL GetStringLength(JNIEnv *env, jstring str) {
    ENTER();
    Object *s = jni_deref(str);
    jsize r = s ? string_length(s) : 0;
    if (!s) throw_npe(t);
    jni_leave(t);
    return r;
}

static jsize JNICALL GetStringUTFLength(JNIEnv *env, jstring str) {
    ENTER();
    Object *s = jni_deref(str);
    jsize r = s ? (jsize)mutf8_length(string_chars(s), string_length(s)) : 0;
    if (!s) throw_npe(t);
    jni_leave(t);
    return r;
}

static const jchar *string_chars_copy(JNIEnv *env, jstring str, jboolean *isCopy) {
    ENTER();
    Object *s = jni_deref(str);
    jchar *r = NULL;
    if (!s) throw_npe(t);
    else {
        jint n = string_length(s);
        r = malloc(((size_t)n + 1) * sizeof(jchar));
        if (!r) vm_fatal("out of native memory for JNI string characters");
        memcpy(r, string_chars(s), (size_t)n * sizeof(jchar));
        r[n] = 0;
        if (isCopy) *isCopy = JNI_TRUE;
    }
    jni_leave(t);
    return r;
}

static const jchar *JNICALL GetStringChars(JNIEnv *env, jstring str, jboolean *isCopy) {
    return string_chars_copy(env, str, isCopy);
}

static void JNICALL ReleaseStringChars(JNIEnv *env, jstring str, const jchar *chars) {
    (void)env;
    (void)str;
    free((void *)chars);
}

static const jchar *JNICALL GetStringCritical(JNIEnv *env, jstring str, jboolean *isCopy) {
    return string_chars_copy(env, str, isCopy);
}

static void JNICALL ReleaseStringCritical(JNIEnv *env, jstring str, const jchar *chars) {
    (void)env;
    (void)str;
    free((void *)chars);
}

static const char *JNICALL GetStringUTFChars(JNIEnv *env, jstring str, jboolean *isCopy) {
    ENTER();
    Object *s = jni_deref(str);
    char *r = NULL;
    if (!s) throw_npe(t);
    else {
        jint n = string_length(s);
        const jchar *c = string_chars(s);
        r = malloc(mutf8_length(c, n) + 1);
        if (!r) vm_fatal("out of native memory for JNI string characters");
        mutf8_encode(c, n, r);
        if (isCopy) *isCopy = JNI_TRUE;
    }
    jni_leave(t);
    return r;
}

static void JNICALL ReleaseStringUTFChars(JNIEnv *env, jstring str, const char *chars) {
    (void)env;
    (void)str;
    free((void *)chars);
}

static bool check_string_region(Thread *t, Object *s, jsize start, jsize len) {
    jint n = string_length(s);
    if (start < 0 || len < 0 || start > n - len) {
        throw_newf(t, "java/lang/StringIndexOutOfBoundsException", "offset %d, count %d, length %d", start, len, n);
        return false;
    }
    return true;
}

static void JNICALL GetStringRegion(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf) {
    ENTER();
    Object *s = jni_deref(str);
    if (!s) throw_npe(t);
    else if (check_string_region(t, s, start, len))
        memcpy(buf, string_chars(s) + start, (size_t)len * sizeof(jchar));
    jni_leave(t);
}

static void JNICALL GetStringUTFRegion(JNIEnv *env, jstring str, jsize start, jsize len, char *buf) {
    ENTER();
    Object *s = jni_deref(str);
    if (!s) throw_npe(t);
    else if (check_string_region(t, s, start, len)) mutf8_encode(string_chars(s) + start, len, buf);
    jni_leave(t);
}

/* ---- arrays ---- */

static jsize JNICALL GetArrayLength(JNIEnv *env, jarray array) {
    ENTER();
    Object *a = jni_deref(array);
    jsize r = a ? ARRAY_LENGTH(a) : 0;
    if (!a) throw_npe(t);
    jni_leave(t);
    return r;
}

static jobjectArray JNICALL NewObjectArray(JNIEnv *env, jsize len, jclass clazz, jobject init) {
    ENTER();
    Class *c = class_of(clazz);
    jobjectArray r = NULL;
    Class *ac = c ? class_array_of(t, c) : NULL;
    if (!c) throw_npe(t);
    else if (ac) {
        Object *a = gc_alloc_array(t, ac, len);
        Object *v = jni_deref(init);
        for (jint i = 0; a && v && i < len; i++) {
            ARRAY_DATA(a, Object *)[i] = v;
            gc_write_barrier(a, &ARRAY_DATA(a, Object *)[i]);
        }
        r = jni_local(t, a);
    }
    jni_leave(t);
    return r;
}

static bool check_index(Thread *t, Object *a, jsize index) {
    if (!a) {
        throw_npe(t);
        return false;
    }
    if (index < 0 || index >= ARRAY_LENGTH(a)) {
        throw_newf(t, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", index,
                   ARRAY_LENGTH(a));
        return false;
    }
    return true;
}

static jobject JNICALL GetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index) {
    ENTER();
    Object *a = jni_deref(array);
    jobject r = check_index(t, a, index) ? jni_local(t, ARRAY_DATA(a, Object *)[index]) : NULL;
    jni_leave(t);
    return r;
}

/* "java.lang.String" or "int" for an array's innermost element class, and its dimensions. */
static void array_store_mismatch(Thread *t, Object *v, Object *a, jsize index) {
    char vn[512], en[512], dims[256] = "";
    class_external_name(obj_class(v)->name, vn, sizeof vn);
    Class *e = obj_class(a);
    int ndims = 0;
    while (class_is_array(e)) {
        e = e->component;
        ndims++;
    }
    static const char prims[] = "ZBCSIJFD";
    static const char *const prim_names[] = {"boolean", "byte", "char", "short", "int", "long", "float", "double"};
    const char *p = (e->flags & CLASS_FLAG_PRIMITIVE) && e->prim ? strchr(prims, e->prim) : NULL;
    if (p) snprintf(en, sizeof en, "%s", prim_names[p - prims]);
    else class_external_name(e->name, en, sizeof en);
    for (int i = 1; i < ndims && (size_t)(2 * i) < sizeof dims; i++) strcat(dims, "[]");
    throw_newf(t, "java/lang/ArrayStoreException", "type mismatch: can not store %s to %s[%d]%s", vn, en, index, dims);
}

static void JNICALL SetObjectArrayElement(JNIEnv *env, jobjectArray array, jsize index, jobject val) {
    ENTER();
    Object *a = jni_deref(array), *v = jni_deref(val);
    if (check_index(t, a, index)) {
        Class *ec = obj_class(a)->component;
        if (v && obj_class(v) != ec && !class_is_assignable(obj_class(v), ec)) {
            array_store_mismatch(t, v, a, index);
        } else {
            Object **slot = &ARRAY_DATA(a, Object *)[index];
            *slot = v;
            gc_write_barrier(a, slot);
        }
    }
    jni_leave(t);
}

static jarray new_prim_array(const char *fn, char type, jsize len) {
    Thread *t = jni_enter(fn);
    Class *ac = class_array_of(t, class_primitive(type));
    jarray r = ac ? jni_local(t, gc_alloc_array(t, ac, len)) : NULL;
    jni_leave(t);
    return r;
}

/* A malloc'd copy of a primitive array's elements (the VM never pins). */
static void *elements_copy(const char *fn, jarray array, size_t esize, jboolean *isCopy) {
    Thread *t = jni_enter(fn);
    Object *a = jni_deref(array);
    void *r = NULL;
    if (!a) throw_npe(t);
    else {
        size_t n = (size_t)ARRAY_LENGTH(a) * esize;
        r = malloc(n ? n : 1);
        if (!r) vm_fatal("out of native memory for JNI array elements");
        memcpy(r, (char *)a + array_data_offset(esize), n);
        if (isCopy) *isCopy = JNI_TRUE;
    }
    jni_leave(t);
    return r;
}

static void elements_release(const char *fn, jarray array, void *elems, size_t esize, jint mode) {
    Thread *t = jni_enter(fn);
    Object *a = jni_deref(array);
    if (a && mode != JNI_ABORT) memcpy((char *)a + array_data_offset(esize), elems, (size_t)ARRAY_LENGTH(a) * esize);
    if (mode != JNI_COMMIT) free(elems);
    jni_leave(t);
}

static void region_copy(const char *fn, jarray array, jsize start, jsize len, void *buf, size_t esize, bool get) {
    Thread *t = jni_enter(fn);
    Object *a = jni_deref(array);
    if (!a) throw_npe(t);
    else if (check_region(t, start, len, ARRAY_LENGTH(a))) {
        char *data = (char *)a + array_data_offset(esize) + (size_t)start * esize;
        if (get) memcpy(buf, data, (size_t)len * esize);
        else memcpy(data, buf, (size_t)len * esize);
    }
    jni_leave(t);
}

#define PRIM_ARRAYS(Type, jt, ch)                                                                                 \
    static jt##Array JNICALL New##Type##Array(JNIEnv *env, jsize len) {                                           \
        (void)env;                                                                                                \
        return new_prim_array(__func__, ch, len);                                                                 \
    }                                                                                                             \
    static jt *JNICALL Get##Type##ArrayElements(JNIEnv *env, jt##Array a, jboolean *isCopy) {                     \
        (void)env;                                                                                                \
        return elements_copy(__func__, a, sizeof(jt), isCopy);                                                    \
    }                                                                                                             \
    static void JNICALL Release##Type##ArrayElements(JNIEnv *env, jt##Array a, jt *elems, jint mode) {           \
        (void)env;                                                                                                \
        elements_release(__func__, a, elems, sizeof(jt), mode);                                                   \
    }                                                                                                             \
    static void JNICALL Get##Type##ArrayRegion(JNIEnv *env, jt##Array a, jsize start, jsize len, jt *buf) {       \
        (void)env;                                                                                                \
        region_copy(__func__, a, start, len, buf, sizeof(jt), true);                                              \
    }                                                                                                             \
    static void JNICALL Set##Type##ArrayRegion(JNIEnv *env, jt##Array a, jsize start, jsize len, const jt *buf) { \
        (void)env;                                                                                                \
        region_copy(__func__, a, start, len, (void *)buf, sizeof(jt), false);                                     \
    }
PRIM_ARRAYS(Boolean, jboolean, 'Z')
PRIM_ARRAYS(Byte, jbyte, 'B')
PRIM_ARRAYS(Char, jchar, 'C')
PRIM_ARRAYS(Short, jshort, 'S')
PRIM_ARRAYS(Int, jint, 'I')
PRIM_ARRAYS(Long, jlong, 'J')
PRIM_ARRAYS(Float, jfloat, 'F')
PRIM_ARRAYS(Double, jdouble, 'D')

static void *JNICALL GetPrimitiveArrayCritical(JNIEnv *env, jarray array, jboolean *isCopy) {
    (void)env;
    Thread *t = jni_enter(__func__);
    Object *a = jni_deref(array);
    size_t esize = a ? obj_class(a)->elem_size : 1;
    jni_leave(t);
    return elements_copy(__func__, array, esize, isCopy);
}

static void JNICALL ReleasePrimitiveArrayCritical(JNIEnv *env, jarray array, void *carray, jint mode) {
    (void)env;
    Thread *t = jni_enter(__func__);
    Object *a = jni_deref(array);
    size_t esize = a ? obj_class(a)->elem_size : 1;
    jni_leave(t);
    elements_release(__func__, array, carray, esize, mode);
}

/* ---- RegisterNatives, monitors, the VM ---- */

static jint JNICALL RegisterNatives(JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint n) {
    ENTER();
    Class *c = class_of(clazz);
    jint r = JNI_OK;
    if (!c) {
        throw_npe(t);
        r = JNI_ERR;
    }
    for (jint i = 0; c && i < n; i++) {
        Method *m = class_find_declared_method(c, methods[i].name, methods[i].signature);
        if (!m || !(m->access & ACC_NATIVE) || !methods[i].fnPtr) {
            char sig[1024], ext[512];
            method_java_signature(c->name, methods[i].name, methods[i].signature, sig, sizeof sig);
            class_external_name(c->name, ext, sizeof ext);
            if (!m && (!symbol_known(methods[i].name) || !symbol_known(methods[i].signature)))
                throw_newf(t, "java/lang/NoSuchMethodError", "Method %s.%s%s not found", ext, methods[i].name,
                           methods[i].signature);
            else
                throw_newf(t, "java/lang/NoSuchMethodError", "Method '%s' %s", sig,
                           m ? "is not declared as native" : "name or signature does not match");
            r = JNI_ERR;
            break;
        }
        jni_bind(m, methods[i].fnPtr);
    }
    jni_leave(t);
    return r;
}

static jint JNICALL UnregisterNatives(JNIEnv *env, jclass clazz) {
    ENTER();
    Class *c = class_of(clazz);
    for (uint16_t i = 0; c && i < c->nmethods; i++)
        if (c->methods[i].access & ACC_NATIVE) jni_unbind(&c->methods[i]);
    jni_leave(t);
    return c ? JNI_OK : JNI_ERR;
}

static jint JNICALL MonitorEnter(JNIEnv *env, jobject obj) {
    ENTER();
    Object *o = jni_deref(obj);
    bool ok = o && monitor_enter(t, o);
    if (!o) throw_npe(t);
    jni_leave(t);
    return ok ? JNI_OK : JNI_ERR;
}

static jint JNICALL MonitorExit(JNIEnv *env, jobject obj) {
    ENTER();
    Object *o = jni_deref(obj);
    bool ok = o && monitor_exit(t, o);
    if (!o) throw_npe(t);
    jni_leave(t);
    return ok ? JNI_OK : JNI_ERR;
}

static jint JNICALL GetJavaVM(JNIEnv *env, JavaVM **out) {
    (void)env;
    *out = jni_java_vm();
    return JNI_OK;
}

/* ---- functions not implemented ---- */

#define UNIMPLEMENTED(name) \
    static void unimplemented_##name(void) { jni_unimplemented(#name); }
UNIMPLEMENTED(DefineClass)
UNIMPLEMENTED(FromReflectedMethod)
UNIMPLEMENTED(FromReflectedField)
UNIMPLEMENTED(ToReflectedMethod)
UNIMPLEMENTED(ToReflectedField)
UNIMPLEMENTED(NewDirectByteBuffer)
UNIMPLEMENTED(GetDirectBufferAddress)
UNIMPLEMENTED(GetDirectBufferCapacity)
UNIMPLEMENTED(GetModule)
UNIMPLEMENTED(DestroyJavaVM)
UNIMPLEMENTED(AttachCurrentThreadAsDaemon)
UNIMPLEMENTED(DetachCurrentThread)
#define UNIMPL(name) .name = (void *)unimplemented_##name

/* ---- the tables ---- */

#define F(name) .name = name
#define CALL_ENTRIES(Type, jt)                                                                             \
    F(Call##Type##Method), F(Call##Type##MethodV), F(Call##Type##MethodA), F(CallNonvirtual##Type##Method), \
        F(CallNonvirtual##Type##MethodV), F(CallNonvirtual##Type##MethodA), F(CallStatic##Type##Method),    \
        F(CallStatic##Type##MethodV), F(CallStatic##Type##MethodA),
#define FIELD_ENTRIES(Type, jt) F(Get##Type##Field), F(Set##Type##Field), F(GetStatic##Type##Field), F(SetStatic##Type##Field),
#define ARRAY_ENTRIES(Type, jt)                                                                    \
    F(New##Type##Array), F(Get##Type##ArrayElements), F(Release##Type##ArrayElements),              \
        F(Get##Type##ArrayRegion), F(Set##Type##ArrayRegion),

static const struct JNINativeInterface_ functions = {
    F(GetVersion), UNIMPL(DefineClass), F(FindClass), UNIMPL(FromReflectedMethod), UNIMPL(FromReflectedField),
    UNIMPL(ToReflectedMethod), F(GetSuperclass), F(IsAssignableFrom), UNIMPL(ToReflectedField),
    F(Throw), F(ThrowNew), F(ExceptionOccurred), F(ExceptionDescribe), F(ExceptionClear), F(FatalError),
    F(PushLocalFrame), F(PopLocalFrame), F(NewGlobalRef), F(DeleteGlobalRef), F(DeleteLocalRef),
    F(IsSameObject), F(NewLocalRef), F(EnsureLocalCapacity), F(AllocObject), F(NewObject), F(NewObjectV),
    F(NewObjectA), F(GetObjectClass), F(IsInstanceOf), F(GetMethodID), F(GetFieldID), F(GetStaticMethodID),
    F(GetStaticFieldID),
    JNI_CALL_TYPES_(CALL_ENTRIES)
    JNI_FIELD_TYPES_(FIELD_ENTRIES)
    JNI_ARRAY_TYPES_(ARRAY_ENTRIES)
    F(NewString), F(GetStringLength), F(GetStringChars), F(ReleaseStringChars), F(NewStringUTF),
    F(GetStringUTFLength), F(GetStringUTFChars), F(ReleaseStringUTFChars), F(GetArrayLength),
    F(NewObjectArray), F(GetObjectArrayElement), F(SetObjectArrayElement), F(RegisterNatives),
    F(UnregisterNatives), F(MonitorEnter), F(MonitorExit), F(GetJavaVM), F(GetStringRegion),
    F(GetStringUTFRegion), F(GetPrimitiveArrayCritical), F(ReleasePrimitiveArrayCritical),
    F(GetStringCritical), F(ReleaseStringCritical), F(NewWeakGlobalRef), F(DeleteWeakGlobalRef),
    F(ExceptionCheck), UNIMPL(NewDirectByteBuffer), UNIMPL(GetDirectBufferAddress),
    UNIMPL(GetDirectBufferCapacity), F(GetObjectRefType), UNIMPL(GetModule),
};

static const struct JNINativeInterface_ *const env_value = &functions;

JNIEnv *jni_env(void) { return (JNIEnv *)&env_value; }

static jint JNICALL AttachCurrentThread(JavaVM *jvm, void **penv, void *args) {
    (void)jvm;
    (void)args;
    if (!thread_current) jni_unimplemented("AttachCurrentThread (of a thread the VM did not start)");
    *penv = jni_env();
    return JNI_OK;
}

static jint JNICALL GetEnv(JavaVM *jvm, void **penv, jint version) {
    (void)jvm;
    if (!thread_current) {
        *penv = NULL;
        return JNI_EDETACHED;
    }
    if (version != JNI_VERSION_1_1 && version != JNI_VERSION_1_2 && version != JNI_VERSION_1_4 &&
        version != JNI_VERSION_1_6 && version != JNI_VERSION_1_8 && version != JNI_VERSION_9 &&
        version != JNI_VERSION_10) {
        *penv = NULL;
        return JNI_EVERSION;
    }
    *penv = jni_env();
    return JNI_OK;
}

static const struct JNIInvokeInterface_ invoke_functions = {
    UNIMPL(DestroyJavaVM), .AttachCurrentThread = AttachCurrentThread, UNIMPL(DetachCurrentThread), .GetEnv = GetEnv,
    UNIMPL(AttachCurrentThreadAsDaemon),
};

static const struct JNIInvokeInterface_ *const vm_value = &invoke_functions;

JavaVM *jni_java_vm(void) { return (JavaVM *)&vm_value; }

/* Every slot but the reserved ones is filled: a missing one would crash without a word. */
__attribute__((constructor)) static void check_tables(void) {
    void *const *slots = (void *const *)&functions;
    for (size_t i = 4; i < sizeof functions / sizeof(void *); i++)
        if (!slots[i]) vm_fatal("JNI function table slot %zu is empty", i);
}
