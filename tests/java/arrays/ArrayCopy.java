// System.arraycopy: primitive and reference arrays, overlapping forward/backward copies in
// the same array, zero-length copies, and the exceptions (class names only): bounds
// (ArrayIndexOutOfBoundsException), type mismatch (ArrayStoreException), null (NPE).
public class ArrayCopy {
    static void show(int[] a) {
        for (int v : a) { System.out.print(v); System.out.print(' '); }
        System.out.println();
    }

    static void tryCopy(Object src, int sp, Object dst, int dp, int len) {
        try {
            System.arraycopy(src, sp, dst, dp, len);
            System.out.println("ok");
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
    }

    public static void main(String[] args) {
        int[] a = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9};
        int[] b = new int[10];
        System.arraycopy(a, 0, b, 0, 10);
        show(b);
        System.arraycopy(a, 2, b, 5, 3);
        show(b);
        int[] c = a.clone();
        System.arraycopy(c, 0, c, 3, 7);   // overlapping, forward
        show(c);
        int[] d = a.clone();
        System.arraycopy(d, 3, d, 0, 7);   // overlapping, backward
        show(d);
        System.arraycopy(a, 10, b, 10, 0);
        System.out.println("zero-length at end ok");
        String[] s1 = {"a", "b", "c"};
        Object[] o1 = new Object[4];
        System.arraycopy(s1, 0, o1, 1, 3);
        System.out.println(o1[0] + " " + o1[1] + " " + o1[3]);
        Object[] mixed = {"x", Integer.valueOf(1), "y"};
        String[] dst = new String[3];
        tryCopy(mixed, 0, dst, 0, 3);
        System.out.println(dst[0] + " " + dst[1]);   // first element copied before the failure
        long[] la = {1, 2, 3};
        long[] lb = new long[3];
        System.arraycopy(la, 1, lb, 0, 2);
        System.out.println(lb[0] + " " + lb[1] + " " + lb[2]);
        char[] ca = "hello world".toCharArray();
        char[] cb = new char[5];
        System.arraycopy(ca, 6, cb, 0, 5);
        System.out.println(cb);
        double[] da = {0.5, 1.5};
        double[] db = new double[2];
        System.arraycopy(da, 0, db, 0, 2);
        System.out.println(db[1]);
        byte[] ba = {1, 2, 3};
        byte[] bb = new byte[3];
        System.arraycopy(ba, 0, bb, 0, 3);
        System.out.println(bb[2]);
        tryCopy(a, 8, b, 0, 5);
        tryCopy(a, -1, b, 0, 1);
        tryCopy(a, 0, b, 0, -1);
        tryCopy(a, 0, b, 9, 2);
        tryCopy(a, 0, la, 0, 1);
        tryCopy(a, 0, "not an array", 0, 1);
        tryCopy(s1, 0, new int[3], 0, 1);
        tryCopy(null, 0, b, 0, 1);
        tryCopy(a, 0, null, 0, 1);
        show(b);
    }
}
