/* fpconv.c: Java (OpenJDK 17) compatible float/double <-> decimal text conversions.
 * See fpconv.h for the contract.
 *
 * Formatting (fp_double_to_java, fp_float_to_java)
 * ------------------------------------------------
 * JDK 17 formats with FloatingDecimal, whose output is observably determined by the rules
 * below (all reproduced here). They usually, but not always, give the shortest digit string
 * that identifies the value: 1.0E23 prints as 9.999999999999999E22, Double.MIN_VALUE as 4.9E-324.
 *
 *  1. Integers below 2^63 are printed from their exact integer value: when the leading bit is
 *     2^e with e > p+2 (p = 53 or 24 significant bits), the low floor(log10(2^(e-p-1)))
 *     decimal digits are rounded off (half up); the rest are printed exactly, trailing zeros
 *     dropped. So 2^62 prints as 4.6116860184273879E18 and some values get 18 digits
 *     ("2.82879384806159008E17").
 *  2. Everything else is a digit-by-digit long division of the exact value B/S scaled by an
 *     estimated power of ten; generation stops as soon as the remainder is strictly within
 *     half an ulp (M) below ("low") or above ("high"). The ulp used is the ulp above the
 *     value, except for values with a single significant bit where it is halved on both sides.
 *     When the E notation will be used (decimal exponent < -3 or >= 8) the first digit can
 *     never stop the generation, so at least two digits are produced (4.9E-324, not 5.0E-324).
 *     The last digit is rounded up when "high" (and not "low"), or, when both hold, when the
 *     remainder is above one half (at exactly one half: when the digit is odd).
 *  3. The decimal exponent is first estimated with a double-precision formula; if the
 *     estimate is one too high the leading zero digit is dropped. Depending on the bit sizes
 *     of the operands (computed from the estimate) the long division runs in 32-bit ints,
 *     64-bit longs or big integers; the int/long variants use wrapping Java arithmetic (the
 *     half-ulp multiple can overflow, which ends generation) and a strict "remainder + M > 10S"
 *     test for "high", the big-integer variant a non-strict one. Each variant is emulated
 *     bit-exactly below.
 *
 * Parsing (fp_parse_double, fp_parse_float)
 * -----------------------------------------
 * Java's grammar checks are reproduced (see fpconv.h); the value is converted with exact
 * big-integer arithmetic and rounded once, half-even, to the target format. Inputs with more
 * than FP_MAXDIG significant digits keep the first FP_MAXDIG digits plus a sticky nonzero digit,
 * which cannot change the rounding since a halfway point between two doubles has at most 767
 * significant digits. */
#include "fpconv.h"

#include <float.h>
#include <limits.h>
#include <stdint.h>
#include <string.h>

#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#endif

/* ------------------------------------------------------------------------------------------ */
/* small helpers                                                                              */

static int clz64(uint64_t x) /* x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_clzll((unsigned long long)x);
#else
    int n = 0;
    while (!(x & UINT64_C(0x8000000000000000))) {
        x <<= 1;
        n++;
    }
    return n;
#endif
}

static int ctz64(uint64_t x) /* x != 0 */
{
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll((unsigned long long)x);
#else
    int n = 0;
    while (!(x & 1)) {
        x >>= 1;
        n++;
    }
    return n;
#endif
}

static int bitlen64(uint64_t x) { return x ? 64 - clz64(x) : 0; }

/* Java int/long wrap-around: reinterpret the two's complement bit pattern (portable). */
static int32_t j32(uint32_t x)
{
    return x <= (uint32_t)INT32_MAX ? (int32_t)x : -(int32_t)(~x) - 1;
}

static int64_t j64(uint64_t x)
{
    return x <= (uint64_t)INT64_MAX ? (int64_t)x : -(int64_t)(~x) - 1;
}

static const uint64_t POW5[28] = {
    UINT64_C(1),
    UINT64_C(5),
    UINT64_C(25),
    UINT64_C(125),
    UINT64_C(625),
    UINT64_C(3125),
    UINT64_C(15625),
    UINT64_C(78125),
    UINT64_C(390625),
    UINT64_C(1953125),
    UINT64_C(9765625),
    UINT64_C(48828125),
    UINT64_C(244140625),
    UINT64_C(1220703125),
    UINT64_C(6103515625),
    UINT64_C(30517578125),
    UINT64_C(152587890625),
    UINT64_C(762939453125),
    UINT64_C(3814697265625),
    UINT64_C(19073486328125),
    UINT64_C(95367431640625),
    UINT64_C(476837158203125),
    UINT64_C(2384185791015625),
    UINT64_C(11920928955078125),
    UINT64_C(59604644775390625),
    UINT64_C(298023223876953125),
    UINT64_C(1490116119384765625),
    UINT64_C(7450580596923828125),
};

