/* native_io.c: java.io.FileOutputStream / FileInputStream natives over file descriptors.
 * Bytes for fd 1 and 2 go through C's stdout / stderr (stdout stays buffered; the VM flushes
 * it at exit); other descriptors use write(2) / read(2). Data is copied through a C buffer
 * so no heap pointer is held across a system call. */
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

/* static native void writeBytes0(int fd, byte[] b, int off, int len) */
static Value FileOutputStream_writeBytes0(Thread *t, Value *args) {
    int fd = args[0].i;
    jint off = args[2].i, len = args[3].i;
    char buf[IO_CHUNK];
    FILE *f = fd == 1 ? stdout : fd == 2 ? stderr : NULL;
    while (len > 0) {
        jint n = len < IO_CHUNK ? len : IO_CHUNK;
        memcpy(buf, ARRAY_DATA(args[1].l, jbyte) + off, (size_t)n);
        if (f) {
            if (fwrite(buf, 1, (size_t)n, f) != (size_t)n) {
                int err = errno ? errno : EIO;
                clearerr(f);
                throw_io(t, err);
                return NATIVE_VOID;
            }
        } else {
            jint done = 0;
            while (done < n) {
                ssize_t w = write(fd, buf + done, (size_t)(n - done));
                if (w < 0) {
                    if (errno == EINTR) continue;
                    throw_io(t, errno);
                    return NATIVE_VOID;
                }
                done += (jint)w;
            }
        }
        off += n;
        len -= n;
    }
    return NATIVE_VOID;
}

/* static native void flush0(int fd) */
static Value FileOutputStream_flush0(Thread *t, Value *args) {
    int fd = args[0].i;
    FILE *f = fd == 1 ? stdout : fd == 2 ? stderr : NULL;
    if (f && fflush(f) != 0) {
        int err = errno ? errno : EIO;
        clearerr(f);
        throw_io(t, err);
    }
    return NATIVE_VOID;
}

/* static native void close0(int fd): standard streams are only flushed, never closed. */
static Value FileOutputStream_close0(Thread *t, Value *args) {
    int fd = args[0].i;
    if (fd <= 2) return FileOutputStream_flush0(t, args);
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
    {"java/io/FileOutputStream", "flush0", "(I)V", FileOutputStream_flush0},
    {"java/io/FileOutputStream", "close0", "(I)V", FileOutputStream_close0},
    {"java/io/FileInputStream", "open0", "(Ljava/lang/String;)I", FileInputStream_open0},
    {"java/io/FileInputStream", "readBytes0", "(I[BII)I", FileInputStream_readBytes0},
    {"java/io/FileInputStream", "available0", "(I)I", FileInputStream_available0},
    {"java/io/FileInputStream", "close0", "(I)V", FileInputStream_close0},
};
NATIVES_REGISTER(io_natives)
