// minivm-flags: -Xjit:threshold=50
// Math and StrictMath natives called from compiled code after they ran once (floor, ceil and
// rint as LLVM's rounding; the other (D)D and (DD)D natives called directly): special values,
// halves, large and tiny arguments, printed as bits, compared with HotSpot.
public class JitMathNatives {
    static final double[] XS = {0.0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, 1e-310,
        -1e-310, 3.7, -3.7, 1e15 + 0.5, 4503599627370497.0, -4503599627370497.0, 1e300, -1e300,
        Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Math.PI, -Math.E, 7e-5, 123456.789};

    static long rounding(double x) {
        return Double.doubleToRawLongBits(Math.floor(x)) * 31 + Double.doubleToRawLongBits(Math.ceil(x)) * 17
                + Double.doubleToRawLongBits(Math.rint(x)) + Double.doubleToRawLongBits(StrictMath.floor(x)) * 7;
    }

    static long trig(double x) {
        return Double.doubleToRawLongBits(Math.sin(x)) * 31 + Double.doubleToRawLongBits(Math.cos(x)) * 17
                + Double.doubleToRawLongBits(Math.tan(x)) * 13 + Double.doubleToRawLongBits(StrictMath.sin(x)) * 7
                + Double.doubleToRawLongBits(StrictMath.atan(x)) * 5 + Double.doubleToRawLongBits(Math.exp(x)) * 3
                + Double.doubleToRawLongBits(Math.log(x)) + Double.doubleToRawLongBits(StrictMath.cbrt(x));
    }

    static long two(double x, double y) {
        return Double.doubleToRawLongBits(Math.pow(x, y)) * 31 + Double.doubleToRawLongBits(StrictMath.atan2(x, y)) * 17
                + Double.doubleToRawLongBits(StrictMath.hypot(x, y)) * 7 + Double.doubleToRawLongBits(StrictMath.IEEEremainder(x, y));
    }

    public static void main(String[] args) {
        // Each native runs once in the interpreter first (bound, classes initialized).
        System.out.println("once " + rounding(0.5) + " " + trig(0.5) + " " + two(0.5, 2.0));
        long h = 0;
        for (int r = 0; r < 4000; r++)
            for (double x : XS) h = h * 1000003 + rounding(x) + trig(x);
        System.out.println("one argument " + h);
        h = 0;
        for (int r = 0; r < 1000; r++)
            for (double x : XS)
                for (double y : XS) h = h * 1000003 + two(x, y);
        System.out.println("two arguments " + h);
        for (double x : XS)
            System.out.println(x + ": " + Math.floor(x) + " " + Math.ceil(x) + " " + Math.rint(x) + " " + Math.sin(x)
                    + " " + StrictMath.cos(x) + " " + Math.pow(x, 0.5));
    }
}
