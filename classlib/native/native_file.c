/* native_file.c: java.io.File (file-system queries and changes) and java.io.RandomAccessFile
 * natives, over POSIX calls.
 *
 * Paths arrive as Java strings and are copied to malloc'd UTF-8 before any system call; every
 * system call runs between thread_block_begin/thread_block_end (it may block, and the thread
 * then counts as stopped for the collector). Data goes through C buffers, so no heap pointer
 * is held across a call; array arguments are re-read from args[] afterwards. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "native_util.h"
#include "../../gc/safepoint.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <unistd.h>

#define FILE_CHUNK 8192

/* File.attributes0 bits */
#define BA_EXISTS 0x01
#define BA_REGULAR 0x02
#define BA_DIRECTORY 0x04

static char *path_of(Thread *t, Object *jpath) {
    if (!jpath) {
        throw_new(t, "java/lang/NullPointerException", NULL);
        return NULL;
    }
    char *p = string_to_utf8(jpath);
    if (!p) throw_new(t, "java/lang/OutOfMemoryError", NULL);
    return p;
}

static Object *new_string(Thread *t, const char *s) {
    return string_from_utf8(t, s);
}

/* ------------------------------------------------------------------ java.io.File */

/* static native int attributes0(String path) */
static Value File_attributes0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    struct stat st;
    thread_block_begin(t);
    int r = stat(p, &st);
    thread_block_end(t);
    free(p);
    if (r != 0) return v_int(0);
    int bits = BA_EXISTS;
    if (S_ISREG(st.st_mode)) bits |= BA_REGULAR;
    if (S_ISDIR(st.st_mode)) bits |= BA_DIRECTORY;
    return v_int(bits);
}

/* static native boolean access0(String path, int mode): mode is R_OK/W_OK/X_OK bits */
static Value File_access0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    int mode = args[1].i;
    thread_block_begin(t);
    int r = access(p, mode);
    thread_block_end(t);
    free(p);
    return v_bool(r == 0);
}

/* static native long length0(String path): 0 if it does not exist */
static Value File_length0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    struct stat st;
    thread_block_begin(t);
    int r = stat(p, &st);
    thread_block_end(t);
    free(p);
    return v_long(r == 0 ? (jlong)st.st_size : 0);
}

/* static native long lastModified0(String path): milliseconds, 0 if it does not exist */
static Value File_lastModified0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    struct stat st;
    thread_block_begin(t);
    int r = stat(p, &st);
    thread_block_end(t);
    free(p);
    if (r != 0) return v_long(0);
    return v_long((jlong)st.st_mtim.tv_sec * 1000 + st.st_mtim.tv_nsec / 1000000);
}

/* static native boolean setLastModified0(String path, long millis) */
static Value File_setLastModified0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    jlong ms = args[1].j;
    struct timespec ts[2];
    ts[0].tv_sec = 0;
    ts[0].tv_nsec = UTIME_OMIT;
    ts[1].tv_sec = (time_t)(ms / 1000);
    ts[1].tv_nsec = (long)(ms % 1000) * 1000000;
    thread_block_begin(t);
    int r = utimensat(AT_FDCWD, p, ts, 0);
    thread_block_end(t);
    free(p);
    return v_bool(r == 0);
}

/* static native boolean setPermission0(String path, int access, boolean enable, boolean ownerOnly)
 * access: 4 read, 2 write, 1 execute */
static Value File_setPermission0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    int access_bits = args[1].i;
    bool enable = args[2].i != 0, owner_only = args[3].i != 0;
    mode_t mask = 0;
    if (access_bits & 4) mask |= owner_only ? S_IRUSR : (S_IRUSR | S_IRGRP | S_IROTH);
    if (access_bits & 2) mask |= owner_only ? S_IWUSR : (S_IWUSR | S_IWGRP | S_IWOTH);
    if (access_bits & 1) mask |= owner_only ? S_IXUSR : (S_IXUSR | S_IXGRP | S_IXOTH);
    struct stat st;
    int r = -1;
    thread_block_begin(t);
    if (stat(p, &st) == 0) {
        mode_t m = enable ? (st.st_mode | mask) : (st.st_mode & ~mask);
        r = chmod(p, m & 07777);
    }
    thread_block_end(t);
    free(p);
    return v_bool(r == 0);
}

