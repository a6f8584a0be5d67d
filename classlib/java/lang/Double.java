package java.lang;

/**
 * The double wrapper. toString and parsing are natives (classlib/native/native_float.c, on top
 * of fpconv.c) reproducing the JDK 17 algorithms, including FloatingDecimal's non-shortest
 * outputs (e.g. 1.0E23 prints as 9.999999999999999E22).
 */
public final class Double extends Number implements Comparable<Double> {
    public static final double POSITIVE_INFINITY = 1.0 / 0.0;
    public static final double NEGATIVE_INFINITY = -1.0 / 0.0;
    public static final double NaN = 0.0d / 0.0;
    public static final double MAX_VALUE = 0x1.fffffffffffffP+1023;
    public static final double MIN_NORMAL = 0x1.0p-1022;
    public static final double MIN_VALUE = 0x0.0000000000001P-1022;
    public static final int MAX_EXPONENT = 1023;
    public static final int MIN_EXPONENT = -1022;
    public static final int SIZE = 64;
    public static final int BYTES = SIZE / Byte.SIZE;
    public static final Class<Double> TYPE = (Class<Double>) Class.getPrimitiveClass("double");

    private final double value;

    /** @deprecated use valueOf(double). */
    public Double(double value) {
        this.value = value;
    }

    /** @deprecated use parseDouble / valueOf(String). */
    public Double(String s) throws NumberFormatException {
        value = parseDouble(s);
    }

    public static String toString(double d) {
        return toString0(d);
    }

    private static native String toString0(double d);

    public static String toHexString(double d) {
        if (!isFinite(d)) {
            return Double.toString(d);
        }
        StringBuilder answer = new StringBuilder(24);
        if (Math.copySign(1.0, d) == -1.0) {
            answer.append('-');
        }
        answer.append("0x");
        d = Math.abs(d);
        if (d == 0.0) {
            answer.append("0.0p0");
        } else {
            boolean subnormal = (d < MIN_NORMAL);
            long signifBits = (doubleToLongBits(d) & 0x000FFFFFFFFFFFFFL) | 0x1000000000000000L;
            answer.append(subnormal ? "0." : "1.");
            String signif = Long.toHexString(signifBits).substring(3, 16);
            int end = signif.length();
            while (end > 1 && signif.charAt(end - 1) == '0') {
                end--;
            }
            answer.append(signif, 0, end);
            answer.append('p');
            answer.append(subnormal ? MIN_EXPONENT : Math.getExponent(d));
        }
        return answer.toString();
    }

    /**
     * Parses a Java floating-point literal (FloatingDecimal.readJavaFormatString syntax):
     * leading/trailing whitespace (chars <= ' ') ignored, optional sign, NaN, Infinity,
     * decimal with optional exponent and f/F/d/D suffix, or hexadecimal "0x1.8p3".
     */
    public static double parseDouble(String in) throws NumberFormatException {
        in = in.trim();
        if (in.isEmpty()) {
            throw new NumberFormatException("empty String");
        }
        long bits = parse0(in);
        if (bits == PARSE_FAILED) {
            if (Double.hasMultiplePoints(in)) {
                throw new NumberFormatException("multiple points");
            }
            throw new NumberFormatException("For input string: \"" + in + "\"");
        }
        return longBitsToDouble(bits);
    }

    /**
     * FloatingDecimal reports a second decimal point in the leading run of digits and points
     * (after an optional sign) as "multiple points" instead of "For input string".
     */
    static boolean hasMultiplePoints(String in) {
        int i = 0;
        int len = in.length();
        if (i < len && (in.charAt(i) == '+' || in.charAt(i) == '-')) {
            i++;
        }
        if (i + 1 < len && in.charAt(i) == '0'
                && (in.charAt(i + 1) == 'x' || in.charAt(i + 1) == 'X')) {
            return false;
        }
        boolean decSeen = false;
        for (; i < len; i++) {
            char c = in.charAt(i);
            if (c == '.') {
                if (decSeen) {
                    return true;
                }
                decSeen = true;
            } else if (c < '0' || c > '9') {
                break;
            }
        }
        return false;
    }

    /** parse0's result for a malformed string: a signalling NaN that parsing never yields. */
    private static final long PARSE_FAILED = 0x7ff0000000000001L;

    /** The bits of the double that s denotes, or PARSE_FAILED. */
    private static native long parse0(String s);

    public static Double valueOf(String s) throws NumberFormatException {
        return new Double(parseDouble(s));
    }

    public static Double valueOf(double d) {
        return new Double(d);
    }

    public static boolean isNaN(double v) {
        return (v != v);
    }

    public static boolean isInfinite(double v) {
        return (v == POSITIVE_INFINITY) || (v == NEGATIVE_INFINITY);
    }

    public static boolean isFinite(double d) {
        return Math.abs(d) <= Double.MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return toString(value);
    }

    public byte byteValue() {
        return (byte) value;
    }

    public short shortValue() {
        return (short) value;
    }

    public int intValue() {
        return (int) value;
    }

    public long longValue() {
        return (long) value;
    }

    public float floatValue() {
        return (float) value;
    }

    public double doubleValue() {
        return value;
    }

    public int hashCode() {
        return Double.hashCode(value);
    }

    public static int hashCode(double value) {
        long bits = doubleToLongBits(value);
        return (int) (bits ^ (bits >>> 32));
    }

    public boolean equals(Object obj) {
        return (obj instanceof Double)
                && (doubleToLongBits(((Double) obj).value) == doubleToLongBits(value));
    }

    /** The bits of value, with every NaN collapsed to 0x7ff8000000000000L. */
    public static long doubleToLongBits(double value) {
        if (value != value) {
            return 0x7ff8000000000000L;
        }
        return doubleToRawLongBits(value);
    }

    public static native long doubleToRawLongBits(double value);

    public static native double longBitsToDouble(long bits);

    public int compareTo(Double anotherDouble) {
        return Double.compare(value, anotherDouble.value);
    }

    /** -0.0 < 0.0, and NaN is greater than everything (and equal to itself). */
    public static int compare(double d1, double d2) {
        if (d1 < d2) {
            return -1;
        }
        if (d1 > d2) {
            return 1;
        }
        long thisBits = Double.doubleToLongBits(d1);
        long anotherBits = Double.doubleToLongBits(d2);
        return (thisBits == anotherBits ? 0 : (thisBits < anotherBits ? -1 : 1));
    }

    public static double sum(double a, double b) {
        return a + b;
    }

    public static double max(double a, double b) {
        return Math.max(a, b);
    }

    public static double min(double a, double b) {
        return Math.min(a, b);
    }
}
