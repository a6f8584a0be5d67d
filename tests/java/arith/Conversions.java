// Every primitive conversion: i2l i2f i2d l2i l2f l2d f2i f2l f2d d2i d2l d2f i2b i2c i2s,
// including NaN, infinities, huge values (saturation), negative fractions and rounding.
public class Conversions {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 0.5, -0.5, 1.9999, -1.9999, 2.5, -2.5, 1e10, -1e10, 1e19, -1e19,
                2147483647.0, 2147483648.0, -2147483648.0, -2147483649.0, 9.223372036854775807E18,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, Double.MIN_VALUE,
                Double.MAX_VALUE, 3.4028235677973366E38, 1e-50, 16777217.0, 123456789.123};
        for (double d : ds) {
            System.out.print(d);
            System.out.print(" d2i=");
            System.out.print((int) d);
            System.out.print(" d2l=");
            System.out.print((long) d);
            System.out.print(" d2f=");
            System.out.print((float) d);
            System.out.print(" d2i2b=");
            System.out.print((byte) d);
            System.out.print(" d2i2c=");
            System.out.print((int) (char) d);
            System.out.print(" d2i2s=");
            System.out.println((short) d);
        }
        float[] fs = {0.0f, -0.0f, 0.75f, -0.75f, 1e10f, -1e10f, 1e20f, -1e20f, 2147483647f, -2147483648f,
                Float.NaN, Float.POSITIVE_INFINITY, Float.NEGATIVE_INFINITY, Float.MAX_VALUE, Float.MIN_VALUE, 16777217f};
        for (float f : fs) {
            System.out.print(f);
            System.out.print(" f2i=");
            System.out.print((int) f);
            System.out.print(" f2l=");
            System.out.print((long) f);
            System.out.print(" f2d=");
            System.out.println((double) f);
        }
        long[] ls = {0L, 1L, -1L, 2147483647L, 2147483648L, -2147483649L, 4294967296L + 5, Long.MAX_VALUE,
                Long.MIN_VALUE, 9007199254740993L, 16777217L, 0x7FFFFFBFFFFFFFFL, 123456789012L};
        for (long l : ls) {
            System.out.print(l);
            System.out.print(" l2i=");
            System.out.print((int) l);
            System.out.print(" l2f=");
            System.out.print((float) l);
            System.out.print(" l2d=");
            System.out.print((double) l);
            System.out.print(" l2i2b=");
            System.out.println((byte) l);
        }
        int[] is = {0, 1, -1, 127, 128, 255, 256, -128, -129, 32767, 32768, 65535, 65536, -32769,
                2147483647, -2147483648, 16777217, 0x12345678};
        for (int i : is) {
            System.out.print(i);
            System.out.print(" i2l=");
            System.out.print((long) i);
            System.out.print(" i2f=");
            System.out.print((float) i);
            System.out.print(" i2d=");
            System.out.print((double) i);
            System.out.print(" i2b=");
            System.out.print((byte) i);
            System.out.print(" i2c=");
            System.out.print((int) (char) i);
            System.out.print(" i2s=");
            System.out.println((short) i);
        }
        // char <-> others
        char c = (char) -1;
        System.out.println((int) c);
        c = (char) 65.7;
        System.out.println(c);
        short s = (short) 'A';
        System.out.println(s);
        byte b = (byte) '\u0180';
        System.out.println(b);
        char fromByte = (char) (byte) -1;
        System.out.println((int) fromByte);
        // Implicit widening in mixed arithmetic.
        int i = 7;
        long l = 3L;
        float f = 0.5f;
        double d = 0.25;
        System.out.println(i / 2 * f);
        System.out.println(i + l);
        System.out.println(l * f);
        System.out.println(f + d);
        System.out.println(i / 2.0);
        byte b1 = 100, b2 = 100;
        int sum = b1 + b2;
        System.out.println(sum);
        byte b3 = (byte) (b1 + b2);
        System.out.println(b3);
    }
}
