/* fpconv.h: Java (OpenJDK 17) compatible conversions between float/double and decimal text.
 *
 * Pure C17, no VM dependencies, no global state, no allocation (thread-safe, reentrant).
 *
 *   fp_double_to_java / fp_float_to_java produce exactly what Double.toString(double) and
 *   Float.toString(float) of JDK 17 produce (jdk.internal.math.FloatingDecimal), including
 *   its non-shortest outputs (Double.MIN_VALUE is "4.9E-324", 1e23 is "9.999999999999999E22",
 *   2^62 is "4.6116860184273879E18"), which differ from JDK 19+. The text is ASCII, NUL-terminated; the return value is its length
 *   (without the NUL). The buffer must hold at least FP_JAVA_BUFSZ (32) bytes: outputs have at
 *   most 27 characters by construction (at most 20 digits, like FloatingDecimal's buffer); the
 *   longest seen in practice are 24 ("-2.2250738585072014E-308") for double and 15
 *   ("-1.17549435E-38") for float.
 *
 *   fp_parse_double / fp_parse_float implement Double.parseDouble / Double.valueOf and
 *   Float.parseFloat / Float.valueOf on the bytes s[0..len) (need not be NUL-terminated; a
 *   Java String should be passed as UTF-8 or modified UTF-8 -- any non-ASCII byte makes the
 *   input invalid, as in Java, except that it is never trimmed):
 *     - leading and trailing bytes <= 0x20 are ignored (String.trim());
 *     - optional '+' or '-', then "NaN" or "Infinity" (case-sensitive), or
 *     - a decimal: digits with at most one '.', at least one digit, optional exponent
 *       [eE][+-]?digits, optional final [fFdD]; or
 *     - a hexadecimal: 0[xX] hexdigits with at most one '.' (at least one hex digit),
 *       mandatory [pP][+-]?digits, optional final [fFdD].
 *   The result is correctly rounded (round-half-even) directly to the target format (the float
 *   parser does not round via double). NaN results are the canonical NaN (0x7ff8000000000000 /
 *   0x7fc00000). They return false -- and leave *out untouched -- exactly where Java throws
 *   NumberFormatException. Quirk reproduced: "-NaN" and "+NaN" are NaN.
 *
 * Numeric code assumes IEEE-754 binary32/binary64 (x86-64 SSE2, AArch64, ...); fused
 * multiply-add contraction is prevented internally, the FPU fast paths are only used when
 * FLT_EVAL_METHOD == 0. Do not compile with -ffast-math. Stack use is about 3.5 KB per call. */
#ifndef MINIVM_FPCONV_H
#define MINIVM_FPCONV_H

#include <stdbool.h>
#include <stddef.h>

/* Minimum size of the output buffer for fp_double_to_java / fp_float_to_java, NUL included. */
#define FP_JAVA_BUFSZ 32

int fp_double_to_java(double d, char *buf);
int fp_float_to_java(float f, char *buf);

bool fp_parse_double(const char *s, size_t len, double *out);
bool fp_parse_float(const char *s, size_t len, float *out);

#endif
