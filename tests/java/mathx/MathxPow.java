import java.util.Random;

/** Math.pow bit for bit (HotSpot's x86_64 intrinsic stub): 120,000 argument pairs over several
 *  ranges, printed as checksums per range, plus the special and edge cases and a sample. */
public class MathxPow {
    static long mix(long h, double d) {
        return (h ^ Double.doubleToRawLongBits(d)) * 0x9E3779B97F4A7C15L;
    }

    static String bits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    static final double[] EDGES = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
        Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL, 0x1p-1023, 1e300, -1e300, 0x1p52, 0x1p53,
        0x1p52 + 1, -0x1p52 - 1, 0x1p51 + 0.5, 0x1.1p52 + 1, 1.0000000000000002, 0.9999999999999999, 1024,
        -1075, 1.5, -1.5, 4096, -4096, 0x1p-60, 1e-320, Double.longBitsToDouble(0x7ff0000000000123L),
        Double.longBitsToDouble(0xfff8000000000001L)};

    /** A pair from range kind: x in [0], y in [1]. */
    static void pair(Random r, int kind, double[] xy) {
        double x, y;
        switch (kind) {
            case 0: x = Double.longBitsToDouble(r.nextLong()); y = Double.longBitsToDouble(r.nextLong()); break;
            case 1: x = r.nextDouble() * 10; y = (r.nextDouble() * 2 - 1) * 10; break;
            case 2: x = Math.scalb(r.nextDouble() + 0.5, r.nextInt(2100) - 1075); y = (r.nextDouble() * 2 - 1) * 3; break;
            case 3: x = -Math.scalb(r.nextDouble() + 0.5, r.nextInt(60) - 30); y = Math.rint(Math.scalb(r.nextDouble() * 2 - 1, r.nextInt(56))); break;
            case 4: x = 1 + (r.nextDouble() - 0.5) * Math.scalb(0.1, -r.nextInt(45)); y = Math.scalb(r.nextDouble() * 2 - 1, 11 + r.nextInt(40)); break;
            case 5: { /* results near overflow and in the subnormal range */
                x = Math.scalb(r.nextDouble() + 0.5, r.nextInt(200) - 100);
                if (r.nextBoolean()) x = -x;
                double l = Math.log(Math.abs(x)) / Math.log(2);
                y = (r.nextBoolean() ? 1020 + r.nextDouble() * 8 : -1022 - r.nextDouble() * 55) / l;
                if (x < 0) y = Math.rint(y);
                break;
            }
            case 6: x = Double.longBitsToDouble(r.nextLong() & 0x000fffffffffffffL); y = (r.nextDouble() * 2 - 1) * 1.2; break;
            default: x = r.nextDouble() * 100; y = (r.nextInt(4000) - 2000) * 0.5; break;
        }
        xy[0] = x;
        xy[1] = y;
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        long he = 0;
        for (double x : EDGES) {
            sb.setLength(0);
            for (double y : EDGES) {
                double z = Math.pow(x, y);
                he = mix(he, z);
                sb.append(' ').append(bits(z));
            }
            System.out.println(bits(x) + ":" + sb);
        }
        System.out.println("edges " + Long.toHexString(he));

        Random r = new Random(20261128);
        long[] h = new long[8];
        double[] xy = new double[2];
        for (int i = 0; i < 120000; i++) {
            int kind = i & 7;
            pair(r, kind, xy);
            double z = Math.pow(xy[0], xy[1]);
            h[kind] = mix(h[kind], z);
            if (i % 4999 == 0) System.out.println("pow(" + xy[0] + ", " + xy[1] + ") = " + z);
        }
        for (int k = 0; k < 8; k++) System.out.println("range " + k + " " + Long.toHexString(h[k]));
    }
}
