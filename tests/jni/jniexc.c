/* Test library for JniExceptions.java: throwing, checking and clearing exceptions. */
#include <stdio.h>
#include <string.h>

#include "jni.h"

static char out[2048];

static const char *describe_throwable(JNIEnv *env, jthrowable t, char *buf, size_t len) {
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jmethodID ts = (*env)->GetMethodID(env, oc, "toString", "()Ljava/lang/String;");
    jstring s = (*env)->CallObjectMethod(env, t, ts);
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    snprintf(buf, len, "%s", u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return buf;
}

JNIEXPORT void JNICALL Java_JniExceptions_throwNew(JNIEnv *env, jclass cls, jstring name, jstring msg) {
    (void)cls;
    const char *n = (*env)->GetStringUTFChars(env, name, NULL);
    const char *m = msg ? (*env)->GetStringUTFChars(env, msg, NULL) : NULL;
    jclass ec = (*env)->FindClass(env, n);
    if (ec) (*env)->ThrowNew(env, ec, m);
    (*env)->ReleaseStringUTFChars(env, name, n);
    if (m) (*env)->ReleaseStringUTFChars(env, msg, m);
}

JNIEXPORT void JNICALL Java_JniExceptions_throwObject(JNIEnv *env, jclass cls, jthrowable t) {
    (void)cls;
    (*env)->Throw(env, t);
}

static jint call_may_throw(JNIEnv *env, jclass cls, jint x) {
    jmethodID m = (*env)->GetStaticMethodID(env, cls, "mayThrow", "(I)I");
    return (*env)->CallStaticIntMethod(env, cls, m, x);
}

JNIEXPORT jstring JNICALL Java_JniExceptions_catchCallback(JNIEnv *env, jclass cls, jint x) {
    jint r = call_may_throw(env, cls, x);
    if ((*env)->ExceptionCheck(env)) {
        jthrowable t = (*env)->ExceptionOccurred(env);
        (*env)->ExceptionClear(env);
        char buf[256];
        snprintf(out, sizeof out, "callback threw %s; check after clear=%d", describe_throwable(env, t, buf, sizeof buf),
                 (*env)->ExceptionCheck(env));
    } else {
        snprintf(out, sizeof out, "callback returned %d; occurred=%s", r,
                 (*env)->ExceptionOccurred(env) ? "yes" : "null");
    }
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jint JNICALL Java_JniExceptions_leavePending(JNIEnv *env, jclass cls, jint x) {
    return call_may_throw(env, cls, x) + 1;
}

JNIEXPORT jobject JNICALL Java_JniExceptions_throwAndReturn(JNIEnv *env, jclass cls) {
    (void)cls;
    jobject s = (*env)->NewStringUTF(env, "ignored");
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/RuntimeException"), "thrown with a result");
    return s;
}

JNIEXPORT jstring JNICALL Java_JniExceptions_lookups(JNIEnv *env, jclass cls) {
    char b1[256], b2[256], b3[256], b4[256], b5[256];
    jthrowable t;
    (*env)->GetMethodID(env, cls, "noSuchMethod", "()V");
    t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    describe_throwable(env, t, b1, sizeof b1);
    (*env)->GetStaticMethodID(env, cls, "main", "(I)V");
    t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    describe_throwable(env, t, b2, sizeof b2);
    (*env)->GetFieldID(env, cls, "calls", "I"); /* static: not found as an instance field */
    t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    describe_throwable(env, t, b3, sizeof b3);
    (*env)->GetStaticFieldID(env, cls, "calls", "J");
    t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    describe_throwable(env, t, b4, sizeof b4);
    jclass none = (*env)->FindClass(env, "no/such/Clazz");
    t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    describe_throwable(env, t, b5, sizeof b5);
    snprintf(out, sizeof out, "%s | %s | %s | %s | %s | %s", b1, b2, b3, b4, b5, none ? "found" : "null");
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT void JNICALL Java_JniExceptions_describe(JNIEnv *env, jclass cls) {
    (void)cls;
    (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/IllegalStateException"), "described");
    (*env)->ExceptionDescribe(env);
    if ((*env)->ExceptionCheck(env)) (*env)->FatalError(env, "ExceptionDescribe left the exception pending");
}

JNIEXPORT void JNICALL Java_JniExceptions_rethrowFromCallback(JNIEnv *env, jclass cls, jint x) {
    if (call_may_throw(env, cls, x) >= 0 && !(*env)->ExceptionCheck(env))
        (*env)->ThrowNew(env, (*env)->FindClass(env, "java/lang/IllegalArgumentException"), "from native");
}

/* For JniUnimplemented.java: a JNI function minivm does not implement aborts, naming it. */
JNIEXPORT jobject JNICALL Java_JniUnimplemented_direct(JNIEnv *env, jclass cls) {
    (void)cls;
    static char buf[16];
    return (*env)->NewDirectByteBuffer(env, buf, sizeof buf);
}
