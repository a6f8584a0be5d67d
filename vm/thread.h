/* thread.h: VM threads, interpreter frames and native handles.
 *
 * Each thread owns a Java stack of Value slots. A frame's layout on it is
 *     [ locals: max_locals ][ Frame ][ operand stack: max_stack ]
 * and a callee's locals overlap its caller's outgoing arguments. When a frame calls another
 * method, its saved sp is the operand stack top with the outgoing arguments already popped,
 * so each slot belongs to exactly one frame for the GC.
 *
 * C code that holds an object across anything that can allocate keeps it in a handle, which
 * the GC updates when the object moves. */
#ifndef MINIVM_THREAD_H
#define MINIVM_THREAD_H

#include <pthread.h>

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
    uint32_t hash_seed;          /* identity hash generator state */
    uint64_t alloc_count;        /* allocations, for -XX:GCStressInterval */
    pthread_t pthread;
    struct Thread *next;         /* all threads, for root scanning */
} Thread;

extern _Thread_local Thread *thread_current;

Thread *thread_create_main(size_t stack_bytes);
void thread_destroy(Thread *t);
/* Visits every thread (for the GC). */
void thread_for_each(void (*fn)(Thread *t, void *ctx), void *ctx);

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
