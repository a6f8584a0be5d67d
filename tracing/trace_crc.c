/* trace_crc.c: CRC-32 (zlib's polynomial) of trace frames, with carry-less multiplication
 * where the CPU has it.
 *
 * The trace writer checksums every frame it writes (docs/trace-format.md), about 300 MB/s of
 * events for an allocation-heavy program; zlib's table-driven crc32 took half of the tracer's
 * CPU time there. The fast path folds 64 bytes per step with PCLMULQDQ, as in Gopal et al.,
 * "Fast CRC Computation for Generic Polynomials Using PCLMULQDQ Instruction" (Intel, 2009),
 * with the constants for the reflected polynomial 0x104C11DB7; the result is zlib's crc32
 * bit for bit (tests/unit/test_trace_codec.c compares them). */
#include "trace_crc.h"

#include <zlib.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define CRC_FOLD 1
#include <immintrin.h>
#include <stdatomic.h>
#include <stdbool.h>

#define FOLD_ATTR __attribute__((target("pclmul,sse4.1")))

/* Folds a (128 bits) forward over the distance the constants k give and adds b. */
FOLD_ATTR static inline __m128i fold(__m128i a, __m128i k, __m128i b) {
    __m128i lo = _mm_clmulepi64_si128(a, k, 0x00);
    __m128i hi = _mm_clmulepi64_si128(a, k, 0x11);
    return _mm_xor_si128(_mm_xor_si128(lo, hi), b);
}

/* The CRC register (not inverted) after n bytes, n >= 64 and a multiple of 16. */
FOLD_ATTR static uint32_t crc_fold(uint32_t crc, const unsigned char *p, size_t n) {
    const __m128i k1k2 = _mm_set_epi64x(0x01c6e41596, 0x0154442bd4);   /* x^(4*128+-32) */
    const __m128i k3k4 = _mm_set_epi64x(0x00ccaa009e, 0x01751997d0);   /* x^(128+-32) */
    const __m128i k5 = _mm_set_epi64x(0, 0x0163cd6124);                 /* x^64 */
    const __m128i poly = _mm_set_epi64x(0x01f7011641, 0x01db710641);   /* P', Barrett mu' */
    const __m128i mask32 = _mm_setr_epi32(-1, 0, -1, 0);

    __m128i x1 = _mm_xor_si128(_mm_loadu_si128((const __m128i *)p), _mm_cvtsi32_si128((int)crc));
    __m128i x2 = _mm_loadu_si128((const __m128i *)(p + 16));
    __m128i x3 = _mm_loadu_si128((const __m128i *)(p + 32));
    __m128i x4 = _mm_loadu_si128((const __m128i *)(p + 48));
    p += 64;
    n -= 64;
    for (; n >= 64; p += 64, n -= 64) {
        x1 = fold(x1, k1k2, _mm_loadu_si128((const __m128i *)p));
        x2 = fold(x2, k1k2, _mm_loadu_si128((const __m128i *)(p + 16)));
        x3 = fold(x3, k1k2, _mm_loadu_si128((const __m128i *)(p + 32)));
        x4 = fold(x4, k1k2, _mm_loadu_si128((const __m128i *)(p + 48)));
    }
    x1 = fold(x1, k3k4, x2);
    x1 = fold(x1, k3k4, x3);
    x1 = fold(x1, k3k4, x4);
    for (; n >= 16; p += 16, n -= 16) x1 = fold(x1, k3k4, _mm_loadu_si128((const __m128i *)p));

    /* 128 bits to 64, then Barrett reduction to 32. */
    __m128i x = _mm_xor_si128(_mm_srli_si128(x1, 8), _mm_clmulepi64_si128(x1, k3k4, 0x10));
    x = _mm_xor_si128(_mm_clmulepi64_si128(_mm_and_si128(x, mask32), k5, 0x00), _mm_srli_si128(x, 4));
    __m128i t = _mm_clmulepi64_si128(_mm_and_si128(x, mask32), poly, 0x10);
    t = _mm_clmulepi64_si128(_mm_and_si128(t, mask32), poly, 0x00);
    return (uint32_t)_mm_extract_epi32(_mm_xor_si128(x, t), 1);
}

static bool have_fold(void) {
    static _Atomic int known = -1;   /* threads racing here compute the same answer */
    int k = atomic_load_explicit(&known, memory_order_relaxed);
    if (k < 0) {
        k = __builtin_cpu_supports("pclmul") && __builtin_cpu_supports("sse4.1");
        atomic_store_explicit(&known, k, memory_order_relaxed);
    }
    return k;
}
#endif

uint32_t trace_crc_update(uint32_t crc, const void *data, size_t n) {
    const unsigned char *p = data;
#ifdef CRC_FOLD
    if (n >= 64 && have_fold()) {
        size_t k = n & ~(size_t)15;
        crc = ~crc_fold(~crc, p, k);
        p += k;
        n -= k;
    }
#endif
    while (n > 0) {
        uInt k = n > (1u << 30) ? (1u << 30) : (uInt)n;
        crc = (uint32_t)crc32(crc, p, k);
        p += k;
        n -= k;
    }
    return crc;
}
