// Sample methods for tests/unit/test_refmap.c: the hand-checked expectations there refer to
// methods of this class by name, and every method is also cross-checked against the
// StackMapTable javac writes. Keep the shapes of the hand-checked methods as they are.
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

public class RefmapSamples {
    int f;
    long lf;
    Object of;
    static long slf;
    static Object sof;

    // uninitializedThis before super(), a field store before super() in the inner class
    RefmapSamples(Object o) {
        super();
        of = o;
    }

    RefmapSamples(int x) {
        this(String.valueOf(x));
    }

    class Inner {
        final int k;

        Inner(int k) {
            this.k = k + f;
        }

        int get() {
            return k + f;
        }
    }

    static void sink(Object o) {
        sof = o;
    }

    static void sinkInt(int i) {
        slf += i;
    }

    // local 1 is a String in one branch and an int in the other: not a ref after the join
    static int joinStringInt(boolean b) {
        if (b) {
            String s = "x";
            sink(s);
        } else {
            int i = 5;
            sinkInt(i);
        }
        return 77;
    }

    // the loop keeps o (local 0) as a ref, h and i are ints
    static int loopKeepsRef(Object o, int n) {
        int h = 0;
        for (int i = 0; i < n; i++)
            h += o.hashCode();
        return h;
    }

    // the handler starts with the exception on the stack
    static String tryCatch(Object o) {
        try {
            return o.toString();
        } catch (RuntimeException e) {
            return e.getMessage();
        }
    }

    // dup_x2 (form 1) with an array ref under the value
    static int dupX2(int[] a, int i, int v) {
        int r = (a[i] = v);
        return r;
    }

    // dup2_x2 with a long value: arrayref, index, long
    static long dup2X2Long(long[] a, int i, long v) {
        return a[i] = v;
    }

    // dup2_x1 with a long value under this
    long dup2X1Long(long v) {
        return lf = v;
    }

    // the uninitialized StringBuilder is on the stack twice before <init>
    static Object newBeforeInit(int n) {
        return new StringBuilder(n);
    }

    // a long in locals 1-2 and a double in 3-4, refs in 0 and 5
    static Object longLocal(Object o, long x, double d) {
        Object p = o;
        long y = x + (long) d;
        sinkInt((int) y);
        return p;
    }

    // --- more shapes for the StackMapTable cross-check ---

    synchronized int syncMethod(int a) {
        return a + f;
    }

    int syncBlock(Object lock, int a) {
        synchronized (lock) {
            f += a;
            return f;
        }
    }

    static String tableSwitch(int k, String s) {
        String r;
        switch (k) {
        case 0: r = s; break;
        case 1: r = s + "1"; break;
        case 2: r = null; break;
        case 3: return "three";
        default: r = "d";
        }
        return r;
    }

    static int lookupSwitch(int k, Object o) {
        switch (k) {
        case -1000: return o.hashCode();
        case 7: return 7;
        case 100000: return o == null ? 1 : 2;
        default: return 0;
        }
    }

    static int stringSwitch(String s) {
        switch (s) {
        case "alpha": return 1;
        case "beta": return 2;
        case "gamma": return 3;
        default: return -1;
        }
    }

    static int tryFinally(Object o, int n) {
        int r = 0;
        try {
            for (int i = 0; i < n; i++) {
                if (o == null)
                    throw new IllegalStateException("x" + i);
                r += i;
            }
        } catch (IllegalStateException | IllegalArgumentException e) {
            r = -1;
        } finally {
            r += 100;
        }
        return r;
    }

    static Object nestedTry(Object a, Object b) {
        Object res = null;
        try {
            try {
                res = a.toString();
            } finally {
                res = (res == null) ? b : res;
            }
        } catch (Throwable t) {
            res = t;
        }
        return res;
    }

    static Object ternaries(boolean c, Integer i, String s) {
        Object x = c ? i : s;
        Object y = c ? null : "s";
        CharSequence z = c ? s : new StringBuilder(s);
        return x != null ? x : (y != null ? y : z);
    }

    static int[][] arrays(int n, int m) {
        int[][] a = new int[n][m];
        String[] ss = new String[n];
        long[] ls = new long[m];
        double[][][] ds = new double[1][2][];
        for (int i = 0; i < n; i++) {
            ss[i] = "s" + i;
            a[i][0] = ss[i].length() + (int) ls.length + ds.length;
        }
        return a;
    }

    static double mixed(int i, long l, float f, double d, byte b, char c, short s, boolean z) {
        double acc = i + l + f + d + b + c + s + (z ? 1 : 0);
        long ll = l << i;
        ll >>>= 3;
        int ii = (int) (ll ^ i);
        ii %= 7;
        float ff = (float) acc;
        return acc * ff / (ii == 0 ? 1 : ii) + (l > i ? 1.0 : 2.0) + (f < d ? 1 : 0);
    }

    static Supplier<String> lambda(String s, int n) {
        return () -> s + n;
    }

    static List<String> generics(int n) {
        List<String> l = new ArrayList<>();
        for (int i = 0; i < n; i++)
            l.add(String.valueOf(i));
        for (String s : l)
            if (s.isEmpty())
                return null;
        return l;
    }

    static long whileLoops(long x) {
        long y = 0;
        do {
            y += x & 1;
            x >>>= 1;
        } while (x != 0);
        while (true) {
            if (y > 10) break;
            y++;
        }
        return y;
    }

    static Object instanceOfs(Object o) {
        if (o instanceof String)
            return ((String) o).length();
        if (o instanceof int[])
            return ((int[]) o).length;
        return o;
    }

    static int manyLocals(int a) {
        int b = a + 1, c = b + 1, d = c + 1, e = d + 1, f = e + 1, g = f + 1, h = g + 1;
        String s1 = "" + a, s2 = s1 + b;
        long l1 = a, l2 = l1 + b;
        Object[] arr = { s1, s2, l1, l2 };
        for (int i = 0; i < 300; i++) {
            h += i;
            if (i == 200)
                s1 = null;
        }
        return a + b + c + d + e + f + g + h + arr.length + (s1 == null ? 0 : 1);
    }

    static void throwIt(int k) throws Exception {
        if (k > 0)
            throw new Exception("k=" + k);
    }

    interface Shape {
        double area();

        default String describe() {
            return "area " + area();
        }
    }

    record Point(int x, int y) implements Shape {
        public double area() {
            return 0;
        }
    }

    enum Color { RED, GREEN, BLUE }

    static int enumSwitch(Color c) {
        switch (c) {
        case RED: return 1;
        case GREEN: return 2;
        default: return 3;
        }
    }

    public static void main(String[] args) {
        System.out.println(joinStringInt(args.length > 0) + loopKeepsRef("x", 3));
    }
}
