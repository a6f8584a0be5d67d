package java.math;

import java.util.Random;

/**
 * Immutable arbitrary-precision integers: a sign and a magnitude held as little-endian 32-bit
 * words without leading zero words (zero has an empty magnitude). Bit operations act on the
 * infinite two's complement form, as in Java.
 */
public class BigInteger extends Number implements Comparable<BigInteger> {
    private static final long serialVersionUID = -8287574255936472291L;
    private static final long MASK = 0xffffffffL;
    private static final int[] NO_WORDS = new int[0];

    /** -1, 0 or 1. */
    final int signum;
    /** Little-endian magnitude, no leading zero words. */
    final int[] mag;

    public static final BigInteger ZERO = new BigInteger(0, NO_WORDS);
    public static final BigInteger ONE = valueOf(1);
    public static final BigInteger TWO = valueOf(2);
    public static final BigInteger TEN = valueOf(10);
    static final BigInteger NEGATIVE_ONE = valueOf(-1);

    /** Digits of each radix that always fit in an int (radix 2: 30, as Java groups them). */
    private static final int[] DIGITS_PER_INT = {0, 0, 30, 19, 15, 13, 11, 11, 10, 9, 9, 8, 8, 8, 8, 7,
        7, 7, 7, 7, 7, 7, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 5};

    /** Takes ownership of words (trimmed here). */
    private BigInteger(int signum, int[] words) {
        int[] m = trim(words);
        this.mag = m;
        this.signum = m.length == 0 ? 0 : signum;
    }

    public BigInteger(String val) {
        this(val, 10);
    }

    public BigInteger(String val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        int len = val.length();
        if (len == 0) throw new NumberFormatException("Zero length BigInteger");
        int sign = 1;
        int cursor = 0;
        int minus = val.lastIndexOf('-');
        int plus = val.lastIndexOf('+');
        if (minus >= 0) {
            if (minus != 0 || plus >= 0) throw new NumberFormatException("Illegal embedded sign character");
            sign = -1;
            cursor = 1;
        } else if (plus >= 0) {
            if (plus != 0) throw new NumberFormatException("Illegal embedded sign character");
            cursor = 1;
        }
        if (cursor == len) throw new NumberFormatException("Zero length BigInteger");
        while (cursor < len && Character.digit(val.charAt(cursor), radix) == 0) cursor++;
        if (cursor == len) {
            this.signum = 0;
            this.mag = NO_WORDS;
            return;
        }
        int numDigits = len - cursor;
        int per = DIGITS_PER_INT[radix];
        int first = numDigits % per;
        if (first == 0) first = per;
        int groupMul = 1;
        for (int i = 0; i < per; i++) groupMul *= radix;
        int[] acc = NO_WORDS;
        String group = val.substring(cursor, cursor + first);
        cursor += first;
        int g = Integer.parseInt(group, radix);
        if (g < 0) throw new NumberFormatException("Illegal digit");
        acc = mulAddSmall(acc, 0, g);
        while (cursor < len) {
            group = val.substring(cursor, cursor + per);
            cursor += per;
            g = Integer.parseInt(group, radix);
            if (g < 0) throw new NumberFormatException("Illegal digit");
            acc = mulAddSmall(acc, groupMul, g);
        }
        int[] m = trim(acc);
        this.mag = m;
        this.signum = m.length == 0 ? 0 : sign;
    }

    /** Two's complement big-endian bytes. */
    public BigInteger(byte[] val) {
        this(val, 0, val.length);
    }

    public BigInteger(byte[] val, int off, int len) {
        if (len == 0) throw new NumberFormatException("Zero length BigInteger");
        if (off < 0 || len < 0 || off > val.length - len) throw new IndexOutOfBoundsException();
        boolean negative = val[off] < 0;
        int[] w = new int[(len + 3) / 4 + 1];
        for (int i = 0; i < len; i++) {
            int b = val[off + len - 1 - i] & 0xff;
            w[i >> 2] |= b << ((i & 3) * 8);
        }
        if (negative) {
            // sign-extend the top partial word, then negate
            for (int i = len; i < w.length * 4; i++) w[i >> 2] |= 0xff << ((i & 3) * 8);
            negateInPlace(w);
        }
        int[] m = trim(w);
        this.mag = m;
        this.signum = m.length == 0 ? 0 : (negative ? -1 : 1);
    }

