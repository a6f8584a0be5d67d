// Default values of freshly allocated arrays of every type (zero, false, '\u0000', 0.0, null)
// including large arrays and arrays allocated repeatedly.
public class ArrayDefaults {
    public static void main(String[] args) {
        boolean[] z = new boolean[3];
        byte[] b = new byte[3];
        char[] c = new char[3];
        short[] s = new short[3];
        int[] i = new int[3];
        long[] l = new long[3];
        float[] f = new float[3];
        double[] d = new double[3];
        String[] o = new String[3];
        System.out.println(z[1]);
        System.out.println(b[1]);
        System.out.println((int) c[1]);
        System.out.println(s[1]);
        System.out.println(i[1]);
        System.out.println(l[1]);
        System.out.println(f[1]);
        System.out.println(d[1]);
        System.out.println(o[1]);
        long nonzero = 0;
        for (int round = 0; round < 50; round++) {
            int[] big = new int[10000 + round];
            for (int v : big) if (v != 0) nonzero++;
            big[round] = 123;   // dirty it; the next allocation must be zero again
            double[] dd = new double[1000];
            for (double v : dd) if (v != 0.0) nonzero++;
            Object[] oo = new Object[1000];
            for (Object v : oo) if (v != null) nonzero++;
        }
        System.out.println(nonzero);
    }
}
