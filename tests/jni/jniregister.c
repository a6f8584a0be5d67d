/* Test library for JniRegister.java: natives bound by RegisterNatives, not by name. */
#include <stdio.h>
#include <string.h>

#include "jni.h"

static jint add_impl(JNIEnv *env, jclass cls, jint a, jint b) {
    (void)env, (void)cls;
    return a + b;
}

static jstring greet_hello(JNIEnv *env, jobject self, jstring who) {
    (void)self;
    char buf[128];
    const char *u = (*env)->GetStringUTFChars(env, who, NULL);
    snprintf(buf, sizeof buf, "hello %s", u);
    (*env)->ReleaseStringUTFChars(env, who, u);
    return (*env)->NewStringUTF(env, buf);
}

static jstring greet_bye(JNIEnv *env, jobject self, jstring who) {
    (void)self;
    char buf[128];
    const char *u = (*env)->GetStringUTFChars(env, who, NULL);
    snprintf(buf, sizeof buf, "bye %s", u);
    (*env)->ReleaseStringUTFChars(env, who, u);
    return (*env)->NewStringUTF(env, buf);
}

static jdouble scale_mul(JNIEnv *env, jclass cls, jdouble d, jlong k) {
    (void)env, (void)cls;
    return d * (jdouble)k;
}

static jdouble scale_div(JNIEnv *env, jclass cls, jdouble d, jlong k) {
    (void)env, (void)cls;
    return d / (jdouble)k;
}

JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved) {
    (void)reserved;
    JNIEnv *env;
    if ((*vm)->GetEnv(vm, (void **)&env, JNI_VERSION_1_8) != JNI_OK) return JNI_ERR;
    jclass c = (*env)->FindClass(env, "JniRegister");
    JNINativeMethod m[] = {{"add", "(II)I", (void *)add_impl}};
    if ((*env)->RegisterNatives(env, c, m, 1) != JNI_OK) return JNI_ERR;
    return JNI_VERSION_1_8;
}

JNIEXPORT void JNICALL Java_JniRegister_registerMore(JNIEnv *env, jclass cls, jint variant) {
    JNINativeMethod m[] = {
        {"greet", "(Ljava/lang/String;)Ljava/lang/String;", variant ? (void *)greet_bye : (void *)greet_hello},
        {"scale", "(DJ)D", variant ? (void *)scale_div : (void *)scale_mul},
    };
    (*env)->RegisterNatives(env, cls, m, 2);
}

JNIEXPORT jstring JNICALL Java_JniRegister_tryRegister(JNIEnv *env, jclass cls, jint which) {
    JNINativeMethod bad[] = {
        {"nope", "()V", (void *)add_impl},
        {"notNative", "()V", (void *)add_impl},
        {"add", "(I)I", (void *)add_impl},
    };
    jint rc = (*env)->RegisterNatives(env, cls, &bad[which], 1);
    jthrowable t = (*env)->ExceptionOccurred(env);
    (*env)->ExceptionClear(env);
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jstring s = (*env)->CallObjectMethod(env, t, (*env)->GetMethodID(env, oc, "toString", "()Ljava/lang/String;"));
    const char *u = (*env)->GetStringUTFChars(env, s, NULL);
    char buf[512];
    snprintf(buf, sizeof buf, "rc=%d %s", rc, u);
    (*env)->ReleaseStringUTFChars(env, s, u);
    return (*env)->NewStringUTF(env, buf);
}

JNIEXPORT void JNICALL Java_JniRegister_unregister(JNIEnv *env, jclass cls) {
    (*env)->UnregisterNatives(env, cls);
}

JNIEXPORT jstring JNICALL Java_JniRegister_vmInfo(JNIEnv *env, jclass cls) {
    (void)cls;
    JavaVM *vm = NULL;
    JNIEnv *env2 = NULL;
    jint rc = (*env)->GetJavaVM(env, &vm);
    jint rc2 = (*vm)->GetEnv(vm, (void **)&env2, JNI_VERSION_1_6);
    int same = env == env2;
    jint rc3 = (*vm)->GetEnv(vm, (void **)&env2, 0x7fff0000);
    char buf[128];
    snprintf(buf, sizeof buf, "version=%x getjavavm=%d getenv=%d same=%d badversion=%d",
             (*env)->GetVersion(env), rc, rc2, same, rc3);
    return (*env)->NewStringUTF(env, buf);
}
