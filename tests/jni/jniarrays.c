/* Test library for JniArrays.java: strings and arrays. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "jni.h"

JNIEXPORT jstring JNICALL Java_JniArrays_stringInfo(JNIEnv *env, jclass cls, jstring s) {
    (void)cls;
    char out[1024];
    jboolean copy;
    const char *u = (*env)->GetStringUTFChars(env, s, &copy);
    jsize ulen = (*env)->GetStringUTFLength(env, s), len = (*env)->GetStringLength(env, s);
    int n = snprintf(out, sizeof out, "len=%d utflen=%d strlen=%zu bytes=", len, ulen, strlen(u));
    for (jsize i = 0; i < ulen; i++) n += snprintf(out + n, sizeof out - (size_t)n, "%02x", (unsigned char)u[i]);
    (*env)->ReleaseStringUTFChars(env, s, u);
    const jchar *c = (*env)->GetStringChars(env, s, NULL);
    n += snprintf(out + n, sizeof out - (size_t)n, " chars=");
    for (jsize i = 0; i < len; i++) n += snprintf(out + n, sizeof out - (size_t)n, "%x.", c[i]);
    (*env)->ReleaseStringChars(env, s, c);
    const jchar *cc = (*env)->GetStringCritical(env, s, NULL);
    jint sum = 0;
    for (jsize i = 0; i < len; i++) sum += cc[i];
    (*env)->ReleaseStringCritical(env, s, cc);
    snprintf(out + n, sizeof out - (size_t)n, " sum=%d", sum);
    return (*env)->NewStringUTF(env, out);
}

JNIEXPORT jstring JNICALL Java_JniArrays_makeString(JNIEnv *env, jclass cls, jint which) {
    (void)cls;
    static const jchar u16[] = {'h', 0xe9, 0x4e16, 0xd83d, 0xde00, 0};
    switch (which) {
    case 0: return (*env)->NewString(env, u16, 6);
    case 1: return (*env)->NewStringUTF(env, "pl\xc3\xa9in \xe4\xb8\x96");          /* standard UTF-8 */
    case 2: return (*env)->NewStringUTF(env, "mod\xc0\x80nul \xed\xa0\xbd\xed\xb8\x80"); /* modified UTF-8 */
    default: return (*env)->NewString(env, u16, 0);
    }
}

JNIEXPORT jobjectArray JNICALL Java_JniArrays_newArrays(JNIEnv *env, jclass cls, jint n) {
    (void)cls;
    jclass oc = (*env)->FindClass(env, "java/lang/Object");
    jobjectArray r = (*env)->NewObjectArray(env, 8, oc, NULL);
    jboolean z[4] = {1, 0, 1, 0};
    jbyte b[4] = {-1, 2, -3, 4};
    jchar c[4] = {'w', 'x', 'y', 'z'};
    jshort s[4] = {-300, 300, 0, 1};
    jint i[4] = {1 << 30, -7, 8, 9};
    jlong j[4] = {1LL << 60, -1, 2, 3};
    jfloat f[4] = {0.5f, -1.25f, 3, 4};
    jdouble d[4] = {1e100, -2.5, 3, 4};
    jarray a;
    a = (*env)->NewBooleanArray(env, n); (*env)->SetBooleanArrayRegion(env, a, 0, n, z); (*env)->SetObjectArrayElement(env, r, 0, a);
    a = (*env)->NewByteArray(env, n); (*env)->SetByteArrayRegion(env, a, 0, n, b); (*env)->SetObjectArrayElement(env, r, 1, a);
    a = (*env)->NewCharArray(env, n); (*env)->SetCharArrayRegion(env, a, 0, n, c); (*env)->SetObjectArrayElement(env, r, 2, a);
    a = (*env)->NewShortArray(env, n); (*env)->SetShortArrayRegion(env, a, 0, n, s); (*env)->SetObjectArrayElement(env, r, 3, a);
    a = (*env)->NewIntArray(env, n); (*env)->SetIntArrayRegion(env, a, 0, n, i); (*env)->SetObjectArrayElement(env, r, 4, a);
    a = (*env)->NewLongArray(env, n); (*env)->SetLongArrayRegion(env, a, 0, n, j); (*env)->SetObjectArrayElement(env, r, 5, a);
    a = (*env)->NewFloatArray(env, n); (*env)->SetFloatArrayRegion(env, a, 0, n, f); (*env)->SetObjectArrayElement(env, r, 6, a);
    a = (*env)->NewDoubleArray(env, n); (*env)->SetDoubleArrayRegion(env, a, 0, n, d); (*env)->SetObjectArrayElement(env, r, 7, a);
    return r;
}

