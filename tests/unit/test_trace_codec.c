/* test_trace_codec.c: every record of tracing/events.def survives encode -> decode with random
 * field values (driven by the descriptor table), escapes included; every truncation of a
 * record is detected; the fast-path words have the thesis's layout. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <zlib.h>

#include "../../tracing/trace_crc.h"
#include "../../tracing/trace_format.h"
#include "unit.h"

static uint64_t rng = 0x243F6A8885A308D3ULL;

static uint64_t rnd(void) {
    rng ^= rng << 13;
    rng ^= rng >> 7;
    rng ^= rng << 17;
    return rng;
}

static unsigned hdr_bits(TraceEnc e) {
    switch (e) {
    case TENC_H1: return 1;
    case TENC_H4: return 4;
    case TENC_H8: return 8;
    case TENC_H16: return 16;
    case TENC_H24: return 24;
    default: return 0;
    }
}

static char strings[TRACE_MAX_FIELDS][64];
#define MAX_TEST_SLOTS 40
static uint32_t ptr_words[TRACE_MAX_FIELDS][2 + MAX_TEST_SLOTS / 16 + 2 * MAX_TEST_SLOTS];

/* A random reference slot near origin: null, near (relative), far or unaligned (absolute). */
static uint64_t random_slot(uint64_t origin) {
    uint64_t r = rnd();
    switch (r % 5) {
    case 0: return 0;
    case 1: return origin + ((r >> 8) % 4096) * 8;
    case 2: return origin - ((r >> 8) % 4096) * 8;
    case 3: return (r >> 3) << 3;
    default: return r | 1;   /* not aligned: only absolute fits */
    }
}

/* Random slots for a pointer field (cap: header kinds of 12 / 11 slots, 0: a PTRS list). */
static TracePtrs random_ptrs(unsigned i, unsigned cap, int edge, uint64_t *slots, unsigned *n) {
    unsigned max = cap ? cap : MAX_TEST_SLOTS;
    *n = edge == 1 ? max : edge == 2 ? 0 : (unsigned)(rnd() % (max + 1));
    uint64_t origin = rnd() & ~7ull;
    for (unsigned k = 0; k < *n; k++) slots[k] = random_slot(origin);
    TracePtrs p = {0, 0, ptr_words[i]};
    if (cap) p.nw = trace_ptrs_encode_header(slots, *n, cap, origin, 8, &p.kinds, ptr_words[i]);
    else p.nw = trace_ptrs_encode_list(slots, *n, origin, 8, ptr_words[i]);
    return p;
}
static TraceFrame frames[TRACE_MAX_FIELDS][6];

/* A random value for field i of encoding e; `edge` picks boundary values. */
static TraceValue random_value(unsigned i, TraceEnc e, int edge) {
    TraceValue v = {0};
    uint64_t r = rnd();
    switch (e) {
    case TENC_H1: case TENC_H4: case TENC_H8: case TENC_H16: case TENC_H24: {
        uint64_t max = (1ull << hdr_bits(e)) - 1;
        v.u = edge == 1 ? max : edge == 2 ? 0 : r & max;
        break;
    }
    case TENC_S23: {
        int64_t x = edge == 1 ? (1 << 22) - 1 : edge == 2 ? -(1 << 22) : (int64_t)(r % (1u << 23)) - (1 << 22);
        v.u = (uint64_t)x;
        break;
    }
    case TENC_SITE: v.u = edge == 1 ? 0xFFFF : edge == 2 ? 0xFFFE : edge == 3 ? 0xFFFFFFFFu : r % 3 ? r % 0xFFFF : (uint32_t)r; break;
    case TENC_LEN: v.u = edge == 1 ? 0xFF : edge == 2 ? 0xFE : edge == 3 ? 0x7FFFFFFFu : r % 3 ? r % 0xFF : (uint32_t)r; break;
    case TENC_CNT: v.u = edge == 1 ? 0xFFFFFF : edge == 2 ? 0xFFFFFE : edge == 3 ? 0xFFFFFFFFu : r % 3 ? r % 0xFFFFFF : (uint32_t)r; break;
    case TENC_U32: v.u = edge == 1 ? UINT32_MAX : (uint32_t)r; break;
    case TENC_S32: v.u = (uint64_t)(int64_t)(edge == 1 ? INT32_MIN : edge == 2 ? INT32_MAX : (int32_t)r); break;
    case TENC_U64: v.u = edge == 1 ? UINT64_MAX : r; break;
    case TENC_STR: {
        uint32_t n = edge == 1 ? 0 : edge == 2 ? 4 : (uint32_t)(r % 60);
        for (uint32_t k = 0; k < n; k++) strings[i][k] = (char)('a' + rnd() % 26);
        v.str = (TraceStr){strings[i], n};
        break;
    }
    case TENC_FRAMES: {
        uint32_t n = edge == 1 ? 0 : (uint32_t)(r % 7);
        if (n > 6) n = 6;
        for (uint32_t k = 0; k < n; k++) frames[i][k] = (TraceFrame){(uint32_t)rnd(), (int32_t)rnd()};
        v.frames = (TraceFrames){frames[i], n};
        break;
    }
    case TENC_PK12:
    case TENC_PK11:
    case TENC_PTRS: {
        uint64_t slots[MAX_TEST_SLOTS];
        unsigned n;
        v.ptrs = random_ptrs(i, e == TENC_PK12 ? 12 : e == TENC_PK11 ? 11 : 0, edge, slots, &n);
        break;
    }
    }
    return v;
}

