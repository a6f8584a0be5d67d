/* jni_internal.h: the VM side of JNI, shared by vm/jni_*.c (see docs/jni.md).
 *
 * References. A local reference is a handle (vm/thread.h), or the address of a native
 * frame's argument slot; both are GC roots the collector updates, so a jobject stays valid
 * across a moving GC. Locals made while a native method runs are released when it returns.
 * A global reference is a slot in the JNI global table (a root set, vm/roots.c). A weak
 * global reference is a global slot holding a java.lang.ref.WeakReference to the referent,
 * tagged with bit 0: the collectors clear it as they clear any WeakReference.
 *
 * Thread states. Native code runs inside thread_block_begin/end (gc/safepoint.h): the thread
 * counts as stopped for the GC. Every JNI function enters the VM (jni_enter) and leaves it
 * (jni_leave) around its work, so it may touch the heap in between. */
#ifndef MINIVM_JNI_INTERNAL_H
#define MINIVM_JNI_INTERNAL_H

#include "../gc/safepoint.h"
#include "jni.h"
#include "roots.h"
#include "thread.h"

/* ---- references (jni_refs.c) ---- */

/* A new local reference to o (NULL for null). */
jobject jni_local(Thread *t, Object *o);
/* The object a local, global or weak global reference designates (NULL if cleared). */
Object *jni_deref(jobject ref);
jobject jni_global_new(Object *o);
void jni_global_delete(jobject ref);
/* NULL with an exception pending if the WeakReference cannot be made. */
jweak jni_weak_new(Thread *t, Object *o);
void jni_weak_delete(jweak ref);
jobjectRefType jni_ref_type(Thread *t, jobject ref);
/* PushLocalFrame / PopLocalFrame, and the frame depth a native call restores on return. */
void jni_local_frame_push(Thread *t);
bool jni_local_frame_pop(Thread *t);        /* false if no frame was pushed */
size_t jni_local_frame_depth(void);
void jni_local_frame_reset(size_t depth);

/* ---- native methods: binding and calls (jni_call.c) ---- */

/* The NativeFn of every JNI-bound method: calls the bound C function of the running native
 * frame's method through libffi, in native state, with its local references released after. */
Value jni_trampoline(Thread *t, Value *args);
/* Binds m to the C function fn (RegisterNatives, or a symbol found by name). */
void jni_bind(Method *m, void *fn);
/* Forgets m's binding; its next call looks it up by name again (UnregisterNatives). */
void jni_unbind(Method *m);

/* ---- libraries (jni_library.c) ---- */

/* The NativeFn for an unbound native method found in a loaded library by its JNI short or
 * long name, or NULL (vm/natives.c falls back to this). */
NativeFn jni_find_native(const char *cls, const char *name, const char *desc);

/* ---- the environment (jni_env.c) ---- */

JNIEnv *jni_env(void);
JavaVM *jni_java_vm(void);

/* Entering the VM from native code, and leaving it again. */
Thread *jni_enter(const char *fn);
static inline void jni_leave(Thread *t) { thread_block_begin(t); }

#endif
