package java.nio.charset;

public final class StandardCharsets {
    private StandardCharsets() {
        throw new AssertionError("No java.nio.charset.StandardCharsets instances for you!");
    }

    public static final Charset US_ASCII = Charset.known(2);
    public static final Charset ISO_8859_1 = Charset.known(1);
    public static final Charset UTF_8 = Charset.known(0);
    public static final Charset UTF_16BE = Charset.known(4);
    public static final Charset UTF_16LE = Charset.known(5);
    public static final Charset UTF_16 = Charset.known(3);
}
