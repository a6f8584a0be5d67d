/* test_trace_rotate.c: compressed frames round-trip through the reader (zstd from the
 * recorder's pool, zlib from the library); a corrupted compressed payload (with a valid CRC)
 * and a file cut inside a compressed frame give a decoder error that names the offset; a
 * rotated events file (three parts written out of order) is read from its oldest part on,
 * across part boundaries; the rotation options parse and reject nonsense. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include "../../tracing/trace_compress.h"
#include "../../tracing/trace_options.h"
#include "../../tracing/trace_reader.h"
#include "unit.h"

static char dir[256];

/* Records: a pattern of one-word allocation events and a few longer ones. */
static size_t make_records(uint32_t *w, size_t max) {
    size_t n = 0;
    for (uint32_t i = 0; n + 8 < max; i++) {
        TraceEv_ALLOC_IR_FAST f = {.site = 2 + i % 5, .len = i % 3};
        n += trace_enc_ALLOC_IR_FAST(w + n, &f);
        if (i % 50 == 0) {
            TraceEv_MOVE_SLOW m = {.from = 0x10000 + i * 8, .to = 0x20000 + i * 16};
            n += trace_enc_MOVE_SLOW(w + n, &m);
        }
    }
    return n;
}

/* Writes an events file: the header, then one frame (magic) of payload; returns its path. */
static const char *write_file(const char *name, uint32_t magic, const uint32_t *payload, size_t words,
                              size_t cut_bytes) {
    static char path[512];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    FILE *f = fopen(path, "wb");
    uint32_t hdr[64];
    size_t n = 0;
    hdr[n++] = TRACE_MAGIC;
    hdr[n++] = TRACE_VERSION;
    TraceEv_FILE_INFO info = {.kind = TRACE_FILE_EVENTS, .ptr_size = 8, .align = 8, .vm = trace_str("t"),
                              .options = trace_str("")};
    n += trace_enc_FILE_INFO(hdr + n, &info);
    fwrite(hdr, 4, n, f);
    uint32_t h[TRACE_FRAME_WORDS] = {magic, 1, 0, (uint32_t)(words * 4), 0};
    h[4] = trace_frame_crc(h, payload, words * 4);
    fwrite(h, 4, TRACE_FRAME_WORDS, f);
    fwrite(payload, 1, words * 4 - cut_bytes, f);
    fclose(f);
    return path;
}

