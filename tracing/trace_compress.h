/* trace_compress.h: black-box compression of events frames (zstd or zlib), as in Lengauer et
 * al., "Efficient and Viable Handling of Large Object Traces" (ICPE'16), section 3.1.
 *
 * Recording: a thread compresses its full buffer itself, before queueing it, with a context
 * taken from a small pool (one per core); when none is free it queues the buffer raw. A
 * compressed frame has its own magic (TRACE_FRAME_MAGIC_ZSTD / _ZLIB) and the payload
 *     [raw byte count][compressed byte count][compressed bytes, zero-padded to a word].
 * Reading: trace_decompress_frame turns such a payload back into the records. */
#ifndef MINIVM_TRACE_COMPRESS_H
#define MINIVM_TRACE_COMPRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Creates the pool for codec (TRACE_COMPRESS_ZSTD or _ZLIB) at level (0: default), for
 * payloads of at most max_words words. false with a message. */
bool trace_compress_init(int codec, int level, size_t max_words, char *err, size_t errlen);
/* The frame magic of the codec in use. */
uint32_t trace_compress_magic(void);
/* Compresses payload[0, words) into itself (it must have room for the raw payload only).
 * Returns the stored payload size in words, or 0 when the buffer stays raw (no context free,
 * or compression would not make it smaller). */
size_t trace_compress_in_place(uint32_t *payload, size_t words);
/* Statistics: buffers compressed, buffers left raw for want of a context, raw and stored bytes. */
void trace_compress_stats(uint64_t *compressed, uint64_t *busy, uint64_t *raw_bytes, uint64_t *stored_bytes);

/* Decodes a compressed frame's payload (magic: its frame magic). On success *out is a
 * malloc'd/realloc'd buffer (capacity *cap bytes) holding *nbytes bytes of records; false
 * with `why` on a corrupted payload. */
bool trace_decompress_frame(uint32_t magic, const uint8_t *payload, size_t bytes, uint8_t **out, size_t *cap,
                            size_t *nbytes, char *why, size_t n);

#endif
