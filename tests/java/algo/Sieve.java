// Sieve of Eratosthenes over a boolean array; counts primes and prints a checksum.
public class Sieve {
    public static void main(String[] args) {
        int n = 2000000;
        boolean[] composite = new boolean[n + 1];
        for (int i = 2; (long) i * i <= n; i++) {
            if (!composite[i]) {
                for (int j = i * i; j <= n; j += i) composite[j] = true;
            }
        }
        int count = 0;
        long sum = 0;
        int last = 0;
        for (int i = 2; i <= n; i++) {
            if (!composite[i]) {
                count++;
                sum += i;
                last = i;
            }
        }
        System.out.println(count);
        System.out.println(sum);
        System.out.println(last);
        StringBuilder first = new StringBuilder();
        for (int i = 2, k = 0; k < 20; i++) {
            if (!composite[i]) {
                first.append(i).append(' ');
                k++;
            }
        }
        System.out.println(first);
    }
}