static const uint64_t POW10[20] = {
    UINT64_C(1),
    UINT64_C(10),
    UINT64_C(100),
    UINT64_C(1000),
    UINT64_C(10000),
    UINT64_C(100000),
    UINT64_C(1000000),
    UINT64_C(10000000),
    UINT64_C(100000000),
    UINT64_C(1000000000),
    UINT64_C(10000000000),
    UINT64_C(100000000000),
    UINT64_C(1000000000000),
    UINT64_C(10000000000000),
    UINT64_C(100000000000000),
    UINT64_C(1000000000000000),
    UINT64_C(10000000000000000),
    UINT64_C(100000000000000000),
    UINT64_C(1000000000000000000),
    UINT64_C(10000000000000000000),
};

/* Bit-size bound of 5^i as FloatingDecimal estimates it: ceil(log2(5^i)), and 3*i once the
 * exact table runs out (any value >= 63 there gives the same decisions). */
static int n5bits(int i)
{
    if (i == 0)
        return 0;
    if (i < 28)
        return bitlen64(POW5[i]);
    return i * 3;
}

/* ------------------------------------------------------------------------------------------ */
/* big unsigned integers (little-endian 32-bit limbs, no allocation)                          */

#define BN_LIMBS 128 /* 4096 bits: parsing needs < 2800, formatting < 1200 */

typedef struct {
    int n; /* limbs in use; w[n-1] != 0 when n > 0 */
    uint32_t w[BN_LIMBS];
} bn_t;

static void bn_set(bn_t *a, uint64_t v)
{
    a->n = 0;
    while (v) {
        a->w[a->n++] = (uint32_t)v;
        v >>= 32;
    }
}

static void bn_copy(bn_t *dst, const bn_t *src)
{
    dst->n = src->n;
    memcpy(dst->w, src->w, (size_t)src->n * sizeof src->w[0]);
}

static void bn_muladd(bn_t *a, uint32_t m, uint32_t add)
{
    uint64_t c = add;
    for (int i = 0; i < a->n; i++) {
        c += (uint64_t)a->w[i] * m;
        a->w[i] = (uint32_t)c;
        c >>= 32;
    }
    if (c && a->n < BN_LIMBS)
        a->w[a->n++] = (uint32_t)c;
    while (a->n > 0 && a->w[a->n - 1] == 0)
        a->n--;
}

static void bn_mul_pow5(bn_t *a, int e)
{
    while (e >= 13) {
        bn_muladd(a, (uint32_t)POW5[13], 0);
        e -= 13;
    }
    if (e > 0)
        bn_muladd(a, (uint32_t)POW5[e], 0);
}

static void bn_shl(bn_t *a, int s)
{
    if (a->n == 0 || s <= 0)
        return;
    int limbs = s / 32, bits = s % 32;
    int n = a->n;
    if (n + limbs + 1 > BN_LIMBS) /* cannot happen with the bounds used in this file */
        limbs = BN_LIMBS - n - 1;
    if (bits == 0) {
        for (int i = n - 1; i >= 0; i--)
            a->w[i + limbs] = a->w[i];
        a->n = n + limbs;
    } else {
        uint32_t top = a->w[n - 1] >> (32 - bits);
        for (int i = n - 1; i > 0; i--)
            a->w[i + limbs] = (a->w[i] << bits) | (a->w[i - 1] >> (32 - bits));
        a->w[limbs] = a->w[0] << bits;
        a->n = n + limbs;
        if (top)
            a->w[a->n++] = top;
    }
    for (int i = 0; i < limbs; i++)
        a->w[i] = 0;
}

/* a = 5^e5 * 2^e2 * v */
static void bn_pow52(bn_t *a, uint64_t v, int e5, int e2)
{
    bn_set(a, v);
    bn_mul_pow5(a, e5);
    bn_shl(a, e2);
}

static int bn_cmp(const bn_t *a, const bn_t *b)
{
    if (a->n != b->n)
        return a->n < b->n ? -1 : 1;
    for (int i = a->n - 1; i >= 0; i--)
        if (a->w[i] != b->w[i])
            return a->w[i] < b->w[i] ? -1 : 1;
    return 0;
}

/* a -= b, requires a >= b */
static void bn_sub(bn_t *a, const bn_t *b)
{
    uint64_t borrow = 0;
    for (int i = 0; i < a->n; i++) {
        uint64_t t = (uint64_t)a->w[i] - (i < b->n ? b->w[i] : 0) - borrow;
        a->w[i] = (uint32_t)t;
        borrow = (t >> 32) & 1;
    }
    while (a->n > 0 && a->w[a->n - 1] == 0)
        a->n--;
}

/* a += b */
static void bn_add(bn_t *a, const bn_t *b)
{
    int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; i++) {
        carry += (uint64_t)(i < a->n ? a->w[i] : 0) + (i < b->n ? b->w[i] : 0);
        a->w[i] = (uint32_t)carry;
        carry >>= 32;
    }
    a->n = n;
    if (carry && n < BN_LIMBS)
        a->w[a->n++] = (uint32_t)carry;
}

