/** Small callees whose checks can fail after a side effect, inlined without a frame (the JIT
 *  builds their frame only when a check fails): the side effects before the failure happen
 *  once, the exception comes from the callee's frame with its line, the caller's references
 *  survive a collection in between, and the same holds inside a callee inlined with a frame. */
public class JitLazyFrames {
    int[] v = new int[6];
    int count;
    Object[] refs = new Object[3];
    static int divisor = 1;

    void swap(int i, int j) {
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }

    void bumpThenStore(int[] a, int i, int x) {
        count++;
        a[i] = x;
    }

    int storeThenDivide(int x) {
        v[0] = x;
        return x / divisor;
    }

    void storeRef(Object o, int i) {
        count += 2;
        refs[i] = o;
    }

    /* Framed (it calls), with a lazily framed callee inside. */
    int outer(int i, int j) {
        swap(i, j);
        count += String.valueOf(i).length();
        return v[i];
    }

    static String where(Throwable e) {
        StackTraceElement s = e.getStackTrace()[0];
        return e.getClass().getName() + ": " + e.getMessage() + " at " + s.getMethodName() + ":" + s.getLineNumber();
    }

    public static void main(String[] args) {
        JitLazyFrames p = new JitLazyFrames();
        for (int i = 0; i < 6; i++) p.v[i] = i * 10;
        long sum = 0;
        int caught = 0;
        String last = "";
        int[] small = new int[3];
        for (int round = 0; round < 40000; round++) {
            int i = round % 6, j = (round * 7 + 3) % 9;   /* j >= 6: the second store fails */
            try {
                p.swap(i, j);
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
                if (round < 100) last = where(e);   /* HotSpot's C2 drops traces of hot throws */
            }
            Object keep = new int[round & 31];   /* a reference live across the inlined calls */
            try {
                p.bumpThenStore(round % 5 == 0 ? null : small, round % 4, round);
            } catch (RuntimeException e) {
                caught++;
                if (round < 100) last += "; " + where(e);
            }
            divisor = round % 1000 == 999 ? 0 : 1;
            try {
                sum += p.storeThenDivide(round);
            } catch (ArithmeticException e) {
                caught++;
                sum += p.v[0];   /* the store before the division happened */
            }
            try {
                p.storeRef(keep, round % 4);
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
            }
            try {
                sum += p.outer(i, j);
            } catch (ArrayIndexOutOfBoundsException e) {
                caught++;
            }
            sum += ((int[]) keep).length;
            for (int k = 0; k < 6; k++) sum += p.v[k];
        }
        System.out.println(sum + " " + caught + " " + p.count);
        System.out.println(last);
        System.out.println(java.util.Arrays.toString(p.v) + " " + java.util.Arrays.toString(small));
        System.out.println(((int[]) p.refs[0]).length + " " + ((int[]) p.refs[1]).length);
    }
}
