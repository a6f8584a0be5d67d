/* math_intrinsics.c: see math_intrinsics.h. Every function follows the operation order of
 * HotSpot's x86_64 stub for it (double arithmetic, round to nearest, no fused multiply-add);
 * the tables and coefficients are the stubs' constants, each checked against the mathematical
 * value it stands for. */
#include "math_intrinsics.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#endif

/* No fused multiply-add: each operation rounds on its own, as in the stubs (clang honours this
 * unless built with -ffp-contract=fast). */
#if defined(__clang__)
#pragma STDC FP_CONTRACT OFF
#elif defined(__GNUC__)
#pragma GCC optimize("fp-contract=off")
#endif

static inline uint64_t bits_of(double d) {
    uint64_t u;
    memcpy(&u, &d, sizeof u);
    return u;
}

static inline double double_of(uint64_t u) {
    double d;
    memcpy(&d, &u, sizeof d);
    return d;
}

/* The x86 RCPSS approximation of 1/f (about 12 bits), on the float with these bits. The log
 * stubs round it to 8 bits, so they depend on it; elsewhere a correctly rounded 1/f stands in. */
static inline uint32_t approx_reciprocal_bits(uint32_t fbits) {
#if defined(__x86_64__) || defined(__i386__)
    __m128 r = _mm_rcp_ss(_mm_castsi128_ps(_mm_cvtsi32_si128((int)fbits)));
    return (uint32_t)_mm_cvtsi128_si32(_mm_castps_si128(r));
#else
    float f, r;
    memcpy(&f, &fbits, sizeof f);
    r = 1.0f / f;
    memcpy(&fbits, &r, sizeof r);
    return fbits;
#endif
}

/* The NaN x86 arithmetic produces for an invalid operation (0 * inf), sign bit set. */
static inline double invalid_nan(void) { return double_of(0xfff8000000000000ULL); }

/* -1 / 0, at run time. */
static inline double minus_infinity(void) { return double_of(0xfff0000000000000ULL); }

/* The top 16 bits (sign, exponent, 4 significand bits), as the stubs test them. */
static inline uint32_t top16(double d) { return (uint32_t)(bits_of(d) >> 48); }
static inline uint32_t high32(double d) { return (uint32_t)(bits_of(d) >> 32); }

/* ---- exp ----
 * x = (64n + j) ln2/64 + r, |r| <= ln2/128: e^x = 2^n 2^(j/64) (1 + r + c2 r^2 + ... + c6 r^6),
 * 2^(j/64) = T (1 + Tlo) with T its significand rounded down to 52 bits. */

/* {Tlo as double bits, the 52 significand bits of T}, j = 0..63; checked in 200-bit arithmetic:
 * T is 2^(j/64) rounded down, Tlo within one unit in its last place of 2^(j/64)/T - 1. */
static const uint64_t exp_table[64][2] = {
    {0x0000000000000000ULL, 0x0000000000000ULL},
    {0x3cad7bbf0e03754dULL, 0x02c9a3e778060ULL},
    {0x3c8cd2523567f613ULL, 0x059b0d3158574ULL},
    {0x3c60f74e61e6c861ULL, 0x0874518759bc8ULL},
    {0x3c979aa65d837b6cULL, 0x0b5586cf9890fULL},
    {0x3c3ebe3d702f9cd1ULL, 0x0e3ec32d3d1a2ULL},
    {0x3ca3516e1e63bcd8ULL, 0x11301d0125b50ULL},
    {0x3ca4c55426f0387bULL, 0x1429aaea92ddfULL},
    {0x3ca9515362523fb6ULL, 0x172b83c7d517aULL},
    {0x3c8b898c3f1353bfULL, 0x1a35beb6fcb75ULL},
    {0x3c9aecf73e3a2f5fULL, 0x1d4873168b9aaULL},
    {0x3c8a6f4144a6c38dULL, 0x2063b88628cd6ULL},
    {0x3c968efde3a8a894ULL, 0x2387a6e756238ULL},
    {0x3c80472b981fe7f2ULL, 0x26b4565e27cddULL},
    {0x3c82f7e16d09ab31ULL, 0x29e9df51fdee1ULL},
    {0x3c8b3782720c0ab3ULL, 0x2d285a6e4030bULL},
    {0x3c834d754db0abb6ULL, 0x306fe0a31b715ULL},
    {0x3c8fdd395dd3f84aULL, 0x33c08b26416ffULL},
    {0x3ca12f8ccc187d29ULL, 0x371a7373aa9caULL},
    {0x3ca7d229738b5e8bULL, 0x3a7db34e59ff6ULL},
    {0x3c859f48a72a4c6dULL, 0x3dea64c123422ULL},
    {0x3ca8b846259d9205ULL, 0x4160a21f72e29ULL},
    {0x3c4363ed60c2ac12ULL, 0x44e086061892dULL},
    {0x3c6ecce1daa10379ULL, 0x486a2b5c13cd0ULL},
    {0x3c7690cebb7aafb0ULL, 0x4bfdad5362a27ULL},
    {0x3ca083cc9b282a09ULL, 0x4f9b2769d2ca6ULL},
    {0x3ca509b0c1aae707ULL, 0x5342b569d4f81ULL},
    {0x3c93350518fdd78eULL, 0x56f4736b527daULL},
    {0x3c9063e1e21c5409ULL, 0x5ab07dd485429ULL},
    {0x3c9432e62b64c035ULL, 0x5e76f15ad2148ULL},
    {0x3ca0128499f08c0aULL, 0x6247eb03a5584ULL},
    {0x3c99f0870073dc06ULL, 0x6623882552224ULL},
    {0x3c998d4d0da05571ULL, 0x6a09e667f3bccULL},
    {0x3ca52bb986ce4786ULL, 0x6dfb23c651a2eULL},
    {0x3ca32092206f0dabULL, 0x71f75e8ec5f73ULL},
    {0x3ca061228e17a7a6ULL, 0x75feb564267c8ULL},
    {0x3ca244ac461e9f86ULL, 0x7a11473eb0186ULL},
    {0x3c65ebe1abd66c55ULL, 0x7e2f336cf4e62ULL},
    {0x3c96fe9fbbff67d0ULL, 0x82589994cce12ULL},
    {0x3c951f1414c801dfULL, 0x868d99b4492ecULL},
    {0x3c8db72fc1f0eab4ULL, 0x8ace5422aa0dbULL},
    {0x3c7bf68359f35f44ULL, 0x8f1ae99157736ULL},
    {0x3ca360ba9c06283cULL, 0x93737b0cdc5e4ULL},
    {0x3c95e8d120f962aaULL, 0x97d829fde4e4fULL},
    {0x3c71affc2b91ce27ULL, 0x9c49182a3f090ULL},
    {0x3c9b6d34589a2ebdULL, 0xa0c667b5de564ULL},
    {0x3c95277c9ab89880ULL, 0xa5503b23e255cULL},
    {0x3c8469846e735ab3ULL, 0xa9e6b5579fdbfULL},
    {0x3c8c1a7792cb3387ULL, 0xae89f995ad3adULL},
    {0x3ca22466dc2d1d96ULL, 0xb33a2b84f15faULL},
    {0x3ca1112eb19505aeULL, 0xb7f76f2fb5e46ULL},
    {0x3c74ffd70a5fddcdULL, 0xbcc1e904bc1d2ULL},
    {0x3c736eae30af0cb3ULL, 0xc199bdd85529cULL},
    {0x3c84e08fd10959acULL, 0xc67f12e57d14bULL},
    {0x3c676b2c6c921968ULL, 0xcb720dcef9069ULL},
    {0x3c93700936df99b3ULL, 0xd072d4a07897bULL},
    {0x3c74a385a63d07a7ULL, 0xd5818dcfba487ULL},
    {0x3c8e5a50d5c192acULL, 0xda9e603db3285ULL},
    {0x3c98bb731c4a9792ULL, 0xdfc97337b9b5eULL},
    {0x3c74b604603a88d3ULL, 0xe502ee78b3ff6ULL},
    {0x3c916f2792094926ULL, 0xea4afa2a490d9ULL},
    {0x3c8ec3bc41aa2008ULL, 0xefa1bee615a27ULL},
    {0x3c8a64a931d185eeULL, 0xf50765b6e4540ULL},
    {0x3c77893b4d91cd9dULL, 0xfa7c1819e90d8ULL},
};

static const double EXP_64_OVER_LN2 = 0x1.71547652b82fep+6;
static const double EXP_LN2_OVER_64_HI = 0x1.62e42fefa0000p-7;
static const double EXP_LN2_OVER_64_LO = 0x1.cf79abc9e3b3ap-46;
static const double EXP_SHIFTER = 0x1.8p+52; /* adding it rounds to an integer */
static const double EXP_C2 = 0x1.ffffffffffffep-2;
static const double EXP_C3 = 0x1.5555555548ba1p-3;
static const double EXP_C4 = 0x1.55555555b9e25p-5;
static const double EXP_C5 = 0x1.11115c090cf0fp-7;
static const double EXP_C6 = 0x1.6c15ce3289860p-10;

/* The subnormal result of scale * (hi + rest), where hi * scale is exact and rest is small:
 * the two scaled parts are added as bit patterns, as the stub does. */
static double exp_subnormal_sum(double rest, double hi, double scale) {
    uint64_t r = bits_of(rest * scale), h = bits_of(hi * scale);
    uint64_t mag = r & 0x7fffffffffffffffULL;
    if ((r ^ h) >> 63) mag = (uint64_t)0 - mag;
    return double_of(mag + h);
}

double mi_exp(double x) {
    uint32_t hw = top16(x) & 0x7fff;
    if (hw < 0x3c90 || hw > 0x408f) {
        uint32_t hi = high32(x) & 0x7fffffff;
        if (hi < 0x40900000) return x + 1.0; /* |x| < 2^-54 */
        if (hi >= 0x7ff00000) {
            if (hi > 0x7ff00000 || (uint32_t)bits_of(x) != 0) return x + x; /* NaN */
            return (high32(x) == 0x7ff00000) ? x : 0.0;
        }
        return (high32(x) >> 31) ? 0.0 : double_of(0x7ff0000000000000ULL); /* underflow, overflow */
    }
    double kd = x * EXP_64_OVER_LN2 + EXP_SHIFTER;
    int32_t k = (int32_t)(uint32_t)bits_of(kd);
    kd -= EXP_SHIFTER;
    double r = (x - kd * EXP_LN2_OVER_64_HI) - kd * EXP_LN2_OVER_64_LO;
    int j = k & 63;
    int32_t n = k >> 6;
    double r2 = r * r;
    double odd = r * r2 * r2 * (EXP_C5 + EXP_C6 * r);
    double p = r * r2 * (EXP_C3 + EXP_C4 * r) + ((r + double_of(exp_table[j][0])) + odd);
    p = p + r2 * EXP_C2;
    uint64_t tbits = exp_table[j][1];
    if ((uint32_t)(n + 894) <= 1916) { /* 2^n T is a normal number */
        double t = double_of(tbits | ((uint64_t)(uint32_t)(n + 1023) << 52));
        return p * t + t;
    }
    /* 2^n T in two factors: t = 2^(n - (n>>1)) T and scale = 2^(n>>1). */
    int32_t half = n >> 1;
    double t = double_of((tbits | ((uint64_t)(uint32_t)(n + 1023) << 52))
                         - ((uint64_t)(uint32_t)half << 52));
    double scale = double_of((uint64_t)(uint32_t)(half + 1023) << 52);
    int32_t drop = -1022 - n; /* low bits of t that fall below the subnormal grid */
    double pt = p * t;
    if (drop > 52) return (pt + t) * scale;
    double thi = (drop > 0) ? double_of(bits_of(t) & (~0ULL << drop)) : (drop == 0 ? t : 0.0);
    double rest = pt + (t - thi);
    if (n >= 1023) return (rest + thi) * scale;
    if (drop == 0 && !(bits_of(rest) >> 63)) return (rest + thi) * scale;
    double res = (rest + thi) * scale;
    if ((top16(res) & 0x7ff0) == 0) return exp_subnormal_sum(rest, thi, scale);
    return res;
}

/* ---- log ----
 * x = 2^k m, m in [1,2); B ~ 1/m rounded to 8 bits from RCPSS; r = B m - 1 computed exactly in
 * two parts; log x = k ln2 - log B + log(1 + r) with a degree-7 polynomial. */

/* {-log(B) high part, low part}, B = (128 + i) / 256, i = 0..128; the sum is within 4e-30 of
 * -log(B) (checked in 200-bit arithmetic). */
static const uint64_t log_table[129][2] = {
    {0x3fe62e42fefa3800ULL, 0x3d2ef35793c76730ULL},
    {0x3fe5ee82aa241800ULL, 0x3d2202380cda46beULL},
    {0x3fe5af405c364800ULL, 0x3d2dfa63ac10c9fbULL},
    {0x3fe5707a26bb8c00ULL, 0x3d09980bff3303ddULL},
    {0x3fe5322e26867800ULL, 0x3d05ccc45d257531ULL},
    {0x3fe4f45a835a5000ULL, 0xbd2e6c516d93b8fbULL},
    {0x3fe4b6fd6f970c00ULL, 0x3cef7115ed4c541cULL},
    {0x3fe47a1527e8a400ULL, 0xbd22cb6af94d60aaULL},
    {0x3fe43d9ff2f92400ULL, 0xbcfd984f481051f7ULL},
    {0x3fe4019c2125cc00ULL, 0xbd26ce7930f0c74cULL},
    {0x3fe3c6080c36c000ULL, 0xbd02b7367cfe13c2ULL},
    {0x3fe38ae217197800ULL, 0xbd218b7abb5569a4ULL},
    {0x3fe35028ad9d8c00ULL, 0x3d10b83f9527e6acULL},
    {0x3fe315da44340800ULL, 0xbd274e93c5a0ed9cULL},
    {0x3fe2dbf557b0e000ULL, 0xbd17a6e507b9dc11ULL},
    {0x3fe2a2786d0ec000ULL, 0x3d206d2be797882dULL},
    {0x3fe269621134dc00ULL, 0xbd0b61f105226250ULL},
    {0x3fe230b0d8bebc00ULL, 0x3d12fc066e48667bULL},
    {0x3fe1f8635fc61800ULL, 0xbd2a7242c9fe81d3ULL},
    {0x3fe1c07849ae6000ULL, 0x3cccacdeed70e667ULL},
    {0x3fe188ee40f23c00ULL, 0x3d14cc4ef8ab4650ULL},
    {0x3fe151c3f6f29800ULL, 0xbd2edd97a293ae49ULL},
    {0x3fe11af823c75c00ULL, 0xbd258647bb9ddcb2ULL},
    {0x3fe0e4898611cc00ULL, 0x3d1c299807801742ULL},
    {0x3fe0ae76e2d05400ULL, 0x3d1f486b887e7e27ULL},
    {0x3fe078bf0533c400ULL, 0x3d26812241edf5fdULL},
    {0x3fe04360be760400ULL, 0xbd04c45fe79539e0ULL},
    {0x3fe00e5ae5b20800ULL, 0xbd053ba3b1727b1cULL},
    {0x3fdfb358af7a4800ULL, 0x3d0085fa3c164935ULL},
    {0x3fdf4aa7ee031800ULL, 0x3d12cde56f014a8bULL},
    {0x3fdee2a156b41000ULL, 0x3d2f27f45a470251ULL},
    {0x3fde7b42c3ddb000ULL, 0xbd2465505372bd08ULL},
    {0x3fde148a1a272800ULL, 0xbd1326b207322938ULL},
    {0x3fddae75484c9800ULL, 0xbd1ea42d60dc616aULL},
    {0x3fdd490246def800ULL, 0x3d235bafe9a767a8ULL},
    {0x3fdce42f18064800ULL, 0xbd0797c33ec7a6b0ULL},
    {0x3fdc7ff9c7455800ULL, 0xbd29b6ddc15249aeULL},
    {0x3fdc1c60693fa000ULL, 0x3d2cec807fe8e180ULL},
    {0x3fdbb9611b80e000ULL, 0x3d27d85bf40a666dULL},
    {0x3fdb56fa04462800ULL, 0x3d1095252d841995ULL},
    {0x3fdaf5295248d000ULL, 0xbd217cc552774458ULL},
    {0x3fda93ed3c8ad800ULL, 0x3d1e36f2bea77a5dULL},
    {0x3fda33440224f800ULL, 0x3d23c6457f9d79f5ULL},
    {0x3fd9d32bea15f000ULL, 0xbd26279e10d0c0b0ULL},
    {0x3fd973a343135800ULL, 0xbd152313a502d9f0ULL},
    {0x3fd914a8635bf800ULL, 0xbd1766b52ee6307dULL},
    {0x3fd8b639a88b3000ULL, 0xbd205ae1e5e70470ULL},
    {0x3fd85855776dc800ULL, 0x3d2fd56f3333778aULL},
    {0x3fd7fafa3bd81800ULL, 0xbd272090c812566aULL},
    {0x3fd79e26687cf800ULL, 0x3d29ec7d2efd1778ULL},
    {0x3fd741d876c67800ULL, 0x3d2d8b0949dc60b3ULL},
    {0x3fd6e60ee6af1800ULL, 0x3d1721657c222d87ULL},
    {0x3fd68ac83e9c6800ULL, 0x3d20a0d32756eba0ULL},
    {0x3fd630030b3ab000ULL, 0xbd2db623e731ae00ULL},
    {0x3fd5d5bddf596000ULL, 0xbd0a0b2a08a465dcULL},
    {0x3fd57bf753c8d000ULL, 0x3d1fadedee5d40efULL},
    {0x3fd522ae0738a000ULL, 0x3d2ebe708164c759ULL},
    {0x3fd4c9e09e173000ULL, 0xbd2e20891b0ad8a4ULL},
    {0x3fd4718dc271c800ULL, 0xbd2f27ce0967d675ULL},
    {0x3fd419b423d5e800ULL, 0x3d08e436ec90e09dULL},
    {0x3fd3c25277333000ULL, 0x3d183b54b606bd5cULL},
    {0x3fd36b6776be1000ULL, 0x3d116ecdb0f177c8ULL},
    {0x3fd314f1e1d36000ULL, 0xbd28e27ad3213cb8ULL},
    {0x3fd2bef07cdc9000ULL, 0x3d2a9cfa4a5004f4ULL},
    {0x3fd269621134d800ULL, 0x3d2c93c1df5bb3b6ULL},
    {0x3fd214456d0eb800ULL, 0x3d0a87deba46baeaULL},
    {0x3fd1bf99635a6800ULL, 0x3d2ca6ed5147bdb7ULL},
    {0x3fd16b5ccbacf800ULL, 0x3d2b9acdf7a51681ULL},
    {0x3fd1178e8227e800ULL, 0xbd2c210e63a5f01cULL},
    {0x3fd0c42d67616000ULL, 0x3d27188b163ceae9ULL},
    {0x3fd07138604d5800ULL, 0x3cf89cdb16ed4e91ULL},
    {0x3fd01eae5626c800ULL, 0xbd16f08c1485e94aULL},
    {0x3fcf991c6cb3b000ULL, 0x3d1bcbecca0cdf30ULL},
    {0x3fcef5ade4dd0000ULL, 0xbcca211565bb8e11ULL},
    {0x3fce530effe71000ULL, 0x3cc212276041f430ULL},
    {0x3fcdb13db0d49000ULL, 0xbd2aff2af715b035ULL},
    {0x3fcd1037f2656000ULL, 0xbd084a7e75b6f6e4ULL},
    {0x3fcc6ffbc6f01000ULL, 0xbcf1ec72c5962bd2ULL},
    {0x3fcbd087383be000ULL, 0xbd2d4bc4595412b6ULL},
    {0x3fcb31d8575bd000ULL, 0xbd0c358d4eace1aaULL},
    {0x3fca93ed3c8ae000ULL, 0xbd28724350562169ULL},
    {0x3fc9f6c407089000ULL, 0x3d29904d6865817aULL},
    {0x3fc95a5adcf70000ULL, 0x3d07f22858a0ff6fULL},
    {0x3fc8beafeb390000ULL, 0xbd073d54aae92cd1ULL},
    {0x3fc823c16551a000ULL, 0x3d1e0ddb9a631e83ULL},
    {0x3fc7898d85445000ULL, 0xbd1c661070914305ULL},
    {0x3fc6f0128b757000ULL, 0xbd25118de59c21e1ULL},
    {0x3fc6574ebe8c1000ULL, 0x3d19cf8b2c3c2e78ULL},
    {0x3fc5bf406b544000ULL, 0xbd127023eb68981cULL},
    {0x3fc527e5e4a1b000ULL, 0x3d2633e8e5697dc7ULL},
    {0x3fc4913d8333b000ULL, 0x3d25837954fdb678ULL},
    {0x3fc3fb45a5993000ULL, 0xbd2cd1d87e6a354dULL},
    {0x3fc365fcb0159000ULL, 0x3cc62fa8234b7289ULL},
    {0x3fc2d1610c868000ULL, 0x3d039d6ccb81b4a1ULL},
    {0x3fc23d712a49c000ULL, 0x3d100d238fd3df5cULL},
    {0x3fc1aa2b7e23f000ULL, 0x3d2ca78e44389934ULL},
    {0x3fc1178e8227e000ULL, 0x3d21ef78ce2d07f2ULL},
    {0x3fc08598b59e4000ULL, 0xbd27e5dd7009902cULL},
    {0x3fbfe89139dbe000ULL, 0xbd2534d64fa10afdULL},
    {0x3fbec739830a2000ULL, 0xbd2dc068afe645e0ULL},
    {0x3fbda72763844000ULL, 0x3d1a89401fa71733ULL},
    {0x3fbc885801bc4000ULL, 0x3d2646d1c65aacd3ULL},
    {0x3fbb6ac88dad6000ULL, 0xbd1390802bf768e5ULL},
    {0x3fba4e7640b1c000ULL, 0xbd0e42b6b94407c8ULL},
    {0x3fb9335e5d594000ULL, 0x3d23115c3abd47daULL},
    {0x3fb8197e2f40e000ULL, 0x3d0f80dcf96ffdf7ULL},
    {0x3fb700d30aeac000ULL, 0x3cec1e8da99ded32ULL},
    {0x3fb5e95a4d97a000ULL, 0xbd2c69063c5d1d1eULL},
    {0x3fb4d3115d208000ULL, 0xbcf53a2582f4e1efULL},
    {0x3fb3bdf5a7d1e000ULL, 0x3d2cc85ea5db4ed7ULL},
    {0x3fb2aa04a4472000ULL, 0xbd20b6e8ae9c697dULL},
    {0x3fb1973bd1466000ULL, 0xbd25325d560d9e9bULL},
    {0x3fb08598b59e4000ULL, 0xbd17e5dd7009902cULL},
    {0x3faeea31c006c000ULL, 0xbd0e113e4fc93b7bULL},
    {0x3faccb73cdddc000ULL, 0xbd1a68f247d82807ULL},
    {0x3faaaef2d0fb0000ULL, 0x3d20fc1a353bb42eULL},
    {0x3fa894aa149fc000ULL, 0xbd197995d05a267dULL},
    {0x3fa67c94f2d4c000ULL, 0xbd029efbec19afa2ULL},
    {0x3fa466aed42e0000ULL, 0xbd2c167375bdfd28ULL},
    {0x3fa252f32f8d0000ULL, 0x3d283e9ae021b67bULL},
    {0x3fa0415d89e74000ULL, 0x3d0111c05cf1d753ULL},
    {0x3f9c63d2ec148000ULL, 0x3d2578c63f9eb2f3ULL},
    {0x3f98492528c90000ULL, 0xbd2aa0ba325a0c34ULL},
    {0x3f9432a925980000ULL, 0x3d098139928637feULL},
    {0x3f90205658938000ULL, 0xbd23dc5b06e2f7d2ULL},
    {0x3f882448a3890000ULL, 0xbd275577da74f640ULL},
    {0x3f80101575890000ULL, 0xbd10c76b999d2be8ULL},
    {0x3f70080559580000ULL, 0x3d2166afcb31c67bULL},
    {0x0000000000000000ULL, 0x8000000000000000ULL},
};