/* sign of (a + b) - c */
static int bn_add_cmp(const bn_t *a, const bn_t *b, const bn_t *c)
{
    bn_t s;
    int n = a->n > b->n ? a->n : b->n;
    uint64_t carry = 0;
    for (int i = 0; i < n; i++) {
        carry += (uint64_t)(i < a->n ? a->w[i] : 0) + (i < b->n ? b->w[i] : 0);
        s.w[i] = (uint32_t)carry;
        carry >>= 32;
    }
    s.n = n;
    if (carry) {
        if (n >= BN_LIMBS)
            return 1;
        s.w[s.n++] = (uint32_t)carry;
    }
    return bn_cmp(&s, c);
}

static int bn_bitlen(const bn_t *a)
{
    return a->n ? 32 * (a->n - 1) + bitlen64(a->w[a->n - 1]) : 0;
}

/* floor(a / 2^pos), truncated to 64 bits (callers only need about 40 bits) */
static uint64_t bn_bits_at(const bn_t *a, int pos)
{
    int limb = pos / 32, sh = pos % 32;
    uint64_t w0 = limb < a->n ? a->w[limb] : 0;
    uint64_t w1 = limb + 1 < a->n ? a->w[limb + 1] : 0;
    uint64_t w2 = limb + 2 < a->n ? a->w[limb + 2] : 0;
    return (w0 >> sh) | (w1 << (32 - sh)) | (sh ? w2 << (64 - sh) : 0);
}

/* One step of the digit loop: q = b / s (known to be < 10) and b = 10 * (b % s). */
static int bn_quorem10(bn_t *b, const bn_t *s, bn_t *tmp)
{
    int q = 0;
    if (bn_cmp(b, s) >= 0) {
        int L = bn_bitlen(s);
        int pos = L > 32 ? L - 32 : 0;
        uint64_t sv = bn_bits_at(s, pos), bv = bn_bits_at(b, pos);
        uint64_t est = bv / sv; /* within one of the true quotient */
        if (est > 10)
            est = 10;
        q = (int)est;
        if (q > 0) {
            bn_copy(tmp, s);
            bn_muladd(tmp, (uint32_t)q, 0);
            while (bn_cmp(tmp, b) > 0) {
                bn_sub(tmp, s);
                q--;
            }
            bn_sub(b, tmp);
        }
        while (bn_cmp(b, s) >= 0) {
            bn_sub(b, s);
            q++;
        }
    }
    bn_muladd(b, 10, 0);
    return q;
}

/* ------------------------------------------------------------------------------------------ */
/* formatting                                                                                 */

#define FD_MAXDIG 20 /* FloatingDecimal's digit buffer size; never reached in practice */

typedef struct {
    int n;      /* number of digits in d */
    int decexp; /* value = 0.d[0]d[1]...d[n-1] * 10^decexp */
    char d[FD_MAXDIG];
} fd_t;

/* FloatingDecimal's estimate of floor(log10(value)), evaluated in IEEE double exactly as Java
 * does (the volatiles keep compilers from fusing the multiply-adds). */
static int estimate_dec_exp(uint64_t fract_bits, int bin_exp)
{
    uint64_t bits = UINT64_C(0x3FF0000000000000) | (fract_bits & UINT64_C(0x000FFFFFFFFFFFFF));
    double d2;
    memcpy(&d2, &bits, sizeof d2);
    volatile double t1 = (d2 - 1.5) * 0.289529654;
    volatile double t2 = t1 + 0.176091259;
    volatile double t3 = (double)bin_exp * 0.301029995663981;
    double d = t2 + t3;
    int r = (int)d; /* |d| < 400 */
    if ((double)r > d)
        r--;
    return r;
}

/* Rule 1 (see the top of the file): the exact integer v with `insig` low digits rounded off. */
static void fd_long_digits(uint64_t v, int insig, fd_t *r)
{
    if (insig > 0) {
        uint64_t p10 = POW10[insig];
        uint64_t rem = v % p10;
        v /= p10;
        if (rem >= p10 / 2)
            v++;
    }
    char tmp[24];
    int n = 0;
    while (v % 10 == 0) /* v > 0 */
        v /= 10, insig++;
    while (v) {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    }
    for (int i = 0; i < n; i++)
        r->d[i] = tmp[n - 1 - i];
    r->n = n;
    r->decexp = insig + n;
}

static void fd_roundup(fd_t *r)
{
    int i = r->n - 1;
    while (i > 0 && r->d[i] == '9')
        r->d[i--] = '0';
    if (r->d[i] == '9') { /* carry out of the leading digit (the other digits are '0') */
        r->d[0] = '1';
        r->decexp++;
    } else {
        r->d[i]++;
    }
}

static bool fd_eform(int dec_exp) { return dec_exp < -3 || dec_exp >= 8; }

/* Produce the digits of fract_bits * 2^(bin_exp - 52) (fract_bits normalized: bit 52 set),
 * n_sig_bits being the precision of the source value (53/24, less for subnormals). */
