/* test_trace_recorder.c: the recording machinery on its own: several threads write events
 * through their thread-local buffers at once, with flushes of all buffers in between (as at
 * GC start and end); the events file then holds every event of every thread, in each
 * thread's order, in frames whose sizes vary (randomized buffers), and a symbols frame
 * written synchronously. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../tracing/trace_reader.h"
#include "../../tracing/trace_recorder.h"
#include "unit.h"

#define THREADS 4
#define EVENTS 200000

static pthread_barrier_t start;

static void *writer_thread(void *arg) {
    uint64_t id = (uint64_t)(uintptr_t)arg;
    TraceLocal *tl = &trace_local;
    pthread_barrier_wait(&start);
    for (uint64_t i = 0; i < EVENTS; i++) {
        if (i % 3 == 0) TRACE_EMIT(tl, KEEP_ALIVE, .addr = id << 40 | i);
        else {
            uint32_t w;
            trace_enc_MOVE_FAST_NARROW(&w, &(TraceEv_MOVE_FAST_NARROW){.slot = 0, .rel = (int32_t)(i & 0x3FFFFF)});
            trace_put1(tl, w);
        }
    }
    trace_flush_local(tl);
    return NULL;
}

int main(void) {
    char dir[] = "/tmp/test_trace_recorder.XXXXXX";
    if (!mkdtemp(dir)) return 2;
    char err[512];
    if (!CHECK(trace_recorder_open(dir, false, "test", err, sizeof err))) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    uint32_t sym[16];
    size_t n = trace_enc_SYM_CAUSE(sym, &(TraceEv_SYM_CAUSE){.cause = 7, .name = trace_str("Test Cause")});
    trace_write_frame(TRACE_FILE_SYMBOLS, sym, n);

    pthread_barrier_init(&start, NULL, THREADS);
    pthread_t th[THREADS];
    for (uintptr_t i = 0; i < THREADS; i++) pthread_create(&th[i], NULL, writer_thread, (void *)(i + 1));
    for (int i = 0; i < THREADS; i++) pthread_join(th[i], NULL);
    trace_recorder_close();

    /* Read it back. */
    char path[256];
    snprintf(path, sizeof path, "%s/events", dir);
    TraceFile f;
    if (!CHECK(trace_file_open(&f, path, TRACE_FILE_EVENTS, err, sizeof err))) {
        fprintf(stderr, "%s\n", err);
        return 1;
    }
    uint64_t next[64] = {0};
    uint32_t tid_of[64] = {0};
    unsigned frames = 0, deaths = 0, alive = 0;
    size_t min_frame = SIZE_MAX, max_frame = 0;
    TraceFrameView fr;
    int rc;
    while ((rc = trace_file_next(&f, &fr, err, sizeof err)) == TRACE_READ_OK) {
        frames++;
        if (fr.nwords < min_frame) min_frame = fr.nwords;
        if (fr.nwords > max_frame) max_frame = fr.nwords;
        TraceCursor c = {&fr, 0};
        TraceEvent ev;
        size_t off;
        while (trace_next_event(&c, &ev, &off, err, sizeof err) == 1) {
            if (!CHECK(fr.thread < 64)) break;
            uint64_t *want = &next[fr.thread];
            if (ev.id == TEV_THREAD_ALIVE) {
                alive++;
                continue;
            }
            if (ev.id == TEV_THREAD_DEATH) {
                deaths++;
                continue;
            }
            uint64_t i;
            if (ev.id == TEV_KEEP_ALIVE) {
                i = ev.u.KEEP_ALIVE.addr & ((1ull << 40) - 1);
                uint32_t id = (uint32_t)(ev.u.KEEP_ALIVE.addr >> 40);
                if (!tid_of[fr.thread]) tid_of[fr.thread] = id;
                CHECK_EQ_INT(tid_of[fr.thread], id);   /* a frame holds one thread's events */
            } else if (ev.id == TEV_MOVE_FAST_NARROW) {
                i = *want;
                CHECK_EQ_INT((uint32_t)ev.u.MOVE_FAST_NARROW.rel & 0x3FFFFF, i & 0x3FFFFF);
            } else {
                CHECK(false);
                continue;
            }
            if (!CHECK_EQ_INT(i, *want)) *want = i;
            (*want)++;
        }
    }
    CHECK_EQ_INT(rc, TRACE_READ_END);
    trace_file_close(&f);
    unsigned threads = 0;
    for (int t = 0; t < 64; t++)
        if (next[t]) {
            threads++;
            CHECK_EQ_INT(next[t], EVENTS);
        }
    CHECK_EQ_INT(threads, THREADS);
    CHECK_EQ_INT(alive, THREADS);
    CHECK_EQ_INT(deaths, THREADS);
    CHECK(frames > THREADS * (EVENTS / (TRACE_BUFFER_WORDS + TRACE_BUFFER_WORDS / 8)));
    CHECK(max_frame > min_frame);               /* randomized buffer sizes */
    CHECK(max_frame <= TRACE_BUFFER_WORDS + TRACE_BUFFER_WORDS / 8);

    snprintf(path, sizeof path, "%s/symbols", dir);
    TraceFile s;
    TraceSymbols sy;
    CHECK(trace_file_open(&s, path, TRACE_FILE_SYMBOLS, err, sizeof err));
    CHECK(trace_symbols_load(&sy, &s, err, sizeof err));
    CHECK_STR(sy.causes[7], "Test Cause");
    trace_symbols_free(&sy);
    trace_file_close(&s);

    unlink(path);
    snprintf(path, sizeof path, "%s/events", dir);
    unlink(path);
    rmdir(dir);
    return unit_summary("test_trace_recorder");
}