static const double LOG_LN2_OVER_16_HI = 0x1.62e42fefa3800p-5;
static const double LOG_LN2_OVER_16_LO = 0x1.ef35793c76730p-49;
static const double LOG_C3 = 0x1.5555555555555p-2;
static const double LOG_C5 = 0x1.999999999999ap-3;
static const double LOG_C6 = -0x1.5555e3d6fb175p-3;
static const double LOG_C7 = 0x1.2492492492492p-3;

/* The reduction of positive normal x, whose masked exponent16 less exp_bias16 is 16 k:
 * log x = t_hi + t_lo + log(1 + r). */
struct log_parts {
    double r;       /* B m - 1 */
    double t_hi;    /* -log B + k ln2, high part */
    double t_lo;    /* its low part */
};

static struct log_parts log_reduce(uint64_t xb, uint32_t exp16, int32_t exp_bias16) {
    struct log_parts p;
    uint64_t unit = xb | 0x3ff0000000000000ULL;
    uint32_t fbits = (uint32_t)(unit >> 27) >> 2; /* 1.m as a float, truncated */
    uint32_t rb = approx_reciprocal_bits(fbits) + 0x8000;
    /* The float's bits moved into a double's place: B 2^-896, with 7 fraction bits kept. */
    double b = double_of(((uint64_t)rb << 29) & 0xffffe00000000000ULL);
    double m = double_of((xb & 0x000fffffffffffffULL) | 0x77f0000000000000ULL); /* m 2^896 */
    double m_hi = double_of(bits_of(m) & 0xffffe00000000000ULL);
    double m_lo = m - m_hi;
    double kd = (double)(int32_t)((exp16 & 0x7ff0) - (uint32_t)exp_bias16);
    const uint64_t *t = log_table[(rb & 0xff0000) >> 16];
    p.r = m_lo * b + (m_hi * b - 1.0);
    p.t_hi = double_of(t[0]) + kd * LOG_LN2_OVER_16_HI;
    p.t_lo = kd * LOG_LN2_OVER_16_LO + double_of(t[1]);
    return p;
}

double mi_log(double x) {
    uint64_t xb = bits_of(x);
    uint32_t t16 = top16(x), exp16 = t16 - 16;
    int32_t exp_bias16 = 0x3fe0;
    if (exp16 >= 0x7fe0) { /* not a positive normal number */
        if (t16 >= 0x8000) { /* sign set */
            uint32_t lo = (uint32_t)xb, hi2 = (uint32_t)(xb >> 32) << 1;
            if (hi2 >= 0xffe00000) return (hi2 > 0xffe00000 || lo != 0) ? x + x : invalid_nan();
            return ((lo | hi2) == 0) ? minus_infinity() : invalid_nan();
        }
        if (t16 >= 16) return x + x; /* +inf, NaN */
        if (x == 0) return minus_infinity();
        x *= 0x1p+128; /* subnormal: scale into the normal range */
        xb = bits_of(x);
        exp16 = top16(x);
        exp_bias16 = 0x47f0;
    }
    struct log_parts p = log_reduce(xb, exp16, exp_bias16);
    double r = p.r, r2 = r * r, r4 = r2 * r2;
    double s = p.t_hi + r;
    double corr = r + (p.t_hi - s);
    double q_hi = ((LOG_C6 * r + LOG_C5) * r + (LOG_C7 * r) * r2) * r4;
    double q_lo = ((LOG_C3 * r + -0.5) + -0.25 * r2) * r2;
    corr = corr + p.t_lo;
    corr = corr + q_hi;
    corr = corr + q_lo;
    return s + corr;
}

/* ---- log10 ----
 * As log, with B ~ LH/m (LH = 0.43359375, a short log10(e)) rounded to 8 bits, r = B m - LH and
 * log10 x = k log10(2) - log10(B/LH) + p(r), p(r) = r log10(e)/LH + ... of degree 7. */

/* {-log10(B/LH) high part, low part}, B = (222 + i) / 1024 for i < 34, else (94 + i) / 512;
 * the sum is within 2e-30 of -log10(B/LH) (checked in 200-bit arithmetic). */
static const uint64_t log10_table[129][2] = {
    {0x3fd34413509f7800ULL, 0x3d1fef311f12b358ULL},
    {0x3fd3241880333400ULL, 0xbcf542bfc671d9d0ULL},
    {0x3fd3044251195000ULL, 0x3d18216a78a4b0c3ULL},
    {0x3fd2e4906fc79400ULL, 0xbc90286980fa389dULL},
    {0x3fd2c50289d04000ULL, 0x3d04075475c2f564ULL},
    {0x3fd2a5984ddd1c00ULL, 0xbcfa1d84d219b2c3ULL},
    {0x3fd286516baa7c00ULL, 0x3d1be6d3fd9abec1ULL},
    {0x3fd2672d94028800ULL, 0xbd1ede5ee289a455ULL},
    {0x3fd2482c78b86400ULL, 0x3d1fe79b6734d179ULL},
    {0x3fd2294dcca3c800ULL, 0xbced34ea981a40b8ULL},
    {0x3fd20a91439c5000ULL, 0xbd1a9cc3cc392737ULL},
    {0x3fd1ebf692752c00ULL, 0x3d1e98f803c9afe7ULL},
    {0x3fd1cd7d6ef8dc00ULL, 0x3d08a86c71dae7f4ULL},
    {0x3fd1af258fe4dc00ULL, 0xbcff3412ee9185a1ULL},
    {0x3fd190eeace59400ULL, 0x3cf17ed9c2cab353ULL},
    {0x3fd172d87e925000ULL, 0x3cf1521c6952c1b2ULL},
    {0x3fd154e2be694400ULL, 0xbd0bdc78cacb79caULL},
    {0x3fd1370d26cbac00ULL, 0xbd01f8bef71f4de1ULL},
    {0x3fd1195772fa0800ULL, 0x3c946e2b55bf910bULL},
    {0x3fd0fbc15f106000ULL, 0x3d14a84b39e639c1ULL},
    {0x3fd0de4aa802a800ULL, 0xbd178385d3f31d5dULL},
    {0x3fd0c0f30b992000ULL, 0xbd1f602f3843106fULL},
    {0x3fd0a3ba486ce800ULL, 0x3cef987a8819497cULL},
    {0x3fd086a01de49400ULL, 0x3d0faec71caa0467ULL},
    {0x3fd069a44c30cc00ULL, 0xbd1618fca4424372ULL},
    {0x3fd04cc694490000ULL, 0xbd18384b946517d2ULL},
    {0x3fd03006b7e84000ULL, 0xbd19a6ace0109c37ULL},
    {0x3fd01364798a0c00ULL, 0xbd164cf75121e864ULL},
    {0x3fcfedbf38ce8000ULL, 0xbcbbc40246214d1aULL},
    {0x3fcfb4efc8e62000ULL, 0x3d1e0176dab93203ULL},
    {0x3fcf7c5a2cb02800ULL, 0xbcfec86a2a2ea8e4ULL},
    {0x3fcf43fdeeeaa000ULL, 0x3cf110a8c18e49a4ULL},
    {0x3fcf0bda9bb6e800ULL, 0xbd15ce99923cc9c0ULL},
    {0x3fced3efc093f000ULL, 0x3d1a04c74d4b51e9ULL},
    {0x3fce9c3cec58f800ULL, 0x3cac8260163cad59ULL},
    {0x3fce2d7d9a907000ULL, 0x3ce4a1c03fa93646ULL},
    {0x3fcdbf9937311000ULL, 0x3d07ea9d32abd1fdULL},
    {0x3fcd528c6744b800ULL, 0xbd1b08e24dcbdfd4ULL},
    {0x3fcce653e36de800ULL, 0xbd1b8f030b7b7f7fULL},
    {0x3fcc7aec77506800ULL, 0x3d13c163a821c9fbULL},
    {0x3fcc105300ff8800ULL, 0xbd074ee5536bca76ULL},
    {0x3fcba68470719800ULL, 0xbd1fbf16d7da9b6bULL},
    {0x3fcb3d7dc6f8d800ULL, 0x3d1a295de2220bb3ULL},
    {0x3fcad53c16c15800ULL, 0xbcf55822e724911eULL},
    {0x3fca6dbc82533800ULL, 0x3cac567c6d982371ULL},
    {0x3fca06fc3c19e800ULL, 0x3d1da20484d17d80ULL},
    {0x3fc9a0f885ef8000ULL, 0xbd00220454466a6aULL},
    {0x3fc93baeb0ac2000ULL, 0x3d18840cd601fd65ULL},
    {0x3fc8d71c1bb9b000ULL, 0xbd14f8977bf58766ULL},
    {0x3fc8733e34aae800ULL, 0xbd0f5c453af6ac24ULL},
    {0x3fc8101276d68000ULL, 0xbd1f9a804303e1a1ULL},
    {0x3fc7ad966af57800ULL, 0x3cf4c33e43fbcb46ULL},
    {0x3fc74bc7a6c51000ULL, 0xbd192e3b70f0eac5ULL},
    {0x3fc6eaa3ccab9800ULL, 0xbd0faf15c0093dfeULL},
    {0x3fc68a288b60b800ULL, 0xbc9ea4eede78d5fdULL},
    {0x3fc62a539d987000ULL, 0xbd194084962bea6eULL},
    {0x3fc5cb22c9b0e800ULL, 0x3d1fe201888dd999ULL},
    {0x3fc56c93e1634800ULL, 0x3d1b118816ada7adULL},
    {0x3fc50ea4c176c000ULL, 0xbcf09c084159b5b5ULL},
    {0x3fc4b15351766000ULL, 0xbcf6a89c84393d23ULL},
    {0x3fc4549d83695000ULL, 0x3d1c4b8c9f0b8bbbULL},
    {0x3fc3f881538d5800ULL, 0x3cf89b99f49df747ULL},
    {0x3fc39cfcc8138000ULL, 0xbd13b99fd503b834ULL},
    {0x3fc3420df0df0800ULL, 0xbd05d8bef011b386ULL},
    {0x3fc2e7b2e7466800ULL, 0xbd1bb94ef39c7bc2ULL},
    {0x3fc28de9cdd62800ULL, 0xbd10ed0505e6d69bULL},
    {0x3fc234b0d015d800ULL, 0xbd1ff967e29b6c9dULL},
    {0x3fc1dc06224ea800ULL, 0xbcffb30d727711fcULL},
    {0x3fc183e801540000ULL, 0x3cc23f5739786c5aULL},
    {0x3fc12c54b24d9800ULL, 0x3d003a1dc905a342ULL},
    {0x3fc0d54a82835800ULL, 0x3d03b25a9b9920c0ULL},
    {0x3fc07ec7c72ac000ULL, 0x3cf0fa4146f26a24ULL},
    {0x3fc028cadd35d800ULL, 0x3d034a6541d9d6dcULL},
    {0x3fbfa6a452474000ULL, 0x3d19cad344f66449ULL},
    {0x3fbefcb82da3d000ULL, 0x3d18400f67832999ULL},
    {0x3fbe53ce32a10000ULL, 0xbcff62fd9c0e3b1aULL},
    {0x3fbdabe3556b7000ULL, 0xbcf8243b02976913ULL},
    {0x3fbd04f497e88000ULL, 0x3d1c0578ec793797ULL},
    {0x3fbc5eff09647000ULL, 0xbd1d799e05fc0565ULL},
    {0x3fbbb9ffc6426000ULL, 0x3d1f57234625f5edULL},
    {0x3fbb15f3f7afd000ULL, 0xbd1a7e1edd5aae61ULL},
    {0x3fba72d8d358b000ULL, 0x3d17bc913314e4d3ULL},
    {0x3fb9d0ab9b1f5000ULL, 0x3cf18c9b9a4d514bULL},
    {0x3fb92f699cd4e000ULL, 0x3cf1f96d7e4496abULL},
    {0x3fb88f1031f4f000ULL, 0x3d165818f56479e7ULL},
    {0x3fb7ef9cbf628000ULL, 0xbd1113a626bf486dULL},
    {0x3fb7510cb526b000ULL, 0x3ca9898d1a1c3384ULL},
    {0x3fb6b35d8e31e000ULL, 0xbd0661acb3875361ULL},
    {0x3fb6168cd01de000ULL, 0xbd1bdf102a7cacfaULL},
    {0x3fb57a980af23000ULL, 0x3cf046d0ff868816ULL},
    {0x3fb4df7cd8ea0000ULL, 0xbd1fd5291515fbe7ULL},
    {0x3fb44538de3b2000ULL, 0x3d1faeee6e59a132ULL},
    {0x3fb3abc9c8df9000ULL, 0xbd198807f1322361ULL},
    {0x3fb3132d505f1000ULL, 0x3d1e53800888e6abULL},
    {0x3fb27b61359bd000ULL, 0xbcfe2724dfbcbb22ULL},
    {0x3fb1e463429ee000ULL, 0xbcfe4dd66eb4c58cULL},
    {0x3fb14e314a673000ULL, 0x3d1ba6914ce1ac9bULL},
    {0x3fb0b8c928b96000ULL, 0xbd0b38728c7813b8ULL},
    {0x3fb02428c1f08000ULL, 0x3cb5ea6bc2bc8c2cULL},
    {0x3faf209c05a1a000ULL, 0xbce8df8472e8f18eULL},
    {0x3fadfa6dc0b5e000ULL, 0x3d0873649fdef436ULL},
    {0x3facd5c2af416000ULL, 0x3d0827e71068c3a9ULL},
    {0x3fabb296db356000ULL, 0x3d101a9f120a34d3ULL},
    {0x3faa90e65dfea000ULL, 0xbd14c392daded264ULL},
    {0x3fa970ad6034c000ULL, 0xbd1b705e1c9d06a9ULL},
    {0x3fa851e8194c6000ULL, 0xbd0117bc83996ad9ULL},
    {0x3fa73492cf4ac000ULL, 0xbca5ea42b1a94a62ULL},
    {0x3fa618a9d67b4000ULL, 0xbd07119b75aed8caULL},
    {0x3fa4fe299126c000ULL, 0x3d12658f5291d533ULL},
    {0x3fa3e50e6f4d4000ULL, 0x3d1d5c70cd2c5cd9ULL},
    {0x3fa2cd54ee608000ULL, 0x3d1a4802d1008489ULL},
    {0x3fa1b6f99900e000ULL, 0xbd16593f54fb5598ULL},
    {0x3fa0a1f906bb6000ULL, 0xbd17636b64ef57b4ULL},
    {0x3f9f1c9fb7940000ULL, 0x3cb5d479ee6a4737ULL},
    {0x3f9cf7f591aa0000ULL, 0x3d0871143a16373cULL},
    {0x3f9ad5ed156b8000ULL, 0x3c6900b0836c554aULL},
    {0x3f98b67fd4764000ULL, 0xbcffc974ed12f17bULL},
    {0x3f9699a777dec000ULL, 0x3d1e35bb232ce7eaULL},
    {0x3f947f5dbfbf4000ULL, 0x3d0e0a49d84ffa6eULL},
    {0x3f92679c82c7c000ULL, 0xbd14d9f28d170e90ULL},
    {0x3f90525dadd20000ULL, 0x3cdeb98686d9f88eULL},
    {0x3f8c7f3686f10000ULL, 0x3ce29faab9e0a517ULL},
    {0x3f885e9eb75c8000ULL, 0xbd1f7bdb542568cbULL},
    {0x3f8442e846b30000ULL, 0x3d1e5287b954e7d9ULL},
    {0x3f802c07b7e60000ULL, 0xbd19fb2722da0b17ULL},
    {0x3f7833e36c8b0000ULL, 0xbd190f96821271efULL},
    {0x3f70193629910000ULL, 0xbd1bcf45bc3491a5ULL},
    {0x3f600fe3354a0000ULL, 0xbd19d71cc0ff520aULL},
    {0x0000000000000000ULL, 0x0000000000000000ULL},
};

static const float LOG10_LH_FLOAT = 0x1.bcp-2f;
static const double LOG10_LH = 0x1.bcp-2;
static const double LOG10_LH_SCALE_MINUS_1 = 0x1.a7a6cbf2e4108p-10; /* log10(e)/LH - 1 */
static const double LOG10_LOG2_OVER_16_HI = 0x1.34413509f7800p-6;
static const double LOG10_LOG2_OVER_16_LO = 0x1.fef311f12b358p-50;
static const double LOG10_C2 = -0x1.27af2dc77b115p+0;
static const double LOG10_C3 = 0x1.c6a02dc963467p+0;
static const double LOG10_C4 = -0x1.8930964d4ef0dp+1;
static const double LOG10_C5 = 0x1.6ab9f7f9d3aa1p+2;
static const double LOG10_C6 = -0x1.5c917385593b1p+3;
static const double LOG10_C7 = 0x1.58874c1a5f12ep+4;

double mi_log10(double x) {
    uint64_t xb = bits_of(x);
    uint32_t t16 = top16(x), exp16 = t16 - 16;
    int32_t exp_bias16 = 0x3fe0;
    if (exp16 >= 0x7fe0) { /* not a positive normal number: as log */
        if (t16 >= 0x8000) {
            uint32_t lo = (uint32_t)xb, hi2 = (uint32_t)(xb >> 32) << 1;
            if (hi2 >= 0xffe00000) return (hi2 > 0xffe00000 || lo != 0) ? x + x : invalid_nan();
            return ((lo | hi2) == 0) ? minus_infinity() : invalid_nan();
        }
        if (t16 >= 16) return x + x;
        if (x == 0) return minus_infinity();
        x *= 0x1p+128;
        xb = bits_of(x);
        exp16 = top16(x);
        exp_bias16 = 0x47f0;
    }
    uint32_t fbits = (uint32_t)((xb | 0x3ff0000000000000ULL) >> 27) >> 2;
    float recip, scaled;
    uint32_t rb = approx_reciprocal_bits(fbits);
    memcpy(&recip, &rb, sizeof recip);
    scaled = recip * LOG10_LH_FLOAT;
    memcpy(&rb, &scaled, sizeof rb);
    rb += 0x8000;
    double b = double_of(((uint64_t)rb << 29) & 0xffffe00000000000ULL); /* B 2^-896 */
    double m = double_of((xb & 0x000fffffffffffffULL) | 0x77f0000000000000ULL);
    double m_hi = double_of(bits_of(m) & 0xfffffffff8000000ULL);
    double m_lo = m - m_hi;
    double kd = (double)(int32_t)((exp16 & 0x7ff0) - (uint32_t)exp_bias16);
    const uint64_t *t = log10_table[((rb & 0xff0000) >> 16) - 94];
    double r = m_lo * b + (m_hi * b - LOG10_LH);
    double a = double_of(t[0]) + kd * LOG10_LOG2_OVER_16_HI;
    double t_lo = kd * LOG10_LOG2_OVER_16_LO + double_of(t[1]);
    double r2 = r * r, r4 = r2 * r2;
    double s = a + r;
    double corr = r + (a - s);
    double q_hi = ((LOG10_C6 * r + LOG10_C5) * r + (LOG10_C7 * r) * r2) * r4;
    double q_lo = ((LOG10_C3 * r + LOG10_C2) + LOG10_C4 * r2) * r2;
    corr = corr + LOG10_LH_SCALE_MINUS_1 * r;
    corr = corr + t_lo;
    corr = corr + q_hi;
    corr = corr + q_lo;
    return s + corr;
}

/* ---- pow ----
 * x = 2^k mx, mx in [1,2). B ~ C/mx (C = 1.4453125, a short log2(e)) from RCPPS, rounded to 9
 * bits; r = B mx - C is computed in two parts; log2 x = k - log2(B/C) + p(r),
 * p of degree 8, kept as a high part L and small corrections. y log2 x = n/256 + z (|z| <= 1/512)
 * and x^y = 2^(n>>8) 2^((n&255)/256) (1 + q(z)), q of degree 5. |x| in [1-1/32, 1+1/16) with
 * |y| >= 2^12 takes a longer log2 keeping more bits. Results that may overflow or underflow
 * go through a path that scales in two steps. */

/* {-log2(B/C) high part (low 29 bits zero), low part}, B = (740 + i)/1024 for i < 284, else
 * (228 + i)/512 (B rounded to 9 significand bits); within 2e-24 of -log2(B/C) (checked in
 * 200-bit arithmetic). */
