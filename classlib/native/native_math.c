/* native_math.c: java.lang.StrictMath, which is fdlibm (fdlibm.c), bit-identical to HotSpot.
 * The java.lang.Math natives are in native_math_intrinsics.c. */
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
};
NATIVES_REGISTER(math_natives)
