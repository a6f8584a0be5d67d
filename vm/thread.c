/* thread.c: VM thread records (Java stack, handle stack, TLAB, id), the thread list, starting
 * and ending Java threads on pthreads, sleeping, parking, interrupts, and the end of the VM.
 *
 * The thread list and the id table are guarded by list_lock, which is held only briefly and
 * never across blocking or a safepoint. Only RUNNING threads change the list (see thread.h),
 * so a collector with the world stopped may walk it without the lock.
 *
 * A Java thread's life: Thread.start0 (the parent, RUNNING) allocates the record, stores the
 * Thread* in the java.lang.Thread's `eetop`, links the record SAFE into the list and creates
 * the pthread. The new pthread becomes RUNNING (thread_block_end), calls run(), reports an
 * uncaught exception through the Java handler, calls Thread.exit() (which wakes joiners), and
 * unlinks and frees its record, clearing `eetop`. The VM ends when the main method has
 * returned and no non-daemon thread is left (thread_main_exit), or at System.exit. */
#include "thread.h"

#include <errno.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <time.h>

#include "../gc/plans.h"
#include "../gc/safepoint.h"
#include "../interp/interp.h"
#include "../tracing/trace_recorder.h"
#include "exceptions.h"
#include "jstring.h"
#include "monitor.h"
#include "vm.h"

_Thread_local Thread *thread_current;

static Thread *threads;
static pthread_mutex_t list_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t nondaemon_cv = PTHREAD_COND_INITIALIZER;   /* with list_lock */
static int nondaemon_alive;          /* started non-daemon threads that have not ended */
static Thread *by_id[THREAD_MAX_ID + 1];
static int32_t id_hint = 1;

/* Slots kept free past stack_limit so that a StackOverflowError can still be constructed. */
#define STACK_RESERVE_SLOTS 16384
#define MAX_HANDLES (1u << 20)
/* C stack of a started thread (C -> Java nesting is bounded by the interpreter), unless it
 * asks for a larger stack. */
#define NATIVE_STACK_BYTES ((size_t)16 << 20)

void thread_list_lock(void) { pthread_mutex_lock(&list_lock); }
void thread_list_unlock(void) { pthread_mutex_unlock(&list_lock); }
Thread *thread_list_head(void) { return threads; }

static void *reserve(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    return p == MAP_FAILED ? NULL : p;
}

static void free_record(Thread *t) {
    if (t->stack_base) munmap(t->stack_base, (size_t)(t->stack_hard_limit - t->stack_base) * sizeof(Value));
    if (t->handles) munmap(t->handles, t->max_handles * sizeof(Object *));
    pthread_mutex_destroy(&t->park_mu);
    pthread_cond_destroy(&t->park_cv);
    free(t);
}

/* A record with its stacks, not yet in the list; NULL when memory is short. */
static Thread *new_record(size_t stack_bytes) {
    Thread *t = calloc(1, sizeof *t);
    if (!t) return NULL;
    pthread_mutex_init(&t->park_mu, NULL);
    pthread_condattr_t ca;
    pthread_condattr_init(&ca);
    pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
    pthread_cond_init(&t->park_cv, &ca);
    pthread_condattr_destroy(&ca);
    size_t slots = stack_bytes / sizeof(Value);
    if (slots < 1024) slots = 1024;
    t->stack_base = reserve((slots + STACK_RESERVE_SLOTS) * sizeof(Value));
    t->handles = reserve(MAX_HANDLES * sizeof(Object *));
    if (!t->stack_base || !t->handles) {
        free_record(t);
        return NULL;
    }
    t->stack_limit = t->stack_base + slots;
    t->stack_hard_limit = t->stack_limit + STACK_RESERVE_SLOTS;
    t->max_handles = MAX_HANDLES;
    t->trace_events = &trace_no_room;
    atomic_store(&t->jstate, JSTATE_RUNNABLE);
    return t;
}

