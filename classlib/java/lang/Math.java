package java.lang;

/**
 * Basic numeric operations. sin, cos, tan, exp, log, log10 and pow are natives that follow
 * HotSpot's x86_64 intrinsics (classlib/native/native_math_intrinsics.c); the other
 * transcendental functions are StrictMath's (fdlibm), as in HotSpot; everything else is exact
 * Java with the JDK's NaN / -0.0 rules.
 */
public final class Math {
    private Math() {
    }

    public static final double E = 2.7182818284590452354;
    public static final double PI = 3.14159265358979323846;

    private static final double DEGREES_TO_RADIANS = 0.017453292519943295;
    private static final double RADIANS_TO_DEGREES = 57.29577951308232;

    public static native double sin(double a);

    public static native double cos(double a);

    public static native double tan(double a);

    public static double asin(double a) {
        return StrictMath.asin(a);
    }

    public static double acos(double a) {
        return StrictMath.acos(a);
    }

    public static double atan(double a) {
        return StrictMath.atan(a);
    }

    public static double toRadians(double angdeg) {
        return angdeg * DEGREES_TO_RADIANS;
    }

    public static double toDegrees(double angrad) {
        return angrad * RADIANS_TO_DEGREES;
    }

    public static native double exp(double a);

    public static native double log(double a);

    public static native double log10(double a);

    public static double sqrt(double a) {
        return StrictMath.sqrt(a);
    }

    public static double cbrt(double a) {
        return StrictMath.cbrt(a);
    }

    public static double IEEEremainder(double f1, double f2) {
        return StrictMath.IEEEremainder(f1, f2);
    }

    public static double ceil(double a) {
        return StrictMath.ceil(a);
    }

    public static double floor(double a) {
        return StrictMath.floor(a);
    }

