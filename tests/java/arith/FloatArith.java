// float arithmetic (fadd fsub fmul fdiv frem fneg) including NaN, infinities, -0.0,
// overflow to infinity, underflow, and frem semantics (fmod, sign of dividend).
public class FloatArith {
    static void p(String label, float v) { System.out.print(label); System.out.print(' '); System.out.println(v); }
    static void pb(String label, int bits) { System.out.print(label); System.out.print(' '); System.out.println(Integer.toHexString(bits)); }

    public static void main(String[] args) {
        float[] v = {0.0f, -0.0f, 1.0f, -1.5f, 3.25f, 1e30f, 1e-30f, Float.MAX_VALUE, Float.MIN_VALUE,
                Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, 7.0f, 0.1f};
        for (int i = 0; i < v.length; i++) {
            for (int j = 0; j < v.length; j += 3) {
                float a = v[i], b = v[j];
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
        float zero = v[0];
        p("neg0", -zero);
        pb("neg0 bits", Float.floatToIntBits(-zero));
        p("1/-0", 1.0f / v[1]);
        p("0/0", zero / zero);
        p("max*2", v[7] * 2);
        p("min/2", v[8] / 2);
        p("7.5%2", 7.5f / v[2] * v[2] % 2.0f);
        p("-7.5%2", -7.5f * v[2] % 2.0f);
        p("7.5%-2", 7.5f * v[2] % -2.0f);
        p("5%inf", 5.0f * v[2] % v[10]);
        p("inf%5", v[10] % 5.0f);
        p("0.1*3", v[13] * 3);
        float s = 0;
        for (int i = 0; i < 10; i++) s += v[13];
        p("sum0.1", s);
        float big = 16777216f;
        p("2^24+1", big + v[2]);
        p("-NaN", -v[9]);
        pb("nanbits", Float.floatToIntBits(v[9] * 2));
        pb("1.0 bits", Float.floatToIntBits(v[2]));
        pb("-1.5 raw", Float.floatToRawIntBits(v[3]));
        p("fromBits", Float.intBitsToFloat(0x40490fdb));
    }
}
