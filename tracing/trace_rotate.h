/* trace_rotate.h: the ring of events files of -Xtrace:rotate=SIZE[,deviation=D] (Lengauer et
 * al., ICPE'16, section 3.2): n = ceil(1 / D) files `events.0` .. `events.<n-1>`, each
 * starting with a FILE_PART frame that carries its sequence index. The recorder switches to
 * the next file at a GC (a synchronization point); the oldest file is then deleted and its
 * slot reused as the newest.
 *
 * The budget: the events files and the symbols file together never exceed
 * limit * (1 + D) bytes on disk. Before any write that would pass it, the oldest events files
 * (never the current one) are deleted early; a frame that still does not fit is dropped and
 * counted. Thresholds for the current file (bytes queued for it, see trace_recorder.c):
 *     per-file budget  B = (limit * (1 + D) - symbols) / n, less a reserve for frames in
 *                      flight (1/16 of it, or up to 128 KB but at most a quarter)
 *     sync wanted      at B / (1 + D): the next GC becomes a synchronization point
 *     emergency        at B: a minor GC is requested (it becomes the synchronization point).
 * All functions lock the ring; the writer thread and the symbols writer call them. */
#ifndef MINIVM_TRACE_ROTATE_H
#define MINIVM_TRACE_ROTATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Creates events.0 (sequence 0) in dir, removing stale ring files, and writes its header. */
bool trace_ring_open(const char *dir, uint64_t limit, double deviation, const char *options, char *err,
                     size_t errlen);
bool trace_ring_active(void);
/* The fd of the current file. */
int trace_ring_fd(void);
/* Closes the current file and starts the next sequence index (deleting the oldest file if
 * the ring is full). Returns the new fd, or -1 (writes are then dropped). */
int trace_ring_next(void);
/* Makes room for `bytes` more bytes (deleting old files early). symbols: for the symbols
 * file (never dropped). Returns false when the bytes do not fit even so (drop them). */
bool trace_ring_reserve(size_t bytes, bool symbols);
/* The current file's and the symbols' sizes grew by `bytes` after a reserve. */
void trace_ring_wrote(size_t bytes, bool symbols);

/* Thresholds for the current file, in bytes (see above). */
uint64_t trace_ring_sync_at(void);
uint64_t trace_ring_emergency_at(void);
/* The bytes one file of the ring may take: the ring's cap over its number of files. */
uint64_t trace_ring_file_budget(void);
/* Header bytes of a new file (counted at the start of each file). */
uint64_t trace_ring_header_bytes(void);

typedef struct TraceRingStats {
    uint32_t files, seq;          /* ring size, sequence index of the current file */
    uint64_t rotations, early_deletions, dropped_frames, dropped_bytes, max_total, total;
} TraceRingStats;
void trace_ring_stats(TraceRingStats *s);
void trace_ring_close(void);

#endif
