import java.util.Random;

/** StrictMath (fdlibm) bit for bit: checksums of raw result bits over thousands of arguments
 *  per function, plus every edge case printed in full. */
public class MathStrictBits {
    static final String[] NAMES = {"sin", "cos", "tan", "asin", "acos", "atan", "exp", "log", "log10",
        "log1p", "expm1", "sinh", "cosh", "tanh", "cbrt", "sqrt", "atan2", "hypot", "pow", "IEEEremainder"};

    static double apply(int f, double x, double y) {
        switch (f) {
            case 0: return StrictMath.sin(x);
            case 1: return StrictMath.cos(x);
            case 2: return StrictMath.tan(x);
            case 3: return StrictMath.asin(x);
            case 4: return StrictMath.acos(x);
            case 5: return StrictMath.atan(x);
            case 6: return StrictMath.exp(x);
            case 7: return StrictMath.log(x);
            case 8: return StrictMath.log10(x);
            case 9: return StrictMath.log1p(x);
            case 10: return StrictMath.expm1(x);
            case 11: return StrictMath.sinh(x);
            case 12: return StrictMath.cosh(x);
            case 13: return StrictMath.tanh(x);
            case 14: return StrictMath.cbrt(x);
            case 15: return StrictMath.sqrt(x);
            case 16: return StrictMath.atan2(x, y);
            case 17: return StrictMath.hypot(x, y);
            case 18: return StrictMath.pow(x, y);
            default: return StrictMath.IEEEremainder(x, y);
        }
    }

    static final double[] EDGES = {0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 2.0, -2.0, 3.0, 10.0, 22.0, -22.0,
        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, -Double.MIN_VALUE,
        Double.MIN_NORMAL, Double.MAX_VALUE, -Double.MAX_VALUE, Math.PI, Math.PI / 2, Math.PI / 4, -Math.PI,
        Math.E, 709.782712893384, 709.79, -745.1332191019412, -745.14, 710.4758600739439, 1e-300, 1e300,
        1e22, -1e22, 1e308, 0x1p-1022 * 3, 0x1p-28, 0x1p-54, 1.0 + 0x1p-52, 1.0 - 0x1p-53, 0.41422, -0.2929,
        6.2831853071795862, 3.0 * Math.PI / 4, 1e9 * Math.PI, 0x1.921fb54442d18p19, 0x1p30 * Math.PI, 7.0e5};

    static long mix(long h, double d) {
        return h * 31 + Double.doubleToRawLongBits(d);
    }

    static double arg(Random r) {
        switch (r.nextInt(5)) {
            case 0: return Double.longBitsToDouble(r.nextLong());
            case 1: return (r.nextDouble() * 2 - 1) * Math.scalb(1.0, r.nextInt(60) - 30);
            case 2: return (r.nextDouble() * 2 - 1) * Math.scalb(1.0, r.nextInt(2100) - 1075);
            case 3: return (r.nextDouble() * 2 - 1) * 10;
            default: return r.nextInt(2000) - 1000 + (r.nextInt(3) - 1) * Math.ulp(1.0) * r.nextInt(100);
        }
    }

    public static void main(String[] args) {
        for (int f = 0; f < NAMES.length; f++) {
            StringBuilder sb = new StringBuilder(NAMES[f]);
            boolean binary = f >= 16;
            for (double x : EDGES) {
                if (binary) {
                    long h = 0;
                    for (double y : EDGES) h = mix(h, apply(f, x, y));
                    sb.append(' ').append(Long.toHexString(h));
                } else {
                    sb.append(' ').append(Long.toHexString(Double.doubleToRawLongBits(apply(f, x, 0))));
                }
            }
            System.out.println(sb);
        }
        Random r = new Random(2024);
        for (int f = 0; f < NAMES.length; f++) {
            long h = 0;
            for (int i = 0; i < 4000; i++) {
                double x = arg(r), y = arg(r);
                h = mix(h, apply(f, x, y));
            }
            System.out.println(NAMES[f] + " random " + Long.toHexString(h));
        }
        // Large-argument reduction and arguments near multiples of pi/2.
        long h = 0;
        for (int k = 1; k < 3000; k++) {
            double x = k * (Math.PI / 2);
            h = mix(mix(mix(h, StrictMath.sin(x)), StrictMath.cos(Math.nextUp(x))), StrictMath.tan(Math.nextDown(x)));
            double big = Math.scalb(1.0 + k * 0x1p-20, k % 1000);
            h = mix(mix(mix(h, StrictMath.sin(big)), StrictMath.cos(-big)), StrictMath.tan(big));
        }
        System.out.println("reduction " + Long.toHexString(h));
        // pow over integer exponents and negative bases.
        h = 0;
        for (int i = -40; i <= 40; i++) {
            for (int e = -30; e <= 30; e++) h = mix(h, StrictMath.pow(i * 0.75, e));
            h = mix(h, StrictMath.pow(i * 0.75, 0.5));
            h = mix(h, StrictMath.pow(i, 1.0 / 3));
        }
        System.out.println("pow ints " + Long.toHexString(h));
    }
}
