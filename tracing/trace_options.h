/* trace_options.h: the -Xtrace option of the minivm launcher.
 *
 *   -Xtrace                       trace to the directory ./minivm-<pid>.trace
 *   -Xtrace:file=DIR              trace to the directory DIR
 *   -Xtrace:...,stacks=N          also record the full stack every N allocations per thread
 *   -Xtrace:...,verify            also dump the VM's own heap at every GC end and at exit
 *   -Xtrace:...,rotate=SIZE       keep the events and symbols below SIZE * (1 + deviation) bytes
 *                                 (K, M, G suffixes): a ring of ceil(1 / deviation) events files
 *   -Xtrace:...,deviation=D       the rotation's allowed deviation, 0 < D <= 1 (default 0.1)
 *   -Xtrace:...,keepsites         keep allocation sites in identity hashes (restored at sync points)
 *   -Xtrace:...,compress=C        zstd (the default codec), zlib or none
 *   -Xtrace:...,level=N           the codec's level (zstd 1..19, zlib 1..9; default 1)
 *   -Xtrace:...,partial=F         compress a buffer only while the flush queue is at least F full
 *   -Xtrace:...,pointers          record every surviving object's references at each GC (=full)
 *   -Xtrace:...,pointers=dirty    minor GCs re-record only the old objects on dirty cards
 * Options combine with commas, in any order. */
#ifndef MINIVM_TRACE_OPTIONS_H
#define MINIVM_TRACE_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct TraceOptions {
    bool enabled;
    char path[4096];          /* the trace directory */
    uint32_t stacks;          /* 0: no full stacks */
    bool verify;
    uint64_t rotate;          /* 0: no rotation */
    double deviation;         /* 0 < deviation <= 1 */
    bool keepsites;
    int compress;             /* TRACE_COMPRESS_* */
    int level;                /* 0: the codec's default */
    double partial;           /* < 0: compress every buffer */
    int pointers;             /* TRACE_POINTERS_* */
} TraceOptions;

enum { TRACE_POINTERS_OFF = 0, TRACE_POINTERS_FULL = 1, TRACE_POINTERS_DIRTY = 2 };

enum { TRACE_COMPRESS_NONE = 0, TRACE_COMPRESS_ZSTD = 1, TRACE_COMPRESS_ZLIB = 2 };

/* Parses one launcher argument that starts with "-Xtrace" into *o (which it resets). Returns
 * false with a one-line message in err for a malformed or unknown option. */
bool trace_parse_option(const char *arg, TraceOptions *o, char *err, size_t errlen);

/* The options as "file=DIR,stacks=N,verify" (for the trace's file header). */
void trace_format_options(const TraceOptions *o, char *buf, size_t len);

#endif
