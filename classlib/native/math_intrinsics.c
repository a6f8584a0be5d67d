/* math_intrinsics.c: see math_intrinsics.h. Every function follows the operation order of
 * HotSpot's x86_64 stub for it (double arithmetic, round to nearest, no fused multiply-add);
 * the tables and coefficients are the stubs' constants, each checked against the mathematical
 * value it stands for. */
#include "math_intrinsics.h"

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
