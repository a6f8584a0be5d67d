/** Math.abs keeps HotSpot 17's bits: abs(double) clears the sign bit, NaN payloads included
 *  (an intrinsic, in the interpreter too); abs(float) is the Java code, which leaves NaNs alone. */
public class MathxAbsBits {
    static String dbits(double d) {
        return Long.toHexString(Double.doubleToRawLongBits(d));
    }

    static String fbits(float f) {
        return Integer.toHexString(Float.floatToRawIntBits(f));
    }

    public static void main(String[] args) {
        long[] doubles = {0xfff8000000000001L, 0x7ff8000000000001L, 0xfff0000000000001L, 0xfff0000000000000L,
            0x8000000000000000L, 0x8000000000000001L, 0xbff0000000000000L, 0x3ff0000000000000L, 0xffefffffffffffffL};
        int[] floats = {0xffc00001, 0x7fc00001, 0xff800001, 0xff800000, 0x80000000, 0x80000001, 0xbf800000};
        StringBuilder sb = new StringBuilder();
        for (long b : doubles) {
            double d = Double.longBitsToDouble(b);
            sb.append(dbits(Math.abs(d))).append(' ').append(dbits(StrictMath.abs(d))).append('\n');
        }
        for (int b : floats) {
            float f = Float.intBitsToFloat(b);
            sb.append(fbits(Math.abs(f))).append(' ').append(fbits(StrictMath.abs(f))).append('\n');
        }
        System.out.print(sb);
        double nan = Double.longBitsToDouble(0xfff8000000000123L);
        long signs = 0;
        for (int i = 0; i < 100000; i++) signs += Double.doubleToRawLongBits(Math.abs(nan + i)) >>> 63;
        System.out.println("signed NaNs after abs in a hot loop: " + signs);
    }
}
