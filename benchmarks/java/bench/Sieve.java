package bench;

import common.Benchmark;

/**
 * The sieve of Eratosthenes on a boolean array of 5000 flags (669 primes). The inner size
 * is the number of sieves per iteration.
 */
public final class Sieve extends Benchmark {
    static int sieve(boolean[] flags) {
        int size = flags.length;
        int primes = 0;
        for (int i = 0; i < size; i++) {
            flags[i] = true;
        }
        for (int i = 2; i <= size; i++) {
            if (flags[i - 1]) {
                primes++;
                for (int k = i + i; k <= size; k += i) {
                    flags[k - 1] = false;
                }
            }
        }
        return primes;
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            sum += sieve(new boolean[5000]);
        }
        return sum;
    }

    public String verify(long result, int inner) {
        return result == 669L * inner ? null : result + " primes, expected " + 669L * inner;
    }

    public static void main(String[] args) {
        Benchmark.execute("sieve", new Sieve(), args);
    }
}
