/* native_ref.c: java.lang.ref natives (the finalizer thread; see gc/refs.h). */
#include "native_util.h"
#include "../../vm/natives.h"

#include "../../interp/interp.h"

/* Finalizer: private static native void invokeFinalize(Object o) */
static Value Finalizer_invokeFinalize(Thread *t, Value *args) {
    Method *fin = class_lookup_method(obj_class(args[0].l), "finalize", "()V");
    if (fin && !(fin->access & ACC_STATIC)) {
        Value a = {.l = args[0].l};
        if (!interp_call(t, fin, &a, NULL)) exception_take(t);
    }
    return NATIVE_VOID;
}

/* Finalizer: private static native Thread newSystemThread(ThreadGroup g, Runnable target,
 * String name, long tid, int priority): a daemon through Thread's private system constructor. */
static Value Finalizer_newSystemThread(Thread *t, Value *args) {
    Method *init = class_find_declared_method(vm.wk.Thread, "<init>",
                                              "(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;JI)V");
    if (!init) vm_fatal("java.lang.Thread lacks its system-thread constructor");
    Object *o = gc_alloc_instance(t, vm.wk.Thread);
    if (!o) return NATIVE_VOID;
    HandleMark hm = handle_mark(t);
    Handle ho = handle_new(t, o);
    Value a[7];
    a[0].l = *ho;
    a[1].l = args[0].l;
    a[2].l = args[1].l;
    a[3].l = args[2].l;
    a[4].j = args[3].j;
    a[5].raw = 0;
    a[6] = v_int(args[5].i);
    Object *r = interp_call(t, init, a, NULL) ? *ho : NULL;
    handle_release(t, hm);
    return v_ref(r);
}

static const NativeMethod ref_natives[] = {
    {"java/lang/ref/Finalizer", "invokeFinalize", "(Ljava/lang/Object;)V", Finalizer_invokeFinalize},
    {"java/lang/ref/Finalizer", "newSystemThread",
     "(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;JI)Ljava/lang/Thread;",
     Finalizer_newSystemThread},
};
NATIVES_REGISTER(ref_natives)
