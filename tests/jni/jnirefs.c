/* Test library for JniRefs.java: references across collections, monitors, native state. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "jni.h"

static char out[4096];

static void collect(JNIEnv *env) {
    jclass c = (*env)->FindClass(env, "JniRefs");
    (*env)->CallStaticVoidMethod(env, c, (*env)->GetStaticMethodID(env, c, "collect", "()V"));
    (*env)->CallStaticObjectMethod(env, c, (*env)->GetStaticMethodID(env, c, "garbage", "()Ljava/lang/Object;"));
}

static int node_ok(JNIEnv *env, jobject node, int value) {
    jclass nc = (*env)->GetObjectClass(env, node);
    jfieldID vf = (*env)->GetFieldID(env, nc, "value", "I");
    jfieldID pf = (*env)->GetFieldID(env, nc, "payload", "[I");
    jintArray p = (*env)->GetObjectField(env, node, pf);
    jint buf[3];
    (*env)->GetIntArrayRegion(env, p, 0, 3, buf);
    int ok = (*env)->GetIntField(env, node, vf) == value && buf[0] == value && buf[1] == 2 * value &&
             buf[2] == 3 * value;
    (*env)->DeleteLocalRef(env, p);
    (*env)->DeleteLocalRef(env, nc);
    return ok;
}

/* Makes `count` nodes held only by local references, collects (twice, with garbage between),
 * and checks every node and both arguments afterwards. */
JNIEXPORT jstring JNICALL Java_JniRefs_holdAcrossGc(JNIEnv *env, jclass cls, jstring s, jobject n, jint count) {
    jclass nc = (*env)->FindClass(env, "JniRefs$Node");
    jmethodID init = (*env)->GetMethodID(env, nc, "<init>", "(I)V");
    jobject nodes[256];
    jintArray arrays[256];
    if (count > 256) count = 256;
    for (jint i = 0; i < count; i++) {
        nodes[i] = (*env)->NewObject(env, nc, init, i * 7);
        arrays[i] = (*env)->NewIntArray(env, 4);
        jint v[4] = {i, -i, i * i, 12345};
        (*env)->SetIntArrayRegion(env, arrays[i], 0, 4, v);
    }
    collect(env);
    collect(env);
    int bad = 0;
    for (jint i = 0; i < count; i++) {
        if (!node_ok(env, nodes[i], i * 7)) bad++;
        jint v[4];
        (*env)->GetIntArrayRegion(env, arrays[i], 0, 4, v);
        if (v[0] != i || v[1] != -i || v[2] != i * i || v[3] != 12345) bad++;
    }
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    snprintf(out, sizeof out, "held %d nodes across GC: bad=%d arg=%s node=%d same_class=%d", count, bad, u,
             node_ok(env, n, 5), (*env)->IsSameObject(env, (*env)->GetObjectClass(env, n), nc));
    (*env)->ReleaseStringUTFChars(env, s, u);
    (void)cls;
    return (*env)->NewStringUTF(env, out);
}

/* Many locals inside Push/PopLocalFrame; PopLocalFrame's result survives. */
JNIEXPORT jstring JNICALL Java_JniRefs_localFrames(JNIEnv *env, jclass cls, jint rounds) {
    (void)cls;
    jobject keep = NULL;
    for (jint r = 0; r < rounds; r++) {
        if ((*env)->PushLocalFrame(env, 16) != JNI_OK) return NULL;
        jobject last = NULL;
        for (int i = 0; i < 10; i++) last = (*env)->NewStringUTF(env, "temp");
        jobject kept = (*env)->NewLocalRef(env, last);
        (*env)->DeleteLocalRef(env, last);
        jobject r2 = (*env)->PopLocalFrame(env, kept);
        if (keep) (*env)->DeleteLocalRef(env, keep);
        keep = r2;
    }
    collect(env);
    const char *u = (*env)->GetStringUTFChars(env, keep, NULL);
    snprintf(out, sizeof out, "local frames: %d rounds, kept %s, null pop %d", rounds, u,
             (*env)->PushLocalFrame(env, 1) == JNI_OK && (*env)->PopLocalFrame(env, NULL) == NULL);
    (*env)->ReleaseStringUTFChars(env, keep, u);
    return (*env)->NewStringUTF(env, out);
}

static jobject global;
static jweak weak;

JNIEXPORT void JNICALL Java_JniRefs_keepGlobal(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    global = (*env)->NewGlobalRef(env, o);
}
JNIEXPORT jobject JNICALL Java_JniRefs_getGlobal(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->NewLocalRef(env, global);
}
JNIEXPORT void JNICALL Java_JniRefs_dropGlobal(JNIEnv *env, jclass cls) {
    (void)cls;
    (*env)->DeleteGlobalRef(env, global);
    global = NULL;
}
JNIEXPORT void JNICALL Java_JniRefs_setWeak(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    if (weak) (*env)->DeleteWeakGlobalRef(env, weak);
    weak = (*env)->NewWeakGlobalRef(env, o);
}
JNIEXPORT jboolean JNICALL Java_JniRefs_weakCleared(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->IsSameObject(env, weak, NULL);
}
JNIEXPORT jobject JNICALL Java_JniRefs_getWeak(JNIEnv *env, jclass cls) {
    (void)cls;
    return (*env)->NewLocalRef(env, weak);
}

