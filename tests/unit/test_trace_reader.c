/* test_trace_reader.c: a hand-made trace directory is replayed into the expected heap; every
 * truncation of its events file and every corrupted byte gives an error with an offset (or,
 * for a cut at a frame boundary, a clean shorter trace), never a crash; an unknown format
 * version is rejected clearly. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../tracing/trace_replay.h"
#include "unit.h"

static char dir[256];

typedef struct {
    uint32_t w[4096];
    size_t n;
} Words;

#define PUT(b, NAME, ...)                                          \
    do {                                                           \
        TraceEv_##NAME e_ = {__VA_ARGS__};                         \
        (b)->n += trace_enc_##NAME((b)->w + (b)->n, &e_);           \
    } while (0)

static void file_header(Words *f, unsigned kind) {
    f->w[f->n++] = TRACE_MAGIC;
    f->w[f->n++] = TRACE_VERSION;
    PUT(f, FILE_INFO, .kind = kind, .ptr_size = 8, .align = 8, .pid = 1, .start_ns = 0, .vm = trace_str("test"),
        .options = trace_str(""));
}

static uint32_t seqs[3];

static void frame(Words *f, unsigned kind, uint32_t thread, const Words *payload) {
    uint32_t *h = f->w + f->n;
    h[0] = TRACE_FRAME_MAGIC;
    h[1] = thread;
    h[2] = seqs[kind]++;
    h[3] = (uint32_t)(payload->n * 4);
    h[4] = trace_frame_crc(h, payload->w, payload->n * 4);
    memcpy(h + 5, payload->w, payload->n * 4);
    f->n += 5 + payload->n;
}

static void write_file(const char *name, const void *data, size_t bytes) {
    char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *fp = fopen(path, "wb");
    if (!fp) {
        perror(path);
        exit(2);
    }
    fwrite(data, 1, bytes, fp);
    fclose(fp);
}

static Words events, symbols;

static void build(void) {
    Words p = {0};
    file_header(&symbols, TRACE_FILE_SYMBOLS);
    PUT(&p, SYM_TYPE, .array = 0, .type = 1, .size = 16, .elem = 0, .name = trace_str("Foo"));
    PUT(&p, SYM_TYPE, .array = 1, .type = 2, .size = 20, .elem = 4, .name = trace_str("[I"));
    PUT(&p, SYM_METHOD, .method = 0, .cls = trace_str("Foo"), .name = trace_str("main"), .desc = trace_str("()V"),
        .source = trace_str("Foo.java"));
    TraceFrame fr = {0, 4};
    PUT(&p, SYM_SITE, .who = TRACE_WHO_IR, .site = 2, .type = 1, .frames = (TraceFrames){&fr, 1});
    PUT(&p, SYM_SITE, .who = TRACE_WHO_IR, .site = 3, .type = 2, .frames = (TraceFrames){&fr, 1});
    frame(&symbols, TRACE_FILE_SYMBOLS, 0, &p);

    file_header(&events, TRACE_FILE_EVENTS);
    p.n = 0;
    PUT(&p, THREAD_ALIVE, .kind = 0, .thread = 1, .vm_id = 1, .name = trace_str("main"));
    PUT(&p, SPACE_CREATE, .space = 0, .start = 0x10000, .end = 0x20000);
    PUT(&p, SPACE_ALLOCATE, .space = 0, .mode = 0, .type = 3);
    PUT(&p, TLAB_ALLOC, .start = 0x10000, .size = 256);
    PUT(&p, ALLOC_IR_FAST, .site = 2, .len = 0);                /* 0x10000, 16 bytes */
    PUT(&p, ALLOC_IR_FAST, .site = 3, .len = 3);                /* 0x10010, 32 bytes */
    PUT(&p, ALLOC_VM_SLOW_TYPE, .site = TRACE_SITE_FILLER, .len = 47, .addr = 0x10030, .type = 2, .units = 26);
    frame(&events, TRACE_FILE_EVENTS, 1, &p);
    p.n = 0;
    PUT(&p, GC_START, .major = 1, .cause = 0, .flags = 0, .gc = 0, .time_us = 10, .base = 0x10000);
    frame(&events, TRACE_FILE_EVENTS, 1, &p);
    p.n = 0;
    PUT(&p, MOVE_SLOW, .from = 0x10010, .to = 0x18000);
    frame(&events, TRACE_FILE_EVENTS, 1, &p);
    p.n = 0;
    PUT(&p, GC_END, .major = 1, .cause = 0, .flags = 0, .gc = 0, .time_us = 20, .base = 0x10000);
    frame(&events, TRACE_FILE_EVENTS, 1, &p);
    p.n = 0;
    PUT(&p, MARK, .kind = TRACE_MARK_EXIT, .detail = 0, .time_us = 30);
    frame(&events, TRACE_FILE_EVENTS, 1, &p);
}