    public static double rint(double a) {
        return StrictMath.rint(a);
    }

    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }

    public static native double pow(double a, double b);

    /** a * b + c rounded once. */
    public static native double fma(double a, double b, double c);

    public static native float fma(float a, float b, float c);

    /** floor(a + 0.5) computed exactly; NaN -> 0; saturates at the int range. */
    public static int round(float a) {
        if (a != a) {
            return 0;
        }
        float f = (float) StrictMath.floor(a);
        if (a - f >= 0.5f) {
            return (int) (f + 1.0f);
        }
        return (int) f;
    }

    /** floor(a + 0.5) computed exactly; NaN -> 0; saturates at the long range. */
    public static long round(double a) {
        if (a != a) {
            return 0L;
        }
        double f = StrictMath.floor(a);
        if (a - f >= 0.5) {
            return (long) (f + 1.0);
        }
        return (long) f;
    }

    /** java.util.Random's generator, seeded once from the clock on first use. */
    private static final class RandomHolder {
        static long seed = (System.nanoTime() ^ 0x5DEECE66DL ^ 8682522807148012L)
                & ((1L << 48) - 1);

        static synchronized int next(int bits) {
            seed = (seed * 0x5DEECE66DL + 0xBL) & ((1L << 48) - 1);
            return (int) (seed >>> (48 - bits));
        }
    }

    /** A pseudorandom double in [0, 1). */
    public static double random() {
        return (((long) (RandomHolder.next(26)) << 27) + RandomHolder.next(27)) * 0x1.0p-53;
    }

    public static int addExact(int x, int y) {
        int r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long addExact(long x, long y) {
        long r = x + y;
        if (((x ^ r) & (y ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int subtractExact(int x, int y) {
        int r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("integer overflow");
        }
        return r;
    }

    public static long subtractExact(long x, long y) {
        long r = x - y;
        if (((x ^ y) & (x ^ r)) < 0) {
            throw new ArithmeticException("long overflow");
        }
        return r;
    }

    public static int multiplyExact(int x, int y) {
        long r = (long) x * (long) y;
        if ((int) r != r) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) r;
    }

    public static long multiplyExact(long x, int y) {
        return multiplyExact(x, (long) y);
    }

    public static long multiplyExact(long x, long y) {
        long r = x * y;
        long ax = Math.abs(x);
        long ay = Math.abs(y);
        if (((ax | ay) >>> 31 != 0)) {
            if (((y != 0) && (r / y != x)) || (x == Long.MIN_VALUE && y == -1)) {
                throw new ArithmeticException("long overflow");
            }
        }
        return r;
    }

    public static int incrementExact(int a) {
        if (a == Integer.MAX_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a + 1;
    }

    public static long incrementExact(long a) {
        if (a == Long.MAX_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a + 1L;
    }

    public static int decrementExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return a - 1;
    }

    public static long decrementExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return a - 1L;
    }

    public static int negateExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException("integer overflow");
        }
        return -a;
    }

    public static long negateExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException("long overflow");
        }
        return -a;
    }

    public static int toIntExact(long value) {
        if ((int) value != value) {
            throw new ArithmeticException("integer overflow");
        }
        return (int) value;
    }

    public static long multiplyFull(int x, int y) {
        return (long) x * (long) y;
    }

    public static long multiplyHigh(long x, long y) {
        if (x < 0 || y < 0) {
            long x1 = x >> 32;
            long x2 = x & 0xFFFFFFFFL;
            long y1 = y >> 32;
            long y2 = y & 0xFFFFFFFFL;
            long z2 = x2 * y2;
            long t = x1 * y2 + (z2 >>> 32);
            long z1 = t & 0xFFFFFFFFL;
            long z0 = t >> 32;
            z1 += x2 * y1;
            return x1 * y1 + z0 + (z1 >> 32);
        } else {
            long x1 = x >>> 32;
            long y1 = y >>> 32;
            long x2 = x & 0xFFFFFFFFL;
            long y2 = y & 0xFFFFFFFFL;
            long a = x1 * y1;
            long b = x2 * y2;
            long c = (x1 + x2) * (y1 + y2);
            long k = c - a - b;
            return (((b >>> 32) + k) >>> 32) + a;
        }
    }

    public static int floorDiv(int x, int y) {
        int q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static long floorDiv(long x, int y) {
        return floorDiv(x, (long) y);
    }

    public static long floorDiv(long x, long y) {
        long q = x / y;
        if ((x ^ y) < 0 && (q * y != x)) {
            q--;
        }
        return q;
    }

    public static int floorMod(int x, int y) {
        int mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int floorMod(long x, int y) {
        return (int) floorMod(x, (long) y);
    }

    public static long floorMod(long x, long y) {
        long mod = x % y;
        if ((mod ^ y) < 0 && mod != 0) {
            mod += y;
        }
        return mod;
    }

    public static int abs(int a) {
        return (a < 0) ? -a : a;
    }

    public static int absExact(int a) {
        if (a == Integer.MIN_VALUE) {
            throw new ArithmeticException(
                    "Overflow to represent absolute value of Integer.MIN_VALUE");
        }
        return abs(a);
    }

    public static long abs(long a) {
        return (a < 0) ? -a : a;
    }

    public static long absExact(long a) {
        if (a == Long.MIN_VALUE) {
            throw new ArithmeticException(
                    "Overflow to represent absolute value of Long.MIN_VALUE");
        }
        return abs(a);
    }

    public static float abs(float a) {
        return (a <= 0.0F) ? 0.0F - a : a;
    }

    /** HotSpot intrinsifies abs(double) (interpreter too) as clearing the sign bit, NaNs included. */
    public static double abs(double a) {
        return Double.longBitsToDouble(Double.doubleToRawLongBits(a) & 0x7fffffffffffffffL);
    }

    public static int max(int a, int b) {
        return (a >= b) ? a : b;
    }

    public static long max(long a, long b) {
        return (a >= b) ? a : b;
    }

    public static float max(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(a) == 0x80000000)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static double max(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d)
                && (Double.doubleToRawLongBits(a) == 0x8000000000000000L)) {
            return b;
        }
        return (a >= b) ? a : b;
    }

    public static int min(int a, int b) {
        return (a <= b) ? a : b;
    }

    public static long min(long a, long b) {
        return (a <= b) ? a : b;
    }

    public static float min(float a, float b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0f) && (b == 0.0f) && (Float.floatToRawIntBits(b) == 0x80000000)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    public static double min(double a, double b) {
        if (a != a) {
            return a;
        }
        if ((a == 0.0d) && (b == 0.0d)
                && (Double.doubleToRawLongBits(b) == 0x8000000000000000L)) {
            return b;
        }
        return (a <= b) ? a : b;
    }

    private static double powerOfTwoD(int n) {
        return Double.longBitsToDouble((((long) n + 1023L) << 52) & 0x7FF0000000000000L);
    }

    private static float powerOfTwoF(int n) {
        return Float.intBitsToFloat(((n + 127) << 23) & 0x7F800000);
    }

    public static double ulp(double d) {
        int exp = getExponent(d);
        switch (exp) {
            case Double.MAX_EXPONENT + 1:
                return Math.abs(d); // NaN or infinity
            case Double.MIN_EXPONENT - 1:
                return Double.MIN_VALUE; // zero or subnormal
            default:
                exp = exp - 52;
                if (exp >= Double.MIN_EXPONENT) {
                    return powerOfTwoD(exp);
                }
                return Double.longBitsToDouble(1L << (exp - (Double.MIN_EXPONENT - 52)));
        }
    }

    public static float ulp(float f) {
        int exp = getExponent(f);
        switch (exp) {
            case Float.MAX_EXPONENT + 1:
                return Math.abs(f);
            case Float.MIN_EXPONENT - 1:
                return Float.MIN_VALUE;
            default:
                exp = exp - 23;
                if (exp >= Float.MIN_EXPONENT) {
                    return powerOfTwoF(exp);
                }
                return Float.intBitsToFloat(1 << (exp - (Float.MIN_EXPONENT - 23)));
        }
    }

    public static double signum(double d) {
        return (d == 0.0 || Double.isNaN(d)) ? d : copySign(1.0, d);
    }

    public static float signum(float f) {
        return (f == 0.0f || Float.isNaN(f)) ? f : copySign(1.0f, f);
    }

    public static double sinh(double x) {
        return StrictMath.sinh(x);
    }

    public static double cosh(double x) {
        return StrictMath.cosh(x);
    }

    public static double tanh(double x) {
        return StrictMath.tanh(x);
    }

    public static double hypot(double x, double y) {
        return StrictMath.hypot(x, y);
    }

    public static double expm1(double x) {
        return StrictMath.expm1(x);
    }

    public static double log1p(double x) {
        return StrictMath.log1p(x);
    }

    public static double copySign(double magnitude, double sign) {
        return Double.longBitsToDouble((Double.doubleToRawLongBits(sign)
                & 0x8000000000000000L)
                | (Double.doubleToRawLongBits(magnitude) & 0x7FFFFFFFFFFFFFFFL));
    }

    public static float copySign(float magnitude, float sign) {
        return Float.intBitsToFloat((Float.floatToRawIntBits(sign) & 0x80000000)
                | (Float.floatToRawIntBits(magnitude) & 0x7FFFFFFF));
    }

    public static int getExponent(float f) {
        return ((Float.floatToRawIntBits(f) & 0x7F800000) >> 23) - 127;
    }

    public static int getExponent(double d) {
        return (int) (((Double.doubleToRawLongBits(d) & 0x7FF0000000000000L) >> 52) - 1023);
    }

    public static double nextAfter(double start, double direction) {
        if (start > direction) {
            if (start != 0.0d) {
                long transducer = Double.doubleToRawLongBits(start);
                return Double.longBitsToDouble(transducer + ((transducer > 0L) ? -1L : 1L));
            }
            return -Double.MIN_VALUE;
        } else if (start < direction) {
            long transducer = Double.doubleToRawLongBits(start + 0.0d);
            return Double.longBitsToDouble(transducer + ((transducer >= 0L) ? 1L : -1L));
        } else if (start == direction) {
            return direction;
        } else {
            return start + direction; // NaN
        }
    }

    public static float nextAfter(float start, double direction) {
        if (start > direction) {
            if (start != 0.0f) {
                int transducer = Float.floatToRawIntBits(start);
                return Float.intBitsToFloat(transducer + ((transducer > 0) ? -1 : 1));
            }
            return -Float.MIN_VALUE;
        } else if (start < direction) {
            int transducer = Float.floatToRawIntBits(start + 0.0f);
            return Float.intBitsToFloat(transducer + ((transducer >= 0) ? 1 : -1));
        } else if (start == direction) {
            return (float) direction;
        } else {
            return start + (float) direction;
        }
    }

    public static double nextUp(double d) {
        if (d < Double.POSITIVE_INFINITY) {
            long transducer = Double.doubleToRawLongBits(d + 0.0D);
            return Double.longBitsToDouble(transducer + ((transducer >= 0L) ? 1L : -1L));
        }
        return d; // NaN or +infinity
    }

    public static float nextUp(float f) {
        if (f < Float.POSITIVE_INFINITY) {
            int transducer = Float.floatToRawIntBits(f + 0.0F);
            return Float.intBitsToFloat(transducer + ((transducer >= 0) ? 1 : -1));
        }
        return f;
    }

    public static double nextDown(double d) {
        if (Double.isNaN(d) || d == Double.NEGATIVE_INFINITY) {
            return d;
        }
        if (d == 0.0) {
            return -Double.MIN_VALUE;
        }
        return Double.longBitsToDouble(Double.doubleToRawLongBits(d) + ((d > 0.0d) ? -1L : +1L));
    }

    public static float nextDown(float f) {
        if (Float.isNaN(f) || f == Float.NEGATIVE_INFINITY) {
            return f;
        }
        if (f == 0.0f) {
            return -Float.MIN_VALUE;
        }
        return Float.intBitsToFloat(Float.floatToRawIntBits(f) + ((f > 0.0f) ? -1 : +1));
    }

    public static double scalb(double d, int scaleFactor) {
        return StrictMath.scalb(d, scaleFactor);
    }

    public static float scalb(float f, int scaleFactor) {
        int max = 127 - (-126) + 24 + 1;
        scaleFactor = Math.max(Math.min(scaleFactor, max), -max);
        return (float) ((double) f * powerOfTwoD(scaleFactor));
    }
}
