/* Test library for GcVerifyScribble.java (tests/extra_gc.py, "gcverify/"): corrupts the heap
 * the way a VM bug would, behind the collector's back, so that heap verification must catch it.
 * It relies on minivm's layout: a jobject is the address of a slot that holds the object's
 * address, and an object starts with its mark word, whose top 16 bits are the class id
 * (docs/object-model.md). */
#include <stdint.h>

#include "jni.h"

#define SCAN_WORDS 8   /* header and first fields: enough for GcVerifyScribble.Holder */

static uintptr_t *address(jobject ref) { return *(uintptr_t **)ref; }

/* Replaces holder's reference to `from` by the address of `to` plus delta bytes, with a plain
 * store (no write barrier). Returns whether holder referred to `from`. */
JNIEXPORT jboolean JNICALL Java_GcVerifyScribble_replaceReference(JNIEnv *env, jclass cls, jobject holder,
                                                                  jobject from, jobject to, jint delta) {
    (void)env, (void)cls;
    uintptr_t *h = address(holder), old = (uintptr_t)address(from), new = (uintptr_t)address(to) + (uintptr_t)delta;
    for (int i = 1; i < SCAN_WORDS; i++)
        if (h[i] == old) {
            h[i] = new;
            return JNI_TRUE;
        }
    return JNI_FALSE;
}

/* Overwrites the class id in o's mark word (its top 16 bits) with one no class has. */
JNIEXPORT void JNICALL Java_GcVerifyScribble_clobberClassWord(JNIEnv *env, jclass cls, jobject o) {
    (void)env, (void)cls;
    address(o)[0] |= (uintptr_t)0xFFFF << 48;
}
