// goto and backward branches: for, while, do-while, nested loops with labeled break and
// continue, loops that run zero times, infinite loop exited by break.
public class Loops {
    public static void main(String[] args) {
        int sum = 0;
        for (int i = 0; i < 100; i++) sum += i;
        System.out.println(sum);
        int n = 27, steps = 0;
        while (n != 1) {
            n = (n % 2 == 0) ? n / 2 : 3 * n + 1;
            steps++;
        }
        System.out.println(steps);
        int k = 10;
        do {
            k -= 3;
        } while (k > 0);
        System.out.println(k);
        int zero = 0;
        for (int i = 0; i < zero; i++) System.out.println("never");
        while (zero > 0) System.out.println("never");
        int count = 0;
        outer:
        for (int i = 0; i < 10; i++) {
            for (int j = 0; j < 10; j++) {
                if (j > i) continue outer;
                if (i * j > 30) break outer;
                count++;
            }
        }
        System.out.println(count);
        int m = 0;
        while (true) {
            m++;
            if (m * m > 1000) break;
        }
        System.out.println(m);
        long prod = 1;
        for (int i = 1, j = 20; i < j; i++, j--) prod *= (j - i);
        System.out.println(prod);
        int found = -1;
        search:
        {
            for (int i = 0; i < 50; i++) {
                if (i * i == 289) {
                    found = i;
                    break search;
                }
            }
            found = -2;
        }
        System.out.println(found);
        int[] arr = {3, 1, 4, 1, 5, 9, 2, 6};
        int total = 0;
        for (int v : arr) {
            if (v == 1) continue;
            total += v;
        }
        System.out.println(total);
        // A long-running loop (a few million iterations) to make the interpreter loop hot.
        long acc = 0;
        for (int i = 0; i < 3000000; i++) {
            acc += i ^ (i >> 3);
        }
        System.out.println(acc);
    }
}