static const uint64_t pow_log2_table[513][2] = {
    {0x3ff0000000000000ULL, 0x0000000000000000ULL},
    {0x3feff00a20000000ULL, 0x3e5b185696621f95ULL},
    {0x3fefe019e0000000ULL, 0xbe325278e5916f9eULL},
    {0x3fefd02f00000000ULL, 0x3e595fb7859a1062ULL},
    {0x3fefc049c0000000ULL, 0xbe529c38b245f18fULL},
    {0x3fefb069e0000000ULL, 0xbe501230ad2880a7ULL},
    {0x3fefa08f60000000ULL, 0x3e597bd1c8e72420ULL},
    {0x3fef90ba80000000ULL, 0xbe5d6c75c30c4500ULL},
    {0x3fef80eae0000000ULL, 0x3e2e131802c63f43ULL},
    {0x3fef7120c0000000ULL, 0xbe44c52ab3d4ccccULL},
    {0x3fef615c00000000ULL, 0xbe4e7d6cdbd91397ULL},
    {0x3fef519ca0000000ULL, 0xbe522dc865c5cd68ULL},
    {0x3fef41e2a0000000ULL, 0xbe5a840e46d1306cULL},
    {0x3fef322de0000000ULL, 0x3e5071afd2980e94ULL},
    {0x3fef227ea0000000ULL, 0xbe5891e5773abadeULL},
    {0x3fef12d4a0000000ULL, 0xbe5cccbedc6bf46bULL},
    {0x3fef032fe0000000ULL, 0xbe2bab83bc7247faULL},
    {0x3feef39080000000ULL, 0xbe53bb3bbcaa1e46ULL},
    {0x3feee3f660000000ULL, 0xbe54c6195f6c682dULL},
    {0x3feed46180000000ULL, 0xbe4b6d865141e368ULL},
    {0x3feec4d1e0000000ULL, 0xbe369af6ec678f76ULL},
    {0x3feeb54780000000ULL, 0xbe2d431241301f55ULL},
    {0x3feea5c260000000ULL, 0xbe4d8dd0676da6bdULL},
    {0x3fee964260000000ULL, 0x3e51f99157a891c4ULL},
    {0x3fee86c7a0000000ULL, 0x3e579bf9e4eb491eULL},
    {0x3fee775220000000ULL, 0xbe3356e6fddc4a2cULL},
    {0x3fee67e1c0000000ULL, 0xbe449531d75b5bf1ULL},
    {0x3fee587680000000ULL, 0x3df54fe4bd423b8eULL},
    {0x3fee491060000000ULL, 0x3e54289c330e51b9ULL},
    {0x3fee39af80000000ULL, 0xbe55aad68651a95fULL},
    {0x3fee2a53a0000000ULL, 0xbe2fc4a95e98c708ULL},
    {0x3fee1afce0000000ULL, 0x3e23958c0989328dULL},
    {0x3fee0bab40000000ULL, 0xbe425dd8ee642abdULL},
    {0x3fedfc5ea0000000ULL, 0x3e526362c394d236ULL},
    {0x3feded1720000000ULL, 0x3e4ce247e104aa8eULL},
    {0x3fedddd4c0000000ULL, 0xbe5bb77a265a9be4ULL},
    {0x3fedce9740000000ULL, 0x3e4a7cb10ecac52fULL},
    {0x3fedbf5ee0000000ULL, 0x3e257024124cb3b8ULL},
    {0x3fedb02b80000000ULL, 0xbe2033eee6d4febeULL},
    {0x3feda0fd20000000ULL, 0xbe3ddabc39cca00eULL},
    {0x3fed91d3c0000000ULL, 0xbe543390ef8a552aULL},
    {0x3fed82af40000000ULL, 0x3e513850b8e85204ULL},
    {0x3fed738fe0000000ULL, 0xbe5db7283d59fe08ULL},
    {0x3fed647540000000ULL, 0x3e58804b3aa7ead1ULL},
    {0x3fed555fc0000000ULL, 0xbe5298b0f8a35ba9ULL},
    {0x3fed464f00000000ULL, 0x3e5a8cdb9a88dd15ULL},
    {0x3fed374340000000ULL, 0x3e598635b0b0a190ULL},
    {0x3fed283c80000000ULL, 0xbe5c1119e2113295ULL},
    {0x3fed193a80000000ULL, 0xbe492e9cafbf1728ULL},
    {0x3fed0a3d60000000ULL, 0x3e19b90ee4a4ccf3ULL},
    {0x3fecfb4520000000ULL, 0x3e406b50ba3cbeb8ULL},
    {0x3fecec51c0000000ULL, 0x3e0d6806110f7dddULL},
    {0x3fecdd6340000000ULL, 0xbe5a89437dd7d508ULL},
    {0x3fecce7980000000ULL, 0xbe50676a9b60f271ULL},
    {0x3fecbf9480000000ULL, 0x3e59174f0b9ad660ULL},
    {0x3fecb0b460000000ULL, 0x3e5bbf7200823d9cULL},
    {0x3feca1d920000000ULL, 0xbe4d38f938a6ec89ULL},
    {0x3fec930280000000ULL, 0x3e53dbfd3a0b7d8eULL},
    {0x3fec8430c0000000ULL, 0xbe27c5c9c6826b34ULL},
    {0x3fec7563c0000000ULL, 0xbe5936530c706381ULL},
    {0x3fec669b60000000ULL, 0x3e461ab57df34ec7ULL},
    {0x3fec57d7e0000000ULL, 0xbe5c3dae40e5e7e8ULL},
    {0x3fec491900000000ULL, 0xbe55219d5602770fULL},
    {0x3fec3a5ec0000000ULL, 0x3e5a5d25ec7911ebULL},
    {0x3fec2ba960000000ULL, 0xbe53c00bb39ea225ULL},
    {0x3fec1cf880000000ULL, 0x3e5a8ddf967a212eULL},
    {0x3fec0e4c60000000ULL, 0x3e5f53ab580798bdULL},
    {0x3febffa500000000ULL, 0xbe46b874b8282df6ULL},
    {0x3febf10220000000ULL, 0x3e54963fe33a6729ULL},
    {0x3febe26400000000ULL, 0xbe3adce13b53e88aULL},
    {0x3febd3ca60000000ULL, 0x3e5cde9fc2585084ULL},
    {0x3febc53580000000ULL, 0xbe39fd9ca335c5eeULL},
    {0x3febb6a520000000ULL, 0x3e42ba157325b04dULL},
    {0x3feba81960000000ULL, 0x3e3a9f351564540fULL},
    {0x3feb999240000000ULL, 0xbe5465ce83fff592ULL},
    {0x3feb8b0fa0000000ULL, 0xbe4b1a0ab9da63d3ULL},
    {0x3feb7c9180000000ULL, 0x3e5576576d6f1ea4ULL},
    {0x3feb6e1800000000ULL, 0x3e4ddbb65e80a1bfULL},
    {0x3feb5fa300000000ULL, 0x3e5928771c9eacb5ULL},
    {0x3feb5132a0000000ULL, 0xbe51858c6d40beb3ULL},
    {0x3feb42c6a0000000ULL, 0x3e427ad2d740c67bULL},
    {0x3feb345f40000000ULL, 0xbe5c2fc4a3e0cceeULL},
    {0x3feb25fc40000000ULL, 0xbe3da3c28e752b50ULL},
    {0x3feb179dc0000000ULL, 0x3e1fb481a892e7deULL},
    {0x3feb0943c0000000ULL, 0xbe36520621ed71e9ULL},
    {0x3feafaee20000000ULL, 0x3e5c5b7b0e1380a3ULL},
    {0x3feaec9d20000000ULL, 0xbe5dbbd03c3d640eULL},
    {0x3feade5060000000ULL, 0x3e3a8ec58f97a715ULL},
    {0x3fead00820000000ULL, 0x3e2fe98a23ab2839ULL},
    {0x3feac1c440000000ULL, 0x3e54d8f6f4bbd50fULL},
    {0x3feab384e0000000ULL, 0xbe48774c14757c4dULL},
    {0x3feaa549c0000000ULL, 0x3e5b51bb7c7b0eeaULL},
    {0x3fea971320000000ULL, 0x3e386200f56f7013ULL},
    {0x3fea88e0e0000000ULL, 0xbe514af5be428ebeULL},
    {0x3fea7ab2e0000000ULL, 0x3e4f91658d0e4496ULL},
    {0x3fea6c8960000000ULL, 0xbe5c063bdbacc5d5ULL},
    {0x3fea5e6420000000ULL, 0xbe5a0c8c3f19d970ULL},
    {0x3fea504320000000ULL, 0x3e5065dc09ea3e6bULL},
    {0x3fea422680000000ULL, 0x3e5e05f678df246cULL},
    {0x3fea340e40000000ULL, 0x3e431b2b4057d4a0ULL},
    {0x3fea25fa40000000ULL, 0x3e4b76be82867bb5ULL},
    {0x3fea17eaa0000000ULL, 0xbe5aad399436f40aULL},
    {0x3fea09df20000000ULL, 0x3e46380b4b5253b3ULL},
    {0x3fe9fbd800000000ULL, 0xbe386f9b8fc52466ULL},
    {0x3fe9edd520000000ULL, 0xbe53834722d3f344ULL},
    {0x3fe9dfd660000000ULL, 0x3e5dbc531ac33522ULL},
    {0x3fe9d1dc00000000ULL, 0x3e40fc0ceabdff1dULL},
    {0x3fe9c3e5e0000000ULL, 0xbe585e63afd30e73ULL},
    {0x3fe9b5f3e0000000ULL, 0xbe43e8f9a52f226aULL},
    {0x3fe9a80620000000ULL, 0xbe515b36ecb8698dULL},
    {0x3fe99a1c80000000ULL, 0x3e48b62bf2b4e89dULL},
    {0x3fe98c3720000000ULL, 0x3e44414c7c9a88fbULL},
    {0x3fe97e5600000000ULL, 0xbe5d13bada015741ULL},
    {0x3fe97078e0000000ULL, 0x3e51b9475fdace06ULL},
    {0x3fe962a000000000ULL, 0x3e518785956ca094ULL},
    {0x3fe954cb40000000ULL, 0x3e5d5b5701164c1dULL},
    {0x3fe946fac0000000ULL, 0xbe4f84e7e63b3767ULL},
    {0x3fe9392e40000000ULL, 0x3e34eda3e57cc2a9ULL},
    {0x3fe92b65e0000000ULL, 0x3e5766a08c75b544ULL},
    {0x3fe91da1c0000000ULL, 0xbe5e2ab137d1d087ULL},
    {0x3fe90fe180000000ULL, 0x3e5fa1f3a953dc20ULL},
    {0x3fe9022580000000ULL, 0x3e47d6dbdbd3f369ULL},
    {0x3fe8f46da0000000ULL, 0xbe5e2b0a1c9be989ULL},
    {0x3fe8e6b9a0000000ULL, 0x3e5c86183c93d76aULL},
    {0x3fe8d909e0000000ULL, 0xbe41aa9e2182fc9aULL},
    {0x3fe8cb5e20000000ULL, 0xbe530d19e6b3539dULL},
    {0x3fe8bdb660000000ULL, 0xbe3bb37449e58cc3ULL},
    {0x3fe8b012a0000000ULL, 0x3e56c412a7cfeb8fULL},
    {0x3fe8a27300000000ULL, 0x3e1429b88d52bc19ULL},
    {0x3fe894d760000000ULL, 0xbe48604c4dc32c6cULL},
    {0x3fe8873fc0000000ULL, 0xbe564ee50c868e56ULL},
    {0x3fe879ac00000000ULL, 0x3e5e2fd856aee828ULL},
    {0x3fe86c1c60000000ULL, 0x3e4933657ceab8ecULL},
    {0x3fe85e90c0000000ULL, 0xbe4f7f2578d4dadcULL},
    {0x3fe8510900000000ULL, 0x3e31e7a20ccd8280ULL},
    {0x3fe8438540000000ULL, 0x3e32807734ba4e15ULL},
    {0x3fe8360580000000ULL, 0xbe53eee5a670975aULL},
    {0x3fe82889a0000000ULL, 0xbe43a20af61b77b2ULL},
    {0x3fe81b11a0000000ULL, 0x3e5e5fe513e6643bULL},
    {0x3fe80d9dc0000000ULL, 0xbe5ff1f982cc94e8ULL},
    {0x3fe8002da0000000ULL, 0xbe42b0e78a0c9c5dULL},
    {0x3fe7f2c160000000ULL, 0x3e5d9ea022a16f01ULL},
    {0x3fe7e55920000000ULL, 0x3e506963c38cd451ULL},
    {0x3fe7d7f4c0000000ULL, 0x3e4503d79902bc71ULL},
    {0x3fe7ca9440000000ULL, 0x3e3d98eddef2a3c0ULL},
    {0x3fe7bd37a0000000ULL, 0x3e24c1ffed49abb0ULL},
    {0x3fe7afdee0000000ULL, 0xbe40c467e3b0be70ULL},
    {0x3fe7a28a00000000ULL, 0xbe5dff6caf9f193cULL},
    {0x3fe79538e0000000ULL, 0xbe258ed0b74cf6b6ULL},
    {0x3fe787eba0000000ULL, 0x3e345fb01d9127c7ULL},
    {0x3fe77aa240000000ULL, 0xbe4619bd1028c21dULL},
    {0x3fe76d5ca0000000ULL, 0x3e40f1a27cb0b5e4ULL},
    {0x3fe7601ae0000000ULL, 0xbe32e8bb2b1bc4adULL},
    {0x3fe752dce0000000ULL, 0x3e41f57b6839f64eULL},
    {0x3fe745a2c0000000ULL, 0xbe52c40ac4121f7eULL},
    {0x3fe7386c60000000ULL, 0xbe5c4e6bd6852d72ULL},
    {0x3fe72b39c0000000ULL, 0xbe57f88f91d690f7ULL},
    {0x3fe71e0ae0000000ULL, 0xbe4425d5627a2159ULL},
    {0x3fe710dfc0000000ULL, 0x3e422b7e50a54033ULL},
    {0x3fe703b860000000ULL, 0x3e5d38573b0b5f91ULL},
    {0x3fe6f694e0000000ULL, 0xbe51f09084d628a2ULL},
    {0x3fe6e97500000000ULL, 0xbe414d83306d8894ULL},
    {0x3fe6dc58e0000000ULL, 0xbe4650ca30bf24aaULL},
    {0x3fe6cf4080000000ULL, 0xbe5db007d4628d69ULL},
    {0x3fe6c22bc0000000ULL, 0xbe31d279a2aae57bULL},
    {0x3fe6b51ac0000000ULL, 0xbe2d4c4a860edf7eULL},
    {0x3fe6a80d80000000ULL, 0xbe5f7e98f3559341ULL},
    {0x3fe69b03e0000000ULL, 0xbe5c2011a885899eULL},
    {0x3fe68dfde0000000ULL, 0x3e224a822bdc6d37ULL},
    {0x3fe680fba0000000ULL, 0xbe40cf56c12ad1b9ULL},
    {0x3fe673fd00000000ULL, 0xbdf52f2d1bcdf659ULL},
    {0x3fe6670200000000ULL, 0x3e5663e05df10408ULL},
    {0x3fe65a0ac0000000ULL, 0xbe40b12fa4070568ULL},
    {0x3fe64d1700000000ULL, 0x3e5f5e8b71c54c47ULL},
    {0x3fe6402700000000ULL, 0x3e42ead6bd4b7e83ULL},
    {0x3fe6333aa0000000ULL, 0xbe4c48d461598bd2ULL},
    {0x3fe62651c0000000ULL, 0x3e5484016f538d61ULL},
    {0x3fe6196ca0000000ULL, 0xbe529af614344120ULL},
    {0x3fe60c8b00000000ULL, 0xbe3e1e4f5982c587ULL},
    {0x3fe5ffad00000000ULL, 0xbe4c897afe51d4eaULL},
    {0x3fe5f2d280000000ULL, 0x3e552e00fd46ebe1ULL},
    {0x3fe5e5fba0000000ULL, 0x3e5ed471a4695699ULL},
    {0x3fe5d92860000000ULL, 0x3e456b6180d118aeULL},
    {0x3fe5cc58a0000000ULL, 0x3e54dc29304c330bULL},
    {0x3fe5bf8c80000000ULL, 0xbe3aa9bd0af2dedfULL},
    {0x3fe5b2c3e0000000ULL, 0xbe479a3715fc9258ULL},
    {0x3fe5a5fec0000000ULL, 0x3e1886509292c7eaULL},
    {0x3fe5993d20000000ULL, 0x3e5d6d9333b4d380ULL},
    {0x3fe58c7f20000000ULL, 0x3e2fe96102fd16c7ULL},
    {0x3fe57fc4a0000000ULL, 0xbe4d55b44a05edb6ULL},
    {0x3fe5730da0000000ULL, 0xbe5e69543d443abbULL},
    {0x3fe5665a00000000ULL, 0x3e50e61b024acfeaULL},
    {0x3fe559aa00000000ULL, 0xbe325403cc9edd09ULL},
    {0x3fe54cfd60000000ULL, 0x3e5d500e1fe26950ULL},
    {0x3fe5405460000000ULL, 0xbe4a79b46c5ae164ULL},
    {0x3fe533aec0000000ULL, 0xbe401571154b0287ULL},
    {0x3fe5270ca0000000ULL, 0xbe56e56b0673f401ULL},
    {0x3fe51a6de0000000ULL, 0x3e235269751b639cULL},
    {0x3fe50dd2a0000000ULL, 0x3ddec8877c7b2bedULL},
    {0x3fe5013ac0000000ULL, 0x3e5e7575afab4e17ULL},
    {0x3fe4f4a660000000ULL, 0x3e59aed62e308668ULL},
    {0x3fe4e81580000000ULL, 0xbe51f184f33e2a76ULL},
    {0x3fe4db87e0000000ULL, 0x3e57db01839f3e3eULL},
    {0x3fe4cefdc0000000ULL, 0x3e535e0fa9eda7bbULL},
    {0x3fe4c27700000000ULL, 0x3e5ce4512a8f66a5ULL},
    {0x3fe4b5f3c0000000ULL, 0xbe4e851805192456ULL},
    {0x3fe4a973c0000000ULL, 0x3e46784a4aa7cd1dULL},
    {0x3fe49cf740000000ULL, 0xbe5749f28e23025eULL},
    {0x3fe4907e00000000ULL, 0x3e360f3918d30215ULL},
    {0x3fe4840820000000ULL, 0x3e5e00fe63dcf2f3ULL},
    {0x3fe47795c0000000ULL, 0xbe5173d946182d09ULL},
    {0x3fe46b26a0000000ULL, 0xbe48f2818f0e62aaULL},
    {0x3fe45ebae0000000ULL, 0xbe56aad45775c40cULL},
    {0x3fe4525260000000ULL, 0x3e48bd710fe25f69ULL},
    {0x3fe445ed40000000ULL, 0x3e590d97e9989ec5ULL},
    {0x3fe4398b80000000ULL, 0x3e479dbcb3d9ffe3ULL},
    {0x3fe42d2d20000000ULL, 0xbe5eed80388e4d2eULL},
    {0x3fe420d1e0000000ULL, 0x3e554b4c6f797c18ULL},
    {0x3fe4147a20000000ULL, 0xbe5b111231048bb4ULL},
    {0x3fe4082580000000ULL, 0x3e48ebc72efba4f9ULL},
    {0x3fe3fbd440000000ULL, 0x3e40b70150201119ULL},
    {0x3fe3ef8640000000ULL, 0x3e551de80a4db32cULL},
    {0x3fe3e33ba0000000ULL, 0xbe50c1f60c9c148bULL},
    {0x3fe3d6f420000000ULL, 0x3e533fa0c9129447ULL},
    {0x3fe3cab000000000ULL, 0xbe22b68eaae5b5a0ULL},
    {0x3fe3be6f20000000ULL, 0xbe54fc0802305e8aULL},
    {0x3fe3b23160000000ULL, 0x3e57dc057f908258ULL},
    {0x3fe3a5f700000000ULL, 0x3e08038b1a09af78ULL},
    {0x3fe399bfe0000000ULL, 0xbe5dbe42490643c1ULL},
    {0x3fe38d8be0000000ULL, 0xbe3c2b725e8ad724ULL},
    {0x3fe3815b20000000ULL, 0x3e1713cfc67196b6ULL},
    {0x3fe3752da0000000ULL, 0xbe3ec14c6182e429ULL},
    {0x3fe3690340000000ULL, 0x3e5a2cc5ab6eb1aeULL},
    {0x3fe35cdc40000000ULL, 0xbe5c5878fe5dc064ULL},
    {0x3fe350b840000000ULL, 0x3e51619b0ba6b9e4ULL},
    {0x3fe3449780000000ULL, 0x3e5fff53857761aaULL},
    {0x3fe3387a00000000ULL, 0x3e484f4df872d68cULL},
    {0x3fe32c5fa0000000ULL, 0x3e52842e087e97c2ULL},
    {0x3fe3204880000000ULL, 0xbe503edf73d6d0c0ULL},
    {0x3fe3143480000000ULL, 0xbe5f72ad0c1456a1ULL},
    {0x3fe30823a0000000ULL, 0xbe5e65cc83a1a4d5ULL},
    {0x3fe2fc15e0000000ULL, 0xbe506438855a7390ULL},
    {0x3fe2f00b40000000ULL, 0x3e3d22a2a2898287ULL},
    {0x3fe2e403e0000000ULL, 0xbe5aa5fd8b56f66fULL},
    {0x3fe2d7ff80000000ULL, 0x3e3a2e3d52db119aULL},
    {0x3fe2cbfe60000000ULL, 0xbe586469e2ddd4c0ULL},
    {0x3fe2c00040000000ULL, 0x3e352b9d6b01bf10ULL},
    {0x3fe2b40540000000ULL, 0x3e5c5cdab07a1cdfULL},
    {0x3fe2a80d80000000ULL, 0xbe5668b3c7b5f868ULL},
    {0x3fe29c18c0000000ULL, 0xbe563d66185edf62ULL},
    {0x3fe2902700000000ULL, 0x3e59a9a0f729e1ccULL},
    {0x3fe2843880000000ULL, 0xbe43cc896433c727ULL},
    {0x3fe2784d00000000ULL, 0xbe30750c41782631ULL},
    {0x3fe26c64a0000000ULL, 0xbe58290e914911b7ULL},
    {0x3fe2607f40000000ULL, 0xbe4269cd3dcc73e1ULL},
    {0x3fe2549d00000000ULL, 0xbe5a69982751bf70ULL},
    {0x3fe248bdc0000000ULL, 0xbe4ddb004248b9fbULL},
    {0x3fe23ce180000000ULL, 0x3e561b71f35cf82fULL},
    {0x3fe2310860000000ULL, 0x3e518fb98e481a2dULL},
    {0x3fe2253260000000ULL, 0xbe5fafc55ab96edcULL},
    {0x3fe2195f40000000ULL, 0xbe07f81980943911ULL},
    {0x3fe20d8f40000000ULL, 0xbe54ba8b386f2d6cULL},
    {0x3fe201c240000000ULL, 0xbe5eb815f29664acULL},
    {0x3fe1f5f820000000ULL, 0x3e5e320c64f03390ULL},
    {0x3fe1ea3120000000ULL, 0x3e5ef0a5747ff696ULL},
    {0x3fe1de6d40000000ULL, 0xbe5f8d273e9ceb51ULL},
    {0x3fe1d2ac20000000ULL, 0x3e5faa214ae0b55eULL},
    {0x3fe1c6ee20000000ULL, 0x3e598a4f28569a5eULL},
    {0x3fe1bb3320000000ULL, 0x3e46130a54b33e07ULL},
    {0x3fe1af7b20000000ULL, 0xbe4dbf93024f1078ULL},
    {0x3fe1a3c600000000ULL, 0x3e419248b0783bfaULL},
    {0x3fe19813e0000000ULL, 0x3e4e02b72f02b836ULL},
    {0x3fe18c64c0000000ULL, 0x3e09064f28dec9d4ULL},
    {0x3fe180b880000000ULL, 0x3e5b1f4645cbf406ULL},
    {0x3fe1750f40000000ULL, 0x3e5b0a7903d9964cULL},
    {0x3fe1696900000000ULL, 0xbe2380868b5b882bULL},
    {0x3fe15dc5a0000000ULL, 0xbdf1fca473bad6f8ULL},
    {0x3fe1522520000000ULL, 0x3e5e8d765385769cULL},
    {0x3fe14687a0000000ULL, 0x3e571d081676dc6bULL},
    {0x3fe13aed20000000ULL, 0xbe598a25a8c41c7fULL},
    {0x3fe12f5560000000ULL, 0x3e435277c4e1aaf0ULL},
    {0x3fe123c0a0000000ULL, 0xbe21aa7c403638e1ULL},
    {0x3fe1182ec0000000ULL, 0xbdd0116b557a092bULL},
    {0x3fe10c9fc0000000ULL, 0x3e4a61ba7d779f66ULL},
    {0x3fe10113c0000000ULL, 0xbe5d586e2b09c645ULL},
    {0x3fe0ea0420000000ULL, 0x3e5aa97cea2cad46ULL},
    {0x3fe0d30020000000ULL, 0x3e50f1a723190e54ULL},
    {0x3fe0bc07a0000000ULL, 0xbe51619d1379a5a6ULL},
    {0x3fe0a51a60000000ULL, 0x3e5cf019926a3d4aULL},
    {0x3fe08e38a0000000ULL, 0x3e35241ea8c24358ULL},
    {0x3fe0776220000000ULL, 0x3e512cfa24317e7aULL},
    {0x3fe0609700000000ULL, 0xbe55bef3fd9cf274ULL},
    {0x3fe049d700000000ULL, 0xbe36d26d3689b49dULL},
    {0x3fe0332240000000ULL, 0xbe54cd08f72ef6c4ULL},
    {0x3fe01c78a0000000ULL, 0xbe5900bf23702d2dULL},
    {0x3fe005da00000000ULL, 0x3e57d80b3f59c14cULL},
    {0x3fdfde8d40000000ULL, 0xbe57fad4ad67766dULL},
    {0x3fdfb17c40000000ULL, 0x3e1ee43b644f4ae7ULL},
    {0x3fdf848140000000ULL, 0x3e501a86903234d2ULL},
    {0x3fdf579c40000000ULL, 0xbe267c3eafe9e509ULL},
    {0x3fdf2acd00000000ULL, 0xbe48149bb7dfda0bULL},
    {0x3fdefe1340000000ULL, 0x3e5f4ea73b94305eULL},
    {0x3fded16f80000000ULL, 0xbe55c1985d95da61ULL},
    {0x3fdea4e100000000ULL, 0xbdd99a19406960c9ULL},
    {0x3fde786800000000ULL, 0x3e470c78d22f3539ULL},
    {0x3fde4c0480000000ULL, 0xbe3e123283eec535ULL},
    {0x3fde1fb640000000ULL, 0xbe4b7d713dfbffcbULL},
    {0x3fddf37d40000000ULL, 0xbe5b8f8f7e1be4e0ULL},
    {0x3fddc75940000000ULL, 0xbe35045846dae887ULL},
    {0x3fdd9b4a80000000ULL, 0xbe5f0045ed6ecc49ULL},
    {0x3fdd6f5080000000ULL, 0x3e2915da2e9e883cULL},
    {0x3fdd436b80000000ULL, 0x3e4a68c9f0bccb32ULL},
    {0x3fdd179b80000000ULL, 0xbe54a26a9bbfc779ULL},
    {0x3fdcebe000000000ULL, 0x3e43c6b77cea33abULL},
    {0x3fdcc03940000000ULL, 0x3e5526c2e740fd06ULL},
    {0x3fdc94a740000000ULL, 0xbe396d8d9eadeb1aULL},
    {0x3fdc6929c0000000ULL, 0xbe5c0ab2f0a8f95aULL},
    {0x3fdc3dc080000000ULL, 0x3e0992e66ee2693bULL},
    {0x3fdc126bc0000000ULL, 0xbe2834b65ac6b581ULL},
    {0x3fdbe72b40000000ULL, 0x3e3596a68cc226ffULL},
    {0x3fdbbbff00000000ULL, 0x3e3c5813f92a74bbULL},
    {0x3fdb90e700000000ULL, 0xbe50d644479664c0ULL},
    {0x3fdb65e300000000ULL, 0xbe55258f5004975bULL},
    {0x3fdb3af300000000ULL, 0xbe588407e4b23194ULL},
    {0x3fdb1016c0000000ULL, 0x3e527c26e65d4d0aULL},
    {0x3fdae54e80000000ULL, 0x3e5962a2814fddd6ULL},
    {0x3fdaba9a40000000ULL, 0xbe562f4ee19d0913ULL},
    {0x3fda8ff980000000ULL, 0xbe4cfdeb43cfd006ULL},
    {0x3fda656c40000000ULL, 0x3e5e47a8686f0a4eULL},
    {0x3fda3af2c0000000ULL, 0x3e5e11997200d410ULL},
    {0x3fda108cc0000000ULL, 0x3e5ee4d1abd2266eULL},
    {0x3fd9e63a40000000ULL, 0x3e4dbffb396f8f2cULL},
    {0x3fd9bbfb00000000ULL, 0x3e5c3a54e32b25ddULL},
    {0x3fd991cf40000000ULL, 0xbe457925431e4035ULL},
    {0x3fd967b680000000ULL, 0x3e40c61d7bed3dd3ULL},
    {0x3fd93db100000000ULL, 0x3e306419d7449365ULL},
    {0x3fd913be80000000ULL, 0x3e56fcfc1746e791ULL},
    {0x3fd8e9df40000000ULL, 0xbe5041b9f3a9028bULL},
    {0x3fd8c012c0000000ULL, 0xbe26e20a56840c50ULL},
    {0x3fd8965940000000ULL, 0xbe51f46619763102ULL},
    {0x3fd86cb280000000ULL, 0xbe4d298a7032de7cULL},
    {0x3fd8431e80000000ULL, 0xbe4361ebdeb39fabULL},
    {0x3fd8199d40000000ULL, 0xbe5425b35d01cbe0ULL},
    {0x3fd7f02e80000000ULL, 0x3e146fa83ce99aa9ULL},
    {0x3fd7c6d280000000ULL, 0xbe5a1a69d1a262b9ULL},
    {0x3fd79d88c0000000ULL, 0x3e423a088606c236ULL},
    {0x3fd7745180000000ULL, 0x3e5a6a638fd1e1b7ULL},
    {0x3fd74b2cc0000000ULL, 0x3e42c1cae491456aULL},
    {0x3fd7221a40000000ULL, 0x3e36a69a4499a6d7ULL},
    {0x3fd6f91a00000000ULL, 0xbe0f8f025237df94ULL},
    {0x3fd6d02c00000000ULL, 0xbe5abcf7b6482c6eULL},
    {0x3fd6a75000000000ULL, 0xbe57ade21919fd61ULL},
    {0x3fd67e8600000000ULL, 0xbe3f3fbdaa7a994dULL},
    {0x3fd655ce00000000ULL, 0x3e33c55067db014cULL},
    {0x3fd62d2800000000ULL, 0xbe1409d1a82856b7ULL},
    {0x3fd60493c0000000ULL, 0x3e55d8991e6a300dULL},
    {0x3fd5dc1180000000ULL, 0xbe35bfc01222bd5cULL},
    {0x3fd5b3a0c0000000ULL, 0x3e5d4d796e8dc2d3ULL},
    {0x3fd58b4200000000ULL, 0xbe517303e0e4ace6ULL},
    {0x3fd562f480000000ULL, 0x3e5edf0fb306e0a8ULL},
    {0x3fd53ab8c0000000ULL, 0x3e5ee8596574bc54ULL},
    {0x3fd5128e80000000ULL, 0x3e5f6188ea902207ULL},
    {0x3fd4ea75c0000000ULL, 0x3e5117359f911d79ULL},
    {0x3fd4c26e80000000ULL, 0xbe5b1643f9c77397ULL},
    {0x3fd49a7840000000ULL, 0x3e479a3715fc9258ULL},
    {0x3fd4729380000000ULL, 0xbe426e56d5a04dd9ULL},
    {0x3fd44abfc0000000ULL, 0x3e56f7c6e04042f5ULL},
    {0x3fd422fd40000000ULL, 0x3e5d88101d8bf2c8ULL},
    {0x3fd3fb4c00000000ULL, 0xbe31145488a8ddeeULL},
    {0x3fd3d3abc0000000ULL, 0xbe5d1b723e3b5e47ULL},
    {0x3fd3ac1c40000000ULL, 0x3e31b02bc2ab5d59ULL},
    {0x3fd3849dc0000000ULL, 0x3e51cb2fd4e34b9eULL},
    {0x3fd35d3040000000ULL, 0xbe2b8cd7177204fbULL},
    {0x3fd335d380000000ULL, 0xbe4356e1fcd38c82ULL},
    {0x3fd30e8780000000ULL, 0xbe4e622464f54accULL},
    {0x3fd2e74c00000000ULL, 0x3e5dc0feaa7975d9ULL},
    {0x3fd2c02180000000ULL, 0xbe50ffa3516dab3fULL},
    {0x3fd2990740000000ULL, 0x3e5674a22bfb7313ULL},
    {0x3fd271fdc0000000ULL, 0x3e385d290549fc99ULL},
    {0x3fd24b04c0000000ULL, 0xbe500c6d55b63073ULL},
    {0x3fd2241c00000000ULL, 0x3e3899773f91953aULL},
    {0x3fd1fd43c0000000ULL, 0xbe3487aba1543f71ULL},
    {0x3fd1d67bc0000000ULL, 0x3df6a2dc4ec8867cULL},
    {0x3fd1afc400000000ULL, 0x3e41d9c04328e3bbULL},
    {0x3fd1891c80000000ULL, 0x3e3bdd872e1cda84ULL},
    {0x3fd1628540000000ULL, 0xbe53128e4b5331aeULL},
    {0x3fd13bfe00000000ULL, 0xbe52ac98b9aec164ULL},
    {0x3fd11586c0000000ULL, 0xbe350630d91e1316ULL},
    {0x3fd0ef1f80000000ULL, 0x3e3f52197cacc12cULL},
    {0x3fd0c8c840000000ULL, 0x3e3d30c0bce277b7ULL},
    {0x3fd0a28100000000ULL, 0xbe5413772a63447dULL},
    {0x3fd07c4980000000ULL, 0xbe5772ecfac483b5ULL},
    {0x3fd05621c0000000ULL, 0xbe4fd4bd36b8a570ULL},
    {0x3fd03009c0000000ULL, 0xbe450388bae505f7ULL},
    {0x3fd00a0180000000ULL, 0xbe5430fc3e35aeadULL},
    {0x3fcfc81180000000ULL, 0x3e38806e707475acULL},
    {0x3fcf7c3f80000000ULL, 0xbe40cceac91817fcULL},
    {0x3fcf308c80000000ULL, 0xbe4919b8ae05d5e9ULL},
    {0x3fcee4f880000000ULL, 0xbe530b94ae6cc9e6ULL},
    {0x3fce998300000000ULL, 0x3e57747e1efe3e8eULL},
    {0x3fce4e2d00000000ULL, 0xbe59a608da78d9bfULL},
    {0x3fce02f500000000ULL, 0x3e4a35ad8abe2c2eULL},
    {0x3fcdb7dc00000000ULL, 0xbe0872cc1495450dULL},
    {0x3fcd6ce180000000ULL, 0xbe4f59a086ee0ba0ULL},
    {0x3fcd220500000000ULL, 0x3e5402c3e81ca888ULL},
    {0x3fccd74700000000ULL, 0x3e5dfdc33b4424b9ULL},
    {0x3fcc8ca780000000ULL, 0x3e202da6d305b56cULL},
    {0x3fcc422600000000ULL, 0xbe482a1c399a6910ULL},
    {0x3fcbf7c280000000ULL, 0xbe587372747f7938ULL},
    {0x3fcbad7c80000000ULL, 0x3e50d83d6fc246a0ULL},
    {0x3fcb635500000000ULL, 0xbe5c35bdee9e9be5ULL},
    {0x3fcb194a80000000ULL, 0x3e546d4f8416c0bcULL},
    {0x3fcacf5e00000000ULL, 0x3e56da7649f7f08fULL},
    {0x3fca858f00000000ULL, 0x3e5f390c5dc30de2ULL},
    {0x3fca3bde00000000ULL, 0xbe5e4169950583b6ULL},
    {0x3fc9f24980000000ULL, 0x3e52aeb133631553ULL},
    {0x3fc9a8d300000000ULL, 0xbe59a504de8795a6ULL},
    {0x3fc95f7900000000ULL, 0x3e5122fe076bf41eULL},
    {0x3fc9163c80000000ULL, 0x3e3dd0642914c8e7ULL},
    {0x3fc8cd1d00000000ULL, 0xbe21b4aa3a30eca3ULL},
    {0x3fc8841a80000000ULL, 0xbe575444b2a96650ULL},
    {0x3fc83b3480000000ULL, 0xbe2a74c72376c0cbULL},
    {0x3fc7f26b80000000ULL, 0xbe5181b6d8a0b653ULL},
    {0x3fc7a9bf00000000ULL, 0xbe4a78b432257882ULL},
    {0x3fc7612f00000000ULL, 0xbe1bfe9d1eee8bd9ULL},
    {0x3fc718bb80000000ULL, 0x3e36fdc90c603cc4ULL},
    {0x3fc6d06480000000ULL, 0xbe1e542e3728b8cfULL},
    {0x3fc6882980000000ULL, 0x3e5c380fc79a4067ULL},
    {0x3fc6400b00000000ULL, 0x3e550a84f69eac69ULL},
    {0x3fc5f80880000000ULL, 0x3e5d9224b7a780a4ULL},
    {0x3fc5b02280000000ULL, 0xbe55242fad9dfb1eULL},
    {0x3fc5685800000000ULL, 0xbe4bfda3659b18beULL},
    {0x3fc520a980000000ULL, 0xbe57d76966ee3631ULL},
    {0x3fc4d91680000000ULL, 0x3e2427f71ec62819ULL},
    {0x3fc4919f80000000ULL, 0xbe435431dec25369ULL},
    {0x3fc44a4400000000ULL, 0xbe3c62e8a8acfc4bULL},
    {0x3fc4030400000000ULL, 0xbdfba29fcf1d3eabULL},
    {0x3fc3bbdf80000000ULL, 0xbdf1b7c879aba3eaULL},
    {0x3fc374d680000000ULL, 0xbe5130cfb8d186daULL},
    {0x3fc32de880000000ULL, 0x3e2285b69d74f152ULL},
    {0x3fc2e71600000000ULL, 0xbe50392050ae7ca9ULL},
    {0x3fc2a05e80000000ULL, 0xbe5339246caed92eULL},
    {0x3fc259c200000000ULL, 0xbe510e319cb5034eULL},
    {0x3fc2134080000000ULL, 0xbe540b4312c4d378ULL},
    {0x3fc1ccd980000000ULL, 0x3e59887acc418706ULL},
    {0x3fc1868e00000000ULL, 0xbe528e67921f4106ULL},
    {0x3fc1405c80000000ULL, 0x3e5d80513969441eULL},
    {0x3fc0fa4600000000ULL, 0x3e5f9079d941ef5bULL},
    {0x3fc0b44a80000000ULL, 0xbe5676915a3e81b2ULL},
    {0x3fc06e6900000000ULL, 0xbe4d43fb9d66afe7ULL},
    {0x3fc028a200000000ULL, 0xbe52f3940a92a162ULL},
    {0x3fbfc5ea00000000ULL, 0x3e529e37209897e5ULL},
    {0x3fbf3ac500000000ULL, 0x3e5828318458bd7bULL},
    {0x3fbeafd500000000ULL, 0xbe486b4ab8d8b4b8ULL},
    {0x3fbe251800000000ULL, 0x3e5bafd2e0a3b7b6ULL},
    {0x3fbd9a9000000000ULL, 0x3e383b2b2bf2710eULL},
    {0x3fbd103c00000000ULL, 0xbe56d78d73eb6ab7ULL},
    {0x3fbc861b00000000ULL, 0xbe32dc5a32ceaff5ULL},
    {0x3fbbfc2e00000000ULL, 0xbe4a71a4bee04cb7ULL},
    {0x3fbb727400000000ULL, 0x3e38142f35ae9577ULL},
    {0x3fbae8ee00000000ULL, 0xbe5490f0cbaddab4ULL},
    {0x3fba5f9a00000000ULL, 0x3e597c7195ce1114ULL},
    {0x3fb9d67a00000000ULL, 0x3e3abc2d6d7c0f78ULL},
    {0x3fb94d8d00000000ULL, 0xbe566cbc2841a782ULL},
    {0x3fb8c4d200000000ULL, 0xbe3cfff96ed429c6ULL},
    {0x3fb83c4a00000000ULL, 0xbe552964e4a49fbbULL},
    {0x3fb7b3f400000000ULL, 0xbe42fa722193d81eULL},
    {0x3fb72bd000000000ULL, 0x3e527a8cdd70c122ULL},
    {0x3fb6a3df00000000ULL, 0xbe45039303108a54ULL},
    {0x3fb61c1f00000000ULL, 0x3e56584030ff7954ULL},
    {0x3fb5949200000000ULL, 0xbe5422b5dedd460cULL},
    {0x3fb50d3600000000ULL, 0xbe5313f6950f9f45ULL},
    {0x3fb4860b00000000ULL, 0x3e506d39582cdcb1ULL},
    {0x3fb3ff1200000000ULL, 0x3e4aa7197216d3a6ULL},
    {0x3fb3784a00000000ULL, 0x3e5a9b9f57a423fdULL},
    {0x3fb2f1b400000000ULL, 0xbe50b4187a138b41ULL},
    {0x3fb26b4e00000000ULL, 0x3e23a53e2fbfd7eaULL},
    {0x3fb1e51900000000ULL, 0x3e465fc118913ccbULL},
    {0x3fb15f1500000000ULL, 0x3e0428437ea24e21ULL},
    {0x3fb0d94100000000ULL, 0x3e59f61e7c6d9c77ULL},
    {0x3fb0539e00000000ULL, 0x3e4ccab7114efd44ULL},
    {0x3faf9c5600000000ULL, 0x3e552f651777f657ULL},
    {0x3fae91d200000000ULL, 0xbe5a61e0c317b86aULL},
    {0x3fad87ac00000000ULL, 0xbe41f64eb7664efbULL},
    {0x3fac7de600000000ULL, 0x3e0807a05d3d03a9ULL},
    {0x3fab748000000000ULL, 0xbe3726e1743c38ebULL},
    {0x3faa6b7800000000ULL, 0x3e5ad63606a253f1ULL},
    {0x3fa962d000000000ULL, 0x3e5a187aa35f541bULL},
    {0x3fa85a8800000000ULL, 0xbe5081504b86e446ULL},
    {0x3fa7529c00000000ULL, 0x3e52938a2589cacfULL},
    {0x3fa64b1000000000ULL, 0xbe3454cdaf6b11f2ULL},
    {0x3fa543e200000000ULL, 0xbe5fdec597506fefULL},
    {0x3fa43d1000000000ULL, 0xbe388dd3e75f7dd9ULL},
    {0x3fa3369c00000000ULL, 0xbdea5177a4139632ULL},
    {0x3fa2308600000000ULL, 0xbe565ad6352d6f1eULL},
    {0x3fa12acc00000000ULL, 0xbe50d5c777449eb7ULL},
    {0x3fa0256e00000000ULL, 0x3e4047247478da78ULL},
    {0x3f9e40dc00000000ULL, 0xbe539d0af59cef7fULL},
    {0x3f9c379000000000ULL, 0x3e53c2c81511d43cULL},
    {0x3f9a2f0000000000ULL, 0xbe43b3e19b8bff3cULL},
    {0x3f98272400000000ULL, 0x3e46f0bdad1e22a5ULL},
    {0x3f96200000000000ULL, 0x3e475ba0130d9356ULL},
    {0x3f94199400000000ULL, 0xbe513d0b8f86f883ULL},
    {0x3f9213dc00000000ULL, 0xbe534335914d0dc8ULL},
    {0x3f900ed800000000ULL, 0xbe22ba752d73e5e7ULL},
    {0x3f8c151000000000ULL, 0x3e599c5dc5b7d70eULL},
    {0x3f880de000000000ULL, 0xbe3d28c88a27857eULL},
    {0x3f84081000000000ULL, 0x3e531b3dda767328ULL},
    {0x3f8003b000000000ULL, 0xbe5f04e377bacaf3ULL},
    {0x3f78015000000000ULL, 0x3e5a8bffdf4b0720ULL},
    {0x3f6ffc4000000000ULL, 0xbe3fcd9934c48e71ULL},
    {0x3f5ff6c000000000ULL, 0xbe4c78a71ad218afULL},
    {0x0000000000000000ULL, 0x8000000000000000ULL},
};

