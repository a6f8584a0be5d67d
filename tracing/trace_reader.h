/* trace_reader.h: reading a trace directory (events, symbols, heap) frame by frame and
 * record by record, with errors that name the file offset. Never trusts the input: a
 * truncated or corrupted file gives an error, not a crash.
 *
 * A file is read as the snapshot of its size when opened. Open the events file before the
 * symbols file: every symbol an event refers to was written before the event, so it is in
 * a symbols snapshot taken later. */
#ifndef MINIVM_TRACE_READER_H
#define MINIVM_TRACE_READER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "trace_format.h"

/* One file of a rotated events file (trace_rotate.h). */
typedef struct TracePart {
    char path[1024];
    const uint8_t *data;
    size_t size, start;           /* start: offset of the first frame after FILE_PART */
    uint32_t seq;                 /* FILE_PART.seq */
    TraceEv_FILE_PART fp;
    TraceEv_FILE_INFO info;       /* strings point into data */
} TracePart;

typedef struct TraceFile {
    char path[1024];             /* for messages (a rotated file: the current part) */
    const uint8_t *data;          /* the mapped file (NULL when empty) */
    size_t size;
    size_t pos;                   /* offset of the next frame */
    uint32_t next_seq;
    TraceEv_FILE_INFO info;       /* strings point into data (of the first part) */
    /* A rotated trace: `DIR/events` is the ring `DIR/events.<slot>`, read oldest first. */
    TracePart *parts;
    size_t nparts, part;          /* the current part */
    uint32_t first_seq;           /* sequence index of the oldest part: > 0 when the trace's
                                   * beginning was rotated away (it starts at a sync point) */
    TraceEv_FILE_PART ring;       /* the oldest part's FILE_PART */
    uint64_t total_size;          /* all parts */
    /* Compressed frames (trace_compress.h) decode into here. */
    uint8_t *scratch;
    size_t scratch_cap;
    uint64_t compressed_frames, stored_bytes, raw_bytes;
    size_t verified;              /* a file that is not rotated (so only ever appended to): its
                                   * frames below this offset passed their CRC check in an earlier
                                   * reading (a pre-scan) and are not checked again */
    bool drop_behind;             /* set by a caller that keeps nothing of past frames: their pages
                                   * are released as the reading moves on (memory use stays flat) */
    size_t dropped;               /* the current part's pages below this offset were released */
} TraceFile;

typedef struct TraceFrameView {
    uint32_t thread, seq;
    const uint32_t *words;        /* the payload */
    size_t nwords;
    size_t offset;                /* file offset of the payload */
} TraceFrameView;

enum { TRACE_READ_OK = 1, TRACE_READ_END = 0, TRACE_READ_ERROR = -1, TRACE_READ_TRUNCATED = -2 };

/* Opens and checks the header (magic, version, FILE_INFO of the expected kind). An events
 * path that does not exist but whose ring files `path.<n>` do is opened as a rotated file:
 * its parts in FILE_PART order, from the oldest that remains; frames then run on from part
 * to part (each part numbers its frames from 0) and compressed frames decode transparently
 * (the view's words are valid until the next call). */
bool trace_file_open(TraceFile *f, const char *path, unsigned kind, char *err, size_t errlen);
void trace_file_close(TraceFile *f);
/* The next frame: TRACE_READ_OK, TRACE_READ_END (clean end of file), TRACE_READ_ERROR (a
 * corrupted frame; err says where and why) or TRACE_READ_TRUNCATED (the file ends inside a
 * frame, as after a crash; err says where). */
int trace_file_next(TraceFile *f, TraceFrameView *fr, char *err, size_t errlen);

/* Iterates the records of a frame. Returns 1 with *ev and *offset (file offset of the
 * record), 0 at the end of the frame, -1 on an undefined or overlong record (err). */
typedef struct TraceCursor {
    const TraceFrameView *fr;
    size_t i;
} TraceCursor;
int trace_next_event(TraceCursor *c, TraceEvent *ev, size_t *offset, char *err, size_t errlen);
/* The size in words of the record at w (at most avail words) without decoding its fields
 * where the header tells it (the frequent allocation and move records): as trace_decode,
 * 0 if truncated, (size_t)-1 for an undefined id. */
