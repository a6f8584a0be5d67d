// An uncaught UnknownFormatConversionException from printf: the text before the bad
// specifier reaches stdout, the exception line goes to stderr.
public class PrintfUncaught {
    public static void main(String[] args) {
        System.out.printf("value: %d, ", 42);
        System.out.printf("total %d items %q%n", 3);
    }
}
