/* native_math.c: java.lang.StrictMath natives on top of the C library, with Java's special
 * cases where C99 differs (pow with a NaN exponent, or a base of +-1 and an infinite exponent,
 * is NaN in Java). */
#include "native_util.h"
#include "../../vm/natives.h"

#include <math.h>

#define UNARY(name, expr)                                          \
    static Value StrictMath_##name(Thread *t, Value *args) {       \
        (void)t;                                                   \
        double a = args[0].d;                                      \
        return v_double(expr);                                     \
    }

UNARY(sin, sin(a))
UNARY(cos, cos(a))
UNARY(tan, tan(a))
UNARY(asin, asin(a))
UNARY(acos, acos(a))
UNARY(atan, atan(a))
UNARY(exp, exp(a))
UNARY(log, log(a))
UNARY(log10, log10(a))
UNARY(sqrt, sqrt(a))
UNARY(cbrt, (double)cbrtl((long double)a)) /* correctly rounded, like fdlibm for exact cubes */
UNARY(ceil, ceil(a))
UNARY(floor, floor(a))
UNARY(rint, nearbyint(a))
UNARY(sinh, sinh(a))
UNARY(cosh, cosh(a))
UNARY(tanh, tanh(a))
UNARY(expm1, expm1(a))
UNARY(log1p, log1p(a))

/* Two double arguments: each takes two slots. */
static Value StrictMath_atan2(Thread *t, Value *args) {
    (void)t;
    return v_double(atan2(args[0].d, args[2].d));
}

static Value StrictMath_hypot(Thread *t, Value *args) {
    (void)t;
    return v_double(hypot(args[0].d, args[2].d));
}

static Value StrictMath_IEEEremainder(Thread *t, Value *args) {
    (void)t;
    return v_double(remainder(args[0].d, args[2].d));
}

static Value StrictMath_pow(Thread *t, Value *args) {
    (void)t;
    double x = args[0].d, y = args[2].d;
    if (isnan(y)) return v_double(NAN);
    if (isinf(y) && fabs(x) == 1.0) return v_double(NAN);
    return v_double(pow(x, y));
}

static Value StrictMath_scalb(Thread *t, Value *args) {
    (void)t;
    return v_double(scalbn(args[0].d, args[2].i));
}

#define D_D "(D)D"
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
    {"java/lang/StrictMath", "atan2", "(DD)D", StrictMath_atan2},
    {"java/lang/StrictMath", "hypot", "(DD)D", StrictMath_hypot},
    {"java/lang/StrictMath", "IEEEremainder", "(DD)D", StrictMath_IEEEremainder},
    {"java/lang/StrictMath", "pow", "(DD)D", StrictMath_pow},
    {"java/lang/StrictMath", "scalb", "(DI)D", StrictMath_scalb},
};
NATIVES_REGISTER(math_natives)