/* {2^(j/256) rounded, the rest}, j = 0..255; the sum is within 2e-22 relative of 2^(j/256)
 * (checked in 200-bit arithmetic; entry 0 carries 2^-72). */
static const uint64_t pow_exp_table[256][2] = {
    {0x3ff0000000000000ULL, 0x3b70000000000000ULL},
    {0x3ff00b1afa5abcbfULL, 0xbc84f6b2a7609f71ULL},
    {0x3ff0163da9fb3335ULL, 0x3c9b61299ab8cdb7ULL},
    {0x3ff02168143b0281ULL, 0xbc82bf310fc54eb6ULL},
    {0x3ff02c9a3e778061ULL, 0xbc719083535b085dULL},
    {0x3ff037d42e11bbccULL, 0x3c656811eeade11aULL},
    {0x3ff04315e86e7f85ULL, 0xbc90a31c1977c96eULL},
    {0x3ff04e5f72f654b1ULL, 0x3c84c3793aa0d08cULL},
    {0x3ff059b0d3158574ULL, 0x3c8d73e2a475b465ULL},
    {0x3ff0650a0e3c1f89ULL, 0xbc95cb7b5799c397ULL},
    {0x3ff0706b29ddf6deULL, 0xbc8c91dfe2b13c27ULL},
    {0x3ff07bd42b72a836ULL, 0x3c83233454458700ULL},
    {0x3ff0874518759bc8ULL, 0x3c6186be4bb284ffULL},
    {0x3ff092bdf66607e0ULL, 0xbc968063800a3fd1ULL},
    {0x3ff09e3ecac6f383ULL, 0x3c91487818316136ULL},
    {0x3ff0a9c79b1f3919ULL, 0x3c85d16c873d1d38ULL},
    {0x3ff0b5586cf9890fULL, 0x3c98a62e4adc610bULL},
    {0x3ff0c0f145e46c85ULL, 0x3c94f98906d21cefULL},
    {0x3ff0cc922b7247f7ULL, 0x3c901edc16e24f71ULL},
    {0x3ff0d83b23395decULL, 0xbc9bc14de43f316aULL},
    {0x3ff0e3ec32d3d1a2ULL, 0x3c403a1727c57b52ULL},
    {0x3ff0efa55fdfa9c5ULL, 0xbc949db9bc54021bULL},
    {0x3ff0fb66affed31bULL, 0xbc6b9bedc44ebd7bULL},
    {0x3ff1073028d7233eULL, 0x3c8d46eb1692fdd5ULL},
    {0x3ff11301d0125b51ULL, 0xbc96c51039449b3aULL},
    {0x3ff11edbab5e2ab6ULL, 0xbc9ca454f703fb72ULL},
    {0x3ff12abdc06c31ccULL, 0xbc51b514b36ca5c7ULL},
    {0x3ff136a814f204abULL, 0xbc67108fba48dcf0ULL},
    {0x3ff1429aaea92de0ULL, 0xbc932fbf9af1369eULL},
    {0x3ff14e95934f312eULL, 0xbc8b91e839bf44abULL},
    {0x3ff15a98c8a58e51ULL, 0x3c82406ab9eeab0aULL},
    {0x3ff166a45471c3c2ULL, 0x3c58f23b82ea1a32ULL},
    {0x3ff172b83c7d517bULL, 0xbc819041b9d78a76ULL},
    {0x3ff17ed48695bbc0ULL, 0x3c709e3fe2ac5a64ULL},
    {0x3ff18af9388c8deaULL, 0xbc911023d1970f6cULL},
    {0x3ff1972658375d2fULL, 0x3c94aadd85f17e08ULL},
    {0x3ff1a35beb6fcb75ULL, 0x3c8e5b4c7b4968e4ULL},
    {0x3ff1af99f8138a1cULL, 0x3c97bf85a4b69280ULL},
    {0x3ff1bbe084045cd4ULL, 0xbc995386352ef607ULL},
    {0x3ff1c82f95281c6bULL, 0x3c9009778010f8c9ULL},
    {0x3ff1d4873168b9aaULL, 0x3c9e016e00a2643cULL},
    {0x3ff1e0e75eb44027ULL, 0xbc96fdd8088cb6deULL},
    {0x3ff1ed5022fcd91dULL, 0xbc91df98027bb78cULL},
    {0x3ff1f9c18438ce4dULL, 0xbc9bf524a097af5cULL},
    {0x3ff2063b88628cd6ULL, 0x3c8dc775814a8495ULL},
    {0x3ff212be3578a819ULL, 0x3c93592d2cfcaac9ULL},
    {0x3ff21f49917ddc96ULL, 0x3c82a97e9494a5eeULL},
    {0x3ff22bdda27912d1ULL, 0x3c8d34fb5577d69fULL},
    {0x3ff2387a6e756238ULL, 0x3c99b07eb6c70573ULL},
    {0x3ff2451ffb82140aULL, 0x3c8acfcc911ca996ULL},
    {0x3ff251ce4fb2a63fULL, 0x3c8ac155bef4f4a4ULL},
    {0x3ff25e85711ece75ULL, 0x3c93e1a24ac31b2cULL},
    {0x3ff26b4565e27cddULL, 0x3c82bd339940e9d9ULL},
    {0x3ff2780e341ddf29ULL, 0x3c9e067c05f9e76cULL},
    {0x3ff284dfe1f56381ULL, 0xbc9a4c3a8c3f0d7eULL},
    {0x3ff291ba7591bb70ULL, 0xbc82cc7228401cbdULL},
    {0x3ff29e9df51fdee1ULL, 0x3c8612e8afad1255ULL},
    {0x3ff2ab8a66d10f13ULL, 0xbc995743191690a7ULL},
    {0x3ff2b87fd0dad990ULL, 0xbc410adcd6381aa4ULL},
    {0x3ff2c57e39771b2fULL, 0xbc950145a6eb5124ULL},
    {0x3ff2d285a6e4030bULL, 0x3c90024754db41d5ULL},
    {0x3ff2df961f641589ULL, 0x3c9d16cffbbce198ULL},
    {0x3ff2ecafa93e2f56ULL, 0x3c71ca0f45d52383ULL},
    {0x3ff2f9d24abd886bULL, 0xbc653c55532bda93ULL},
    {0x3ff306fe0a31b715ULL, 0x3c86f46ad23182e4ULL},
    {0x3ff31432edeeb2fdULL, 0x3c8959a3f3f3fcd1ULL},
    {0x3ff32170fc4cd831ULL, 0x3c8a9ce78e18047cULL},
    {0x3ff32eb83ba8ea32ULL, 0xbc9c45e83cb4f318ULL},
    {0x3ff33c08b26416ffULL, 0x3c932721843659a6ULL},
    {0x3ff3496266e3fa2dULL, 0xbc835a75930881a4ULL},
    {0x3ff356c55f929ff1ULL, 0xbc8b5cee5c4e4628ULL},
    {0x3ff36431a2de883bULL, 0xbc8c3144a06cb85eULL},
    {0x3ff371a7373aa9cbULL, 0xbc963aeabf42eae2ULL},
    {0x3ff37f26231e754aULL, 0xbc99f5ca9eceb23cULL},
    {0x3ff38cae6d05d866ULL, 0xbc9e958d3c9904bdULL},
    {0x3ff39a401b7140efULL, 0xbc99a9a5fc8e2934ULL},
    {0x3ff3a7db34e59ff7ULL, 0xbc75e436d661f5e3ULL},
    {0x3ff3b57fbfec6cf4ULL, 0x3c954c66e26fff18ULL},
    {0x3ff3c32dc313a8e5ULL, 0xbc9efff8375d29c3ULL},
    {0x3ff3d0e544ede173ULL, 0x3c7fe8d08c284c71ULL},
    {0x3ff3dea64c123422ULL, 0x3c8ada0911f09ebcULL},
    {0x3ff3ec70df1c5175ULL, 0xbc8af6637b8c9bcaULL},
    {0x3ff3fa4504ac801cULL, 0xbc97d023f956f9f3ULL},
    {0x3ff40822c367a024ULL, 0x3c8bddf8b6f4d048ULL},
    {0x3ff4160a21f72e2aULL, 0xbc5ef3691c309278ULL},
    {0x3ff423fb2709468aULL, 0xbc98462dc0b314ddULL},
    {0x3ff431f5d950a897ULL, 0xbc81c7dde35f7999ULL},
    {0x3ff43ffa3f84b9d4ULL, 0x3c8880be9704c003ULL},
    {0x3ff44e086061892dULL, 0x3c489b7a04ef80d0ULL},
    {0x3ff45c2042a7d232ULL, 0xbc68641982fb1f8eULL},
    {0x3ff46a41ed1d0057ULL, 0x3c9c944bd1648a76ULL},
    {0x3ff4786d668b3237ULL, 0xbc9c20f0ed445733ULL},
    {0x3ff486a2b5c13cd0ULL, 0x3c73c1a3b69062f0ULL},
    {0x3ff494e1e192aed2ULL, 0xbc83b2895e499ea0ULL},
    {0x3ff4a32af0d7d3deULL, 0x3c99cb62f3d1be56ULL},
    {0x3ff4b17dea6db7d7ULL, 0xbc8125b87f2897f0ULL},
    {0x3ff4bfdad5362a27ULL, 0x3c7d4397afec42e2ULL},
    {0x3ff4ce41b817c114ULL, 0x3c905e29690abd5dULL},
    {0x3ff4dcb299fddd0dULL, 0x3c98ecdbbc6a7833ULL},
    {0x3ff4eb2d81d8abffULL, 0xbc95257d2e5d7a52ULL},
    {0x3ff4f9b2769d2ca7ULL, 0xbc94b309d25957e3ULL},
    {0x3ff508417f4531eeULL, 0x3c7a249b49b7465fULL},
    {0x3ff516daa2cf6642ULL, 0xbc8f768569bd93efULL},
    {0x3ff5257de83f4eefULL, 0xbc7c998d43efef71ULL},
    {0x3ff5342b569d4f82ULL, 0xbc807abe1db13cadULL},
    {0x3ff542e2f4f6ad27ULL, 0x3c87926d192d5f7eULL},
    {0x3ff551a4ca5d920fULL, 0xbc8d689cefede59bULL},
    {0x3ff56070dde910d2ULL, 0xbc90fb6e168eebf0ULL},
    {0x3ff56f4736b527daULL, 0x3c99bb2c011d93adULL},
    {0x3ff57e27dbe2c4cfULL, 0xbc90b98c8a57b9c4ULL},
    {0x3ff58d12d497c7fdULL, 0x3c8295e15b9a1de8ULL},
    {0x3ff59c0827ff07ccULL, 0xbc97e2cee467e60fULL},
    {0x3ff5ab07dd485429ULL, 0x3c96324c054647adULL},
    {0x3ff5ba11fba87a03ULL, 0xbc9b77a14c233e1aULL},
    {0x3ff5c9268a5946b7ULL, 0x3c3c4b1b816986a2ULL},
    {0x3ff5d84590998b93ULL, 0xbc9cd6a7a8b45643ULL},
    {0x3ff5e76f15ad2148ULL, 0x3c9ba6f93080e65eULL},
    {0x3ff5f6a320dceb71ULL, 0xbc89eadde3cdcf92ULL},
    {0x3ff605e1b976dc09ULL, 0xbc93e2429b56de47ULL},
    {0x3ff6152ae6cdf6f4ULL, 0x3c9e4b3e4ab84c27ULL},
    {0x3ff6247eb03a5585ULL, 0xbc9383c17e40b497ULL},
    {0x3ff633dd1d1929fdULL, 0x3c984710beb964e5ULL},
    {0x3ff6434634ccc320ULL, 0xbc8c483c759d8933ULL},
    {0x3ff652b9febc8fb7ULL, 0xbc9ae3d5c9a73e09ULL},
    {0x3ff6623882552225ULL, 0xbc9bb60987591c34ULL},
    {0x3ff671c1c70833f6ULL, 0xbc8e8732586c6134ULL},
    {0x3ff68155d44ca973ULL, 0x3c6038ae44f73e65ULL},
    {0x3ff690f4b19e9538ULL, 0x3c8804bd9aeb445dULL},
    {0x3ff6a09e667f3bcdULL, 0xbc9bdd3413b26456ULL},
    {0x3ff6b052fa75173eULL, 0x3c7a38f52c9a9d0eULL},
    {0x3ff6c012750bdabfULL, 0xbc72895667ff0b0dULL},
    {0x3ff6cfdcddd47645ULL, 0x3c9c7aa9b6f17309ULL},
    {0x3ff6dfb23c651a2fULL, 0xbc6bbe3a683c88abULL},
    {0x3ff6ef9298593ae5ULL, 0xbc90b9749e1ac8b2ULL},
    {0x3ff6ff7df9519484ULL, 0xbc883c0f25860ef6ULL},
    {0x3ff70f7466f42e87ULL, 0x3c59d644d45aa65fULL},
    {0x3ff71f75e8ec5f74ULL, 0xbc816e4786887a99ULL},
    {0x3ff72f8286ead08aULL, 0xbc920aa02cd62c72ULL},
    {0x3ff73f9a48a58174ULL, 0xbc90a8d96c65d53cULL},
    {0x3ff74fbd35d7cbfdULL, 0x3c9047fd618a6e1cULL},
    {0x3ff75feb564267c9ULL, 0xbc90245957316dd3ULL},
    {0x3ff77024b1ab6e09ULL, 0x3c9b7877169147f8ULL},
    {0x3ff780694fde5d3fULL, 0x3c9866b80a02162dULL},
    {0x3ff790b938ac1cf6ULL, 0x3c9349a862aadd3eULL},
    {0x3ff7a11473eb0187ULL, 0xbc841577ee04992fULL},
    {0x3ff7b17b0976cfdbULL, 0xbc9bebb58468dc88ULL},
    {0x3ff7c1ed0130c132ULL, 0x3c9f124cd1164dd6ULL},
    {0x3ff7d26a62ff86f0ULL, 0x3c91bddbfb72b8b4ULL},
    {0x3ff7e2f336cf4e62ULL, 0x3c705d02ba15797eULL},
    {0x3ff7f3878491c491ULL, 0xbc807f11cf9311aeULL},
    {0x3ff80427543e1a12ULL, 0xbc927c86626d972bULL},
    {0x3ff814d2add106d9ULL, 0x3c9464370d151d4dULL},
    {0x3ff82589994cce13ULL, 0xbc9d4c1dd41532d8ULL},
    {0x3ff8364c1eb941f7ULL, 0x3c999b9a31df2bd5ULL},
    {0x3ff8471a4623c7adULL, 0xbc88d684a341cdfbULL},
    {0x3ff857f4179f5b21ULL, 0xbc5ba748f8b216d0ULL},
    {0x3ff868d99b4492edULL, 0xbc9fc6f89bd4f6baULL},
    {0x3ff879cad931a436ULL, 0x3c85d2d7d2db47bdULL},
    {0x3ff88ac7d98a6699ULL, 0x3c9994c2f37cb53aULL},
    {0x3ff89bd0a478580fULL, 0x3c9d53954475202aULL},
    {0x3ff8ace5422aa0dbULL, 0x3c96e9f156864b27ULL},
    {0x3ff8be05bad61778ULL, 0x3c9ecb5efc43446eULL},
    {0x3ff8cf3216b5448cULL, 0xbc70d55e32e9e3aaULL},
    {0x3ff8e06a5e0866d9ULL, 0xbc97114a6fc9b2e6ULL},
    {0x3ff8f1ae99157736ULL, 0x3c85cc13a2e3976cULL},
    {0x3ff902fed0282c8aULL, 0x3c9592ca85fe3fd2ULL},
    {0x3ff9145b0b91ffc6ULL, 0xbc9dd6792e582524ULL},
    {0x3ff925c353aa2fe2ULL, 0xbc83455fa639db7fULL},
    {0x3ff93737b0cdc5e5ULL, 0xbc675fc781b57ebcULL},
    {0x3ff948b82b5f98e5ULL, 0xbc8dc3d6797d2d99ULL},
    {0x3ff95a44cbc8520fULL, 0xbc764b7c96a5f039ULL},
    {0x3ff96bdd9a7670b3ULL, 0xbc5ba5967f19c896ULL},
    {0x3ff97d829fde4e50ULL, 0xbc9d185b7c1b85d1ULL},
    {0x3ff98f33e47a22a2ULL, 0x3c7cabdaa24c78ecULL},
    {0x3ff9a0f170ca07baULL, 0xbc9173bd91cee632ULL},
    {0x3ff9b2bb4d53fe0dULL, 0xbc9dd84e4df6d518ULL},
    {0x3ff9c49182a3f090ULL, 0x3c7c7c46b071f2beULL},
    {0x3ff9d674194bb8d5ULL, 0xbc9516bea3dd8233ULL},
    {0x3ff9e86319e32323ULL, 0x3c7824ca78e64c6eULL},
    {0x3ff9fa5e8d07f29eULL, 0xbc84a9ceaaf1faceULL},
    {0x3ffa0c667b5de565ULL, 0xbc9359495d1cd533ULL},
    {0x3ffa1e7aed8eb8bbULL, 0x3c9c6618ee8be70eULL},
    {0x3ffa309bec4a2d33ULL, 0x3c96305c7ddc36abULL},
    {0x3ffa42c980460ad8ULL, 0xbc9aa780589fb120ULL},
    {0x3ffa5503b23e255dULL, 0xbc9d2f6edb8d41e1ULL},
    {0x3ffa674a8af46052ULL, 0x3c650f5630670366ULL},
    {0x3ffa799e1330b358ULL, 0x3c9bcb7ecac563c7ULL},
    {0x3ffa8bfe53c12e59ULL, 0xbc94f867b2ba15a9ULL},
    {0x3ffa9e6b5579fdbfULL, 0x3c90fac90ef7fd31ULL},
    {0x3ffab0e521356ebaULL, 0x3c889c31dae94545ULL},
    {0x3ffac36bbfd3f37aULL, 0xbc8f9234cae76cd0ULL},
    {0x3ffad5ff3a3c2774ULL, 0x3c97ef3bb6b1b8e5ULL},
    {0x3ffae89f995ad3adULL, 0x3c97a1cd345dcc81ULL},
    {0x3ffafb4ce622f2ffULL, 0xbc94b2fc0f315ecdULL},
    {0x3ffb0e07298db666ULL, 0xbc9bdef54c80e425ULL},
    {0x3ffb20ce6c9a8952ULL, 0x3c94dd024a0756ccULL},
    {0x3ffb33a2b84f15fbULL, 0xbc62805e3084d708ULL},
    {0x3ffb468415b749b1ULL, 0xbc7f763de9df7c90ULL},
    {0x3ffb59728de5593aULL, 0xbc9c71dfbbba6de3ULL},
    {0x3ffb6c6e29f1c52aULL, 0x3c92a8f352883f6eULL},
    {0x3ffb7f76f2fb5e47ULL, 0xbc75584f7e54ac3bULL},
    {0x3ffb928cf22749e4ULL, 0xbc9b721654cb65c6ULL},
    {0x3ffba5b030a1064aULL, 0xbc9efcd30e54292eULL},
    {0x3ffbb8e0b79a6f1fULL, 0xbc3f52d1c9696205ULL},
    {0x3ffbcc1e904bc1d2ULL, 0x3c823dd07a2d9e84ULL},
    {0x3ffbdf69c3f3a207ULL, 0xbc3c262360ea5b53ULL},
    {0x3ffbf2c25bd71e09ULL, 0xbc9efdca3f6b9c73ULL},
    {0x3ffc06286141b33dULL, 0xbc8d8a5aa1fbca34ULL},
    {0x3ffc199bdd85529cULL, 0x3c811065895048ddULL},
    {0x3ffc2d1cd9fa652cULL, 0xbc96e51617c8a5d7ULL},
    {0x3ffc40ab5fffd07aULL, 0x3c9b4537e083c60aULL},
    {0x3ffc544778fafb22ULL, 0x3c912f072493b5afULL},
    {0x3ffc67f12e57d14bULL, 0x3c92884dff483cadULL},
    {0x3ffc7ba88988c933ULL, 0xbc8e76bbbe255559ULL},
    {0x3ffc8f6d9406e7b5ULL, 0x3c71acbc48805c44ULL},
    {0x3ffca3405751c4dbULL, 0xbc87f2bed10d08f5ULL},
    {0x3ffcb720dcef9069ULL, 0x3c7503cbd1e949dbULL},
    {0x3ffccb0f2e6d1675ULL, 0xbc7d220f86009092ULL},
    {0x3ffcdf0b555dc3faULL, 0xbc8dd83b53829d72ULL},
    {0x3ffcf3155b5bab74ULL, 0xbc9a08e9b86dff57ULL},
    {0x3ffd072d4a07897cULL, 0xbc9cbc3743797a9cULL},
    {0x3ffd1b532b08c968ULL, 0x3c955636219a36eeULL},
    {0x3ffd2f87080d89f2ULL, 0xbc9d487b719d8578ULL},
    {0x3ffd43c8eacaa1d6ULL, 0x3c93db53bf5a1614ULL},
    {0x3ffd5818dcfba487ULL, 0x3c82ed02d75b3707ULL},
    {0x3ffd6c76e862e6d3ULL, 0x3c5fe87a4a8165a0ULL},
    {0x3ffd80e316c98398ULL, 0xbc911ec18beddfe8ULL},
    {0x3ffd955d71ff6075ULL, 0x3c9a052dbb9af6beULL},
    {0x3ffda9e603db3285ULL, 0x3c9c2300696db532ULL},
    {0x3ffdbe7cd63a8315ULL, 0xbc9b76f1926b8be4ULL},
    {0x3ffdd321f301b460ULL, 0x3c92da5778f018c3ULL},
    {0x3ffde7d5641c0658ULL, 0xbc9ca5528e79ba8fULL},
    {0x3ffdfc97337b9b5fULL, 0xbc91a5cd4f184b5cULL},
    {0x3ffe11676b197d17ULL, 0xbc72b529bd5c7f44ULL},
    {0x3ffe264614f5a129ULL, 0xbc97b627817a1496ULL},
    {0x3ffe3b333b16ee12ULL, 0xbc99f4a431fdc68bULL},
    {0x3ffe502ee78b3ff6ULL, 0x3c839e8980a9cc8fULL},
    {0x3ffe653924676d76ULL, 0xbc863ff87522b735ULL},
    {0x3ffe7a51fbc74c83ULL, 0x3c92d522ca0c8de2ULL},
    {0x3ffe8f7977cdb740ULL, 0xbc91089480b054b1ULL},
    {0x3ffea4afa2a490daULL, 0xbc9e9c23179c2893ULL},
    {0x3ffeb9f4867cca6eULL, 0x3c94832f2293e4f2ULL},
    {0x3ffecf482d8e67f1ULL, 0xbc9c93f3b411ad8cULL},
    {0x3ffee4aaa2188510ULL, 0x3c91c68da487568dULL},
    {0x3ffefa1bee615a27ULL, 0x3c9dc7f486a4b6b0ULL},
    {0x3fff0f9c1cb6412aULL, 0xbc93220065181d45ULL},
    {0x3fff252b376bba97ULL, 0x3c93a1a5bf0d8e43ULL},
    {0x3fff3ac948dd7274ULL, 0xbc795a5a3ed837deULL},
    {0x3fff50765b6e4540ULL, 0x3c99d3e12dd8a18bULL},
    {0x3fff6632798844f8ULL, 0x3c9fa37b3539343eULL},
    {0x3fff7bfdad9cbe14ULL, 0xbc9dbb12d006350aULL},
    {0x3fff91d802243c89ULL, 0xbc612ea8a779f689ULL},
    {0x3fffa7c1819e90d8ULL, 0x3c874853f3a5931eULL},
    {0x3fffbdba3692d514ULL, 0xbc79677315098eb6ULL},
    {0x3fffd3c22b8f71f1ULL, 0x3c62eb74966579e7ULL},
    {0x3fffe9d96b2a23d9ULL, 0x3c74a6037442fde3ULL},
};

