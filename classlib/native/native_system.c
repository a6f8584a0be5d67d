/* native_system.c: java.lang.System and java.lang.Runtime natives
 * (time, arraycopy, identity hash, properties, environment, exit, memory, gc).
 * Thread.sleep is in native_thread.c. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "native_util.h"
#include "../../vm/natives.h"

#include <errno.h>
#include <pwd.h>
#include <stdint.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include "../../vm/jni_library.h"
#include "../../vm/monitor.h"

/* ---- time ---- */

static Value System_currentTimeMillis(Thread *t, Value *args) {
    (void)t, (void)args;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    return v_long((jlong)ts.tv_sec * 1000 + ts.tv_nsec / 1000000);
}

static Value System_nanoTime(Thread *t, Value *args) {
    (void)t, (void)args;
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return v_long((jlong)ts.tv_sec * 1000000000 + ts.tv_nsec);
}

static Value System_identityHashCode(Thread *t, Value *args) {
    Object *o = args[0].l;
    return v_int(o ? object_identity_hash(t, o) : 0);
}

/* ---- arraycopy ---- */

/* How HotSpot names an array type in arraycopy messages: "int" or "object array". */
static const char *arraycopy_type_name(const Class *ac) {
    return ac->elem_type == 'L' ? "object array" : native_prim_name(ac->elem_type);
}

static void throw_aioobe_arraycopy(Thread *t, const char *what, int64_t index, const Class *ac,
                                   jint length) {
    throw_newf(t, "java/lang/ArrayIndexOutOfBoundsException",
               "arraycopy: %s %lld out of bounds for %s[%d]", what, (long long)index,
               arraycopy_type_name(ac), (int)length);
}

static Value System_arraycopy(Thread *t, Value *args) {
    Object *src = args[0].l;
    jint src_pos = args[1].i;
    Object *dst = args[2].l;
    jint dst_pos = args[3].i;
    jint length = args[4].i;
    char n1[512], n2[512];

    if (!src || !dst) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NATIVE_VOID;
    }
    Class *sc = obj_class(src), *dc = obj_class(dst);
    if (!class_is_array(sc)) {
        native_class_name(sc, n1, sizeof n1);
        throw_newf(t, "java/lang/ArrayStoreException", "arraycopy: source type %s is not an array", n1);
        return NATIVE_VOID;
    }
    if (!class_is_array(dc)) {
        native_class_name(dc, n1, sizeof n1);
        throw_newf(t, "java/lang/ArrayStoreException", "arraycopy: destination type %s is not an array",
                   n1);
        return NATIVE_VOID;
    }
    if ((sc->elem_type != 'L' || dc->elem_type != 'L') && sc->elem_type != dc->elem_type) {
        throw_newf(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy %s[] into %s[]",
                   arraycopy_type_name(sc), arraycopy_type_name(dc));
        return NATIVE_VOID;
    }
    jint slen = ARRAY_LENGTH(src), dlen = ARRAY_LENGTH(dst);
    if (src_pos < 0) {
        throw_aioobe_arraycopy(t, "source index", src_pos, sc, slen);
        return NATIVE_VOID;
    }
    if (dst_pos < 0) {
        throw_aioobe_arraycopy(t, "destination index", dst_pos, dc, dlen);
        return NATIVE_VOID;
    }
    if (length < 0) {
        throw_newf(t, "java/lang/ArrayIndexOutOfBoundsException", "arraycopy: length %d is negative",
                   (int)length);
        return NATIVE_VOID;
    }
    if ((int64_t)src_pos + length > slen) {
        throw_aioobe_arraycopy(t, "last source index", (int64_t)src_pos + length, sc, slen);
        return NATIVE_VOID;
    }
    if ((int64_t)dst_pos + length > dlen) {
        throw_aioobe_arraycopy(t, "last destination index", (int64_t)dst_pos + length, dc, dlen);
        return NATIVE_VOID;
    }
    if (sc->elem_type != 'L') {
        if (length == 0) return NATIVE_VOID;
        size_t es = sc->elem_size;
        char *s = (char *)src + array_data_offset(es) + (size_t)src_pos * es;
        char *d = (char *)dst + array_data_offset(es) + (size_t)dst_pos * es;
        memmove(d, s, (size_t)length * es);
        return NATIVE_VOID;
    }

    /* Reference arrays. */
    Class *stype = sc->component, *bound = dc->component;
    Object **s = ARRAY_DATA(src, Object *) + src_pos;
    Object **d = ARRAY_DATA(dst, Object *) + dst_pos;
    if (sc == dc || class_is_assignable(stype, bound)) {
        if (length == 0) return NATIVE_VOID;
        gc_copy_refs(dst, d, s, (size_t)length);
        return NATIVE_VOID;
    }
    /* Element by element, each checked; the elements before a failing one stay copied. */
    for (jint i = 0; i < length; i++) {
        Object *e = s[i];
        if (e && !class_is_assignable(obj_class(e), bound)) {
            native_class_name(stype, n1, sizeof n1);
            native_class_name(bound, n2, sizeof n2);
            if (!class_is_assignable(bound, stype)) {
                throw_newf(t, "java/lang/ArrayStoreException",
                           "arraycopy: type mismatch: can not copy %s[] into %s[]", n1, n2);
            } else {
                throw_newf(t, "java/lang/ArrayStoreException",
                           "arraycopy: element type mismatch: can not cast one of the elements of %s[] to "
                           "the type of the destination array, %s",
                           n1, n2);
            }
            return NATIVE_VOID;
        }
        d[i] = e;
        gc_write_barrier(dst, &d[i]);
    }
    return NATIVE_VOID;
}

