// Float.toString / println(float) of many values, including 100.0f, Float.MAX_VALUE,
// Float.MIN_VALUE, 1.0E-10f, values around the 1e-3 / 1e7 notation thresholds.
public class FloatToString {
    public static void main(String[] args) {
        float[] fs = {0.0f, -0.0f, 1.0f, -1.0f, 0.1f, 0.2f, 0.3f, 0.5f, 100.0f, 1e6f, 9999999.0f, 1e7f,
                1.0E-5f, 0.001f, 9.99e-4f, 3.4028235E38f, Float.MAX_VALUE, Float.MIN_VALUE, Float.MIN_NORMAL,
                1.0E-10f, 3.1415927f, 1.0f / 3, 2.0f / 3, 123456.79f, 16777216f, 1.1f, 2.2f, 33.3f,
                -45.5f, 1e30f, 1e-30f, 65504f, 0.0625f, Float.NaN, Float.POSITIVE_INFINITY,
                Float.NEGATIVE_INFINITY, 1.17549435E-38f, 7e-3f, 0.3333f};
        for (float f : fs) {
            System.out.println(f);
        }
        System.out.println(Float.toString(0.1f));
        System.out.println(String.valueOf(1e7f));
        System.out.println(Float.valueOf(2.5f).toString());
        System.out.println("concat " + 0.1f + " " + 1e7f + " " + -0.0f);
        float x = 1.0f;
        for (int i = 0; i < 20; i++) {
            System.out.print(x);
            System.out.print(' ');
            x *= 7.3f;
        }
        System.out.println();
        // float -> double widening shows the exact binary value.
        System.out.println((double) 0.1f);
        System.out.println((double) 1.1f);
    }
}
