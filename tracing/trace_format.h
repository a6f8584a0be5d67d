/* trace_format.h: the trace format, generated from tracing/events.def.
 *
 * For every row NAME of events.def this header defines
 *   TEV_NAME                     the record id;
 *   TraceEv_NAME                 a struct with one member per field;
 *   trace_words_NAME(&e)         the record's size in 32-bit words;
 *   trace_enc_NAME(out, &e)      writes the record to out, returns its size in words;
 *   trace_dec_NAME(w, avail, &e) reads a record of at most avail words; returns its size, or
 *                                0 if it does not fit in avail words (a truncated record).
 * Nothing else in minivm or minivm-trace lays out a record. trace_format.c adds the
 * descriptor table (names, encodings, documentation) and the id-dispatched decoder. */
#ifndef MINIVM_TRACE_FORMAT_H
#define MINIVM_TRACE_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "events.def"

#define TRACE_MAGIC 0x5254564Du          /* the bytes "MVTR" */
#define TRACE_VERSION 1u
#define TRACE_FRAME_MAGIC 0x4D415246u    /* the bytes "FRAM" */
#define TRACE_FRAME_MAGIC_ZSTD 0x535A5246u   /* "FRZS": a zstd-compressed events frame */
#define TRACE_FRAME_MAGIC_ZLIB 0x4C5A5246u   /* "FRZL": a zlib-compressed events frame */
#define TRACE_FRAME_WORDS 5u
#define TRACE_NO_TYPE 0xFFFFFFFFu

/* FILE_INFO.kind: the three files of a trace directory. */
enum { TRACE_FILE_EVENTS = 0, TRACE_FILE_SYMBOLS = 1, TRACE_FILE_HEAP = 2 };
/* SYM_SITE.who */
enum { TRACE_WHO_VM = 0, TRACE_WHO_IR = 1, TRACE_WHO_JIT = 2 };
/* GC_START / GC_END flags */
enum { TRACE_GC_FAILED = 1, TRACE_GC_SYNC = 2, TRACE_GC_EMERGENCY = 4, TRACE_GC_POINTERS = 8, TRACE_GC_DIRTY = 16 };
/* MARK.kind */
enum { TRACE_MARK_EXIT = 1, TRACE_MARK_SIGNAL = 2 };
/* Predefined allocation sites. */
enum { TRACE_SITE_UNKNOWN = 0, TRACE_SITE_FILLER = 1, TRACE_SITE_FIRST_FREE = 2 };

typedef struct TraceStr {
    const char *s;
    uint32_t len;
} TraceStr;

typedef struct TraceFrame {
    uint32_t method;
    int32_t bci;
} TraceFrame;

typedef struct TraceFrames {
    const TraceFrame *v;
    uint32_t n;
} TraceFrames;

static inline TraceStr trace_str(const char *s) { return (TraceStr){s ? s : "", s ? (uint32_t)strlen(s) : 0}; }

/* ---- record ids ---- */

#define TRACE_ID_(id, NAME, cat, doc, fields) TEV_##NAME = id,
enum TraceEventId { TRACE_EVENTS(TRACE_ID_) };
#undef TRACE_ID_

/* ---- encodings ---- */

typedef enum TraceEnc {
    TENC_H1, TENC_H4, TENC_H8, TENC_H16, TENC_H24, TENC_S23, TENC_SITE, TENC_LEN, TENC_CNT,
    TENC_U32, TENC_S32, TENC_U64, TENC_STR, TENC_FRAMES, TENC_PK12, TENC_PK11, TENC_PTRS,
} TraceEnc;