static const float POW_C_FLOAT = 0x1.72p+0f;          /* C, the reciprocal's scale */
static const double POW_C = 0x1.72p+0;                /* 1.4453125, subtracted from B mx */
static const uint64_t POW_B_MASK = 0xfffff80000000000ULL; /* B's float bits kept: 9 significand */
/* p(r) = C7 r + C3 r^2 + C6 r^3 + C2 r^4 + C5 r^5 + C1 r^6 + C4 r^7 + C0 r^8, evaluated as two
 * lanes: (C4 + C0 r) r^7 + (C6 + C2 r) r^3 and (C5 + C1 r) r^5 + (C7 + C3 r) r. */
static const double POW_C0 = -0x1.365786dc96112p-7;
static const double POW_C1 = -0x1.b0301ee241472p-6;
static const double POW_C2 = -0x1.528db9f95985ap-4;
static const double POW_C3 = -0x1.619b6b3841d2ap-2;
static const double POW_C4 = 0x1.004f2518775e3p-6;
static const double POW_C5 = 0x1.76c9bac8349bbp-5;
static const double POW_C6 = 0x1.4635e486ececcp-3;
static const double POW_C7 = -0x1.dabe1161bb241p-10;  /* log2(e)/C - 1 */
/* The near-1 path's extra coefficients: its lanes are (C4 + C0 r) r^7 + (C10 + C8 r) r^3 and
 * (C5 + C1 r) r^5 + (C11 + C9 r) r, plus the products with CH0 and CH1 below. */
static const double POW_C8 = -0x1.528db9f95985ap-4;
static const double POW_C9 = 0x1.2531ef8b5787dp-16;
static const double POW_C10 = 0x1.4635e486ececbp-3;
static const double POW_C11 = -0x1.61bb2412055ccp-34;
static const double POW_CH0 = -0x1.61ap-2;            /* C3 to 13 bits */
static const double POW_CH1 = -0x1.dabe1p-10;         /* C7 to 21 bits */
/* q(z) = ln2 z + E3 z^2 + E1 z^3 + E2 z^4 + E0 z^5, as (E2 + E0 z) z^4 and (E3 + E1 z) z^2. */
static const double POW_E0 = 0x1.5d87fe78a6731p-10;
static const double POW_E1 = 0x1.c6b08d704a0c0p-5;
static const double POW_E2 = 0x1.3b2ab6fba4e77p-7;
static const double POW_E3 = 0x1.ebfbdff82c58fp-3;
static const double POW_LN2 = 0x1.62e42fefa39efp-1;
static const double POW_SHIFTER = 0x1.8p+44;          /* adding it rounds to a multiple of 1/256 */
static const double POW_INT_SHIFTER = 0x1.8p+52;      /* adding it rounds to an integer */