/* Gives t an id and links it in; false if all ids are taken. Under list_lock. */
static bool link_locked(Thread *t) {
    int32_t id = 0;
    for (int32_t i = 0; i < THREAD_MAX_ID; i++) {
        int32_t c = (id_hint - 1 + i) % THREAD_MAX_ID + 1;
        if (!by_id[c]) {
            id = c;
            break;
        }
    }
    if (!id) return false;
    id_hint = id % THREAD_MAX_ID + 1;
    t->id = id;
    by_id[id] = t;
    t->next = threads;
    threads = t;
    return true;
}

static void unlink_locked(Thread *t) {
    for (Thread **p = &threads; *p; p = &(*p)->next)
        if (*p == t) {
            *p = t->next;
            break;
        }
    by_id[t->id] = NULL;
}

Thread *thread_create_main(size_t stack_bytes) {
    Thread *t = new_record(stack_bytes);
    if (!t) vm_fatal("cannot reserve the main thread's stacks");
    t->pthread = pthread_self();
    t->is_main = true;
    atomic_store(&t->sp_state, THREAD_RUNNING);
    pthread_mutex_lock(&list_lock);
    link_locked(t);
    pthread_mutex_unlock(&list_lock);
    thread_current = t;
    return t;
}

void thread_destroy(Thread *t) {
    pthread_mutex_lock(&list_lock);
    unlink_locked(t);
    pthread_mutex_unlock(&list_lock);
    safepoint_thread_exited();
    free_record(t);
}

void thread_for_each(void (*fn)(Thread *t, void *ctx), void *ctx) {
    for (Thread *t = threads; t; t = t->next) fn(t, ctx);
}

Handle handle_overflow(Thread *t) {
    (void)t;
    vm_fatal("native handle stack overflow (%u handles)", MAX_HANDLES);
}

/* ---- java.lang.Thread fields ---- */

static _Atomic uint32_t off_eetop, off_interrupted, off_name, off_stack_size;

static uint32_t thread_field(_Atomic uint32_t *cache, const char *name, const char *desc) {
    uint32_t off = atomic_load_explicit(cache, memory_order_relaxed);
    if (off) return off;
    Field *f = class_find_declared_field(vm.wk.Thread, name, desc);
    if (!f) vm_fatal("class library: java/lang/Thread lacks field %s %s", name, desc);
    atomic_store_explicit(cache, f->offset, memory_order_relaxed);
    return f->offset;
}
#define EETOP() thread_field(&off_eetop, "eetop", "J")
#define INTERRUPTED() thread_field(&off_interrupted, "interrupted", "Z")
#define STACK_SIZE() thread_field(&off_stack_size, "stackSize", "J")
#define NAME() thread_field(&off_name, "name", "Ljava/lang/String;")

Thread *thread_of_java(Object *jthread) {
    return (Thread *)(intptr_t)OBJ_FIELD(jthread, EETOP(), jlong);
}

Object *thread_java_object(Thread *t) {
    if (t->jthread) return t->jthread;
    Class *tc = vm.wk.Thread;
    if (class_needs_init(tc) && !class_initialize(t, tc)) return NULL;
    Method *mk = class_find_declared_method(tc, "makeMainThread", "()Ljava/lang/Thread;");
    if (!mk) vm_fatal("class library: java/lang/Thread lacks makeMainThread()");
    Value r;
    if (!interp_call(t, mk, NULL, &r)) return NULL;
    if (t->jthread) return t->jthread;   /* made meanwhile by a nested call */
    pthread_mutex_lock(&list_lock);
    t->jthread = r.l;
    OBJ_FIELD(r.l, EETOP(), jlong) = (jlong)(intptr_t)t;
    pthread_mutex_unlock(&list_lock);
    return t->jthread;
}

/* The thread's name as UTF-8 into buf. */
static const char *java_name(Object *jthread, char *buf, size_t len) {
    Object *s = jthread ? OBJ_FIELD(jthread, NAME(), Object *) : NULL;
    char *u = s ? string_to_utf8(s) : NULL;
    snprintf(buf, len, "%s", u ? u : "main");
    free(u);
    return buf;
}