/* trace_skip[id]: the record's size without escapes, and TRACE_SKIP_ESC for the SITE and LEN
 * escapes (only allocation records have them); 0: the size needs the decoder. */
enum { TRACE_SKIP_WORDS = 7, TRACE_SKIP_ESC = 8 };
static const uint8_t trace_skip[256] = {
    [TEV_ALLOC_IR_FAST] = 1 | TRACE_SKIP_ESC,   [TEV_ALLOC_JIT_FAST] = 1 | TRACE_SKIP_ESC,
    [TEV_ALLOC_VM_FAST] = 1 | TRACE_SKIP_ESC,   [TEV_ALLOC_IR_SLOW] = 3 | TRACE_SKIP_ESC,
    [TEV_ALLOC_JIT_SLOW] = 3 | TRACE_SKIP_ESC,  [TEV_ALLOC_VM_SLOW] = 3 | TRACE_SKIP_ESC,
    [TEV_ALLOC_IR_NORMAL] = 3 | TRACE_SKIP_ESC, [TEV_ALLOC_JIT_NORMAL] = 3 | TRACE_SKIP_ESC,
    [TEV_ALLOC_VM_NORMAL] = 3 | TRACE_SKIP_ESC, [TEV_MOVE_FAST_NARROW] = 1,
    [TEV_MOVE_FAST] = 2,                        [TEV_MOVE_FAST_WIDE] = 3,
    [TEV_KEEP_ALIVE] = 3,                       [TEV_TLAB_ALLOC] = 4,
};
static inline size_t trace_record_words(const uint32_t *w, size_t avail) {
    if (avail == 0) return 0;
    uint32_t w0 = w[0];
    unsigned k = trace_skip[w0 >> 24];
    if (k == 0) {
        TraceEvent ev;
        return trace_decode(w, avail, &ev);
    }
    size_t n = k & TRACE_SKIP_WORDS;
    if (k & TRACE_SKIP_ESC) n += ((w0 >> 8 & 0xFFFF) == TF_ESC_SITE) + ((w0 & 0xFF) == TF_ESC_LEN);
    return n <= avail ? n : 0;
}

/* ---- the symbols ---- */

typedef struct TraceTypeSym {
    bool defined, array;
    uint32_t size, elem;
    char *name;
} TraceTypeSym;

typedef struct TraceMethodSym {
    bool defined;
    char *cls, *name, *desc, *source;
} TraceMethodSym;

typedef struct TraceSiteSym {
    bool defined;
    uint8_t who;
    uint32_t type;
    uint32_t nframes;
    TraceFrame *frames;
} TraceSiteSym;

typedef struct TraceSymbols {
    TraceTypeSym *types;
    size_t ntypes;
    TraceMethodSym *methods;
    size_t nmethods;
    TraceSiteSym *sites;
    size_t nsites;
    char *causes[256];
    uint32_t align;
} TraceSymbols;

/* Reads every symbol of an opened symbols file. false with err on a corrupted file (a
 * truncated last frame is ignored, as after a crash). */
bool trace_symbols_load(TraceSymbols *s, TraceFile *f, char *err, size_t errlen);
void trace_symbols_free(TraceSymbols *s);
const TraceTypeSym *trace_sym_type(const TraceSymbols *s, uint32_t id);
const TraceSiteSym *trace_sym_site(const TraceSymbols *s, uint32_t id);
const TraceMethodSym *trace_sym_method(const TraceSymbols *s, uint32_t id);

/* Size in bytes of an object of type t with array length len (false if t is unknown). */
bool trace_object_size(const TraceSymbols *s, uint32_t type, uint32_t len, uint64_t *size);

/* "java.lang.String.substring(II)Ljava/lang/String; bci 22" style text of a site. */
void trace_site_text(const TraceSymbols *s, uint32_t site, char *buf, size_t len);

#endif
