/* trace_recorder.c: thread-local buffers, the buffer pool, the flush queue, the writer thread
 * and the files of a trace directory (see trace_recorder.h and docs/tracing.md). */
#include "trace_recorder.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "../vm/object.h"
#include "trace_compress.h"
#include "trace_gc.h"
#include "trace_options.h"
#include "trace_rotate.h"

/* An empty buffer: top == end sends the first event of a thread to the slow path. */
static uint32_t empty_payload[1];

_Thread_local TraceLocal trace_local = {.top = empty_payload, .end = empty_payload};
TraceLocal trace_no_room = {.top = empty_payload, .end = empty_payload};

/* The queue and the pool share one lock; the thesis's two locks are rarely contended. */
static pthread_mutex_t qlock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t qready;   /* writer: a frame is queued (CLOCK_MONOTONIC) */
static pthread_cond_t qroom = PTHREAD_COND_INITIALIZER;    /* submitters: the queue shrank */
static pthread_cond_t qidle = PTHREAD_COND_INITIALIZER;    /* the queue is empty, nothing in flight */
static TraceBuffer *qhead, *qtail, *pool;
static size_t queued;
static bool writing, stopping, closing;
/* The writer sleeps until a first frame is queued, then lets a batch collect for up to
 * WRITER_LINGER_NS before it writes: a submitter wakes it only at the first frame and at a
 * full batch, since every wake-up is a futex call on the program's thread. */
static bool writer_idle;
#define WRITER_BATCH 16u
#define WRITER_LINGER_NS 10000000L
static uint32_t next_seq;
static uint32_t size_seed = 0x9E3779B9u;
static uint32_t buffer_words = TRACE_BUFFER_WORDS;   /* a buffer's mean capacity */
/* 16 MiB of buffers waiting for the disk: submitters then wait. */
#define MAX_QUEUED (16u * 1024 * 1024 / (TRACE_BUFFER_WORDS * 4))

static pthread_mutex_t reg_lock = PTHREAD_MUTEX_INITIALIZER;
static TraceLocal *registry;
static uint32_t next_tid = 1;
static pthread_key_t death_key;

static int fds[3] = {-1, -1, -1};
static uint32_t file_seq[3];
static pthread_mutex_t file_lock = PTHREAD_MUTEX_INITIALIZER;   /* symbols and heap frames */
static pthread_t writer;
static bool open_;
static bool write_failed;

/* Rotation (trace_rotate.h): bytes queued for the current events file; every GC start asks
 * whether it must be a synchronization point. Under qlock. */
static uint64_t rotate_limit;
static double rotate_deviation;
static uint64_t cur_file_bytes;
static uint64_t sync_end_bytes;      /* cur_file_bytes when the file's synchronization GC ended */
static bool file_synced;             /* that GC ended */
static bool sync_again;              /* the last synchronization GC failed: the next one syncs too */
static uint64_t emergency_gcs, sync_gcs;
_Atomic bool trace_gc_wanted;

/* Compression (trace_compress.h): 0 = off; partial < 0: every buffer. */
static int compress_codec;
static double compress_partial = -1;
static _Atomic size_t queued_now;    /* `queued`, readable without the lock */
#define MAX_BUFFER_WORDS (TRACE_BUFFER_WORDS + TRACE_BUFFER_WORDS / 8)

bool trace_recorder_is_open(void) { return open_; }

/* ---- files ---- */

static bool write_all(int fd, const void *data, size_t n) {
    const char *p = data;
    while (n > 0) {
        ssize_t k = write(fd, p, n);
        if (k < 0) {
            if (errno == EINTR) continue;
            return false;
        }
        p += k;
        n -= (size_t)k;
    }
    return true;
}

static void report_write_error(void) {
    if (!write_failed) {
        write_failed = true;
        fprintf(stderr, "minivm: -Xtrace: cannot write the trace: %s (tracing continues, data is lost)\n",
                strerror(errno));
    }
}

