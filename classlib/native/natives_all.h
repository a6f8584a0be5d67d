/* natives_all.h: the native tables of the class library (one per area), registered together
 * by classlib_natives_init() (natives_all.c). */
#ifndef MINIVM_NATIVES_ALL_H
#define MINIVM_NATIVES_ALL_H

#include <stddef.h>

#include "../../vm/natives.h"

#define DECLARE_NATIVES(area)                   \
    extern const NativeMethod area##_natives[]; \
    extern const size_t area##_natives_count;

DECLARE_NATIVES(object)
DECLARE_NATIVES(system)
DECLARE_NATIVES(string)
DECLARE_NATIVES(class)
DECLARE_NATIVES(throwable)
DECLARE_NATIVES(float)
DECLARE_NATIVES(math)
DECLARE_NATIVES(io)

#endif
