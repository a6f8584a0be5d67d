import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Random;

/** Random format specifiers (flags, width, precision, index) against arguments of every type;
 *  prints the result or the exception with its message. */
public class FormatFuzzMixed {
    static final String FLAGS = "-#+ 0,(";
    static final String CONVS = "bBhHsScCdoxXeEfgGa%n";
    static final Object[] ARGS = {null, Boolean.TRUE, 'x', (byte) -5, (short) 300, 42, -42, Integer.MIN_VALUE, 123456789L,
        Long.MIN_VALUE, 3.14159f, -2.5e-5, 1e300, Double.NaN, Double.NEGATIVE_INFINITY, 0.0, -0.0, "text", "\u00e9t\u00e9",
        new BigInteger("-123456789012345678901"), new BigDecimal("-1234.56789"), 0x1F600, java.util.List.of(1, 2)};

    static String spec(Random r) {
        StringBuilder sb = new StringBuilder("%");
        int k = r.nextInt(10);
        if (k == 0) sb.append(1 + r.nextInt(3)).append('$');
        else if (k == 1) sb.append('<');
        int nf = r.nextInt(3);
        for (int i = 0; i < nf; i++) sb.append(FLAGS.charAt(r.nextInt(FLAGS.length())));
        if (r.nextInt(3) == 0) sb.append(1 + r.nextInt(15));
        if (r.nextInt(3) == 0) sb.append('.').append(r.nextInt(8));
        sb.append(CONVS.charAt(r.nextInt(CONVS.length())));
        return sb.toString();
    }

    public static void main(String[] args) {
        Random r = new Random(99);
        for (int i = 0; i < 3000; i++) {
            String fmt = spec(r) + (r.nextInt(4) == 0 ? "|" + spec(r) : "");
            Object a = ARGS[r.nextInt(ARGS.length)], b = ARGS[r.nextInt(ARGS.length)];
            String out;
            try {
                out = "[" + String.format(fmt, a, b, "third") + "]";
            } catch (RuntimeException e) {
                out = e.getClass().getName() + ": " + e.getMessage();
            }
            System.out.println(fmt + " " + (a == null ? "null" : a.getClass().getSimpleName()) + " -> " + out);
        }
        String[] bad = {"%", "%q", "%-d", "%-", "%.f", "%3.", "%#s", "%0s", "%,s", "%(s", "%+s", "%--5d", "%,c", "%#c", "%.2c", "%.2d",
            "%0-5d", "%+ d", "%-05d", "%#d", "%,x", "%(c", "%0$s", "%99$s", "%<s", "%1$<s", "%.3n", "%5n", "%-n", "%%d", "%5%", "%-5%",
            "%.2%", "%0%", "%t", "%tq", "%2147483648d", "%.2147483648f", "%Ld", "%#b", "%+b", "%,f", "%(e", "%,e", "%#g", "%(a", "%,a", "%0a"};
        for (String fmt : bad) {
            try {
                System.out.println(fmt + " -> [" + String.format(fmt, 12, 3.5, "s") + "]");
            } catch (RuntimeException e) {
                System.out.println(fmt + " -> " + e.getClass().getName() + ": " + e.getMessage());
            }
        }
    }
}