static void fill_header(uint32_t *h, uint32_t thread, uint32_t seq, const uint32_t *payload, size_t words) {
    h[0] = TRACE_FRAME_MAGIC;
    h[1] = thread;
    h[2] = seq;
    h[3] = (uint32_t)(words * 4);
    h[4] = trace_frame_crc(h, payload, words * 4);
}

void trace_write_frame(int file, const uint32_t *payload, size_t words) {
    pthread_mutex_lock(&file_lock);
    if (fds[file] >= 0) {
        uint32_t h[TRACE_FRAME_WORDS];
        fill_header(h, 0, file_seq[file]++, payload, words);
        /* One write per frame keeps a killed process's files whole up to the last frame. */
        size_t total = sizeof h + words * 4;
        char stackbuf[4096];
        char *b = total <= sizeof stackbuf ? stackbuf : malloc(total);
        /* The symbols count against a rotated trace's budget; the heap dumps do not. */
        bool budgeted = rotate_limit && file == TRACE_FILE_SYMBOLS;
        if (budgeted) trace_ring_reserve(total, true);
        if (b) {
            memcpy(b, h, sizeof h);
            memcpy(b + sizeof h, payload, words * 4);
            if (!write_all(fds[file], b, total)) report_write_error();
            if (budgeted) trace_ring_wrote(total, true);
            if (b != stackbuf) free(b);
        }
    }
    pthread_mutex_unlock(&file_lock);
}

