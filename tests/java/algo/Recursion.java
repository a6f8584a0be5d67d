// Recursion: naive fib, Ackermann (small arguments), mutual recursion, Towers of Hanoi,
// recursive permutations, recursion with long and double parameters.
public class Recursion {
    static int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

    static int ack(int m, int n) {
        if (m == 0) return n + 1;
        if (n == 0) return ack(m - 1, 1);
        return ack(m - 1, ack(m, n - 1));
    }

    static boolean isEven(int n) { return n == 0 || isOdd(n - 1); }

    static boolean isOdd(int n) { return n != 0 && isEven(n - 1); }

    static int moves;

    static void hanoi(int n, char from, char to, char via, StringBuilder log) {
        if (n == 0) return;
        hanoi(n - 1, from, via, to, log);
        moves++;
        if (log != null) log.append(from).append(to).append(' ');
        hanoi(n - 1, via, to, from, log);
    }

    static void permute(char[] cs, int k, StringBuilder out) {
        if (k == cs.length) {
            out.append(cs).append(' ');
            return;
        }
        for (int i = k; i < cs.length; i++) {
            char t = cs[k]; cs[k] = cs[i]; cs[i] = t;
            permute(cs, k + 1, out);
            t = cs[k]; cs[k] = cs[i]; cs[i] = t;
        }
    }

    static double power(double x, long n) {
        if (n == 0) return 1;
        double half = power(x, n / 2);
        return n % 2 == 0 ? half * half : half * half * x;
    }

    static long sumDigits(long n) { return n < 10 ? n : n % 10 + sumDigits(n / 10); }

    public static void main(String[] args) {
        System.out.println(fib(27));
        System.out.println(ack(2, 3) + " " + ack(3, 3) + " " + ack(3, 5));
        System.out.println(isEven(1000) + " " + isOdd(777) + " " + isEven(7));
        StringBuilder log = new StringBuilder();
        hanoi(4, 'A', 'C', 'B', log);
        System.out.println(moves + " " + log);
        moves = 0;
        hanoi(18, 'A', 'C', 'B', null);
        System.out.println(moves);
        StringBuilder perms = new StringBuilder();
        permute("abcd".toCharArray(), 0, perms);
        System.out.println(perms);
        System.out.println(power(1.0001, 10000) + " " + (long) power(2, 62) + " " + power(0.5, 3));
        System.out.println(sumDigits(Long.MAX_VALUE));
    }
}
