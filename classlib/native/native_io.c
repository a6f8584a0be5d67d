/* native_io.c: java.io.FileOutputStream / FileInputStream natives over file descriptors,
 * with write(2) / read(2). Java's buffering and flushes are its streams' (System.out is an
 * auto-flushing PrintStream, java/lang/System.java), so every writeBytes0 reaches the fd at
 * once. C's stdout buffer is not Java's (as in java: printf of a JNI library comes out at
 * exit; the VM's own stdout lines flush themselves). Data is copied through a C buffer so no
 * heap pointer is held across a system call. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include "native_util.h"
#include "../../gc/safepoint.h"
#include "../../vm/natives.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

#define IO_CHUNK 8192

static void throw_io(Thread *t, int err) {
    throw_new(t, "java/io/IOException", strerror(err));
}

/* FileNotFoundException "path (reason)", as the JDK words it. */
static void throw_fnf(Thread *t, const char *path, int err) {
    throw_newf(t, "java/io/FileNotFoundException", "%s (%s)", path, strerror(err));
}

static int open_path(Thread *t, Object *jpath, int flags) {
    char *path = string_to_utf8(jpath);
    if (!path) {
        throw_new(t, "java/lang/OutOfMemoryError", NULL);
        return -1;
    }
    int fd;
    do {
        fd = open(path, flags | O_CLOEXEC, 0666);
    } while (fd < 0 && errno == EINTR);
    if (fd < 0) {
        throw_fnf(t, path, errno);
        free(path);
        return -1;
    }
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISDIR(st.st_mode)) {
        close(fd);
        throw_fnf(t, path, EISDIR);
        free(path);
        return -1;
    }
    free(path);
    return fd;
}

/* static native int open0(String name, boolean append) */
static Value FileOutputStream_open0(Thread *t, Value *args) {
    int flags = O_WRONLY | O_CREAT | (args[1].i ? O_APPEND : O_TRUNC);
    return v_int(open_path(t, args[0].l, flags));
}

void native_write_bytes(Thread *t, int fd, const Value *array, jint off, jint len) {
    char buf[IO_CHUNK];
    while (len > 0) {
        jint n = len < IO_CHUNK ? len : IO_CHUNK;
        memcpy(buf, ARRAY_DATA(array->l, jbyte) + off, (size_t)n);   /* re-read: a GC may move it */
        jint done = 0;
        int err = 0;
        thread_block_begin(t);   /* a full pipe or disk may block: count as stopped for the GC */
        while (done < n) {
            ssize_t w = write(fd, buf + done, (size_t)(n - done));
            if (w < 0) {
                if (errno == EINTR) continue;
                err = errno;
                break;
            }
            done += (jint)w;
        }
        thread_block_end(t);
        if (err) {
            throw_io(t, err);
            return;
        }
        off += n;
        len -= n;
    }
}

/* static native void writeBytes0(int fd, byte[] b, int off, int len) */
static Value FileOutputStream_writeBytes0(Thread *t, Value *args) {
    native_write_bytes(t, args[0].i, &args[1], args[2].i, args[3].i);
    return NATIVE_VOID;
}

/* static native void close0(int fd): standard streams are never closed. */
static Value FileOutputStream_close0(Thread *t, Value *args) {
    int fd = args[0].i;
    if (fd <= 2) return NATIVE_VOID;
    if (close(fd) != 0 && errno != EINTR) throw_io(t, errno);
    return NATIVE_VOID;
}

/* static native int open0(String name) */
static Value FileInputStream_open0(Thread *t, Value *args) {
    return v_int(open_path(t, args[0].l, O_RDONLY));
}

/* static native int readBytes0(int fd, byte[] b, int off, int len): -1 at end of file. */
static Value FileInputStream_readBytes0(Thread *t, Value *args) {
    int fd = args[0].i;
    jint off = args[2].i, len = args[3].i;
    char buf[IO_CHUNK];
    size_t want = (size_t)(len < IO_CHUNK ? len : IO_CHUNK);
    ssize_t r;
    thread_block_begin(t); /* stdin or a pipe may block: count as stopped for the GC */
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

/* static native int available0(int fd) */
static Value FileInputStream_available0(Thread *t, Value *args) {
    (void)t;
    int fd = args[0].i;
    int n = 0;
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode)) {
        off_t cur = lseek(fd, 0, SEEK_CUR);
        if (cur >= 0 && st.st_size > cur) {
            off_t left = st.st_size - cur;
            return v_int(left > 0x7fffffff ? 0x7fffffff : (jint)left);
        }
        return v_int(0);
    }
    if (ioctl(fd, FIONREAD, &n) != 0 || n < 0) n = 0;
    return v_int(n);
}

/* static native void close0(int fd): fd 0 is left open. */
static Value FileInputStream_close0(Thread *t, Value *args) {
    int fd = args[0].i;
    if (fd <= 2) return NATIVE_VOID;
    if (close(fd) != 0 && errno != EINTR) throw_io(t, errno);
    return NATIVE_VOID;
}

static const NativeMethod io_natives[] = {
    {"java/io/FileOutputStream", "open0", "(Ljava/lang/String;Z)I", FileOutputStream_open0},
    {"java/io/FileOutputStream", "writeBytes0", "(I[BII)V", FileOutputStream_writeBytes0},
    {"java/io/FileOutputStream", "close0", "(I)V", FileOutputStream_close0},
    {"java/io/FileInputStream", "open0", "(Ljava/lang/String;)I", FileInputStream_open0},
    {"java/io/FileInputStream", "readBytes0", "(I[BII)I", FileInputStream_readBytes0},
    {"java/io/FileInputStream", "available0", "(I)I", FileInputStream_available0},
    {"java/io/FileInputStream", "close0", "(I)V", FileInputStream_close0},
};
NATIVES_REGISTER(io_natives)
