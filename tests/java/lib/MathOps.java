// java.lang.Math: abs (incl. MIN_VALUE), min/max of every type, sqrt, pow, floor, ceil,
// round (half up, negative halves, NaN, huge), sin/cos (printed rounded to avoid last-ulp
// differences between libm implementations).
public class MathOps {
    static long r6(double v) { return Math.round(v * 1e6); }

    public static void main(String[] args) {
        System.out.println(Math.abs(-5) + " " + Math.abs(5) + " " + Math.abs(Integer.MIN_VALUE));
        System.out.println(Math.abs(-5L) + " " + Math.abs(Long.MIN_VALUE));
        System.out.println(Math.abs(-2.5f) + " " + Math.abs(-0.0) + " " + Math.abs(Double.NEGATIVE_INFINITY));
        System.out.println(Math.min(3, -4) + " " + Math.max(3, -4) + " " + Math.min(3L, 9L) + " " + Math.max(-1L, -2L));
        System.out.println(Math.min(1.5f, 2.5f) + " " + Math.max(1.5, 2.5));
        System.out.println(Math.sqrt(144) + " " + Math.sqrt(2) + " " + Math.sqrt(-1) + " " + Math.sqrt(0.0) + " " + Math.sqrt(-0.0));
        System.out.println(Math.pow(2, 10) + " " + Math.pow(2, -1) + " " + Math.pow(1.5, 2) + " " + Math.pow(10, 0) + " " + Math.pow(0, 0));
        System.out.println(Math.pow(-8, 1.0 / 3) + " " + r6(Math.pow(2, 0.5)) + " " + Math.pow(-2, 3) + " " + Math.pow(10, 15));
        double[] vs = {2.5, -2.5, 2.4, -2.6, 0.5, -0.5, 1.0, -0.0, 1e20, -1e20, Double.NaN, 3.7, -3.2, 0.49999999999999994};
        for (double v : vs) {
            System.out.println(v + ": floor=" + Math.floor(v) + " ceil=" + Math.ceil(v) + " round=" + Math.round(v) + " roundf=" + Math.round((float) v));
        }
        System.out.println(Math.round(Double.POSITIVE_INFINITY) + " " + Math.round(Float.NEGATIVE_INFINITY));
        for (int deg = 0; deg <= 360; deg += 30) {
            double rad = deg * Math.PI / 180;
            System.out.println(deg + " " + r6(Math.sin(rad)) + " " + r6(Math.cos(rad)));
        }
        System.out.println(Math.sin(0.0) + " " + Math.cos(0.0));
        System.out.println(r6(Math.PI) + " " + r6(Math.E));
        // Integer square root by Newton's method vs Math.sqrt.
        long n = 999999999999L;
        long x = n;
        while (x * x > n) x = (x + n / x) / 2;
        System.out.println(x + " " + (long) Math.sqrt(n));
    }
}