/* ---- time ---- */

struct timespec thread_deadline(jlong millis, jlong nanos) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    const jlong max_sec = (jlong)1 << 40;   /* about 35000 years: "forever" */
    jlong sec = millis / 1000;
    jlong ns = (millis % 1000) * 1000000 + nanos;
    sec += ns / 1000000000;
    ns %= 1000000000;
    if (sec > max_sec) sec = max_sec;
    ts.tv_sec += (time_t)sec;
    ts.tv_nsec += (long)ns;
    if (ts.tv_nsec >= 1000000000L) {
        ts.tv_sec++;
        ts.tv_nsec -= 1000000000L;
    }
    return ts;
}

/* ---- interrupts, sleep, park ---- */

void thread_interrupt(Thread *x) {
    atomic_store(&x->interrupted, true);
    pthread_mutex_lock(&x->park_mu);
    pthread_cond_broadcast(&x->park_cv);
    pthread_mutex_unlock(&x->park_mu);
    void *mon = atomic_load(&x->waiting_monitor);
    if (mon) monitor_interrupt_wakeup(mon);
}

bool thread_take_interrupt(Thread *t) { return atomic_exchange(&t->interrupted, false); }

bool thread_sleep(Thread *t, jlong millis, jlong nanos) {
    if (thread_take_interrupt(t)) {
        throw_new(t, "java/lang/InterruptedException", "sleep interrupted");
        return false;
    }
    if (millis == 0 && nanos == 0) {
        sched_yield();
        return true;
    }
    struct timespec deadline = thread_deadline(millis, nanos);
    int js = atomic_exchange(&t->jstate, JSTATE_TIMED_WAITING);
    bool interrupted = false;
    thread_block_begin(t);
    pthread_mutex_lock(&t->park_mu);
    for (;;) {
        if (atomic_load(&t->interrupted)) {
            interrupted = true;
            break;
        }
        if (pthread_cond_timedwait(&t->park_cv, &t->park_mu, &deadline) == ETIMEDOUT) break;
    }
    pthread_mutex_unlock(&t->park_mu);
    thread_block_end(t);
    atomic_store(&t->jstate, js);
    if (interrupted) {
        atomic_store(&t->interrupted, false);
        throw_new(t, "java/lang/InterruptedException", "sleep interrupted");
        return false;
    }
    return true;
}

void thread_park(Thread *t, bool absolute, jlong time) {
    if (time < 0 || (absolute && time == 0)) return;
    struct timespec deadline = {0, 0};
    bool timed = time > 0;
    if (absolute) {
        struct timespec now;
        clock_gettime(CLOCK_REALTIME, &now);
        jlong left = time - ((jlong)now.tv_sec * 1000 + now.tv_nsec / 1000000);
        if (left <= 0) return;
        deadline = thread_deadline(left, 0);
    } else if (timed) {
        deadline = thread_deadline(time / 1000000, time % 1000000);
    }
    pthread_mutex_lock(&t->park_mu);
    if (t->permit || atomic_load(&t->interrupted)) {
        t->permit = false;
        pthread_mutex_unlock(&t->park_mu);
        return;
    }
    pthread_mutex_unlock(&t->park_mu);
    int js = atomic_exchange(&t->jstate, timed ? JSTATE_TIMED_WAITING : JSTATE_WAITING);
    thread_block_begin(t);
    pthread_mutex_lock(&t->park_mu);
    while (!t->permit && !atomic_load(&t->interrupted)) {
        if (!timed) pthread_cond_wait(&t->park_cv, &t->park_mu);
        else if (pthread_cond_timedwait(&t->park_cv, &t->park_mu, &deadline) == ETIMEDOUT) break;
    }
    t->permit = false;
    pthread_mutex_unlock(&t->park_mu);
    thread_block_end(t);
    atomic_store(&t->jstate, js);
}