bool trace_write_file_header(int fd, int file, const char *options, char *err, size_t errlen) {
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    TraceEv_FILE_INFO info = {
        .kind = (uint32_t)file,
        .ptr_size = (uint32_t)sizeof(void *),
        .align = HEAP_ALIGN,
        .pid = (uint32_t)getpid(),
        .start_ns = (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec,
        .vm = trace_str("minivm 0.1.0"),
        .options = trace_str(options),
    };
    size_t n = 2 + trace_words_FILE_INFO(&info);
    uint32_t *w = malloc(n * 4);
    if (!w) {
        snprintf(err, errlen, "out of memory");
        return false;
    }
    w[0] = TRACE_MAGIC;
    w[1] = TRACE_VERSION;
    trace_enc_FILE_INFO(w + 2, &info);
    bool ok = write_all(fd, w, n * 4);
    free(w);
    if (!ok) snprintf(err, errlen, "cannot write the trace: %s", strerror(errno));
    return ok;
}

/* ---- buffers ---- */

static TraceBuffer *new_buffer(uint32_t cap) {
    TraceBuffer *b = malloc(sizeof *b + (TRACE_FRAME_WORDS + (size_t)cap) * 4);
    if (!b) {
        fprintf(stderr, "minivm: -Xtrace: out of memory for trace buffers\n");
        abort();
    }
    b->cap = cap;
    b->next = NULL;
    b->marker = false;
    return b;
}

/* A buffer from the pool, or a new one of a randomized size. Under qlock. */
static TraceBuffer *take_buffer_locked(void) {
    TraceBuffer *b = pool;
    if (b) {
        pool = b->next;
        return b;
    }
    size_seed ^= size_seed << 13;
    size_seed ^= size_seed >> 17;
    size_seed ^= size_seed << 5;
    return new_buffer(buffer_words - buffer_words / 8 + size_seed % (buffer_words / 4));
}

static void install(TraceLocal *tl, TraceBuffer *b) {
    tl->buf = b;
    tl->end = b->words + TRACE_FRAME_WORDS + b->cap;
    atomic_store_explicit(&tl->top, b->words + TRACE_FRAME_WORDS, memory_order_relaxed);
}

static void check_rotation_locked(void);

/* Queues `words` payload words of b as a frame of `thread` (magic: raw or compressed).
 * Under qlock. */
static void enqueue_magic_locked(TraceBuffer *b, uint32_t thread, size_t words, uint32_t magic) {
    while (queued >= MAX_QUEUED && !stopping) pthread_cond_wait(&qroom, &qlock);
    uint32_t *h = b->words;
    h[0] = magic;
    h[1] = thread;
    h[2] = next_seq++;
    h[3] = (uint32_t)(words * 4);
    b->next = NULL;
    if (qtail) qtail->next = b;
    else qhead = b;
    qtail = b;
    queued++;
    atomic_store_explicit(&queued_now, queued, memory_order_relaxed);
    cur_file_bytes += TRACE_FRAME_WORDS * 4 + words * 4;
    if (rotate_limit) check_rotation_locked();
    if (writer_idle || queued >= WRITER_BATCH) pthread_cond_signal(&qready);
}

static void enqueue_locked(TraceBuffer *b, uint32_t thread, size_t words) {
    enqueue_magic_locked(b, thread, words, TRACE_FRAME_MAGIC);
}

/* ---- rotation ---- */

/* Bytes of the current file past its synchronization point. */
static uint64_t fresh_bytes_locked(void) { return file_synced ? cur_file_bytes - sync_end_bytes : 0; }

/* Asks for an emergency GC once the current file reaches the upper deviation, if at least
 * half a file's budget of events followed its synchronization point (a sync point larger
 * than a file must not make every GC a sync GC). */
static void check_rotation_locked(void) {
    if (atomic_load_explicit(&trace_gc_wanted, memory_order_relaxed)) return;
    uint64_t at = trace_ring_emergency_at();
    if (cur_file_bytes >= at && fresh_bytes_locked() >= at / 2) atomic_store(&trace_gc_wanted, true);
}

unsigned trace_recorder_gc_start(bool forced) {
    if (!rotate_limit) return 0;
    unsigned flags = 0;
    pthread_mutex_lock(&qlock);
    bool wanted = atomic_exchange(&trace_gc_wanted, false);
    uint64_t at = trace_ring_sync_at();
    if ((cur_file_bytes >= at && fresh_bytes_locked() >= at / 4) || wanted) {
        /* A marker: the writer starts the next file here. */
        TraceBuffer *m = new_buffer(0);
        m->marker = true;
        if (qtail) qtail->next = m;
        else qhead = m;
        qtail = m;
        pthread_cond_signal(&qready);
        next_seq = 1;   /* frame 0 of a file is its FILE_PART */
        cur_file_bytes = trace_ring_header_bytes();
        file_synced = false;
        flags = TRACE_GC_SYNC | (wanted && forced ? TRACE_GC_EMERGENCY : 0);
    } else if (sync_again) {
        flags = TRACE_GC_SYNC;
    }
    if (flags & TRACE_GC_SYNC) sync_gcs++;
    if (flags & TRACE_GC_EMERGENCY) emergency_gcs++;
    pthread_mutex_unlock(&qlock);
    return flags;
}

void trace_recorder_gc_end(unsigned flags, bool failed) {
    if (!rotate_limit) return;
    pthread_mutex_lock(&qlock);
    if (flags & TRACE_GC_SYNC) sync_again = failed;
    /* The sync point ends with the first sync GC that did not fail (a failed one is
     * followed by a full sync GC). */
    if ((flags & TRACE_GC_SYNC) && !failed && !file_synced) {
        file_synced = true;
        sync_end_bytes = cur_file_bytes;
    }
    pthread_mutex_unlock(&qlock);
}

void trace_recorder_rotation_counts(uint64_t *sync, uint64_t *emergency) {
    pthread_mutex_lock(&qlock);
    *sync = sync_gcs;
    *emergency = emergency_gcs;
    pthread_mutex_unlock(&qlock);
}

void trace_recorder_set_rotation(uint64_t limit, double deviation) {
    rotate_limit = limit;
    rotate_deviation = deviation;
}

bool trace_recorder_set_compression(int codec, int level, double partial, char *err, size_t errlen) {
    compress_codec = codec;
    compress_partial = partial;
    return !codec || trace_compress_init(codec, level, MAX_BUFFER_WORDS, err, errlen);
}

/* Waits forever: the process is ending on a signal and this thread must not record. */
static _Noreturn void park_forever_locked(void) {
    for (;;) pthread_cond_wait(&qroom, &qlock);
}

/* Queues the thread's events and gives it a fresh buffer (under qlock, so that an
 * emergency flush never sees a queued buffer still installed). */
static void submit(TraceLocal *tl) {
    uint32_t *top = atomic_load_explicit(&tl->top, memory_order_relaxed);
    size_t words = (size_t)(top - (tl->buf->words + TRACE_FRAME_WORDS));
    if (words == 0) return;
    uint32_t magic = TRACE_FRAME_MAGIC;
    /* The paper's strategies: compress every buffer, or (partial) only while the queue is
     * long enough that the writer does not idle meanwhile. */
    if (compress_codec &&
        (compress_partial < 0 ||
         (double)atomic_load_explicit(&queued_now, memory_order_relaxed) >= compress_partial * MAX_QUEUED)) {
        size_t stored = trace_compress_in_place(tl->buf->words + TRACE_FRAME_WORDS, words);
        if (stored) {
            words = stored;
            magic = trace_compress_magic();
        }
    }
    pthread_mutex_lock(&qlock);
    if (closing) park_forever_locked();
    enqueue_magic_locked(tl->buf, tl->tid, words, magic);
    install(tl, take_buffer_locked());
    pthread_mutex_unlock(&qlock);
}

static void describe(TraceLocal *tl) {
    uint32_t kind = 2, vm_id = 0;
    char name[256];
    trace_describe_thread(&kind, &vm_id, name, sizeof name);
    tl->java = kind == 0;
    TRACE_EMIT(tl, THREAD_ALIVE, .kind = kind, .thread = tl->tid, .vm_id = vm_id, .name = trace_str(name));
}

void trace_redescribe(TraceLocal *tl) {
    if (tl->registered && !tl->java) describe(tl);
}

static void register_local(TraceLocal *tl) {
    pthread_mutex_lock(&qlock);
    TraceBuffer *b = take_buffer_locked();
    pthread_mutex_unlock(&qlock);
    pthread_mutex_lock(&reg_lock);
    tl->tid = next_tid++;
    tl->registered = true;
    tl->prev = NULL;
    tl->next = registry;
    if (registry) registry->prev = tl;
    registry = tl;
    install(tl, b);
    pthread_mutex_unlock(&reg_lock);
    pthread_setspecific(death_key, tl);
    describe(tl);
}

uint32_t *trace_reserve_slow(TraceLocal *tl, size_t words) {
    if (!tl->registered) {
        register_local(tl);
    } else {
        submit(tl);
    }
    uint32_t *p = atomic_load_explicit(&tl->top, memory_order_relaxed);
    if ((size_t)(tl->end - p) < words) {
        fprintf(stderr, "minivm: -Xtrace: an event of %zu words exceeds a buffer\n", words);
        abort();
    }
    return p;
}

void trace_flush_local(TraceLocal *tl) {
    if (tl->registered) submit(tl);
}

void trace_flush_all(void (*before)(TraceLocal *tl)) {
    pthread_mutex_lock(&reg_lock);
    for (TraceLocal *tl = registry; tl; tl = tl->next) {
        if (before) before(tl);
        submit(tl);
    }
    pthread_mutex_unlock(&reg_lock);
}

/* A thread ends (pthread key destructor): THREAD_DEATH, flush, forget it. */
static void local_died(void *arg) {
    TraceLocal *tl = arg;
    pthread_mutex_lock(&reg_lock);
    if (tl->registered && open_) {
        TRACE_EMIT(tl, THREAD_DEATH, .thread = tl->tid);
        submit(tl);
    }
    if (tl->registered) {
        if (tl->prev) tl->prev->next = tl->next;
        else registry = tl->next;
        if (tl->next) tl->next->prev = tl->prev;
        tl->registered = false;
    }
    pthread_mutex_unlock(&reg_lock);
    pthread_mutex_lock(&qlock);
    if (tl->buf) {
        tl->buf->next = pool;
        pool = tl->buf;
    }
    pthread_mutex_unlock(&qlock);
    tl->buf = NULL;
    tl->top = empty_payload;
    tl->end = empty_payload;
    free(tl->sites);
    tl->sites = NULL;
}

/* ---- the writer ---- */

/* Waits until WRITER_BATCH frames are queued, the trace ends or WRITER_LINGER_NS pass. */
static void linger_locked(void) {
    struct timespec until;
    clock_gettime(CLOCK_MONOTONIC, &until);
    until.tv_nsec += WRITER_LINGER_NS;
    if (until.tv_nsec >= 1000000000L) {
        until.tv_sec++;
        until.tv_nsec -= 1000000000L;
    }
    while (queued < WRITER_BATCH && !stopping && !closing)
        if (pthread_cond_timedwait(&qready, &qlock, &until) == ETIMEDOUT) break;
}

static void *writer_main(void *arg) {
    (void)arg;
    pthread_mutex_lock(&qlock);
    for (;;) {
        if (!qhead) {
            if (stopping) break;
            writer_idle = true;
            while (!qhead && !stopping) pthread_cond_wait(&qready, &qlock);
            writer_idle = false;
            linger_locked();
            continue;
        }
        TraceBuffer *b = qhead;
        qhead = b->next;
        if (!qhead) qtail = NULL;
        if (!b->marker) queued--;
        atomic_store_explicit(&queued_now, queued, memory_order_relaxed);
        writing = true;
        pthread_cond_broadcast(&qroom);
        pthread_mutex_unlock(&qlock);

        if (b->marker) {
            fds[TRACE_FILE_EVENTS] = trace_ring_next();
            if (fds[TRACE_FILE_EVENTS] < 0) report_write_error();
        } else {
            uint32_t bytes = b->words[3];
            size_t total = TRACE_FRAME_WORDS * 4 + (size_t)bytes;
            b->words[4] = trace_frame_crc(b->words, b->words + TRACE_FRAME_WORDS, bytes);
            if (!rotate_limit) {
                if (!write_all(fds[TRACE_FILE_EVENTS], b->words, total)) report_write_error();
            } else if (trace_ring_reserve(total, false) && fds[TRACE_FILE_EVENTS] >= 0) {
                if (!write_all(fds[TRACE_FILE_EVENTS], b->words, total)) report_write_error();
                trace_ring_wrote(total, false);
            }
        }

        pthread_mutex_lock(&qlock);
        writing = false;
        if (b->marker) {
            free(b);
        } else {
            b->next = pool;
            pool = b;
        }
        if (!qhead) pthread_cond_broadcast(&qidle);
    }
    pthread_cond_broadcast(&qidle);
    pthread_mutex_unlock(&qlock);
    return NULL;
}

/* ---- open and close ---- */

static int open_file(const char *dir, const char *name, char *err, size_t errlen) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    /* Owner-only, also when an earlier run left the file with a wider mode. */
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);
    if (fd >= 0 && fchmod(fd, 0600) != 0) {
        close(fd);
        fd = -1;
    }
    if (fd < 0) snprintf(err, errlen, "cannot create %s: %s", path, strerror(errno));
    return fd;
}

