/* libFuzzer harness: the trace decoder (tracing/trace_reader.c) on arbitrary files. The first
 * input byte picks the file kind (events, symbols, ...); the rest is the file, read through a
 * memfd. Every frame and record is decoded; a symbols file is also loaded as symbols. */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include "trace_reader.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    unsigned kind = data[0] % 3;   /* TRACE_FILE_EVENTS, _SYMBOLS, _HEAP */
    int fd = memfd_create("fuzz-trace", 0);
    if (fd < 0)
        return 0;
    if (size > 1 && write(fd, data + 1, size - 1) != (ssize_t)(size - 1)) {
        close(fd);
        return 0;
    }
    char path[64], err[512];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    TraceFile f;
    if (trace_file_open(&f, path, kind, err, sizeof err)) {
        TraceFrameView fr;
        int rc;
        while ((rc = trace_file_next(&f, &fr, err, sizeof err)) == TRACE_READ_OK) {
            TraceCursor cur = {&fr, 0};
            TraceEvent ev;
            size_t off;
            while (trace_next_event(&cur, &ev, &off, err, sizeof err) > 0)
                ;
        }
        trace_file_close(&f);
        TraceFile g;
        if (kind == TRACE_FILE_SYMBOLS && trace_file_open(&g, path, kind, err, sizeof err)) {
            TraceSymbols s;
            if (trace_symbols_load(&s, &g, err, sizeof err))
                trace_symbols_free(&s);
            trace_file_close(&g);
        }
    }
    close(fd);
    return 0;
}
