import java.util.Formattable;
import java.util.FormattableFlags;
import java.util.Formatter;
import java.util.Locale;

// String.format, String.formatted and Formatter over the common conversions and flags.
public class FormatBasics {
    static class Money implements Formattable {
        final long cents;

        Money(long cents) {
            this.cents = cents;
        }

        public void formatTo(Formatter f, int flags, int width, int precision) {
            String s = (cents / 100) + "." + (cents % 100 < 10 ? "0" : "") + (cents % 100);
            if ((flags & FormattableFlags.ALTERNATE) != 0) {
                s = "$" + s;
            }
            if ((flags & FormattableFlags.UPPERCASE) != 0) {
                s = "USD " + s;
            }
            if (precision >= 0 && s.length() > precision) {
                s = s.substring(0, precision);
            }
            StringBuilder sb = new StringBuilder();
            boolean left = (flags & FormattableFlags.LEFT_JUSTIFY) != 0;
            if (left) {
                sb.append(s);
            }
            for (int i = s.length(); i < width; i++) {
                sb.append('*');
            }
            if (!left) {
                sb.append(s);
            }
            f.format("%s", sb);
            f.format("<%d,%d,%d>", flags, width, precision);
        }
    }

    static void p(String fmt, Object... args) {
        System.out.println(fmt + " => [" + String.format(fmt, args) + "]");
    }

    public static void main(String[] args) {
        p("%d %d %d %d", 0, -1, Integer.MAX_VALUE, Integer.MIN_VALUE);
        p("%d %d", Long.MAX_VALUE, Long.MIN_VALUE);
        p("%5d|%-5d|%05d|%+d|% d|%(d|%,d", 42, 42, 42, 42, 42, -42, 1234567);
        p("%,015d|%-+,15d|%(,d|%0(12d", -1234567, 1234567, -1234567890L, -55);
        p("%x %X %o %#x %#X %#o", 255, 255, 8, 255, 255, 8);
        p("%x %x %x %x", (byte) -1, (short) -1, -1, -1L);
        p("%08x|%#010x|%-8X|%#o", 0xbeef, 0xbeef, 0xbeef, -1);
        p("%s %S %s %s", "abc", "abc", null, 3.5);
        p("%10s|%-10s|%.2s|%10.2s|%-10.4S|", "hello", "hello", "hello", "hello", "hello");
        p("%c %c %C %c %c", 'a', 65, 'b', (byte) 66, (short) 0x263A);
        p("%c", 0x1F600);
        p("%5c|%-5c|", 'x', 'y');
        p("%b %b %b %B %b", true, false, null, "x", 0);
        p("%5b|%-6b|%.1b", true, false, true);
        p("%h %H %h", "hi", "hi", null);
        p("%n");
        p("%% %5% %-5%|");
        p("%2$s %1$s %2$s", "a", "b");
        p("%s %<s %s %<S", "a", "b");
        p("%3$s %s %s %s", "a", "b", "c");
        p("%f %e %g %a", 3.14159, 3.14159, 3.14159, 3.14159);
        p("%.2f %.0f %.10f %.3e %.3g", 2.675, 2.5, 1.0 / 3, 123456.789, 0.000123456);
        p("%10.3f|%-10.3f|%010.3f|%+.3f|% .3f|%(.3f", Math.PI, Math.PI, -Math.PI, Math.PI,
                Math.PI, -Math.PI);
        p("%,.2f %,f %,.0f", 1234567.891, 0.5, 999999.5);
        p("%e %E %.0e %#.0e", 0.0, 1e-10, 5e300, 5.0);
        p("%g %g %g %g %g %g", 1.0, 10.0, 1e5, 1e6, 1e-4, 1e-5);
        p("%G %.3G", 1e-10, 123456.0);
        p("%a %A %.2a %a", 1.0, 255.5, 1.999, -0.0);
        p("%f %f %f %e", Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY,
                Double.NaN);
        p("%.1f %.2f %.3f", 0.05, 0.005, 0.0005);
        p("%.2f %.2f %.2f %.2f", 0.125, 0.375, 1.005, 2.345);
        p("%.3f %.1f", 1.0005, 0.25);
        p("%f", 1.0f / 3);
        p("%s %s", new Money(12345), new Money(7));
        p("%-12s|%#12s|%S|%.3s", new Money(250), new Money(250), new Money(250), new Money(250));
        p("%<s", new Money(1));
        p("%d%%", 50);
        p("no args");
        p("%s", (Object) new String[] { "x" }.length);
        System.out.println("x=%d, y=%s".formatted(1, "two"));
        System.out.println(String.format(Locale.US, "%,.3f", 9876543.21));
        System.out.println(String.format(Locale.ROOT, "%e", 12.5));
        Formatter f = new Formatter();
        f.format("%d-", 1).format("%d-", 2);
        f.format("%s", "end");
        System.out.println(f.toString());
        System.out.println(f.out() instanceof StringBuilder);
        StringBuilder sb = new StringBuilder("pre:");
        Formatter g = new Formatter(sb);
        g.format("%05.1f", 2.25);
        System.out.println(sb);
        System.out.println(g.locale());
        g.close();
        g.close();
        System.out.println(g.ioException());
        try {
            g.format("x");
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
    }
}