bool trace_recorder_open(const char *dir, bool with_heap, const char *options, char *err, size_t errlen) {
    if (mkdir(dir, 0700) != 0 && errno != EEXIST) {
        snprintf(err, errlen, "cannot create the trace directory %s: %s", dir, strerror(errno));
        return false;
    }
    struct stat st;
    if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
        snprintf(err, errlen, "%s exists and is not a directory", dir);
        return false;
    }
    static const char *const names[3] = {"events", "symbols", "heap"};
    for (int f = 0; f < 3; f++) {
        if (f == TRACE_FILE_HEAP && !with_heap) {
            char path[4096];
            snprintf(path, sizeof path, "%s/%s", dir, names[f]);
            unlink(path);   /* a stale dump of an earlier run would mislead `verify` */
            continue;
        }
        if (f == TRACE_FILE_EVENTS && rotate_limit) {
            char path[4200];
            snprintf(path, sizeof path, "%s/events", dir);
            unlink(path);   /* a stale unrotated trace would mislead a reader */
            if (!trace_ring_open(dir, rotate_limit, rotate_deviation, options, err, errlen)) return false;
            fds[f] = trace_ring_fd();
            /* Small files need small frames: a frame must fit the ring's slack beside the
             * frames still in flight when a file ends (rotate=64K has 7 KB files). */
            uint64_t words = trace_ring_file_budget() / 64 / 4;
            buffer_words = words < TRACE_MIN_BUFFER_WORDS ? TRACE_MIN_BUFFER_WORDS
                         : words > TRACE_BUFFER_WORDS     ? TRACE_BUFFER_WORDS
                                                          : (uint32_t)words;
            cur_file_bytes = sync_end_bytes = trace_ring_header_bytes();
            next_seq = 1;         /* frame 0 is the file's FILE_PART */
            file_synced = true;   /* the first file starts with the (empty) heap */
            continue;
        }
        fds[f] = open_file(dir, names[f], err, errlen);
        if (fds[f] < 0 || !trace_write_file_header(fds[f], f, options, err, errlen)) return false;
        if (f == TRACE_FILE_SYMBOLS && rotate_limit) trace_ring_wrote((size_t)lseek(fds[f], 0, SEEK_END), true);
    }
    if (pthread_key_create(&death_key, local_died) != 0) {
        snprintf(err, errlen, "cannot create a thread key");
        return false;
    }
    pthread_condattr_t ca;
    if (pthread_condattr_init(&ca) != 0 || pthread_condattr_setclock(&ca, CLOCK_MONOTONIC) != 0 ||
        pthread_cond_init(&qready, &ca) != 0) {
        snprintf(err, errlen, "cannot create the trace writer's condition variable");
        return false;
    }
    pthread_condattr_destroy(&ca);
    if (pthread_create(&writer, NULL, writer_main, NULL) != 0) {
        snprintf(err, errlen, "cannot start the trace writer thread");
        return false;
    }
    open_ = true;
    return true;
}