/* static native boolean delete0(String path): a file or an empty directory */
static Value File_delete0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    thread_block_begin(t);
    int r = remove(p);
    thread_block_end(t);
    free(p);
    return v_bool(r == 0);
}

/* static native boolean mkdir0(String path) */
static Value File_mkdir0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    thread_block_begin(t);
    int r = mkdir(p, 0777);
    thread_block_end(t);
    free(p);
    return v_bool(r == 0);
}

/* static native boolean rename0(String from, String to) */
static Value File_rename0(Thread *t, Value *args) {
    char *a = path_of(t, args[0].l);
    if (!a) return NATIVE_VOID;
    char *b = path_of(t, args[1].l);
    if (!b) {
        free(a);
        return NATIVE_VOID;
    }
    thread_block_begin(t);
    int r = rename(a, b);
    thread_block_end(t);
    free(a);
    free(b);
    return v_bool(r == 0);
}

/* static native boolean createExclusively0(String path) throws IOException:
 * true if created, false if it already existed */
static Value File_createExclusively0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    thread_block_begin(t);
    int fd;
    do {
        fd = open(p, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
    } while (fd < 0 && errno == EINTR);
    int err = errno;
    if (fd >= 0) close(fd);
    thread_block_end(t);
    free(p);
    if (fd >= 0) return v_bool(true);
    if (err == EEXIST) return v_bool(false);
    throw_new(t, "java/io/IOException", strerror(err));
    return NATIVE_VOID;
}

/* Names in a directory (without "." and ".."), malloc'd; NULL if it cannot be read. */
static char **read_dir(const char *p, size_t *count) {
    DIR *d = opendir(p);
    if (!d) return NULL;
    size_t n = 0, cap = 16;
    char **names = malloc(cap * sizeof *names);
    struct dirent *e;
    while (names && (e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
        if (n == cap) {
            cap *= 2;
            char **nn = realloc(names, cap * sizeof *names);
            if (!nn) {
                for (size_t i = 0; i < n; i++) free(names[i]);
                free(names);
                names = NULL;
                break;
            }
            names = nn;
        }
        names[n] = strdup(e->d_name);
        if (!names[n]) break;
        n++;
    }
    closedir(d);
    *count = n;
    return names;
}

/* static native String[] list0(String path): null if not a readable directory */
static Value File_list0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    size_t n = 0;
    thread_block_begin(t);
    char **names = read_dir(p, &n);
    thread_block_end(t);
    free(p);
    if (!names) return v_ref(NULL);
    Object *result = NULL;
    Class *ac = class_array_of(t, vm.wk.String);
    if (ac) {
        Object *arr = gc_alloc_array(t, ac, (jint)n);
        if (arr) {
            HandleMark hm = handle_mark(t);
            Handle h = handle_new(t, arr);
            size_t i;
            for (i = 0; i < n; i++) {
                Object *s = new_string(t, names[i]);
                if (!s) break;
                ARRAY_DATA(*h, Object *)[i] = s;
                gc_write_barrier(*h, &ARRAY_DATA(*h, Object *)[i]);
            }
            if (i == n) result = *h;
            handle_release(t, hm);
        }
    }
    for (size_t i = 0; i < n; i++) free(names[i]);
    free(names);
    return v_ref(result);
}

/* Removes "." and ".." names from an absolute path, in place (".." at the root stays at /). */
static void collapse(char *path) {
    char *out = path;
    const char *in = path;
    size_t depth_marks[PATH_MAX / 2 + 1];
    size_t depth = 0;
    *out++ = '/';
    while (*in) {
        while (*in == '/') in++;
        if (!*in) break;
        const char *end = strchr(in, '/');
        size_t len = end ? (size_t)(end - in) : strlen(in);
        if (len == 1 && in[0] == '.') {
            /* skip */
        } else if (len == 2 && in[0] == '.' && in[1] == '.') {
            if (depth > 0) out = path + depth_marks[--depth];
        } else {
            if (depth < sizeof depth_marks / sizeof depth_marks[0]) depth_marks[depth++] = (size_t)(out - path);
            if (out > path + 1) *out++ = '/';
            memmove(out, in, len);
            out += len;
        }
        in += len;
    }
    if (out > path + 1 && out[-1] == '/') out--;
    *out = 0;
}