void thread_unpark(Thread *x) {
    pthread_mutex_lock(&x->park_mu);
    x->permit = true;
    pthread_cond_broadcast(&x->park_cv);
    pthread_mutex_unlock(&x->park_mu);
}

/* ---- uncaught exceptions ---- */

void thread_report_uncaught(Thread *t) {
    HandleMark hm = handle_mark(t);
    Handle he = handle_new(t, exception_take(t));
    Object *jt = thread_java_object(t);
    Method *d = class_find_declared_method(vm.wk.Thread, "dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
    if (!jt || !d) {
        /* Without a Thread object (out of memory), print as the default handler would. */
        exception_take(t);
        t->exception = *he;
        exception_report_uncaught(t, "main");
        handle_release(t, hm);
        return;
    }
    Handle hj = handle_new(t, jt);
    Value args[2];
    args[0].l = jt;
    args[1].l = *he;
    if (!interp_call(t, d, args, NULL)) {
        Object *e2 = exception_take(t);
        char ext[512], name[256];
        class_external_name(e2 ? obj_class(e2)->name : obj_class((*he))->name, ext, sizeof ext);
        java_name(*hj, name, sizeof name);
        fflush(stdout);
        fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n", ext, name);
        fflush(stderr);
    }
    handle_release(t, hm);
}

/* Calls the Java side's end of a thread (Thread.exit: clears thread locals, marks it
 * terminated and wakes the joiners). */
static void java_exit(Thread *t) {
    if (!t->jthread) return;
    Method *ex = class_find_declared_method(vm.wk.Thread, "exit", "()V");
    if (!ex) vm_fatal("class library: java/lang/Thread lacks exit()");
    Value arg = {.l = t->jthread};
    if (!interp_call(t, ex, &arg, NULL)) exception_take(t);
}

/* ---- starting and ending threads ---- */

static void *thread_run(void *arg) {
    Thread *t = arg;
    thread_current = t;
    t->pthread = pthread_self();
    thread_block_end(t);      /* RUNNING from here on (after a collection in progress) */

    Method *run = class_find_declared_method(vm.wk.Thread, "run", "()V");
    Value recv = {.l = t->jthread};
    if (!interp_call_virtual(t, run, &recv, NULL)) thread_report_uncaught(t);
    java_exit(t);
    t->exception = NULL;

    gc_retire_tlab(t);
    pthread_mutex_lock(&list_lock);
    Object *jt = t->jthread;
    OBJ_FIELD(jt, EETOP(), jlong) = 0;
    OBJ_FIELD(jt, INTERRUPTED(), jboolean) = atomic_load(&t->interrupted);
    unlink_locked(t);
    if (!t->daemon && --nondaemon_alive == 0) pthread_cond_broadcast(&nondaemon_cv);
    pthread_mutex_unlock(&list_lock);
    safepoint_thread_exited();
    thread_current = NULL;
    free_record(t);
    return NULL;
}

/* OutOfMemoryError with a message of its own (throw_new gives the preallocated one). */
static void throw_oom_msg(Thread *t, const char *msg) {
    HandleMark hm = handle_mark(t);
    Class *c = class_load(t, "java/lang/OutOfMemoryError");
    Method *init = c ? class_find_declared_method(c, "<init>", "(Ljava/lang/String;)V") : NULL;
    Object *s = init ? string_from_utf8(t, msg) : NULL;
    if (s && (!class_needs_init(c) || class_initialize(t, c))) {
        Handle hs = handle_new(t, s);
        Object *e = gc_alloc_instance(t, c);
        if (e) {
            Handle he = handle_new(t, e);
            Value args[2] = {{.l = *he}, {.l = *hs}};
            if (interp_call(t, init, args, NULL)) throw_object(t, *he);
        }
    }
    if (!has_exception(t)) throw_object(t, vm.oom_error);
    handle_release(t, hm);
}

bool thread_start(Thread *t, Object **jthread, bool daemon) {
    static const char *const no_thread =
        "unable to create native thread: possibly out of memory or process/resource limits reached";
    /* The stack size asked for with new Thread(group, target, name, stackSize), as HotSpot: 0
     * means -Xss; it sizes the Java stack and, when larger, the C stack (compiled frames). */
    jlong asked = OBJ_FIELD(*jthread, STACK_SIZE(), jlong);
    size_t java_stack = asked <= 0 ? vm.opt.stack_size
                      : asked < (jlong)THREAD_MIN_STACK_BYTES ? THREAD_MIN_STACK_BYTES
                                                              : (size_t)asked;
    size_t native_stack = asked > (jlong)NATIVE_STACK_BYTES ? (size_t)asked : NATIVE_STACK_BYTES;
    Thread *nt = new_record(java_stack);
    if (!nt) {
        throw_oom_msg(t, no_thread);
        return false;
    }
    nt->daemon = daemon;
    nt->block_depth = 1;                          /* starts SAFE: see thread_run */
    atomic_store(&nt->sp_state, THREAD_SAFE);
    pthread_mutex_lock(&list_lock);
    Object *jt = *jthread;
    nt->jthread = jt;
    atomic_store(&nt->interrupted, OBJ_FIELD(jt, INTERRUPTED(), jboolean) != 0);
    if (!link_locked(nt)) {
        pthread_mutex_unlock(&list_lock);
        free_record(nt);
        throw_oom_msg(t, no_thread);
        return false;
    }
    OBJ_FIELD(jt, EETOP(), jlong) = (jlong)(intptr_t)nt;
    if (!daemon) nondaemon_alive++;
    pthread_mutex_unlock(&list_lock);

    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attr, native_stack);
    pthread_t pt;
    int rc = pthread_create(&pt, &attr, thread_run, nt);
    pthread_attr_destroy(&attr);
    if (rc != 0) {
        pthread_mutex_lock(&list_lock);
        OBJ_FIELD(*jthread, EETOP(), jlong) = 0;
        unlink_locked(nt);
        if (!daemon) nondaemon_alive--;
        pthread_mutex_unlock(&list_lock);
        free_record(nt);
        throw_oom_msg(t, no_thread);
        return false;
    }
    return true;
}