/* Pointer lists (-Xtrace:pointers). Each reference slot has a 2-bit kind: 11 null (no
 * payload), 01 relative (one S32 word: (target - previous) / alignment, where previous is the
 * last non-null target of the list, at first the list's origin), 10 absolute (a U64), 00 no
 * more slots. PK12/PK11 keep the kinds of up to 12/11 slots in the header (the first slot in
 * the highest bits) and the payload in the body; PTRS is a body: the slot count n, then
 * ceil(n / 16) words of kinds (16 per word, the first slot in bits 31..30), then the payload.
 * `w` points at the body words (PTRS: from its count word), `nw` counts them. */
enum { TRACE_PTR_END = 0, TRACE_PTR_REL = 1, TRACE_PTR_ABS = 2, TRACE_PTR_NULL = 3 };
#define TRACE_PTRS_MAX 1024u   /* slots per PTRS list (a record must fit a buffer) */
typedef struct TracePtrs {
    uint32_t kinds;               /* PK12, PK11: the header kinds */
    uint32_t nw;
    const uint32_t *w;
} TracePtrs;

/* Payload words of the kinds of slots [0, n) in `kinds` (kind of slot i at bits
 * 2 * (n - 1 - i)); stops at the first 00. *slots: the slots before it. */
static inline uint32_t trace_ptr_payload(uint32_t kinds, unsigned n, unsigned *slots) {
    uint32_t words = 0;
    unsigned i = 0;
    for (; i < n; i++) {
        unsigned k = (kinds >> (2 * (n - 1 - i))) & 3u;
        if (k == TRACE_PTR_END) break;
        words += k == TRACE_PTR_REL ? 1 : k == TRACE_PTR_ABS ? 2 : 0;
    }
    if (slots) *slots = i;
    return words;
}

/* Body words of the PTRS list at w (at most avail words), or 0 if it is malformed. */
static inline size_t trace_ptrs_words(const uint32_t *w, size_t avail) {
    if (avail < 1 || w[0] > TRACE_PTRS_MAX) return 0;
    uint32_t n = w[0], kw = (n + 15) / 16;
    if (avail - 1 < kw) return 0;
    size_t words = 1 + (size_t)kw;
    for (uint32_t i = 0; i < kw; i++) {
        unsigned in = n - 16 * i < 16 ? n - 16 * i : 16, slots;
        words += trace_ptr_payload(w[1 + i] >> (32 - 2 * in), in, &slots);
        if (slots != in) return 0;   /* no 00 inside a counted list */
    }
    return words <= avail ? words : 0;
}

/* C type of a field. */
#define TF_CT_H1 uint32_t
#define TF_CT_H4 uint32_t
#define TF_CT_H8 uint32_t
#define TF_CT_H16 uint32_t
#define TF_CT_H24 uint32_t
#define TF_CT_S23 int32_t
#define TF_CT_SITE uint32_t
#define TF_CT_LEN uint32_t
#define TF_CT_CNT uint32_t
#define TF_CT_U32 uint32_t
#define TF_CT_S32 int32_t
#define TF_CT_U64 uint64_t
#define TF_CT_STR TraceStr
#define TF_CT_FRAMES TraceFrames
#define TF_CT_PK12 TracePtrs
#define TF_CT_PK11 TracePtrs
#define TF_CT_PTRS TracePtrs

/* Header bits of a field. */
#define TF_HB_H1 1
#define TF_HB_H4 4
#define TF_HB_H8 8
#define TF_HB_H16 16
#define TF_HB_H24 24
#define TF_HB_S23 23
#define TF_HB_SITE 16
#define TF_HB_LEN 8
#define TF_HB_CNT 24
#define TF_HB_U32 0
#define TF_HB_S32 0
#define TF_HB_U64 0
#define TF_HB_STR 0
#define TF_HB_FRAMES 0
#define TF_HB_PK12 24
#define TF_HB_PK11 22
#define TF_HB_PTRS 0

/* Escaped header fields: the header holds min(v, esc); v >= esc adds an escape word. */
#define TF_ESC_SITE 0xFFFFu
#define TF_ESC_LEN 0xFFu
#define TF_ESC_CNT 0xFFFFFFu