static bool same_value(TraceEnc e, const TraceValue *a, const TraceValue *b) {
    if (e == TENC_STR) return a->str.len == b->str.len && memcmp(a->str.s, b->str.s, a->str.len) == 0;
    if (e == TENC_FRAMES)
        return a->frames.n == b->frames.n && (a->frames.n == 0 || memcmp(a->frames.v, b->frames.v, a->frames.n * sizeof(TraceFrame)) == 0);
    if (e == TENC_PK12 || e == TENC_PK11 || e == TENC_PTRS)
        return a->ptrs.kinds == b->ptrs.kinds && a->ptrs.nw == b->ptrs.nw &&
               (!a->ptrs.nw || memcmp(a->ptrs.w, b->ptrs.w, a->ptrs.nw * 4) == 0);
    if (e == TENC_S23 || e == TENC_S32) return (int32_t)a->u == (int32_t)b->u;
    if (e == TENC_U64) return a->u == b->u;
    return (uint32_t)a->u == (uint32_t)b->u;
}

static void round_trip(const TraceEventDesc *d, int edge) {
    TraceEvent ev = {.id = d->id}, back;
    TraceValue in[TRACE_MAX_FIELDS], out[TRACE_MAX_FIELDS];
    for (unsigned i = 0; i < d->nfields; i++) in[i] = random_value(i, d->fields[i].enc, edge);
    trace_event_set_values(&ev, in);
    uint32_t buf[256];
    memset(buf, 0xAB, sizeof buf);
    size_t n = trace_event_words(&ev);
    size_t m = trace_encode(buf, &ev);
    if (!CHECK_EQ_INT(m, n)) return;
    CHECK_EQ_INT(buf[0] >> 24, d->id);
    CHECK_EQ_INT(buf[n], 0xABABABABu);            /* nothing written past the record */
    size_t k = trace_decode(buf, n, &back);
    if (!CHECK_EQ_INT(k, n)) {
        fprintf(stderr, "  record %s edge %d\n", d->name, edge);
        return;
    }
    CHECK_EQ_INT(back.id, d->id);
    unsigned nv = trace_event_values(&back, out);
    CHECK_EQ_INT(nv, d->nfields);
    for (unsigned i = 0; i < d->nfields; i++)
        if (!CHECK(same_value(d->fields[i].enc, &in[i], &out[i])))
            fprintf(stderr, "  record %s field %s edge %d: %llx != %llx\n", d->name, d->fields[i].name, edge,
                    (unsigned long long)in[i].u, (unsigned long long)out[i].u);
    /* Every shorter prefix is a truncated record, never a wrong one. */
    for (size_t p = 0; p < n; p++) CHECK_EQ_INT(trace_decode(buf, p, &back), 0);
}

