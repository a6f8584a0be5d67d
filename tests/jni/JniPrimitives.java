// Every primitive type as argument and result of JNI natives (static and instance), object,
// array and string arguments, and signatures long enough to pass arguments on the C stack.
public class JniPrimitives {
    static native boolean notZ(boolean z);
    static native byte incB(byte b);
    static native char incC(char c);
    static native short incS(short s);
    static native int incI(int i);
    static native long incJ(long j);
    static native float halfF(float f);
    static native double halfD(double d);
    static native void nothing();

    native int addField(int x);
    native long mix(byte b, char c, short s, int i, long j, float f, double d, boolean z);
    static native double manyDoubles(double a, double b, double c, double d, double e, double f, double g,
                                     double h, double i, double j, float k, float l);
    static native long manyInts(int a, long b, int c, long d, int e, long f, int g, long h, int i, long j,
                                short k, byte l, char m);

    native JniPrimitives self();
    static native Object identity(Object o);
    static native boolean isNull(Object o);
    static native int sumInts(int[] a);
    static native String describe(String s, int[] ia, double[] da, Object[] oa);
    static native Class<?> classArg(Class<?> c);

    int base = 100;

    /** Non-ASCII characters as \\uXXXX, so the output is ASCII. */
    static String esc(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < 128) {
                sb.append(ch);
            } else {
                sb.append("\\u").append(Integer.toHexString(ch));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.loadLibrary("jniprims");
        System.out.println(notZ(true) + " " + notZ(false));
        System.out.println(incB((byte) 127) + " " + incB((byte) -1) + " " + incB((byte) 5));
        System.out.println((int) incC('a') + " " + (int) incC((char) 0xFFFF) + " " + incC('y'));
        System.out.println(incS((short) 32767) + " " + incS((short) -5));
        System.out.println(incI(Integer.MAX_VALUE) + " " + incI(-1) + " " + incI(41));
        System.out.println(incJ(Long.MAX_VALUE) + " " + incJ(1L << 40) + " " + incJ(-1));
        System.out.println(halfF(3.0f) + " " + halfF(-1e-30f) + " " + halfF(Float.NaN) + " " + halfF(Float.POSITIVE_INFINITY));
        System.out.println(halfD(7.0) + " " + halfD(1e300) + " " + halfD(-0.0) + " " + halfD(Double.MIN_VALUE * 4));
        nothing();
        JniPrimitives p = new JniPrimitives();
        System.out.println(p.addField(23));
        System.out.println(p.mix((byte) -3, 'Z', (short) -300, 70000, 1L << 33, 1.5f, 2.25, true));
        System.out.println(p.mix((byte) 3, '\u20ac', (short) 300, -70000, -(1L << 33), -1.5f, -2.25, false));
        System.out.println(manyDoubles(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11.5f, 12.5f));
        System.out.println(manyInts(1, 2, 3, 4, 5, 6, 7, 8, 9, 1L << 50, (short) -1, (byte) -2, 'c'));
        System.out.println(p.self() == p);
        Object o = new StringBuilder("sb");
        System.out.println(identity(o) == o);
        System.out.println(identity(null));
        System.out.println(isNull(null) + " " + isNull(o));
        System.out.println(sumInts(new int[] {1, 2, 3, 4, 5, -6}));
        System.out.println(esc(describe("h\u00e9llo \u4e16\u754c", new int[] {7, 8}, new double[] {0.5}, new Object[] {"x", null, 3})));
        System.out.println(classArg(String.class).getName());
        System.out.println(classArg(int[].class).getName());
    }
}
