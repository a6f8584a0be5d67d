/* trace_compress.c: the compressor pool of the recorder and the frame decoder (see
 * trace_compress.h). Each context is used by one thread at a time and starts every buffer
 * with an empty dictionary, as in the paper: a buffer is one zstd frame or one zlib stream. */
#include "trace_compress.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#include "trace_format.h"
#include "trace_options.h"

#define MAX_CONTEXTS 64
#define MAX_RAW_BYTES (64u << 20)   /* a decoder refuses frames claiming more */

typedef struct Compressor {
    ZSTD_CCtx *zstd;
    z_stream zlib;
    uint8_t *out;
    size_t out_cap;
} Compressor;

static Compressor contexts[MAX_CONTEXTS];
static Compressor *free_list[MAX_CONTEXTS];
static size_t nfree;
static pthread_mutex_t pool_lock = PTHREAD_MUTEX_INITIALIZER;
static int codec, level;
static _Atomic uint64_t n_compressed, n_busy, raw_total, stored_total;

bool trace_compress_init(int c, int lvl, size_t max_words, char *err, size_t errlen) {
    codec = c;
    level = lvl ? lvl : 1;
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    size_t n = cores > 0 ? (size_t)cores : 1;
    if (n > MAX_CONTEXTS) n = MAX_CONTEXTS;
    size_t raw = max_words * 4;
    for (size_t i = 0; i < n; i++) {
        Compressor *k = &contexts[i];
        if (codec == TRACE_COMPRESS_ZSTD) {
            k->zstd = ZSTD_createCCtx();
            if (!k->zstd || ZSTD_isError(ZSTD_CCtx_setParameter(k->zstd, ZSTD_c_compressionLevel, level))) {
                snprintf(err, errlen, "cannot create a zstd context");
                return false;
            }
            k->out_cap = ZSTD_compressBound(raw);
        } else {
            memset(&k->zlib, 0, sizeof k->zlib);
            if (deflateInit(&k->zlib, level) != Z_OK) {
                snprintf(err, errlen, "cannot create a zlib context");
                return false;
            }
            k->out_cap = deflateBound(&k->zlib, (uLong)raw);
        }
        k->out = malloc(k->out_cap);
        if (!k->out) {
            snprintf(err, errlen, "out of memory");
            return false;
        }
        free_list[nfree++] = k;
    }
    return true;
}

uint32_t trace_compress_magic(void) {
    return codec == TRACE_COMPRESS_ZLIB ? TRACE_FRAME_MAGIC_ZLIB : TRACE_FRAME_MAGIC_ZSTD;
}

static Compressor *take(void) {
    pthread_mutex_lock(&pool_lock);
    Compressor *k = nfree ? free_list[--nfree] : NULL;
    pthread_mutex_unlock(&pool_lock);
    return k;
}

static void give_back(Compressor *k) {
    pthread_mutex_lock(&pool_lock);
    free_list[nfree++] = k;
    pthread_mutex_unlock(&pool_lock);
}

/* The compressed size of raw[0, n) in k->out, or 0 on failure. */
static size_t compress_one(Compressor *k, const void *raw, size_t n) {
    if (codec == TRACE_COMPRESS_ZSTD) {
        size_t r = ZSTD_compress2(k->zstd, k->out, k->out_cap, raw, n);
        return ZSTD_isError(r) ? 0 : r;
    }
    z_stream *z = &k->zlib;
    if (deflateReset(z) != Z_OK) return 0;
    z->next_in = (Bytef *)raw;
    z->avail_in = (uInt)n;
    z->next_out = k->out;
    z->avail_out = (uInt)k->out_cap;
    if (deflate(z, Z_FINISH) != Z_STREAM_END) return 0;
    return (size_t)z->total_out;
}

size_t trace_compress_in_place(uint32_t *payload, size_t words) {
    Compressor *k = take();
    if (!k) {
        atomic_fetch_add_explicit(&n_busy, 1, memory_order_relaxed);
        return 0;
    }
    size_t raw = words * 4, c = compress_one(k, payload, raw), stored = 0;
    if (c && 2 + (c + 3) / 4 < words) {
        stored = 2 + (c + 3) / 4;
        payload[0] = (uint32_t)raw;
        payload[1] = (uint32_t)c;
        memcpy(payload + 2, k->out, c);
        memset((uint8_t *)(payload + 2) + c, 0, stored * 4 - 8 - c);
        atomic_fetch_add_explicit(&n_compressed, 1, memory_order_relaxed);
        atomic_fetch_add_explicit(&raw_total, raw, memory_order_relaxed);
        atomic_fetch_add_explicit(&stored_total, stored * 4, memory_order_relaxed);
    }
    give_back(k);
    return stored;
}

void trace_compress_stats(uint64_t *compressed, uint64_t *busy, uint64_t *raw_bytes, uint64_t *stored_bytes) {
    *compressed = atomic_load(&n_compressed);
    *busy = atomic_load(&n_busy);
    *raw_bytes = atomic_load(&raw_total);
    *stored_bytes = atomic_load(&stored_total);
}

/* ---- decoding ---- */

bool trace_decompress_frame(uint32_t magic, const uint8_t *payload, size_t bytes, uint8_t **out, size_t *cap,
                            size_t *nbytes, char *why, size_t n) {
    const char *name = magic == TRACE_FRAME_MAGIC_ZSTD ? "zstd" : "zlib";
    if (bytes < 8) {
        snprintf(why, n, "compressed frame (%s) of %zu bytes has no size words", name, bytes);
        return false;
    }
    uint32_t raw, comp;
    memcpy(&raw, payload, 4);
    memcpy(&comp, payload + 4, 4);
    if (comp > bytes - 8 || bytes - 8 - comp >= 4) {
        snprintf(why, n, "compressed frame (%s): %u compressed bytes do not fit its %zu-byte payload", name, comp,
                 bytes);
        return false;
    }
    if (raw % 4 || raw > MAX_RAW_BYTES) {
        snprintf(why, n, "compressed frame (%s): implausible raw size %u", name, raw);
        return false;
    }
    if (*cap < raw || !*out) {
        uint8_t *p = realloc(*out, raw ? raw : 4);
        if (!p) {
            snprintf(why, n, "out of memory");
            return false;
        }
        *out = p;
        *cap = raw ? raw : 4;
    }
    const uint8_t *src = payload + 8;
    if (magic == TRACE_FRAME_MAGIC_ZSTD) {
        size_t r = ZSTD_decompress(*out, raw, src, comp);
        if (ZSTD_isError(r)) {
            snprintf(why, n, "corrupted compressed frame (zstd: %s)", ZSTD_getErrorName(r));
            return false;
        }
        if (r != raw) {
            snprintf(why, n, "corrupted compressed frame (zstd: %zu bytes decoded, %u expected)", r, raw);
            return false;
        }
    } else {
        uLongf got = raw;
        int rc = uncompress(*out, &got, src, comp);
        if (rc != Z_OK || got != raw) {
            snprintf(why, n, "corrupted compressed frame (zlib: %s)",
                     rc == Z_OK ? "wrong decoded size" : rc == Z_DATA_ERROR ? "invalid data" :
                     rc == Z_BUF_ERROR ? "truncated or oversized data" : "error");
            return false;
        }
    }
    *nbytes = raw;
    return true;
}
