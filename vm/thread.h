/* thread.h: VM threads, interpreter frames and native handles.
 *
 * Each thread owns a Java stack of Value slots. A frame's layout on it is
 *     [ locals: max_locals ][ Frame ][ operand stack: max_stack ]
 * and a callee's locals overlap its caller's outgoing arguments. When a frame calls another
 * method, its saved sp is the operand stack top with the outgoing arguments already popped,
 * so each slot belongs to exactly one frame for the GC.
 *
 * C code that holds an object across anything that can allocate keeps it in a handle, which
 * the GC updates when the object moves.
 *
 * Threads. Every Java thread (the main thread and each started java.lang.Thread) has one
 * Thread record, linked into the thread list (a GC root set) from its creation until it ends.
 * A record's `id` (1..THREAD_MAX_ID) is what thin locks store in the mark word; ids are reused
 * after a thread ends (a dead thread holds no lock). The java.lang.Thread object is held in
 * `jthread` (a root) and keeps the Thread* in its `eetop` field while the thread is alive.
 *
 * Safepoint state (gc/safepoint.h): a thread is RUNNING (it may touch the heap) or SAFE
 * (parked at a safepoint, or inside thread_block_begin/end, touching no heap object). The
 * thread list is only changed by RUNNING threads, so it is stable while the world is stopped.
 * A new thread is inserted SAFE and becomes RUNNING on its own pthread. */
#ifndef MINIVM_THREAD_H
#define MINIVM_THREAD_H

#include <pthread.h>
#include <stdatomic.h>

#include "class.h"
#include "object.h"

enum {
    FRAME_ENTRY = 1,       /* returning from this frame returns to the C caller */
    FRAME_NATIVE = 2,      /* a native method; its locals are the caller's argument slots */
};

typedef struct Frame {
    struct Frame *prev;
    Method *method;
    Value *locals;
    Value *sp;             /* operand stack top, saved whenever the frame is not running */
    uint8_t *pc;           /* next instruction to run or the one running, saved likewise */
    Object *lock;          /* monitor held for a synchronized method, or NULL (a root) */
    uint32_t flags;
} Frame;

static inline Value *frame_stack_base(Frame *f) { return (Value *)(f + 1); }
static inline uint32_t frame_bci(const Frame *f) { return (uint32_t)(f->pc - f->method->code); }

typedef struct Tlab {
    uint8_t *start, *top, *end;
} Tlab;

/* Safepoint states (Thread.sp_state). */
enum { THREAD_RUNNING = 0, THREAD_SAFE = 1 };

/* java.lang.Thread.State ordinals (Thread.jstate). */
enum {
    JSTATE_NEW, JSTATE_RUNNABLE, JSTATE_BLOCKED, JSTATE_WAITING, JSTATE_TIMED_WAITING,
    JSTATE_TERMINATED,
};

/* Thin-lock owner ids are 12 bits (object.h). */
#define THREAD_MAX_ID 4095
/* The least Java stack a thread gets (-Xss, Thread's stackSize). */
#define THREAD_MIN_STACK_BYTES ((size_t)64 << 10)

typedef struct Thread {
    Tlab tlab;                   /* first: the allocation fast path reads it */
    Frame *frame;                /* innermost frame */
    Object *exception;           /* pending exception (a root) */
    Object *jthread;             /* its java.lang.Thread (a root) */
    Value *stack_base, *stack_limit, *stack_hard_limit;
    Object **handles;
    size_t nhandles, max_handles;
    int32_t id;
    int c_depth;                 /* nesting of C -> Java calls, bounded to catch C stack overflow */
    uintptr_t c_stack_limit;     /* JIT: lowest C stack address for calls from compiled code, 0 until known (jit/jit.h) */
    uint32_t hash_seed;          /* identity hash generator state */
    uint64_t alloc_count;        /* allocations, for -XX:GCStressInterval */
    struct TraceLocal *trace_events;   /* -Xtrace: its event buffer for compiled code (tracing/trace_alloc.h), or trace_no_room */
    pthread_t pthread;
    struct Thread *next;         /* all threads, for root scanning */

    /* Safepoints (gc/safepoint.c). */
    _Atomic int sp_state;        /* THREAD_RUNNING / THREAD_SAFE */
    int block_depth;             /* nesting of thread_block_begin */

    /* Blocking and interruption. The interrupt status of a live thread is `interrupted`
     * (the java.lang.Thread field holds it before start and after the end). */
    _Atomic bool interrupted;
    _Atomic int jstate;                     /* JSTATE_*, for Thread.getState */
    _Atomic(void *) waiting_monitor;        /* the Monitor this thread waits on, or NULL */
    pthread_mutex_t park_mu;                /* guards permit; sleep and park wait on park_cv */
    pthread_cond_t park_cv;                 /* CLOCK_MONOTONIC */
    bool permit;                            /* LockSupport.park permit */
    bool daemon;
    bool is_main;
} Thread;

