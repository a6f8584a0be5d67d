/* jni_library.c: native libraries (System.load / loadLibrary) and binding native methods by
 * their JNI names: the short name Java_<class>_<method> and the long name
 * Java_<class>_<method>__<argument descriptors>, mangled as JNI specifies ('/' -> '_',
 * '_' -> "_1", ';' -> "_2", '[' -> "_3", any other non-alphanumeric UTF-16 unit -> "_0xxxx"). */
#include "jni_library.h"
#include "jni_internal.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "exceptions.h"
#include "natives.h"
#include "vm.h"

#if defined(__x86_64__)
#define MULTIARCH "x86_64-linux-gnu"
#elif defined(__aarch64__)
#define MULTIARCH "aarch64-linux-gnu"
#else
#define MULTIARCH "unknown-linux-gnu"
#endif

const char jni_default_library_path[] = "/usr/java/packages/lib:/usr/lib/" MULTIARCH "/jni:/lib/" MULTIARCH
                                        ":/usr/lib/" MULTIARCH ":/usr/lib/jni:/lib:/usr/lib";

typedef struct Library {
    char *path;
    void *handle;
} Library;

static pthread_mutex_t libs_lock = PTHREAD_MUTEX_INITIALIZER;
static Library *libs;
static size_t nlibs, libs_cap;

static bool library_loaded(const char *path) {
    pthread_mutex_lock(&libs_lock);
    bool found = false;
    for (size_t i = 0; i < nlibs && !found; i++) found = strcmp(libs[i].path, path) == 0;
    pthread_mutex_unlock(&libs_lock);
    return found;
}

static void library_add(const char *path, void *handle) {
    pthread_mutex_lock(&libs_lock);
    if (nlibs == libs_cap) {
        libs_cap = libs_cap ? libs_cap * 2 : 8;
        libs = realloc(libs, libs_cap * sizeof *libs);
        if (!libs) vm_fatal("out of native memory for the library list");
    }
    libs[nlibs].path = strdup(path);
    libs[nlibs].handle = handle;
    if (!libs[nlibs].path) vm_fatal("out of native memory for the library list");
    nlibs++;
    pthread_mutex_unlock(&libs_lock);
}

static bool version_supported(jint v) {
    return v == JNI_VERSION_1_1 || v == JNI_VERSION_1_2 || v == JNI_VERSION_1_4 || v == JNI_VERSION_1_6 ||
           v == JNI_VERSION_1_8 || v == JNI_VERSION_9 || v == JNI_VERSION_10;
}

bool jni_library_load(Thread *t, const char *path, char *err, size_t errlen) {
    err[0] = 0;
    char *canon = realpath(path, NULL);
    if (!canon) {
        snprintf(err, errlen, "Can't load library: %s", path);
        return false;
    }
    if (library_loaded(canon)) {
        free(canon);
        return true;
    }
    thread_block_begin(t);              /* dlopen runs the library's constructors */
    void *h = dlopen(canon, RTLD_LAZY);
    thread_block_end(t);
    if (!h) {
        snprintf(err, errlen, "%s: %s", canon, dlerror());
        free(canon);
        return false;
    }
    typedef jint (*OnLoad)(JavaVM *, void *);
    OnLoad on_load;
    *(void **)&on_load = dlsym(h, "JNI_OnLoad");
    if (on_load) {
        thread_block_begin(t);
        jint v = on_load(jni_java_vm(), NULL);
        thread_block_end(t);
        if (has_exception(t)) {
            free(canon);
            return false;
        }
        if (!version_supported(v)) {
            snprintf(err, errlen, "unsupported JNI version 0x%x required by %s", (unsigned)v, canon);
            free(canon);
            return false;
        }
    }
    library_add(canon, h);
    free(canon);
    return true;
}

/* ---- name mangling ---- */

typedef struct Buf {
    char *s;
    size_t n, cap;
} Buf;