    public BigInteger(int signum, byte[] magnitude) {
        this(signum, magnitude, 0, magnitude.length);
    }

    public BigInteger(int signum, byte[] magnitude, int off, int len) {
        if (signum < -1 || signum > 1) throw new NumberFormatException("Invalid signum value");
        if (off < 0 || len < 0 || off > magnitude.length - len) throw new IndexOutOfBoundsException();
        int[] m = trim(wordsFromBytes(magnitude, off, len));
        if (signum == 0 && m.length != 0) throw new NumberFormatException("signum-magnitude mismatch");
        this.mag = m;
        this.signum = m.length == 0 ? 0 : signum;
    }

    /** Uniform in [0, 2^numBits), drawing bytes from rnd as Java does. */
    public BigInteger(int numBits, Random rnd) {
        if (numBits < 0) throw new IllegalArgumentException("numBits must be non-negative");
        int[] m = NO_WORDS;
        if (numBits > 0) {
            int numBytes = (int) (((long) numBits + 7) / 8);
            byte[] bits = new byte[numBytes];
            rnd.nextBytes(bits);
            int excess = 8 * numBytes - numBits;
            bits[0] &= (byte) ((1 << (8 - excess)) - 1);
            m = trim(wordsFromBytes(bits, 0, numBytes));
        }
        this.mag = m;
        this.signum = m.length == 0 ? 0 : 1;
    }

    /** A probable prime of exactly bitLength bits. */
    public BigInteger(int bitLength, int certainty, Random rnd) {
        BigInteger p = randomPrime(bitLength, certainty, rnd);
        this.mag = p.mag;
        this.signum = p.signum;
    }

    public static BigInteger probablePrime(int bitLength, Random rnd) {
        return randomPrime(bitLength, 100, rnd);
    }

    private static BigInteger randomPrime(int bitLength, int certainty, Random rnd) {
        if (bitLength < 2) throw new ArithmeticException("bitLength < 2");
        for (;;) {
            BigInteger c = new BigInteger(bitLength, rnd).setBit(bitLength - 1);
            if (bitLength > 2) c = c.setBit(0);
            if (c.isProbablePrime(certainty)) return c;
        }
    }

    public static BigInteger valueOf(long val) {
        if (val == 0 && ZERO != null) return ZERO;
        int sign = val < 0 ? -1 : (val == 0 ? 0 : 1);
        long m = val < 0 ? -val : val; // Long.MIN_VALUE stays as its unsigned magnitude
        return new BigInteger(sign, new int[] {(int) m, (int) (m >>> 32)});
    }

    private static BigInteger of(int sign, int[] words) {
        return new BigInteger(sign, words);
    }

    // ---- magnitude helpers (little-endian unsigned words) ----

    private static int[] trim(int[] w) {
        int n = w.length;
        while (n > 0 && w[n - 1] == 0) n--;
        if (n == w.length) return w;
        if (n == 0) return NO_WORDS;
        int[] r = new int[n];
        System.arraycopy(w, 0, r, 0, n);
        return r;
    }

    private static int[] wordsFromBytes(byte[] b, int off, int len) {
        int[] w = new int[(len + 3) / 4];
        for (int i = 0; i < len; i++) {
            int v = b[off + len - 1 - i] & 0xff;
            w[i >> 2] |= v << ((i & 3) * 8);
        }
        return w;
    }

    private static void negateInPlace(int[] w) {
        long carry = 1;
        for (int i = 0; i < w.length; i++) {
            long s = ((~w[i]) & MASK) + carry;
            w[i] = (int) s;
            carry = s >>> 32;
        }
    }

