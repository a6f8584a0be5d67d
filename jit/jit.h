/* jit.h: the LLVM JIT. Only the LLVM link and target set-up exist so far; methods are
 * always interpreted (see the JIT issue). */
#ifndef MINIVM_JIT_H
#define MINIVM_JIT_H

#include <stdbool.h>

/* Initializes LLVM's native target; false if this build's LLVM cannot emit code here. */
bool jit_target_available(void);

#endif