/* ---- properties and environment ---- */

static char cwd_buf[4096];
static char os_version_buf[256];

static const char *arch_name(void) {
    static struct utsname u;
    if (uname(&u) != 0) return "amd64";
    if (strcmp(u.machine, "x86_64") == 0) return "amd64";
    if (strcmp(u.machine, "i686") == 0 || strcmp(u.machine, "i386") == 0) return "x86";
    static char m[sizeof u.machine];
    snprintf(m, sizeof m, "%s", u.machine);
    return m;
}

static const char *user_field(bool home) {
    struct passwd *pw = getpwuid(getuid());
    if (home) {
        const char *h = getenv("HOME");
        if (pw && pw->pw_dir) return pw->pw_dir;
        return h ? h : "?";
    }
    if (pw && pw->pw_name) return pw->pw_name;
    const char *u = getenv("USER");
    return u ? u : "?";
}

/* The built-in value of a property that was not given with -D, or NULL. */
static const char *default_property(const char *key) {
    static const struct { const char *key, *value; } fixed[] = {
        {"java.version", "17.0.15"},
        {"java.version.date", "2025-04-15"},
        {"java.vendor", "minivm"},
        {"java.vm.name", "minivm"},
        {"java.vm.vendor", "minivm"},
        {"java.vm.version", "17.0.15+minivm"},
        {"java.vm.info", "interpreted mode"},
        {"java.runtime.name", "minivm"},
        {"java.runtime.version", "17.0.15+minivm"},
        {"java.specification.version", "17"},
        {"java.specification.name", "Java Platform API Specification"},
        {"java.specification.vendor", "Oracle Corporation"},
        {"java.vm.specification.version", "17"},
        {"java.vm.specification.name", "Java Virtual Machine Specification"},
        {"java.vm.specification.vendor", "Oracle Corporation"},
        {"java.class.version", "61.0"},
        {"java.io.tmpdir", "/tmp"},
        {"os.name", "Linux"},
        {"file.separator", "/"},
        {"path.separator", ":"},
        {"line.separator", "\n"},
        {"file.encoding", "UTF-8"},
        {"native.encoding", "UTF-8"},
        {"sun.jnu.encoding", "UTF-8"},
        {"sun.arch.data.model", "64"},
        {"user.language", "en"},
        {"java.class.path", ""},
    };
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++)
        if (strcmp(fixed[i].key, key) == 0) return fixed[i].value;
    if (strcmp(key, "os.arch") == 0) return arch_name();
    if (strcmp(key, "os.version") == 0) {
        struct utsname u;
        if (uname(&u) != 0) return NULL;
        snprintf(os_version_buf, sizeof os_version_buf, "%s", u.release);
        return os_version_buf;
    }
    if (strcmp(key, "java.library.path") == 0) return jni_default_library_path;
    if (strcmp(key, "user.dir") == 0) return getcwd(cwd_buf, sizeof cwd_buf) ? cwd_buf : NULL;
    if (strcmp(key, "user.home") == 0) return user_field(true);
    if (strcmp(key, "user.name") == 0) return user_field(false);
    return NULL;
}

