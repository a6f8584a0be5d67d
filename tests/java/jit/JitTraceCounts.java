// Allocation in hot compiled loops: instances, arrays of constant, varying (some of 255 and
// more elements: the trace event's length escape) and large (outside the TLAB) lengths.
// Everything stays reachable, so tests/extra_jittrace.py can count the objects of each site
// by allocation mode in the trace of a -Xjit:eager run.
public class JitTraceCounts {
    static final class Item {
        final int id;
        Item(int id) { this.id = id; }
    }

    static final int ROUNDS = 25, PER_ROUND = 1000, LARGE = 3;
    static final Object[] keep = new Object[4 * (ROUNDS + 1)];
    static int kept;

    // n Items (the first call, n = 1, runs in the interpreter: Item is not loaded yet).
    static Item[] items(int n) {
        Item[] a = new Item[n];
        for (int i = 0; i < n; i++) a[i] = new Item(i);
        return a;
    }

    // n int arrays of lengths 0..299 and n char arrays of constant length 16.
    static Object[] arrays(int n) {
        Object[] a = new Object[2 * n];
        for (int i = 0; i < n; i++) {
            a[2 * i] = new int[i % 300];
            a[2 * i + 1] = new char[16];
        }
        return a;
    }

    // n arrays too large for a TLAB (the first call leaves its anewarray to the interpreter:
    // the class long[][] is made when it first runs).
    static long[][] large(int n) {
        long[][] a = new long[n][];
        for (int i = 0; i < n; i++) a[i] = new long[40000 + i];
        return a;
    }

    public static void main(String[] args) {
        keep[kept++] = items(1);
        keep[kept++] = arrays(1);
        keep[kept++] = large(1);
        long sum = 0;
        for (int r = 0; r < ROUNDS; r++) {
            Item[] it = items(PER_ROUND);
            Object[] ar = arrays(PER_ROUND);
            for (Item x : it) sum += x.id;
            for (int i = 0; i < ar.length; i += 2) sum += ((int[]) ar[i]).length + ((char[]) ar[i + 1]).length;
            keep[kept++] = it;
            keep[kept++] = ar;
        }
        long[][] l = large(LARGE);
        keep[kept++] = l;
        for (long[] x : l) sum += x.length;
        System.out.println("sum " + sum + ", kept " + kept);
    }
}