/* ---- typed structs ---- */

#define TF_MEMBER_(enc, name, doc) TF_CT_##enc name;
#define TF_STRUCT_(id, NAME, cat, doc, fields) \
    typedef struct TraceEv_##NAME {             \
        fields(TF_MEMBER_) uint8_t end_;        \
    } TraceEv_##NAME;
TRACE_EVENTS(TF_STRUCT_)
#undef TF_STRUCT_
#undef TF_MEMBER_

#define TF_BITS_(enc, name, doc) +TF_HB_##enc
#define TF_CHECK_(id, NAME, cat, doc, fields) \
    _Static_assert(0 fields(TF_BITS_) <= 24, #NAME ": header fields need more than 24 bits");
TRACE_EVENTS(TF_CHECK_)
#undef TF_CHECK_
#undef TF_BITS_

/* ---- size ---- */

#define TF_W_H(v) 0
#define TF_W_H1 TF_W_H
#define TF_W_H4 TF_W_H
#define TF_W_H8 TF_W_H
#define TF_W_H16 TF_W_H
#define TF_W_H24 TF_W_H
#define TF_W_S23 TF_W_H
#define TF_W_SITE(v) ((v) >= TF_ESC_SITE)
#define TF_W_LEN(v) ((v) >= TF_ESC_LEN)
#define TF_W_CNT(v) ((v) >= TF_ESC_CNT)
#define TF_W_U32(v) 1
#define TF_W_S32(v) 1
#define TF_W_U64(v) 2
#define TF_W_STR(v) (1 + ((size_t)(v).len + 3) / 4)
#define TF_W_FRAMES(v) (1 + 2 * (size_t)(v).n)
#define TF_W_PK12(v) ((size_t)(v).nw)
#define TF_W_PK11(v) ((size_t)(v).nw)
#define TF_W_PTRS(v) ((size_t)(v).nw)

/* ---- encoding: pass 0 packs the header, pass 1 the body, pass 2 the escapes ---- */

#define TF_E_HDR(bits, v)                                                    \
    if (pass == 0) {                                                        \
        sh -= (bits);                                                       \
        w0 |= ((uint32_t)(v) & (uint32_t)((1ull << (bits)) - 1)) << sh;     \
    }
#define TF_E_ESC(bits, esc, v)                                              \
    if (pass == 0) {                                                        \
        sh -= (bits);                                                       \
        w0 |= ((v) >= (esc) ? (uint32_t)(esc) : (uint32_t)(v)) << sh;       \
    } else if (pass == 2 && (v) >= (esc)) {                                 \
        *p++ = (uint32_t)(v);                                               \
    }
#define TF_E_H1(v) TF_E_HDR(1, v)
#define TF_E_H4(v) TF_E_HDR(4, v)
#define TF_E_H8(v) TF_E_HDR(8, v)
#define TF_E_H16(v) TF_E_HDR(16, v)
#define TF_E_H24(v) TF_E_HDR(24, v)
#define TF_E_S23(v) TF_E_HDR(23, v)
#define TF_E_SITE(v) TF_E_ESC(16, TF_ESC_SITE, v)
#define TF_E_LEN(v) TF_E_ESC(8, TF_ESC_LEN, v)
#define TF_E_CNT(v) TF_E_ESC(24, TF_ESC_CNT, v)
#define TF_E_U32(v) if (pass == 1) *p++ = (uint32_t)(v);
#define TF_E_S32(v) if (pass == 1) *p++ = (uint32_t)(v);
#define TF_E_U64(v)                                  \
    if (pass == 1) {                                 \
        *p++ = (uint32_t)(v);                        \
        *p++ = (uint32_t)((uint64_t)(v) >> 32);      \
    }
#define TF_E_STR(v)                                  \
    if (pass == 1) p = trace_put_str(p, (v));
#define TF_E_FRAMES(v)                               \
    if (pass == 1) p = trace_put_frames(p, (v));
#define TF_E_PK(bits, v)                                             \
    if (pass == 0) {                                                \
        sh -= (bits);                                               \
        w0 |= ((v).kinds & (uint32_t)((1ull << (bits)) - 1)) << sh; \
    } else if (pass == 1) {                                         \
        if ((v).nw) memcpy(p, (v).w, (size_t)(v).nw * 4);           \
        p += (v).nw;                                                \
    }
#define TF_E_PK12(v) TF_E_PK(24, v)
#define TF_E_PK11(v) TF_E_PK(22, v)
#define TF_E_PTRS(v)                                 \
    if (pass == 1) {                                 \
        if ((v).nw) memcpy(p, (v).w, (size_t)(v).nw * 4); \
        p += (v).nw;                                 \
    }

static inline uint32_t *trace_put_str(uint32_t *p, TraceStr s) {
    *p++ = s.len;
    size_t words = ((size_t)s.len + 3) / 4;
    if (words) {
        p[words - 1] = 0;
        memcpy(p, s.s, s.len);
    }
    return p + words;
}

static inline uint32_t *trace_put_frames(uint32_t *p, TraceFrames f) {
    *p++ = f.n;
    for (uint32_t i = 0; i < f.n; i++) {
        *p++ = f.v[i].method;
        *p++ = (uint32_t)f.v[i].bci;
    }
    return p;
}

/* ---- decoding: the same passes; `i` counts the words read, `avail` bounds it ---- */

#define TF_D_HDR(bits, dst)                                                       \
    if (pass == 0) {                                                             \
        sh -= (bits);                                                            \
        dst = (w[0] >> sh) & (uint32_t)((1ull << (bits)) - 1);                   \
    }
#define TF_D_ESC(bits, esc, dst)                                                 \
    if (pass == 0) {                                                             \
        sh -= (bits);                                                            \
        dst = (w[0] >> sh) & (uint32_t)((1ull << (bits)) - 1);                   \
    } else if (pass == 2 && dst == (esc)) {                                      \
        if (i >= avail) return 0;                                                \
        dst = w[i++];                                                            \
    }
#define TF_D_H1(dst) TF_D_HDR(1, dst)
#define TF_D_H4(dst) TF_D_HDR(4, dst)
#define TF_D_H8(dst) TF_D_HDR(8, dst)
#define TF_D_H16(dst) TF_D_HDR(16, dst)
#define TF_D_H24(dst) TF_D_HDR(24, dst)
#define TF_D_S23(dst)                                                            \
    if (pass == 0) {                                                             \
        sh -= 23;                                                                \
        uint32_t u_ = (w[0] >> sh) & 0x7FFFFFu;                                  \
        dst = (int32_t)(u_ & 0x3FFFFFu) - (int32_t)(u_ & 0x400000u);             \
    }
#define TF_D_SITE(dst) TF_D_ESC(16, TF_ESC_SITE, dst)
#define TF_D_LEN(dst) TF_D_ESC(8, TF_ESC_LEN, dst)
#define TF_D_CNT(dst) TF_D_ESC(24, TF_ESC_CNT, dst)
#define TF_D_U32(dst)                                                            \
    if (pass == 1) {                                                             \
        if (i >= avail) return 0;                                                \
        dst = w[i++];                                                            \
    }
#define TF_D_S32(dst)                                                            \
    if (pass == 1) {                                                             \
        if (i >= avail) return 0;                                                \
        dst = (int32_t)w[i++];                                                   \
    }
#define TF_D_U64(dst)                                                            \
    if (pass == 1) {                                                             \
        if (avail - i < 2) return 0;                                             \
        dst = (uint64_t)w[i] | (uint64_t)w[i + 1] << 32;                         \
        i += 2;                                                                  \
    }
#define TF_D_STR(dst)                                                            \
    if (pass == 1) {                                                             \
        if (i >= avail) return 0;                                                \
        uint32_t n_ = w[i++];                                                    \
        if (((size_t)n_ + 3) / 4 > avail - i) return 0;                          \
        dst = (TraceStr){(const char *)&w[i], n_};                               \
        i += ((size_t)n_ + 3) / 4;                                               \
    }
#define TF_D_FRAMES(dst)                                                         \
    if (pass == 1) {                                                             \
        if (i >= avail) return 0;                                                \
        uint32_t n_ = w[i++];                                                    \
        if ((size_t)n_ > (avail - i) / 2) return 0;                              \
        dst = (TraceFrames){(const TraceFrame *)&w[i], n_};                      \
        i += 2 * (size_t)n_;                                                     \
    }
#define TF_D_PK(bits, dst)                                                       \
    if (pass == 0) {                                                             \
        sh -= (bits);                                                            \
        dst.kinds = (w[0] >> sh) & (uint32_t)((1ull << (bits)) - 1);             \
    } else if (pass == 1) {                                                      \
        uint32_t n_ = trace_ptr_payload(dst.kinds, (bits) / 2, NULL);            \
        if (n_ > avail - i) return 0;                                            \
        dst.w = &w[i];                                                           \
        dst.nw = n_;                                                             \
        i += n_;                                                                 \
    }
#define TF_D_PK12(dst) TF_D_PK(24, dst)
#define TF_D_PK11(dst) TF_D_PK(22, dst)
#define TF_D_PTRS(dst)                                                           \
    if (pass == 1) {                                                             \
        size_t n_ = trace_ptrs_words(&w[i], avail - i);                          \
        if (!n_) return 0;                                                       \
        dst.w = &w[i];                                                           \
        dst.nw = (uint32_t)n_;                                                   \
        dst.kinds = 0;                                                           \
        i += n_;                                                                 \
    }

/* ---- the generated functions ---- */

#define TF_SIZE_(enc, name, doc) +TF_W_##enc(e->name)
#define TF_ENC_(enc, name, doc) TF_E_##enc(e->name)
#define TF_DEC_(enc, name, doc) TF_D_##enc(e->name)
#define TF_FUNCS_(id, NAME, cat, doc, fields)                                                   \
    static inline size_t trace_words_##NAME(const TraceEv_##NAME *e) {                          \
        (void)e;                                                                                \
        return 1 fields(TF_SIZE_);                                                              \
    }                                                                                           \
    static inline size_t trace_enc_##NAME(uint32_t *out, const TraceEv_##NAME *e) {            \
        uint32_t w0 = (uint32_t)(id) << 24, *p = out + 1;                                       \
        unsigned sh = 24;                                                                       \
        (void)e, (void)sh;                                                                      \
        for (int pass = 0; pass < 3; pass++) {                                                  \
            fields(TF_ENC_)                                                                     \
        }                                                                                       \
        out[0] = w0;                                                                            \
        return (size_t)(p - out);                                                               \
    }                                                                                           \
    static inline size_t trace_dec_##NAME(const uint32_t *w, size_t avail, TraceEv_##NAME *e) { \
        size_t i = 1;                                                                           \
        unsigned sh = 24;                                                                       \
        if (avail < 1) return 0;                                                                \
        memset(e, 0, sizeof *e);                                                                \
        (void)sh, (void)w;                                                                      \
        for (int pass = 0; pass < 3; pass++) {                                                  \
            fields(TF_DEC_)                                                                     \
        }                                                                                       \
        return i;                                                                               \
    }
