// newarray/xaload/xastore for every primitive type: boolean byte char short int long float
// double; element truncation on store (bastore/castore/sastore), sign extension on load,
// arraylength, and arrays as method arguments and return values.
public class PrimitiveArrays {
    static int[] squares(int n) {
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = i * i;
        return r;
    }

    static long sum(long[] a) {
        long s = 0;
        for (long v : a) s += v;
        return s;
    }

    public static void main(String[] args) {
        boolean[] z = new boolean[5];
        for (int i = 0; i < z.length; i++) z[i] = (i % 2 == 0);
        for (boolean v : z) System.out.print(v ? 'T' : 'F');
        System.out.println();
        byte[] b = new byte[4];
        b[0] = 127;
        b[1] = (byte) 128;
        b[2] = (byte) 255;
        b[3] = (byte) 0x1234;
        for (byte v : b) { System.out.print(v); System.out.print(' '); }
        System.out.println();
        b[0]++;
        System.out.println(b[0]);
        char[] c = new char[3];
        c[0] = 'h';
        c[1] = (char) 0x10069;  // truncated to 'i'
        c[2] = (char) -1;
        System.out.println(c[0]);
        System.out.println(c[1]);
        System.out.println((int) c[2]);
        short[] s = new short[3];
        s[0] = (short) 40000;
        s[1] = -1;
        s[2] = (short) (s[0] * 2);
        for (short v : s) { System.out.print(v); System.out.print(' '); }
        System.out.println();
        int[] sq = squares(10);
        System.out.println(sq.length);
        System.out.println(sq[9]);
        int t = 0;
        for (int v : sq) t += v;
        System.out.println(t);
        long[] l = new long[4];
        l[0] = Long.MAX_VALUE;
        l[1] = 1;
        l[2] = -5;
        l[3] = 1L << 62;
        System.out.println(sum(l));
        float[] f = new float[3];
        f[0] = 0.1f;
        f[1] = f[0] * 3;
        f[2] = f[1] / 0;
        for (float v : f) { System.out.print(v); System.out.print(' '); }
        System.out.println();
        double[] d = {1.5, -2.25, 1e300};
        d[2] *= 10;
        for (double v : d) { System.out.print(v); System.out.print(' '); }
        System.out.println();
        int[] big = new int[100000];
        for (int i = 0; i < big.length; i++) big[i] = i ^ 0x5a5a;
        long bs = 0;
        for (int i = 0; i < big.length; i += 3) bs += big[i];
        System.out.println(bs);
        char[] hello = {'w', 'o', 'r', 'l', 'd'};
        System.out.println(hello);
        int[] arr = {5, 3, 8};
        int idx = 0;
        arr[idx++] = arr[idx] + 10;  // evaluation order: index first, then value
        System.out.println(arr[0] + " " + arr[1] + " " + idx);
        int[] zero = new int[0];
        System.out.println(zero.length);
    }
}
