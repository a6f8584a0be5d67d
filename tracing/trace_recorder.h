/* trace_recorder.h: the recording machinery: thread-local event buffers, the buffer pool,
 * the flush queue and the writer thread (AntTracks' asynchronous buffer management).
 *
 * Every thread that records (a Java thread, a GC worker) owns a TraceLocal in thread-local
 * storage. Writing an event is: check the space left in the buffer, store the words, publish
 * the new top (trace_try_put1 for one word: the interpreter's fast path; the JIT inlines the
 * same store). A full
 * buffer goes to the flush queue and is replaced from the pool at once; one writer thread
 * drains the queue into the events file, one frame per buffer.
 *
 * Concurrency: only the owner writes its TraceLocal, except that trace_flush_all() submits
 * every thread's buffer; it runs at a safepoint (the owners are stopped or not recording) or
 * during shutdown. Buffers store their events before publishing `top` (release), so a
 * concurrent emergency flush copies whole events only. */
#ifndef MINIVM_TRACE_RECORDER_H
#define MINIVM_TRACE_RECORDER_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "trace_format.h"

/* About 128 KiB of events per buffer, randomized by up to 1/8 either way (docs/tracing.md,
 * "Buffers": the thesis's 16 KiB woke the writer thread eight times as often). With rotate=,
 * a 64th of a ring file, but at least TRACE_MIN_BUFFER_WORDS (16 KiB). */
#define TRACE_BUFFER_WORDS 32768u
#define TRACE_MIN_BUFFER_WORDS 4096u
#define TRACE_HASH_CACHE 64u

typedef struct TraceBuffer {
    struct TraceBuffer *next;
    uint32_t cap;                      /* payload capacity in words */
    bool marker;                       /* not a frame: the writer switches to the next ring file */
    uint32_t words[];                  /* TRACE_FRAME_WORDS header words, then the payload */
} TraceBuffer;

struct TraceSiteCache;   /* trace_alloc.h */

typedef struct TraceLocal {
    _Atomic(uint32_t *) top;           /* next free payload word */
    uint32_t *end;                     /* end of the payload */
    TraceBuffer *buf;                  /* NULL until the thread records its first event */
    uint32_t tid;                      /* trace thread id (frame header), from 1 */
    bool registered;
    bool java;                         /* described as a Java thread */
    /* allocation events (trace_alloc.c) */
    const uint8_t *fresh_tlab;         /* a new TLAB whose first object has no event yet */
    uint32_t stack_countdown;          /* allocations until the next full stack */
    struct TraceSiteCache *sites;
    /* -Xtrace:keepsites (trace_rotate_sites.c): classes whose hashCode() is Object's */
    const struct Class *hash_class[TRACE_HASH_CACHE];
    bool hash_identity[TRACE_HASH_CACHE];
    /* keep-alive runs (trace_gc.c): `count` objects from run_from to run_next, unreported */
    uintptr_t run_from, run_next;
    uint32_t run_count;
    struct TraceLocal *prev, *next;    /* the registry */
} TraceLocal;

extern _Thread_local TraceLocal trace_local;
/* Thread.trace_events before the thread's first compiled allocation: no room (top == end), so
 * compiled code's inline event takes its call, which sets trace_events, with no null test. */
extern TraceLocal trace_no_room;

/* The slow path of trace_reserve: registers the thread on its first event, or submits the
 * full buffer and takes a new one. Returns room for `words` words. */
uint32_t *trace_reserve_slow(TraceLocal *tl, size_t words);

static inline uint32_t *trace_reserve(TraceLocal *tl, size_t words) {
    uint32_t *p = atomic_load_explicit(&tl->top, memory_order_relaxed);
    if ((size_t)(tl->end - p) >= words) return p;
    return trace_reserve_slow(tl, words);
}

/* Publishes the words written up to p. */
static inline void trace_commit(TraceLocal *tl, uint32_t *p) {
    atomic_store_explicit(&tl->top, p, memory_order_release);
}

/* The fast path, as the interpreter runs it and the JIT emits it: check the buffer space,
 * store one word, bump the pointer. false: the buffer is full (take the slow path). */
