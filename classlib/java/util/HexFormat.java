package java.util;

import java.io.IOException;
import java.io.UncheckedIOException;

/** Formats and parses hexadecimal strings (Java 17). */
public final class HexFormat {
    private static final char[] LOWERCASE_DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a', 'b', 'c', 'd', 'e', 'f'
    };
    private static final char[] UPPERCASE_DIGITS = {
        '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'
    };
    private static final byte[] EMPTY_BYTES = {};
    private static final HexFormat HEX_FORMAT = new HexFormat("", "", "", LOWERCASE_DIGITS);

    private final String delimiter;
    private final String prefix;
    private final String suffix;
    private final char[] digits;

    private HexFormat(String delimiter, String prefix, String suffix, char[] digits) {
        this.delimiter = Objects.requireNonNull(delimiter, "delimiter");
        this.prefix = Objects.requireNonNull(prefix, "prefix");
        this.suffix = Objects.requireNonNull(suffix, "suffix");
        this.digits = digits;
    }

    public static HexFormat of() {
        return HEX_FORMAT;
    }

    public static HexFormat ofDelimiter(String delimiter) {
        return new HexFormat(delimiter, "", "", LOWERCASE_DIGITS);
    }

    public HexFormat withDelimiter(String delimiter) {
        return new HexFormat(delimiter, this.prefix, this.suffix, this.digits);
    }

    public HexFormat withPrefix(String prefix) {
        return new HexFormat(this.delimiter, prefix, this.suffix, this.digits);
    }

    public HexFormat withSuffix(String suffix) {
        return new HexFormat(this.delimiter, this.prefix, suffix, this.digits);
    }

    public HexFormat withUpperCase() {
        return new HexFormat(this.delimiter, this.prefix, this.suffix, UPPERCASE_DIGITS);
    }

    public HexFormat withLowerCase() {
        return new HexFormat(this.delimiter, this.prefix, this.suffix, LOWERCASE_DIGITS);
    }

    public String delimiter() {
        return delimiter;
    }

    public String prefix() {
        return prefix;
    }

    public String suffix() {
        return suffix;
    }

    public boolean isUpperCase() {
        return digits == UPPERCASE_DIGITS;
    }

    public String formatHex(byte[] bytes) {
        return formatHex(bytes, 0, bytes.length);
    }

    public String formatHex(byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        if (toIndex - fromIndex == 0) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        formatHex(sb, bytes, fromIndex, toIndex);
        return sb.toString();
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes) {
        return formatHex(out, bytes, 0, bytes.length);
    }

    public <A extends Appendable> A formatHex(A out, byte[] bytes, int fromIndex, int toIndex) {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(bytes, "bytes");
        Objects.checkFromToIndex(fromIndex, toIndex, bytes.length);
        try {
            for (int i = fromIndex; i < toIndex; i++) {
                if (i > fromIndex) {
                    out.append(delimiter);
                }
                out.append(prefix);
                out.append(toHighHexDigit(bytes[i]));
                out.append(toLowHexDigit(bytes[i]));
                out.append(suffix);
            }
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
        return out;
    }

    public byte[] parseHex(CharSequence string) {
        return parseHex(string, 0, string.length());
    }

    public byte[] parseHex(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        if (fromIndex != 0 || toIndex != string.length()) {
            string = string.subSequence(fromIndex, toIndex);
        }
        if (string.length() == 0) {
            return EMPTY_BYTES;
        }
        if (delimiter.isEmpty() && prefix.isEmpty() && suffix.isEmpty()) {
            return parseNoDelimiter(string);
        }
        long valueChars = prefix.length() + 2L + suffix.length();
        long stride = valueChars + delimiter.length();
        if ((string.length() - valueChars) % stride != 0) {
            throw new IllegalArgumentException("extra or missing delimiters "
                    + "or values consisting of prefix, two hexadecimal digits, and suffix");
        }
        checkLiteral(string, 0, prefix);
        checkLiteral(string, string.length() - suffix.length(), suffix);
        String between = suffix + delimiter + prefix;
        final int len = (int) ((string.length() - valueChars) / stride + 1L);
        byte[] bytes = new byte[len];
        int i;
        int offset;
        for (i = 0, offset = prefix.length(); i < len - 1; i++, offset += 2 + between.length()) {
            bytes[i] = (byte) fromHexDigits(string, offset);
            checkLiteral(string, offset + 2, between);
        }
        bytes[i] = (byte) fromHexDigits(string, offset);
        return bytes;
    }

    public byte[] parseHex(char[] chars, int fromIndex, int toIndex) {
        Objects.requireNonNull(chars, "chars");
        Objects.checkFromToIndex(fromIndex, toIndex, chars.length);
        return parseHex(new String(chars, fromIndex, toIndex - fromIndex));
    }

    private static void checkLiteral(CharSequence string, int index, String literal) {
        if (literal.isEmpty() || (literal.length() == 1 && string.charAt(index) == literal.charAt(0))) {
            return;
        }
        for (int i = 0; i < literal.length(); i++) {
            if (string.charAt(index + i) != literal.charAt(i)) {
                throw new IllegalArgumentException(escapeNL("found: \""
                        + string.subSequence(index, index + literal.length()) + "\", expected: \"" + literal
                        + "\", index: " + index + " ch: " + (int) string.charAt(index + i)));
            }
        }
    }

    private static String escapeNL(String string) {
        return string.replace("\n", "\\n").replace("\r", "\\r");
    }

    private static byte[] parseNoDelimiter(CharSequence string) {
        if ((string.length() & 1) != 0) {
            throw new IllegalArgumentException("string length not even: " + string.length());
        }
        byte[] bytes = new byte[string.length() / 2];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) fromHexDigits(string, i * 2);
        }
        return bytes;
    }

    public char toLowHexDigit(int value) {
        return digits[value & 0xf];
    }

    public char toHighHexDigit(int value) {
        return digits[(value >> 4) & 0xf];
    }

    public <A extends Appendable> A toHexDigits(A out, byte value) {
        Objects.requireNonNull(out, "out");
        try {
            out.append(toHighHexDigit(value));
            out.append(toLowHexDigit(value));
            return out;
        } catch (IOException ioe) {
            throw new UncheckedIOException(ioe.getMessage(), ioe);
        }
    }

    public String toHexDigits(byte value) {
        return new String(new char[] {toHighHexDigit(value), toLowHexDigit(value)});
    }

    public String toHexDigits(char value) {
        return toHexDigits((short) value);
    }

    public String toHexDigits(short value) {
        return new String(new char[] {toHighHexDigit(value >> 8), toLowHexDigit(value >> 8),
            toHighHexDigit(value), toLowHexDigit(value)});
    }

    public String toHexDigits(int value) {
        char[] rep = new char[8];
        for (int i = 7; i >= 0; i--) {
            rep[i] = toLowHexDigit(value);
            value >>>= 4;
        }
        return new String(rep);
    }

    public String toHexDigits(long value) {
        char[] rep = new char[16];
        for (int i = 15; i >= 0; i--) {
            rep[i] = toLowHexDigit((int) value);
            value >>>= 4;
        }
        return new String(rep);
    }

    public String toHexDigits(long value, int digits) {
        if (digits < 0 || digits > 16) {
            throw new IllegalArgumentException("number of digits: " + digits);
        }
        if (digits == 0) {
            return "";
        }
        char[] rep = new char[digits];
        for (int i = rep.length - 1; i >= 0; i--) {
            rep[i] = toLowHexDigit((int) value);
            value = value >>> 4;
        }
        return new String(rep);
    }

    public static boolean isHexDigit(int ch) {
        return ((ch >>> 8) == 0 && digitValue(ch) >= 0);
    }

    private static int digitValue(int ch) {
        if (ch >= '0' && ch <= '9') {
            return ch - '0';
        }
        if (ch >= 'a' && ch <= 'f') {
            return ch - 'a' + 10;
        }
        if (ch >= 'A' && ch <= 'F') {
            return ch - 'A' + 10;
        }
        return -1;
    }

    public static int fromHexDigit(int ch) {
        int value;
        if ((ch >>> 8) == 0 && (value = digitValue(ch)) >= 0) {
            return value;
        }
        throw new NumberFormatException("not a hexadecimal digit: \"" + (char) ch + "\" = " + ch);
    }

    private static int fromHexDigits(CharSequence string, int index) {
        int high = fromHexDigit(string.charAt(index));
        int low = fromHexDigit(string.charAt(index + 1));
        return (high << 4) | low;
    }

    public static int fromHexDigits(CharSequence string) {
        return fromHexDigits(string, 0, Objects.requireNonNull(string, "string").length(), 8);
    }

    public static int fromHexDigits(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        return fromHexDigits(string, fromIndex, toIndex, 8);
    }

    private static int fromHexDigits(CharSequence string, int fromIndex, int toIndex, int limit) {
        int length = checkDigitCount(fromIndex, toIndex, limit);
        int value = 0;
        for (int i = 0; i < length; i++) {
            value = (value << 4) + fromHexDigit(string.charAt(fromIndex + i));
        }
        return value;
    }

    public static long fromHexDigitsToLong(CharSequence string) {
        Objects.requireNonNull(string, "string");
        return fromHexDigitsToLong(string, 0, string.length());
    }

    public static long fromHexDigitsToLong(CharSequence string, int fromIndex, int toIndex) {
        Objects.requireNonNull(string, "string");
        Objects.checkFromToIndex(fromIndex, toIndex, string.length());
        int length = checkDigitCount(fromIndex, toIndex, 16);
        long value = 0L;
        for (int i = 0; i < length; i++) {
            value = (value << 4) + fromHexDigit(string.charAt(fromIndex + i));
        }
        return value;
    }

    private static int checkDigitCount(int fromIndex, int toIndex, int limit) {
        int length = toIndex - fromIndex;
        if (length > limit) {
            throw new IllegalArgumentException("string length greater than " + limit + ": " + length);
        }
        return length;
    }

    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        HexFormat otherHex = (HexFormat) o;
        return Arrays.equals(digits, otherHex.digits) && delimiter.equals(otherHex.delimiter)
                && prefix.equals(otherHex.prefix) && suffix.equals(otherHex.suffix);
    }

    public int hashCode() {
        int result = Objects.hash(delimiter, prefix, suffix);
        result = 31 * result + Boolean.hashCode(Arrays.equals(digits, UPPERCASE_DIGITS));
        return result;
    }

    public String toString() {
        return escapeNL("uppercase: " + Arrays.equals(digits, UPPERCASE_DIGITS) + ", delimiter: \"" + delimiter
                + "\", prefix: \"" + prefix + "\", suffix: \"" + suffix + "\"");
    }
}
