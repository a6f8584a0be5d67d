import java.util.Random;

/** java.lang.Math: functions HotSpot computes as StrictMath give identical bits; the intrinsic
 *  ones (sin, cos, tan, exp, log, log10, pow) give identical bits on special values and agree
 *  to float precision elsewhere (HotSpot's Intel stubs round a few last bits differently). */
public class MathIntrinsicsTest {
    static final double[] SPECIAL = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, 10.0, 100.0, 1000.0, Double.NaN,
        Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
        Double.MIN_NORMAL, 1e-300, 1e300, 709.8, -745.2, Math.E, 3.0, 4.0, 1e-5, -1e-5};

    static String bits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    static long mix(long h, double d) {
        return h * 31 + Double.doubleToRawLongBits(d);
    }

    static long mixf(long h, double d) {
        return h * 31 + Float.floatToRawIntBits((float) d);
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (double x : SPECIAL) {
            sb.setLength(0);
            sb.append(bits(x)).append(':');
            sb.append(' ').append(bits(Math.exp(x))).append(' ').append(bits(Math.log(x)));
            sb.append(' ').append(bits(Math.log10(x))).append(' ').append(bits(Math.sqrt(x)));
            sb.append(' ').append(bits(Math.sin(x))).append(' ').append(bits(Math.cos(x)));
            sb.append(' ').append(bits(Math.tan(x)));
            System.out.println(sb);
        }
        long h = 0;
        for (double x : SPECIAL) {
            for (double y : SPECIAL) h = mix(h, Math.pow(x, y));
        }
        System.out.println("pow special " + Long.toHexString(h));
        h = 0;
        for (int b = -12; b <= 12; b++) {
            for (int e = -20; e <= 20; e++) h = mix(h, Math.pow(b, e));
            h = mix(h, Math.pow(b * 0.5, 0.5));
        }
        System.out.println("pow integral " + Long.toHexString(h));
        System.out.println("log10 powers " + Math.log10(1000) + " " + Math.log10(1e-3) + " " + Math.log10(1e22));
        System.out.println("exp/log " + Math.exp(1) + " " + Math.log(Math.E) + " " + Math.exp(0));

        Random r = new Random(77);
        long hs = 0, hi = 0;
        for (int i = 0; i < 5000; i++) {
            double x = (r.nextDouble() * 2 - 1) * Math.scalb(1.0, r.nextInt(40) - 20);
            double y = (r.nextDouble() * 2 - 1) * 8;
            double ax = Math.abs(x);
            hs = mix(hs, Math.asin(x / 1e6));
            hs = mix(hs, Math.acos(Math.max(-1, Math.min(1, x))));
            hs = mix(hs, Math.atan(x));
            hs = mix(hs, Math.atan2(x, y));
            hs = mix(hs, Math.sinh(y));
            hs = mix(hs, Math.cosh(y));
            hs = mix(hs, Math.tanh(y));
            hs = mix(hs, Math.hypot(x, y));
            hs = mix(hs, Math.cbrt(x));
            hs = mix(hs, Math.expm1(y));
            hs = mix(hs, Math.log1p(ax));
            hs = mix(hs, Math.sqrt(ax));
            hs = mix(hs, Math.IEEEremainder(x, y));
            hi = mixf(hi, Math.sin(x));
            hi = mixf(hi, Math.cos(x));
            hi = mixf(hi, Math.tan(x));
            hi = mixf(hi, Math.exp(y * 50));
            hi = mixf(hi, Math.log(ax));
            hi = mixf(hi, Math.log10(ax));
            hi = mixf(hi, Math.pow(ax, y));
        }
        System.out.println("strict-equal functions " + Long.toHexString(hs));
        System.out.println("intrinsics to float precision " + Long.toHexString(hi));
    }
}
