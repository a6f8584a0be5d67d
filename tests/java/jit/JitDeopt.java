// Checks that fail inside compiled code: the exact exception, its handler (in the same method,
// in a caller, in a loop), stack traces with line numbers through hot frames, and an uncaught
// exception at the end.
public class JitDeopt {
    static class Base { int v = 1; int get() { return v; } }
    static class Derived extends Base { int get() { return v + 100; } }
    static class Other { }

    static int field(Base b) { return b.v; }
    static int index(int[] a, int i) { return a[i]; }
    static int divide(int a, int b) { return a / b; }
    static Base cast(Object o) { return (Base) o; }
    static void store(Object[] a, Object v) { a[0] = v; }
    static int call(Base b) { return b.get(); }
    static int[] alloc(int n) { return new int[n]; }
    // Cold copies for the last exceptions: HotSpot's C2 throws hot implicit exceptions without
    // message or stack trace (OmitStackTraceInFastThrow).
    static int indexOnce(int[] a, int i) { return a[i]; }
    static int divideOnce(int a, int b) { return a / b; }

    static int deep(int n) {
        if (n == 0) throw new IllegalStateException("bottom");
        return deep(n - 1) + 1;
    }

    static String trace(Throwable t) {
        StringBuilder sb = new StringBuilder(t.toString());
        StackTraceElement[] st = t.getStackTrace();
        for (int i = 0; i < Math.min(4, st.length); i++) sb.append(" | ").append(st[i]);
        return sb.toString();
    }

    public static void main(String[] args) {
        int[] a = {1, 2, 3};
        Base b = new Base();
        Base d = new Derived();
        long sum = 0;
        int caught = 0;
        for (int i = 0; i < 20000; i++) {
            sum += field(b) + index(a, i % 3) + divide(i, 3) + call((i & 1) == 0 ? b : d);
            if (i >= 5000) continue;   // few throws per site: HotSpot's fast throw would drop messages
            try {
                if (i % 1000 == 0) sum += field(null);
                if (i % 1000 == 1) sum += index(a, 3 + i % 5);
                if (i % 1000 == 2) sum += divide(i, 0);
                if (i % 1000 == 3) cast(new Other());
                if (i % 1000 == 4) store(new String[1], Integer.valueOf(i));
                if (i % 1000 == 5) alloc(-i);
                if (i % 1000 == 6) call(null);
            } catch (NullPointerException e) {
                caught += 1;
            } catch (ArrayIndexOutOfBoundsException e) {
                caught += 10;
                if (i < 1000) System.out.println(e.getMessage());
            } catch (ArithmeticException e) {
                caught += 100;
                if (i < 1000) System.out.println(e.getMessage());
            } catch (ClassCastException e) {
                caught += 1000;
            } catch (ArrayStoreException e) {
                caught += 10000;
                if (i < 1000) System.out.println(e.getMessage());
            } catch (NegativeArraySizeException e) {
                caught += 100000;
                if (i < 1000) System.out.println(e.getMessage());
            }
        }
        System.out.println(sum + " " + caught);
        try {
            deep(50);
        } catch (IllegalStateException e) {
            System.out.println(trace(e));
        }
        try {
            indexOnce(a, -1);
        } catch (RuntimeException e) {
            System.out.println(trace(e));
        }
        int[] big = alloc(5);
        System.out.println(big.length + " " + divide(7, 2));
        System.out.println(divideOnce(1, a.length - 3));
    }
}
