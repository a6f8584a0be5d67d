package bench;

import common.Benchmark;

/**
 * Recursive generation of all permutations of a 6-element array by swapping, counting
 * the calls. The inner size is the number of complete permutation runs per iteration;
 * each must make C(6) calls, where C(0) = 1 and C(n) = 1 + (n + 1) C(n - 1), and leave the
 * array as it was.
 */
public final class Permute extends Benchmark {
    private int count;
    private int[] v;

    int permuteAll() {
        count = 0;
        v = new int[6];
        for (int i = 0; i < 6; i++) {
            v[i] = i * 7 + 3;
        }
        permute(6);
        for (int i = 0; i < 6; i++) {
            if (v[i] != i * 7 + 3) {
                throw new common.Failure("array not restored at " + i);
            }
        }
        return count;
    }

    private void permute(int n) {
        count++;
        if (n != 0) {
            int n1 = n - 1;
            permute(n1);
            for (int i = n1; i >= 0; i--) {
                swap(n1, i);
                permute(n1);
                swap(n1, i);
            }
        }
    }

    private void swap(int i, int j) {
        int t = v[i];
        v[i] = v[j];
        v[j] = t;
    }

    static long calls(int n) {
        long c = 1;
        for (int k = 1; k <= n; k++) {
            c = 1 + (k + 1) * c;
        }
        return c;
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            sum += permuteAll();
        }
        return sum;
    }

    public String verify(long result, int inner) {
        long want = calls(6) * inner;
        return result == want ? null : result + " calls, expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("permute", new Permute(), args);
    }
}