/* static native String canonicalize0(String absolutePath) throws IOException:
 * realpath of the longest existing prefix, the rest appended, "." and ".." removed */
static Value File_canonicalize0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    size_t len = strlen(p);
    if (len >= PATH_MAX) {
        free(p);
        throw_new(t, "java/io/IOException", "Bad pathname");
        return NATIVE_VOID;
    }
    char work[PATH_MAX];
    char out[PATH_MAX * 2];
    snprintf(work, sizeof work, "%s", p);
    free(p);
    thread_block_begin(t);
    if (realpath(work, out) == NULL) {
        /* drop names from the end until a prefix resolves */
        char *tail = NULL;
        char prefix[PATH_MAX];
        snprintf(prefix, sizeof prefix, "%s", work);
        bool resolved = false;
        for (;;) {
            char *slash = strrchr(prefix, '/');
            if (!slash) break;
            tail = work + (slash - prefix);
            if (slash == prefix) {
                /* only the root is left */
                snprintf(out, sizeof out, "%s", work);
                resolved = true;
                break;
            }
            *slash = 0;
            if (realpath(prefix, out) != NULL) {
                size_t ol = strlen(out);
                snprintf(out + ol, sizeof out - ol, "%s", tail);
                resolved = true;
                break;
            }
        }
        if (!resolved) snprintf(out, sizeof out, "%s", work);
    }
    thread_block_end(t);
    out[PATH_MAX - 1] = 0;
    if (out[0] == '/') collapse(out);
    Object *s = new_string(t, out);
    return v_ref(s);
}

/* ------------------------------------------------------------------ java.io.RandomAccessFile */

static void throw_io(Thread *t, int err) {
    throw_new(t, "java/io/IOException", strerror(err));
}

/* static native int open0(String path, int mode): mode 1 = "r", 2 = "rw", 3 = "rws", 4 = "rwd" */
static Value RandomAccessFile_open0(Thread *t, Value *args) {
    char *p = path_of(t, args[0].l);
    if (!p) return NATIVE_VOID;
    int mode = args[1].i;
    int flags = O_CLOEXEC;
    if (mode == 1) {
        flags |= O_RDONLY;
    } else {
        flags |= O_RDWR | O_CREAT;
        if (mode == 3) flags |= O_SYNC;
        if (mode == 4) flags |= O_DSYNC;
    }
    thread_block_begin(t);
    int fd;
    do {
        fd = open(p, flags, 0666);
    } while (fd < 0 && errno == EINTR);
    int err = errno;
    if (fd >= 0) {
        struct stat st;
        if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
            close(fd);
            fd = -1;
            err = EISDIR;
        }
    }
    thread_block_end(t);
    if (fd < 0) {
        throw_newf(t, "java/io/FileNotFoundException", "%s (%s)", p, strerror(err));
        free(p);
        return NATIVE_VOID;
    }
    free(p);
    return v_int(fd);
}

/* static native int read0(int fd, byte[] b, int off, int len): -1 at end of file */
static Value RandomAccessFile_read0(Thread *t, Value *args) {
    int fd = args[0].i;
    jint off = args[2].i, len = args[3].i;
    char buf[FILE_CHUNK];
    size_t want = (size_t)(len < FILE_CHUNK ? len : FILE_CHUNK);
    ssize_t r;
    thread_block_begin(t);
    do {
        r = read(fd, buf, want);
    } while (r < 0 && errno == EINTR);
    int err = errno;
    thread_block_end(t);
    if (r < 0) {
        throw_io(t, err);
        return NATIVE_VOID;
    }
    if (r == 0) return v_int(-1);
    memcpy(ARRAY_DATA(args[1].l, jbyte) + off, buf, (size_t)r);
    return v_int((jint)r);
}

/* static native void write0(int fd, byte[] b, int off, int len) */
static Value RandomAccessFile_write0(Thread *t, Value *args) {
    native_write_bytes(t, args[0].i, &args[1], args[2].i, args[3].i);
    return NATIVE_VOID;
}

/* static native void seek0(int fd, long pos) */
static Value RandomAccessFile_seek0(Thread *t, Value *args) {
    int fd = args[0].i;
    jlong pos = args[1].j;
    thread_block_begin(t);
    off_t r = lseek(fd, (off_t)pos, SEEK_SET);
    int err = errno;
    thread_block_end(t);
    if (r < 0) throw_io(t, err);
    return NATIVE_VOID;
}

