/* trace_format.c: the descriptor table of the trace format and the id-dispatched encoder and
 * decoder, all expanded from tracing/events.def. */
#include "trace_format.h"

#include "trace_crc.h"

#define TF_FIELD_(enc, name, doc) {#name, TENC_##enc, doc},
#define TF_FIELDS_(id, NAME, cat, doc, fields) static const TraceFieldDesc fields_##NAME[] = {fields(TF_FIELD_){0}};
TRACE_EVENTS(TF_FIELDS_)
#undef TF_FIELDS_
#undef TF_FIELD_

#define TF_COUNT_(enc, name, doc) +1
#define TF_DESC_(id, NAME, cat, doc, fields) {id, #NAME, #cat, doc, 0 fields(TF_COUNT_), fields_##NAME},
static const TraceEventDesc descs[] = {TRACE_EVENTS(TF_DESC_)};
#undef TF_DESC_
#undef TF_COUNT_

#define TF_FRAME_NAME_(name, doc) #name,
#define TF_FRAME_DOC_(name, doc) doc,
const char *const trace_frame_field_name[TRACE_FRAME_WORDS] = {TRACE_FRAME_FIELDS(TF_FRAME_NAME_)};
const char *const trace_frame_field_doc[TRACE_FRAME_WORDS] = {TRACE_FRAME_FIELDS(TF_FRAME_DOC_)};
#undef TF_FRAME_NAME_
#undef TF_FRAME_DOC_

