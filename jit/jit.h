/* jit.h: the LLVM JIT (ORC LLJIT through the C API). See docs/jit.md.
 *
 * Compiled code runs a method in its ordinary interpreter frame: Java locals and operand-stack
 * slots stay in the frame's memory, so the GC finds references through the same reference
 * maps as for interpreted frames. Whatever compiled code does not handle itself (a failed
 * check, an unresolved instruction) it leaves to the interpreter by storing pc/sp in the
 * frame and returning JIT_DEOPT: the interpreter resumes at that instruction with identical
 * state. Entry at a loop header (on-stack replacement) or at an exception handler is the same
 * function with entry_bci set. */
#ifndef MINIVM_JIT_H
#define MINIVM_JIT_H

#include <stdbool.h>
#include <stdint.h>

#include "../vm/thread.h"

/* Results of compiled code. */
enum {
    JIT_RETURNED = 0,   /* the method returned its value (frame still pushed) */
    JIT_DEOPT = 1,      /* continue interpreting at f->pc with f->sp */
    JIT_EXCEPTION = 2,  /* t->exception pending, thrown at f->pc (f->sp saved) */
    JIT_UNWIND = 3,     /* t->exception pending, no handler in f (searched): unwind f */
};

/* What compiled code returns, in two registers (rax, rdx): the status and, with JIT_RETURNED,
 * the returned value as a whole slot word (Value.raw; an int zero-extended). */
typedef struct JitResult {
    int32_t status;
    uint64_t value;
} JitResult;

/* Runs frame f (t->frame == f, its entry work done: monitor, safepoint poll) from entry_bci
 * (0, a loop header for on-stack replacement, or a handler with the exception in stack slot 0;
 * any other bci returns JIT_DEOPT at once). */
typedef JitResult (*JitCode)(Thread *t, Frame *f, uint32_t entry_bci, uint64_t a0, uint64_t a1, uint64_t a2);
#define JIT_REG_ARGS 3

static inline JitResult jit_call(JitCode jc, Thread *t, Frame *f, uint32_t bci) {
    uint64_t a[JIT_REG_ARGS] = {0, 0, 0};
    if (bci == 0)
        for (unsigned i = 0; i < JIT_REG_ARGS && i < f->method->arg_slots; i++) a[i] = f->locals[i].raw;
    return jc(t, f, bci, a[0], a[1], a[2]);
}

typedef struct JitOptions {
    bool enabled;        /* false with -Xint */
    bool eager;          /* -Xjit:eager: compile every method before its first run */
    bool log;            /* -Xlog:jit */
    uint32_t threshold;  /* -Xjit:threshold=N: invocations plus back-edges */
    uint32_t full;       /* -Xjit:full=N: entries plus back-edges of quick code before the
                          * full tier (0: never; default 150 times the threshold) */
    bool full_set;       /* -Xjit:full=N given */
    bool perf;           /* -Xjit:perf: a jitdump for `perf inject --jit` (LLVM's listener) */
    uint32_t warm_at;    /* a counter at which the compiler thread warms up LLVM (threshold / 4;
                          * 0: never), set by jit_init */
} JitOptions;

extern JitOptions jit_options;

/* Parses one -Xjit:... option ("eager", "threshold=N", "full=N"); false if unknown. */
bool jit_parse_option(const char *opt);
/* Starts LLVM and the compiler thread; with the JIT disabled does nothing. False on failure. */
bool jit_init(char *err, size_t errlen);

/* The installed code of m, or NULL. */
static inline JitCode jit_code(Method *m) {
    return (JitCode)atomic_load_explicit(&m->jit, memory_order_acquire);
}

/* m's counter reached the threshold (or eager mode and m is about to run): compile it, at
 * once in eager mode, else on the compiler thread. t's frame has pc/sp saved. */
void jit_method_hot(Thread *t, Method *m);
/* A method's counter reached warm_at: the program runs long enough to want compiled code, so
 * the compiler thread warms LLVM up (once). */
void jit_warm_up(void);

/* C stack guard for calls from compiled code (they nest C frames): true when less than a
 * safety margin of this thread's C stack is left (the caller throws StackOverflowError).
 * The first check also sets Thread.c_stack_limit, which compiled code compares itself. */
extern _Thread_local uintptr_t jit_c_stack_limit;
uintptr_t jit_c_stack_limit_init(void);
static inline bool jit_c_stack_low(void) {
    uintptr_t lim = jit_c_stack_limit;
    if (__builtin_expect(!lim, 0)) lim = jit_c_stack_limit_init();
    return (uintptr_t)__builtin_frame_address(0) < lim;
}

/* Initializes LLVM's native target; false if this build's LLVM cannot emit code here. */
bool jit_target_available(void);

#endif
