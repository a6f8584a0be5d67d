// Longest Collatz chain below one million using long arithmetic and a cache array: a
// CPU-heavier test (tens of millions of bytecodes).
public class Collatz {
    public static void main(String[] args) {
        int limit = 1000000;
        int[] cache = new int[limit];
        cache[1] = 1;
        int best = 1, bestLen = 1;
        for (int i = 2; i < limit; i++) {
            long n = i;
            int steps = 0;
            while (n >= limit || cache[(int) n] == 0) {
                n = (n & 1) == 0 ? n >> 1 : 3 * n + 1;
                steps++;
            }
            int len = steps + cache[(int) n];
            cache[i] = len;
            if (len > bestLen) {
                bestLen = len;
                best = i;
            }
        }
        System.out.println(best + " " + bestLen);
    }
}