JNIEXPORT jstring JNICALL Java_JniRefs_refTypes(JNIEnv *env, jclass cls, jobject arg) {
    jobject local = (*env)->NewStringUTF(env, "x");
    jobject g = (*env)->NewGlobalRef(env, local);
    jweak w = (*env)->NewWeakGlobalRef(env, local);
    snprintf(out, sizeof out, "ref types: arg=%d class=%d local=%d global=%d weak=%d null=%d",
             (*env)->GetObjectRefType(env, arg), (*env)->GetObjectRefType(env, cls),
             (*env)->GetObjectRefType(env, local), (*env)->GetObjectRefType(env, g),
             (*env)->GetObjectRefType(env, w), (*env)->GetObjectRefType(env, NULL));
    (*env)->DeleteGlobalRef(env, g);
    (*env)->DeleteWeakGlobalRef(env, w);
    return (*env)->NewStringUTF(env, out);
}

static jboolean holds(JNIEnv *env, jobject o) {
    jclass tc = (*env)->FindClass(env, "java/lang/Thread");
    jmethodID hl = (*env)->GetStaticMethodID(env, tc, "holdsLock", "(Ljava/lang/Object;)Z");
    return (*env)->CallStaticBooleanMethod(env, tc, hl, o);
}

JNIEXPORT jstring JNICALL Java_JniRefs_monitors(JNIEnv *env, jclass cls, jobject o) {
    (void)cls;
    int before = holds(env, o);
    (*env)->MonitorEnter(env, o);
    (*env)->MonitorEnter(env, o);
    int inside = holds(env, o);
    collect(env);
    (*env)->MonitorExit(env, o);
    int once = holds(env, o);
    (*env)->MonitorExit(env, o);
    int after = holds(env, o);
    jint rc = (*env)->MonitorExit(env, o);
    jthrowable e = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jclass ec = (*env)->GetObjectClass(env, e);
    jclass cc = (*env)->FindClass(env, "java/lang/Class");
    jstring name = (*env)->CallObjectMethod(env, ec, (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;"));
    const char *u = (*env)->GetStringUTFChars(env, name, NULL);
    snprintf(out, sizeof out, "monitors: %d %d %d %d exit-unowned rc=%d %s", before, inside, once, after, rc != 0, u);
    (*env)->ReleaseStringUTFChars(env, name, u);
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT void JNICALL Java_JniRefs_sleepNative(JNIEnv *env, jclass cls, jint millis) {
    (void)env, (void)cls;
    struct timespec ts = {millis / 1000, (long)(millis % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

/* Allocates through JNI in a loop, checking the objects, while other threads collect. */
JNIEXPORT jint JNICALL Java_JniRefs_allocateInNative(JNIEnv *env, jclass cls, jint count) {
    (void)cls;
    jclass nc = (*env)->FindClass(env, "JniRefs$Node");
    jmethodID init = (*env)->GetMethodID(env, nc, "<init>", "(I)V");
    jobject first = (*env)->NewObject(env, nc, init, -1);
    jint ok = 0;
    for (jint i = 0; i < count; i++) {
        jobject n = (*env)->NewObject(env, nc, init, i);
        if (node_ok(env, n, i) && node_ok(env, first, -1)) ok++;
        (*env)->DeleteLocalRef(env, n);
    }
    return ok;
}

/* JniManyMonitors: enters each of objs `depth` times (past a thin lock's recursion count, so
 * each needs a monitor of its own) until an entry fails, then exits everything it entered.
 * Returns "<objects entered depth times> <rc of the failed entry> <its pending exception>". */
JNIEXPORT jstring JNICALL Java_JniManyMonitors_enterAll(JNIEnv *env, jclass cls, jobjectArray objs, jint depth) {
    (void)cls;
    jsize n = (*env)->GetArrayLength(env, objs), full = 0;
    jint rc = JNI_OK, partial = 0;
    char exc[256] = "-";
    for (; full < n; full++) {
        jobject o = (*env)->GetObjectArrayElement(env, objs, full);
        for (partial = 0; partial < depth; partial++)
            if ((rc = (*env)->MonitorEnter(env, o)) != JNI_OK) break;
        (*env)->DeleteLocalRef(env, o);
        if (rc != JNI_OK) break;
    }
    jthrowable e = (*env)->ExceptionOccurred(env);
    if (e) {
        (*env)->ExceptionClear(env);
        jclass ec = (*env)->GetObjectClass(env, e);
        jclass cc = (*env)->FindClass(env, "java/lang/Class");
        jstring name = (*env)->CallObjectMethod(env, ec, (*env)->GetMethodID(env, cc, "getName", "()Ljava/lang/String;"));
        const char *u = (*env)->GetStringUTFChars(env, name, NULL);
        snprintf(exc, sizeof exc, "%s", u);
        (*env)->ReleaseStringUTFChars(env, name, u);
    }
    for (jsize i = 0; i <= full && i < n; i++) {
        jobject o = (*env)->GetObjectArrayElement(env, objs, i);
        for (jint k = i < full ? depth : partial; k > 0; k--) (*env)->MonitorExit(env, o);
        (*env)->DeleteLocalRef(env, o);
    }
    snprintf(out, sizeof out, "%d %d %s", (int)full, (int)(rc != JNI_OK ? -1 : 0), exc);
    return (*env)->NewStringUTF(env, out);
}
