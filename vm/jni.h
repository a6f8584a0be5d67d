/* jni.h: the Java Native Interface types and function tables, written for minivm and
 * binary-compatible with the JDK's jni.h (same type sizes, same table slot order), so that one
 * shared library runs on both HotSpot and minivm. C only. */
#ifndef MINIVM_JNI_H
#define MINIVM_JNI_H

#include <stdarg.h>
#include <stdint.h>

#define JNIEXPORT __attribute__((visibility("default")))
#define JNIIMPORT __attribute__((visibility("default")))
#define JNICALL

/* The same typedefs as vm/object.h (repeating an identical typedef is allowed). */
typedef int8_t jbyte;
typedef uint16_t jchar;
typedef int16_t jshort;
typedef int32_t jint;
typedef int64_t jlong;
typedef float jfloat;
typedef double jdouble;
typedef uint8_t jboolean;
typedef jint jsize;

struct _jobject;
typedef struct _jobject *jobject;
typedef jobject jclass;
typedef jobject jthrowable;
typedef jobject jstring;
typedef jobject jarray;
typedef jarray jbooleanArray;
typedef jarray jbyteArray;
typedef jarray jcharArray;
typedef jarray jshortArray;
typedef jarray jintArray;
typedef jarray jlongArray;
typedef jarray jfloatArray;
typedef jarray jdoubleArray;
typedef jarray jobjectArray;
typedef jobject jweak;

typedef union jvalue {
    jboolean z;
    jbyte b;
    jchar c;
    jshort s;
    jint i;
    jlong j;
    jfloat f;
    jdouble d;
    jobject l;
} jvalue;

struct _jfieldID;
typedef struct _jfieldID *jfieldID;
struct _jmethodID;
typedef struct _jmethodID *jmethodID;

typedef enum _jobjectType {
    JNIInvalidRefType = 0,
    JNILocalRefType = 1,
    JNIGlobalRefType = 2,
    JNIWeakGlobalRefType = 3
} jobjectRefType;

#define JNI_FALSE 0
#define JNI_TRUE 1

#define JNI_OK 0
#define JNI_ERR (-1)
#define JNI_EDETACHED (-2)
#define JNI_EVERSION (-3)
#define JNI_ENOMEM (-4)
#define JNI_EEXIST (-5)
#define JNI_EINVAL (-6)

#define JNI_COMMIT 1
#define JNI_ABORT 2

#define JNI_VERSION_1_1 0x00010001
#define JNI_VERSION_1_2 0x00010002
#define JNI_VERSION_1_4 0x00010004
#define JNI_VERSION_1_6 0x00010006
#define JNI_VERSION_1_8 0x00010008
#define JNI_VERSION_9 0x00090000
#define JNI_VERSION_10 0x000a0000

typedef struct {
    char *name;
    char *signature;
    void *fnPtr;
} JNINativeMethod;

struct JNINativeInterface_;
struct JNIInvokeInterface_;
typedef const struct JNINativeInterface_ *JNIEnv;
typedef const struct JNIInvokeInterface_ *JavaVM;