#define TF_MAXF_(enc, name, doc) +1
#define TF_CHECKF_(id, NAME, cat, doc, fields) \
    _Static_assert(0 fields(TF_MAXF_) <= TRACE_MAX_FIELDS, #NAME ": more than TRACE_MAX_FIELDS fields");
TRACE_EVENTS(TF_CHECKF_)
#undef TF_CHECKF_
#undef TF_MAXF_

const TraceEventDesc *trace_event_desc(unsigned id) {
    for (size_t i = 0; i < sizeof descs / sizeof descs[0]; i++)
        if (descs[i].id == id) return &descs[i];
    return NULL;
}

const TraceEventDesc *trace_event_descs(size_t *count) {
    *count = sizeof descs / sizeof descs[0];
    return descs;
}

size_t trace_decode(const uint32_t *w, size_t avail, TraceEvent *ev) {
    if (avail < 1) return 0;
    ev->id = (uint8_t)(w[0] >> 24);
    switch (ev->id) {
#define TF_CASE_(id, NAME, cat, doc, fields) \
    case id: return trace_dec_##NAME(w, avail, &ev->u.NAME);
        TRACE_EVENTS(TF_CASE_)
#undef TF_CASE_
    default: return (size_t)-1;
    }
}

size_t trace_encode(uint32_t *out, const TraceEvent *ev) {
    switch (ev->id) {
#define TF_CASE_(id, NAME, cat, doc, fields) \
    case id: return trace_enc_##NAME(out, &ev->u.NAME);
        TRACE_EVENTS(TF_CASE_)
#undef TF_CASE_
    default: return 0;
    }
}

size_t trace_event_words(const TraceEvent *ev) {
    switch (ev->id) {
#define TF_CASE_(id, NAME, cat, doc, fields) \
    case id: return trace_words_##NAME(&ev->u.NAME);
        TRACE_EVENTS(TF_CASE_)
#undef TF_CASE_
    default: return 0;
    }
}

/* Generic views of the typed structs. */
#define TF_GET_INT(v) out[n++] = (TraceValue){.u = (uint64_t)(int64_t)(v)}
#define TF_GET_H1 TF_GET_INT
#define TF_GET_H4 TF_GET_INT
#define TF_GET_H8 TF_GET_INT
#define TF_GET_H16 TF_GET_INT
#define TF_GET_H24 TF_GET_INT
#define TF_GET_S23 TF_GET_INT
#define TF_GET_SITE TF_GET_INT
#define TF_GET_LEN TF_GET_INT
#define TF_GET_CNT TF_GET_INT
#define TF_GET_U32 TF_GET_INT
#define TF_GET_S32 TF_GET_INT
#define TF_GET_U64(v) out[n++] = (TraceValue){.u = (v)}
#define TF_GET_STR(v) out[n++] = (TraceValue){.str = (v)}
#define TF_GET_FRAMES(v) out[n++] = (TraceValue){.frames = (v)}
#define TF_GET_PTRS(v) out[n++] = (TraceValue){.ptrs = (v)}
#define TF_GET_PK12 TF_GET_PTRS
#define TF_GET_PK11 TF_GET_PTRS

unsigned trace_event_values(const TraceEvent *ev, TraceValue *out) {
    unsigned n = 0;
    switch (ev->id) {
#define TF_GET_(enc, name, doc) TF_GET_##enc(e->name);
#define TF_CASE_(id, NAME, cat, doc, fields)          \
    case id: {                                        \
        const TraceEv_##NAME *e = &ev->u.NAME;        \
        (void)e;                                      \
        fields(TF_GET_) break;                        \
    }
        TRACE_EVENTS(TF_CASE_)
#undef TF_CASE_
#undef TF_GET_
    default: break;
    }
    return n;
}

#define TF_SET_INT(dst) dst = in[n++].u
#define TF_SET_H1 TF_SET_INT
#define TF_SET_H4 TF_SET_INT
#define TF_SET_H8 TF_SET_INT
#define TF_SET_H16 TF_SET_INT
#define TF_SET_H24 TF_SET_INT
#define TF_SET_S23 TF_SET_INT
#define TF_SET_SITE TF_SET_INT
#define TF_SET_LEN TF_SET_INT
#define TF_SET_CNT TF_SET_INT
#define TF_SET_U32 TF_SET_INT
#define TF_SET_S32 TF_SET_INT
#define TF_SET_U64 TF_SET_INT
#define TF_SET_STR(dst) dst = in[n++].str
#define TF_SET_FRAMES(dst) dst = in[n++].frames
#define TF_SET_PTRS(dst) dst = in[n++].ptrs
#define TF_SET_PK12 TF_SET_PTRS
#define TF_SET_PK11 TF_SET_PTRS

void trace_event_set_values(TraceEvent *ev, const TraceValue *in) {
    unsigned n = 0;
    switch (ev->id) {
#define TF_SET_(enc, name, doc) TF_SET_##enc(e->name);
#define TF_CASE_(id, NAME, cat, doc, fields)   \
    case id: {                                 \
        TraceEv_##NAME *e = &ev->u.NAME;       \
        (void)e;                               \
        fields(TF_SET_) break;                 \
    }
        TRACE_EVENTS(TF_CASE_)
#undef TF_CASE_
#undef TF_SET_
    default: break;
    }
    (void)n;
}

/* ---- pointer lists ---- */

unsigned trace_ptr_encode(uint64_t target, uint64_t *prev, uint32_t align, unsigned *kind, uint32_t *out) {
    if (!target) {
        *kind = TRACE_PTR_NULL;
        return 0;
    }
    int64_t d = (int64_t)(target - *prev);
    *prev = target;
    if (d % (int64_t)align == 0 && d / (int64_t)align >= INT32_MIN && d / (int64_t)align <= INT32_MAX) {
        *kind = TRACE_PTR_REL;
        out[0] = (uint32_t)(int32_t)(d / (int64_t)align);
        return 1;
    }
    *kind = TRACE_PTR_ABS;
    out[0] = (uint32_t)target;
    out[1] = (uint32_t)(target >> 32);
    return 2;
}

uint32_t trace_ptrs_encode_header(const uint64_t *slots, unsigned n, unsigned cap, uint64_t origin, uint32_t align,
                                  uint32_t *kinds, uint32_t *payload) {
    uint32_t words = 0, k = 0;
    uint64_t prev = origin;
    for (unsigned i = 0; i < n && i < cap; i++) {
        unsigned kind;
        words += trace_ptr_encode(slots[i], &prev, align, &kind, payload + words);
        k |= (uint32_t)kind << (2 * (cap - 1 - i));
    }
    *kinds = k;
    return words;
}

uint32_t trace_ptrs_encode_list(const uint64_t *slots, unsigned n, uint64_t origin, uint32_t align, uint32_t *out) {
    uint32_t kw = (n + 15) / 16, *payload = out + 1 + kw, words = 0;
    uint64_t prev = origin;
    out[0] = n;
    memset(out + 1, 0, kw * sizeof *out);
    for (unsigned i = 0; i < n; i++) {
        unsigned kind;
        words += trace_ptr_encode(slots[i], &prev, align, &kind, payload + words);
        out[1 + i / 16] |= (uint32_t)kind << (30 - 2 * (i % 16));
    }
    return 1 + kw + words;
}

unsigned trace_ptrs_decode(const TracePtrs *p, unsigned cap, uint64_t origin, uint32_t align, uint64_t *out,
                           unsigned max) {
    const uint32_t *kw = NULL, *pay = p->w;
    unsigned n;
    if (cap) {
        trace_ptr_payload(p->kinds, cap, &n);
    } else {
        if (!p->nw) return 0;
        n = p->w[0];
        kw = p->w + 1;
        pay = kw + (n + 15) / 16;
    }
    uint64_t prev = origin;
    for (unsigned i = 0; i < n; i++) {
        unsigned k = cap ? (p->kinds >> (2 * (cap - 1 - i))) & 3u : (kw[i / 16] >> (30 - 2 * (i % 16))) & 3u;
        uint64_t v = 0;
        if (k == TRACE_PTR_REL) {
            v = prev + (uint64_t)((int64_t)(int32_t)*pay++ * (int64_t)align);
            prev = v;
        } else if (k == TRACE_PTR_ABS) {
            v = (uint64_t)pay[0] | (uint64_t)pay[1] << 32;
            pay += 2;
            prev = v;
        }
        if (i < max) out[i] = v;
    }
    return n;
}

uint32_t trace_crc32(const void *data, size_t n) { return trace_crc_update(0, data, n); }

uint32_t trace_frame_crc(const uint32_t *header, const void *payload, size_t bytes) {
    return trace_crc_update(trace_crc_update(0, header + 1, 12), payload, bytes);
}