static inline int bsr32(uint32_t v) { return 31 - __builtin_clz(v); }
static inline uint32_t low32(double d) { return (uint32_t)bits_of(d); }
static inline double and_bits(double d, uint64_t mask) { return double_of(bits_of(d) & mask); }
static inline uint32_t float_bits_of(float f) {
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}
static inline float float_of(uint32_t u) {
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* log2 |x| = l_hi + p_lo + p_hi, the last two the polynomial's lanes with the table's low part;
 * range is (the magnitude of k) + (the exponent of y), which picks the path that follows. */
struct pow_log2 {
    double l_hi, p_lo, p_hi;
    uint32_t range;
};

/* From hb = m_hi B, m_lo, B (b, scaled), k and the rounded float bits rb of B. */
static struct pow_log2 pow_log2_poly(double hb, double m_lo, double b, int32_t k, uint32_t rb,
                                     double y) {
    struct pow_log2 o;
    double lb = m_lo * b;
    double t1 = hb - POW_C;
    double r = lb + t1;
    const uint64_t *t = pow_log2_table[((rb & 0xffc000) >> 14) - 228];
    double l_hi = t1 + double_of(t[0]), tlo = lb + double_of(t[1]);
    double r2 = r * r;
    double a0 = POW_C0 * r, a1 = POW_C1 * r, a2 = POW_C2 * r, a3 = POW_C3 * r;
    o.l_hi = l_hi + (double)k;
    double r3 = r * r2;
    double s4 = POW_C4 + a0, s5 = POW_C5 + a1;
    double r4 = r2 * r2;
    double s6 = POW_C6 + a2, s7 = POW_C7 + a3;
    s4 = s4 * r3;
    s5 = s5 * r;
    s6 = s6 * r3;
    s7 = s7 * r;
    uint32_t ak = (uint32_t)(k < 0 ? -k : k);
    o.range = ((uint32_t)bsr32(ak + 1) << 4) - 15872 + (top16(y) & 0x7ff0);
    o.p_lo = r4 * s4 + (s6 + tlo);
    o.p_hi = r4 * s5 + s7;
    return o;
}

/* 2^(j/256) (1 + q(z)) less its table high part; t_hi and t_lo come scaled. */
static double pow_exp2_rest(double z, double t_hi, double t_lo) {
    double u = POW_LN2 * z;
    double z2 = z * z;
    double a = POW_E0 * z, ah = POW_E1 * z;
    u = u * t_hi;
    double z4 = z2 * z2;
    double b = POW_E2 + a, bh = POW_E3 + ah;
    u = u + t_lo;
    double w = z4 * b, wh = z2 * bh;
    w = w * t_hi;
    wh = wh * t_hi;
    w = w + u;
    return w + wh;
}

/* The table entry n & 255, with adj_bits (exponent and sign bits) added to the high word of
 * both parts. */
static void pow_exp_entry(uint32_t n, uint32_t adj_bits, double *t_hi, double *t_lo) {
    const uint64_t *t = pow_exp_table[n & 255];
    *t_hi = double_of(t[0] + ((uint64_t)adj_bits << 32));
    *t_lo = double_of(t[1] + ((uint64_t)adj_bits << 32));
}

/* (t_hi + rest) scale when the product res came out subnormal: t_hi is split so that its upper
 * part scales exactly, unless the result is too small for that to matter. */
static double pow_subnormal(double res, double t_hi, double rest, double scale) {
    int32_t e = (int32_t)(top16(t_hi) & 0x7ff0) - 0x3ff0;
    e = ((int32_t)(top16(scale) & 0x7ff0) + e) >> 4;
    int32_t drop = -31 - e;
    uint32_t mask = 0xffffffffu;
    if (drop > 0) {
        if ((uint32_t)drop > 20) return res;
        mask <<= drop;
    }
    double hh = and_bits(t_hi, (uint64_t)mask << 32);
    double lo = (t_hi - hh) + rest;
    return hh * scale + lo * scale;
}

/* |y log2 x| is out of range: +-infinity if y and log2 |x| have the same sign, else +-0. */
static double pow_out_of_range(double x, double y, uint32_t sign) {
    uint32_t lx = (top16(x) & 0x7ff0) - 0x3ff0;
    if ((top16(y) ^ lx) & 0x8000) return double_of(sign ? 0x8000000000000000ULL : 0);
    return double_of(sign ? 0xfff0000000000000ULL : 0x7ff0000000000000ULL);
}

/* y is infinite or NaN, x positive and finite (the stub's late check). */
static double pow_y_not_finite(double x, double y) {
    double t = -1.0 + x;
    if (top16(t) == 0) return double_of(0x7ff8000000000000ULL); /* x == 1 */
    if ((low32(y) | (uint32_t)(bits_of(y) >> 20)) != 0) return y + y;
    uint32_t lx = (top16(x) & 0x7ff0) - 0x3ff0;
    return ((lx ^ top16(y)) & 0x8000) ? 0.0 : double_of(0x7ff0000000000000ULL);
}

/* NaN, tested as the stubs do (exponent all ones, significand not zero). */
static inline int is_nan_bits(double d) {
    return (top16(d) & 0x7ff0) == 0x7ff0 && (low32(d) | (uint32_t)(bits_of(d) >> 20)) != 0;
}

/* y as an integer: 0 not an integer, 1 even, 2 odd (the stub rounds it with a shifter and
 * tests the difference's top 16 bits under mask). */
static int pow_integer_kind(double y, uint32_t mask) {
    double s = POW_INT_SHIFTER + y;
    double f = y + (POW_INT_SHIFTER - s);
    if (top16(f) & mask) return 0;
    return (low32(s) & 1) ? 2 : 1;
}

/* x is +-0. */
static double pow_zero_x(double x, double y) {
    uint32_t hi = (uint32_t)(bits_of(y) >> 32);
    if (is_nan_bits(y)) return y + y;
    if ((low32(y) | (hi << 1)) == 0) return 1.0;
    uint32_t e = (hi << 1) >> 21;
    int odd;
    if (e > 1075 || e < 1023) odd = 0;
    else if (e == 1075) odd = low32(y) & 1;
    else odd = pow_integer_kind(y, 0x7ff0) == 2;
    if (odd) return (hi & 0x80000000u) ? 1.0 / x : x;
    return (hi & 0x80000000u) ? double_of(0x7ff0000000000000ULL) : 0.0;
}

/* x is +-infinity or NaN. */
static double pow_x_not_finite(double x, double y) {
    uint32_t hi = (uint32_t)(bits_of(y) >> 32);
    int y_zero = (low32(y) | (hi << 1)) == 0;
    if ((low32(x) | (uint32_t)(bits_of(x) >> 20)) != 0) return y_zero ? 1.0 : x + x; /* NaN */
    if (y_zero) return 1.0;
    if (is_nan_bits(y)) return y + y;
    int y_negative = (hi & 0x80000000u) != 0;
    if (!(top16(x) & 0x8000)) return y_negative ? 0.0 : x;
    uint32_t e = (hi >> 20) & 2047;
    int odd;
    if (e > 1075 || e < 1023) odd = 0;
    else if (e == 1075) odd = low32(y) & 1;
    else odd = pow_integer_kind(y, 0x7ff0) == 2;
    if (odd) return y_negative ? -0.0 : x;
    return y_negative ? 0.0 : double_of(0x7ff0000000000000ULL);
}

/* The result of the general and wide paths: (rest + t_hi) scale, with the subnormal repair. */
static double pow_scale(double rest, double t_hi, double scale) {
    double res = (rest + t_hi) * scale;
    uint32_t e = top16(res) & 0x7ff0;
    if (e == 0) return pow_subnormal(res, t_hi, rest, scale);
    return res;
}

/* x near 1 and |y| >= 2^12: log2 x kept to about 80 bits. */
static double pow_near_one(double x, double y, double m, double m_hi, double b, int32_t k,
                           uint32_t rb, uint32_t sign) {
    double m_lo = m - m_hi;
    double hb = m_hi * b;
    double lb = m_lo * b;
    double t1 = hb - POW_C;
    double r = lb + t1;
    const uint64_t *t = pow_log2_table[((rb & 0xffc000) >> 14) - 228];
    double k_hi = (double)k + double_of(t[0]), t_lo = 0.0 + double_of(t[1]);
    double a4 = POW_CH0 * t1, a0 = POW_CH1 * t1, a6 = POW_CH0 * lb, a1 = POW_CH1 * lb;
    a4 = a4 * t1;
    double t1b = t1 + a0;
    double x2 = t1 + r;
    double s1 = k_hi + t1b;
    a6 = a6 * x2;
    double x0 = k_hi - s1;
    double s2 = s1 + a4;
    x0 = x0 + t1b;
    a4 = a4 + (s1 - s2);
    double s3 = s2 + lb;
    a4 = a4 + x0;
    double x5 = s2 - s3;
    a6 = a6 + a4;
    x5 = x5 + lb;
    double s4 = s3 + a1;
    double x4 = s3 - s4;
    a6 = a6 + x5;
    x4 = x4 + a1;
    double s5 = s4 + t_lo;
    double x1 = (s4 - s5) + t_lo;
    a6 = a6 + x4;
    a6 = a6 + x1;
    double p0 = POW_C0 * r, p0h = POW_C1 * r;
    double p2 = POW_C8 * r, p2h = POW_C9 * r;
    double r2 = r * r;
    p0 = POW_C4 + p0;
    p0h = POW_C5 + p0h;
    double p5 = POW_C10 + p2, p5h = POW_C11 + p2h;
    double r3 = r * r2;
    double r4 = r2 * r2;
    p0 = p0 * r3;
    p0h = p0h * r;
    p5 = p5 * r3;
    p5h = p5h * r;
    p0 = p0 * r4;
    p0h = p0h * r4;
    double s5_hi = and_bits(s5, 0xfffffffff8000000ULL);
    p5 = p5 + a6;
    double l_lo = s5 - s5_hi;
    p5 = p5 + p0;
    p5h = p5h + p0h;
    uint32_t ly = top16(y) & 0x7ff0;
    if (ly == 0x7ff0) return pow_y_not_finite(x, y);
    uint32_t range = ly + ((top16(s5) & 0x7ff0) - 0x3ff0);
    if (range >= 16576) {
        if ((top16(y) ^ top16(s5_hi)) & 0x8000) return double_of(sign ? 0x8000000000000000ULL : 0);
        return double_of(sign ? 0xfff0000000000000ULL : 0x7ff0000000000000ULL);
    }
    double q = p5 + p5h;
    double y_hi = and_bits(y, 0xffffffff00000000ULL);
    double y_lo = y - y_hi;
    l_lo = l_lo + q;
    double yhs = y_hi * s5_hi;
    double yls = y_lo * s5_hi;
    double yl = y * l_lo;
    double sh = POW_SHIFTER + yhs;
    double tail = yls + yl;
    uint32_t n = low32(sh);
    sh = sh - POW_SHIFTER;
    double z = (yhs - sh) + tail;
    uint32_t e = n >> 8, half = e >> 1;
    if ((top16(sh) & 0x7fff) > 16529) return pow_out_of_range(x, y, sign);
    double t_hi, t_lo2;
    pow_exp_entry(n, half << 20, &t_hi, &t_lo2);
    double rest = pow_exp2_rest(z, t_hi, t_lo2);
    double scale = double_of((uint64_t)((((e - half) + 1023) << 20) | sign) << 32);
    return pow_scale(rest, t_hi, scale);
}

double mi_pow(double x, double y) {
    uint64_t xb = bits_of(x), yb = bits_of(y);
    if (yb == 0x4000000000000000ULL) return x * x;                  /* y == 2 */
    if (yb == 0x3fe0000000000000ULL && (int64_t)xb >= 0) return sqrt(x); /* y == 0.5, x >= +0 */
    uint32_t tx = top16(x), sign = 0;
    uint32_t ex = tx & 0x7ff0; /* the exponent that sets m_hi's width */
    uint32_t fb = (uint32_t)((xb | 0x3ff0000000000000ULL) >> 27) >> 2; /* 1.mx as a float */
    uint32_t rcp = approx_reciprocal_bits(fb);
    uint64_t mant = xb & 0x000fffffffffffffULL;
    double m_hi, m_lo, b;
    int32_t k;
    uint32_t rb;
    if (tx - 16 >= 0x7fe0) { /* not a positive normal number */
        if ((tx & 0x7ff0) == 0x7ff0) return pow_x_not_finite(x, y);
        if (tx & 0x8000) { /* x negative: y must be an integer, whose parity gives the sign */
            if ((low32(x) | (uint32_t)(xb >> 31)) == 0) return pow_zero_x(x, y);
            uint32_t hy = (uint32_t)(yb >> 32), ly = top16(y) & 0x7ff0;
            if ((low32(y) | (hy << 1)) == 0) return 1.0;
            int kind;
            if (ly == 0x7ff0) {
                if ((low32(y) | (uint32_t)(yb >> 20)) != 0) return y + y;
                if (tx == 0xbff0 && (low32(x) | (uint32_t)(xb >> 20)) == 0) /* x == -1 */
                    return double_of(0x7ff8000000000000ULL);
                uint32_t lx = (tx & 0x7ff0) - 0x3ff0;
                return ((lx ^ top16(y)) & 0x8000) ? 0.0 : double_of(0x7ff0000000000000ULL);
            } else if (ly > 17200) {
                kind = 1;
            } else if (ly >= 17184) {
                uint32_t lo = low32(y);
                if (ly > 17184) kind = (lo & 1) ? 2 : 1;
                else kind = (lo & 1) ? 0 : ((lo & 2) ? 2 : 1);
            } else if (ly < 16368) {
                kind = 0;
            } else {
                kind = pow_integer_kind(y, 0x7fff);
            }
            if (kind == 0) return invalid_nan();
            if (kind == 2) sign = 0x80000000u;
            tx &= 0x7fff;
            if (tx < 16) goto subnormal;
            ex = (tx - 16) & 0x7ff0; /* the negative path takes it one binade lower */
        } else {
            if (xb == 0) return pow_zero_x(x, y);
            goto subnormal;
        }
    }
    {
        /* Normal |x|: m_hi keeps fewer bits of mx as |k| grows, so that k + m_hi B stays exact. */
        int32_t ek = (int32_t)ex - 0x3ff0;
        int width = bsr32((uint32_t)(ek < 0 ? -ek : ek) + 16);
        float bf = float_of(rcp) * POW_C_FLOAT;
        uint64_t mask = (uint64_t)(0xffffffffu << ((width - 4) & 31)) << 32;
        double m = double_of(mant | 0x77f0000000000000ULL);  /* mx 2^896 */
        uint32_t near = tx - 16367;
        rb = float_bits_of(bf) + 8192;
        b = double_of(((uint64_t)rb << 29) & POW_B_MASK);     /* B 2^-896 */
        if (near <= 1) { /* |x| in [1 - 1/32, 1 + 1/16): m_hi rounded, not truncated */
            m_hi = double_of((bits_of(m) + 0x80000000ULL) & mask);
            if ((top16(y) & 0x7ff0) >= 16560)
                return pow_near_one(x, y, m, m_hi, b, (int32_t)near - 1, rb, sign);
        } else {
            m_hi = double_of(bits_of(m) & mask);
        }
        m_lo = m - m_hi;
        k = (int32_t)(near - 1) >> 4;
        goto reduced;
    }
subnormal:
    {
        double xs = x * 0x1p+128;
        uint64_t sb = bits_of(xs);
        uint32_t sfb = (uint32_t)((sb | 0x3ff0000000000000ULL) >> 27) >> 2;
        float bf = float_of(approx_reciprocal_bits(sfb)) * POW_C_FLOAT;
        double m = double_of((sb & 0x000fffffffffffffULL) | 0x77f0000000000000ULL);
        rb = float_bits_of(bf) + 8192;
        m_hi = double_of(bits_of(m) & 0xfffffc0000000000ULL);
        b = double_of(((uint64_t)rb << 29) & POW_B_MASK);
        m_lo = m - m_hi;
        k = ((int32_t)(top16(xs) & 0x7ff0) - 18416) >> 4;
    }
reduced:;
    struct pow_log2 lg = pow_log2_poly(m_hi * b, m_lo, b, k, rb, y);
    if (lg.range < 624) { /* |y log2 x| < 2^10: no overflow, one table step */
        double y_hi = and_bits(y, 0xfffffff800000000ULL);
        double y_lo = y - y_hi;
        double yhl = y_hi * lg.l_hi;
        double yll = y_lo * lg.l_hi;
        double sh = POW_SHIFTER + yhl;
        uint32_t n = low32(sh);
        sh = sh - POW_SHIFTER;
        double p = lg.p_hi + lg.p_lo;
        double v = (yhl - sh) + yll;
        double z = y * p + v;
        double t_hi, t_lo;
        pow_exp_entry(n, ((n << 12) ^ sign) & 0xfff00000u, &t_hi, &t_lo);
        return pow_exp2_rest(z, t_hi, t_lo) + t_hi;
    }
    if ((int32_t)lg.range < 0) { /* |y log2 x| tiny: 1 + y log2 x ln 2 */
        if ((int32_t)lg.range + 384 < 0) return 1.0;
        double a = lg.l_hi * y;
        double p = lg.p_lo + lg.p_hi;
        double ln = sign ? -POW_LN2 : POW_LN2;
        a = a + y * p;
        a = a * ln;
        return (sign ? -1.0 : 1.0) + a;
    }
    if (lg.range >= 752) goto out_of_range;
    {
        /* Wide: log2 |x| re-split at 26 bits, the exponent applied in two halves. */
        double p = lg.p_hi + lg.p_lo;
        double s = lg.l_hi + p;
        double d1 = lg.l_hi - s;
        double s_hi = and_bits(s, 0xfffffffff8000000ULL);
        double y_hi = and_bits(y, 0xfffffffff8000000ULL);
        double d2 = s - s_hi;
        double p2 = p + d1;
        double y_lo = y - y_hi;
        double yhs = y_hi * s_hi;
        double s_lo = p2 + d2;
        double ysl = y * s_lo;
        double yls = y_lo * s_hi;
        double sh = POW_SHIFTER + yhs;
        uint32_t n = low32(sh);
        sh = sh - POW_SHIFTER;
        double tail = ysl + yls;
        double z = tail + (yhs - sh);
        int32_t e = (int32_t)n >> 8, half = e >> 1;
        if ((top16(sh) & 0x7fff) > 16529) goto out_of_range;
        double t_hi, t_lo;
        pow_exp_entry(n, ((uint32_t)half << 20) ^ sign, &t_hi, &t_lo);
        double rest = pow_exp2_rest(z, t_hi, t_lo);
        double scale = double_of((uint64_t)(uint16_t)(((uint32_t)(e - half) << 4) + 16368) << 48);
        return pow_scale(rest, t_hi, scale);
    }
out_of_range:
    if ((top16(y) & 0x7ff0) == 0x7ff0) return pow_y_not_finite(x, y);
    return pow_out_of_range(x, y, sign);
}

/* ---- sin ----
 * x = N pi/32 + r + c, N = x 32/pi rounded half away from zero, with pi/32 = P1 + P2 + P3 (P1
 * and P2 short, so N P1 and N P2 are exact). With B = (N mod 64) pi/32 and the table's
 * sigma (a power of 2 near cos B), C_hl = cos B - sigma and S_hi + S_lo = sin B:
 * sin(B + r + c) = [S_hi + sigma r] + C_hl r + S_hi (cos r - 1) + (C_hl + sigma) (sin r - r)
 *                 + S_lo + c ((C_hl + sigma) - S_hi r).
 * |x| >= 2^16 1.3125 is first reduced modulo pi/4 with 2/pi's bits (Payne and Hanek). */

/* {C_hl, S_hi, S_lo, sigma} for B = j pi/32, j = 0..63; C_hl + sigma is within 2e-17 of cos B
 * and S_hi + S_lo within 2e-24 of sin B (checked in 200-bit arithmetic). */
static const uint64_t trig_table[64][4] = {
    {0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL},
    {0xbf73b92e176d6d31ULL, 0x3fb917a6bc29b42cULL, 0xbc3e2718e0000000ULL, 0x3ff0000000000000ULL},
    {0xbf93ad06011469fbULL, 0x3fc8f8b83c69a60bULL, 0xbc626d19c0000000ULL, 0x3ff0000000000000ULL},
    {0xbfa60bea939d225aULL, 0x3fd294062ed59f06ULL, 0xbc75d28da0000000ULL, 0x3ff0000000000000ULL},
    {0xbfb37ca1866b95cfULL, 0x3fd87de2a6aea963ULL, 0xbc672cede0000000ULL, 0x3ff0000000000000ULL},
    {0xbfbe3a6873fa1279ULL, 0x3fde2b5d3806f63bULL, 0x3c5e0d8920000000ULL, 0x3ff0000000000000ULL},
    {0xbfc592675bc57974ULL, 0x3fe1c73b39ae68c8ULL, 0x3c8b25dd20000000ULL, 0x3ff0000000000000ULL},
    {0xbfcd0dfe53aba2fdULL, 0x3fe44cf325091dd6ULL, 0x3c68076a20000000ULL, 0x3ff0000000000000ULL},
    {0x3fca827999fcef32ULL, 0x3fe6a09e667f3bcdULL, 0xbc8bdd3420000000ULL, 0x3fe0000000000000ULL},
    {0x3fc133cc94247758ULL, 0x3fe8bc806b151741ULL, 0xbc82c5e120000000ULL, 0x3fe0000000000000ULL},
    {0x3fac73b39ae68c87ULL, 0x3fea9b66290ea1a3ULL, 0x3c39f630e0000000ULL, 0x3fe0000000000000ULL},
    {0xbf9d4a2c7f909c4eULL, 0x3fec38b2f180bdb1ULL, 0xbc76e0b180000000ULL, 0x3fe0000000000000ULL},
    {0xbfbe087565455a75ULL, 0x3fed906bcf328d46ULL, 0x3c7457e620000000ULL, 0x3fe0000000000000ULL},
    {0x3fa4a03176acf82dULL, 0x3fee9f4156c62ddaULL, 0x3c8760b1e0000000ULL, 0x3fd0000000000000ULL},
    {0xbfac1d1f0e5967d5ULL, 0x3fef6297cff75cb0ULL, 0x3c75621720000000ULL, 0x3fd0000000000000ULL},
    {0xbf9ba1650f592f50ULL, 0x3fefd88da3d12526ULL, 0xbc887df640000000ULL, 0x3fc0000000000000ULL},
    {0x0000000000000000ULL, 0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3f9ba1650f592f50ULL, 0x3fefd88da3d12526ULL, 0xbc887df640000000ULL, 0xbfc0000000000000ULL},
    {0x3fac1d1f0e5967d5ULL, 0x3fef6297cff75cb0ULL, 0x3c75621720000000ULL, 0xbfd0000000000000ULL},
    {0xbfa4a03176acf82dULL, 0x3fee9f4156c62ddaULL, 0x3c8760b1e0000000ULL, 0xbfd0000000000000ULL},
    {0x3fbe087565455a75ULL, 0x3fed906bcf328d46ULL, 0x3c7457e620000000ULL, 0xbfe0000000000000ULL},
    {0x3f9d4a2c7f909c4eULL, 0x3fec38b2f180bdb1ULL, 0xbc76e0b180000000ULL, 0xbfe0000000000000ULL},
    {0xbfac73b39ae68c87ULL, 0x3fea9b66290ea1a3ULL, 0x3c39f630e0000000ULL, 0xbfe0000000000000ULL},
    {0xbfc133cc94247758ULL, 0x3fe8bc806b151741ULL, 0xbc82c5e120000000ULL, 0xbfe0000000000000ULL},
    {0xbfca827999fcef32ULL, 0x3fe6a09e667f3bcdULL, 0xbc8bdd3420000000ULL, 0xbfe0000000000000ULL},
    {0x3fcd0dfe53aba2fdULL, 0x3fe44cf325091dd6ULL, 0x3c68076a20000000ULL, 0xbff0000000000000ULL},
    {0x3fc592675bc57974ULL, 0x3fe1c73b39ae68c8ULL, 0x3c8b25dd20000000ULL, 0xbff0000000000000ULL},
    {0x3fbe3a6873fa1279ULL, 0x3fde2b5d3806f63bULL, 0x3c5e0d8920000000ULL, 0xbff0000000000000ULL},
    {0x3fb37ca1866b95cfULL, 0x3fd87de2a6aea963ULL, 0xbc672cede0000000ULL, 0xbff0000000000000ULL},
    {0x3fa60bea939d225aULL, 0x3fd294062ed59f06ULL, 0xbc75d28da0000000ULL, 0xbff0000000000000ULL},
    {0x3f93ad06011469fbULL, 0x3fc8f8b83c69a60bULL, 0xbc626d19c0000000ULL, 0xbff0000000000000ULL},
    {0x3f73b92e176d6d31ULL, 0x3fb917a6bc29b42cULL, 0xbc3e2718e0000000ULL, 0xbff0000000000000ULL},
    {0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL, 0xbff0000000000000ULL},
    {0x3f73b92e176d6d31ULL, 0xbfb917a6bc29b42cULL, 0x3c3e2718e0000000ULL, 0xbff0000000000000ULL},
    {0x3f93ad06011469fbULL, 0xbfc8f8b83c69a60bULL, 0x3c626d19c0000000ULL, 0xbff0000000000000ULL},
    {0x3fa60bea939d225aULL, 0xbfd294062ed59f06ULL, 0x3c75d28da0000000ULL, 0xbff0000000000000ULL},
    {0x3fb37ca1866b95cfULL, 0xbfd87de2a6aea963ULL, 0x3c672cede0000000ULL, 0xbff0000000000000ULL},
    {0x3fbe3a6873fa1279ULL, 0xbfde2b5d3806f63bULL, 0xbc5e0d8920000000ULL, 0xbff0000000000000ULL},
    {0x3fc592675bc57974ULL, 0xbfe1c73b39ae68c8ULL, 0xbc8b25dd20000000ULL, 0xbff0000000000000ULL},
    {0x3fcd0dfe53aba2fdULL, 0xbfe44cf325091dd6ULL, 0xbc68076a20000000ULL, 0xbff0000000000000ULL},
    {0xbfca827999fcef32ULL, 0xbfe6a09e667f3bcdULL, 0x3c8bdd3420000000ULL, 0xbfe0000000000000ULL},
    {0xbfc133cc94247758ULL, 0xbfe8bc806b151741ULL, 0x3c82c5e120000000ULL, 0xbfe0000000000000ULL},
    {0xbfac73b39ae68c87ULL, 0xbfea9b66290ea1a3ULL, 0xbc39f630e0000000ULL, 0xbfe0000000000000ULL},
    {0x3f9d4a2c7f909c4eULL, 0xbfec38b2f180bdb1ULL, 0x3c76e0b180000000ULL, 0xbfe0000000000000ULL},
    {0x3fbe087565455a75ULL, 0xbfed906bcf328d46ULL, 0xbc7457e620000000ULL, 0xbfe0000000000000ULL},
    {0xbfa4a03176acf82dULL, 0xbfee9f4156c62ddaULL, 0xbc8760b1e0000000ULL, 0xbfd0000000000000ULL},
    {0x3fac1d1f0e5967d5ULL, 0xbfef6297cff75cb0ULL, 0xbc75621720000000ULL, 0xbfd0000000000000ULL},
    {0x3f9ba1650f592f50ULL, 0xbfefd88da3d12526ULL, 0x3c887df640000000ULL, 0xbfc0000000000000ULL},
    {0x0000000000000000ULL, 0xbff0000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbf9ba1650f592f50ULL, 0xbfefd88da3d12526ULL, 0x3c887df640000000ULL, 0x3fc0000000000000ULL},
    {0xbfac1d1f0e5967d5ULL, 0xbfef6297cff75cb0ULL, 0xbc75621720000000ULL, 0x3fd0000000000000ULL},
    {0x3fa4a03176acf82dULL, 0xbfee9f4156c62ddaULL, 0xbc8760b1e0000000ULL, 0x3fd0000000000000ULL},
    {0xbfbe087565455a75ULL, 0xbfed906bcf328d46ULL, 0xbc7457e620000000ULL, 0x3fe0000000000000ULL},
    {0xbf9d4a2c7f909c4eULL, 0xbfec38b2f180bdb1ULL, 0x3c76e0b180000000ULL, 0x3fe0000000000000ULL},
    {0x3fac73b39ae68c87ULL, 0xbfea9b66290ea1a3ULL, 0xbc39f630e0000000ULL, 0x3fe0000000000000ULL},
    {0x3fc133cc94247758ULL, 0xbfe8bc806b151741ULL, 0x3c82c5e120000000ULL, 0x3fe0000000000000ULL},
    {0x3fca827999fcef32ULL, 0xbfe6a09e667f3bcdULL, 0x3c8bdd3420000000ULL, 0x3fe0000000000000ULL},
    {0xbfcd0dfe53aba2fdULL, 0xbfe44cf325091dd6ULL, 0xbc68076a20000000ULL, 0x3ff0000000000000ULL},
    {0xbfc592675bc57974ULL, 0xbfe1c73b39ae68c8ULL, 0xbc8b25dd20000000ULL, 0x3ff0000000000000ULL},
    {0xbfbe3a6873fa1279ULL, 0xbfde2b5d3806f63bULL, 0xbc5e0d8920000000ULL, 0x3ff0000000000000ULL},
    {0xbfb37ca1866b95cfULL, 0xbfd87de2a6aea963ULL, 0x3c672cede0000000ULL, 0x3ff0000000000000ULL},
    {0xbfa60bea939d225aULL, 0xbfd294062ed59f06ULL, 0x3c75d28da0000000ULL, 0x3ff0000000000000ULL},
    {0xbf93ad06011469fbULL, 0xbfc8f8b83c69a60bULL, 0x3c626d19c0000000ULL, 0x3ff0000000000000ULL},
    {0xbf73b92e176d6d31ULL, 0xbfb917a6bc29b42cULL, 0x3c3e2718e0000000ULL, 0x3ff0000000000000ULL},
};

/* 2/pi in 32-bit words after two zero words (1248 bits, the last word rounded up). */
static const uint32_t two_over_pi_words[41] = {
    0x00000000, 0x00000000, 0xa2f9836e, 0x4e441529, 0xfc2757d1, 0xf534ddc0,
    0xdb629599, 0x3c439041, 0xfe5163ab, 0xdebbc561, 0xb7246e3a, 0x424dd2e0,
    0x06492eea, 0x09d1921c, 0xfe1deb1c, 0xb129a73e, 0xe88235f5, 0x2ebb4484,
    0xe99c7026, 0xb45f7e41, 0x3991d639, 0x835339f4, 0x9c845f8b, 0xbdf9283b,
    0x1ff897ff, 0xde05980f, 0xef2f118b, 0x5a0a6d1f, 0x6d367ecf, 0x27cb09b7,
    0x4f463f66, 0x9e5fea2d, 0x7527bac7, 0xebe5f17b, 0x3d0739f7, 0x8a5292ea,
    0x6bfb5fb1, 0x1f8d5d08, 0x56033046, 0xfc7b6bab, 0xf0cfbc21,
};

static const double TRIG_32_OVER_PI = 0x1.45f306dc9c883p+3;
static const double TRIG_P1 = 0x1.921fb544p-4;            /* pi/32 to 33 bits */
static const double TRIG_P2 = 0x1.0b4611a6p-38;           /* the next 33 bits */
static const double TRIG_P3 = 0x1.3198a2e037073p-73;      /* the next 53 */
static const double TRIG_PI4_HI = 0x1.921fb4p-1;          /* pi/4 to 24 bits */
static const double TRIG_PI4_LO = 0x1.4442d18469899p-25;  /* the rest, rounded */
/* sin r - r and cos r - 1 as two lanes: (SC1 + SC2 r^2) + r^4 (SC3 + SC4 r1 r), r1 ~ r; lane 0
 * times (C_hl + sigma) r^3, lane 1 times S_hi r^2. */
static const double TRIG_SC1[2] = {-0x1.5555555555555p-3, -0x1p-1};
static const double TRIG_SC2[2] = {0x1.1111111111111p-7, 0x1.5555555555555p-5};
static const double TRIG_SC3[2] = {-0x1.a01a01a01a01ap-13, -0x1.6c16c16c16c17p-10};
static const double TRIG_SC4[2] = {0x1.71de3a556c734p-19, 0x1.a01a01a01a01ap-16};

/* sin(x0 + x_lo + extra pi/32): extra is 16 for cos, plus 8 per quadrant (pi/4) that the
 * huge-argument reduction took off (x_lo is its low part; 0 otherwise). */
static double trig_eval(double x0, double x_lo, uint32_t extra) {
    double y = TRIG_32_OVER_PI * x0;
    double half = double_of((bits_of(x0) & 0x8000000000000000ULL) | 0x3fe0000000000000ULL);
    int32_t n = (int32_t)(y + half);
    double nd = (double)n;
    const uint64_t *t = trig_table[((uint32_t)n + extra) & 63];
    double c_hl = double_of(t[0]), s_hi = double_of(t[1]);
    double s_lo = double_of(t[2]), sigma = double_of(t[3]);
    double m1 = TRIG_P1 * nd;
    double m2 = TRIG_P2 * nd;
    double m3 = nd * TRIG_P3;
    double r1 = x0 - m1;
    double r = r1 - m2;
    double ps4a = TRIG_SC4[0] * r1, ps4b = TRIG_SC4[1] * r1;
    double s_r = s_hi * r;
    double c1 = r1 - r;
    ps4a = ps4a * r;
    ps4b = ps4b * r;
    double r2 = r * r;
    double c2 = c1 - m2;
    double neg_c = m3 - c2;
    double cs = c_hl + sigma;
    double neg_d = s_r - cs;
    neg_c = neg_c - x_lo;
    double w0 = cs * r, w1 = s_hi;
    double ps2a = TRIG_SC2[0] * r2, ps2b = TRIG_SC2[1] * r2;
    double rs = sigma * r;
    w0 = w0 * r2;
    w1 = w1 * r2;
    double r4 = r2 * r2;
    ps4a = ps4a + TRIG_SC3[0];
    ps4b = ps4b + TRIG_SC3[1];
    double med = r * c_hl;
    ps2a = ps2a + TRIG_SC1[0];
    ps2b = ps2b + TRIG_SC1[1];
    ps4a = ps4a * r4;
    ps4b = ps4b * r4;
    double res_int = rs + s_hi;
    double corr = neg_c * neg_d;
    double res_hi = med + res_int;
    ps2a = ps2a + ps4a;
    ps2b = ps2b + ps4b;
    double k0 = s_hi - res_int;
    double k1 = res_int - res_hi;
    corr = corr + s_lo;
    ps2a = ps2a * w0;
    ps2b = ps2b * w1;
    double k2 = k0 + rs;
    double k3 = k1 + med;
    corr = corr + k2;
    corr = corr + k3;
    corr = corr + ps2a;
    corr = corr + ps2b;
    return res_hi + corr;
}

/* The huge-argument reduction: x = (q + f) P with q an integer (its low bits returned) and f in
 * [-1/2, 1/2), from x's 53-bit significand times the 2/pi words around x's exponent; *lo gets
 * the reduced value's low part. P is pi/4 (bits 29, sin and cos) or pi/2 (bits 30, tan), given
 * as pi4_hi + pi4_lo scaled by the fraction's binary point. Follows the stub's integer steps. */
static double trig_reduce_huge(double x, int bits, double pi4_hi, double pi4_lo, double *lo,
                               uint32_t *quarter) {
    uint64_t xb = bits_of(x);
    uint32_t off = ((top16(x) & 0x7ff0) - 16224) >> 7 & 0xfffc; /* byte offset of the first word */
    const uint32_t *w = two_over_pi_words + off / 4;
    uint64_t mlo = (uint32_t)xb;                                  /* significand, low 32 bits */
    uint64_t mhi = ((uint32_t)(xb >> 21) | 0x80000000u) >> 11;    /* high 21 bits with the 1 */
    /* The product significand * words, 32 bits at a time: r8 r10 r9 from low to high. */
    uint64_t r10 = w[5], r8 = w[6], r9 = r10, r11, rsi, rdi, rbx;
    r10 *= mlo;
    r9 *= mhi;
    r8 *= mhi;
    rsi = w[4];
    rdi = w[3];
    r11 = (uint32_t)r10;
    r10 >>= 32;
    r9 += r10;
    r11 += r8;
    r8 = (uint32_t)r11;
    r11 >>= 32;
    r9 += r11;
    r10 = rsi;
    rsi *= mlo;
    r10 *= mhi;
    r11 = rdi;
    rdi *= mlo;
    rbx = (uint32_t)rsi;
    rsi >>= 32;
    r9 += rbx;
    rbx = (uint32_t)r9;
    r9 >>= 32;
    r10 += rsi;
    r10 += r9;
    rbx <<= 32;
    r8 |= rbx;
    r11 *= mhi;
    r9 = w[2];
    rsi = w[1];
    rbx = (uint32_t)rdi;
    rdi >>= 32;
    r10 += rbx;
    rbx = (uint32_t)r10;
    r10 >>= 32;
    r11 += rdi;
    r11 += r10;
    rdi = r9;
    r9 *= mlo;
    rdi *= mhi;
    r10 = (uint32_t)r9;
    r9 >>= 32;
    r11 += r10;
    r10 = (uint32_t)r11;
    r11 >>= 32;
    rdi += r9;
    rdi += r11;
    r9 = rsi;
    rsi *= mlo;
    r9 *= mhi;
    r10 <<= 32;
    r10 |= rbx;
    uint64_t rax = w[0];
    r11 = (uint32_t)rsi;
    rsi >>= 32;
    rdi += r11;
    r11 = (uint32_t)rdi;
    rdi >>= 32;
    r9 += rsi;
    r9 += rdi;
    uint64_t rdx = mlo * rax;
    uint32_t t16 = top16(x);
    int32_t ecx = (int32_t)(off * 8 + 19);
    uint32_t esi = 0x8000 & t16;
    int32_t e = (int32_t)((t16 >> 4) & 2047) - 1023;
    ecx -= e;
    r9 += rdx;
    int32_t edx = ecx + 32;
    uint32_t edi;
    uint32_t ebx;
    uint32_t one = 1u << bits;
    if (ecx >= 30 - bits) {
        int sh = (29 - ecx) & 31;
        uint32_t v = (uint32_t)r9 << sh;
        edi = v;
        v &= one - 1;
        if (v & (one >> 1)) { /* the fraction is >= 1/2: take 1 - fraction, negated */
            v >>= sh;
            uint64_t top = (uint64_t)(one >> sh) << 32;
            r9 = ((uint64_t)v << 32) | r11;
            edi += one;
            uint64_t n0 = 0 - r8, b0 = r8 != 0;
            uint64_t n1 = 0 - r10 - b0, b1 = (r10 != 0) | (b0 && r10 == 0);
            uint64_t n2 = top - r9 - b1;
            r8 = n0;
            r10 = n1;
            r9 = n2;
            ebx = 0x8000;
        } else {
            v >>= sh;
            ebx = 0;
            r9 = ((uint64_t)v << 32) | r11;
        }
    } else {
        int sh = (-ecx - (bits - 29)) & 63;
        r9 = ((r9 << 32) | r11) << sh;
        uint64_t rd = r9;
        if ((uint32_t)r9 & 0x80000000u) {
            uint32_t v = (uint32_t)r9 >> (sh & 31);
            uint64_t top = 0x100000000ULL >> sh;
            r9 = v;
            uint64_t n0 = 0 - r8, b0 = r8 != 0;
            uint64_t n1 = 0 - r10 - b0, b1 = (r10 != 0) | (b0 && r10 == 0);
            uint64_t n2 = top - r9 - b1;
            r8 = n0;
            r10 = n1;
            r9 = n2;
            ebx = 0x8000;
            edi = (uint32_t)(rd >> (32 - bits)) + one;
        } else {
            r9 = (uint32_t)r9 >> (sh & 31);
            ebx = 0;
            edi = (uint32_t)(rd >> (32 - bits));
        }
    }
    int s = 0;
    if (r9 == 0) { /* the leading 64 bits vanished: shift by whole words */
        edx += 64;
        r9 = r10;
        r10 = r8;
        r8 = 0;
        if (r9 == 0) {
            edx += 64;
            r9 = r10;
            r10 = r8;
            if (r9 == 0 && bits == 29) { /* sin and cos: zero, the quadrant from the table word */
                *lo = 0.0;
                *quarter = (uint32_t)rax;
                return 0.0;
            }
        }
    }
    if (r9 != 0) s = 29 - (63 - __builtin_clzll(r9));
    if (s > 0) {
        uint64_t a = r10;
        r9 <<= s;
        r10 <<= s;
        edx += s;
        a >>= (64 - s) & 63;
        r8 >>= (64 - s) & 63;
        r9 |= a;
        r10 |= r8;
    } else if (s < 0) {
        int u = -s;
        uint64_t a = r9;
        r10 >>= u;
        r9 >>= u;
        edx -= u;
        a <<= (64 - u) & 63;
        r10 |= a;
    }
    double f_hi = (double)(int64_t)r9;
    r10 >>= 1;
    double f_lo = (double)(int64_t)r10;
    uint32_t sc = ((0u - ((uint32_t)edx << 4)) + 16368) | esi;
    sc ^= ebx;
    double scale = double_of((uint64_t)(uint16_t)sc << 48);
    double scale_lo = double_of((uint64_t)(uint16_t)(sc - 1008) << 48);
    f_hi = f_hi * scale;
    uint32_t neg = (uint32_t)((int32_t)(esi << 16) >> 31);
    f_lo = f_lo * scale_lo;
    double sum = f_hi;
    f_hi = f_hi * pi4_hi;
    edi >>= bits;
    sum = sum + f_lo;
    f_lo = f_lo * pi4_hi;
    edi = (edi + neg) ^ neg;
    double t = pi4_lo * sum;
    t = t + f_lo;
    double res = f_hi + t;
    *lo = t + (f_hi - res);
    *quarter = edi;
    return res;
}

/* sin (offset 0) and cos (offset 16: pi/2 in pi/32 steps). */
static double trig_sin_cos(double x, uint32_t offset) {
    uint32_t hw = (uint32_t)(bits_of(x) >> 32) & 0x7fff0000u;
    uint32_t d = hw - 0x30300000u;
    if (d <= 0x10c50000u) return trig_eval(x, 0.0, offset);
    if ((int32_t)d <= 0x10c50000) { /* |x| < 2^-252 */
        if (offset) return 1.0 - double_of(bits_of(x) & 0x7fffffffffffffffULL);
        if ((d >> 20) == 3325) return x * double_of(0x3fefffffffffffffULL); /* subnormal or 0 */
        return x;
    }
    if ((top16(x) & 0x7ff0) == 0x7ff0) return x * -0.0; /* NaN for infinities and NaN */
    double lo;
    uint32_t quarter;
    double x0 = trig_reduce_huge(x, 29, TRIG_PI4_HI, TRIG_PI4_LO, &lo, &quarter);
    return trig_eval(x0, lo, 1865216u + offset + (quarter << 3));
}

double mi_sin(double x) { return trig_sin_cos(x, 0); }
double mi_cos(double x) { return trig_sin_cos(x, 16); }

/* ---- tan ----
 * Two reductions at once: x = N4 pi/2 + (lane 0) and x = N32 pi/32 + r + c (lane 1), each with
 * a three-part pi. For B = (N32 mod 32) pi/32 the table holds a degree-15 polynomial in r for
 * tan(B + r) - T(B) - (Sigma + T_hl) r (the constant and linear terms kept apart, to more bits),
 * and where tan has a pole near B, Tau, so that Tau / (x - N4 pi/2) supplies it; that
 * reciprocal is taken from a 35-bit reduced argument and corrected. Tiny |x| takes a short odd
 * polynomial; |x| >= 2^13 1.5 is first reduced modulo pi/2 with 2/pi's bits. */

/* Per B = j pi/32, j = 0..31: {c8, c0}, {c9, c1}, ... {c15, c7} (the high terms first, as the
 * two lanes are laid out), then T_hi, T_lo, Sigma, T_hl, Tau and a mask for the reciprocal's
 * high part. */
static const uint64_t tan_table[32][22] = {
    {0x0000000000000000ULL, 0x0000000000000000ULL, 0x3f9664f4882c10faULL, 0x0000000000000000ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3f8226e355e6c23dULL, 0x3fd5555555555555ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3f6d6d3d0e157de0ULL, 0x3fc1111111111111ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3f57da36452b75e3ULL, 0x3faba1ba1ba1ba1cULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ff0000000000000ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3f953f834e435f9bULL, 0x0000000000000000ULL, 0x3f9b74ea3c6e8e46ULL, 0x0000000000000000ULL,
     0x3f85ad63da5b7511ULL, 0x3fb97558dc230b9bULL, 0x3f88130826cb3788ULL, 0x3fd62ac976fc4985ULL,
     0x3f757c8577bb08baULL, 0x3fb1381eb6247521ULL, 0x3f754e955922170cULL, 0x3fc27f838746482dULL,
     0x3f64e39111055b30ULL, 0x3fa3e6093e666320ULL, 0x3f6301df0de9dae3ULL, 0x3fafa8ae1f1dca06ULL,
     0x3fb936bb8c5b2da2ULL, 0x3c587d054e88f7a5ULL, 0x3ff0000000000000ULL,
     0x3f83dde2a8935dd9ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3faa34075a279ea3ULL, 0x0000000000000000ULL, 0x3fa70153432d65faULL, 0x0000000000000000ULL,
     0x3f9d03ef891a4602ULL, 0x3fca77d9d62ca5f8ULL, 0x3f97a265b35f4628ULL, 0x3fd8cf51433258faULL,
     0x3f8f88e3b58fd909ULL, 0x3fc2b15401771ceaULL, 0x3f888f57f3562f8eULL, 0x3fc7370fc028a723ULL,
     0x3f80f44c20b7f9f0ULL, 0x3fb6dfaa214368e9ULL, 0x3f79b4b628891863ULL, 0x3fb6cb8e172dbbf0ULL,
     0x3fc975f5e0553158ULL, 0x3c2ef5d3593fe814ULL, 0x3ff0000000000000ULL,
     0x3fa4420303dec550ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3fbb8ec59314533eULL, 0x0000000000000000ULL, 0x3fb6d3f409aa36d0ULL, 0x0000000000000000ULL,
     0x3fb13950dcb427fdULL, 0x3fd5335ed87ab0bbULL, 0x3fabb382ce0ae8a5ULL, 0x3fddba4179143126ULL,
     0x3fa552f15f2b28d4ULL, 0x3fd015ab59f21a6dULL, 0x3fa0e98422c27d95ULL, 0x3fd0576ce19fc6aaULL,
     0x3f9a48988f2c2950ULL, 0x3fc59462c0b3f22cULL, 0x3f94b61c1883a4b8ULL, 0x3fc30eb83f838640ULL,
     0x3fd36a08355c63dcULL, 0xbc6d704d1dce993dULL, 0x3ff0000000000000ULL,
     0x3fb78e922b82ab63ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3fccfc5656f37042ULL, 0x0000000000000000ULL, 0x3fc90125aa563951ULL, 0x0000000000000000ULL,
     0x3fc505333d0e7c5dULL, 0x3fdf0ed99bed9b2eULL, 0x3fc1f2505fe7c47cULL, 0x3fe2edd996c125e5ULL,
     0x3fbe5c715a02bbd8ULL, 0x3fda08b786362c20ULL, 0x3fb9d3424b4435edULL, 0x3fd911bd4b494091ULL,
     0x3fb5e4c7b56658beULL, 0x3fd3c09293a2fd76ULL, 0x3fb29910da271794ULL, 0x3fd189be3303df2bULL,
     0x3fda827999fcef32ULL, 0x3c708b2fb68c1467ULL, 0x3ff0000000000000ULL,
     0x3fc5f619980c4337ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3fdff10fcc03e501ULL, 0x0000000000000000ULL, 0x3fddb63b44a4e845ULL, 0x0000000000000000ULL,
     0x3fdb72a43768ad9fULL, 0x3fe5fdb93dd01ccaULL, 0x3fd972b2a61d2811ULL, 0x3fe977f95645ad0bULL,
     0x3fd78ca3d013b3abULL, 0x3fe4f192bf0bf914ULL, 0x3fd5d0604d53e730ULL, 0x3fe499333f8b9000ULL,
     0x3fd4322ae2b82f08ULL, 0x3fe27ae15936a835ULL, 0x3fd2b3fbb1c61c9bULL, 0x3fe1659eef478605ULL,
     0x3fe11ab7190834ecULL, 0xbc8e564bcdb625eaULL, 0x3ff0000000000000ULL,
     0x3fd248f1b07217e3ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x3ff2de9c2b2c49d0ULL, 0x0000000000000000ULL, 0x3ff33e582655bc98ULL, 0x0000000000000000ULL,
     0x3ff3972eff691fa2ULL, 0x3feeed87e93463bdULL, 0x3ff3f5b2070e10a0ULL, 0x3ff20c10f4d790a4ULL,
     0x3ff4541aa04e8ea3ULL, 0x3ff1369e386accd3ULL, 0x3ff4b521222a66ddULL, 0x3ff2081722a9777eULL,
     0x3ff5178f52a04a6eULL, 0x3ff22137ddaa0031ULL, 0x3ff57c014447d47cULL, 0x3ff293111e9c7f1dULL,
     0x3fe561b82ab7f990ULL, 0x3c87a8c5209c7df1ULL, 0x3ff0000000000000ULL,
     0x3fdc92d84170bcc6ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x40085e24c7ab4d5aULL, 0x0000000000000000ULL, 0x400b963de93ea75dULL, 0x0000000000000000ULL,
     0x400f37e294a7f25aULL, 0x3ff5f9844b6261cbULL, 0x4011aab05a9dd812ULL, 0x3ffaf5a574c30018ULL,
     0x4013fe8b7f2ce8e3ULL, 0x3ffd7334fe8e54faULL, 0x4016a10c670d618dULL, 0x4000e0124db97058ULL,
     0x40199c5f24df44ddULL, 0x4003006e697d6eceULL, 0x401cfc4d83298b82ULL, 0x40058c1919d490d6ULL,
     0x3fea43002ae42850ULL, 0xbc7a6db8118e20e6ULL, 0x4000000000000000ULL,
     0xbfd4e526e33345b8ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0x4021965965965966ULL, 0x0000000000000000ULL, 0x402664f4882c10faULL, 0x0000000000000000ULL,
     0x402c834283cd3723ULL, 0x4000000000000000ULL, 0x403226e355e6c23dULL, 0x4005555555555555ULL,
     0x40371c9634451939ULL, 0x400aaaaaaaaaaaabULL, 0x403d6d3d0e157de0ULL, 0x4011111111111111ULL,
     0x4042bbcea738201fULL, 0x4015b05b05b05b06ULL, 0x4047da36452b75e3ULL, 0x401ba1ba1ba1ba1cULL,
     0x3ff0000000000000ULL, 0x0000000000000000ULL, 0x4000000000000000ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbf33eaf94f48b8d3ULL, 0x0000000000000000ULL, 0x3f20b8ea0cf7586fULL, 0x0000000000000000ULL,
     0xbf0abaf3d0258911ULL, 0xbfab5a8c23e49fe9ULL, 0x3ef60d152d53222eULL, 0x3fa172b221169451ULL,
     0xbee1d3b5bb254dbcULL, 0xbf84c7dbdbf93b8eULL, 0x3ecd336405b4630bULL, 0x3f743924ee9aada7ULL,
     0xbeb7b7b9794a8297ULL, 0xbf5d41f5e015f797ULL, 0x3ea35dfbe41a4a56ULL, 0x3f49a2abe4c2a251ULL,
     0xbfce49ce5af9e000ULL, 0x3d1eb8608c743719ULL, 0x0000000000000000ULL,
     0x3fd782941b4863cfULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xbf2b9320535ad890ULL, 0x0000000000000000ULL, 0x3f16d61d018fdf1fULL, 0x0000000000000000ULL,
     0xbf0139e40359f1beULL, 0xbfa67e17a4317c6dULL, 0x3eebb40582672d0fULL, 0x3f9f455b2f1b621eULL,
     0xbed5531751ccf238ULL, 0xbf804beef437b9acULL, 0x3ec0e993c791a2b5ULL, 0x3f7080c2919a1db2ULL,
     0xbeaa48a2336a5b0eULL, 0xbf55a4430a268358ULL, 0x3e94b61fdfd978e4ULL, 0x3f431806d7767a58ULL,
     0xbfc9bbe82aea0000ULL, 0xbd3a23697723ea61ULL, 0x0000000000000000ULL,
     0x3fd6e642df7796ffULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xbf231c78b9ff07ceULL, 0x0000000000000000ULL, 0x3f0ff0e0a5517182ULL, 0x0000000000000000ULL,
     0xbef66191790b4cbcULL, 0xbfa21ac0848a46c6ULL, 0x3ee1d3ecb16435faULL, 0x3f9c71ea2a1aa832ULL,
     0xbec9dd1afdd299efULL, 0xbf7933633f8dbaafULL, 0x3eb415d6309fc6eaULL, 0x3f6b83babee60471ULL,
     0xbe9dae1194a0a697ULL, 0xbf4fd07b3e5c67b3ULL, 0x3e86bd759a8f3e3eULL, 0x3f3d1eb1a4beb7a4ULL,
     0xbfc549ce29cfc000ULL, 0xbd397b33bf159358ULL, 0x0000000000000000ULL,
     0x3fd666f0871fee6cULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xbf1a39587d98a556ULL, 0x0000000000000000ULL, 0x3f0704c29d88dc01ULL, 0x0000000000000000ULL,
     0xbeed054a73742a2bULL, 0xbf9c2a1358844587ULL, 0x3ed7a32655688a79ULL, 0x3f9a48f4ee33f1d6ULL,
     0xbebf8939a8dc9888ULL, 0xbf72f746aad4b5b8ULL, 0x3ea88f829102efa1ULL, 0x3f678228dabc29cfULL,
     0xbe90f4569289afb8ULL, 0xbf46f3a3741fb4edULL, 0x3e79b4bfa97f6663ULL, 0x3f36db70ca89ff3fULL,
     0xbfc0ee13a8a2a000ULL, 0xbd338b9f3da24be1ULL, 0x0000000000000000ULL,
     0x3fd601fd11cd6c69ULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xbf116b011a154b97ULL, 0x0000000000000000ULL, 0x3f0147bf2d427630ULL, 0x0000000000000000ULL,
     0xbee264d4b93820c8ULL, 0xbf94ab8cbb6cbb18ULL, 0x3ed0568b888d4d92ULL, 0x3f98b19b60730f7cULL,
     0xbeb2f950e4b1fb11ULL, 0xbf6b21cd22cf9f74ULL, 0x3e9f499e4a3ff0a6ULL, 0x3f64aad7fd2b83ceULL,
     0xbe83487c637b73afULL, 0xbf3fc092e522591aULL, 0x3e6e3aaea158e8bcULL, 0x3f329d2fe5e82ffaULL,
     0xbfb9477fd636a000ULL, 0xbd135ef9c2c2d2bcULL, 0x0000000000000000ULL,
     0x3fd5b566f2fdb123ULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xbf05448dc41acb64ULL, 0x0000000000000000ULL, 0x3efb7ad2dbb03d6fULL, 0x0000000000000000ULL,
     0xbed5aea59e42962dULL, 0xbf8b23982579f8efULL, 0x3ec81441288a1ed9ULL, 0x3f979a3ab0198dc5ULL,
     0xbea57cd32fdfe253ULL, 0xbf617caa5766336fULL, 0x3e954ed6600944c3ULL, 0x3f62c646a4e0aaf8ULL,
     0xbe74e3a36b8fb29cULL, 0xbf33f952dc4c0409ULL, 0x3e6301ec9bffe365ULL, 0x3f2fc566b8869e44ULL,
     0xbfb0cc62e1e04000ULL, 0xbd119cbc016b907fULL, 0x0000000000000000ULL,
     0x3fd57fb3e6b9d8faULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xbef429d75daf22a6ULL, 0x0000000000000000ULL, 0x3ef7a27d06bca545ULL, 0x0000000000000000ULL,
     0xbec41c3e7211c19aULL, 0xbf7ae3f4956ed53eULL, 0x3ec3901bee750e72ULL, 0x3f96f71391d443f5ULL,
     0xbe936e0936661e6cULL, 0xbf5122e8506f9381ULL, 0x3e9041b9cb6dd43fULL, 0x3f61b0c76698b2ffULL,
     0xbe625a8a576bf12bULL, 0xbf23499de5a0e9dcULL, 0x3e5b1c2c110384ddULL, 0x3f2cb89968d43db6ULL,
     0xbfa0c4146ecac000ULL, 0x3d13500fcd7dd58cULL, 0x0000000000000000ULL,
     0x3fd55fe085a2c8fbULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ef66a8f2bf70ebeULL, 0x0000000000000000ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3ec22805d644267fULL, 0x3f96c16c16c16c17ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3e8d6db2c4e09162ULL, 0x3f61566abc011567ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x3e57da4e1f79955cULL, 0x3f2bbd779334ef0bULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL,
     0x3fd5555555555555ULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3ef429d75daf22a6ULL, 0x0000000000000000ULL, 0x3ef7a27d06bca545ULL, 0x0000000000000000ULL,
     0x3ec41c3e7211c19aULL, 0x3f7ae3f4956ed53eULL, 0x3ec3901bee750e72ULL, 0x3f96f71391d443f5ULL,
     0x3e936e0936661e6cULL, 0x3f5122e8506f9381ULL, 0x3e9041b9cb6dd43fULL, 0x3f61b0c76698b2ffULL,
     0x3e625a8a576bf12bULL, 0x3f23499de5a0e9dcULL, 0x3e5b1c2c110384ddULL, 0x3f2cb89968d43db6ULL,
     0x3fa0c4146ecac000ULL, 0xbd13500fcd7dd58cULL, 0x0000000000000000ULL,
     0x3fd55fe085a2c8fbULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3f05448dc41acb64ULL, 0x0000000000000000ULL, 0x3efb7ad2dbb03d6fULL, 0x0000000000000000ULL,
     0x3ed5aea59e42962dULL, 0x3f8b23982579f8efULL, 0x3ec81441288a1ed9ULL, 0x3f979a3ab0198dc5ULL,
     0x3ea57cd32fdfe253ULL, 0x3f617caa5766336fULL, 0x3e954ed6600944c3ULL, 0x3f62c646a4e0aaf8ULL,
     0x3e74e3a36b8fb29cULL, 0x3f33f952dc4c0409ULL, 0x3e6301ec9bffe365ULL, 0x3f2fc566b8869e44ULL,
     0x3fb0cc62e1e04000ULL, 0x3d119cbc016b907fULL, 0x0000000000000000ULL,
     0x3fd57fb3e6b9d8faULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3f116b011a154b97ULL, 0x0000000000000000ULL, 0x3f0147bf2d427630ULL, 0x0000000000000000ULL,
     0x3ee264d4b93820c8ULL, 0x3f94ab8cbb6cbb18ULL, 0x3ed0568b888d4d92ULL, 0x3f98b19b60730f7cULL,
     0x3eb2f950e4b1fb11ULL, 0x3f6b21cd22cf9f74ULL, 0x3e9f499e4a3ff0a6ULL, 0x3f64aad7fd2b83ceULL,
     0x3e83487c637b73afULL, 0x3f3fc092e522591aULL, 0x3e6e3aaea158e8bcULL, 0x3f329d2fe5e82ffaULL,
     0x3fb9477fd636a000ULL, 0x3d135ef9c2c2d2bcULL, 0x0000000000000000ULL,
     0x3fd5b566f2fdb123ULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3f1a39587d98a556ULL, 0x0000000000000000ULL, 0x3f0704c29d88dc01ULL, 0x0000000000000000ULL,
     0x3eed054a73742a2bULL, 0x3f9c2a1358844587ULL, 0x3ed7a32655688a79ULL, 0x3f9a48f4ee33f1d6ULL,
     0x3ebf8939a8dc9888ULL, 0x3f72f746aad4b5b8ULL, 0x3ea88f829102efa1ULL, 0x3f678228dabc29cfULL,
     0x3e90f4569289afb8ULL, 0x3f46f3a3741fb4edULL, 0x3e79b4bfa97f6663ULL, 0x3f36db70ca89ff3fULL,
     0x3fc0ee13a8a2a000ULL, 0x3d338b9f3da24be1ULL, 0x0000000000000000ULL,
     0x3fd601fd11cd6c69ULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3f231c78b9ff07ceULL, 0x0000000000000000ULL, 0x3f0ff0e0a5517182ULL, 0x0000000000000000ULL,
     0x3ef66191790b4cbcULL, 0x3fa21ac0848a46c6ULL, 0x3ee1d3ecb16435faULL, 0x3f9c71ea2a1aa832ULL,
     0x3ec9dd1afdd299efULL, 0x3f7933633f8dbaafULL, 0x3eb415d6309fc6eaULL, 0x3f6b83babee60471ULL,
     0x3e9dae1194a0a697ULL, 0x3f4fd07b3e5c67b3ULL, 0x3e86bd759a8f3e3eULL, 0x3f3d1eb1a4beb7a4ULL,
     0x3fc549ce29cfc000ULL, 0x3d397b33bf159358ULL, 0x0000000000000000ULL,
     0x3fd666f0871fee6cULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3f2b9320535ad890ULL, 0x0000000000000000ULL, 0x3f16d61d018fdf1fULL, 0x0000000000000000ULL,
     0x3f0139e40359f1beULL, 0x3fa67e17a4317c6dULL, 0x3eebb40582672d0fULL, 0x3f9f455b2f1b621eULL,
     0x3ed5531751ccf238ULL, 0x3f804beef437b9acULL, 0x3ec0e993c791a2b5ULL, 0x3f7080c2919a1db2ULL,
     0x3eaa48a2336a5b0eULL, 0x3f55a4430a268358ULL, 0x3e94b61fdfd978e4ULL, 0x3f431806d7767a58ULL,
     0x3fc9bbe82aea0000ULL, 0x3d3a23697723ea61ULL, 0x0000000000000000ULL,
     0x3fd6e642df7796ffULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0x3f33eaf94f48b8d3ULL, 0x0000000000000000ULL, 0x3f20b8ea0cf7586fULL, 0x0000000000000000ULL,
     0x3f0abaf3d0258911ULL, 0x3fab5a8c23e49fe9ULL, 0x3ef60d152d53222eULL, 0x3fa172b221169451ULL,
     0x3ee1d3b5bb254dbcULL, 0x3f84c7dbdbf93b8eULL, 0x3ecd336405b4630bULL, 0x3f743924ee9aada7ULL,
     0x3eb7b7b9794a8297ULL, 0x3f5d41f5e015f797ULL, 0x3ea35dfbe41a4a56ULL, 0x3f49a2abe4c2a251ULL,
     0x3fce49ce5af9e000ULL, 0xbd1eb8608c743719ULL, 0x0000000000000000ULL,
     0x3fd782941b4863cfULL, 0x3ff0000000000000ULL, 0xfffffff800000000ULL},
    {0xc021965965965966ULL, 0x0000000000000000ULL, 0x402664f4882c10faULL, 0x0000000000000000ULL,
     0xc02c834283cd3723ULL, 0xc000000000000000ULL, 0x403226e355e6c23dULL, 0x4005555555555555ULL,
     0xc0371c9634451939ULL, 0xc00aaaaaaaaaaaabULL, 0x403d6d3d0e157de0ULL, 0x4011111111111111ULL,
     0xc042bbcea738201fULL, 0xc015b05b05b05b06ULL, 0x4047da36452b75e3ULL, 0x401ba1ba1ba1ba1cULL,
     0xbff0000000000000ULL, 0x0000000000000000ULL, 0x4000000000000000ULL,
     0x0000000000000000ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xc0085e24c7ab4d5aULL, 0x0000000000000000ULL, 0x400b963de93ea75dULL, 0x0000000000000000ULL,
     0xc00f37e294a7f25aULL, 0xbff5f9844b6261cbULL, 0x4011aab05a9dd812ULL, 0x3ffaf5a574c30018ULL,
     0xc013fe8b7f2ce8e3ULL, 0xbffd7334fe8e54faULL, 0x4016a10c670d618dULL, 0x4000e0124db97058ULL,
     0xc0199c5f24df44ddULL, 0xc003006e697d6eceULL, 0x401cfc4d83298b82ULL, 0x40058c1919d490d6ULL,
     0xbfea43002ae42850ULL, 0x3c7a6db8118e20e6ULL, 0x4000000000000000ULL,
     0xbfd4e526e33345b8ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbff2de9c2b2c49d0ULL, 0x0000000000000000ULL, 0x3ff33e582655bc98ULL, 0x0000000000000000ULL,
     0xbff3972eff691fa2ULL, 0xbfeeed87e93463bdULL, 0x3ff3f5b2070e10a0ULL, 0x3ff20c10f4d790a4ULL,
     0xbff4541aa04e8ea3ULL, 0xbff1369e386accd3ULL, 0x3ff4b521222a66ddULL, 0x3ff2081722a9777eULL,
     0xbff5178f52a04a6eULL, 0xbff22137ddaa0031ULL, 0x3ff57c014447d47cULL, 0x3ff293111e9c7f1dULL,
     0xbfe561b82ab7f990ULL, 0xbc87a8c5209c7df1ULL, 0x3ff0000000000000ULL,
     0x3fdc92d84170bcc6ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbfdff10fcc03e501ULL, 0x0000000000000000ULL, 0x3fddb63b44a4e845ULL, 0x0000000000000000ULL,
     0xbfdb72a43768ad9fULL, 0xbfe5fdb93dd01ccaULL, 0x3fd972b2a61d2811ULL, 0x3fe977f95645ad0bULL,
     0xbfd78ca3d013b3abULL, 0xbfe4f192bf0bf914ULL, 0x3fd5d0604d53e730ULL, 0x3fe499333f8b9000ULL,
     0xbfd4322ae2b82f08ULL, 0xbfe27ae15936a835ULL, 0x3fd2b3fbb1c61c9bULL, 0x3fe1659eef478605ULL,
     0xbfe11ab7190834ecULL, 0x3c8e564bcdb625eaULL, 0x3ff0000000000000ULL,
     0x3fd248f1b07217e3ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbfccfc5656f37042ULL, 0x0000000000000000ULL, 0x3fc90125aa563951ULL, 0x0000000000000000ULL,
     0xbfc505333d0e7c5dULL, 0xbfdf0ed99bed9b2eULL, 0x3fc1f2505fe7c47cULL, 0x3fe2edd996c125e5ULL,
     0xbfbe5c715a02bbd8ULL, 0xbfda08b786362c20ULL, 0x3fb9d3424b4435edULL, 0x3fd911bd4b494091ULL,
     0xbfb5e4c7b56658beULL, 0xbfd3c09293a2fd76ULL, 0x3fb29910da271794ULL, 0x3fd189be3303df2bULL,
     0xbfda827999fcef32ULL, 0xbc708b2fb68c1467ULL, 0x3ff0000000000000ULL,
     0x3fc5f619980c4337ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbfbb8ec59314533eULL, 0x0000000000000000ULL, 0x3fb6d3f409aa36d0ULL, 0x0000000000000000ULL,
     0xbfb13950dcb427fdULL, 0xbfd5335ed87ab0bbULL, 0x3fabb382ce0ae8a5ULL, 0x3fddba4179143126ULL,
     0xbfa552f15f2b28d4ULL, 0xbfd015ab59f21a6dULL, 0x3fa0e98422c27d95ULL, 0x3fd0576ce19fc6aaULL,
     0xbf9a48988f2c2950ULL, 0xbfc59462c0b3f22cULL, 0x3f94b61c1883a4b8ULL, 0x3fc30eb83f838640ULL,
     0xbfd36a08355c63dcULL, 0x3c6d704d1dce993dULL, 0x3ff0000000000000ULL,
     0x3fb78e922b82ab63ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbfaa34075a279ea3ULL, 0x0000000000000000ULL, 0x3fa70153432d65faULL, 0x0000000000000000ULL,
     0xbf9d03ef891a4602ULL, 0xbfca77d9d62ca5f8ULL, 0x3f97a265b35f4628ULL, 0x3fd8cf51433258faULL,
     0xbf8f88e3b58fd909ULL, 0xbfc2b15401771ceaULL, 0x3f888f57f3562f8eULL, 0x3fc7370fc028a723ULL,
     0xbf80f44c20b7f9f0ULL, 0xbfb6dfaa214368e9ULL, 0x3f79b4b628891863ULL, 0x3fb6cb8e172dbbf0ULL,
     0xbfc975f5e0553158ULL, 0xbc2ef5d3593fe814ULL, 0x3ff0000000000000ULL,
     0x3fa4420303dec550ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
    {0xbf953f834e435f9bULL, 0x0000000000000000ULL, 0x3f9b74ea3c6e8e46ULL, 0x0000000000000000ULL,
     0xbf85ad63da5b7511ULL, 0xbfb97558dc230b9bULL, 0x3f88130826cb3788ULL, 0x3fd62ac976fc4985ULL,
     0xbf757c8577bb08baULL, 0xbfb1381eb6247521ULL, 0x3f754e955922170cULL, 0x3fc27f838746482dULL,
     0xbf64e39111055b30ULL, 0xbfa3e6093e666320ULL, 0x3f6301df0de9dae3ULL, 0x3fafa8ae1f1dca06ULL,
     0xbfb936bb8c5b2da2ULL, 0xbc587d054e88f7a5ULL, 0x3ff0000000000000ULL,
     0x3f83dde2a8935dd9ULL, 0x0000000000000000ULL, 0x0000000000000000ULL},
};

static const double TAN_PI4_HI = 0x1.921fbp-1;             /* pi/4 to 21 bits */
static const double TAN_PI4_LO = 0x1.5110b4611a626p-23;    /* the rest, rounded */
static const double TAN_2_OVER_PI = 0x1.45f306dc9c883p-1;
static const double TAN_P1[2] = {0x1.921fb54444000p-4, 0x1.921fb54440000p-4}; /* pi/32 */
static const double TAN_P2[2] = {-0x1.2e7b967674000p-44, 0x1.68c234c4c0000p-43};
static const double TAN_P3[2] = {0x1.8a2e03707344ap-85, 0x1.98a2e03707345p-81};
static const double TAN_QQ2 = 0x1.2e7b9676733afp-44;
static const double TAN_Q3 = 0x1.5555555555612p-2, TAN_Q5 = 0x1.1111111092746p-3;
static const double TAN_Q7 = 0x1.ba1ba52c4c8abp-5, TAN_Q9 = 0x1.664a0bf847a43p-6;
static const double TAN_Q11 = 0x1.2609ab8fe4d77p-7;

static inline double tab(const uint64_t *t, int i) { return double_of(t[i]); }

/* tan(x0 + x_lo) with the table index advanced by extra (the huge path's quadrant). */
static double tan_eval(double x0, double x_lo, int with_lo, uint32_t extra) {
    double half = double_of((bits_of(x0) & 0x8000000000000000ULL) | 0x3fe0000000000000ULL);
    double y0 = x0 * TAN_2_OVER_PI + half, y1 = x0 * TRIG_32_OVER_PI + half;
    int32_t n32 = (int32_t)y1;
    double n0 = (double)(int32_t)y0 * 16.0, n1 = (double)n32 * 1.0;
    const uint64_t *t = tan_table[((uint32_t)n32 + extra) & 31];
    double p1a = TAN_P1[0] * n0, p1b = TAN_P1[1] * n1;
    double q = TAN_QQ2 * n0;
    double p2a = TAN_P2[0] * n0, p2b = TAN_P2[1] * n1;
    double a0 = x0 - p1a, a1 = x0 - p1b;
    double p3a = n0 * TAN_P3[0], p3b = n1 * TAN_P3[1];
    q = q + a0;
    double b0 = a0 - p2a, b1 = a1 - p2b;
    double reduced = and_bits(q, 0xfffffffffffc0000ULL); /* x - N4 pi/2 to 35 bits */
    double c0 = a0 - b0, c1 = a1 - b1;
    double r = b1;
    double recip = 1.0 / reduced;
    c0 = c0 - p2a;
    c1 = c1 - p2b;
    double e0 = b0 - reduced;
    double v7a = tab(t, 2) * r, v7b = tab(t, 3) * r;
    c0 = c0 - p3a;
    c1 = c1 - p3b;
    if (with_lo) {
        c0 = c0 + x_lo;
        c1 = c1 + x_lo;
    }
    double v1a = tab(t, 6) * r, v1b = tab(t, 7) * r;
    double v4a = tab(t, 12) * r, v4b = tab(t, 13) * r;
    c0 = c0 + e0;
    double r2 = r * r;
    v7a = v7a + tab(t, 0);
    v7b = v7b + tab(t, 1);
    v1a = v1a + tab(t, 4);
    v1b = v1b + tab(t, 5);
    v1a = v1a * r2;
    v1b = v1b * r2;
    v4a = v4a + tab(t, 10);
    v4b = v4b + tab(t, 11);
    v7a = v7a + v1a;
    v7b = v7b + v1b;
    v1a = tab(t, 14) * r2;
    v1b = tab(t, 15) * r2;
    double r4 = r2 * r2;
    v4a = v4a + v1a;
    v4b = v4b + v1b;
    v1a = tab(t, 8) * r4;
    v1b = tab(t, 9) * r4;
    v7a = v7a + v1a;
    v7b = v7b + v1b;
    double r5 = r * r4;
    double r8 = r4 * r4;
    double rs = r * tab(t, 18), rt = r * tab(t, 19); /* r Sigma, r T_hl */
    v4a = v4a * r5;
    v4b = v4b * r5;
    v7a = v7a + v4a;
    v7b = v7b + v4b;
    double pol = r8 * v7a;
    pol = pol + v7b;
    double med = rs + rt;
    double med_lo = rt + (rs - med);
    double w = tab(t, 18) + tab(t, 19);
    w = w * c1;
    w = w + tab(t, 17);
    w = w + med_lo;
    pol = pol + w;
    double corr = c0 * recip;
    double recip_hi = and_bits(recip, t[21]);
    double rem = reduced * recip_hi;
    double tau = recip * tab(t, 20);
    double low = 1.0 - rem;
    double high = recip_hi - tab(t, 16);
    low = low - corr;
    low = low * tau;
    double sum = med - high;
    high = high + sum;
    pol = pol + (med - high);
    pol = pol - low;
    return pol + sum;
}

double mi_tan(double x) {
    uint32_t e = (top16(x) & 0x7fff) - 16314;
    if (e <= 270) return tan_eval(x, 0.0, 0, 469248);
    if ((int32_t)e <= 270) { /* |x| < 2^-4 1.625 */
        uint32_t t16 = top16(x);
        if ((t16 & 0x7ff0) == 0) return x; /* zero or subnormal: tan x rounds to x */
        if ((t16 & 0x7fff) < 15904) return (x + 0x1p55 * x) * 0x1p-55; /* |x| < 2^-29 */
        double x2 = x * x, x3 = x * x2;
        double p = TAN_Q11 * x2;
        p = (p + TAN_Q9) * x2;
        p = (p + TAN_Q7) * x2;
        p = (p + TAN_Q5) * x2;
        p = (p + TAN_Q3) * x3;
        return x + p;
    }
    if ((top16(x) & 0x7ff0) == 0x7ff0) return x * -0.0; /* NaN for infinities and NaN */
    double lo;
    uint32_t quarter;
    double x0 = trig_reduce_huge(x, 30, TAN_PI4_HI, TAN_PI4_LO, &lo, &quarter);
    return tan_eval(x0, lo, 1, 469248u + (quarter << 4));
}
