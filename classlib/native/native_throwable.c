/* native_throwable.c: java.lang.Throwable natives (recording and decoding stack traces). */
#include "native_util.h"
#include "../../vm/natives.h"
#include "../../vm/npe_message.h"

/* private native void fillInStackTrace0(): records the current frames into `backtrace`. */
static Value Throwable_fillInStackTrace0(Thread *t, Value *args) {
    exception_fill_stack_trace(t, args[0].l);
    return NATIVE_VOID;
}

/* private native StackTraceElement[] getStackTrace0() */
static Value Throwable_getStackTrace0(Thread *t, Value *args) {
    return v_ref(exception_stack_trace_array(t, args[0].l));
}

/* NullPointerException: private native String getExtendedNPEMessage(): the JEP 358 message
 * for the top recorded frame (none for a native frame or an empty backtrace). */
static Value NullPointerException_getExtendedNPEMessage(Thread *t, Value *args) {
    Object *bt = OBJ_FIELD(args[0].l, vm.off.Throwable_backtrace, Object *);
    if (!bt || ARRAY_LENGTH(bt) < 2) return v_ref(NULL);
    const Method *m = (const Method *)(intptr_t)ARRAY_DATA(bt, jlong)[0];
    jlong bci = ARRAY_DATA(bt, jlong)[1];
    if (bci < 0) return v_ref(NULL);
    char *msg = npe_message(m, (uint32_t)bci);
    if (!msg) return v_ref(NULL);
    Object *s = string_from_utf8(t, msg);
    free(msg);
    return v_ref(s);
}

static const NativeMethod throwable_natives[] = {
    {"java/lang/NullPointerException", "getExtendedNPEMessage", "()Ljava/lang/String;",
     NullPointerException_getExtendedNPEMessage},
    {"java/lang/Throwable", "fillInStackTrace0", "()V", Throwable_fillInStackTrace0},
    {"java/lang/Throwable", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", Throwable_getStackTrace0},
};
NATIVES_REGISTER(throwable_natives)
