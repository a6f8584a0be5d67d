// double arithmetic (dadd dsub dmul ddiv drem dneg) including NaN, infinities, -0.0,
// overflow, subnormals and drem semantics.
public class DoubleArith {
    static void p(String label, double v) { System.out.print(label); System.out.print(' '); System.out.println(v); }
    static void pb(String label, long bits) { System.out.print(label); System.out.print(' '); System.out.println(bits); }

    public static void main(String[] args) {
        double[] v = {0.0, -0.0, 1.0, -1.5, 3.25, 1e300, 1e-300, Double.MAX_VALUE, Double.MIN_VALUE,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 7.0, 0.1};
        for (int i = 0; i < v.length; i++) {
            for (int j = 0; j < v.length; j += 3) {
                double a = v[i], b = v[j];
                System.out.print(a + b);
                System.out.print(' ');
                System.out.print(a - b);
                System.out.print(' ');
                System.out.print(a * b);
                System.out.print(' ');
                System.out.print(a / b);
                System.out.print(' ');
                System.out.println(a % b);
            }
        }
        double zero = v[0];
        p("neg0", -zero);
        pb("neg0 bits", Double.doubleToLongBits(-zero));
        p("1/-0", 1.0 / v[1]);
        p("0/0", zero / zero);
        p("max*2", v[7] * 2);
        p("min/2", v[8] / 2);
        p("-7.5%2", -7.5 * v[2] % 2.0);
        p("7.5%-2", 7.5 * v[2] % -2.0);
        p("1e300%7", v[5] % 7.0);
        p("5%-inf", 5.0 * v[2] % v[11]);
        p("0.1+0.2", v[13] + 0.2);
        double s = 0;
        for (int i = 0; i < 10; i++) s += v[13];
        p("sum0.1", s);
        p("2^53+1", 9007199254740992.0 + v[2]);
        p("sqrt2", Math.sqrt(2.0 * v[2]));
        pb("1.0 bits", Double.doubleToLongBits(v[2]));
        pb("nan bits", Double.doubleToLongBits(v[9]));
        p("fromBits", Double.longBitsToDouble(0x400921FB54442D18L));
        p("subnormal", Double.longBitsToDouble(1L) * 3);
        double acc = 1;
        for (int i = 1; i < 200; i++) acc = acc * 1.5 + 1.0 / i;
        p("acc", acc);
    }
}
