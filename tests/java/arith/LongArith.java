// long arithmetic (ladd lsub lmul lneg land lor lxor) with overflow, and long compares (lcmp).
public class LongArith {
    static void p(String label, long v) { System.out.print(label); System.out.print(' '); System.out.println(v); }

    static int cmp(long a, long b) {
        if (a < b) return -1;
        if (a > b) return 1;
        if (a == b) return 0;
        return 99;
    }

    public static void main(String[] args) {
        long[] vals = {0L, 1L, -1L, 3L, 1L << 32, (1L << 32) - 1, -(1L << 33), 123456789012345L,
                Long.MAX_VALUE, Long.MIN_VALUE, 0x5555555555555555L, 0xAAAAAAAAAAAAAAAAL, 4294967296L * 7};
        long acc = 17;
        int cmpAcc = 0;
        for (int i = 0; i < vals.length; i++) {
            for (int j = 0; j < vals.length; j++) {
                long a = vals[i], b = vals[j];
                acc = acc * 31 + (a + b);
                acc = acc * 31 + (a - b);
                acc = acc * 31 + (a * b);
                acc = acc * 31 + (a & b);
                acc = acc * 31 + (a | b);
                acc = acc * 31 + (a ^ b);
                cmpAcc = cmpAcc * 3 + cmp(a, b) + 1;
            }
            acc ^= -vals[i];
        }
        p("acc", acc);
        p("cmpAcc", cmpAcc);
        long max = vals[8], min = vals[9];
        p("max+1", max + 1);
        p("min-1", min - 1);
        p("-min", -min);
        p("max*max", max * max);
        p("min*-1", min * -1);
        p("~max", ~max);
        p("hi*hi", vals[4] * vals[4]);
        p("mixed", vals[7] * 1000003L + vals[5]);
        int small = -5;
        long widened = small;
        p("widen", widened);
        p("widen*big", widened * 3000000000L);
        long f = 1;
        for (int i = 1; i <= 25; i++) {
            f *= i;
        }
        p("25!", f);
        long h = 1125899906842597L;
        for (int i = 0; i < 100; i++) {
            h = 31 * h + i;
        }
        p("hash", h);
        p("lcmp", cmp(vals[8], vals[9]));
        p("lcmp2", cmp(vals[9], vals[8]));
        p("lcmp3", cmp(vals[4], vals[4]));
    }
}
