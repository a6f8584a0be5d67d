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

#define NATIVE_TABLE_SIZE(t) (sizeof(t) / sizeof((t)[0]))

/* NATIVES_REGISTER(table) after a file's table registers it at program start, so no central
 * list names the tables (the VM links its natives whole: meson link_whole). */
#define NATIVES_REGISTER(table)                                                   \
    __attribute__((constructor)) static void natives_register_##table(void) {     \
        natives_register(table, NATIVE_TABLE_SIZE(table));                          \
    }

#endif
