import java.math.BigInteger;
import java.util.Random;

/** BigInteger arithmetic, division, modular operations and conversions on random values. */
public class BigIntegerArith {
    static BigInteger rnd(Random r) {
        int digits = 1 + r.nextInt(r.nextInt(4) == 0 ? 80 : 25);
        StringBuilder sb = new StringBuilder();
        if (r.nextBoolean()) sb.append('-');
        for (int i = 0; i < digits; i++) sb.append((char) ('0' + r.nextInt(10)));
        return new BigInteger(sb.toString());
    }

    public static void main(String[] args) {
        Random r = new Random(11);
        for (int i = 0; i < 300; i++) {
            BigInteger a = rnd(r), b = rnd(r);
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(" | ");
            sb.append(a.add(b)).append(' ').append(a.subtract(b)).append(' ').append(a.multiply(b));
            if (b.signum() != 0) {
                BigInteger[] qr = a.divideAndRemainder(b);
                sb.append(" q=").append(qr[0]).append(" r=").append(qr[1]);
                sb.append(" div=").append(a.divide(b)).append(" rem=").append(a.remainder(b));
                BigInteger m = b.abs();
                sb.append(" mod=").append(a.mod(m));
                sb.append(" gcd=").append(a.gcd(b));
                sb.append(" modPow=").append(a.modPow(BigInteger.valueOf(i + 3), m));
                if (a.gcd(m).equals(BigInteger.ONE)) sb.append(" inv=").append(a.modInverse(m));
            }
            sb.append(" cmp=").append(a.compareTo(b)).append(" eq=").append(a.equals(b));
            sb.append(" h=").append(a.hashCode()).append(' ').append(b.hashCode());
            sb.append(" pow=").append(a.pow(i % 5));
            sb.append(" neg=").append(a.negate()).append(" abs=").append(a.abs()).append(" sig=").append(a.signum());
            sb.append(" min=").append(a.min(b)).append(" max=").append(a.max(b));
            sb.append(" long=").append(a.longValue()).append(" int=").append(a.intValue());
            sb.append(" dbl=").append(a.doubleValue()).append(" flt=").append(a.floatValue());
            if (a.signum() >= 0) sb.append(" sqrt=").append(a.sqrt());
            System.out.println(sb);
        }
        // exactness and identities over many values
        int bad = 0;
        for (int i = 0; i < 2000; i++) {
            BigInteger a = rnd(r), b = rnd(r);
            if (b.signum() == 0) continue;
            BigInteger[] qr = a.divideAndRemainder(b);
            if (!qr[0].multiply(b).add(qr[1]).equals(a)) bad++;
            if (qr[1].abs().compareTo(b.abs()) >= 0) bad++;
            if (!new BigInteger(a.toString(16), 16).equals(a)) bad++;
            if (!new BigInteger(a.toByteArray()).equals(a)) bad++;
        }
        System.out.println("identity failures " + bad);
        BigInteger f = BigInteger.ONE;
        for (int i = 1; i <= 60; i++) f = f.multiply(BigInteger.valueOf(i));
        System.out.println("60! = " + f + " bits " + f.bitLength() + " count " + f.bitCount() + " low " + f.getLowestSetBit());
        System.out.println("2^200 = " + BigInteger.TWO.pow(200) + " dbl " + BigInteger.TWO.pow(200).doubleValue());
        System.out.println("big dbl " + BigInteger.TEN.pow(400).doubleValue() + " " + BigInteger.TEN.pow(400).negate().floatValue());
        System.out.println("near " + new BigInteger("9007199254740993").doubleValue() + " "
            + new BigInteger("18446744073709551615").doubleValue() + " " + new BigInteger("-9223372036854775808").longValue());
        System.out.println(BigInteger.valueOf(Long.MIN_VALUE) + " " + BigInteger.valueOf(Long.MIN_VALUE).negate()
            + " " + BigInteger.valueOf(Long.MAX_VALUE).add(BigInteger.ONE));
        System.out.println(new BigInteger(100, new Random(5)) + " " + new BigInteger(7, new Random(6)));
        System.out.println(BigInteger.ZERO.hashCode() + " " + BigInteger.valueOf(-1).hashCode() + " "
            + new BigInteger("123456789012345678901234567890").hashCode());
    }
}