static inline bool trace_try_put1(TraceLocal *tl, uint32_t w) {
    uint32_t *p = atomic_load_explicit(&tl->top, memory_order_relaxed);
    if (__builtin_expect(p == tl->end, 0)) return false;
    *p = w;
    atomic_store_explicit(&tl->top, p + 1, memory_order_release);
    return true;
}

/* One word, with the slow path. */
static inline void trace_put1(TraceLocal *tl, uint32_t w) {
    uint32_t *p = atomic_load_explicit(&tl->top, memory_order_relaxed);
    if (__builtin_expect(p == tl->end, 0)) p = trace_reserve_slow(tl, 1);
    *p = w;
    atomic_store_explicit(&tl->top, p + 1, memory_order_release);
}

/* Writes record NAME with the given field initializers to the thread's buffer:
 *     TRACE_EMIT(tl, KEEP_ALIVE, .addr = a); */
#define TRACE_EMIT(tl, NAME, ...)                                   \
    do {                                                            \
        TraceEv_##NAME ev_ = {__VA_ARGS__};                         \
        size_t n_ = trace_words_##NAME(&ev_);                       \
        uint32_t *p_ = trace_reserve((tl), n_);                     \
        trace_enc_##NAME(p_, &ev_);                                 \
        trace_commit((tl), p_ + n_);                                \
    } while (0)

/* ---- set-up and files ---- */

/* Creates the trace directory `dir` (or reuses it), opens its files (`heap` only with
 * with_heap), writes their headers and starts the writer thread. false with a message. */
bool trace_recorder_open(const char *dir, bool with_heap, const char *options, char *err, size_t errlen);
bool trace_recorder_is_open(void);

/* Before trace_recorder_open: write a ring of files (trace_rotate.h), and compress buffers
 * (trace_compress.h; partial < 0: all of them). false with a message. */
void trace_recorder_set_rotation(uint64_t limit, double deviation);
bool trace_recorder_set_compression(int codec, int level, double partial, char *err, size_t errlen);
/* Writes the magic, version and FILE_INFO of a file of that kind to fd. */
bool trace_write_file_header(int fd, int kind, const char *options, char *err, size_t errlen);

/* Rotation at a GC start (at the safepoint, every buffer submitted): returns the GC_START
 * flags, TRACE_GC_SYNC when this GC is a synchronization point (the writer then starts the
 * next file before the GC's frames), TRACE_GC_EMERGENCY when it serves an emergency request
 * and `forced` (its cause is the rotation). gc_end: a failed sync GC makes the next one sync. */
unsigned trace_recorder_gc_start(bool forced);
void trace_recorder_gc_end(unsigned flags, bool failed);
void trace_recorder_rotation_counts(uint64_t *sync, uint64_t *emergency);

/* Who records: called at a thread's first event (trace_vm.c). */
void trace_describe_thread(uint32_t *kind, uint32_t *vm_id, char *name, size_t len);
/* Describes the thread again (THREAD_ALIVE) if it has become a Java thread since: the main
 * thread records the heap's creation before the VM knows it. */
void trace_redescribe(TraceLocal *tl);

/* Submits the calling thread's buffer now (if it holds events). */
void trace_flush_local(TraceLocal *tl);
/* Submits every thread's buffer. Only at a safepoint or with every recorder stopped. Runs
 * before(tl) on each thread's TraceLocal first (e.g. to complete pending events); may be NULL. */
void trace_flush_all(void (*before)(TraceLocal *tl));

/* A frame written synchronously to the symbols or heap file (thread 0), in one write. */
void trace_write_frame(int file, const uint32_t *payload, size_t words);

/* Normal end: submits every buffer, drains the queue, stops the writer, closes the files. */
void trace_recorder_close(void);
/* End on a signal while other threads may still record: writes every buffer's published
 * events and then `last` (words, as a frame of the calling thread), and returns when all is
 * on disk. Later submissions block forever. */
void trace_recorder_emergency(const uint32_t *last, size_t words);

#endif
