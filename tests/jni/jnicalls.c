/* Test library for JniCallbacks.java: calls from native code into Java. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "jni.h"

static char out[8192];

static void put(const char *fmt, ...) {
    size_t n = strlen(out);
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(out + n, sizeof out - n, fmt, ap);
    va_end(ap);
}

/* The V forms need a va_list: these variadic helpers make one. */
#define V_HELPERS(Type, jt)                                                                          \
    static jt v_##Type(JNIEnv *env, jobject o, jmethodID m, ...) {                                   \
        va_list ap;                                                                                  \
        va_start(ap, m);                                                                             \
        jt r = (*env)->Call##Type##MethodV(env, o, m, ap);                                           \
        va_end(ap);                                                                                  \
        return r;                                                                                    \
    }                                                                                                \
    static jt nv_##Type(JNIEnv *env, jobject o, jclass c, jmethodID m, ...) {                        \
        va_list ap;                                                                                  \
        va_start(ap, m);                                                                             \
        jt r = (*env)->CallNonvirtual##Type##MethodV(env, o, c, m, ap);                              \
        va_end(ap);                                                                                  \
        return r;                                                                                    \
    }                                                                                                \
    static jt sv_##Type(JNIEnv *env, jclass c, jmethodID m, ...) {                                   \
        va_list ap;                                                                                  \
        va_start(ap, m);                                                                             \
        jt r = (*env)->CallStatic##Type##MethodV(env, c, m, ap);                                     \
        va_end(ap);                                                                                  \
        return r;                                                                                    \
    }
V_HELPERS(Boolean, jboolean)
V_HELPERS(Byte, jbyte)
V_HELPERS(Char, jchar)
V_HELPERS(Short, jshort)
V_HELPERS(Int, jint)
V_HELPERS(Long, jlong)
V_HELPERS(Float, jfloat)
V_HELPERS(Double, jdouble)
V_HELPERS(Object, jobject)

static void v_Void(JNIEnv *env, jobject o, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    (*env)->CallVoidMethodV(env, o, m, ap);
    va_end(ap);
}
static void nv_Void(JNIEnv *env, jobject o, jclass c, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    (*env)->CallNonvirtualVoidMethodV(env, o, c, m, ap);
    va_end(ap);
}
static void sv_Void(JNIEnv *env, jclass c, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    (*env)->CallStaticVoidMethodV(env, c, m, ap);
    va_end(ap);
}

/* Calls m<X>, nonvirtual m<X> and s<X> in each form; prints each result with fmt. */
#define TEST(Type, jt, X, sig, arg, field, fmt, conv)                                                      \
    {                                                                                                      \
        jmethodID m = (*env)->GetMethodID(env, base, "m" X, "(" sig "I)" sig);                             \
        jmethodID s = (*env)->GetStaticMethodID(env, base, "s" X, "(" sig "I)" sig);                       \
        jvalue a[2];                                                                                       \
        a[0].field = arg;                                                                                  \
        put(X ":");                                                                                        \
        for (jint k = 0; k < 3; k++) {                                                                     \
            a[1].i = k;                                                                                    \
            jt r1 = k == 0 ? (*env)->Call##Type##Method(env, obj, m, arg, k)                                \
                  : k == 1 ? v_##Type(env, obj, m, arg, k)                                                 \
                           : (*env)->Call##Type##MethodA(env, obj, m, a);                                  \
            jt r2 = k == 0 ? (*env)->CallNonvirtual##Type##Method(env, obj, base, m, arg, k)                \
                  : k == 1 ? nv_##Type(env, obj, base, m, arg, k)                                          \
                           : (*env)->CallNonvirtual##Type##MethodA(env, obj, base, m, a);                  \
            jt r3 = k == 0 ? (*env)->CallStatic##Type##Method(env, base, s, arg, k)                         \
                  : k == 1 ? sv_##Type(env, base, s, arg, k)                                               \
                           : (*env)->CallStatic##Type##MethodA(env, base, s, a);                           \
            put(" " fmt "/" fmt "/" fmt, conv(r1), conv(r2), conv(r3));                                    \
        }                                                                                                  \
        put("\n");                                                                                         \
    }