static void fd_generate(int bin_exp, uint64_t fract_bits, int n_sig_bits, fd_t *r)
{
    const int tail_zeros = ctz64(fract_bits);
    const int n_fract_bits = 53 - tail_zeros; /* significant bits */
    int n_tiny_bits = n_fract_bits - bin_exp - 1; /* bits right of the binary point */
    if (n_tiny_bits < 0)
        n_tiny_bits = 0;

    if (n_tiny_bits == 0 && bin_exp <= 62) { /* rule 1: an integer below 2^63 */
        int insig = 0;
        if (bin_exp > n_sig_bits) {
            int p2 = bin_exp - n_sig_bits - 1;
            if (p2 > 1) { /* number of decimal digits of 2^p2, minus one */
                uint64_t v = UINT64_C(1) << p2;
                while (v >= 10)
                    v /= 10, insig++;
            }
        }
        uint64_t v = bin_exp >= 52 ? fract_bits << (bin_exp - 52) : fract_bits >> (52 - bin_exp);
        fd_long_digits(v, insig, r);
        return;
    }

    /* value = B/S * 10^dec_exp with B, S, and M (half an ulp) as 5^x * 2^y multiples */
    int dec_exp = estimate_dec_exp(fract_bits, bin_exp);
    const int b5 = dec_exp < 0 ? -dec_exp : 0;
    int b2 = b5 + n_tiny_bits + bin_exp;
    const int s5 = dec_exp > 0 ? dec_exp : 0;
    int s2 = s5 + n_tiny_bits;
    const int m5 = b5;
    int m2 = b2 - n_sig_bits;
    const uint64_t fract = fract_bits >> tail_zeros;
    b2 -= n_fract_bits - 1;
    int common = b2 < s2 ? b2 : s2;
    b2 -= common;
    s2 -= common;
    m2 -= common;
    if (n_fract_bits == 1) /* a power of two: halve M (on both sides) */
        m2 -= 1;
    if (m2 < 0) {
        b2 -= m2;
        s2 -= m2;
        m2 = 0;
    }
    const int b_bits = n_fract_bits + b2 + n5bits(b5);
    const int ten_s_bits = s2 + 1 + n5bits(s5 + 1);

    bool low, high;
    int64_t low_diff = 0;
    int nd = 0;
    int q;

    if (b_bits < 32 && ten_s_bits < 32) {
        /* Java int arithmetic */
        int32_t b = j32((uint32_t)((uint32_t)fract * (uint32_t)POW5[b5]) << (b2 & 31));
        int32_t s = j32((uint32_t)POW5[s5] << (s2 & 31));
        int32_t m = j32((uint32_t)POW5[m5] << (m2 & 31));
        int32_t tens = j32((uint32_t)s * 10u);
        q = b / s;
        b = j32(10u * (uint32_t)(b % s));
        m = j32((uint32_t)m * 10u);
        low = b < m;
        high = j32((uint32_t)b + (uint32_t)m) > tens;
        if (q == 0 && !high)
            dec_exp--;
        else
            r->d[nd++] = (char)('0' + q);
        if (fd_eform(dec_exp))
            high = low = false;
        while (!low && !high && nd < FD_MAXDIG) {
            q = b / s;
            b = j32(10u * (uint32_t)(b % s));
            m = j32((uint32_t)m * 10u);
            if (m > 0) {
                low = b < m;
                high = j32((uint32_t)b + (uint32_t)m) > tens;
            } else {
                low = high = true;
            }
            r->d[nd++] = (char)('0' + q);
        }
        low_diff = j32(((uint32_t)b << 1) - (uint32_t)tens);
    } else if (b_bits < 64 && ten_s_bits < 64) {
        /* Java long arithmetic */
        int64_t b = j64((fract * POW5[b5]) << (b2 & 63));
        int64_t s = j64(POW5[s5] << (s2 & 63));
        int64_t m = j64(POW5[m5] << (m2 & 63));
        int64_t tens = j64((uint64_t)s * 10u);
        q = (int)(b / s);
        b = j64(10u * (uint64_t)(b % s));
        m = j64((uint64_t)m * 10u);
        low = b < m;
        high = j64((uint64_t)b + (uint64_t)m) > tens;
        if (q == 0 && !high)
            dec_exp--;
        else
            r->d[nd++] = (char)('0' + q);
        if (fd_eform(dec_exp))
            high = low = false;
        while (!low && !high && nd < FD_MAXDIG) {
            q = (int)(b / s);
            b = j64(10u * (uint64_t)(b % s));
            m = j64((uint64_t)m * 10u);
            if (m > 0) {
                low = b < m;
                high = j64((uint64_t)b + (uint64_t)m) > tens;
            } else {
                low = high = true;
            }
            r->d[nd++] = (char)('0' + q);
        }
        low_diff = j64(((uint64_t)b << 1) - (uint64_t)tens);
    } else {
        /* exact big-integer arithmetic */
        bn_t B, S, M, TS, tmp;
        /* one of s5, b5 (= m5) is zero: compute the other power of five once */
        bn_pow52(&S, 1, s5, 0);
        bn_copy(&TS, &S);
        bn_muladd(&TS, 10, 0);
        bn_shl(&S, s2);
        bn_shl(&TS, s2);
        bn_pow52(&M, 1, m5, 0);
        bn_copy(&B, &M);
        bn_muladd(&B, (uint32_t)fract, 0);
        if (fract >> 32) { /* B = 5^b5 * fract, fract up to 53 bits */
            bn_copy(&tmp, &M);
            bn_muladd(&tmp, (uint32_t)(fract >> 32), 0);
            bn_shl(&tmp, 32);
            bn_add(&B, &tmp);
        }
        bn_shl(&B, b2);
        bn_muladd(&M, 10, 0); /* 10 * M: B is also multiplied by 10 below */
        bn_shl(&M, m2);
        q = bn_quorem10(&B, &S, &tmp);
        low = bn_cmp(&B, &M) < 0;
        high = bn_add_cmp(&B, &M, &TS) >= 0;
        if (q == 0 && !high)
            dec_exp--;
        else
            r->d[nd++] = (char)('0' + q);
        if (fd_eform(dec_exp))
            high = low = false;
        while (!low && !high && nd < FD_MAXDIG) {
            q = bn_quorem10(&B, &S, &tmp);
            bn_muladd(&M, 10, 0);
            low = bn_cmp(&B, &M) < 0;
            high = bn_add_cmp(&B, &M, &TS) >= 0;
            r->d[nd++] = (char)('0' + q);
        }
        if (high && low)
            low_diff = bn_add_cmp(&B, &B, &TS);
    }
    r->decexp = dec_exp + 1;
    r->n = nd;
    if (high) {
        if (low) {
            if (low_diff == 0) {
                if ((r->d[nd - 1] - '0') & 1)
                    fd_roundup(r);
            } else if (low_diff > 0) {
                fd_roundup(r);
            }
        } else {
            fd_roundup(r);
        }
    }
}