static void test_table(void) {
    size_t n;
    const TraceEventDesc *d = trace_event_descs(&n);
    CHECK(n >= 40);
    bool seen[256] = {0};
    for (size_t i = 0; i < n; i++) {
        CHECK(!seen[d[i].id]);                    /* ids are unique */
        seen[d[i].id] = true;
        CHECK(trace_event_desc(d[i].id) == &d[i]);
        CHECK(d[i].nfields <= TRACE_MAX_FIELDS);
        for (int edge = 0; edge <= 3; edge++) round_trip(&d[i], edge);
        for (int rep = 0; rep < 200; rep++) round_trip(&d[i], 0);
    }
    uint32_t w = 0x18000000u;                      /* a reserved id */
    TraceEvent ev;
    CHECK_EQ_INT(trace_decode(&w, 1, &ev), (size_t)-1);
}

static void test_layouts(void) {
    uint32_t w[4];
    /* The thesis's fast allocation word: [id 8][site 16][len 8]. */
    CHECK_EQ_INT(trace_enc_ALLOC_IR_FAST(w, &(TraceEv_ALLOC_IR_FAST){.site = 0x1e4, .len = 0}), 1);
    CHECK_EQ_INT(w[0], 0x1301e400u);
    CHECK_EQ_INT(trace_enc_ALLOC_JIT_FAST(w, &(TraceEv_ALLOC_JIT_FAST){.site = 0x4fe, .len = 16}), 1);
    CHECK_EQ_INT(w[0], 0x1704fe10u);
    /* Escapes: the header holds the escape value, the word after holds the value. */
    CHECK_EQ_INT(trace_enc_ALLOC_IR_FAST(w, &(TraceEv_ALLOC_IR_FAST){.site = 70000, .len = 300}), 3);
    CHECK_EQ_INT(w[0], 0x13ffffffu);
    CHECK_EQ_INT(w[1], 70000);
    CHECK_EQ_INT(w[2], 300);
    CHECK_EQ_INT(trace_enc_ALLOC_IR_FAST(w, &(TraceEv_ALLOC_IR_FAST){.site = 0xFFFE, .len = 254}), 1);
    CHECK_EQ_INT(w[0], 0x13fffefeu);
    /* Normal: word 0, the address (low word first), then escapes. */
    CHECK_EQ_INT(trace_enc_ALLOC_IR_NORMAL(w, &(TraceEv_ALLOC_IR_NORMAL){.site = 5, .len = 255, .addr = 0x1122334455667788ULL}), 4);
    CHECK_EQ_INT(w[0], 0x120005ffu);
    CHECK_EQ_INT(w[1], 0x55667788u);
    CHECK_EQ_INT(w[2], 0x11223344u);
    CHECK_EQ_INT(w[3], 255);
    /* Narrow move: slot bit 23, 23-bit signed relative address below it. */
    CHECK_EQ_INT(trace_enc_MOVE_FAST_NARROW(w, &(TraceEv_MOVE_FAST_NARROW){.slot = 1, .rel = -1}), 1);
    CHECK_EQ_INT(w[0], 0x21ffffffu);
    TraceEv_MOVE_FAST_NARROW nm;
    CHECK_EQ_INT(trace_dec_MOVE_FAST_NARROW(w, 1, &nm), 1);
    CHECK_EQ_INT(nm.rel, -1);
    CHECK_EQ_INT(nm.slot, 1);
    /* The thesis's 20-byte slow move. */
    CHECK_EQ_INT(trace_words_MOVE_SLOW(&(TraceEv_MOVE_SLOW){.from = 1, .to = 2}) * 4, 20);
    /* Strings are padded with zeros. */
    TraceEv_SYM_CAUSE c = {.cause = 3, .name = trace_str("abcde")};
    uint32_t b[8];
    memset(b, 0xFF, sizeof b);
    CHECK_EQ_INT(trace_enc_SYM_CAUSE(b, &c), 4);
    CHECK_EQ_INT(b[1], 5);
    CHECK(memcmp(&b[2], "abcde\0\0\0", 8) == 0);
}

