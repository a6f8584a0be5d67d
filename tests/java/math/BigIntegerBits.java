import java.math.BigInteger;
import java.util.Random;

/** BigInteger two's complement bit operations, shifts, radix strings, byte arrays, primes. */
public class BigIntegerBits {
    public static void main(String[] args) {
        Random r = new Random(3);
        long[] samples = {0, 1, -1, 2, -2, 255, -256, 0x7fffffffL, -0x80000000L, Long.MAX_VALUE, Long.MIN_VALUE, 12345, -98765};
        for (int i = 0; i < 120; i++) {
            BigInteger a = i < samples.length ? BigInteger.valueOf(samples[i]) : new BigInteger(1 + r.nextInt(150), r);
            if (i >= samples.length && r.nextBoolean()) a = a.negate();
            BigInteger b = new BigInteger(1 + r.nextInt(100), r);
            if (r.nextBoolean()) b = b.negate();
            int n = r.nextInt(90);
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(' ').append(n).append(" |");
            sb.append(' ').append(a.and(b)).append(' ').append(a.or(b)).append(' ').append(a.xor(b));
            sb.append(' ').append(a.andNot(b)).append(' ').append(a.not());
            sb.append(' ').append(a.shiftLeft(n)).append(' ').append(a.shiftRight(n)).append(' ').append(a.shiftLeft(-n));
            sb.append(' ').append(a.testBit(n)).append(' ').append(a.setBit(n)).append(' ').append(a.clearBit(n)).append(' ').append(a.flipBit(n));
            sb.append(" bl=").append(a.bitLength()).append(" bc=").append(a.bitCount()).append(" low=").append(a.getLowestSetBit());
            sb.append(' ').append(a.toString(2)).append(' ').append(a.toString(16)).append(' ').append(a.toString(36)).append(' ').append(a.toString(7));
            byte[] bytes = a.toByteArray();
            sb.append(" bytes=");
            for (byte x : bytes) sb.append(Integer.toHexString(x & 0xff)).append('.');
            System.out.println(sb);
        }
        System.out.println(new BigInteger("-ff", 16) + " " + new BigInteger("zz", 36) + " " + new BigInteger("+0001010", 2) + " " + new BigInteger("-0"));
        System.out.println(new BigInteger(-1, new byte[] {1, 0}) + " " + new BigInteger(new byte[] {(byte) 0x80, 0}) + " " + new BigInteger(new byte[] {(byte) 0xff}));
        System.out.println(new BigInteger(1, new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xff, 1}));
        int primes = 0;
        for (int i = 0; i < 2000; i++) if (BigInteger.valueOf(i).isProbablePrime(50)) primes++;
        System.out.println("primes below 2000: " + primes);
        System.out.println(new BigInteger("170141183460469231731687303715884105727").isProbablePrime(100) + " "
            + new BigInteger("170141183460469231731687303715884105729").isProbablePrime(100) + " "
            + BigInteger.valueOf(561).isProbablePrime(100) + " " + BigInteger.valueOf(1000).nextProbablePrime()
            + " " + new BigInteger("1000000000000000000000").nextProbablePrime());
        BigInteger p = BigInteger.probablePrime(64, new Random(1));
        System.out.println("probablePrime bits " + p.bitLength() + " prime " + p.isProbablePrime(100));
        String[] bad = {"", "-", "+", "12a", "--1", "1-2", "+-1", " 1", "1 ", "0x10", "123456789012345678901234567a890", "1_000"};
        for (String s : bad) {
            try {
                System.out.println(new BigInteger(s));
            } catch (NumberFormatException e) {
                System.out.println(e);
            }
        }
        try { new BigInteger("zz", 16); } catch (Exception e) { System.out.println(e); }
        try { new BigInteger("1", 37); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.ONE.divide(BigInteger.ZERO); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.ONE.mod(BigInteger.ZERO); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.TWO.modInverse(BigInteger.TEN); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.TWO.pow(-1); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.TWO.negate().sqrt(); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.TWO.shiftLeft(100).intValueExact(); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.TWO.shiftLeft(100).longValueExact(); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.valueOf(40000).shortValueExact(); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.valueOf(200).byteValueExact(); } catch (Exception e) { System.out.println(e); }
        try { new BigInteger(new byte[0]); } catch (Exception e) { System.out.println(e); }
        try { new BigInteger(2, new byte[] {1}); } catch (Exception e) { System.out.println(e); }
        try { new BigInteger(0, new byte[] {1}); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.ONE.testBit(-1); } catch (Exception e) { System.out.println(e); }
        try { new BigInteger(-1, new Random()); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.ONE.modPow(BigInteger.ONE, BigInteger.ZERO); } catch (Exception e) { System.out.println(e); }
        try { BigInteger.ONE.negate().nextProbablePrime(); } catch (Exception e) { System.out.println(e); }
        System.out.println(BigInteger.valueOf(Long.MIN_VALUE).longValueExact() + " " + BigInteger.valueOf(-128).byteValueExact()
            + " " + BigInteger.ONE.shiftLeft(Integer.MIN_VALUE) + " " + BigInteger.valueOf(-5).shiftLeft(Integer.MIN_VALUE));
        System.out.println(BigInteger.valueOf(3).modPow(BigInteger.valueOf(-1), BigInteger.valueOf(7)) + " "
            + BigInteger.valueOf(-7).modPow(BigInteger.valueOf(3), BigInteger.valueOf(5)) + " " + BigInteger.valueOf(9).modPow(BigInteger.ZERO, BigInteger.ONE));
    }
}
