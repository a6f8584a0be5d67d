// Arithmetic corner cases in hot methods: division by -1 and MIN, remainders, shifts by
// large and negative counts, NaN comparisons and casts, float/double conversions.
public class JitArith {
    static int div(int a, int b) { return a / b; }
    static int rem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }
    static int shl(int a, int n) { return a << n; }
    static int shr(int a, int n) { return a >> n; }
    static int ushr(int a, int n) { return a >>> n; }
    static long lshl(long a, int n) { return a << n; }
    static long lshr(long a, int n) { return a >> n; }
    static long lushr(long a, int n) { return a >>> n; }
    static int d2i(double d) { return (int) d; }
    static long d2l(double d) { return (long) d; }
    static int f2i(float f) { return (int) f; }
    static long f2l(float f) { return (long) f; }
    static float d2f(double d) { return (float) d; }
    static byte i2b(int i) { return (byte) i; }
    static char i2c(int i) { return (char) i; }
    static short i2s(int i) { return (short) i; }
    static boolean lt(double a, double b) { return a < b; }
    static boolean gt(double a, double b) { return a > b; }
    static boolean le(float a, float b) { return a <= b; }
    static boolean ge(float a, float b) { return a >= b; }
    static boolean eq(double a, double b) { return a == b; }
    static int lcmp(long a, long b) { return a < b ? -1 : a == b ? 0 : 1; }
    static double drem(double a, double b) { return a % b; }
    static float frem(float a, float b) { return a % b; }

    public static void main(String[] args) {
        long h = 0;
        for (int round = 0; round < 3000; round++) {
            h = h * 31 + div(Integer.MIN_VALUE, -1) + rem(Integer.MIN_VALUE, -1) + div(-7, 2) + rem(-7, 2) + rem(7, -2);
            h = h * 31 + ldiv(Long.MIN_VALUE, -1) + lrem(Long.MIN_VALUE, -1) + ldiv(-7, 2) + lrem(-7, 2);
            h = h * 31 + shl(1, 33) + shr(-16, 34) + ushr(-16, 60) + shl(3, -1);
            h = h * 31 + lshl(1, 65) + lshr(-16, 66) + lushr(-16, 124) + lshl(3, -1);
            h = h * 31 + d2i(Double.NaN) + d2i(1e20) + d2i(-1e20) + d2i(-2.9) + f2i(Float.NaN) + f2i(3e10f);
            h = h * 31 + d2l(Double.NaN) + d2l(1e30) + d2l(-1e30) + f2l(-Float.MAX_VALUE) + f2l(2.5f);
            h = h * 31 + i2b(200) + i2c(-1) + i2s(70000) + (int) d2f(1e40) + (lt(Double.NaN, 1) ? 1 : 0);
            h = h * 31 + (gt(Double.NaN, 1) ? 1 : 0) + (le(Float.NaN, 1f) ? 1 : 0) + (ge(1f, Float.NaN) ? 1 : 0);
            h = h * 31 + (eq(0.0, -0.0) ? 1 : 0) + lcmp(Long.MIN_VALUE, 0) + lcmp(5, 5);
            h = h * 31 + (long) (drem(5.5, 2) * 10) + (long) (frem(-5.5f, 2f) * 10);
        }
        System.out.println(h);
        System.out.println(div(Integer.MIN_VALUE, -1) + " " + rem(Integer.MIN_VALUE, -1) + " " + ldiv(Long.MIN_VALUE, -1));
        System.out.println(shl(1, 33) + " " + shr(-16, 34) + " " + ushr(-16, 60) + " " + lushr(-16, 124));
        System.out.println(d2i(Double.NaN) + " " + d2i(1e20) + " " + d2l(-1e30) + " " + f2i(3e10f) + " " + f2l(Float.NaN));
        System.out.println(i2b(200) + " " + (int) i2c(-1) + " " + i2s(70000) + " " + d2f(1e40) + " " + d2f(1e-50));
        System.out.println(drem(-5.5, 2) + " " + frem(5.5f, -2f) + " " + drem(1, 0) + " " + drem(Double.POSITIVE_INFINITY, 2));
        System.out.println(lt(Double.NaN, 1) + " " + gt(Double.NaN, 1) + " " + eq(Double.NaN, Double.NaN) + " " + eq(0.0, -0.0));
        System.out.println(1.0f / 0 + " " + -1.0 / 0 + " " + 0.0f / 0 + " " + Math.sqrt(-1));
    }
}