static void buf_put(Buf *b, const char *s, size_t n) {
    if (b->n + n + 1 > b->cap) {
        b->cap = (b->n + n + 1) * 2;
        b->s = realloc(b->s, b->cap);
        if (!b->s) vm_fatal("out of native memory for a JNI name");
    }
    memcpy(b->s + b->n, s, n);
    b->n += n;
    b->s[b->n] = 0;
}

static void buf_puts(Buf *b, const char *s) { buf_put(b, s, strlen(s)); }

/* Decodes one (modified) UTF-8 sequence at *p into a code unit sequence of 1 or 2 UTF-16
 * units; returns how many. */
static int next_utf16(const unsigned char **p, jchar out[2]) {
    const unsigned char *s = *p;
    uint32_t c;
    if (s[0] < 0x80) { c = s[0]; *p += 1; }
    else if ((s[0] & 0xE0) == 0xC0 && s[1]) { c = (uint32_t)(s[0] & 0x1F) << 6 | (s[1] & 0x3F); *p += 2; }
    else if ((s[0] & 0xF0) == 0xE0 && s[1] && s[2]) {
        c = (uint32_t)(s[0] & 0x0F) << 12 | (uint32_t)(s[1] & 0x3F) << 6 | (s[2] & 0x3F);
        *p += 3;
    } else if ((s[0] & 0xF8) == 0xF0 && s[1] && s[2] && s[3]) {
        c = (uint32_t)(s[0] & 0x07) << 18 | (uint32_t)(s[1] & 0x3F) << 12 | (uint32_t)(s[2] & 0x3F) << 6 | (s[3] & 0x3F);
        *p += 4;
        c -= 0x10000;
        out[0] = (jchar)(0xD800 | (c >> 10));
        out[1] = (jchar)(0xDC00 | (c & 0x3FF));
        return 2;
    } else { c = s[0]; *p += 1; }
    out[0] = (jchar)c;
    return 1;
}

/* Appends the mangled form of s[0..end) (end NULL: the whole string). */
static void mangle(Buf *b, const char *s, const char *end) {
    const unsigned char *p = (const unsigned char *)s;
    while (*p && (!end || p < (const unsigned char *)end)) {
        jchar u[2];
        int n = next_utf16(&p, u);
        for (int i = 0; i < n; i++) {
            jchar c = u[i];
            char tmp[8];
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
                tmp[0] = (char)c;
                buf_put(b, tmp, 1);
            } else if (c == '/') buf_puts(b, "_");
            else if (c == '_') buf_puts(b, "_1");
            else if (c == ';') buf_puts(b, "_2");
            else if (c == '[') buf_puts(b, "_3");
            else {
                snprintf(tmp, sizeof tmp, "_0%04x", c);
                buf_puts(b, tmp);
            }
        }
    }
}

static void *find_symbol(const char *sym) {
    void *fn = NULL;
    pthread_mutex_lock(&libs_lock);
    for (size_t i = 0; i < nlibs && !fn; i++) fn = dlsym(libs[i].handle, sym);
    pthread_mutex_unlock(&libs_lock);
    return fn;
}

NativeFn jni_find_native(const char *cls, const char *name, const char *desc) {
    Class *c = class_lookup_loaded(cls);
    Method *m = c ? class_find_declared_method(c, name, desc) : NULL;
    if (!m || !(m->access & ACC_NATIVE)) return NULL;
    Buf b = {0};
    buf_puts(&b, "Java_");
    mangle(&b, cls, NULL);
    buf_puts(&b, "_");
    mangle(&b, name, NULL);
    void *fn = find_symbol(b.s);
    if (!fn) {
        buf_puts(&b, "__");
        mangle(&b, desc + 1, strchr(desc, ')'));
        fn = find_symbol(b.s);
    }
    free(b.s);
    if (!fn) return NULL;
    jni_bind(m, fn);
    return jni_trampoline;
}