/* Replays the directory; returns 1 ok, 0 ok but truncated, -1 error (message checked). */
static int replay(size_t *objects) {
    TraceReplay *r = malloc(sizeof *r);
    int res;
    if (!trace_replay_open(r, dir, NULL)) {
        if (!CHECK(strstr(r->err, "offset") != NULL || strstr(r->err, "version") != NULL)) fprintf(stderr, "  %s\n", r->err);
        res = -1;
    } else if (!trace_replay_run(r)) {
        if (!CHECK(strstr(r->err, "offset") != NULL)) fprintf(stderr, "  %s\n", r->err);
        res = -1;
    } else {
        res = r->truncated ? 0 : 1;
        if (r->truncated) CHECK(strstr(r->note, "offset") != NULL);
        *objects = hm_count(&r->heap);
    }
    trace_replay_close(r);
    free(r);
    return res;
}

static void test_valid(void) {
    write_file("symbols", symbols.w, symbols.n * 4);
    write_file("events", events.w, events.n * 4);
    TraceReplay *r = malloc(sizeof *r);
    CHECK(trace_replay_open(r, dir, NULL));
    CHECK(trace_replay_run(r));
    CHECK(!r->truncated && r->ended);
    size_t n;
    HmObject *o = hm_snapshot(&r->heap, &n);
    CHECK_EQ_INT(n, 1);
    if (n == 1) {
        CHECK_EQ_INT(o[0].addr, 0x18000);
        CHECK_EQ_INT(o[0].size, 32);
        CHECK_EQ_INT(o[0].type, 2);
        CHECK_EQ_INT(o[0].len, 3);
    }
    free(o);
    trace_replay_close(r);
    free(r);
}

/* The byte offsets where frames end (a cut there leaves a valid, shorter trace). */
static bool frame_boundary(size_t bytes) {
    size_t pos = 8 + 4 * trace_words_FILE_INFO(&(TraceEv_FILE_INFO){.vm = trace_str("test"), .options = trace_str("")});
    while (pos < events.n * 4) {
        if (bytes == pos) return true;
        pos += TRACE_FRAME_WORDS * 4 + events.w[pos / 4 + 3];
    }
    return bytes == pos;
}

static void test_truncated(void) {
    write_file("symbols", symbols.w, symbols.n * 4);
    size_t total = events.n * 4, ok = 0, trunc = 0, errs = 0;
    for (size_t cut = 0; cut < total; cut++) {
        write_file("events", events.w, cut);
        size_t n = 0;
        int r = replay(&n);
        if (r == 1) {
            ok++;
            CHECK(frame_boundary(cut));
        } else if (r == 0) {
            trunc++;
            CHECK(!frame_boundary(cut));
        } else {
            errs++;
        }
    }
    CHECK(ok >= 4);        /* the cuts between frames */
    CHECK(trunc > 100);    /* the cuts inside frames */
    CHECK(errs > 0);       /* the cuts inside the file header */
}

static void test_corrupted(void) {
    write_file("symbols", symbols.w, symbols.n * 4);
    uint8_t *copy = malloc(events.n * 4);
    size_t first_frame = 8 + 4 * trace_words_FILE_INFO(&(TraceEv_FILE_INFO){.vm = trace_str("test"), .options = trace_str("")});
    for (size_t i = 0; i < events.n * 4; i++) {
        for (int bit = 0; bit < 8; bit += 3) {
            memcpy(copy, events.w, events.n * 4);
            copy[i] ^= (uint8_t)(1u << bit);
            write_file("events", copy, events.n * 4);
            size_t n;
            int r = replay(&n);
            /* Every byte of a frame is covered by its header checks or its CRC. A flipped
             * payload-size bit may make the frame look cut short instead. */
            if (i >= first_frame) CHECK(r == -1 || r == 0);
        }
    }
    free(copy);
}

