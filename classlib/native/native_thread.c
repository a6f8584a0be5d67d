/* native_thread.c: java.lang.Thread and java.util.concurrent.locks.LockSupport natives.
 * The thread machinery itself is in vm/thread.c; the monitors in vm/monitor.c. */
#include "native_util.h"
#include "../../vm/natives.h"

#include <sched.h>

#include "../../gc/safepoint.h"
#include "../../interp/interp.h"
#include "../../vm/monitor.h"

/* public static native Thread currentThread() */
static Value Thread_currentThread(Thread *t, Value *args) {
    (void)args;
    return v_ref(thread_java_object(t));
}

/* public static native void yield() */
static Value Thread_yield(Thread *t, Value *args) {
    (void)t, (void)args;
    sched_yield();
    return NATIVE_VOID;
}

/* public static native void sleep(long millis) */
static Value Thread_sleep(Thread *t, Value *args) {
    jlong millis = args[0].j;
    if (millis < 0) {
        throw_new(t, "java/lang/IllegalArgumentException", "timeout value is negative");
        return NATIVE_VOID;
    }
    thread_sleep(t, millis, 0);
    return NATIVE_VOID;
}

/* private native void start0() */
static Value Thread_start0(Thread *t, Value *args) {
    Field *f = class_find_declared_field(vm.wk.Thread, "daemon", "Z");
    bool daemon = f && OBJ_FIELD(args[0].l, f->offset, jboolean);
    thread_start(t, &args[0].l, daemon);
    return NATIVE_VOID;
}

/* private native void interrupt0(): the VM keeps a live thread's status; the field keeps it
 * before start and after the end. */
static Value Thread_interrupt0(Thread *t, Value *args) {
    (void)t;
    Field *f = class_find_declared_field(vm.wk.Thread, "interrupted", "Z");
    thread_list_lock();
    Thread *x = thread_of_java(args[0].l);
    if (x) thread_interrupt(x);
    else OBJ_FIELD(args[0].l, f->offset, jboolean) = 1;
    thread_list_unlock();
    return NATIVE_VOID;
}

/* private native boolean isInterrupted0() */
static Value Thread_isInterrupted0(Thread *t, Value *args) {
    (void)t;
    Field *f = class_find_declared_field(vm.wk.Thread, "interrupted", "Z");
    thread_list_lock();
    Thread *x = thread_of_java(args[0].l);
    bool r = x ? atomic_load(&x->interrupted) : OBJ_FIELD(args[0].l, f->offset, jboolean) != 0;
    thread_list_unlock();
    return v_bool(r);
}

/* private static native boolean interrupted0() */
static Value Thread_interrupted0(Thread *t, Value *args) {
    (void)args;
    return v_bool(thread_take_interrupt(t));
}

/* public static native boolean holdsLock(Object obj) */
static Value Thread_holdsLock(Thread *t, Value *args) {
    if (!args[0].l) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    return v_bool(monitor_owns(t, args[0].l));
}

/* private native int getState0() */
static Value Thread_getState0(Thread *t, Value *args) {
    (void)t;
    thread_list_lock();
    Thread *x = thread_of_java(args[0].l);
    jint s = x ? atomic_load(&x->jstate) : -1;
    thread_list_unlock();
    return v_int(s);
}

/* private native StackTraceElement[] getStackTrace0(): the frames of another live thread, read
 * with the world stopped (null if the thread is not alive). Hidden frames are left out, as in
 * exception stack traces. */
static Value Thread_getStackTrace0(Thread *t, Value *args) {
    size_t n = 0, cap = 0;
    jlong *pairs = NULL;
    bool alive;
    safepoint_begin(t);
    thread_list_lock();
    Thread *x = thread_of_java(args[0].l);
    alive = x != NULL;
    for (Frame *f = x ? x->frame : NULL; f; f = f->prev) {
        if (f->method->owner->flags & CLASS_FLAG_HIDDEN) continue;
        if (n + 2 > cap) {
            cap = cap ? cap * 2 : 64;
            jlong *p = realloc(pairs, cap * sizeof *p);
            if (!p) break;
            pairs = p;
        }
        pairs[n++] = (jlong)(intptr_t)f->method;
        pairs[n++] = (f->flags & FRAME_NATIVE) ? -1 : (jlong)frame_bci(f);
    }
    thread_list_unlock();
    safepoint_end(t);
    if (!alive) {
        free(pairs);
        return v_ref(NULL);
    }
    /* A Throwable carrier, never thrown, lets exception_stack_trace_array decode the frames. */
    HandleMark hm = handle_mark(t);
    Object *r = NULL;
    Object *bt = gc_alloc_array(t, vm.wk.long_array, (jint)n);
    if (bt) {
        memcpy(ARRAY_DATA(bt, jlong), pairs, n * sizeof(jlong));
        Handle hbt = handle_new(t, bt);
        Object *carrier = gc_alloc_instance(t, vm.wk.Throwable);
        if (carrier) {
            OBJ_FIELD(carrier, vm.off.Throwable_backtrace, Object *) = *hbt;
            gc_write_barrier(carrier, &OBJ_FIELD(carrier, vm.off.Throwable_backtrace, Object *));
            r = exception_stack_trace_array(t, carrier);
        }
    }
    free(pairs);
    handle_release(t, hm);
    return v_ref(r);
}

