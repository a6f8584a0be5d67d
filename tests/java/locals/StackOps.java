// Operand-stack manipulation bytecodes as javac emits them: pop/pop2 (discarded results),
// dup (chained assignment), dup_x1 (value of a field assignment), dup_x2 (value of an int
// array store), dup2 (arr[i] += v, long chained assignment), dup2_x1 (value of a long field
// assignment), dup2_x2 (value of a long/double array store), and post/pre-increment of fields
// and array elements used as values.
public class StackOps {
    int f;
    long lf;
    double df;
    static int sf;
    static long slf;

    static long sideEffects;

    // Printing helpers (no string concatenation in this test).
    static void pr(int v) { System.out.print(v); System.out.print(' '); }
    static void pr(long v) { System.out.print(v); System.out.print(' '); }
    static void pr(double v) { System.out.print(v); System.out.print(' '); }
    static void pr(Object v) { System.out.print(v); System.out.print(' '); }
    static void prln(int v) { System.out.println(v); }
    static void prln(long v) { System.out.println(v); }
    static void prln(double v) { System.out.println(v); }
    static void prln(Object v) { System.out.println(v); }

    static long longResult() { sideEffects++; return 5L; }

    static double doubleResult() { sideEffects++; return 2.5; }

    static int intResult() { sideEffects++; return 3; }

    int setF(int v) { return this.f = v; }                 // dup_x1

    long setLf(long v) { return this.lf = v; }             // dup2_x1

    static int storeInt(int[] a, int i, int v) { return a[i] = v; }          // dup_x2

    static long storeLong(long[] a, int i, long v) { return a[i] = v; }      // dup2_x2

    static double storeDouble(double[] a, int i, double v) { return a[i] = v; }

    static Object storeRef(Object[] a, int i, Object v) { return a[i] = v; }

    public static void main(String[] args) {
        longResult();      // pop2
        doubleResult();    // pop2
        intResult();       // pop
        System.out.println(sideEffects);
        int a, b, c;
        a = b = c = 7;     // dup
        System.out.println(a + b + c);
        long x, y;
        x = y = 1L << 35;  // dup2
        System.out.println(x + y);
        StackOps o = new StackOps();
        pr(o.setF(11)); prln(o.f);
        pr(o.setLf(-3L)); prln(o.lf);
        int[] ia = new int[3];
        long[] la = new long[3];
        double[] da = new double[3];
        Object[] oa = new Object[3];
        pr(storeInt(ia, 1, 42)); prln(ia[1]);
        pr(storeLong(la, 2, 1L << 50)); prln(la[2]);
        pr(storeDouble(da, 0, 0.125)); prln(da[0]);
        pr(storeRef(oa, 1, "ref")); prln(oa[1]);
        int i = 0;
        ia[i++] += 5;      // dup2 on array ref + index
        la[1] += 10;
        la[1] <<= 2;
        da[2] -= 1.5;
        pr(ia[0]); pr(i); pr(la[1]); prln(da[2]);
        pr(o.f++); pr(++o.f); prln(o.f);
        pr(o.lf++); pr(++o.lf); prln(o.lf--);
        o.df += 0.5;
        pr(o.df++); prln(o.df);
        pr(sf++); pr(++sf); pr(sf--); prln(sf);
        pr(slf++); pr(++slf); prln((slf += 100));
        pr(ia[2]++); pr(++ia[2]); prln(ia[2]--);
        pr(la[0]++); pr(++la[0]); prln(la[0]--);
        pr(da[1]++); prln(++da[1]);
        long[] big = {Long.MAX_VALUE};
        pr(big[0]++); prln(big[0]);
        int j = 5;
        j = j++ + ++j;     // 5 + 7
        System.out.println(j);
        int k = 1;
        k += k++ * k--;    // 1 + (1 * 2)
        System.out.println(k);
        boolean flag = false;
        boolean g = (flag = true) && flag;
        System.out.println(g);
        char[] cs = {'a'};
        cs[0]++;
        cs[0] += 2;
        System.out.println(cs[0]);
        byte[] bs = {127};
        bs[0]++;
        System.out.println(bs[0]);
        short[] ss = {-32768};
        ss[0]--;
        System.out.println(ss[0]);
    }
}
