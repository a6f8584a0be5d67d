package bench;

import common.Benchmark;
import common.Failure;

/**
 * Large-array churn: each step allocates an array of 4K to 1M elements (int, long, double
 * or reference, cycling), fills it and keeps it in a ring of 4 survivors, so up to four
 * large arrays are live while older ones die; every 4th step also grows a buffer by
 * doubling with System.arraycopy (the growth pattern of array-backed lists). Arrays leaving
 * the ring are checked element by element against the checksum they were filled with. The
 * inner size is the number of steps per iteration.
 */
public final class ArrayChurn extends Benchmark {
    static final int[] SIZES = {1 << 12, 1 << 16, 1 << 14, 1 << 20, 1 << 13, 1 << 18, 1 << 15, 1 << 17};

    static final class Cell {
        final int value;

        Cell(int value) {
            this.value = value;
        }
    }

    private final Object[] ring = new Object[4];
    private final long[] ringSum = new long[4];

    static long fill(Object array, int seed) {
        long sum = 0;
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            for (int i = 0; i < a.length; i++) {
                a[i] = i * seed + 7;
                sum += a[i];
            }
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            for (int i = 0; i < a.length; i++) {
                a[i] = (long) i * seed * 1000003L;
                sum += a[i];
            }
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            for (int i = 0; i < a.length; i++) {
                a[i] = i * 0.5 + seed;
                sum += (long) a[i];
            }
        } else {
            Object[] a = (Object[]) array;
            Cell shared = new Cell(seed);
            for (int i = 0; i < a.length; i++) {
                if ((i & 63) == 0) {
                    a[i] = new Cell(i + seed);
                } else if ((i & 3) == 0) {
                    a[i] = shared;
                }
            }
            sum = checksum(a);
        }
        return sum;
    }

    static long checksum(Object array) {
        long sum = 0;
        if (array instanceof int[]) {
            int[] a = (int[]) array;
            for (int i = 0; i < a.length; i++) {
                sum += a[i];
            }
        } else if (array instanceof long[]) {
            long[] a = (long[]) array;
            for (int i = 0; i < a.length; i++) {
                sum += a[i];
            }
        } else if (array instanceof double[]) {
            double[] a = (double[]) array;
            for (int i = 0; i < a.length; i++) {
                sum += (long) a[i];
            }
        } else {
            Object[] a = (Object[]) array;
            for (int i = 0; i < a.length; i++) {
                Object o = a[i];
                if (o != null) {
                    sum = sum * 31 + ((Cell) o).value + i;
                }
            }
        }
        return sum;
    }

    static Object allocate(int kind, int n) {
        switch (kind) {
            case 0:
                return new int[n];
            case 1:
                return new long[n];
            case 2:
                return new double[n];
            default:
                return new Object[n];
        }
    }

    /** Appends n values to a buffer that starts at 16 elements and doubles when full. */
    static long grow(int n, int seed) {
        int[] buf = new int[16];
        int len = 0;
        for (int i = 0; i < n; i++) {
            if (len == buf.length) {
                int[] nb = new int[buf.length * 2];
                System.arraycopy(buf, 0, nb, 0, len);
                buf = nb;
            }
            buf[len++] = i ^ seed;
        }
        long sum = 0;
        for (int i = 0; i < len; i++) {
            if (buf[i] != (i ^ seed)) {
                throw new Failure("grown buffer corrupted at " + i);
            }
            sum += buf[i];
        }
        return sum;
    }

    public long run(int steps) {
        long total = 0;
        for (int s = 0; s < steps; s++) {
            int slot = s & 3;
            Object old = ring[slot];
            if (old != null && checksum(old) != ringSum[slot]) {
                throw new Failure("array in ring slot " + slot + " corrupted (step " + s + ")");
            }
            int n = SIZES[s % SIZES.length];
            Object a = allocate((s / 4) % 4 == 0 ? s % 4 : (s + s / 4) % 4, n);
            ringSum[slot] = fill(a, s + 1);
            ring[slot] = a;
            total += ringSum[slot];
            if ((s & 3) == 3) {
                total += grow(n / 2, s);
            }
        }
        for (int i = 0; i < 4; i++) {
            if (ring[i] != null && checksum(ring[i]) != ringSum[i]) {
                throw new Failure("array in ring slot " + i + " corrupted at the end");
            }
            ring[i] = null;
        }
        return total;
    }

    public String verify(long result, int steps) {
        return null; // checked in run(); the harness compares iterations with each other
    }

    public static void main(String[] args) {
        Benchmark.execute("arraychurn", new ArrayChurn(), args);
    }
}
