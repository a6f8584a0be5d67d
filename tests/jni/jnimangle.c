/* Test library for JniMangling.java: functions found by their mangled JNI names. */
#include <stdio.h>

#include "jni.h"

JNIEXPORT jint JNICALL Java_JniMangling_under_1score_1name(JNIEnv *env, jclass c, jint x) {
    (void)env, (void)c;
    return x * 11;
}

JNIEXPORT jstring JNICALL Java_JniMangling_over__I(JNIEnv *env, jclass c, jint x) {
    (void)c;
    char b[32];
    snprintf(b, sizeof b, "I:%d", x);
    return (*env)->NewStringUTF(env, b);
}
JNIEXPORT jstring JNICALL Java_JniMangling_over__Ljava_lang_String_2(JNIEnv *env, jclass c, jstring s) {
    (void)c, (void)s;
    return (*env)->NewStringUTF(env, "String");
}
JNIEXPORT jstring JNICALL Java_JniMangling_over___3IJ(JNIEnv *env, jclass c, jintArray a, jlong j) {
    (void)c;
    char b[32];
    snprintf(b, sizeof b, "[IJ:%d,%lld", (*env)->GetArrayLength(env, a), (long long)j);
    return (*env)->NewStringUTF(env, b);
}
JNIEXPORT jstring JNICALL Java_JniMangling_over___3_3Ljava_lang_String_2(JNIEnv *env, jclass c, jobjectArray a) {
    (void)c;
    char b[32];
    snprintf(b, sizeof b, "[[String:%d", (*env)->GetArrayLength(env, a));
    return (*env)->NewStringUTF(env, b);
}

JNIEXPORT jint JNICALL Java_JniMangling_caf_000e9(JNIEnv *env, jclass c) {
    (void)env, (void)c;
    return 0xcafe;
}

JNIEXPORT jint JNICALL Java_JniMangling_both(JNIEnv *env, jclass c, jint x) {
    (void)env, (void)c;
    return x + 100;
}
JNIEXPORT jint JNICALL Java_JniMangling_both__I(JNIEnv *env, jclass c, jint x) {
    (void)env, (void)c;
    return x + 200;
}

JNIEXPORT jstring JNICALL Java_JniMangling__04e16_0754c(JNIEnv *env, jclass c) {
    (void)c;
    return (*env)->NewStringUTF(env, "world in CJK");
}

JNIEXPORT jstring JNICALL Java_JniMangling_00024Inner_inner_1m(JNIEnv *env, jobject self, jint x) {
    (void)self;
    char b[32];
    snprintf(b, sizeof b, "inner %d", x);
    return (*env)->NewStringUTF(env, b);
}

JNIEXPORT jstring JNICALL Java_JniMangling_00024Gr_000fc_000dfe_hello(JNIEnv *env, jclass c) {
    (void)c;
    return (*env)->NewStringUTF(env, "hello from Gruesse");
}

JNIEXPORT jstring JNICALL Java_jnipkg_sub_1pkg_Mangled_where(JNIEnv *env, jclass c) {
    (void)c;
    return (*env)->NewStringUTF(env, "in jnipkg.sub_pkg");
}
