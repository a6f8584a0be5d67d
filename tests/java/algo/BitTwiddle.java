// Bit-manipulation algorithms written by hand (popcount, reverse bits, next power of two,
// gray code, parity, lowest set bit, rotate) and checked against Integer.bitCount.
public class BitTwiddle {
    static int popcount(int x) {
        x = x - ((x >>> 1) & 0x55555555);
        x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
        x = (x + (x >>> 4)) & 0x0f0f0f0f;
        return (x * 0x01010101) >>> 24;
    }

    static int reverse(int x) {
        x = (x & 0x55555555) << 1 | (x >>> 1) & 0x55555555;
        x = (x & 0x33333333) << 2 | (x >>> 2) & 0x33333333;
        x = (x & 0x0f0f0f0f) << 4 | (x >>> 4) & 0x0f0f0f0f;
        return (x << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24);
    }

    static int nextPow2(int x) {
        x--;
        x |= x >> 1; x |= x >> 2; x |= x >> 4; x |= x >> 8; x |= x >> 16;
        return x + 1;
    }

    static long rotl(long x, int k) { return (x << k) | (x >>> -k); }

    static int parity(long x) {
        x ^= x >>> 32; x ^= x >>> 16; x ^= x >>> 8; x ^= x >>> 4; x ^= x >>> 2; x ^= x >>> 1;
        return (int) (x & 1);
    }

    static int ntz(int x) {
        if (x == 0) return 32;
        int n = 0;
        while ((x & 1) == 0) { x >>>= 1; n++; }
        return n;
    }

    public static void main(String[] args) {
        int[] vals = {0, 1, -1, 0x80000000, 0x7fffffff, 0x12345678, 0xdeadbeef, 1000, 1 << 20};
        for (int v : vals) {
            System.out.println(Integer.toHexString(v) + " pop=" + popcount(v) + " ok=" + (popcount(v) == Integer.bitCount(v))
                    + " rev=" + Integer.toHexString(reverse(v)) + " next2=" + nextPow2(v) + " gray=" + Integer.toHexString(v ^ (v >>> 1))
                    + " low=" + (v & -v) + " ntz=" + ntz(v));
        }
        long x = 0x0123456789abcdefL;
        for (int k = 0; k < 64; k += 12) System.out.print(rotl(x, k) + " ");
        System.out.println();
        System.out.println(parity(x) + " " + parity(7L) + " " + parity(Long.MIN_VALUE));
        int agree = 0;
        int s = 1;
        for (int i = 0; i < 100000; i++) {
            s ^= s << 13; s ^= s >>> 17; s ^= s << 5;   // xorshift
            if (popcount(s) == Integer.bitCount(s)) agree++;
        }
        System.out.println(agree + " " + s);
        // Swap without temporary, abs without branch.
        int a = 17, b = -42;
        a ^= b; b ^= a; a ^= b;
        int mask = b >> 31;
        System.out.println(a + " " + b + " " + ((b + mask) ^ mask));
    }
}
