import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/** BigDecimal edge cases: zeros with MathContext, every rounding mode on ties, notation
 *  boundaries, negative scales, comparisons across scales. */
public class BigDecimalEdges {
    public static void main(String[] args) {
        String[] ties = {"5.5", "2.5", "1.6", "1.1", "1.0", "-1.0", "-1.1", "-1.6", "-2.5", "-5.5", "0.5", "-0.5", "0.05", "9.95", "-9.95"};
        for (String t : ties) {
            BigDecimal d = new BigDecimal(t);
            StringBuilder sb = new StringBuilder(t + ":");
            for (RoundingMode m : RoundingMode.values()) {
                try {
                    sb.append(' ').append(m).append('=').append(d.setScale(0, m)).append('/').append(d.round(new MathContext(1, m)));
                } catch (ArithmeticException e) {
                    sb.append(' ').append(m).append('!').append(e.getMessage());
                }
            }
            System.out.println(sb);
        }
        BigDecimal[] zs = {BigDecimal.ZERO, new BigDecimal("0.000"), new BigDecimal("0E+5"), new BigDecimal("-0.0")};
        BigDecimal[] xs = {new BigDecimal("123.456"), new BigDecimal("1E+10"), new BigDecimal("-0.0001234567"), new BigDecimal("98765432109876543210")};
        MathContext[] mcs = {new MathContext(3), new MathContext(5, RoundingMode.DOWN), MathContext.DECIMAL32, new MathContext(25)};
        for (BigDecimal z : zs) {
            for (BigDecimal x : xs) {
                for (MathContext mc : mcs) {
                    System.out.println(z + " " + x + " " + mc.getPrecision() + ": " + z.add(x, mc) + " " + x.add(z, mc) + " " + x.subtract(z, mc) + " "
                        + z.multiply(x, mc) + " " + z.divide(x, mc) + " " + z.add(z, mc) + " " + x.add(x.negate(), mc) + " " + z.round(mc));
                }
            }
            System.out.println(z + " prec=" + z.precision() + " scale=" + z.scale() + " sig=" + z.signum() + " plain=" + z.toPlainString()
                + " eng=" + z.toEngineeringString() + " strip=" + z.stripTrailingZeros() + " h=" + z.hashCode() + " cmp=" + z.compareTo(BigDecimal.ZERO)
                + " eq=" + z.equals(BigDecimal.ZERO) + " " + z.setScale(2) + " " + z.negate() + " " + z.pow(3) + " " + z.movePointLeft(3) + " " + z.movePointRight(3));
        }
        for (int e = -9; e <= 3; e++) {
            BigDecimal d = new BigDecimal(BigInteger.valueOf(12345), -e + 4);
            BigDecimal one = new BigDecimal(BigInteger.ONE, -e);
            System.out.println(e + ": " + d + " " + d.toEngineeringString() + " " + d.toPlainString() + " | " + one + " " + one.toEngineeringString()
                + " " + one.negate() + " " + new BigDecimal(BigInteger.valueOf(-7), -e));
        }
        BigDecimal a = new BigDecimal("2.50"), b = new BigDecimal("2.5"), c = new BigDecimal("25E-1"), d = new BigDecimal("0.25E1");
        System.out.println(a.equals(b) + " " + a.compareTo(b) + " " + b.equals(c) + " " + c.equals(d) + " " + a.hashCode() + " " + b.hashCode()
            + " " + a.max(b) + " " + b.max(a) + " " + a.min(b) + " " + new java.util.TreeSet<>(java.util.List.of(a, b, c)) + " " + new java.util.HashSet<>(java.util.List.of(a, b)).size());
        System.out.println(new BigDecimal("1E+3").add(new BigDecimal("1E-3")) + " " + new BigDecimal("1E+3").multiply(new BigDecimal("1E+2")) + " "
            + new BigDecimal("1E+5").setScale(-3) + " " + new BigDecimal("123.45").setScale(-1, RoundingMode.HALF_UP) + " "
            + new BigDecimal("123.45").round(new MathContext(2)) + " " + new BigDecimal("-123.45").round(new MathContext(4, RoundingMode.CEILING))
            + " " + new BigDecimal("1234.5").divide(new BigDecimal("1E+2"), RoundingMode.DOWN) + " " + new BigDecimal("7").divide(new BigDecimal("2"), 0, RoundingMode.HALF_EVEN)
            + " " + new BigDecimal("-7").divide(new BigDecimal("2"), 0, BigDecimal.ROUND_HALF_DOWN) + " " + new BigDecimal("10").divide(new BigDecimal("4"), new MathContext(1, RoundingMode.HALF_EVEN)));
        System.out.println(new BigDecimal("12.345").intValue() + " " + new BigDecimal("-12.9").longValue() + " " + new BigDecimal("1e25").longValue() + " "
            + new BigDecimal("1e25").intValue() + " " + new BigDecimal("-1.5e-3").doubleValue() + " " + new BigDecimal("123456789.123456789").floatValue()
            + " " + new BigDecimal("1e400").doubleValue() + " " + new BigDecimal("1e-400").doubleValue() + " " + new BigDecimal("12.00").byteValueExact()
            + " " + new BigDecimal("3.0").toBigIntegerExact() + " " + new BigDecimal("-3.99").toBigInteger() + " " + new BigDecimal("1E+2").toBigInteger());
        System.out.println(new BigDecimal(1.1f) + " " + new BigDecimal(100) + " " + new BigDecimal(-5L) + " " + new BigDecimal(0.1, MathContext.DECIMAL32)
            + " " + new BigDecimal("123.456789", new MathContext(4)) + " " + new BigDecimal(new BigInteger("123456"), 2, new MathContext(3))
            + " " + BigDecimal.valueOf(12345, 3) + " " + BigDecimal.valueOf(-5, -2) + " " + BigDecimal.valueOf(1e10) + " " + BigDecimal.valueOf(1.0E-5)
            + " " + BigDecimal.valueOf(100.0) + " " + new BigDecimal("1.5").ulp() + " " + new BigDecimal("1E+5").ulp() + " " + new BigDecimal("3.14159").precision());
        System.out.println(new BigDecimal("1.5").pow(5) + " " + new BigDecimal("1.5").pow(5, new MathContext(3)) + " " + new BigDecimal("2").pow(-3, MathContext.DECIMAL32)
            + " " + new BigDecimal("10").remainder(new BigDecimal("0.3")) + " " + new BigDecimal("-10").divideToIntegralValue(new BigDecimal("0.3"))
            + " " + java.util.Arrays.toString(new BigDecimal("17.5").divideAndRemainder(new BigDecimal("-4"))) + " " + new BigDecimal("5").divideToIntegralValue(new BigDecimal("10")));
    }
}
