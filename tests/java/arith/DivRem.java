// idiv/irem/ldiv/lrem: truncation toward zero, signs of remainders, MIN_VALUE / -1,
// and ArithmeticException "/ by zero" for int and long division and remainder.
public class DivRem {
    static void p(String label, long v) { System.out.print(label); System.out.print(' '); System.out.println(v); }

    static int idiv(int a, int b) { return a / b; }
    static int irem(int a, int b) { return a % b; }
    static long ldiv(long a, long b) { return a / b; }
    static long lrem(long a, long b) { return a % b; }

    public static void main(String[] args) {
        int[] is = {7, -7, 3, -3, 1, -1, 0, 2147483647, -2147483648, 10, 1000000007};
        for (int a : is) {
            for (int b : is) {
                if (b == 0) continue;
                System.out.print(idiv(a, b));
                System.out.print(' ');
                System.out.print(irem(a, b));
                System.out.print(' ');
            }
            System.out.println();
        }
        long[] ls = {7L, -7L, 3L, -3L, 1L, -1L, 10000000000L, -10000000000L, Long.MAX_VALUE, Long.MIN_VALUE};
        for (long a : ls) {
            for (long b : ls) {
                System.out.print(ldiv(a, b));
                System.out.print(' ');
                System.out.print(lrem(a, b));
                System.out.print(' ');
            }
            System.out.println();
        }
        p("MIN/-1", idiv(Integer.MIN_VALUE, -1));
        p("MIN%-1", irem(Integer.MIN_VALUE, -1));
        p("LMIN/-1", ldiv(Long.MIN_VALUE, -1L));
        p("LMIN%-1", lrem(Long.MIN_VALUE, -1L));
        try {
            p("x", idiv(5, 0));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            p("x", irem(5, 0));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            p("x", ldiv(5L, 0L));
        } catch (ArithmeticException e) {
            System.out.println(e.getMessage());
        }
        try {
            p("x", lrem(5L, 0L));
        } catch (ArithmeticException e) {
            System.out.println(e);
        }
        try {
            int zero = 0;
            int q = 0 / zero;
            p("x", q);
        } catch (ArithmeticException e) {
            System.out.println(e.getClass().getName());
        }
        // Division by a power of two must still round toward zero.
        p("-9/2", idiv(-9, 2));
        p("-9>>1", -9 >> 1);
        p("-9%2", irem(-9, 2));
        p("-9/4L", ldiv(-9L, 4L));
    }
}
