/* trace_options.h: the -Xtrace option of the minivm launcher.
 *
 *   -Xtrace                       trace to the directory ./minivm-<pid>.trace
 *   -Xtrace:file=DIR              trace to the directory DIR
 *   -Xtrace:...,stacks=N          also record the full stack every N allocations per thread
 *   -Xtrace:...,verify            also dump the VM's own heap at every GC end and at exit
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
} TraceOptions;

/* Parses one launcher argument that starts with "-Xtrace" into *o (which it resets). Returns
 * false with a one-line message in err for a malformed or unknown option. */
bool trace_parse_option(const char *arg, TraceOptions *o, char *err, size_t errlen);

/* The options as "file=DIR,stacks=N,verify" (for the trace's file header). */
void trace_format_options(const TraceOptions *o, char *buf, size_t len);

#endif
