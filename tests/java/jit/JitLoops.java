// Hot loops in main (on-stack replacement), nested loops, switches and long/double
// accumulators, with results printed after the loops.
public class JitLoops {
    static int[] table = new int[64];

    static int collatz(long n) {
        int steps = 0;
        while (n != 1) {
            n = (n & 1) == 0 ? n >> 1 : 3 * n + 1;
            steps++;
        }
        return steps;
    }

    static int classify(int x) {
        switch (x % 7) {
            case 0: return 10;
            case 1: return 20;
            case 3: return -5;
            case 6: return 1 << (x & 15);
            default: return x;
        }
    }

    static int sparse(int x) {
        switch (x) {
            case -1000: return 1;
            case 17: return 2;
            case 99999: return 3;
            case Integer.MIN_VALUE: return 4;
            default: return 0;
        }
    }

    public static void main(String[] args) {
        long sum = 0;
        for (int i = 0; i < 2_000_000; i++) {
            sum += i ^ (i >>> 3);
            if ((i & 1023) == 0) sum -= i / 3;
        }
        System.out.println("sum " + sum);
        int best = 0, arg = 0;
        for (int n = 1; n < 30000; n++) {
            int s = collatz(n);
            if (s > best) { best = s; arg = n; }
        }
        System.out.println("collatz " + arg + " " + best);
        long k = 0;
        for (int i = -50000; i < 50000; i++) k += classify(i) + sparse(i * 17);
        System.out.println("switch " + k + " " + sparse(Integer.MIN_VALUE) + " " + sparse(99999));
        double d = 0;
        for (int i = 1; i < 1_000_000; i++) d += 1.0 / ((double) i * i);
        System.out.println("basel " + d);
        for (int r = 0; r < 1000; r++)
            for (int j = 0; j < table.length; j++) table[j] += (r * j) & 7;
        long t = 0;
        for (int v : table) t = t * 31 + v;
        System.out.println("table " + t);
        int w = 0;
        outer:
        for (int a = 0; a < 1000; a++) {
            for (int b = 0; b < 1000; b++) {
                if (a * b > 500000) continue outer;
                if (a + b == 1500) break outer;
                w += (a ^ b) & 3;
            }
        }
        System.out.println("labels " + w);
    }
}
