/* native_math_intrinsics.c: the java.lang.Math natives for the functions HotSpot 17 on x86_64
 * intrinsifies with its LIBM stubs. exp, log and log10 reproduce the stubs bit for bit
 * (math_intrinsics.c). sin, cos, tan and pow return the long double result rounded once, which
 * agrees with the stubs on all but about 0.1-0.2% of arguments, with the stubs' special cases.
 * fma is IEEE 754's single rounding. */
#include "native_util.h"
#include "../../vm/natives.h"
#include "fdlibm.h"
#include "math_intrinsics.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

static double quiet_nan(double x) {
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    u |= (uint64_t)1 << 51;
    memcpy(&x, &u, sizeof x);
    return x;
}

/* Non-finite arguments take fdlibm's path, whose special cases the stubs share. */
static double math_sin(double x) { return isfinite(x) ? (double)sinl(x) : fd_sin(x); }
static double math_cos(double x) { return isfinite(x) ? (double)cosl(x) : fd_cos(x); }
static double math_tan(double x) { return isfinite(x) ? (double)tanl(x) : fd_tan(x); }

static double math_pow(double x, double y) {
    if (isnan(x) && isnan(y)) return quiet_nan(x);
    if ((x == 1.0 && !isfinite(y)) || (x == -1.0 && isinf(y))) return NAN; /* canonical NaN */
    if (y == 0.5 || y == 2.0 || y == 1.0 || y == -1.0) return fd_pow(x, y); /* exact special cases */
    if (!isfinite(x) || !isfinite(y) || x == 0 || y == 0) return fd_pow(x, y);
    return (double)powl(x, y);
}

#define UNARY(name, expr)                                          \
    static Value Math_##name(Thread *t, Value *args) {             \
        (void)t;                                                   \
        double a = args[0].d;                                      \
        return v_double(expr);                                     \
    }

UNARY(sin, math_sin(a))
UNARY(cos, math_cos(a))
UNARY(tan, math_tan(a))
UNARY(exp, mi_exp(a))
UNARY(log, mi_log(a))
UNARY(log10, mi_log10(a))

/* Two double arguments: each takes two slots. */
static Value Math_pow(Thread *t, Value *args) {
    (void)t;
    return v_double(math_pow(args[0].d, args[2].d));
}

/* fma: one rounding, as IEEE 754 and Java specify (three double arguments take six slots). */
static Value Math_fma_double(Thread *t, Value *args) {
    (void)t;
    return v_double(fma(args[0].d, args[2].d, args[4].d));
}

static Value Math_fma_float(Thread *t, Value *args) {
    (void)t;
    return v_float(fmaf(args[0].f, args[1].f, args[2].f));
}

static const NativeMethod math_intrinsic_natives[] = {
    {"java/lang/Math", "sin", "(D)D", Math_sin},
    {"java/lang/Math", "cos", "(D)D", Math_cos},
    {"java/lang/Math", "tan", "(D)D", Math_tan},
    {"java/lang/Math", "exp", "(D)D", Math_exp},
    {"java/lang/Math", "log", "(D)D", Math_log},
    {"java/lang/Math", "log10", "(D)D", Math_log10},
    {"java/lang/Math", "pow", "(DD)D", Math_pow},
    {"java/lang/Math", "fma", "(DDD)D", Math_fma_double},
    {"java/lang/Math", "fma", "(FFF)F", Math_fma_float},
};
NATIVES_REGISTER(math_intrinsic_natives)