static void stop_writer(void) {
    pthread_mutex_lock(&qlock);
    stopping = true;
    pthread_cond_broadcast(&qready);
    pthread_cond_broadcast(&qroom);
    pthread_mutex_unlock(&qlock);
    pthread_join(writer, NULL);
}

void trace_recorder_close(void) {
    if (!open_) return;
    trace_flush_all(NULL);
    stop_writer();
    open_ = false;
    if (rotate_limit) {
        trace_ring_close();
        fds[TRACE_FILE_EVENTS] = -1;
    }
    for (int f = 0; f < 3; f++)
        if (fds[f] >= 0) {
            close(fds[f]);
            fds[f] = -1;
        }
}

void trace_recorder_emergency(const uint32_t *last, size_t words) {
    if (!open_) return;
    pthread_mutex_lock(&reg_lock);
    pthread_mutex_lock(&qlock);
    /* A second signal, or the normal end under way: that one finishes the files. */
    if (closing || stopping) park_forever_locked();
    for (TraceLocal *tl = registry; tl; tl = tl->next) {
        /* The owner may still be writing: copy only what it has published. */
        uint32_t *start = tl->buf->words + TRACE_FRAME_WORDS;
        uint32_t *top = atomic_load_explicit(&tl->top, memory_order_acquire);
        size_t n = (size_t)(top - start);
        if (n == 0) continue;
        TraceBuffer *b = new_buffer((uint32_t)n);
        memcpy(b->words + TRACE_FRAME_WORDS, start, n * 4);
        enqueue_locked(b, tl->tid, n);
    }
    if (words) {
        TraceBuffer *b = new_buffer((uint32_t)words);
        memcpy(b->words + TRACE_FRAME_WORDS, last, words * 4);
        enqueue_locked(b, trace_local.registered ? trace_local.tid : 0, words);
    }
    closing = true;
    pthread_cond_signal(&qready);   /* a lingering writer writes now */
    while (qhead || writing) pthread_cond_wait(&qidle, &qlock);
    pthread_mutex_unlock(&qlock);
    pthread_mutex_unlock(&reg_lock);
    pthread_mutex_lock(&file_lock);   /* a symbols or heap frame in progress completes first */
    pthread_mutex_unlock(&file_lock);
}