extern _Thread_local Thread *thread_current;

Thread *thread_create_main(size_t stack_bytes);
void thread_destroy(Thread *t);
/* Visits every thread (for the GC, with the world stopped; or under thread_list_lock). */
void thread_for_each(void (*fn)(Thread *t, void *ctx), void *ctx);

/* The thread-list lock: held only briefly, never across blocking or a safepoint. */
void thread_list_lock(void);
void thread_list_unlock(void);
Thread *thread_list_head(void);             /* under thread_list_lock */

/* Starts a new Java thread running jthread.run() (Thread.start0). Throws OutOfMemoryError
 * ("unable to create native thread: ...") on failure. jthread is read from the handle. */
bool thread_start(Thread *t, Object **jthread, bool daemon);

/* Makes the calling pthread, which the VM did not start, a Java thread: a daemon named
 * `name` in the "system" group (the signal handler of vm/signals.c). It stays attached until
 * the process ends. NULL if no record or id is left. Needs a booted VM. */
Thread *thread_attach_system(const char *name);

/* The java.lang.Thread of t, created on first use for the main thread. NULL with an
 * exception pending if that creation failed. */
Object *thread_java_object(Thread *t);
/* The VM record of a java.lang.Thread while it is alive, else NULL. Call under
 * thread_list_lock (the record may otherwise end meanwhile). */
Thread *thread_of_java(Object *jthread);

/* Interrupts: thread_interrupt sets the status and wakes the thread out of sleep, wait, join
 * or park (call under thread_list_lock). thread_take_interrupt clears t's status and returns
 * whether it was set. */
void thread_interrupt(Thread *target);
bool thread_take_interrupt(Thread *t);

/* Absolute CLOCK_MONOTONIC deadline `millis` ms + `nanos` ns from now (saturating). */
struct timespec thread_deadline(jlong millis, jlong nanos);

/* Thread.sleep: InterruptedException("sleep interrupted") if interrupted before or during. */
bool thread_sleep(Thread *t, jlong millis, jlong nanos);
/* LockSupport.park: returns on unpark, interrupt, the deadline (time > 0; absolute: epoch
 * millis, else relative nanos), or spuriously. */
void thread_park(Thread *t, bool absolute, jlong time);
void thread_unpark(Thread *target);           /* under thread_list_lock */

/* Reports the pending (uncaught) exception of t through its Java uncaught-exception handler,
 * as the JDK's Thread.dispatchUncaughtException does. Clears it. */
void thread_report_uncaught(Thread *t);

/* End of the main method: the main thread terminates as a Java thread, waits until no
 * non-daemon thread is alive, and exits the process with `code`. */
_Noreturn void thread_main_exit(Thread *t, int code);
/* System.exit / Runtime.halt from any thread: stops every other thread and exits. */
_Noreturn void thread_vm_exit(Thread *t, int code);

/* Handles. */
typedef Object **Handle;
Handle handle_overflow(Thread *t);
static inline Handle handle_new(Thread *t, Object *o) {
    if (t->nhandles == t->max_handles) return handle_overflow(t);
    Handle h = &t->handles[t->nhandles++];
    *h = o;
    return h;
}
/* HandleMark m = handle_mark(t); ... handle_release(t, m) frees the handles made in between. */
typedef size_t HandleMark;
static inline HandleMark handle_mark(Thread *t) { return t->nhandles; }
static inline void handle_release(Thread *t, HandleMark m) { t->nhandles = m; }

#endif
