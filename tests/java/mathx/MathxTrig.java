import java.util.Random;

/** Math.sin, cos and tan bit for bit (HotSpot's x86_64 intrinsic stubs): 60,000 arguments per
 *  range, printed as checksums per range and function, plus the special and edge cases and a
 *  sample. */
public class MathxTrig {
    static long mix(long h, double d) {
        return (h ^ Double.doubleToRawLongBits(d)) * 0x9E3779B97F4A7C15L;
    }

    static String bits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    static final double[] EDGES = {0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
        Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL, 0x1p-252,
        0x1.fffffffffffffp-253, 0x1p-29, 0x1.fffffffffffffp-30, 0x1.ap-4, 0x1.9ffffffffffffp-4, 0x1.8p13, 12287.5,
        86016, 86015.99, 0x1p16, 1e22, 1e300, Math.PI, -Math.PI, Math.PI / 2, Math.PI / 4, 3 * Math.PI / 2,
        1.0, 2.0, 0.5, 1e-10, Double.longBitsToDouble(0x7ff0000000000123L),
        Double.longBitsToDouble(0xfff8000000000001L)};

    /** An argument from range kind. */
    static double arg(Random r, int kind) {
        switch (kind) {
            case 0: return Double.longBitsToDouble(r.nextLong());
            case 1: return (r.nextDouble() * 2 - 1) * 10;
            case 2: return (r.nextDouble() * 2 - 1) * 1e5;
            case 3: return Math.scalb(r.nextDouble() + 0.5, r.nextInt(2100) - 1075);
            case 4: { /* near multiples of pi/32 */
                long k = r.nextInt(2000000) - 1000000;
                return k * (Math.PI / 32) + (r.nextDouble() - 0.5) * Math.scalb(1.0, -r.nextInt(50));
            }
            case 5: return Math.scalb(r.nextDouble() + 0.5, 16 + r.nextInt(1008)) * (r.nextBoolean() ? 1 : -1);
            default: return (r.nextDouble() * 2 - 1) * 0.2;
        }
    }

    public static void main(String[] args) {
        long he = 0;
        for (double x : EDGES) {
            double s = Math.sin(x), c = Math.cos(x), t = Math.tan(x);
            he = mix(mix(mix(he, s), c), t);
            System.out.println(bits(x) + ": " + bits(s) + " " + bits(c) + " " + bits(t));
        }
        System.out.println("edges " + Long.toHexString(he));

        Random r = new Random(20261128);
        long[][] h = new long[3][7];
        for (int i = 0; i < 7 * 60000; i++) {
            int kind = i % 7;
            double x = arg(r, kind);
            double s = Math.sin(x), c = Math.cos(x), t = Math.tan(x);
            h[0][kind] = mix(h[0][kind], s);
            h[1][kind] = mix(h[1][kind], c);
            h[2][kind] = mix(h[2][kind], t);
            if (i % 9999 == 0) System.out.println("x=" + x + " sin=" + s + " cos=" + c + " tan=" + t);
        }
        String[] names = {"sin", "cos", "tan"};
        for (int f = 0; f < 3; f++) {
            StringBuilder sb = new StringBuilder(names[f]);
            for (int k = 0; k < 7; k++) sb.append(' ').append(Long.toHexString(h[f][k]));
            System.out.println(sb);
        }
    }
}
