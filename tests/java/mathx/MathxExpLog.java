import java.util.Random;

/** Math.exp, log and log10 bit for bit (HotSpot's x86_64 intrinsic stubs): 200,000 arguments
 *  each over wide and narrow ranges, printed as checksums, plus the special and edge cases. */
public class MathxExpLog {
    static long mix(long h, double d) {
        return (h ^ Double.doubleToRawLongBits(d)) * 0x9E3779B97F4A7C15L;
    }

    static String bits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    /** An argument from one of several ranges, picked by kind. */
    static double arg(Random r, int kind) {
        switch (kind) {
            case 0: return Double.longBitsToDouble(r.nextLong());
            case 1: return (r.nextDouble() * 2 - 1) * 10;
            case 2: return (r.nextDouble() * 2 - 1) * 1000;
            case 3: return r.nextDouble() * 1e-3;
            case 4: return r.nextDouble() * 1420 - 710;
            case 5: return Math.scalb(r.nextDouble() + 0.5, r.nextInt(2100) - 1075);
            case 6: return 1 + (r.nextDouble() - 0.5) * 0.1;
            default: return (r.nextDouble() * 2 - 1) * 2;
        }
    }

    static final double[] EDGES = {0.0, -0.0, 1.0, -1.0, 2.0, 10.0, 0.5, Double.NaN, Double.POSITIVE_INFINITY,
        Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL,
        0x1p-1023, 1e-300, 1e300, 709.782712893383973096, 709.79, 1024.0, -708.3964185322641, -708.4, -720.0,
        -744.44, -745.133219101941108420, -745.14, -1024.0, 0x1p-54, -0x1p-54, 0x1p-55, 1e-10, 100.0, 1000.0,
        1e22, 1e-22, Math.E, 0.9999999999999999, 1.0000000000000002, Double.longBitsToDouble(0x7ff0000000000123L),
        Double.longBitsToDouble(0xfff8000000000001L)};

    public static void main(String[] args) {
        for (double x : EDGES) {
            System.out.println(bits(x) + ": " + bits(Math.exp(x)) + " " + bits(Math.log(x)) + " "
                + bits(Math.log10(x)));
        }
        StringBuilder sb = new StringBuilder("subnormal exp:");
        for (double x = -708.0; x > -746.0; x -= 0.37) sb.append(' ').append(bits(Math.exp(x)));
        System.out.println(sb);
        sb.setLength(0);
        sb.append("subnormal log:");
        for (long b = 1; b < (1L << 52); b = b * 7 + 3) {
            double x = Double.longBitsToDouble(b);
            sb.append(' ').append(bits(Math.log(x))).append('/').append(bits(Math.log10(x)));
        }
        System.out.println(sb);
        sb.setLength(0);
        sb.append("powers of ten:");
        for (int e = -20; e <= 22; e++) sb.append(' ').append(Math.log10(Double.parseDouble("1e" + e)));
        System.out.println(sb);

        Random r = new Random(20261122);
        long he = 0, hl = 0, h10 = 0;
        for (int i = 0; i < 200000; i++) {
            int kind = r.nextInt(8);
            double x = arg(r, kind);
            he = mix(he, Math.exp(x));
            double y = kind == 0 || kind == 6 ? Math.abs(x) : x;
            hl = mix(hl, Math.log(y));
            h10 = mix(h10, Math.log10(Math.abs(x)));
        }
        System.out.println("exp " + Long.toHexString(he));
        System.out.println("log " + Long.toHexString(hl));
        System.out.println("log10 " + Long.toHexString(h10));
    }
}