/* ---- a thread the VM did not start (vm/signals.c) ---- */

/* The "system" thread group: the parent of the main thread's group, or a new one while the
 * main thread has no Java object (then no Java code has seen any group). */
static Object *system_group(Thread *t) {
    Class *tg = class_load(t, "java/lang/ThreadGroup");
    if (!tg || (class_needs_init(tg) && !class_initialize(t, tg))) return NULL;
    Field *fg = class_find_declared_field(vm.wk.Thread, "group", "Ljava/lang/ThreadGroup;");
    Field *fp = class_find_declared_field(tg, "parent", "Ljava/lang/ThreadGroup;");
    pthread_mutex_lock(&list_lock);
    Object *mj = vm.main_thread ? vm.main_thread->jthread : NULL;
    Object *g = mj && fg ? OBJ_FIELD(mj, fg->offset, Object *) : NULL;
    Object *sys = g && fp ? OBJ_FIELD(g, fp->offset, Object *) : NULL;
    pthread_mutex_unlock(&list_lock);
    if (sys) return sys;
    Method *init = class_find_declared_method(tg, "<init>", "()V");
    Object *o = init ? gc_alloc_instance(t, tg) : NULL;
    if (!o) return NULL;
    HandleMark hm = handle_mark(t);
    Handle ho = handle_new(t, o);
    Value a = {.l = *ho};
    Object *r = interp_call(t, init, &a, NULL) ? *ho : NULL;
    handle_release(t, hm);
    return r;
}

/* The java.lang.Thread of an attached thread: a live daemon of the system group, through
 * Thread's system-thread constructor (as the finalizer's), with priority MAX_PRIORITY and
 * the next thread id. */
