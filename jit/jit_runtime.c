/* jit_runtime.c: helpers that compiled code calls (slow paths that stay in C). */
#include <pthread.h>


#include "../gc/gc.h"
#include "../interp/invokedynamic.h"
#include "../vm/monitor.h"
#include "jit_internal.h"

/* Leave this much C stack for natives, the VM and constructing a StackOverflowError. */
#define JIT_C_STACK_MARGIN ((uintptr_t)256 << 10)

_Thread_local uintptr_t jit_c_stack_limit;

uintptr_t jit_c_stack_limit_init(void) {
    pthread_attr_t attr;
    void *addr = NULL;
    size_t size = 0;
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        pthread_attr_getstack(&attr, &addr, &size);
        pthread_attr_destroy(&attr);
    }
    uintptr_t lo = (uintptr_t)addr;
    if (!addr || size < 2 * JIT_C_STACK_MARGIN || here < lo || here > lo + size)
        lo = here > ((uintptr_t)1 << 20) ? here - ((uintptr_t)1 << 20) : 0;  /* assume 1 MiB more */
    jit_c_stack_limit = lo + JIT_C_STACK_MARGIN;
    if (thread_current) thread_current->c_stack_limit = jit_c_stack_limit;   /* compiled code's copy */
    return jit_c_stack_limit;
}

/* invokeinterface: the implementation for recv, or NULL (the interpreter then throws). */
Method *jit_rt_select_interface(Object *recv, Method *rm) {
    Class *rc = obj_class(recv), *ic = rm->owner;
    ItableEntry *e = rc->itable, *end = e + rc->itable_len;
    while (e < end && e->iface != ic) e++;
    if (e == end) return NULL;
    Method *m = e->methods[rm->itable_index];
    if (!m) m = class_select_interface(rc, rm);
    if (m && (m->access & ACC_ABSTRACT)) return NULL;
    return m;
}

bool jit_rt_is_assignable(Class *s, Class *c) { return s == c || class_is_assignable(s, c); }

bool jit_rt_indy(Thread *t, void *cs, Value *args, Value *result) {
    return indy_invoke(t, (CallSite *)cs, args, result);
}

bool jit_rt_monitor_enter(Thread *t, Object *o) {
    return monitor_enter(t, o);
}

void jit_rt_copy_refs(Object *dst, Object **d, Object **s, int32_t n) {
    /* As System.arraycopy's native for arrays of one class. */
    if (n > 0) gc_copy_refs(dst, d, s, (size_t)n);
}