TRACE_EVENTS(TF_FUNCS_)
#undef TF_FUNCS_
#undef TF_SIZE_
#undef TF_ENC_
#undef TF_DEC_

/* ---- the id-dispatched view (trace_format.c) ---- */

typedef struct TraceFieldDesc {
    const char *name;
    TraceEnc enc;
    const char *doc;
} TraceFieldDesc;

typedef struct TraceEventDesc {
    uint8_t id;
    const char *name;     /* "GC_START" */
    const char *category; /* "PHASE" */
    const char *doc;
    unsigned nfields;
    const TraceFieldDesc *fields;
} TraceEventDesc;

/* Any decoded record. */
typedef struct TraceEvent {
    uint8_t id;
    union {
#define TF_UNION_(id, NAME, cat, doc, fields) TraceEv_##NAME NAME;
        TRACE_EVENTS(TF_UNION_)
#undef TF_UNION_
    } u;
} TraceEvent;

/* A field's value, for generic printing and tests. */
typedef struct TraceValue {
    uint64_t u;          /* integer fields (signed ones sign-extended) */
    TraceStr str;        /* STR */
    TraceFrames frames;  /* FRAMES */
    TracePtrs ptrs;      /* PK12, PK11, PTRS */
} TraceValue;

#define TRACE_MAX_FIELDS 8

