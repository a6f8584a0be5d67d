/* interp_internal.h: helpers shared by the interpreter's files (interp.c, invokedynamic.c).
 * Not for use outside interp/. */
#ifndef MINIVM_INTERP_INTERNAL_H
#define MINIVM_INTERP_INTERNAL_H

#include "../vm/thread.h"

/* The one test for "library class" in the interpreter's messages: loaded from the boot class
 * path (CLASS_FLAG_BOOT), i.e. in module java.base of loader 'bootstrap' as HotSpot says. Arrays
 * are judged by their element type; arrays of primitives are boot classes. */
bool interp_is_boot_class(const Class *c);

/* "java/lang/String" -> "java.lang.String", "[Ljava/lang/String;" -> "[Ljava.lang.String;"
 * (HotSpot's external_name). malloc'd; never NULL (aborts on out-of-memory). */
char *interp_external_name(const char *internal);

/* The Java form of a method, as in JDK 17 messages: "int Foo.bar(int, java.lang.String[])"
 * with the class, "int bar(int, java.lang.String[])" without. malloc'd. */
char *interp_method_string(const Method *m, bool with_class);

/* Throws java/lang/StackOverflowError, constructing it with the Java stack limit raised to
 * t->stack_hard_limit (and without running Java code if that overflows again). */
void interp_throw_stack_overflow(Thread *t);

/* JIT (jit/): compiled code calls callee with its arguments at args, the top of the caller's
 * operand stack (t->frame, whose pc is the invoke and whose saved sp is args). Runs it compiled
 * or interpreted; false with the exception pending if it threw. */
bool interp_jit_invoke(Thread *t, Method *callee, Value *args, Value *result);
/* JIT: runs t->frame (pushed by compiled code with FRAME_ENTRY, pc/sp saved) in the
 * interpreter from its saved pc (status JIT_DEOPT), or dispatches the pending exception there
 * (JIT_EXCEPTION), or unwinds it (JIT_UNWIND: no handler there); as interp_run. */
bool interp_jit_resume(Thread *t, Value *result, int status);
/* JIT: the handler in frame f (t->frame, pc at the throwing instruction) for the pending
 * exception: its bci, with the exception moved to the frame's stack (sp = 1 slot, pc = the
 * handler); or -1 with the exception still pending. Resolving a catch type may collect. */
int32_t interp_jit_handler(Thread *t, Frame *f);

/* JIT: the quick opcode that instruction op (not quickened) at pc, in a method of class
 * owner, becomes when it next runs, if its pool entry is resolved (per entry, JVMS 5.4.3, so
 * perhaps by another instruction) or resolves now without loading a class or failing
 * (resolve.c with no thread); 0 if only running it can tell. Fields, invokes (not
 * invokedynamic), new, anewarray, checkcast and instanceof; the interpreter rewrites to the
 * same forms. A static member or new of a class not initialized yet gives 0 unless
 * uninit_ok: then the form holds once the class is initialized (compiled code checks it). */
unsigned interp_quick_form(Class *owner, const uint8_t *pc, unsigned op, bool uninit_ok);

/* NEEDED FROM VM: nothing beyond the public headers at present. */

#endif
