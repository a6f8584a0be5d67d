package java.nio.charset;

/**
 * A minimal Charset: names only (UTF-8, ISO-8859-1, US-ASCII, UTF-16 variants). The byte
 * conversions live in java.io's readers and writers, which support UTF-8, ISO-8859-1 and
 * US-ASCII.
 */
public abstract class Charset implements Comparable<Charset> {
    private final String name;
    private final String[] aliases;

    protected Charset(String canonicalName, String[] aliases) {
        if (canonicalName == null) {
            throw new NullPointerException();
        }
        this.name = canonicalName;
        this.aliases = aliases == null ? new String[0] : aliases;
    }

    static final class Std extends Charset {
        Std(String name, String[] aliases) {
            super(name, aliases);
        }
    }

    private static final Charset[] KNOWN = {
        new Std("UTF-8", new String[] { "unicode-1-1-utf-8", "UTF8" }),
        new Std("ISO-8859-1", new String[] { "819", "ISO8859-1", "l1", "ISO_8859-1:1987",
            "ISO_8859-1", "8859_1", "iso-ir-100", "latin1", "cp819", "ISO8859_1", "IBM819",
            "ISO_8859_1", "IBM-819", "csISOLatin1" }),
        new Std("US-ASCII", new String[] { "iso-ir-6", "ANSI_X3.4-1986", "ISO_646.irv:1991",
            "ASCII", "iso_646.irv:1983", "ANSI_X3.4-1968", "ISO646-US", "default", "cp367",
            "csASCII", "us", "IBM367", "646", "ascii7" }),
        new Std("UTF-16", new String[] { "UTF_16", "utf16", "unicode", "UnicodeBig" }),
        new Std("UTF-16BE", new String[] { "X-UTF-16BE", "UTF_16BE", "ISO-10646-UCS-2",
            "UnicodeBigUnmarked" }),
        new Std("UTF-16LE", new String[] { "UnicodeLittleUnmarked", "UTF_16LE", "X-UTF-16LE" }),
    };

    static Charset known(int i) {
        return KNOWN[i];
    }

    private static void checkName(String s) {
        int n = s.length();
        if (n == 0) {
            throw new IllegalCharsetNameException(s);
        }
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
                continue;
            }
            if (i > 0 && (c == '-' || c == '+' || c == ':' || c == '_' || c == '.')) {
                continue;
            }
            throw new IllegalCharsetNameException(s);
        }
    }

    private static Charset lookup(String charsetName) {
        if (charsetName == null) {
            throw new IllegalArgumentException("Null charset name");
        }
        for (int i = 0; i < KNOWN.length; i++) {
            Charset cs = KNOWN[i];
            if (cs.name.equalsIgnoreCase(charsetName)) {
                return cs;
            }
            for (int j = 0; j < cs.aliases.length; j++) {
                if (cs.aliases[j].equalsIgnoreCase(charsetName)) {
                    return cs;
                }
            }
        }
        checkName(charsetName);
        return null;
    }

    public static boolean isSupported(String charsetName) {
        return lookup(charsetName) != null;
    }

    public static Charset forName(String charsetName) {
        Charset cs = lookup(charsetName);
        if (cs == null) {
            throw new UnsupportedCharsetException(charsetName);
        }
        return cs;
    }

    public static Charset forName(String charsetName, Charset fallback) {
        try {
            Charset cs = lookup(charsetName);
            return cs != null ? cs : fallback;
        } catch (IllegalCharsetNameException e) {
            return fallback;
        }
    }

    public static Charset defaultCharset() {
        return KNOWN[0];
    }

    public final String name() {
        return name;
    }

    public String displayName() {
        return name;
    }

    public final boolean isRegistered() {
        return true;
    }

    public boolean canEncode() {
        return true;
    }

    public boolean contains(Charset cs) {
        return cs == this || this == KNOWN[0];
    }

    public final int compareTo(Charset that) {
        return name().compareToIgnoreCase(that.name());
    }

    public final int hashCode() {
        return name().hashCode();
    }

    public final boolean equals(Object ob) {
        if (!(ob instanceof Charset)) {
            return false;
        }
        if (this == ob) {
            return true;
        }
        return name.equals(((Charset) ob).name());
    }

    public final String toString() {
        return name();
    }
}
