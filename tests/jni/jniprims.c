/* Test library for JniPrimitives.java: primitive, object, array and string arguments. */
#include <stdio.h>
#include <string.h>

#include "jni.h"

JNIEXPORT jboolean JNICALL Java_JniPrimitives_notZ(JNIEnv *env, jclass c, jboolean z) {
    (void)env, (void)c;
    return !z;
}
JNIEXPORT jbyte JNICALL Java_JniPrimitives_incB(JNIEnv *env, jclass c, jbyte b) {
    (void)env, (void)c;
    return (jbyte)(b + 1);
}
JNIEXPORT jchar JNICALL Java_JniPrimitives_incC(JNIEnv *env, jclass c, jchar ch) {
    (void)env, (void)c;
    return (jchar)(ch + 1);
}
JNIEXPORT jshort JNICALL Java_JniPrimitives_incS(JNIEnv *env, jclass c, jshort s) {
    (void)env, (void)c;
    return (jshort)(s + 1);
}
JNIEXPORT jint JNICALL Java_JniPrimitives_incI(JNIEnv *env, jclass c, jint i) {
    (void)env, (void)c;
    return (jint)((uint32_t)i + 1);
}
JNIEXPORT jlong JNICALL Java_JniPrimitives_incJ(JNIEnv *env, jclass c, jlong j) {
    (void)env, (void)c;
    return (jlong)((uint64_t)j + 1);
}
JNIEXPORT jfloat JNICALL Java_JniPrimitives_halfF(JNIEnv *env, jclass c, jfloat f) {
    (void)env, (void)c;
    return f / 2;
}
JNIEXPORT jdouble JNICALL Java_JniPrimitives_halfD(JNIEnv *env, jclass c, jdouble d) {
    (void)env, (void)c;
    return d / 2;
}
JNIEXPORT void JNICALL Java_JniPrimitives_nothing(JNIEnv *env, jclass c) {
    (void)env, (void)c;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_addField(JNIEnv *env, jobject self, jint x) {
    jclass c = (*env)->GetObjectClass(env, self);
    jfieldID f = (*env)->GetFieldID(env, c, "base", "I");
    return (*env)->GetIntField(env, self, f) + x;
}

JNIEXPORT jlong JNICALL Java_JniPrimitives_mix(JNIEnv *env, jobject self, jbyte b, jchar c, jshort s, jint i, jlong j,
                                              jfloat f, jdouble d, jboolean z) {
    (void)env, (void)self;
    return b + c + s + i + j + (jlong)(f * 10) + (jlong)(d * 100) + (z ? 1000000 : 0);
}

JNIEXPORT jdouble JNICALL Java_JniPrimitives_manyDoubles(JNIEnv *env, jclass cls, jdouble a, jdouble b, jdouble c,
                                                        jdouble d, jdouble e, jdouble f, jdouble g, jdouble h,
                                                        jdouble i, jdouble j, jfloat k, jfloat l) {
    (void)env, (void)cls;
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + 10 * j + 11 * k + 12 * l;
}

JNIEXPORT jlong JNICALL Java_JniPrimitives_manyInts(JNIEnv *env, jclass cls, jint a, jlong b, jint c, jlong d, jint e,
                                                   jlong f, jint g, jlong h, jint i, jlong j, jshort k, jbyte l,
                                                   jchar m) {
    (void)env, (void)cls;
    return a + 2 * b + 3 * c + 4 * d + 5 * e + 6 * f + 7 * g + 8 * h + 9 * i + j + 100 * k + 1000 * l + 10000 * m;
}

JNIEXPORT jobject JNICALL Java_JniPrimitives_self(JNIEnv *env, jobject self) {
    (void)env;
    return self;
}
JNIEXPORT jobject JNICALL Java_JniPrimitives_identity(JNIEnv *env, jclass c, jobject o) {
    (void)env, (void)c;
    return o;
}
JNIEXPORT jboolean JNICALL Java_JniPrimitives_isNull(JNIEnv *env, jclass c, jobject o) {
    (void)env, (void)c;
    return o == NULL;
}

JNIEXPORT jint JNICALL Java_JniPrimitives_sumInts(JNIEnv *env, jclass c, jintArray a) {
    (void)c;
    jint n = (*env)->GetArrayLength(env, a), buf[64], sum = 0;
    (*env)->GetIntArrayRegion(env, a, 0, n, buf);
    for (jint i = 0; i < n; i++) sum += buf[i];
    return sum;
}

JNIEXPORT jstring JNICALL Java_JniPrimitives_describe(JNIEnv *env, jclass c, jstring s, jintArray ia,
                                                     jdoubleArray da, jobjectArray oa) {
    (void)c;
    char out[512];
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    jint *ie = (*env)->GetIntArrayElements(env, ia, NULL);
    jdouble *de = (*env)->GetDoubleArrayElements(env, da, NULL);
    jobject o0 = (*env)->GetObjectArrayElement(env, oa, 0);
    const char *o0s = (*env)->GetStringUTFChars(env, o0, NULL);
    jobject o1 = (*env)->GetObjectArrayElement(env, oa, 1);
    snprintf(out, sizeof out, "[%s] len=%d utflen=%d ints=%d,%d dbl=%g objs=%d first=%s second=%s", u,
             (*env)->GetStringLength(env, s), (*env)->GetStringUTFLength(env, s), ie[0], ie[1], de[0],
             (*env)->GetArrayLength(env, oa), o0s, o1 ? "?" : "null");
    (*env)->ReleaseStringUTFChars(env, o0, o0s);
    (*env)->ReleaseDoubleArrayElements(env, da, de, JNI_ABORT);
    (*env)->ReleaseIntArrayElements(env, ia, ie, JNI_ABORT);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jclass JNICALL Java_JniPrimitives_classArg(JNIEnv *env, jclass c, jclass arg) {
    (void)env, (void)c;
    return arg;
}
