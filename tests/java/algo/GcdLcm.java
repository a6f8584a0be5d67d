// Euclid's gcd (recursive and iterative, int and long), binary gcd, lcm, extended Euclid and
// modular inverse, modular exponentiation.
public class GcdLcm {
    static int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

    static long gcdIter(long a, long b) {
        while (b != 0) { long t = a % b; a = b; b = t; }
        return Math.abs(a);
    }

    static int ntz(long x) {
        int n = 0;
        while ((x & 1) == 0 && n < 64) { x >>>= 1; n++; }
        return n;
    }

    static long binaryGcd(long a, long b) {
        if (a == 0) return b;
        if (b == 0) return a;
        int shift = ntz(a | b);
        a >>= ntz(a);
        do {
            b >>= ntz(b);
            if (a > b) { long t = a; a = b; b = t; }
            b -= a;
        } while (b != 0);
        return a << shift;
    }

    static long[] extGcd(long a, long b) {
        if (b == 0) return new long[]{a, 1, 0};
        long[] r = extGcd(b, a % b);
        return new long[]{r[0], r[2], r[1] - (a / b) * r[2]};
    }

    static long modPow(long base, long exp, long mod) {
        long result = 1;
        base %= mod;
        while (exp > 0) {
            if ((exp & 1) == 1) result = result * base % mod;
            base = base * base % mod;
            exp >>= 1;
        }
        return result;
    }

    public static void main(String[] args) {
        System.out.println(gcd(48, 18) + " " + gcd(17, 5) + " " + gcd(0, 9) + " " + gcd(1071, 462));
        System.out.println(gcdIter(-48, 18) + " " + gcdIter(1L << 40, 6L << 20));
        System.out.println(binaryGcd(1071, 462) + " " + binaryGcd(0, 5) + " " + binaryGcd(1L << 50, 3L << 40));
        long lcm = 1;
        for (int i = 1; i <= 40; i++) lcm = lcm / gcdIter(lcm, i) * i;
        System.out.println(lcm);
        long[] e = extGcd(240, 46);
        System.out.println(e[0] + " " + e[1] + " " + e[2] + " " + (240 * e[1] + 46 * e[2]));
        long mod = 1000000007L;
        long inv = ((extGcd(123456789, mod)[1] % mod) + mod) % mod;
        System.out.println(inv + " " + (123456789L * inv % mod));
        System.out.println(modPow(2, 1000000, mod) + " " + modPow(3, mod - 2, mod));
        int agree = 0;
        for (int a = 1; a < 200; a++)
            for (int b = 1; b < 200; b += 7)
                if (gcd(a, b) == binaryGcd(a, b)) agree++;
        System.out.println(agree);
    }
}