/* Call<Type>Method, ...V, ...A for one family (instance, nonvirtual or static). */
#define JNI_CALLS_(Type, jt)                                                                       \
    jt(JNICALL *Call##Type##Method)(JNIEnv * env, jobject obj, jmethodID methodID, ...);           \
    jt(JNICALL *Call##Type##MethodV)(JNIEnv * env, jobject obj, jmethodID methodID, va_list args); \
    jt(JNICALL *Call##Type##MethodA)(JNIEnv * env, jobject obj, jmethodID methodID, const jvalue *args);
#define JNI_NONVIRTUAL_CALLS_(Type, jt)                                                               \
    jt(JNICALL *CallNonvirtual##Type##Method)(JNIEnv * env, jobject obj, jclass clazz, jmethodID methodID, ...); \
    jt(JNICALL *CallNonvirtual##Type##MethodV)(JNIEnv * env, jobject obj, jclass clazz, jmethodID methodID,      \
                                               va_list args);                                                    \
    jt(JNICALL *CallNonvirtual##Type##MethodA)(JNIEnv * env, jobject obj, jclass clazz, jmethodID methodID,      \
                                               const jvalue *args);
#define JNI_STATIC_CALLS_(Type, jt)                                                                    \
    jt(JNICALL *CallStatic##Type##Method)(JNIEnv * env, jclass clazz, jmethodID methodID, ...);        \
    jt(JNICALL *CallStatic##Type##MethodV)(JNIEnv * env, jclass clazz, jmethodID methodID, va_list args); \
    jt(JNICALL *CallStatic##Type##MethodA)(JNIEnv * env, jclass clazz, jmethodID methodID, const jvalue *args);
/* The ten result types in table order. */
#define JNI_CALL_TYPES_(X)                                                                          \
    X(Object, jobject) X(Boolean, jboolean) X(Byte, jbyte) X(Char, jchar) X(Short, jshort)          \
    X(Int, jint) X(Long, jlong) X(Float, jfloat) X(Double, jdouble) X(Void, void)
/* The nine field types in table order. */
#define JNI_FIELD_TYPES_(X)                                                                         \
    X(Object, jobject) X(Boolean, jboolean) X(Byte, jbyte) X(Char, jchar) X(Short, jshort)          \
    X(Int, jint) X(Long, jlong) X(Float, jfloat) X(Double, jdouble)
/* The eight primitive array types in table order. */
#define JNI_ARRAY_TYPES_(X)                                                                         \
    X(Boolean, jboolean) X(Byte, jbyte) X(Char, jchar) X(Short, jshort) X(Int, jint)                \
    X(Long, jlong) X(Float, jfloat) X(Double, jdouble)

#define JNI_GET_FIELD_(Type, jt) jt(JNICALL *Get##Type##Field)(JNIEnv * env, jobject obj, jfieldID fieldID);
#define JNI_SET_FIELD_(Type, jt) void(JNICALL *Set##Type##Field)(JNIEnv * env, jobject obj, jfieldID fieldID, jt val);
#define JNI_GET_STATIC_(Type, jt) jt(JNICALL *GetStatic##Type##Field)(JNIEnv * env, jclass clazz, jfieldID fieldID);
#define JNI_SET_STATIC_(Type, jt) \
    void(JNICALL *SetStatic##Type##Field)(JNIEnv * env, jclass clazz, jfieldID fieldID, jt value);
#define JNI_NEW_ARRAY_(Type, jt) jt##Array(JNICALL *New##Type##Array)(JNIEnv * env, jsize len);
#define JNI_GET_ELEMS_(Type, jt) \
    jt *(JNICALL *Get##Type##ArrayElements)(JNIEnv * env, jt##Array array, jboolean *isCopy);
#define JNI_RELEASE_ELEMS_(Type, jt) \
    void(JNICALL *Release##Type##ArrayElements)(JNIEnv * env, jt##Array array, jt *elems, jint mode);
#define JNI_GET_REGION_(Type, jt) \
    void(JNICALL *Get##Type##ArrayRegion)(JNIEnv * env, jt##Array array, jsize start, jsize l, jt *buf);
#define JNI_SET_REGION_(Type, jt) \
    void(JNICALL *Set##Type##ArrayRegion)(JNIEnv * env, jt##Array array, jsize start, jsize l, const jt *buf);

struct JNINativeInterface_ {
    void *reserved0;
    void *reserved1;
    void *reserved2;
    void *reserved3;

    jint(JNICALL *GetVersion)(JNIEnv *env);
    jclass(JNICALL *DefineClass)(JNIEnv *env, const char *name, jobject loader, const jbyte *buf, jsize len);
    jclass(JNICALL *FindClass)(JNIEnv *env, const char *name);
    jmethodID(JNICALL *FromReflectedMethod)(JNIEnv *env, jobject method);
    jfieldID(JNICALL *FromReflectedField)(JNIEnv *env, jobject field);
    jobject(JNICALL *ToReflectedMethod)(JNIEnv *env, jclass cls, jmethodID methodID, jboolean isStatic);
    jclass(JNICALL *GetSuperclass)(JNIEnv *env, jclass sub);
    jboolean(JNICALL *IsAssignableFrom)(JNIEnv *env, jclass sub, jclass sup);
    jobject(JNICALL *ToReflectedField)(JNIEnv *env, jclass cls, jfieldID fieldID, jboolean isStatic);

    jint(JNICALL *Throw)(JNIEnv *env, jthrowable obj);
    jint(JNICALL *ThrowNew)(JNIEnv *env, jclass clazz, const char *msg);
    jthrowable(JNICALL *ExceptionOccurred)(JNIEnv *env);
    void(JNICALL *ExceptionDescribe)(JNIEnv *env);
    void(JNICALL *ExceptionClear)(JNIEnv *env);
    void(JNICALL *FatalError)(JNIEnv *env, const char *msg);

    jint(JNICALL *PushLocalFrame)(JNIEnv *env, jint capacity);
    jobject(JNICALL *PopLocalFrame)(JNIEnv *env, jobject result);

    jobject(JNICALL *NewGlobalRef)(JNIEnv *env, jobject lobj);
    void(JNICALL *DeleteGlobalRef)(JNIEnv *env, jobject gref);
    void(JNICALL *DeleteLocalRef)(JNIEnv *env, jobject obj);
    jboolean(JNICALL *IsSameObject)(JNIEnv *env, jobject obj1, jobject obj2);
    jobject(JNICALL *NewLocalRef)(JNIEnv *env, jobject ref);
    jint(JNICALL *EnsureLocalCapacity)(JNIEnv *env, jint capacity);

    jobject(JNICALL *AllocObject)(JNIEnv *env, jclass clazz);
    jobject(JNICALL *NewObject)(JNIEnv *env, jclass clazz, jmethodID methodID, ...);
    jobject(JNICALL *NewObjectV)(JNIEnv *env, jclass clazz, jmethodID methodID, va_list args);
    jobject(JNICALL *NewObjectA)(JNIEnv *env, jclass clazz, jmethodID methodID, const jvalue *args);

    jclass(JNICALL *GetObjectClass)(JNIEnv *env, jobject obj);
    jboolean(JNICALL *IsInstanceOf)(JNIEnv *env, jobject obj, jclass clazz);

    jmethodID(JNICALL *GetMethodID)(JNIEnv *env, jclass clazz, const char *name, const char *sig);
    JNI_CALL_TYPES_(JNI_CALLS_)
    JNI_CALL_TYPES_(JNI_NONVIRTUAL_CALLS_)

    jfieldID(JNICALL *GetFieldID)(JNIEnv *env, jclass clazz, const char *name, const char *sig);
    JNI_FIELD_TYPES_(JNI_GET_FIELD_)
    JNI_FIELD_TYPES_(JNI_SET_FIELD_)

    jmethodID(JNICALL *GetStaticMethodID)(JNIEnv *env, jclass clazz, const char *name, const char *sig);
    JNI_CALL_TYPES_(JNI_STATIC_CALLS_)

    jfieldID(JNICALL *GetStaticFieldID)(JNIEnv *env, jclass clazz, const char *name, const char *sig);
    JNI_FIELD_TYPES_(JNI_GET_STATIC_)
    JNI_FIELD_TYPES_(JNI_SET_STATIC_)

    jstring(JNICALL *NewString)(JNIEnv *env, const jchar *unicode, jsize len);
    jsize(JNICALL *GetStringLength)(JNIEnv *env, jstring str);
    const jchar *(JNICALL *GetStringChars)(JNIEnv *env, jstring str, jboolean *isCopy);
    void(JNICALL *ReleaseStringChars)(JNIEnv *env, jstring str, const jchar *chars);
    jstring(JNICALL *NewStringUTF)(JNIEnv *env, const char *utf);
    jsize(JNICALL *GetStringUTFLength)(JNIEnv *env, jstring str);
    const char *(JNICALL *GetStringUTFChars)(JNIEnv *env, jstring str, jboolean *isCopy);
    void(JNICALL *ReleaseStringUTFChars)(JNIEnv *env, jstring str, const char *chars);

    jsize(JNICALL *GetArrayLength)(JNIEnv *env, jarray array);
    jobjectArray(JNICALL *NewObjectArray)(JNIEnv *env, jsize len, jclass clazz, jobject init);
    jobject(JNICALL *GetObjectArrayElement)(JNIEnv *env, jobjectArray array, jsize index);
    void(JNICALL *SetObjectArrayElement)(JNIEnv *env, jobjectArray array, jsize index, jobject val);
    JNI_ARRAY_TYPES_(JNI_NEW_ARRAY_)
    JNI_ARRAY_TYPES_(JNI_GET_ELEMS_)
    JNI_ARRAY_TYPES_(JNI_RELEASE_ELEMS_)
    JNI_ARRAY_TYPES_(JNI_GET_REGION_)
    JNI_ARRAY_TYPES_(JNI_SET_REGION_)

    jint(JNICALL *RegisterNatives)(JNIEnv *env, jclass clazz, const JNINativeMethod *methods, jint nMethods);
    jint(JNICALL *UnregisterNatives)(JNIEnv *env, jclass clazz);

    jint(JNICALL *MonitorEnter)(JNIEnv *env, jobject obj);
    jint(JNICALL *MonitorExit)(JNIEnv *env, jobject obj);

    jint(JNICALL *GetJavaVM)(JNIEnv *env, JavaVM **vm);

    void(JNICALL *GetStringRegion)(JNIEnv *env, jstring str, jsize start, jsize len, jchar *buf);
    void(JNICALL *GetStringUTFRegion)(JNIEnv *env, jstring str, jsize start, jsize len, char *buf);

    void *(JNICALL *GetPrimitiveArrayCritical)(JNIEnv *env, jarray array, jboolean *isCopy);
    void(JNICALL *ReleasePrimitiveArrayCritical)(JNIEnv *env, jarray array, void *carray, jint mode);

    const jchar *(JNICALL *GetStringCritical)(JNIEnv *env, jstring string, jboolean *isCopy);
    void(JNICALL *ReleaseStringCritical)(JNIEnv *env, jstring string, const jchar *cstring);

    jweak(JNICALL *NewWeakGlobalRef)(JNIEnv *env, jobject obj);
    void(JNICALL *DeleteWeakGlobalRef)(JNIEnv *env, jweak ref);

    jboolean(JNICALL *ExceptionCheck)(JNIEnv *env);

    jobject(JNICALL *NewDirectByteBuffer)(JNIEnv *env, void *address, jlong capacity);
    void *(JNICALL *GetDirectBufferAddress)(JNIEnv *env, jobject buf);
    jlong(JNICALL *GetDirectBufferCapacity)(JNIEnv *env, jobject buf);

    jobjectRefType(JNICALL *GetObjectRefType)(JNIEnv *env, jobject obj);

    jobject(JNICALL *GetModule)(JNIEnv *env, jclass clazz);
};

typedef struct JavaVMOption {
    char *optionString;
    void *extraInfo;
} JavaVMOption;

typedef struct JavaVMInitArgs {
    jint version;
    jint nOptions;
    JavaVMOption *options;
    jboolean ignoreUnrecognized;
} JavaVMInitArgs;

typedef struct JavaVMAttachArgs {
    jint version;
    char *name;
    jobject group;
} JavaVMAttachArgs;

struct JNIInvokeInterface_ {
    void *reserved0;
    void *reserved1;
    void *reserved2;

    jint(JNICALL *DestroyJavaVM)(JavaVM *vm);
    jint(JNICALL *AttachCurrentThread)(JavaVM *vm, void **penv, void *args);
    jint(JNICALL *DetachCurrentThread)(JavaVM *vm);
    jint(JNICALL *GetEnv)(JavaVM *vm, void **penv, jint version);
    jint(JNICALL *AttachCurrentThreadAsDaemon)(JavaVM *vm, void **penv, void *args);
};

/* Exported by a library, if it wants them: called by System.load/loadLibrary. */
JNIEXPORT jint JNICALL JNI_OnLoad(JavaVM *vm, void *reserved);
JNIEXPORT void JNICALL JNI_OnUnload(JavaVM *vm, void *reserved);

#endif
