/** Float and double locals kept in registers across loops (typed shadows in the JIT): values
 *  survive calls, collections, caught exceptions (the handler reads them from the frame),
 *  deoptimization, and a slot reused for an int and then a double. Also the compare-and-negate
 *  pattern that LLVM 14 folds into fabs (wrong for a NaN's sign), in loops and inlined. */
public class JitFpLocals {
    static double sink;
    static int[] small = new int[4];

    static float fabsJava(float a) { return (a <= 0.0f) ? 0.0f - a : a; }
    static double dabsJava(double a) { return (a <= 0.0) ? 0.0 - a : a; }

    static double orbit(double cr, double ci) {
        double zr = 0, zi = 0, zr2 = 0, zi2 = 0;
        int n = 0;
        while (n < 60 && zr2 + zi2 <= 4.0) {
            zi = 2.0 * zr * zi + ci;
            zr = zr2 - zi2 + cr;
            zr2 = zr * zr;
            zi2 = zi * zi;
            n++;
        }
        return zr + zi * 3 + n;
    }

    static Object garbage(int i) { return new long[i & 15]; }

    static double withCalls(int n) {
        double acc = 0.5;
        float f = 1.25f;
        for (int i = 0; i < n; i++) {
            acc = acc * 1.0000001 + i;
            f = f * 0.999f + 1;
            if ((i & 63) == 0) sink = ((long[]) garbage(i)).length;   /* may collect */
            acc += f;
        }
        return acc + f;
    }

    static double withHandlers(int n) {
        double acc = 0;
        float f = 2;
        for (int i = 0; i < n; i++) {
            try {
                acc += 0.25;
                f *= 1.0001f;
                small[i & 7] = i;   /* fails for i & 7 >= 4 */
                acc += 1;
            } catch (ArrayIndexOutOfBoundsException e) {
                acc -= f;
                f += 0.5f;
            }
        }
        return acc * f;
    }

    static double reusedSlot(int n) {
        double total = 0;
        for (int k = 0; k < n; k++) {
            {
                int x = k * 3;
                total += x;
            }
            {
                double y = k * 0.5;
                for (int j = 0; j < 3; j++) y = y * y % 7.0;
                total += y;
            }
        }
        return total;
    }

    public static void main(String[] args) {
        double s = 0;
        for (int y = 0; y < 60; y++)
            for (int x = 0; x < 60; x++) s += orbit(x / 30.0 - 1.5, y / 30.0 - 1.0);
        System.out.println("orbits " + s);
        System.out.println("calls " + withCalls(200000));
        System.out.println("handlers " + withHandlers(50000));
        System.out.println("reused " + reusedSlot(100000));
        double nan = Double.longBitsToDouble(0xfff8000000000123L);
        float fnan = Float.intBitsToFloat(0xffc00123);
        long signs = 0;
        for (int i = 0; i < 50000; i++) {
            signs += Double.doubleToRawLongBits(dabsJava(nan)) >>> 63;
            signs += Float.floatToRawIntBits(fabsJava(fnan)) >>> 31;
            double d = (i & 1) == 0 ? nan : -0.0;
            double r = (d <= 0.0) ? 0.0 - d : d;
            signs += Double.doubleToRawLongBits(r) >>> 63;
        }
        System.out.println("negative NaNs kept " + signs);
        System.out.println(Long.toHexString(Double.doubleToRawLongBits(dabsJava(-0.0))) + " "
                + Integer.toHexString(Float.floatToRawIntBits(fabsJava(-0.0f))));
    }
}
