// fcmpl/fcmpg/dcmpl/dcmpg: every comparison operator with NaN, infinities, -0.0 and 0.0.
// javac uses fcmpg for < and <=, fcmpl for > and >=, so NaN must make all of them false.
// Also Float.compare/Double.compare (total order: -0.0 < 0.0, NaN greatest) and equals.
public class FloatCompare {
    static void row(float a, float b) {
        System.out.print(a < b);
        System.out.print(' ');
        System.out.print(a <= b);
        System.out.print(' ');
        System.out.print(a > b);
        System.out.print(' ');
        System.out.print(a >= b);
        System.out.print(' ');
        System.out.print(a == b);
        System.out.print(' ');
        System.out.print(a != b);
        System.out.print(' ');
        System.out.print(!(a < b));
        System.out.print(' ');
        System.out.print(!(a > b));
        System.out.print(' ');
        System.out.println(Float.compare(a, b));
    }

    static void row(double a, double b) {
        System.out.print(a < b);
        System.out.print(' ');
        System.out.print(a <= b);
        System.out.print(' ');
        System.out.print(a > b);
        System.out.print(' ');
        System.out.print(a >= b);
        System.out.print(' ');
        System.out.print(a == b);
        System.out.print(' ');
        System.out.print(a != b);
        System.out.print(' ');
        System.out.print(!(a < b));
        System.out.print(' ');
        System.out.print(!(a > b));
        System.out.print(' ');
        System.out.println(Double.compare(a, b));
    }

    // Returns int from a ternary chain so both cmpl and cmpg forms appear with NaN.
    static int sign(double d) {
        return d > 0 ? 1 : d < 0 ? -1 : d == 0 ? 0 : 42;
    }

    static int signF(float f) {
        return f >= 0 ? (f == 0 ? 0 : 1) : (f <= 0 ? -1 : 42);
    }

    public static void main(String[] args) {
        float[] fs = {Float.NaN, Float.NEGATIVE_INFINITY, -1.0f, -0.0f, 0.0f, 1.0f, Float.POSITIVE_INFINITY};
        for (float a : fs) {
            for (float b : fs) {
                row(a, b);
            }
        }
        double[] ds = {Double.NaN, Double.NEGATIVE_INFINITY, -1.0, -0.0, 0.0, Double.MIN_VALUE, Double.POSITIVE_INFINITY};
        for (double a : ds) {
            for (double b : ds) {
                row(a, b);
            }
        }
        for (double d : ds) {
            System.out.print(sign(d));
            System.out.print(' ');
        }
        System.out.println();
        for (float f : fs) {
            System.out.print(signF(f));
            System.out.print(' ');
        }
        System.out.println();
        double nan = ds[0];
        System.out.println(nan == nan);
        System.out.println(nan != nan);
        System.out.println(Double.isNaN(nan));
        System.out.println(Float.isNaN(fs[0]));
        System.out.println(Double.isNaN(ds[2]));
        System.out.println(Double.isInfinite(ds[1]));
        System.out.println(Double.valueOf(nan).equals(Double.valueOf(nan)));
        System.out.println(Double.valueOf(0.0).equals(Double.valueOf(-0.0)));
        System.out.println(Float.valueOf(0.0f).equals(Float.valueOf(-0.0f)));
        System.out.println(Double.compare(0.0, -0.0));
        System.out.println(Float.compare(Float.NaN, Float.POSITIVE_INFINITY));
        System.out.println(Math.min(-0.0, 0.0));
        System.out.println(Math.max(-0.0f, 0.0f));
        System.out.println(Math.min(nan, 1.0));
        System.out.println(Math.max(1.0f, Float.NaN));
    }
}