/* The descriptor of record id, or NULL for an id events.def does not define. */
const TraceEventDesc *trace_event_desc(unsigned id);
/* Every descriptor, in events.def order. */
const TraceEventDesc *trace_event_descs(size_t *count);
/* Decodes the record at w (at most avail words) into *ev. Returns its size in words; 0 if it
 * is truncated; (size_t)-1 if its id is undefined. */
size_t trace_decode(const uint32_t *w, size_t avail, TraceEvent *ev);
/* Encodes *ev (whose id is set) into out (room for trace_event_words(ev) words). */
size_t trace_encode(uint32_t *out, const TraceEvent *ev);
size_t trace_event_words(const TraceEvent *ev);
/* The fields of *ev in descriptor order; returns their count. */
unsigned trace_event_values(const TraceEvent *ev, TraceValue *out);
/* Sets the fields of *ev (its id set) from values in descriptor order. */
void trace_event_set_values(TraceEvent *ev, const TraceValue *in);
/* The frame header's field names and descriptions (TRACE_FRAME_WORDS each). */
extern const char *const trace_frame_field_name[TRACE_FRAME_WORDS];
extern const char *const trace_frame_field_doc[TRACE_FRAME_WORDS];

/* ---- pointer lists (see TracePtrs) ---- */

/* Kind and payload of one slot (0: null), relative to *prev where it fits; updates *prev.
 * Returns the payload words written to out (0, 1 or 2). */