static int fd_format(const fd_t *r, bool neg, char *buf)
{
    char *p = buf;
    const int e = r->decexp, n = r->n;
    if (neg)
        *p++ = '-';
    if (e > 0 && e < 8) { /* [1, 1e7): ddd.ddd */
        int k = n < e ? n : e;
        memcpy(p, r->d, (size_t)k);
        p += k;
        if (k < e) {
            memset(p, '0', (size_t)(e - k));
            p += e - k;
            *p++ = '.';
            *p++ = '0';
        } else {
            *p++ = '.';
            if (k < n) {
                memcpy(p, r->d + k, (size_t)(n - k));
                p += n - k;
            } else {
                *p++ = '0';
            }
        }
    } else if (e <= 0 && e > -3) { /* [1e-3, 1): 0.00ddd */
        *p++ = '0';
        *p++ = '.';
        memset(p, '0', (size_t)-e);
        p += -e;
        memcpy(p, r->d, (size_t)n);
        p += n;
    } else { /* d.dddE[-]x */
        *p++ = r->d[0];
        *p++ = '.';
        if (n > 1) {
            memcpy(p, r->d + 1, (size_t)(n - 1));
            p += n - 1;
        } else {
            *p++ = '0';
        }
        *p++ = 'E';
        int x;
        if (e <= 0) {
            *p++ = '-';
            x = -e + 1;
        } else {
            x = e - 1;
        }
        if (x >= 100) {
            *p++ = (char)('0' + x / 100);
            x %= 100;
            *p++ = (char)('0' + x / 10);
            *p++ = (char)('0' + x % 10);
        } else if (x >= 10) {
            *p++ = (char)('0' + x / 10);
            *p++ = (char)('0' + x % 10);
        } else {
            *p++ = (char)('0' + x);
        }
    }
    *p = '\0';
    return (int)(p - buf);
}

static int fd_special(const char *s, char *buf)
{
    size_t n = strlen(s);
    memcpy(buf, s, n + 1);
    return (int)n;
}

int fp_double_to_java(double d, char *buf)
{
    uint64_t bits;
    memcpy(&bits, &d, sizeof bits);
    const bool neg = (bits >> 63) != 0;
    uint64_t fract = bits & UINT64_C(0x000FFFFFFFFFFFFF);
    int bin_exp = (int)((bits >> 52) & 0x7FF);
    int n_sig;
    if (bin_exp == 0x7FF)
        return fd_special(fract ? "NaN" : neg ? "-Infinity" : "Infinity", buf);
    if (bin_exp == 0) {
        if (fract == 0)
            return fd_special(neg ? "-0.0" : "0.0", buf);
        int lz = clz64(fract);
        int shift = lz - 11;
        fract <<= shift;
        bin_exp = 1 - shift;
        n_sig = 64 - lz;
    } else {
        fract |= UINT64_C(0x0010000000000000);
        n_sig = 53;
    }
    fd_t r;
    fd_generate(bin_exp - 1023, fract, n_sig, &r);
    return fd_format(&r, neg, buf);
}