/* LockSupport: private static native void park0(boolean absolute, long time) */
static Value LockSupport_park0(Thread *t, Value *args) {
    thread_park(t, args[0].i != 0, args[1].j);
    return NATIVE_VOID;
}

/* LockSupport: private static native void unpark0(Thread thread) */
static Value LockSupport_unpark0(Thread *t, Value *args) {
    (void)t;
    if (!args[0].l) return NATIVE_VOID;
    thread_list_lock();
    Thread *x = thread_of_java(args[0].l);
    if (x) thread_unpark(x);
    thread_list_unlock();
    return NATIVE_VOID;
}

/* ForkJoinTask: private static native Throwable copyThrowable(Throwable ex): a new instance
 * of ex's (public) class made by its public (Throwable) constructor, or by its public ()
 * constructor followed by initCause(ex); null if there is none or it throws. */
static Value ForkJoinTask_copyThrowable(Thread *t, Value *args) {
    Class *c = obj_class(args[0].l);
    if (!(c->access & ACC_PUBLIC)) return v_ref(NULL);
    Method *one = class_find_declared_method(c, "<init>", "(Ljava/lang/Throwable;)V");
    Method *none = class_find_declared_method(c, "<init>", "()V");
    if (one && !(one->access & ACC_PUBLIC)) one = NULL;
    if (none && !(none->access & ACC_PUBLIC)) none = NULL;
    if (!one && !none) return v_ref(NULL);
    HandleMark hm = handle_mark(t);
    Object *copy = gc_alloc_instance(t, c);
    Object *r = NULL;
    if (copy) {
        Handle hc = handle_new(t, copy);
        Value a[2] = {{.l = *hc}, {.l = args[0].l}};
        if (interp_call(t, one ? one : none, a, NULL)) {
            Method *init_cause = one ? NULL : class_lookup_method(c, "initCause", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;");
            Value res;
            a[0].l = *hc;
            a[1].l = args[0].l;
            if (one || (init_cause && interp_call_virtual(t, init_cause, a, &res))) r = *hc;
        }
    }
    if (has_exception(t)) {
        exception_take(t);
        r = NULL;
    }
    handle_release(t, hm);
    return v_ref(r);
}

static const NativeMethod thread_natives[] = {
    {"java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", Thread_currentThread},
    {"java/lang/Thread", "yield", "()V", Thread_yield},
    {"java/lang/Thread", "sleep", "(J)V", Thread_sleep},
    {"java/lang/Thread", "start0", "()V", Thread_start0},
    {"java/lang/Thread", "interrupt0", "()V", Thread_interrupt0},
    {"java/lang/Thread", "isInterrupted0", "()Z", Thread_isInterrupted0},
    {"java/lang/Thread", "interrupted0", "()Z", Thread_interrupted0},
    {"java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", Thread_holdsLock},
    {"java/lang/Thread", "getState0", "()I", Thread_getState0},
    {"java/lang/Thread", "getStackTrace0", "()[Ljava/lang/StackTraceElement;", Thread_getStackTrace0},
    {"java/util/concurrent/ForkJoinTask", "copyThrowable", "(Ljava/lang/Throwable;)Ljava/lang/Throwable;",
     ForkJoinTask_copyThrowable},
    {"java/util/concurrent/locks/LockSupport", "park0", "(ZJ)V", LockSupport_park0},
    {"java/util/concurrent/locks/LockSupport", "unpark0", "(Ljava/lang/Thread;)V", LockSupport_unpark0},
};
NATIVES_REGISTER(thread_natives)
