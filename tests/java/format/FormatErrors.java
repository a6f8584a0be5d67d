import java.util.Formatter;
import java.util.IllegalFormatException;
import java.util.UnknownFormatConversionException;
import java.util.IllegalFormatConversionException;
import java.util.MissingFormatArgumentException;

// Bad format strings and mismatched arguments: the exception class and message of each.
public class FormatErrors {
    static void t(String f, Object... a) {
        try {
            System.out.println(f + " -> " + String.format(f, a));
        } catch (IllegalFormatException e) {
            System.out.println(f + " -> " + e.getClass().getName() + ": " + e.getMessage());
        } catch (RuntimeException e) {
            System.out.println(f + " -> other " + e.getClass().getName());
        }
    }

    public static void main(String[] x) {
        t("%q");
        t("%");
        t("abc%");
        t("%d", "s");
        t("%s %s", "a");
        t("%<s");
        t("%00d", 1);
        t("%--5d", 1);
        t("%-08d", 1);
        t("%-d", 1);
        t("%0d", 1);
        t("%.2d", 1);
        t("%#d", 1);
        t("%+x", 1);
        t("%+x", (Object) null);
        t("% x", 1);
        t("%(o", 1);
        t("%c", 0x110000);
        t("%c", -5);
        t("%,x", 1);
        t("%,o", 1);
        t("%5n");
        t("%-n");
        t("%.2n");
        t("%0$s", "a");
        t("%99999999999$s", "a");
        t("%99999999999s", "a");
        t("%.99999999999f", 1.0);
        t("%#s", "a");
        t("%#b", true);
        t("%#h", "x");
        t("%+s", "a");
        t("%0s", "a");
        t("%,s", "a");
        t("%(s", "a");
        t("% s", "a");
        t("%-s", "a");
        t("%.3c", 'a');
        t("%#c", 'a');
        t("%-c", 'a');
        t("%+ d", 1);
        t("%-0d", 1);
        t("%3$s", "a");
        t("%2$s %s %s", "a", "b");
        t("%#g", 1.0);
        t("%,a", 1.0);
        t("%(a", 1.0);
        t("%,e", 1.0);
        t("%c", "ab");
        t("%c", 1.5);
        t("%d", 1.0);
        t("%d", 'c');
        t("%f", 1);
        t("%e", "x");
        t("%x", 1.0f);
        t("%-%");
        t("%05%");
        t("%+%");
        t("%.3%");
        t("%<%");
        t("%D", 1);
        t("%F", 1.0);
        t("%i", 1);
        t("%1$", 1);
        t("%.f", 1.0);
        t("%5.", 1.0);
        t("%t");
        t("%ty", 1L);
        t("%tq", 1L);
        t("%.2tY", 1L);
        t("%#tY", 1L);
        t("%tQ %<ts", 12345L);
        t("%tQ", "x");
        t("%s %s", (Object[]) null);
        t("%d", (Object[]) null);
        try {
            String.format(null);
        } catch (NullPointerException e) {
            System.out.println("null format: NPE");
        }
        UnknownFormatConversionException u = new UnknownFormatConversionException("z");
        System.out.println(u.getConversion() + " " + u);
        IllegalFormatConversionException c = new IllegalFormatConversionException('d',
                String.class);
        System.out.println(c.getConversion() + " " + c.getArgumentClass().getName());
        MissingFormatArgumentException m = new MissingFormatArgumentException("%s");
        System.out.println(m.getFormatSpecifier() + " " + m.getMessage());
        Formatter f = new Formatter();
        try {
            f.format("a%sb%dc", "x", "y");
        } catch (IllegalFormatException e) {
            System.out.println(e + " partial=" + f);
        }
    }
}