int fp_float_to_java(float f, char *buf)
{
    uint32_t bits;
    memcpy(&bits, &f, sizeof bits);
    const bool neg = (bits >> 31) != 0;
    uint32_t fract = bits & 0x007FFFFFu;
    int bin_exp = (int)((bits >> 23) & 0xFF);
    int n_sig;
    if (bin_exp == 0xFF)
        return fd_special(fract ? "NaN" : neg ? "-Infinity" : "Infinity", buf);
    if (bin_exp == 0) {
        if (fract == 0)
            return fd_special(neg ? "-0.0" : "0.0", buf);
        int lz = clz64(fract) - 32;
        int shift = lz - 8;
        fract <<= shift;
        bin_exp = 1 - shift;
        n_sig = 32 - lz;
    } else {
        fract |= 0x00800000u;
        n_sig = 24;
    }
    fd_t r;
    fd_generate(bin_exp - 127, (uint64_t)fract << 29, n_sig, &r);
    return fd_format(&r, neg, buf);
}

/* ------------------------------------------------------------------------------------------ */
/* parsing                                                                                    */

#define FP_MAXDIG 800 /* significant decimal digits kept exactly (+1 sticky digit) */

typedef struct {
    int p;          /* significand bits, hidden bit included */
    int emin, emax; /* exponent range of normal numbers; emax is also the bias */
    int dec_inf;    /* 0.ddd * 10^decExp is infinite when decExp > dec_inf */
    int dec_zero;   /* ... and rounds to zero when decExp < dec_zero */
    uint64_t sign, inf, nan;
} fmt_t;

static const fmt_t FMT_D = {53, -1022, 1023, 309, -323,
                            UINT64_C(0x8000000000000000), UINT64_C(0x7FF0000000000000),
                            UINT64_C(0x7FF8000000000000)};
static const fmt_t FMT_F = {24, -126, 127, 39, -45, 0x80000000u, 0x7F800000u, 0x7FC00000u};

/* Round mant * 2^e2 (plus a nonzero amount below its last bit when sticky) to the nearest
 * value of the format, ties to even; returns the bits without the sign. */
static uint64_t round_pack(uint64_t mant, int64_t e2, bool sticky, const fmt_t *f)
{
    const int p = f->p;
    if (mant == 0)
        return 0;
    const int L = bitlen64(mant);
    const int64_t e = e2 + L - 1; /* exponent of the leading bit */
    if (e > f->emax)
        return f->inf;
    int64_t u = e - p + 1; /* exponent of the last kept bit */
    const int64_t umin = (int64_t)f->emin - p + 1;
    if (u < umin)
        u = umin;
    const int64_t drop = u - e2;
    uint64_t m;
    if (drop <= 0) {
        m = mant << -drop;
    } else {
        bool rb, st;
        if (drop > 64) {
            m = 0;
            rb = false;
            st = true;
        } else {
            m = drop == 64 ? 0 : mant >> drop;
            rb = ((mant >> (drop - 1)) & 1) != 0;
            st = sticky || (drop > 1 && (mant & ((UINT64_C(1) << (drop - 1)) - 1)) != 0);
        }
        if (rb && (st || (m & 1)))
            m++;
    }
    if (m >> p) { /* rounding carried into a new bit */
        m >>= 1;
        u++;
    }
    if (m >> (p - 1)) {
        const int64_t biased = u + (p - 1) + f->emax;
        if (biased >= 2 * (int64_t)f->emax + 1)
            return f->inf;
        return ((uint64_t)biased << (p - 1)) | (m & ((UINT64_C(1) << (p - 1)) - 1));
    }
    return m; /* subnormal (or zero) */
}

static const double EXACT_POW10_D[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                         1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                         1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
static const float EXACT_POW10_F[11] = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f,
                                        1e6f, 1e7f, 1e8f, 1e9f, 1e10f};

/* Correctly rounded value of 0.dig[0..n) * 10^dec_exp (dig[0] and dig[n-1] nonzero, n >= 1),
 * bits without sign. */
