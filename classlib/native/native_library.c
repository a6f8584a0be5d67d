/* native_library.c: loading JNI libraries for Runtime.load / Runtime.loadLibrary (the search
 * along java.library.path is Java code in Runtime.java; vm/jni_library.c loads). */
#include <sys/stat.h>

#include "../../vm/jni_library.h"
#include "native_util.h"

/* Runtime.load0(path): null when loaded, else the UnsatisfiedLinkError message; or with the
 * exception JNI_OnLoad threw pending. */
static Value Runtime_load0(Thread *t, Value *args) {
    char *path = string_to_utf8(args[0].l);
    if (!path) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    char err[4096];
    bool ok = jni_library_load(t, path, err, sizeof err);
    free(path);
    if (ok || has_exception(t)) return v_ref(NULL);
    return v_ref(string_from_utf8(t, err));
}

/* Runtime.isFile0(path): does a regular file (or a link to one) exist there? */
static Value Runtime_isFile0(Thread *t, Value *args) {
    (void)t;
    char *path = string_to_utf8(args[0].l);
    struct stat st;
    bool r = path && stat(path, &st) == 0 && S_ISREG(st.st_mode);
    free(path);
    return v_bool(r);
}

static const NativeMethod library_natives[] = {
    {"java/lang/Runtime", "load0", "(Ljava/lang/String;)Ljava/lang/String;", Runtime_load0},
    {"java/lang/Runtime", "isFile0", "(Ljava/lang/String;)Z", Runtime_isFile0},
};
NATIVES_REGISTER(library_natives)
