/* fdlibm.h: our implementation of the fdlibm 5.3 algorithms, which define StrictMath. */
#ifndef MINIVM_FDLIBM_H
#define MINIVM_FDLIBM_H

double fd_sin(double x);
double fd_cos(double x);
double fd_tan(double x);
double fd_asin(double x);
double fd_acos(double x);
double fd_atan(double x);
double fd_atan2(double y, double x);
double fd_exp(double x);
double fd_log(double x);
double fd_log10(double x);
double fd_log1p(double x);
double fd_expm1(double x);
double fd_sinh(double x);
double fd_cosh(double x);
double fd_tanh(double x);
double fd_hypot(double x, double y);
double fd_cbrt(double x);
double fd_pow(double x, double y);
double fd_remainder(double x, double p);

#endif