static void test_round_trip(void) {
    char err[512];
    static uint32_t raw[4096], buf[4096];
    size_t n = make_records(raw, 4096);
    CHECK(trace_compress_init(TRACE_COMPRESS_ZSTD, 3, 4096, err, sizeof err));
    memcpy(buf, raw, n * 4);
    size_t stored = trace_compress_in_place(buf, n);
    CHECK(stored > 0 && stored < n / 4);   /* repetitive records compress well */
    CHECK_EQ_INT(trace_compress_magic(), TRACE_FRAME_MAGIC_ZSTD);

    TraceFile f;
    TraceFrameView fr;
    const char *p = write_file("zstd", TRACE_FRAME_MAGIC_ZSTD, buf, stored, 0);
    CHECK(trace_file_open(&f, p, TRACE_FILE_EVENTS, err, sizeof err));
    CHECK_EQ_INT(trace_file_next(&f, &fr, err, sizeof err), TRACE_READ_OK);
    CHECK_EQ_INT(fr.nwords, n);
    CHECK(fr.nwords == n && memcmp(fr.words, raw, n * 4) == 0);
    CHECK_EQ_INT(f.compressed_frames, 1);
    CHECK_EQ_INT(trace_file_next(&f, &fr, err, sizeof err), TRACE_READ_END);
    trace_file_close(&f);

    /* zlib, made with the library itself */
    uLongf clen = compressBound(n * 4);
    uint8_t *c = malloc(clen);
    CHECK_EQ_INT(compress2(c, &clen, (const Bytef *)raw, n * 4, 6), Z_OK);
    size_t zw = 2 + (clen + 3) / 4;
    uint32_t *z = calloc(zw, 4);
    z[0] = (uint32_t)(n * 4);
    z[1] = (uint32_t)clen;
    memcpy(z + 2, c, clen);
    p = write_file("zlib", TRACE_FRAME_MAGIC_ZLIB, z, zw, 0);
    CHECK(trace_file_open(&f, p, TRACE_FILE_EVENTS, err, sizeof err));
    CHECK_EQ_INT(trace_file_next(&f, &fr, err, sizeof err), TRACE_READ_OK);
    CHECK(fr.nwords == n && memcmp(fr.words, raw, n * 4) == 0);
    trace_file_close(&f);

    /* corrupted compressed bytes, valid CRC: a decoder error with the frame's offset */
    size_t frame_off = 0;
    for (int codec = 0; codec < 2; codec++) {
        uint32_t *payload = codec ? z : buf;
        size_t words = codec ? zw : stored;
        uint32_t *bad = malloc(words * 4);
        memcpy(bad, payload, words * 4);
        uint8_t *bytes = (uint8_t *)(bad + 2);
        for (size_t i = 4; i < 40; i++) bytes[i] ^= 0x5A;
        p = write_file("bad", codec ? TRACE_FRAME_MAGIC_ZLIB : TRACE_FRAME_MAGIC_ZSTD, bad, words, 0);
        CHECK(trace_file_open(&f, p, TRACE_FILE_EVENTS, err, sizeof err));
        frame_off = f.pos;
        CHECK_EQ_INT(trace_file_next(&f, &fr, err, sizeof err), TRACE_READ_ERROR);
        char want[128];
        snprintf(want, sizeof want, "offset %zu: corrupted compressed frame (%s", frame_off, codec ? "zlib" : "zstd");
        CHECK(strstr(err, want) != NULL);
        if (!strstr(err, want)) fprintf(stderr, "  got: %s\n", err);
        trace_file_close(&f);
        /* a claimed raw size that disagrees with the data */
        memcpy(bad, payload, words * 4);
        bad[0] += 4;
        p = write_file("bad", codec ? TRACE_FRAME_MAGIC_ZLIB : TRACE_FRAME_MAGIC_ZSTD, bad, words, 0);
        CHECK(trace_file_open(&f, p, TRACE_FILE_EVENTS, err, sizeof err));
        CHECK_EQ_INT(trace_file_next(&f, &fr, err, sizeof err), TRACE_READ_ERROR);
        CHECK(strstr(err, "corrupted compressed frame") != NULL);
        trace_file_close(&f);
        free(bad);
    }

    /* a file cut inside the compressed frame: truncated, with the offset */
    p = write_file("cut", TRACE_FRAME_MAGIC_ZSTD, buf, stored, 9);
    CHECK(trace_file_open(&f, p, TRACE_FILE_EVENTS, err, sizeof err));
    CHECK_EQ_INT(trace_file_next(&f, &fr, err, sizeof err), TRACE_READ_TRUNCATED);
    char want[64];
    snprintf(want, sizeof want, "offset %zu: truncated frame", frame_off);
    CHECK(strstr(err, want) != NULL);
    trace_file_close(&f);
    free(c);
    free(z);
}

/* A ring file: header, FILE_PART frame (seq), then one frame holding `marker` MARK records. */
static void write_part(unsigned slot, uint32_t seq, uint32_t marker) {
    char path[512];
    snprintf(path, sizeof path, "%s/ring/events.%u", dir, slot);
    FILE *f = fopen(path, "wb");
    uint32_t w[256];
    size_t n = 0;
    w[n++] = TRACE_MAGIC;
    w[n++] = TRACE_VERSION;
    TraceEv_FILE_INFO info = {.kind = TRACE_FILE_EVENTS, .ptr_size = 8, .align = 8, .vm = trace_str("t"),
                              .options = trace_str("")};
    n += trace_enc_FILE_INFO(w + n, &info);
    for (uint32_t fno = 0; fno < 2; fno++) {
        uint32_t *h = w + n;
        n += TRACE_FRAME_WORDS;
        size_t start = n;
        if (fno == 0) {
            TraceEv_FILE_PART fp = {.seq = seq, .files = 3, .limit = 1 << 20, .deviation_ppm = 333333};
            n += trace_enc_FILE_PART(w + n, &fp);
        } else {
            TraceEv_MARK m = {.kind = 3, .detail = marker, .time_us = seq};
            n += trace_enc_MARK(w + n, &m);
        }
        h[0] = TRACE_FRAME_MAGIC;
        h[1] = fno;   /* FILE_PART is the VM's own frame (thread 0) */
        h[2] = fno;
        h[3] = (uint32_t)((n - start) * 4);
        h[4] = trace_frame_crc(h, w + start, (n - start) * 4);
    }
    fwrite(w, 4, n, f);
    fclose(f);
}