static Value System_getProperty0(Thread *t, Value *args) {
    char *key = string_to_utf8(args[0].l);
    if (!key) return v_ref(NULL);
    const char *v = vm_property(key);
    if (!v) v = default_property(key);
    free(key);
    return v_ref(v ? string_from_utf8(t, v) : NULL);
}

static Value System_getenv0(Thread *t, Value *args) {
    char *name = string_to_utf8(args[0].l);
    if (!name) return v_ref(NULL);
    const char *v = getenv(name);
    free(name);
    return v_ref(v ? string_from_utf8(t, v) : NULL);
}

/* ---- Runtime ---- */

static Value Runtime_exit0(Thread *t, Value *args) {
    fflush(stdout);
    thread_vm_exit(t, args[0].i);   /* stops the other threads first */
}

static Value Runtime_availableProcessors(Thread *t, Value *args) {
    (void)t, (void)args;
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return v_int(n > 0 ? (jint)n : 1);
}

static Value Runtime_freeMemory(Thread *t, Value *args) {
    (void)t, (void)args;
    const GcPlan *p = gc_plan();
    size_t cap = p->capacity(), used = p->used();
    return v_long(cap > used ? (jlong)(cap - used) : 0);
}

static Value Runtime_totalMemory(Thread *t, Value *args) {
    (void)t, (void)args;
    return v_long((jlong)gc_plan()->capacity());
}

static Value Runtime_maxMemory(Thread *t, Value *args) {
    (void)t, (void)args;
    return v_long((jlong)gc_max_memory());
}

static Value Runtime_gc(Thread *t, Value *args) {
    (void)args;
    gc_collect(t, GC_CAUSE_SYSTEM_GC, true);
    return NATIVE_VOID;
}

static const NativeMethod system_natives[] = {
    {"java/lang/System", "currentTimeMillis", "()J", System_currentTimeMillis},
    {"java/lang/System", "nanoTime", "()J", System_nanoTime},
    {"java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", System_arraycopy},
    {"java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", System_identityHashCode},
    {"java/lang/System", "getProperty0", "(Ljava/lang/String;)Ljava/lang/String;", System_getProperty0},
    {"java/lang/System", "getenv0", "(Ljava/lang/String;)Ljava/lang/String;", System_getenv0},
    {"java/lang/Runtime", "exit0", "(I)V", Runtime_exit0},
    {"java/lang/Runtime", "availableProcessors", "()I", Runtime_availableProcessors},
    {"java/lang/Runtime", "freeMemory", "()J", Runtime_freeMemory},
    {"java/lang/Runtime", "totalMemory", "()J", Runtime_totalMemory},
    {"java/lang/Runtime", "maxMemory", "()J", Runtime_maxMemory},
    {"java/lang/Runtime", "gc", "()V", Runtime_gc},
};
NATIVES_REGISTER(system_natives)
