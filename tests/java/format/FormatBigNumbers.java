import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.IllegalFormatException;

/** String.format with BigInteger (%d %o %x %s) and BigDecimal (%f %e %g %s), all flags. */
public class FormatBigNumbers {
    static void f(String fmt, Object... args) {
        try {
            System.out.println(fmt + " -> [" + String.format(fmt, args) + "]");
        } catch (IllegalFormatException e) {
            System.out.println(fmt + " -> " + e.getClass().getName() + ": " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        BigInteger[] ints = {BigInteger.ZERO, BigInteger.valueOf(255), BigInteger.valueOf(-255),
            new BigInteger("123456789012345678901234567890"), new BigInteger("-98765432109876543210")};
        String[] ifmts = {"%d", "%,d", "%+d", "% d", "%(d", "%030d", "%-30d|", "%(,035d", "%x", "%X", "%#x", "%#X", "%+x",
            "%(x", "%020x", "%#025x", "%o", "%#o", "%(o", "%+o", "% 025o", "%s", "%40s", "%-40S|", "%.5s"};
        for (BigInteger b : ints) for (String fm : ifmts) f(fm, b);
        BigDecimal[] decs = {BigDecimal.ZERO, new BigDecimal("0.00"), new BigDecimal("1234.5678"), new BigDecimal("-0.000123456"),
            new BigDecimal("9.9999995"), new BigDecimal("1E+10"), new BigDecimal("-123456789.987654321"), new BigDecimal("0.5"),
            new BigDecimal("2.5"), new BigDecimal("1E-10"), new BigDecimal("99999.5"), new BigDecimal("12345678901234567890.5"), new BigDecimal("99.95"), new BigDecimal("999.9996"), new BigDecimal("0.995")};
        String[] dfmts = {"%f", "%.2f", "%.0f", "%#.0f", "%,.3f", "%+.1f", "%(.2f", "%015.4f", "%-15.1f|", "%e", "%.3e", "%.0e",
            "%#.0e", "%E", "%+12.2e", "%g", "%.3g", "%.10g", "%G", "%,g", "%s", "%.3s", "%a", "%d"};
        for (BigDecimal d : decs) for (String fm : dfmts) f(fm, d);
        f("%2$s %1$x %<d", BigInteger.TEN, new BigDecimal("1.50"));
        f("%c", BigInteger.ONE);
        f("%#d", BigInteger.ONE);
    }
}