    /** a * mul + add for a small unsigned multiplier and addend. */
    private static int[] mulAddSmall(int[] a, int mul, int add) {
        int[] r = new int[a.length + 1];
        long carry = add & MASK;
        long m = mul & MASK;
        for (int i = 0; i < a.length; i++) {
            long p = (a[i] & MASK) * m + carry;
            r[i] = (int) p;
            carry = p >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    static int compareMag(int[] a, int[] b) {
        if (a.length != b.length) return a.length < b.length ? -1 : 1;
        for (int i = a.length - 1; i >= 0; i--) {
            if (a[i] != b[i]) return (a[i] & MASK) < (b[i] & MASK) ? -1 : 1;
        }
        return 0;
    }

    private static int[] addMag(int[] a, int[] b) {
        if (a.length < b.length) {
            int[] t = a;
            a = b;
            b = t;
        }
        int[] r = new int[a.length + 1];
        long carry = 0;
        for (int i = 0; i < a.length; i++) {
            long s = (a[i] & MASK) + (i < b.length ? (b[i] & MASK) : 0) + carry;
            r[i] = (int) s;
            carry = s >>> 32;
        }
        r[a.length] = (int) carry;
        return trim(r);
    }

    /** a - b, requires a >= b. */
    private static int[] subMag(int[] a, int[] b) {
        int[] r = new int[a.length];
        long borrow = 0;
        for (int i = 0; i < a.length; i++) {
            long d = (a[i] & MASK) - (i < b.length ? (b[i] & MASK) : 0) - borrow;
            r[i] = (int) d;
            borrow = (d >> 32) & 1;
        }
        return trim(r);
    }

    private static int[] mulMag(int[] a, int[] b) {
        if (a.length == 0 || b.length == 0) return NO_WORDS;
        int[] r = new int[a.length + b.length];
        for (int i = 0; i < a.length; i++) {
            long ai = a[i] & MASK;
            if (ai == 0) continue;
            long carry = 0;
            for (int j = 0; j < b.length; j++) {
                long p = ai * (b[j] & MASK) + (r[i + j] & MASK) + carry;
                r[i + j] = (int) p;
                carry = p >>> 32;
            }
            r[i + b.length] = (int) carry;
        }
        return trim(r);
    }

    private static int[] shiftLeftMag(int[] a, int n) {
        if (a.length == 0) return NO_WORDS;
        int words = n >>> 5, bits = n & 31;
        int[] r = new int[a.length + words + 1];
        for (int i = 0; i < a.length; i++) {
            long v = (a[i] & MASK) << bits;
            r[i + words] |= (int) v;
            r[i + words + 1] |= (int) (v >>> 32);
        }
        return trim(r);
    }

    private static int[] shiftRightMag(int[] a, int n) {
        int words = n >>> 5, bits = n & 31;
        if (words >= a.length) return NO_WORDS;
        int[] r = new int[a.length - words];
        for (int i = 0; i < r.length; i++) {
            long lo = a[i + words] & MASK;
            long hi = i + words + 1 < a.length ? (a[i + words + 1] & MASK) : 0;
            r[i] = (int) (((hi << 32) | lo) >>> bits);
        }
        return trim(r);
    }

    /** {quotient, remainder} of magnitudes; b must be non-zero (Knuth's algorithm D). */
    private static int[][] divMag(int[] a, int[] b) {
        if (compareMag(a, b) < 0) return new int[][] {NO_WORDS, a};
        if (b.length == 1) {
            long d = b[0] & MASK;
            int[] q = new int[a.length];
            long rem = 0;
            for (int i = a.length - 1; i >= 0; i--) {
                long cur = (rem << 32) | (a[i] & MASK);
                q[i] = (int) Long.divideUnsigned(cur, d);
                rem = Long.remainderUnsigned(cur, d);
            }
            return new int[][] {trim(q), trim(new int[] {(int) rem})};
        }
        int s = Integer.numberOfLeadingZeros(b[b.length - 1]);
        int[] v = shiftLeftMag(b, s);
        int[] un = new int[a.length + 1];
        int[] ush = shiftLeftMag(a, s);
        System.arraycopy(ush, 0, un, 0, ush.length);
        int n = v.length, m = a.length - n;
        int[] q = new int[m + 1];
        long vTop = v[n - 1] & MASK, vNext = v[n - 2] & MASK;
        for (int j = m; j >= 0; j--) {
            long num = ((un[j + n] & MASK) << 32) | (un[j + n - 1] & MASK);
            long qhat = Long.divideUnsigned(num, vTop);
            long rhat = Long.remainderUnsigned(num, vTop);
            while (qhat >= 0x100000000L
                    || Long.compareUnsigned(qhat * vNext, (rhat << 32) | (un[j + n - 2] & MASK)) > 0) {
                qhat--;
                rhat += vTop;
                if (rhat >= 0x100000000L) break;
            }
            // multiply and subtract
            long borrow = 0, carry = 0;
            for (int i = 0; i < n; i++) {
                long p = qhat * (v[i] & MASK) + carry;
                carry = p >>> 32;
                long t = (un[i + j] & MASK) - (p & MASK) - borrow;
                un[i + j] = (int) t;
                borrow = (t >> 32) & 1;
            }
            long t = (un[j + n] & MASK) - carry - borrow;
            un[j + n] = (int) t;
            if (t < 0) { // added back
                qhat--;
                long c = 0;
                for (int i = 0; i < n; i++) {
                    long sum = (un[i + j] & MASK) + (v[i] & MASK) + c;
                    un[i + j] = (int) sum;
                    c = sum >>> 32;
                }
                un[j + n] += (int) c;
            }
            q[j] = (int) qhat;
        }
        int[] r = new int[n];
        System.arraycopy(un, 0, r, 0, n);
        return new int[][] {trim(q), shiftRightMag(trim(r), s)};
    }

    // ---- arithmetic ----

    public BigInteger add(BigInteger val) {
        if (val.signum == 0) return this;
        if (signum == 0) return val;
        if (signum == val.signum) return of(signum, addMag(mag, val.mag));
        int c = compareMag(mag, val.mag);
        if (c == 0) return ZERO;
        return c > 0 ? of(signum, subMag(mag, val.mag)) : of(val.signum, subMag(val.mag, mag));
    }

    public BigInteger subtract(BigInteger val) {
        return add(val.negate());
    }

    public BigInteger multiply(BigInteger val) {
        if (signum == 0 || val.signum == 0) return ZERO;
        return of(signum * val.signum, mulMag(mag, val.mag));
    }

    public BigInteger divide(BigInteger val) {
        return divideAndRemainder(val)[0];
    }

    public BigInteger remainder(BigInteger val) {
        return divideAndRemainder(val)[1];
    }

    /** Quotient truncated toward zero; the remainder has this number's sign. */
    public BigInteger[] divideAndRemainder(BigInteger val) {
        if (val.signum == 0) throw new ArithmeticException("BigInteger divide by zero");
        if (signum == 0) return new BigInteger[] {ZERO, ZERO};
        int[][] qr = divMag(mag, val.mag);
        return new BigInteger[] {of(signum * val.signum, qr[0]), of(signum, qr[1])};
    }

    public BigInteger mod(BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        BigInteger r = remainder(m);
        return r.signum < 0 ? r.add(m) : r;
    }

    public BigInteger modPow(BigInteger exponent, BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        if (m.equals(ONE)) return ZERO;
        if (exponent.signum == 0) return ONE;
        BigInteger base = this.mod(m);
        if (exponent.signum < 0) {
            base = base.modInverse(m);
            exponent = exponent.negate();
        }
        BigInteger result = ONE;
        int bits = exponent.bitLength();
        for (int i = bits - 1; i >= 0; i--) {
            result = result.multiply(result).mod(m);
            if (exponent.testBit(i)) result = result.multiply(base).mod(m);
        }
        return result;
    }

    public BigInteger modInverse(BigInteger m) {
        if (m.signum <= 0) throw new ArithmeticException("BigInteger: modulus not positive");
        if (m.equals(ONE)) return ZERO;
        BigInteger a = this.mod(m), b = m;
        BigInteger x0 = ONE, x1 = ZERO;
        while (b.signum != 0) {
            BigInteger[] qr = a.divideAndRemainder(b);
            BigInteger t = x0.subtract(qr[0].multiply(x1));
            x0 = x1;
            x1 = t;
            a = b;
            b = qr[1];
        }
        if (!a.equals(ONE)) throw new ArithmeticException("BigInteger not invertible.");
        return x0.mod(m);
    }

    public BigInteger gcd(BigInteger val) {
        BigInteger a = this.abs(), b = val.abs();
        while (b.signum != 0) {
            BigInteger t = a.remainder(b);
            a = b;
            b = t;
        }
        return a;
    }

    public BigInteger pow(int exponent) {
        if (exponent < 0) throw new ArithmeticException("Negative exponent");
        BigInteger result = ONE, base = this;
        while (exponent != 0) {
            if ((exponent & 1) != 0) result = result.multiply(base);
            exponent >>>= 1;
            if (exponent != 0) base = base.multiply(base);
        }
        return result;
    }

    /** floor(sqrt(this)). */
    public BigInteger sqrt() {
        if (signum < 0) throw new ArithmeticException("Negative BigInteger");
        if (signum == 0) return ZERO;
        BigInteger x = ONE.shiftLeft((bitLength() + 1) / 2);
        for (;;) {
            BigInteger y = x.add(divide(x)).shiftRight(1);
            if (y.compareTo(x) >= 0) return x;
            x = y;
        }
    }

    public BigInteger[] sqrtAndRemainder() {
        BigInteger s = sqrt();
        return new BigInteger[] {s, subtract(s.multiply(s))};
    }

    public BigInteger negate() {
        return signum == 0 ? this : new BigInteger(-signum, mag);
    }

    public BigInteger abs() {
        return signum < 0 ? negate() : this;
    }

    public int signum() {
        return signum;
    }

    public BigInteger min(BigInteger val) {
        return compareTo(val) <= 0 ? this : val;
    }

    public BigInteger max(BigInteger val) {
        return compareTo(val) >= 0 ? this : val;
    }

    // ---- shifts and bits ----

    public BigInteger shiftLeft(int n) {
        if (signum == 0 || n == 0) return this;
        if (n < 0) return n == Integer.MIN_VALUE ? shiftRightBig() : shiftRight(-n);
        return of(signum, shiftLeftMag(mag, n));
    }

    private BigInteger shiftRightBig() {
        return signum < 0 ? NEGATIVE_ONE : ZERO;
    }

    /** Arithmetic shift: rounds toward negative infinity. */
    public BigInteger shiftRight(int n) {
        if (signum == 0 || n == 0) return this;
        if (n < 0) {
            if (n == Integer.MIN_VALUE) throw new ArithmeticException("Shift distance of Integer.MIN_VALUE not supported.");
            return shiftLeft(-n);
        }
        if (signum > 0) return of(1, shiftRightMag(mag, n));
        // -((|x| - 1) >> n) - 1
        BigInteger t = of(1, subMag(mag, new int[] {1}));
        return of(1, shiftRightMag(t.mag, n)).add(ONE).negate();
    }

    /** Word n of the infinite two's complement form. */
    private int word(int n) {
        if (n < 0) return 0;
        if (n >= mag.length) return signum < 0 ? -1 : 0;
        int w = mag[n];
        if (signum >= 0) return w;
        int firstNonZero = 0;
        while (mag[firstNonZero] == 0) firstNonZero++;
        if (n < firstNonZero) return 0;
        return n == firstNonZero ? -w : ~w;
    }

    /** Builds a number from two's complement little-endian words. */
    private static BigInteger fromTwos(int[] w) {
        if (w.length > 0 && w[w.length - 1] < 0) {
            int[] c = w.clone();
            negateInPlace(c);
            return of(-1, c);
        }
        return of(1, w);
    }

    private int twosLength() {
        return mag.length + 1;
    }

    public BigInteger and(BigInteger val) {
        int n = Math.max(twosLength(), val.twosLength());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = word(i) & val.word(i);
        return fromTwos(r);
    }

    public BigInteger or(BigInteger val) {
        int n = Math.max(twosLength(), val.twosLength());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = word(i) | val.word(i);
        return fromTwos(r);
    }

    public BigInteger xor(BigInteger val) {
        int n = Math.max(twosLength(), val.twosLength());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = word(i) ^ val.word(i);
        return fromTwos(r);
    }

    public BigInteger not() {
        int n = twosLength();
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = ~word(i);
        return fromTwos(r);
    }

    public BigInteger andNot(BigInteger val) {
        int n = Math.max(twosLength(), val.twosLength());
        int[] r = new int[n];
        for (int i = 0; i < n; i++) r[i] = word(i) & ~val.word(i);
        return fromTwos(r);
    }

    public boolean testBit(int n) {
        if (n < 0) throw new ArithmeticException("Negative bit address");
        return (word(n >>> 5) & (1 << (n & 31))) != 0;
    }

    private BigInteger changeBit(int n, int op) {
        if (n < 0) throw new ArithmeticException("Negative bit address");
        int wi = n >>> 5;
        int len = Math.max(twosLength(), wi + 2);
        int[] r = new int[len];
        for (int i = 0; i < len; i++) r[i] = word(i);
        int bit = 1 << (n & 31);
        if (op == 0) r[wi] |= bit;
        else if (op == 1) r[wi] &= ~bit;
        else r[wi] ^= bit;
        return fromTwos(r);
    }

    public BigInteger setBit(int n) {
        return changeBit(n, 0);
    }

    public BigInteger clearBit(int n) {
        return changeBit(n, 1);
    }

    public BigInteger flipBit(int n) {
        return changeBit(n, 2);
    }

    public int getLowestSetBit() {
        if (signum == 0) return -1;
        int i = 0;
        while (mag[i] == 0) i++;
        return i * 32 + Integer.numberOfTrailingZeros(mag[i]);
    }

    private static int bitLengthMag(int[] m) {
        if (m.length == 0) return 0;
        return (m.length - 1) * 32 + 32 - Integer.numberOfLeadingZeros(m[m.length - 1]);
    }

    /** Bits of the minimal two's complement form, excluding the sign bit. */
    public int bitLength() {
        int n = bitLengthMag(mag);
        if (signum < 0 && getLowestSetBit() == n - 1) n--; // a power of two
        return n;
    }

    /** Bits that differ from the sign bit. */
    public int bitCount() {
        int[] m = signum < 0 ? subMag(mag, new int[] {1}) : mag;
        int c = 0;
        for (int w : m) c += Integer.bitCount(w);
        return c;
    }

    // ---- primes ----

    private static final int[] SMALL_PRIMES = {2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61,
        67, 71, 73, 79, 83, 89, 97};

    public boolean isProbablePrime(int certainty) {
        if (certainty <= 0) return true;
        BigInteger n = abs();
        if (n.compareTo(TWO) < 0) return false;
        for (int p : SMALL_PRIMES) {
            BigInteger bp = valueOf(p);
            if (n.equals(bp)) return true;
            if (n.remainder(bp).signum == 0) return false;
        }
        BigInteger nm1 = n.subtract(ONE);
        int s = nm1.getLowestSetBit();
        BigInteger d = nm1.shiftRight(s);
        int rounds = Math.max(12, Math.min((certainty + 1) / 2, 64));
        Random rnd = null;
        for (int i = 0; i < rounds; i++) {
            BigInteger a;
            if (i < SMALL_PRIMES.length) {
                a = valueOf(SMALL_PRIMES[i]);
            } else {
                if (rnd == null) rnd = new Random(n.hashCode());
                do {
                    a = new BigInteger(n.bitLength(), rnd);
                } while (a.compareTo(TWO) < 0 || a.compareTo(nm1) >= 0);
            }
            BigInteger x = a.modPow(d, n);
            if (x.equals(ONE) || x.equals(nm1)) continue;
            boolean composite = true;
            for (int r = 1; r < s; r++) {
                x = x.multiply(x).mod(n);
                if (x.equals(nm1)) {
                    composite = false;
                    break;
                }
            }
            if (composite) return false;
        }
        return true;
    }

    public BigInteger nextProbablePrime() {
        if (signum < 0) throw new ArithmeticException("start < 0: " + this);
        if (compareTo(TWO) < 0) return TWO;
        BigInteger c = add(ONE);
        if (!c.testBit(0)) c = c.add(ONE);
        while (!c.isProbablePrime(100)) c = c.add(TWO);
        return c;
    }

    // ---- comparison, hashing ----

    public int compareTo(BigInteger val) {
        if (signum != val.signum) return signum < val.signum ? -1 : 1;
        int c = compareMag(mag, val.mag);
        return signum >= 0 ? c : -c;
    }

    public boolean equals(Object x) {
        if (x == this) return true;
        if (!(x instanceof BigInteger)) return false;
        BigInteger b = (BigInteger) x;
        return signum == b.signum && compareMag(mag, b.mag) == 0;
    }

    /** Java's formula: 31-polynomial over the big-endian magnitude words, times the sign. */
    public int hashCode() {
        int h = 0;
        for (int i = mag.length - 1; i >= 0; i--) h = (int) (31 * h + (mag[i] & MASK));
        return h * signum;
    }

    // ---- conversions ----

    public String toString() {
        return toString(10);
    }

    public String toString(int radix) {
        if (signum == 0) return "0";
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) radix = 10;
        int per = DIGITS_PER_INT[radix];
        int div = 1;
        for (int i = 0; i < per; i++) div *= radix;
        StringBuilder sb = new StringBuilder();
        int[] cur = mag.clone();
        int len = cur.length;
        long d = div & MASK;
        while (len > 0) {
            long rem = 0;
            for (int i = len - 1; i >= 0; i--) {
                long v = (rem << 32) | (cur[i] & MASK);
                cur[i] = (int) Long.divideUnsigned(v, d);
                rem = Long.remainderUnsigned(v, d);
            }
            while (len > 0 && cur[len - 1] == 0) len--;
            String chunk = Long.toString(rem, radix);
            sb.insert(0, chunk);
            if (len > 0) {
                for (int i = chunk.length(); i < per; i++) sb.insert(0, '0');
            }
        }
        if (signum < 0) sb.insert(0, '-');
        return sb.toString();
    }

    public byte[] toByteArray() {
        int byteLen = bitLength() / 8 + 1;
        byte[] r = new byte[byteLen];
        for (int i = 0; i < byteLen; i++) {
            r[byteLen - 1 - i] = (byte) (word(i >>> 2) >>> ((i & 3) * 8));
        }
        return r;
    }

    public int intValue() {
        return word(0);
    }

    public long longValue() {
        return ((long) word(1) << 32) | (word(0) & MASK);
    }

    /** Top 64 bits of the magnitude (at least 64 bits long) with a sticky low bit. */
    private long topBits(int drop) {
        int[] t = shiftRightMag(mag, drop);
        long top = ((t.length > 1 ? (long) t[1] : 0) << 32) | (t[0] & MASK);
        if (getLowestSetBit() < drop) top |= 1;
        return top;
    }

    private static double unsignedToDouble(long v) {
        if (v >= 0) return (double) v;
        return ((double) ((v >>> 1) | (v & 1))) * 2.0;
    }

    private static float unsignedToFloat(long v) {
        if (v >= 0) return (float) v;
        return ((float) ((v >>> 1) | (v & 1))) * 2.0f;
    }

    public double doubleValue() {
        int bl = bitLengthMag(mag);
        if (bl <= 63) return (double) longValue();
        if (bl > 1100) return signum * Double.POSITIVE_INFINITY;
        return signum * Math.scalb(unsignedToDouble(topBits(bl - 64)), bl - 64);
    }

    public float floatValue() {
        int bl = bitLengthMag(mag);
        if (bl <= 63) return (float) longValue();
        if (bl > 200) return signum * Float.POSITIVE_INFINITY;
        return signum * Math.scalb(unsignedToFloat(topBits(bl - 64)), bl - 64);
    }

    public long longValueExact() {
        if (bitLength() <= 63) return longValue();
        throw new ArithmeticException("BigInteger out of long range");
    }

    public int intValueExact() {
        if (bitLength() <= 31) return intValue();
        throw new ArithmeticException("BigInteger out of int range");
    }

    public short shortValueExact() {
        if (bitLength() <= 31) {
            int v = intValue();
            if (v >= Short.MIN_VALUE && v <= Short.MAX_VALUE) return (short) v;
        }
        throw new ArithmeticException("BigInteger out of short range");
    }

    public byte byteValueExact() {
        if (bitLength() <= 31) {
            int v = intValue();
            if (v >= Byte.MIN_VALUE && v <= Byte.MAX_VALUE) return (byte) v;
        }
        throw new ArithmeticException("BigInteger out of byte range");
    }

    // ---- package helpers for BigDecimal ----

    /** Number of decimal digits of the magnitude (1 for zero). */
    int decimalDigits() {
        if (signum == 0) return 1;
        int estimate = (int) ((bitLengthMag(mag) - 1) * 0.30102999566398120) + 1;
        BigInteger p = tenPow(estimate);
        BigInteger a = abs();
        while (a.compareTo(p) >= 0) {
            estimate++;
            p = p.multiply(TEN);
        }
        while (estimate > 1 && a.compareTo(tenPow(estimate - 1)) < 0) estimate--;
        return estimate;
    }

    private static final BigInteger[] TEN_POWERS = new BigInteger[64];

    static BigInteger tenPow(int n) {
        if (n < TEN_POWERS.length) {
            BigInteger p = TEN_POWERS[n];
            if (p == null) {
                p = n == 0 ? ONE : tenPow(n - 1).multiply(TEN);
                TEN_POWERS[n] = p;
            }
            return p;
        }
        return TEN.pow(n);
    }
}