static const char *str(JNIEnv *env, jobject s, char *buf, size_t len) {
    if (!s) return "null";
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    snprintf(buf, len, "%s", u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    (*env)->DeleteLocalRef(env, s);
    return buf;
}

JNIEXPORT jstring JNICALL Java_JniCallbacks_callAll(JNIEnv *env, jclass cls, jobject obj) {
    (void)cls;
    out[0] = 0;
    jclass base = (*env)->FindClass(env, "JniCallbacks$Base");
    TEST(Boolean, jboolean, "Z", "Z", JNI_TRUE, z, "%d", (int))
    TEST(Byte, jbyte, "B", "B", (jbyte)100, b, "%d", (int))
    TEST(Char, jchar, "C", "C", (jchar)'m', c, "%d", (int))
    TEST(Short, jshort, "S", "S", (jshort)-1234, s, "%d", (int))
    TEST(Int, jint, "I", "I", 123456, i, "%d", (int))
    TEST(Long, jlong, "J", "J", (jlong)987654321012LL, j, "%lld", (long long))
    TEST(Float, jfloat, "F", "F", 2.5f, f, "%.3f", (double))
    TEST(Double, jdouble, "D", "D", 10.5, d, "%.6f", (double))
    {
        jstring arg = (*env)->NewStringUTF(env, "arg");
        jmethodID m = (*env)->GetMethodID(env, base, "mL", "(Ljava/lang/Object;I)Ljava/lang/Object;");
        jmethodID s = (*env)->GetStaticMethodID(env, base, "sL", "(Ljava/lang/Object;I)Ljava/lang/Object;");
        jvalue a[2];
        a[0].l = arg;
        char b1[64], b2[64], b3[64];
        put("L:");
        for (jint k = 0; k < 3; k++) {
            a[1].i = k;
            jobject r1 = k == 0 ? (*env)->CallObjectMethod(env, obj, m, arg, k)
                       : k == 1 ? v_Object(env, obj, m, arg, k)
                                : (*env)->CallObjectMethodA(env, obj, m, a);
            jobject r2 = k == 0 ? (*env)->CallNonvirtualObjectMethod(env, obj, base, m, arg, k)
                       : k == 1 ? nv_Object(env, obj, base, m, arg, k)
                                : (*env)->CallNonvirtualObjectMethodA(env, obj, base, m, a);
            jobject r3 = k == 0 ? (*env)->CallStaticObjectMethod(env, base, s, arg, k)
                       : k == 1 ? sv_Object(env, base, s, arg, k)
                                : (*env)->CallStaticObjectMethodA(env, base, s, a);
            put(" %s/%s/%s", str(env, r1, b1, sizeof b1), str(env, r2, b2, sizeof b2), str(env, r3, b3, sizeof b3));
        }
        put("\n");
    }
    {
        jmethodID m = (*env)->GetMethodID(env, base, "mV", "(II)V");
        jmethodID s = (*env)->GetStaticMethodID(env, base, "sV", "(II)V");
        jvalue a[2];
        a[0].i = 7;
        a[1].i = 2;
        (*env)->CallVoidMethod(env, obj, m, 7, 0);
        v_Void(env, obj, m, 7, 1);
        (*env)->CallVoidMethodA(env, obj, m, a);
        (*env)->CallNonvirtualVoidMethod(env, obj, base, m, 8, 0);
        nv_Void(env, obj, base, m, 8, 1);
        (*env)->CallNonvirtualVoidMethodA(env, obj, base, m, a);
        (*env)->CallStaticVoidMethod(env, base, s, 9, 0);
        sv_Void(env, base, s, 9, 1);
        (*env)->CallStaticVoidMethodA(env, base, s, a);
    }
    return (*env)->NewStringUTF(env, out);
}

static jobject new_object_v(JNIEnv *env, jclass c, jmethodID m, ...) {
    va_list ap;
    va_start(ap, m);
    jobject r = (*env)->NewObjectV(env, c, m, ap);
    va_end(ap);
    return r;
}

JNIEXPORT jstring JNICALL Java_JniCallbacks_newObjects(JNIEnv *env, jclass cls) {
    (void)cls;
    out[0] = 0;
    jclass pc = (*env)->FindClass(env, "JniCallbacks$Point");
    jmethodID init3 = (*env)->GetMethodID(env, pc, "<init>", "(IILjava/lang/String;)V");
    jmethodID init1 = (*env)->GetMethodID(env, pc, "<init>", "(J)V");
    jmethodID ts = (*env)->GetMethodID(env, pc, "toString", "()Ljava/lang/String;");
    jobject p1 = (*env)->NewObject(env, pc, init3, 1, 2, (*env)->NewStringUTF(env, "varargs"));
    jobject p2 = new_object_v(env, pc, init3, 3, 4, (*env)->NewStringUTF(env, "va_list"));
    jvalue a[3];
    a[0].i = 5;
    a[1].i = 6;
    a[2].l = (*env)->NewStringUTF(env, "jvalues");
    jobject p3 = (*env)->NewObjectA(env, pc, init3, a);
    jobject p4 = (*env)->NewObject(env, pc, init1, ((jlong)7 << 32) | 8);
    jobject p5 = (*env)->AllocObject(env, pc);
    char b[64];
    jobject ps[] = {p1, p2, p3, p4, p5};
    for (int i = 0; i < 5; i++) put("%s ", str(env, (*env)->CallObjectMethod(env, ps[i], ts), b, sizeof b));
    put("%d", (*env)->IsInstanceOf(env, p1, pc));
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jstring JNICALL Java_JniCallbacks_fields(JNIEnv *env, jclass cls, jobject f) {
    (void)cls;
    out[0] = 0;
    jclass fc = (*env)->GetObjectClass(env, f);
#define FIELD(Type, name, sig, fmt, conv, newval)                                          \
    {                                                                                      \
        jfieldID id = (*env)->GetFieldID(env, fc, name, sig);                              \
        put(fmt " ", conv((*env)->Get##Type##Field(env, f, id)));                          \
        (*env)->Set##Type##Field(env, f, id, newval);                                      \
        jfieldID sid = (*env)->GetStaticFieldID(env, fc, "s" name, sig);                   \
        put(fmt " ", conv((*env)->GetStatic##Type##Field(env, fc, sid)));                  \
        (*env)->SetStatic##Type##Field(env, fc, sid, newval);                              \
    }
    FIELD(Boolean, "z", "Z", "%d", (int), JNI_TRUE)
    FIELD(Byte, "b", "B", "%d", (int), (jbyte)-100)
    FIELD(Char, "c", "C", "%d", (int), (jchar)0x263A)
    FIELD(Short, "s", "S", "%d", (int), (jshort)30000)
    FIELD(Int, "i", "I", "%d", (int), -2000000000)
    FIELD(Long, "j", "J", "%lld", (long long), (jlong)-9000000000000000000LL)
    FIELD(Float, "f", "F", "%.2f", (double), 0.125f)
    FIELD(Double, "d", "D", "%.4f", (double), 1e-3)
    jfieldID lid = (*env)->GetFieldID(env, fc, "l", "Ljava/lang/String;");
    char b[64];
    put("%s ", str(env, (*env)->GetObjectField(env, f, lid), b, sizeof b));
    (*env)->SetObjectField(env, f, lid, (*env)->NewStringUTF(env, "changed"));
    jfieldID slid = (*env)->GetStaticFieldID(env, fc, "sl", "Ljava/lang/Object;");
    put("%s", str(env, (*env)->GetStaticObjectField(env, fc, slid), b, sizeof b));
    (*env)->SetStaticObjectField(env, fc, slid, (*env)->NewStringUTF(env, "schanged"));
    return (*env)->NewStringUTF(env, out);
}

static const char *class_name(JNIEnv *env, jclass c, char *buf, size_t len) {
    if (!c) return "null";
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jmethodID gn = (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;");
    return str(env, (*env)->CallObjectMethod(env, c, gn), buf, len);
}

JNIEXPORT jstring JNICALL Java_JniCallbacks_classes(JNIEnv *env, jclass cls, jobject o) {
    out[0] = 0;
    char b[128];
    jclass oc = (*env)->GetObjectClass(env, o);
    jclass base = (*env)->FindClass(env, "JniCallbacks$Base");
    jclass str_class = (*env)->FindClass(env, "java/lang/String");
    jclass obj_class = (*env)->FindClass(env, "java/lang/Object");
    jclass runnable = (*env)->FindClass(env, "java/lang/Runnable");
    jclass arr = (*env)->FindClass(env, "[Ljava/lang/String;");
    put("%s ", class_name(env, oc, b, sizeof b));
    put("%s ", class_name(env, (*env)->GetSuperclass(env, oc), b, sizeof b));
    put("%s ", class_name(env, (*env)->GetSuperclass(env, obj_class), b, sizeof b));
    put("%s ", class_name(env, (*env)->GetSuperclass(env, runnable), b, sizeof b));
    put("%s ", class_name(env, arr, b, sizeof b));
    put("%d%d%d%d ", (*env)->IsInstanceOf(env, o, base), (*env)->IsInstanceOf(env, o, str_class),
        (*env)->IsInstanceOf(env, NULL, str_class), (*env)->IsInstanceOf(env, o, obj_class));
    put("%d%d%d ", (*env)->IsAssignableFrom(env, oc, base), (*env)->IsAssignableFrom(env, base, oc),
        (*env)->IsAssignableFrom(env, arr, obj_class));
    put("%d%d", (*env)->IsSameObject(env, cls, (*env)->FindClass(env, "JniCallbacks")),
        (*env)->IsSameObject(env, oc, base));
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jint JNICALL Java_JniCallbacks_lazyStatic(JNIEnv *env, jclass cls) {
    (void)cls;
    jclass lc = (*env)->FindClass(env, "JniCallbacks$Lazy");
    jfieldID f = (*env)->GetStaticFieldID(env, lc, "value", "I");
    return (*env)->GetStaticIntField(env, lc, f);
}

JNIEXPORT jint JNICALL Java_JniCallbacks_callInterface(JNIEnv *env, jclass cls, jobject s) {
    (void)cls;
    jclass shape = (*env)->FindClass(env, "JniCallbacks$Shape");
    jmethodID m = (*env)->GetMethodID(env, shape, "sides", "()I");
    return (*env)->CallIntMethod(env, s, m);
}