JNIEXPORT void JNICALL Java_JniArrays_reverseInts(JNIEnv *env, jclass cls, jintArray a) {
    (void)cls;
    jint n = (*env)->GetArrayLength(env, a);
    jint *e = (*env)->GetIntArrayElements(env, a, NULL);
    for (jint i = 0; i < n / 2; i++) {
        jint t = e[i];
        e[i] = e[n - 1 - i];
        e[n - 1 - i] = t;
    }
    (*env)->ReleaseIntArrayElements(env, a, e, 0);
}

/* Mode 0 copies back, JNI_COMMIT copies back and keeps the buffer, JNI_ABORT discards. */
JNIEXPORT void JNICALL Java_JniArrays_elementModes(JNIEnv *env, jclass cls, jlongArray a) {
    (void)cls;
    jlong *e = (*env)->GetLongArrayElements(env, a, NULL);
    e[0] = 11;
    (*env)->ReleaseLongArrayElements(env, a, e, JNI_COMMIT);
    e[1] = 22;
    (*env)->ReleaseLongArrayElements(env, a, e, 0);
    e = (*env)->GetLongArrayElements(env, a, NULL);
    e[2] = 33;
    (*env)->ReleaseLongArrayElements(env, a, e, JNI_ABORT);
}

JNIEXPORT jdouble JNICALL Java_JniArrays_sumCritical(JNIEnv *env, jclass cls, jdoubleArray d, jbyteArray b) {
    (void)cls;
    jint nd = (*env)->GetArrayLength(env, d), nb = (*env)->GetArrayLength(env, b);
    jdouble *pd = (*env)->GetPrimitiveArrayCritical(env, d, NULL);
    jbyte *pb = (*env)->GetPrimitiveArrayCritical(env, b, NULL);
    jdouble sum = 0;
    for (jint i = 0; i < nd; i++) sum += pd[i];
    for (jint i = 0; i < nb; i++) sum += pb[i];
    pb[0] = 100;
    (*env)->ReleasePrimitiveArrayCritical(env, b, pb, JNI_ABORT);
    (*env)->ReleasePrimitiveArrayCritical(env, d, pd, 0);
    return sum;
}

JNIEXPORT jobjectArray JNICALL Java_JniArrays_objectArray(JNIEnv *env, jclass cls, jint n, jstring fill) {
    (void)cls;
    jclass sc = (*env)->FindClass(env, "java/lang/String");
    jobjectArray a = (*env)->NewObjectArray(env, n, sc, fill);
    if (n > 1) (*env)->SetObjectArrayElement(env, a, 1, (*env)->NewStringUTF(env, "second"));
    return a;
}

JNIEXPORT jstring JNICALL Java_JniArrays_region(JNIEnv *env, jclass cls, jint which) {
    (void)cls;
    jintArray a = (*env)->NewIntArray(env, 10);
    jint buf[16] = {0};
    char cbuf[64];
    jchar cs[4];
    jstring s = (*env)->NewStringUTF(env, "0123456789");
    jobjectArray oa = (*env)->NewObjectArray(env, 3, (*env)->FindClass(env, "java/lang/Object"), NULL);
    switch (which) {
    case 0: (*env)->GetIntArrayRegion(env, a, 5, 6, buf); break;
    case 1: (*env)->SetIntArrayRegion(env, a, -1, 2, buf); break;
    case 2: (*env)->GetIntArrayRegion(env, a, 0, -3, buf); break;
    case 3: (*env)->GetObjectArrayElement(env, oa, 3); break;
    case 4: (*env)->SetObjectArrayElement(env, oa, -1, NULL); break;
    case 5:
        (*env)->GetStringRegion(env, s, 2, 3, cs);
        (*env)->GetStringUTFRegion(env, s, 4, 4, cbuf);
        snprintf(cbuf + 4, sizeof cbuf - 4, " %c%c%c", cs[0], cs[1], cs[2]);
        return (*env)->NewStringUTF(env, cbuf);
    default: (*env)->GetIntArrayRegion(env, a, 10, 0, buf); return (*env)->NewStringUTF(env, "empty region ok");
    }
    return (*env)->ExceptionCheck(env) ? NULL : (*env)->NewStringUTF(env, "no exception");
}

JNIEXPORT jstring JNICALL Java_JniArrays_storeWrong(JNIEnv *env, jclass cls, jobjectArray a, jobject v) {
    (void)cls;
    (*env)->SetObjectArrayElement(env, a, 1, v);
    return (*env)->ExceptionCheck(env) ? NULL : (*env)->NewStringUTF(env, "stored");
}
