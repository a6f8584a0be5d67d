/* native_math_intrinsics.c: the java.lang.Math natives for the functions HotSpot 17 on x86_64
 * intrinsifies with its LIBM stubs: exp, log, log10, pow, sin, cos and tan reproduce the stubs
 * bit for bit (math_intrinsics.c). fma is IEEE 754's single rounding. */
#include "native_util.h"
#include "../../vm/natives.h"
#include "math_intrinsics.h"

#include <math.h>

#define UNARY(name, expr)                                          \
    static Value Math_##name(Thread *t, Value *args) {             \
        (void)t;                                                   \
        double a = args[0].d;                                      \
        return v_double(expr);                                     \
    }

UNARY(sin, mi_sin(a))
UNARY(cos, mi_cos(a))
UNARY(tan, mi_tan(a))
UNARY(exp, mi_exp(a))
UNARY(log, mi_log(a))
UNARY(log10, mi_log10(a))

/* Two double arguments: each takes two slots. */
static Value Math_pow(Thread *t, Value *args) {
    (void)t;
    return v_double(mi_pow(args[0].d, args[2].d));
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