static uint64_t dec_to_bits(const uint8_t *dig, int n, int64_t dec_exp64, const fmt_t *f)
{
    if (dec_exp64 > f->dec_inf)
        return f->inf;
    if (dec_exp64 < f->dec_zero)
        return 0;
    const int e10 = (int)dec_exp64 - n;

    if (n <= 19 && e10 >= 0 && n + e10 <= 19) { /* exact integer */
        uint64_t v = 0;
        for (int i = 0; i < n; i++)
            v = v * 10 + dig[i];
        return round_pack(v * POW10[e10], 0, false, f);
    }
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0
    /* one correctly rounded IEEE operation on exact operands */
    if (f->p == 53 && n <= 15 && e10 >= -22 && e10 <= 22) {
        uint64_t v = 0;
        for (int i = 0; i < n; i++)
            v = v * 10 + dig[i];
        volatile double x = (double)v;
        double y = e10 >= 0 ? x * EXACT_POW10_D[e10] : x / EXACT_POW10_D[-e10];
        uint64_t bits;
        memcpy(&bits, &y, sizeof bits);
        return bits;
    }
    if (f->p == 24 && n <= 7 && e10 >= -10 && e10 <= 10) {
        uint32_t v = 0;
        for (int i = 0; i < n; i++)
            v = v * 10 + dig[i];
        volatile float x = (float)v;
        float y = e10 >= 0 ? x * EXACT_POW10_F[e10] : x / EXACT_POW10_F[-e10];
        uint32_t bits;
        memcpy(&bits, &y, sizeof bits);
        return bits;
    }
#endif

    /* value = N / Q * 2^e10 with N = digits * 5^max(e10,0), Q = 5^max(-e10,0) */
    bn_t N, Q, R;
    bn_set(&N, 0);
    for (int i = 0; i < n;) {
        uint32_t chunk = 0, scale = 1;
        for (int k = 0; k < 9 && i < n; k++, i++) {
            chunk = chunk * 10 + dig[i];
            scale *= 10;
        }
        bn_muladd(&N, scale, chunk);
    }
    bn_set(&Q, 1);
    if (e10 >= 0)
        bn_mul_pow5(&N, e10);
    else
        bn_mul_pow5(&Q, -e10);
    /* scale so that the quotient has p+3 or p+4 bits (enough for a round and a sticky bit) */
    const int sh = (f->p + 3) - (bn_bitlen(&N) - bn_bitlen(&Q));
    if (sh > 0)
        bn_shl(&N, sh);
    else
        bn_shl(&Q, -sh);
    /* long division in two 32-bit quotient digits (q < 2^K <= 2^32 * 2^32): normalize Q so
     * that its top limb has its high bit set, then estimate each digit from the top limbs
     * (never too small, at most 2 too large) and correct */
    const int norm = (32 - bn_bitlen(&Q) % 32) % 32;
    bn_shl(&N, norm);
    bn_shl(&Q, norm);
    uint64_t q = 0;
    for (int j = 1; j >= 0; j--) {
        const int qn = Q.n;
        uint64_t hi = j + qn < N.n ? N.w[j + qn] : 0;
        uint64_t lo = j + qn - 1 < N.n ? N.w[j + qn - 1] : 0;
        uint64_t qhat = ((hi << 32) | lo) / Q.w[qn - 1];
        if (qhat > UINT32_MAX)
            qhat = UINT32_MAX;
        while (qhat > 0) {
            bn_copy(&R, &Q);
            bn_muladd(&R, (uint32_t)qhat, 0);
            bn_shl(&R, 32 * j);
            if (bn_cmp(&R, &N) <= 0) {
                bn_sub(&N, &R);
                break;
            }
            qhat--;
        }
        q = (q << 32) | qhat;
    }
    return round_pack(q, (int64_t)e10 - sh, N.n != 0, f);
}

static int hexval(unsigned c)
{
    if (c >= '0' && c <= '9')
        return (int)(c - '0');
    if (c >= 'a' && c <= 'f')
        return (int)(c - 'a' + 10);
    if (c >= 'A' && c <= 'F')
        return (int)(c - 'A' + 10);
    return -1;
}

static bool is_fd_suffix(unsigned c) { return c == 'f' || c == 'F' || c == 'd' || c == 'D'; }

/* p[0..n) follows "0x" / "0X": (hex+ '.'? | hex* '.' hex+) [pP] [+-]? digit+ [fFdD]? */
static bool parse_hex(const unsigned char *p, size_t n, uint64_t sign, const fmt_t *f,
                      uint64_t *bits)
{
    size_t i = 0;
    bool point = false;
    size_t ndig = 0;
    uint64_t mant = 0;
    int sig = 0; /* significant hex digits in mant (at most 15 = 60 bits) */
    bool sticky = false;
    int64_t adj = 0; /* binary exponent adjustment for the digits' positions */
    for (; i < n; i++) {
        int h = hexval(p[i]);
        if (h >= 0) {
            ndig++;
            if (sig == 0 && h == 0) {
                if (point)
                    adj -= 4;
            } else if (sig < 15) {
                mant = mant * 16 + (unsigned)h;
                sig++;
                if (point)
                    adj -= 4;
            } else {
                if (h)
                    sticky = true;
                if (!point)
                    adj += 4;
            }
        } else if (p[i] == '.' && !point) {
            point = true;
        } else {
            break;
        }
    }
    if (ndig == 0 || i >= n || (p[i] != 'p' && p[i] != 'P'))
        return false;
    i++;
    bool eneg = false;
    if (i < n && (p[i] == '+' || p[i] == '-'))
        eneg = p[i++] == '-';
    size_t e0 = i;
    int64_t ev = 0;
    bool eovf = false;
    for (; i < n && p[i] >= '0' && p[i] <= '9'; i++) {
        if (!eovf) {
            ev = ev * 10 + (p[i] - '0');
            if (ev > INT32_MAX)
                eovf = true; /* Integer.parseInt fails */
        }
    }
    if (i == e0)
        return false;
    if (i < n && is_fd_suffix(p[i]))
        i++;
    if (i != n)
        return false;
    if (mant == 0)
        *bits = sign;
    else if (eovf) /* exponent beyond int range: infinity or zero by its sign */
        *bits = sign | (eneg ? 0 : f->inf);
    else
        *bits = sign | round_pack(mant, (eneg ? -ev : ev) + adj, sticky, f);
    return true;
}

