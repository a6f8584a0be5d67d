// int arithmetic (iadd isub imul ineg iand ior ixor) including overflow wraparound.
// Operands come from an array so javac cannot fold them.
public class IntArith {
    static void p(String label, int v) { System.out.print(label); System.out.print(' '); System.out.println(v); }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 2, 7, -7, 100, 12345, -98765, 65536, 2147483647, -2147483648, 0x55555555, 0xAAAAAAAA};
        int acc = 0;
        for (int i = 0; i < vals.length; i++) {
            for (int j = 0; j < vals.length; j++) {
                int a = vals[i], b = vals[j];
                acc = acc * 31 + (a + b);
                acc = acc * 31 + (a - b);
                acc = acc * 31 + (a * b);
                acc = acc * 31 + (a & b);
                acc = acc * 31 + (a | b);
                acc = acc * 31 + (a ^ b);
            }
            acc ^= -vals[i];
        }
        p("acc", acc);
        int max = vals[10], min = vals[11];
        p("max+1", max + 1);
        p("min-1", min - 1);
        p("-min", -min);
        p("max*2", max * 2);
        p("max*max", max * max);
        p("min*min", min * min);
        p("min*-1", min * -1);
        p("46341^2", 46341 * vals[3] * 46341 / vals[3]);
        p("~0", ~vals[0]);
        p("~max", ~max);
        p("mul", 123456789 * vals[4]);
        int x = vals[5];
        x *= x;
        p("x", x);
        x = -x;
        p("-x", -x);
        p("neg0", -vals[0]);
        int h = 0;
        for (int i = 0; i < 1000; i++) {
            h = h * 1103515245 + 12345;
        }
        p("lcg", h);
    }
}
