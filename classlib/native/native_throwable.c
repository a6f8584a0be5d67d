/* native_throwable.c: java.lang.Throwable natives (recording and decoding stack traces). */
#include "native_util.h"
#include "../../vm/natives.h"

/* private native void fillInStackTrace0(): records the current frames into `backtrace`. */
static Value Throwable_fillInStackTrace0(Thread *t, Value *args) {
    exception_fill_stack_trace(t, args[0].l);
    return NATIVE_VOID;
}

/* private native StackTraceElement[] getStackTrace0() */
static Value Throwable_getStackTrace0(Thread *t, Value *args) {
    return v_ref(exception_stack_trace_array(t, args[0].l));
}

static const NativeMethod throwable_natives[] = {
    {"java/lang/Throwable", "fillInStackTrace0", "()V", Throwable_fillInStackTrace0},
    {"java/lang/Throwable", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", Throwable_getStackTrace0},
};
NATIVES_REGISTER(throwable_natives)