static bool parse_java(const char *str, size_t len, const fmt_t *f, uint64_t *bits)
{
    const unsigned char *p = (const unsigned char *)str;
    size_t lo = 0, hi = len;
    while (lo < hi && p[lo] <= ' ')
        lo++;
    while (hi > lo && p[hi - 1] <= ' ')
        hi--;
    if (lo == hi)
        return false;
    size_t i = lo;
    uint64_t sign = 0;
    if (p[i] == '-') {
        sign = f->sign;
        i++;
    } else if (p[i] == '+') {
        i++;
    }
    if (i >= hi)
        return false;
    if (p[i] == 'N') {
        if (hi - i == 3 && memcmp(p + i, "NaN", 3) == 0) {
            *bits = f->nan;
            return true;
        }
        return false;
    }
    if (p[i] == 'I') {
        if (hi - i == 8 && memcmp(p + i, "Infinity", 8) == 0) {
            *bits = sign | f->inf;
            return true;
        }
        return false;
    }
    if (p[i] == '0' && i + 1 < hi && (p[i + 1] == 'x' || p[i + 1] == 'X'))
        return parse_hex(p + i + 2, hi - i - 2, sign, f, bits);

    uint8_t dig[FP_MAXDIG + 1];
    int nd = 0;
    bool dropped = false;    /* a nonzero digit beyond FP_MAXDIG */
    int64_t int_digits = 0;  /* digits before the point, leading zeros included */
    int64_t lead_zeros = 0;  /* zeros before the first nonzero digit (either side of '.') */
    int64_t total = 0;       /* digits from the first nonzero one on */
    bool point = false, nonzero = false;
    for (; i < hi; i++) {
        unsigned c = p[i];
        if (c >= '0' && c <= '9') {
            if (!point)
                int_digits++;
            if (!nonzero && c == '0') {
                lead_zeros++;
                continue;
            }
            nonzero = true;
            total++;
            if (nd < FP_MAXDIG)
                dig[nd++] = (uint8_t)(c - '0');
            else if (c != '0')
                dropped = true;
        } else if (c == '.') {
            if (point)
                return false;
            point = true;
        } else {
            break;
        }
    }
    if (!nonzero && lead_zeros == 0)
        return false; /* no digit at all */
    int64_t dec_exp = int_digits - lead_zeros;
    if (i < hi && (p[i] == 'e' || p[i] == 'E')) {
        i++;
        if (i >= hi)
            return false;
        int64_t esign = 1;
        if (p[i] == '-') {
            esign = -1;
            i++;
        } else if (p[i] == '+') {
            i++;
        }
        size_t exp_at = i;
        int64_t ev = 0;
        bool ovf = false;
        while (i < hi) {
            if (ev >= INT32_MAX / 10)
                ovf = true;
            unsigned c = p[i];
            if (c < '0' || c > '9')
                break;
            if (!ovf)
                ev = ev * 10 + (c - '0');
            i++;
        }
        const int64_t limit = 324 + total; /* Java clamps the exponent to +-limit */
        if (ovf || ev > limit) {
            if (!ovf && esign == 1 && dec_exp < 0 && ev + dec_exp < limit)
                dec_exp += ev;
            else
                dec_exp = esign * limit;
        } else {
            dec_exp += esign * ev;
        }
        if (i == exp_at)
            return false;
    }
    if (i < hi && (i != hi - 1 || !is_fd_suffix(p[i])))
        return false;
    if (!nonzero) {
        *bits = sign;
        return true;
    }
    if (dropped) {
        dig[nd++] = 1;
    } else {
        while (dig[nd - 1] == 0)
            nd--;
    }
    *bits = sign | dec_to_bits(dig, nd, dec_exp, f);
    return true;
}

bool fp_parse_double(const char *s, size_t len, double *out)
{
    uint64_t bits;
    if (!parse_java(s, len, &FMT_D, &bits))
        return false;
    memcpy(out, &bits, sizeof *out);
    return true;
}

bool fp_parse_float(const char *s, size_t len, float *out)
{
    uint64_t bits;
    if (!parse_java(s, len, &FMT_F, &bits))
        return false;
    uint32_t b32 = (uint32_t)bits;
    memcpy(out, &b32, sizeof *out);
    return true;
}
