import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Random;

/** BigDecimal arithmetic, rounding, scales and string forms. */
public class BigDecimalOps {
    static BigDecimal rnd(Random r) {
        StringBuilder sb = new StringBuilder();
        if (r.nextBoolean()) sb.append('-');
        int digits = 1 + r.nextInt(18);
        for (int i = 0; i < digits; i++) sb.append((char) ('0' + r.nextInt(10)));
        BigDecimal d = new BigDecimal(new BigInteger(sb.toString()), r.nextInt(16) - 4);
        return d;
    }

    public static void main(String[] args) {
        Random r = new Random(8);
        RoundingMode[] modes = RoundingMode.values();
        for (int i = 0; i < 250; i++) {
            BigDecimal a = rnd(r), b = rnd(r);
            MathContext mc = new MathContext(1 + r.nextInt(20), modes[r.nextInt(7)]);
            StringBuilder sb = new StringBuilder();
            sb.append(a).append(' ').append(b).append(' ').append(mc).append(" |");
            sb.append(' ').append(a.add(b)).append(' ').append(a.subtract(b)).append(' ').append(a.multiply(b));
            sb.append(' ').append(a.add(b, mc)).append(' ').append(a.multiply(b, mc));
            if (b.signum() != 0) {
                sb.append(" div=").append(a.divide(b, mc));
                sb.append(' ').append(a.divide(b, 5, mc.getRoundingMode()));
                sb.append(' ').append(a.divide(b, RoundingMode.HALF_UP));
                sb.append(" dti=").append(a.divideToIntegralValue(b)).append(" rem=").append(a.remainder(b));
                try {
                    sb.append(" exact=").append(a.divide(b));
                } catch (ArithmeticException e) {
                    sb.append(" exact:").append(e.getMessage());
                }
            }
            sb.append(" cmp=").append(a.compareTo(b)).append(" eq=").append(a.equals(b)).append(" h=").append(a.hashCode());
            sb.append(" plain=").append(a.toPlainString()).append(" eng=").append(a.toEngineeringString());
            sb.append(" strip=").append(a.stripTrailingZeros()).append(" prec=").append(a.precision());
            sb.append(" set=").append(a.setScale(2, mc.getRoundingMode())).append(' ').append(a.setScale(a.scale() + 2));
            sb.append(" round=").append(a.round(mc));
            sb.append(" dbl=").append(a.doubleValue()).append(" flt=").append(a.floatValue()).append(" long=").append(a.longValue());
            sb.append(" bi=").append(a.toBigInteger()).append(" pow=").append(a.pow(i % 4));
            System.out.println(sb);
        }
        double[] ds = {0.1, 0.5, -2.25, 1e-7, 123456.789, 1e22, Double.MIN_VALUE, 0.0, -0.0, 100.0, 1.0 / 3};
        for (double d : ds) {
            System.out.println(d + " -> " + BigDecimal.valueOf(d) + " | " + new BigDecimal(d) + " | "
                + new BigDecimal(d).round(MathContext.DECIMAL64) + " | " + BigDecimal.valueOf(d).scale());
        }
        String[] vals = {"0", "0.00", "-0", "1E+3", "1.23E-10", "-123.4500", "1e-7", "0.000001", "0.0000001", "12345678901234567890.123",
            "1E+400", "0E+3", "0E-10", "+5.", "-.5", "00.00100", "1.e3", "9.99E+999"};
        for (String s : vals) {
            BigDecimal d = new BigDecimal(s);
            System.out.println(s + " -> " + d + " " + d.scale() + " " + d.precision() + " " + d.toPlainString().length() + " "
                + d.toEngineeringString() + " " + d.stripTrailingZeros() + " " + d.unscaledValue() + " " + d.signum());
        }
        String[] bad = {"", ".", "e5", "1e+", "+", "-", "1e1.5", "--1", "1e99999999999", "1e2147483648", " 1", "1,0", "NaN", "1.2.3", "5E-2147483648"};
        for (String s : bad) {
            try {
                System.out.println(new BigDecimal(s));
            } catch (NumberFormatException e) {
                System.out.println("[" + s + "] " + e);
            }
        }
        System.out.println(new BigDecimal("1").divide(new BigDecimal("3"), MathContext.DECIMAL32) + " "
            + new BigDecimal("6.00").divide(new BigDecimal("2"), MathContext.DECIMAL32) + " "
            + new BigDecimal("600").divide(new BigDecimal("2.0000"), MathContext.DECIMAL32) + " "
            + new BigDecimal("1E+5").divide(new BigDecimal("3"), new MathContext(3)) + " "
            + new BigDecimal("1E+5").divide(new BigDecimal("4")) + " " + new BigDecimal("1.000").divide(new BigDecimal("8")) + " "
            + new BigDecimal("99.99").divide(new BigDecimal("0.01"), new MathContext(2)) + " "
            + new BigDecimal("9.5").divide(new BigDecimal("1"), new MathContext(1)) + " "
            + new BigDecimal("-1").divide(new BigDecimal("7"), new MathContext(10, RoundingMode.FLOOR)));
        try { new BigDecimal("1").divide(new BigDecimal("3")); } catch (ArithmeticException e) { System.out.println(e); }
        try { new BigDecimal("1").divide(BigDecimal.ZERO); } catch (ArithmeticException e) { System.out.println(e); }
        try { BigDecimal.ZERO.divide(BigDecimal.ZERO); } catch (ArithmeticException e) { System.out.println(e); }
        try { new BigDecimal("1.25").setScale(1); } catch (ArithmeticException e) { System.out.println(e); }
        try { new BigDecimal(Double.NaN); } catch (NumberFormatException e) { System.out.println(e); }
        try { BigDecimal.valueOf(Double.POSITIVE_INFINITY); } catch (NumberFormatException e) { System.out.println(e); }
        try { new BigDecimal("1.5").toBigIntegerExact(); } catch (ArithmeticException e) { System.out.println(e); }
        try { new BigDecimal("1e20").longValueExact(); } catch (ArithmeticException e) { System.out.println(e); }
        try { new BigDecimal("1.5").intValueExact(); } catch (ArithmeticException e) { System.out.println(e); }
        try { new BigDecimal("1e10").intValueExact(); } catch (ArithmeticException e) { System.out.println(e); }
        try { new MathContext(-1); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { RoundingMode.valueOf(9); } catch (IllegalArgumentException e) { System.out.println(e); }
        try { BigDecimal.ONE.pow(-1); } catch (ArithmeticException e) { System.out.println(e); }
        try { BigDecimal.ONE.divide(new BigDecimal("3"), new MathContext(5, RoundingMode.UNNECESSARY)); } catch (ArithmeticException e) { System.out.println(e); }
        System.out.println(MathContext.DECIMAL128 + " " + new MathContext("precision=5 roundingMode=FLOOR").getRoundingMode()
            + " " + RoundingMode.valueOf(4) + " " + RoundingMode.valueOf("CEILING").ordinal() + " " + new MathContext(3).equals(new MathContext(3, RoundingMode.HALF_UP)));
        System.out.println(new BigDecimal("0E+3").toPlainString() + " " + new BigDecimal("-12E+3").toPlainString() + " "
            + new BigDecimal("12.3400").stripTrailingZeros() + " " + new BigDecimal("0.000").stripTrailingZeros() + " " + new BigDecimal("1200").stripTrailingZeros());
        System.out.println(new BigDecimal("10.00").divideToIntegralValue(new BigDecimal("3")) + " " + new BigDecimal("1000").divideToIntegralValue(new BigDecimal("0.3"))
            + " " + new BigDecimal("1E+3").divideToIntegralValue(new BigDecimal("3")) + " " + new BigDecimal("10").divideToIntegralValue(new BigDecimal("3.000"))
            + " " + new BigDecimal("7.5").remainder(new BigDecimal("2")) + " " + new BigDecimal("-7.5").remainder(new BigDecimal("2")));
        System.out.println(new BigDecimal("123.456").movePointLeft(2) + " " + new BigDecimal("123.456").movePointRight(5) + " "
            + new BigDecimal("123").movePointLeft(-2) + " " + new BigDecimal("123").scaleByPowerOfTen(2) + " " + new BigDecimal("1.50").ulp());
        System.out.println(new BigDecimal("1E+3").toEngineeringString() + " " + new BigDecimal("1E+4").toEngineeringString() + " "
            + new BigDecimal("0E+4").toEngineeringString() + " " + new BigDecimal("0E+5").toEngineeringString() + " "
            + new BigDecimal("1.23E-10").toEngineeringString() + " " + new BigDecimal("0E-10").toEngineeringString());
        System.out.println(new BigDecimal("2").sqrt(MathContext.DECIMAL64) + " " + new BigDecimal("4").sqrt(MathContext.DECIMAL32) + " "
            + new BigDecimal("0.0100").sqrt(new MathContext(5)) + " " + new BigDecimal("1.44").sqrt(MathContext.UNLIMITED));
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < 10; i++) total = total.add(new BigDecimal("0.1"));
        System.out.println(total + " " + total.equals(BigDecimal.ONE) + " " + (total.compareTo(BigDecimal.ONE) == 0)
            + " " + new BigDecimal("2.0").hashCode() + " " + new BigDecimal("2.00").hashCode());
    }
}