static void test_version(void) {
    write_file("symbols", symbols.w, symbols.n * 4);
    uint32_t saved = events.w[1];
    events.w[1] = TRACE_VERSION + 1;
    write_file("events", events.w, events.n * 4);
    events.w[1] = saved;
    TraceReplay *r = malloc(sizeof *r);
    CHECK(!trace_replay_open(r, dir, NULL));
    CHECK(strstr(r->err, "unsupported trace format version") != NULL);
    trace_replay_close(r);
    free(r);
}

static void test_missing_symbol(void) {
    Words s = {0}, p = {0};
    file_header(&s, TRACE_FILE_SYMBOLS);
    write_file("symbols", s.w, s.n * 4);   /* no symbols at all */
    write_file("events", events.w, events.n * 4);
    TraceReplay *r = malloc(sizeof *r);
    CHECK(trace_replay_open(r, dir, NULL));
    CHECK(!trace_replay_run(r));
    CHECK(strstr(r->err, "not defined") != NULL && strstr(r->err, "offset") != NULL);
    trace_replay_close(r);
    free(r);
    (void)p;
}

/* trace_record_words (the pre-scan's skip) agrees with the decoder on every record kind it
 * sizes itself, with and without escape words, and on truncated records. */
static void test_record_words(void) {
    Words b = {0};
    uint32_t sites[3] = {2, 0xFFFE, 0x12345}, lens[3] = {0, 0xFE, 300};
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            PUT(&b, ALLOC_IR_FAST, .site = sites[i], .len = lens[j]);
            PUT(&b, ALLOC_JIT_FAST, .site = sites[i], .len = lens[j]);
            PUT(&b, ALLOC_VM_FAST, .site = sites[i], .len = lens[j]);
            PUT(&b, ALLOC_IR_SLOW, .site = sites[i], .len = lens[j], .addr = 0x1234567890);
            PUT(&b, ALLOC_JIT_NORMAL, .site = sites[i], .len = lens[j], .addr = 8);
            PUT(&b, ALLOC_VM_SLOW, .site = sites[i], .len = lens[j], .addr = 16);
        }
    PUT(&b, MOVE_FAST_NARROW, .slot = 1, .rel = -5);
    PUT(&b, MOVE_FAST, .slot = 0, .rel = 1 << 30);
    PUT(&b, MOVE_FAST_WIDE, .slot = 1, .from = 0x10000);
    PUT(&b, KEEP_ALIVE, .addr = 0x10000);
    PUT(&b, TLAB_ALLOC, .start = 0x10000, .size = 256);
    PUT(&b, GC_START, .major = 1, .gc = 3, .time_us = 5, .base = 0);
    PUT(&b, THREAD_ALIVE, .kind = 0, .thread = 1, .vm_id = 1, .name = trace_str("worker"));
    size_t i = 0, records = 0;
    while (i < b.n) {
        TraceEvent ev;
        size_t n = trace_decode(b.w + i, b.n - i, &ev);
        CHECK(n != 0 && n != (size_t)-1);
        CHECK_EQ_INT(trace_record_words(b.w + i, b.n - i), n);
        for (size_t cut = 0; cut < n; cut++) CHECK_EQ_INT(trace_record_words(b.w + i, cut), 0);
        i += n;
        records++;
    }
    CHECK_EQ_INT(records, 3 * 3 * 6 + 7);
    uint32_t undefined = 0x18u << 24;
    CHECK_EQ_INT(trace_record_words(&undefined, 1), (size_t)-1);
}

int main(void) {
    snprintf(dir, sizeof dir, "/tmp/test_trace_reader.XXXXXX");
    if (!mkdtemp(dir)) {
        perror("mkdtemp");
        return 2;
    }
    build();
    test_valid();
    test_truncated();
    test_corrupted();
    test_version();
    test_missing_symbol();
    test_record_words();
    char path[512];
    snprintf(path, sizeof path, "%s/events", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/symbols", dir);
    unlink(path);
    rmdir(dir);
    return unit_summary("test_trace_reader");
}
