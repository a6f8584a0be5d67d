/* jit_internal.h: shared between the JIT's files (not for use outside jit/). */
#ifndef MINIVM_JIT_INTERNAL_H
#define MINIVM_JIT_INTERNAL_H

#include <stdarg.h>

#include <llvm-c/Core.h>

#include "jit.h"

/* Builds m's IR as function `name` in mod (jit_compiler.c); false with the reason in why.
 * Serialized by the caller (jit.c holds the compile lock). `inlined` receives the methods
 * inlined ("C.m, ..."; may be empty). With count_to > 0 (the quick tier) the code counts its
 * entries and back-edges in m->counter and calls jit_rt_counted(m) once it reaches count_to.
 * fp_typed: float and double locals kept as such in SSA (else as integers; jit.c falls back
 * to that when LLVM turned a compare-and-negate into fabs, see jit_build_ir's caller). */
bool jit_build_ir(LLVMContextRef ctx, LLVMModuleRef mod, Method *m, const char *name, char *why, size_t whylen,
                  char *inlined, size_t inlinedlen, uint32_t count_to, bool fp_typed);

/* LLVM state (jit.c). */
bool jit_llvm_init(char *err, size_t errlen);

/* -Xlog:jit output: one line "[jit] ..." on stdout. */
void jit_log(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Runtime helpers called from compiled code (jit_runtime.c). */
Method *jit_rt_select_interface(Object *recv, Method *rm);
void jit_rt_unresolved(Method *m, Method *where, uint32_t bci);
void jit_rt_counted(Method *m);
bool jit_rt_indy(Thread *t, void *cs, Value *args, Value *result);
bool jit_rt_monitor_enter(Thread *t, Object *o);
bool jit_rt_is_assignable(Class *s, Class *c);
void jit_rt_copy_refs(Object *dst, Object **d, Object **s, int32_t n);

#endif
