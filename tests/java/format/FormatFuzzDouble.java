// Fixed-seed random floating-point format specifiers, each printed with its result or the
// exception it throws (flags, widths, precisions, %e %f %g %a and their upper-case forms).
public class FormatFuzzDouble {
    static long seed = 0x9E3779B97F4A7C15L;

    static long next() {
        seed ^= seed << 13;
        seed ^= seed >>> 7;
        seed ^= seed << 17;
        return seed;
    }

    static int nextInt(int n) {
        return (int) ((next() >>> 1) % n);
    }

    static double randomDouble() {
        switch (nextInt(10)) {
        case 0:
            return Double.longBitsToDouble(next());
        case 1:
            return (nextInt(2000001) - 1000000) / 1000.0;
        case 2:
            return (nextInt(200001) - 100000) / 8.0;
        case 3:
            return nextInt(100000) + 0.5;
        case 4:
            return (next() % 1000000000000L) * Double.parseDouble("1e" + (nextInt(40) - 20));
        case 5:
            return Double.parseDouble((nextInt(9) + 1) + "e" + (nextInt(60) - 30));
        case 6:
            return (nextInt(2000) - 1000) / 1000.0 + 0.0005;
        case 7:
            return (float) ((next() % 100000) / 997.0);
        case 8:
            return nextInt(1000) * 1.0e-5 + 0.00005;
        default:
            return (next() % 10000) / 100.0 + 0.005;
        }
    }

    static final String FLAGS = "-+ 0,(#";
    static final String CONV = "efgaEGA";

    static String randomSpec() {
        StringBuilder sb = new StringBuilder("%");
        int nf = nextInt(3);
        for (int i = 0; i < nf; i++) {
            char f = FLAGS.charAt(nextInt(FLAGS.length()));
            if (sb.indexOf(String.valueOf(f)) < 0) {
                sb.append(f);
            }
        }
        if (nextInt(2) == 0) {
            sb.append(nextInt(25) + 1);
        }
        if (nextInt(3) != 0) {
            sb.append('.').append(nextInt(nextInt(4) == 0 ? 25 : 8));
        }
        sb.append(CONV.charAt(nextInt(nextInt(3) == 0 ? CONV.length() : 3)));
        return sb.toString();
    }

    public static void main(String[] args) {
        for (int i = 0; i < 1500; i++) {
            double d = randomDouble();
            String spec = randomSpec();
            String r;
            try {
                r = "[" + String.format(spec, d) + "]";
            } catch (RuntimeException e) {
                r = e.getClass().getName() + ": " + e.getMessage();
            }
            System.out.println(spec + " " + Double.doubleToRawLongBits(d) + " " + r);
        }
        double[] special = { 0.0, -0.0, Double.NaN, Double.POSITIVE_INFINITY,
            Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL,
            1.0, -1.0, 0.5, 1e-4, 9.9999e-5, 1e23, 1e22, 123456789012345678.0 };
        String[] specs = { "%e", "%f", "%g", "%a", "%.0e", "%.0f", "%.0g", "%.1a", "%+.3e",
            "%(,.2f", "%015.3g", "% .10e", "%#.0f", "%-12.1f|", "%,f", "%.17g", "%.20f" };
        for (int i = 0; i < special.length; i++) {
            StringBuilder sb = new StringBuilder();
            for (int j = 0; j < specs.length; j++) {
                try {
                    sb.append(String.format(specs[j], special[i])).append(' ');
                } catch (RuntimeException e) {
                    sb.append(e.getClass().getName()).append(' ');
                }
            }
            System.out.println(sb);
        }
        // floats are widened to double before formatting
        float[] fs = { 0.1f, 1.005f, 3.4028235e38f, 1.4e-45f, 16777217f, 0.3f, 2.5f };
        for (int i = 0; i < fs.length; i++) {
            System.out.println(String.format("%.3f %.10e %g %a %s", fs[i], fs[i], fs[i], fs[i],
                    fs[i]));
        }
    }
}
