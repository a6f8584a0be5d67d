package java.lang;

/** The float wrapper; toString and parsing are natives (see Double). */
public final class Float extends Number implements Comparable<Float> {
    public static final float POSITIVE_INFINITY = 1.0f / 0.0f;
    public static final float NEGATIVE_INFINITY = -1.0f / 0.0f;
    public static final float NaN = 0.0f / 0.0f;
    public static final float MAX_VALUE = 0x1.fffffeP+127f;
    public static final float MIN_NORMAL = 0x1.0p-126f;
    public static final float MIN_VALUE = 0x0.000002P-126f;
    public static final int MAX_EXPONENT = 127;
    public static final int MIN_EXPONENT = -126;
    public static final int SIZE = 32;
    public static final int BYTES = SIZE / Byte.SIZE;
    public static final Class<Float> TYPE = (Class<Float>) Class.getPrimitiveClass("float");

    private final float value;

    /** @deprecated use valueOf(float). */
    public Float(float value) {
        this.value = value;
    }

    /** @deprecated use (float) d. */
    public Float(double value) {
        this.value = (float) value;
    }

    /** @deprecated use parseFloat / valueOf(String). */
    public Float(String s) throws NumberFormatException {
        value = parseFloat(s);
    }

    public static String toString(float f) {
        return toString0(f);
    }

    private static native String toString0(float f);

    public static String toHexString(float f) {
        if (Math.abs(f) < MIN_NORMAL && f != 0.0f) {
            // subnormal: print as a double scaled so that the exponent reads -126
            String s = Double.toHexString(Math.scalb((double) f,
                    Double.MIN_EXPONENT - Float.MIN_EXPONENT));
            if (s.endsWith("p-1022")) {
                s = s.substring(0, s.length() - 6) + "p-126";
            }
            return s;
        }
        return Double.toHexString(f);
    }

    public static Float valueOf(String s) throws NumberFormatException {
        return new Float(parseFloat(s));
    }

    public static Float valueOf(float f) {
        return new Float(f);
    }

    /** Same syntax as Double.parseDouble, rounded directly to float. */
    public static float parseFloat(String in) throws NumberFormatException {
        in = in.trim();
        if (in.isEmpty()) {
            throw new NumberFormatException("empty String");
        }
        int bits = parse0(in);
        if (bits == PARSE_FAILED) {
            if (Double.hasMultiplePoints(in)) {
                throw new NumberFormatException("multiple points");
            }
            throw new NumberFormatException("For input string: \"" + in + "\"");
        }
        return intBitsToFloat(bits);
    }

    /** parse0's result for a malformed string: a signalling NaN that parsing never yields. */
    private static final int PARSE_FAILED = 0x7f800001;

    /** The bits of the float that s denotes, or PARSE_FAILED. */
    private static native int parse0(String s);

    public static boolean isNaN(float v) {
        return (v != v);
    }

    public static boolean isInfinite(float v) {
        return (v == POSITIVE_INFINITY) || (v == NEGATIVE_INFINITY);
    }

    public static boolean isFinite(float f) {
        return Math.abs(f) <= Float.MAX_VALUE;
    }

    public boolean isNaN() {
        return isNaN(value);
    }

    public boolean isInfinite() {
        return isInfinite(value);
    }

    public String toString() {
        return Float.toString(value);
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
        return value;
    }

    public double doubleValue() {
        return (double) value;
    }

    public int hashCode() {
        return Float.hashCode(value);
    }

    public static int hashCode(float value) {
        return floatToIntBits(value);
    }

    public boolean equals(Object obj) {
        return (obj instanceof Float)
                && (floatToIntBits(((Float) obj).value) == floatToIntBits(value));
    }

    /** The bits of value, with every NaN collapsed to 0x7fc00000. */
    public static int floatToIntBits(float value) {
        if (value != value) {
            return 0x7fc00000;
        }
        return floatToRawIntBits(value);
    }

    public static native int floatToRawIntBits(float value);

    public static native float intBitsToFloat(int bits);

    public int compareTo(Float anotherFloat) {
        return Float.compare(value, anotherFloat.value);
    }

    public static int compare(float f1, float f2) {
        if (f1 < f2) {
            return -1;
        }
        if (f1 > f2) {
            return 1;
        }
        int thisBits = Float.floatToIntBits(f1);
        int anotherBits = Float.floatToIntBits(f2);
        return (thisBits == anotherBits ? 0 : (thisBits < anotherBits ? -1 : 1));
    }

    public static float sum(float a, float b) {
        return a + b;
    }

    public static float max(float a, float b) {
        return Math.max(a, b);
    }

    public static float min(float a, float b) {
        return Math.min(a, b);
    }
}