unsigned trace_ptr_encode(uint64_t target, uint64_t *prev, uint32_t align, unsigned *kind, uint32_t *out);
/* Encodes slots[0, n) (n <= 12 for PK12, 11 for PK11) as header kinds and payload (room for
 * 2n words), the chain starting at origin. Returns the payload words. */
uint32_t trace_ptrs_encode_header(const uint64_t *slots, unsigned n, unsigned cap, uint64_t origin, uint32_t align,
                                  uint32_t *kinds, uint32_t *payload);
/* Encodes slots[0, n) (n <= TRACE_PTRS_MAX) as a PTRS body into out (room for
 * 1 + n / 16 + 1 + 2n words). Returns its words. */
uint32_t trace_ptrs_encode_list(const uint64_t *slots, unsigned n, uint64_t origin, uint32_t align, uint32_t *out);
/* Decodes a list (cap: 12 or 11 for header kinds, 0 for PTRS) into out[0, max): a null slot
 * gives 0. Returns the number of slots (all of them, even beyond max). */
unsigned trace_ptrs_decode(const TracePtrs *p, unsigned cap, uint64_t origin, uint32_t align, uint64_t *out,
                           unsigned max);

/* CRC-32 (the zlib polynomial) of n bytes. */
uint32_t trace_crc32(const void *data, size_t n);
/* The crc word of a frame: the CRC-32 of header words 1-3 (thread, seq, bytes), then the
 * payload. */
uint32_t trace_frame_crc(const uint32_t *header, const void *payload, size_t bytes);

#endif