/* static native long getFilePointer0(int fd) */
static Value RandomAccessFile_getFilePointer0(Thread *t, Value *args) {
    int fd = args[0].i;
    off_t r = lseek(fd, 0, SEEK_CUR);
    if (r < 0) {
        throw_io(t, errno);
        return NATIVE_VOID;
    }
    return v_long((jlong)r);
}

/* static native long length0(int fd) */
static Value RandomAccessFile_length0(Thread *t, Value *args) {
    int fd = args[0].i;
    struct stat st;
    if (fstat(fd, &st) != 0) {
        throw_io(t, errno);
        return NATIVE_VOID;
    }
    return v_long((jlong)st.st_size);
}

/* static native void setLength0(int fd, long length) */
static Value RandomAccessFile_setLength0(Thread *t, Value *args) {
    int fd = args[0].i;
    jlong len = args[1].j;
    thread_block_begin(t);
    int r = ftruncate(fd, (off_t)len);
    int err = errno;
    thread_block_end(t);
    if (r != 0) throw_io(t, err);
    return NATIVE_VOID;
}

/* static native void close0(int fd) */
static Value RandomAccessFile_close0(Thread *t, Value *args) {
    int fd = args[0].i;
    if (fd <= 2) return NATIVE_VOID;
    if (close(fd) != 0 && errno != EINTR) throw_io(t, errno);
    return NATIVE_VOID;
}

/* FileInputStream: static native long skip0(int fd, long n): skips by seeking; -1 if the
 * descriptor cannot seek (a pipe or terminal) */
static Value FileInputStream_skip0(Thread *t, Value *args) {
    int fd = args[0].i;
    jlong n = args[1].j;
    off_t cur = lseek(fd, 0, SEEK_CUR);
    if (cur < 0) return v_long(-1);
    off_t r = lseek(fd, cur + (off_t)n, SEEK_SET);
    if (r < 0) {
        throw_io(t, errno);
        return NATIVE_VOID;
    }
    return v_long((jlong)(r - cur));
}

static const NativeMethod file_natives[] = {
    {"java/io/File", "attributes0", "(Ljava/lang/String;)I", File_attributes0},
    {"java/io/File", "access0", "(Ljava/lang/String;I)Z", File_access0},
    {"java/io/File", "length0", "(Ljava/lang/String;)J", File_length0},
    {"java/io/File", "lastModified0", "(Ljava/lang/String;)J", File_lastModified0},
    {"java/io/File", "setLastModified0", "(Ljava/lang/String;J)Z", File_setLastModified0},
    {"java/io/File", "setPermission0", "(Ljava/lang/String;IZZ)Z", File_setPermission0},
    {"java/io/File", "delete0", "(Ljava/lang/String;)Z", File_delete0},
    {"java/io/File", "mkdir0", "(Ljava/lang/String;)Z", File_mkdir0},
    {"java/io/File", "rename0", "(Ljava/lang/String;Ljava/lang/String;)Z", File_rename0},
    {"java/io/File", "createExclusively0", "(Ljava/lang/String;)Z", File_createExclusively0},
    {"java/io/File", "list0", "(Ljava/lang/String;)[Ljava/lang/String;", File_list0},
    {"java/io/File", "canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", File_canonicalize0},
    {"java/io/FileInputStream", "skip0", "(IJ)J", FileInputStream_skip0},
    {"java/io/RandomAccessFile", "open0", "(Ljava/lang/String;I)I", RandomAccessFile_open0},
    {"java/io/RandomAccessFile", "read0", "(I[BII)I", RandomAccessFile_read0},
    {"java/io/RandomAccessFile", "write0", "(I[BII)V", RandomAccessFile_write0},
    {"java/io/RandomAccessFile", "seek0", "(IJ)V", RandomAccessFile_seek0},
    {"java/io/RandomAccessFile", "getFilePointer0", "(I)J", RandomAccessFile_getFilePointer0},
    {"java/io/RandomAccessFile", "length0", "(I)J", RandomAccessFile_length0},
    {"java/io/RandomAccessFile", "setLength0", "(IJ)V", RandomAccessFile_setLength0},
    {"java/io/RandomAccessFile", "close0", "(I)V", RandomAccessFile_close0},
};
NATIVES_REGISTER(file_natives)
