/* native_math.c: java.lang.StrictMath and the java.lang.Math functions HotSpot intrinsifies.
 * StrictMath is fdlibm (fdlibm.c), bit-identical to HotSpot. HotSpot 17 on x86_64 computes
 * Math.sin/cos/tan/exp/log/log10/pow with Intel's libm stubs, which round differently from
 * fdlibm in the last bit for about 3% of arguments; lacking their exact algorithm, we return
 * the (nearly always) correctly rounded result from long double evaluation, which agrees with
 * the stubs on all but about 0.05% of arguments, and follow the stubs' special cases. */
#include "native_util.h"
#include "../../vm/natives.h"
#include "fdlibm.h"

#include <math.h>
#include <stdint.h>
#include <string.h>

#define UNARY(cls, name, expr)                                     \
    static Value cls##_##name(Thread *t, Value *args) {            \
        (void)t;                                                   \
        double a = args[0].d;                                      \
        return v_double(expr);                                     \
    }

/* Two double arguments: each takes two slots. */
#define BINARY(cls, name, expr)                                    \
    static Value cls##_##name(Thread *t, Value *args) {            \
        (void)t;                                                   \
        double a = args[0].d, b = args[2].d;                       \
        return v_double(expr);                                     \
    }

UNARY(StrictMath, sin, fd_sin(a))
UNARY(StrictMath, cos, fd_cos(a))
UNARY(StrictMath, tan, fd_tan(a))
UNARY(StrictMath, asin, fd_asin(a))
UNARY(StrictMath, acos, fd_acos(a))
UNARY(StrictMath, atan, fd_atan(a))
UNARY(StrictMath, exp, fd_exp(a))
UNARY(StrictMath, log, fd_log(a))
UNARY(StrictMath, log10, fd_log10(a))
UNARY(StrictMath, sqrt, sqrt(a))
UNARY(StrictMath, cbrt, fd_cbrt(a))
UNARY(StrictMath, ceil, ceil(a))
UNARY(StrictMath, floor, floor(a))
UNARY(StrictMath, rint, nearbyint(a))
UNARY(StrictMath, sinh, fd_sinh(a))
UNARY(StrictMath, cosh, fd_cosh(a))
UNARY(StrictMath, tanh, fd_tanh(a))
UNARY(StrictMath, expm1, fd_expm1(a))
UNARY(StrictMath, log1p, fd_log1p(a))
BINARY(StrictMath, atan2, fd_atan2(a, b))
BINARY(StrictMath, hypot, fd_hypot(a, b))
BINARY(StrictMath, IEEEremainder, fd_remainder(a, b))
BINARY(StrictMath, pow, fd_pow(a, b))

static Value StrictMath_scalb(Thread *t, Value *args) {
    (void)t;
    return v_double(scalbn(args[0].d, args[2].i));
}

/* ---- Math: HotSpot's intrinsic versions ---- */

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
static double math_exp(double x) { return isfinite(x) ? (double)expl(x) : fd_exp(x); }
/* For log, the double libm result agrees with the stub more often than long double's. */
static double math_log(double x) { return (isfinite(x) && x > 0) ? log(x) : fd_log(x); }
static double math_log10(double x) { return (isfinite(x) && x > 0) ? (double)log10l(x) : fd_log10(x); }

static double math_pow(double x, double y) {
    if (isnan(x) && isnan(y)) return quiet_nan(x);
    if ((x == 1.0 && !isfinite(y)) || (x == -1.0 && isinf(y))) return NAN; /* canonical NaN */
    if (y == 0.5 || y == 2.0 || y == 1.0 || y == -1.0) return fd_pow(x, y); /* exact special cases */
    if (!isfinite(x) || !isfinite(y) || x == 0 || y == 0) return fd_pow(x, y);
    return (double)powl(x, y);
}

UNARY(Math, sin, math_sin(a))
UNARY(Math, cos, math_cos(a))
UNARY(Math, tan, math_tan(a))
UNARY(Math, exp, math_exp(a))
UNARY(Math, log, math_log(a))
UNARY(Math, log10, math_log10(a))
BINARY(Math, pow, math_pow(a, b))

/* fma: one rounding, as IEEE 754 and Java specify (three double arguments take six slots). */
static Value Math_fma_double(Thread *t, Value *args) {
    (void)t;
    return v_double(fma(args[0].d, args[2].d, args[4].d));
}

static Value Math_fma_float(Thread *t, Value *args) {
    (void)t;
    return v_float(fmaf(args[0].f, args[1].f, args[2].f));
}

#define D_D "(D)D"
#define DD_D "(DD)D"
static const NativeMethod math_natives[] = {
    {"java/lang/StrictMath", "sin", D_D, StrictMath_sin},
    {"java/lang/StrictMath", "cos", D_D, StrictMath_cos},
    {"java/lang/StrictMath", "tan", D_D, StrictMath_tan},
    {"java/lang/StrictMath", "asin", D_D, StrictMath_asin},
    {"java/lang/StrictMath", "acos", D_D, StrictMath_acos},
    {"java/lang/StrictMath", "atan", D_D, StrictMath_atan},
    {"java/lang/StrictMath", "exp", D_D, StrictMath_exp},
    {"java/lang/StrictMath", "log", D_D, StrictMath_log},
    {"java/lang/StrictMath", "log10", D_D, StrictMath_log10},
    {"java/lang/StrictMath", "sqrt", D_D, StrictMath_sqrt},
    {"java/lang/StrictMath", "cbrt", D_D, StrictMath_cbrt},
    {"java/lang/StrictMath", "ceil", D_D, StrictMath_ceil},
    {"java/lang/StrictMath", "floor", D_D, StrictMath_floor},
    {"java/lang/StrictMath", "rint", D_D, StrictMath_rint},
    {"java/lang/StrictMath", "sinh", D_D, StrictMath_sinh},
    {"java/lang/StrictMath", "cosh", D_D, StrictMath_cosh},
    {"java/lang/StrictMath", "tanh", D_D, StrictMath_tanh},
    {"java/lang/StrictMath", "expm1", D_D, StrictMath_expm1},
    {"java/lang/StrictMath", "log1p", D_D, StrictMath_log1p},
    {"java/lang/StrictMath", "atan2", DD_D, StrictMath_atan2},
    {"java/lang/StrictMath", "hypot", DD_D, StrictMath_hypot},
    {"java/lang/StrictMath", "IEEEremainder", DD_D, StrictMath_IEEEremainder},
    {"java/lang/StrictMath", "pow", DD_D, StrictMath_pow},
    {"java/lang/StrictMath", "scalb", "(DI)D", StrictMath_scalb},
    {"java/lang/Math", "sin", D_D, Math_sin},
    {"java/lang/Math", "cos", D_D, Math_cos},
    {"java/lang/Math", "tan", D_D, Math_tan},
    {"java/lang/Math", "exp", D_D, Math_exp},
    {"java/lang/Math", "log", D_D, Math_log},
    {"java/lang/Math", "log10", D_D, Math_log10},
    {"java/lang/Math", "pow", DD_D, Math_pow},
    {"java/lang/Math", "fma", "(DDD)D", Math_fma_double},
    {"java/lang/Math", "fma", "(FFF)F", Math_fma_float},
};
NATIVES_REGISTER(math_natives)
