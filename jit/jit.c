/* jit.c: LLVM set-up for the future JIT (ORC LLJIT through the C API). */
#include "jit.h"

#include <llvm-c/Target.h>

bool jit_target_available(void) {
    return LLVMInitializeNativeTarget() == 0 && LLVMInitializeNativeAsmPrinter() == 0;
}
