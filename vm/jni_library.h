/* jni_library.h: loading native libraries (System.load / System.loadLibrary). */
#ifndef MINIVM_JNI_LIBRARY_H
#define MINIVM_JNI_LIBRARY_H

#include <stdbool.h>
#include <stddef.h>

#include "thread.h"

/* The default java.library.path (as Debian's JDK 17). */
extern const char jni_default_library_path[];

/* Loads the library at an absolute path (a no-op if already loaded) and runs its JNI_OnLoad.
 * false with the UnsatisfiedLinkError message in err (HotSpot's wording), or with an
 * exception pending (thrown by JNI_OnLoad) and err empty. */
bool jni_library_load(Thread *t, const char *path, char *err, size_t errlen);

#endif