static Object *attached_java_object(Thread *t, const char *name) {
    Method *init = class_find_declared_method(vm.wk.Thread, "<init>",
                                              "(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;Ljava/lang/String;JI)V");
    Field *status = class_find_declared_field(vm.wk.Thread, "threadStatus", "I");
    if (!init || !status || (class_needs_init(vm.wk.Thread) && !class_initialize(t, vm.wk.Thread))) return NULL;
    HandleMark hm = handle_mark(t);
    Object *r = NULL;
    Object *g = system_group(t);
    Handle hg = g ? handle_new(t, g) : NULL;
    Object *s = hg ? string_from_utf8(t, name) : NULL;
    Handle hs = s ? handle_new(t, s) : NULL;
    Object *o = hs ? gc_alloc_instance(t, vm.wk.Thread) : NULL;
    Handle ho = o ? handle_new(t, o) : NULL;
    Method *add = ho ? class_find_declared_method(obj_class((*hg)), "add", "(Ljava/lang/Thread;)V") : NULL;
    Method *next_id = class_find_declared_method(vm.wk.Thread, "nextThreadID", "()J");
    Value id = {.j = 0};
    if (add && next_id && interp_call(t, next_id, NULL, &id)) {   /* an id programs see, as HotSpot's handler threads */
        Value a[7] = {{.l = *ho}, {.l = *hg}, {.l = NULL}, {.l = *hs}, {.j = id.j}, {.raw = 0}, {.raw = 0}};
        a[6].i = 10;
        if (interp_call(t, init, a, NULL)) {
            Value b[2] = {{.l = *hg}, {.l = *ho}};
            if (interp_call(t, add, b, NULL)) {
                OBJ_FIELD(*ho, status->offset, jint) = 1;   /* alive */
                r = *ho;
            }
        }
    }
    handle_release(t, hm);
    return r;
}

Thread *thread_attach_system(const char *name) {
    Thread *t = new_record(vm.opt.stack_size);
    if (!t) return NULL;
    t->daemon = true;
    t->pthread = pthread_self();
    t->block_depth = 1;                           /* SAFE until linked */
    atomic_store(&t->sp_state, THREAD_SAFE);
    thread_current = t;
    safepoint_begin(t);                           /* the list changes with the world stopped */
    pthread_mutex_lock(&list_lock);
    bool linked = link_locked(t);
    pthread_mutex_unlock(&list_lock);
    safepoint_end(t);
    if (!linked) {
        thread_current = NULL;
        free_record(t);
        return NULL;
    }
    thread_block_end(t);                          /* RUNNING */
    Object *jt = attached_java_object(t, name);
    if (!jt) {
        t->exception = NULL;
        return t;                                 /* runs on without a Thread object */
    }
    pthread_mutex_lock(&list_lock);
    t->jthread = jt;
    OBJ_FIELD(jt, EETOP(), jlong) = (jlong)(intptr_t)t;
    pthread_mutex_unlock(&list_lock);
    return t;
}

/* ---- the end of the VM ---- */

void thread_vm_exit(Thread *t, int code) {
    safepoint_stop_forever(t);
    vm_exit(code);
}

/* Runs java.lang.Runtime.runShutdownHooks() (it starts the registered hooks and joins them);
 * no hook can be registered unless Runtime was initialized. */
static void run_shutdown_hooks(Thread *t) {
    Class *rt = class_lookup_loaded("java/lang/Runtime");
    if (!rt || class_needs_init(rt)) return;
    Method *m = class_find_declared_method(rt, "runShutdownHooks", "()V");
    if (m && !interp_call(t, m, NULL, NULL)) t->exception = NULL;
}

void thread_main_exit(Thread *t, int code) {
    java_exit(t);
    t->exception = NULL;
    thread_block_begin(t);
    pthread_mutex_lock(&list_lock);
    while (nondaemon_alive > 0) pthread_cond_wait(&nondaemon_cv, &list_lock);
    pthread_mutex_unlock(&list_lock);
    thread_block_end(t);
    run_shutdown_hooks(t);
    thread_vm_exit(t, code);
}