/* Slot values survive a pointer list: relative chains, absolute escapes, nulls, full lists. */
static void test_pointer_lists(void) {
    static uint64_t slots[TRACE_PTRS_MAX], back[TRACE_PTRS_MAX];
    static uint32_t w[2 + TRACE_PTRS_MAX / 16 + 2 * TRACE_PTRS_MAX];
    for (int rep = 0; rep < 300; rep++) {
        unsigned n = rep == 0 ? TRACE_PTRS_MAX : rep == 1 ? 0 : (unsigned)(rnd() % 200);
        uint64_t origin = rnd() & ~7ull;
        for (unsigned k = 0; k < n; k++) slots[k] = random_slot(origin);
        uint32_t nw = trace_ptrs_encode_list(slots, n, origin, 8, w);
        CHECK_EQ_INT(trace_ptrs_words(w, nw), nw);
        CHECK_EQ_INT(trace_ptrs_words(w, nw - 1), 0);   /* truncated */
        TracePtrs p = {0, nw, w};
        CHECK_EQ_INT(trace_ptrs_decode(&p, 0, origin, 8, back, TRACE_PTRS_MAX), n);
        CHECK(n == 0 || memcmp(slots, back, n * sizeof *slots) == 0);
        for (unsigned cap = 11; cap <= 12; cap++) {
            unsigned m = n < cap ? n : cap;
            uint32_t kinds;
            p.nw = trace_ptrs_encode_header(slots, m, cap, origin, 8, &kinds, w);
            p.kinds = kinds;
            CHECK_EQ_INT(trace_ptr_payload(kinds, cap, NULL), p.nw);
            CHECK_EQ_INT(trace_ptrs_decode(&p, cap, origin, 8, back, 12), m);
            CHECK(m == 0 || memcmp(slots, back, m * sizeof *slots) == 0);
        }
    }
    /* The thesis's example: four relative pointers are kinds 01010101 then zeros. */
    uint64_t four[4] = {0x1000, 0x1010, 0x1008, 0x2000};
    uint32_t kinds, pay[8];
    CHECK_EQ_INT(trace_ptrs_encode_header(four, 4, 12, 0x1000, 8, &kinds, pay), 4);
    CHECK_EQ_INT(kinds, 0x550000u);
    CHECK_EQ_INT(pay[0], 0);
    CHECK_EQ_INT(pay[1], 2);
    CHECK_EQ_INT((int32_t)pay[2], -1);
    CHECK_EQ_INT(pay[3], 0x1FF);
    /* A move with pointers: kinds in word 0 below the id, the payload after the addresses. */
    TraceEv_MOVE_SLOW_PTRS mv = {.from = 0x1000, .to = 0x2000, .ptrs = {kinds, 4, pay}};
    uint32_t out[16];
    CHECK_EQ_INT(trace_enc_MOVE_SLOW_PTRS(out, &mv), 9);
    CHECK_EQ_INT(out[0], 0x26550000u);
    CHECK_EQ_INT(out[5], 0);
    CHECK_EQ_INT(out[8], 0x1FF);
    /* A list whose count is too large, or with a 00 kind inside, is malformed. */
    uint32_t bad[3] = {TRACE_PTRS_MAX + 1, 0, 0};
    CHECK_EQ_INT(trace_ptrs_words(bad, 3), 0);
    uint32_t hole[2] = {2, 0x40000000u};   /* 01, then 00 */
    CHECK_EQ_INT(trace_ptrs_words(hole, 2), 0);
}

static void test_crc(void) {
    CHECK_EQ_INT(trace_crc32("123456789", 9), 0xCBF43926u);   /* the CRC-32 check value */
    CHECK_EQ_INT(trace_crc32("", 0), 0);
    /* trace_crc_update (folded where the CPU has PCLMULQDQ) is zlib's crc32 for every
     * length, alignment and starting CRC, also when a frame is checksummed in pieces. */
    static unsigned char buf[4200];
    uint32_t seed = 12345;
    for (size_t i = 0; i < sizeof buf; i++) {
        seed = seed * 1103515245u + 12345u;
        buf[i] = (unsigned char)(seed >> 16);
    }
    int bad = 0;
    for (size_t off = 0; off < 16; off += 5)
        for (size_t n = 0; n + off <= sizeof buf; n += n < 300 ? 1 : 37) {
            uint32_t start = n % 3 == 0 ? 0 : (uint32_t)(n * 2654435761u);
            uint32_t want = (uint32_t)crc32(start, buf + off, (uInt)n);
            if (trace_crc_update(start, buf + off, n) != want) bad++;
            size_t half = n / 2;
            if (trace_crc_update(trace_crc_update(start, buf + off, half), buf + off + half, n - half) != want) bad++;
        }
    CHECK_EQ_INT(bad, 0);
}

int main(void) {
    test_table();
    test_layouts();
    test_pointer_lists();
    test_crc();
    return unit_summary("test_trace_codec");
}