static void test_ring(void) {
    char path[512], err[512];
    snprintf(path, sizeof path, "%s/ring", dir);
    CHECK(mkdir(path, 0755) == 0);
    /* a ring of 3 after 5 rotations: slots hold sequences 3, 4, 5 as 2:5, 0:3, 1:4 */
    write_part(2, 5, 55);
    write_part(0, 3, 33);
    write_part(1, 4, 44);
    snprintf(path, sizeof path, "%s/ring/events", dir);
    TraceFile f;
    CHECK(trace_file_open(&f, path, TRACE_FILE_EVENTS, err, sizeof err));
    CHECK_EQ_INT(f.nparts, 3);
    CHECK_EQ_INT(f.first_seq, 3);
    CHECK_EQ_INT(f.ring.files, 3);
    TraceFrameView fr;
    uint32_t got[3], k = 0;
    int rc;
    while ((rc = trace_file_next(&f, &fr, err, sizeof err)) == TRACE_READ_OK && k < 3) {
        TraceEvent ev;
        CHECK(trace_decode(fr.words, fr.nwords, &ev) > 0 && ev.id == TEV_MARK);
        got[k++] = ev.u.MARK.detail;
    }
    CHECK_EQ_INT(rc, TRACE_READ_END);
    CHECK_EQ_INT(k, 3);
    CHECK(k == 3 && got[0] == 33 && got[1] == 44 && got[2] == 55);
    trace_file_close(&f);
    /* a gap (sequence 4 being rewritten): the trace starts after it */
    snprintf(path, sizeof path, "%s/ring/events.1", dir);
    unlink(path);
    snprintf(path, sizeof path, "%s/ring/events", dir);
    CHECK(trace_file_open(&f, path, TRACE_FILE_EVENTS, err, sizeof err));
    CHECK_EQ_INT(f.nparts, 1);
    CHECK_EQ_INT(f.first_seq, 5);
    trace_file_close(&f);
    /* a part without FILE_PART: a clear error */
    snprintf(path, sizeof path, "%s/ring/events.7", dir);
    FILE *x = fopen(path, "wb");
    uint32_t junk[2] = {TRACE_MAGIC, TRACE_VERSION};
    fwrite(junk, 4, 2, x);
    fclose(x);
    snprintf(path, sizeof path, "%s/ring/events", dir);
    CHECK(!trace_file_open(&f, path, TRACE_FILE_EVENTS, err, sizeof err));
    CHECK(strstr(err, "events.7") != NULL);
}

static void test_options(void) {
    TraceOptions o;
    char err[512];
    CHECK(trace_parse_option("-Xtrace:file=x,rotate=16G,deviation=0.25,keepsites", &o, err, sizeof err));
    CHECK(o.rotate == 16ull << 30 && o.deviation == 0.25 && o.keepsites);
    CHECK(trace_parse_option("-Xtrace:rotate=512M", &o, err, sizeof err));
    CHECK(o.rotate == 512ull << 20 && o.deviation == 0.1 && !o.compress);
    CHECK(trace_parse_option("-Xtrace:compress=zlib,level=9", &o, err, sizeof err));
    CHECK(o.compress == TRACE_COMPRESS_ZLIB && o.level == 9 && o.partial < 0);
    CHECK(trace_parse_option("-Xtrace:partial=0.2", &o, err, sizeof err));
    CHECK(o.compress == TRACE_COMPRESS_ZSTD && o.partial == 0.2);
    const char *bad[] = {"-Xtrace:rotate=0", "-Xtrace:rotate=10", "-Xtrace:rotate=5T", "-Xtrace:rotate=-1M",
                         "-Xtrace:rotate=1M,deviation=2", "-Xtrace:rotate=1M,deviation=0.001", "-Xtrace:deviation=0.5",
                         "-Xtrace:keepsites", "-Xtrace:compress=gzip", "-Xtrace:compress=zlib,level=12",
                         "-Xtrace:compress=none,level=3", "-Xtrace:partial=0", "-Xtrace:keepsites=1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        bool ok = trace_parse_option(bad[i], &o, err, sizeof err);
        CHECK(!ok);
        if (ok) fprintf(stderr, "  accepted: %s\n", bad[i]);
    }
    char buf[512];
    trace_parse_option("-Xtrace:file=d,rotate=1M,deviation=0.5,keepsites,compress=zstd,partial=0.2", &o, err,
                       sizeof err);
    trace_format_options(&o, buf, sizeof buf);
    CHECK_STR(buf, "file=d,rotate=1048576,deviation=0.5,keepsites,compress=zstd,partial=0.2");
}

int main(void) {
    snprintf(dir, sizeof dir, "/tmp/minivm-test-rotate-%d", (int)getpid());
    CHECK(mkdir(dir, 0755) == 0);
    test_round_trip();
    test_ring();
    test_options();
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
    if (system(cmd) != 0) fprintf(stderr, "cannot remove %s\n", dir);
    return unit_summary("test_trace_rotate");
}
