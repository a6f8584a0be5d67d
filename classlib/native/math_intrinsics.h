/* math_intrinsics.h: java.lang.Math's exp, log, log10, pow, sin, cos and tan as HotSpot 17 on
 * x86_64 computes them (its table-driven LIBM stubs), reproduced operation by operation so the
 * results agree bit for bit. Pure functions of their arguments; no VM state. */
#ifndef MINIVM_MATH_INTRINSICS_H
#define MINIVM_MATH_INTRINSICS_H

double mi_exp(double x);
double mi_log(double x);
double mi_log10(double x);
double mi_pow(double x, double y);
double mi_sin(double x);
double mi_cos(double x);
double mi_tan(double x);

#endif
