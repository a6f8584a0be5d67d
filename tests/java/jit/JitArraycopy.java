// System.arraycopy from hot (compiled) code: every primitive type, overlapping copies in both
// directions, empty copies, reference arrays of one class (young objects stored into an old
// array, then collections), copies between different array classes, and each failure with
// its exception (messages printed only for the first failures).
import java.util.Arrays;

public class JitArraycopy {
    static int failures;

    static void copy(Object s, int sp, Object d, int dp, int n) { System.arraycopy(s, sp, d, dp, n); }

    static String tryCopy(Object s, int sp, Object d, int dp, int n) {
        try {
            copy(s, sp, d, dp, n);
            return "ok";
        } catch (RuntimeException e) {
            return failures++ < 40 ? e.toString() : e.getClass().getName();
        }
    }

    static long sum(int[] a) { long s = 0; for (int x : a) s = s * 31 + x; return s; }

    public static void main(String[] args) {
        int[] ia = new int[64];
        long[] la = new long[64];
        byte[] ba = new byte[64];
        char[] ca = new char[64];
        short[] sa = new short[64];
        double[] da = new double[64];
        float[] fa = new float[64];
        boolean[] za = new boolean[64];
        for (int i = 0; i < 64; i++) {
            ia[i] = i; la[i] = i * 1000L; ba[i] = (byte) i; ca[i] = (char) ('a' + i % 26);
            sa[i] = (short) -i; da[i] = i / 4.0; fa[i] = i / 8f; za[i] = i % 3 == 0;
        }
        long h = 0;
        for (int r = 0; r < 20000; r++) {
            int k = r % 17, n = r % 23;
            copy(ia, k, ia, k + 3, n);       // overlapping, forward
            copy(ia, k + 3, ia, k, n);       // overlapping, backward
            copy(la, k, la, 40 - k, n);
            copy(ba, k, ba, k + 1, n);
            copy(ca, 64 - n, ca, k, n);
            copy(sa, k, sa, k, n);           // onto itself
            copy(da, k + 1, da, k, n);
            copy(fa, k, fa, 41 - n, n);
            copy(za, k, za, k + 2, n);
            copy(ia, 0, ia, 64, 0);          // empty at the end
            h = h * 7 + ia[k] + la[40 - k] + ba[k + 1] + ca[k] + sa[k] + (long) da[k] + (long) fa[k] + (za[k] ? 1 : 0);
        }
        System.out.println("prim " + h + " " + sum(ia) + " " + Arrays.hashCode(la) + " " + Arrays.hashCode(ba)
                           + " " + new String(ca) + " " + Arrays.hashCode(sa) + " " + Arrays.hashCode(da)
                           + " " + Arrays.hashCode(fa) + " " + Arrays.hashCode(za));

        // Reference arrays: an old array keeps young objects copied into it.
        Object[] old = new Object[512];
        for (int i = 0; i < 30; i++) { byte[] junk = new byte[100000]; junk[i] = 1; }   // let `old` age
        String[] strs = new String[512];
        long total = 0;
        for (int r = 0; r < 3000; r++) {
            Object[] young = new Object[64];
            for (int i = 0; i < 64; i++) young[i] = Integer.valueOf(r * 64 + i);
            copy(young, 0, old, (r * 64) % 448, 64);
            copy(old, 10, old, 11, 100);                 // overlapping references
            strs[r % 512] = "s" + r;
            copy(strs, r % 100, strs, r % 100 + 1, 50);
            if (r % 100 == 0) {
                for (int i = 0; i < 20; i++) { byte[] junk = new byte[200000]; junk[i] = 1; }
            }
            Object o = old[(r * 64) % 448 + 5];
            total += o instanceof Integer ? (Integer) o : -1;
        }
        System.gc();
        long check = 0;
        for (Object o : old) check = check * 31 + (o == null ? 0 : o.hashCode());
        for (String s : strs) check = check * 31 + (s == null ? 0 : s.hashCode());
        System.out.println("refs " + total + " " + check);

        // Different classes: String[] into Object[], and Object[] holding strings into String[].
        Object[] objs = new Object[8];
        copy(new String[] {"a", "b", "c"}, 0, objs, 2, 3);
        Object[] holding = {"x", "y", Integer.valueOf(3), "z"};
        String[] into = new String[4];
        System.out.println(tryCopy(holding, 0, into, 0, 4) + " " + Arrays.toString(into) + " " + Arrays.toString(objs));

        // Failures, each many times (the first ones print their messages).
        int[] small = new int[4];
        String[] res = new String[12];
        for (int r = 0; r < 3000; r++) {
            res[0] = tryCopy(null, 0, small, 0, 1);
            res[1] = tryCopy(small, 0, null, 0, 1);
            res[2] = tryCopy(small, -1, small, 0, 1);
            res[3] = tryCopy(small, 0, small, -2, 1);
            res[4] = tryCopy(small, 0, small, 0, -3);
            res[5] = tryCopy(small, 2, small, 0, 3);
            res[6] = tryCopy(small, 0, small, 3, 2);
            res[7] = tryCopy(small, 0, new long[4], 0, 1);
            res[8] = tryCopy("str", 0, small, 0, 1);
            res[9] = tryCopy(small, 0, new Object(), 0, 1);
            res[10] = tryCopy(new Integer[2], 0, new String[2], 0, 2);
            res[11] = tryCopy(small, Integer.MAX_VALUE, small, 0, 2);
            if (r < 2) System.out.println(String.join("\n", res));
        }
        System.out.println("failures " + failures + " " + String.join(",", res));
    }
}
