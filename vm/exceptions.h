/* exceptions.h: throwing Java exceptions from C, stack traces, and uncaught-exception output.
 * A throw only sets t->exception; the interpreter unwinds when control returns to it. */
#ifndef MINIVM_EXCEPTIONS_H
#define MINIVM_EXCEPTIONS_H

#include "thread.h"

static inline bool has_exception(const Thread *t) { return t->exception != NULL; }
void throw_object(Thread *t, Object *exc);
/* Creates class_name (internal form) with message msg (UTF-8, may be NULL) and throws it.
 * If creating it throws, that exception is pending instead. */
void throw_new(Thread *t, const char *class_name, const char *msg);
void throw_newf(Thread *t, const char *class_name, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Same, with a cause: ExceptionInInitializerError(cause). */
void throw_new_with_cause(Thread *t, const char *class_name, Object *cause);
Object *exception_take(Thread *t);   /* clears and returns the pending exception */

/* Records the current Java frames into throwable (Throwable.fillInStackTrace), skipping the
 * frames of fillInStackTrace itself and of the throwable's own constructors, as HotSpot does. */
void exception_fill_stack_trace(Thread *t, Object *throwable);
/* Builds StackTraceElement[] from the recorded frames (Throwable.getStackTrace). */
Object *exception_stack_trace_array(Thread *t, Object *throwable);
/* Prints "Exception in thread "main" ..." with the stack trace to System.err, as the
 * default uncaught-exception handler does. Clears the pending exception. */
void exception_report_uncaught(Thread *t, const char *thread_name);

/* Line number of bci in m, or -1 (no table), -2 (native). */
int method_line_number(const Method *m, uint32_t bci);

#endif
