/* natives.h: the registry of C implementations of `native` Java methods.
 * A native receives the argument slots (receiver first; long/double take two slots). Those
 * slots are GC roots: re-read args[i].l after anything that can allocate. */
#ifndef MINIVM_NATIVES_H
#define MINIVM_NATIVES_H

#include "class.h"

typedef struct NativeMethod {
    const char *cls;      /* internal name, e.g. java/lang/System */
    const char *name;
    const char *desc;
    NativeFn fn;
} NativeMethod;

void natives_register(const NativeMethod *table, size_t n);
NativeFn natives_find(const char *cls, const char *name, const char *desc);
/* Registers every table of the class library (classlib/native/natives_all.c). */
void classlib_natives_init(void);

#define NATIVE_TABLE_SIZE(t) (sizeof(t) / sizeof((t)[0]))

#endif
