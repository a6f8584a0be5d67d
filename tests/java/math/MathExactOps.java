import java.util.Random;

/** The exactly specified Math methods (rounding, ulp, scalb, fma, exact arithmetic with its
 *  messages, floorDiv/Mod, float variants) printed as raw bits. */
public class MathExactOps {
    static String b(double d) { return Long.toHexString(Double.doubleToRawLongBits(d)); }
    static String b(float f) { return Integer.toHexString(Float.floatToRawIntBits(f)); }

    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 4503599627370497.0, -4503599627370497.0, 1e300, Double.MIN_VALUE,
            Double.MAX_VALUE, Double.MIN_NORMAL, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 9.223372036854776E18, -3.7, 123.456};
        for (double d : ds) {
            float f = (float) d;
            System.out.println(d + ": " + Math.round(d) + " " + Math.round(f) + " " + b(Math.rint(d)) + " " + b(Math.ceil(d)) + " " + b(Math.floor(d))
                + " " + b(Math.ulp(d)) + " " + b(Math.ulp(f)) + " " + b(Math.nextUp(d)) + " " + b(Math.nextDown(d)) + " " + b(Math.nextAfter(d, 0.0))
                + " " + b(Math.nextAfter(f, 1.0)) + " " + Math.getExponent(d) + " " + Math.getExponent(f) + " " + b(Math.signum(d)) + " " + b(Math.signum(f))
                + " " + b(Math.copySign(3.0, d)) + " " + b(StrictMath.copySign(3.0, d)) + " " + b(Math.abs(d)) + " " + b(Math.abs(f))
                + " " + b(Math.scalb(d, 3)) + " " + b(Math.scalb(d, -1074)) + " " + b(Math.scalb(f, -140)) + " " + b(Math.toRadians(d)) + " " + b(Math.toDegrees(d))
                + " " + b(Math.sqrt(d)) + " " + b(Math.cbrt(d)) + " " + b(StrictMath.rint(d)));
        }
        Random r = new Random(5);
        long h = 0;
        for (int i = 0; i < 3000; i++) {
            double x = Double.longBitsToDouble(r.nextLong()), y = r.nextGaussian() * 1e10, z = r.nextDouble();
            h = h * 31 + Double.doubleToRawLongBits(Math.fma(x, y, z));
            h = h * 31 + Double.doubleToRawLongBits(Math.fma(y, z, -y * z));
            h = h * 31 + Float.floatToRawIntBits(Math.fma((float) y, (float) z, (float) x));
            h = h * 31 + Double.doubleToRawLongBits(Math.scalb(y, r.nextInt(2200) - 1100));
            h = h * 31 + Double.doubleToRawLongBits(Math.IEEEremainder(y, z));
            h = h * 31 + Math.round(y) + Math.round((float) y);
        }
        System.out.println("fma/scalb/round " + Long.toHexString(h));
        long[] ls = {0, 1, -1, 7, -7, Long.MAX_VALUE, Long.MIN_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE, 1L << 40};
        for (long a : ls) {
            for (long c : new long[] {3, -3, 2, Long.MIN_VALUE, 1L << 33}) {
                System.out.println(a + " " + c + ": " + Math.floorDiv(a, c) + " " + Math.floorMod(a, c) + " " + Math.floorDiv((int) a, (int) (c | 1))
                    + " " + Math.floorMod((int) a, (int) (c | 1)) + " " + Math.multiplyHigh(a, c) + " " + Math.floorMod(a, (int) (c | 1)));
            }
        }
        Runnable[] exact = {
            () -> Math.addExact(Integer.MAX_VALUE, 1), () -> Math.addExact(Long.MAX_VALUE, 1L), () -> Math.subtractExact(Integer.MIN_VALUE, 1),
            () -> Math.subtractExact(Long.MIN_VALUE, 1L), () -> Math.multiplyExact(1 << 20, 1 << 12), () -> Math.multiplyExact(1L << 40, 1L << 30),
            () -> Math.multiplyExact(1L << 40, 1 << 30), () -> Math.incrementExact(Integer.MAX_VALUE), () -> Math.decrementExact(Long.MIN_VALUE),
            () -> Math.negateExact(Integer.MIN_VALUE), () -> Math.negateExact(Long.MIN_VALUE), () -> Math.toIntExact(1L << 31),
            () -> Math.absExact(Integer.MIN_VALUE), () -> Math.absExact(Long.MIN_VALUE), () -> Math.floorDiv(1, 0), () -> Math.floorMod(1L, 0L)};
        for (Runnable x : exact) {
            try {
                x.run();
                System.out.println("no exception");
            } catch (ArithmeticException e) {
                System.out.println(e.getMessage());
            }
        }
        System.out.println(Math.addExact(5, 6) + " " + Math.multiplyExact(-4L, 5L) + " " + Math.toIntExact(-5L) + " " + Math.absExact(-9)
            + " " + Math.max(-0.0, 0.0) + " " + Math.min(-0.0, 0.0) + " " + Math.max(Double.NaN, 1) + " " + Math.min(-0.0f, 0.0f) + " " + Math.abs(Integer.MIN_VALUE));
    }
}
