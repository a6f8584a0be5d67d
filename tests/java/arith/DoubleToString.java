// Double.toString / println(double) / String.valueOf(double) of many values: decimal vs
// scientific notation thresholds (1e-3 and 1e7), subnormals, extremes, negative values.
// (Values whose JDK 17 output is not the shortest representation are in DoubleToStringQuirks.)
public class DoubleToString {
    public static void main(String[] args) {
        double[] ds = {0.0, -0.0, 1.0, -1.0, 0.1, 0.2, 0.3, 0.5, 1.5, 2.25, 10.0, 100.0, 1e6, 9999999.0,
                1e7, 1.0E-5, 1e-3, 0.001, 0.0011, 9.99e-4, 123456789.0, 1e21, 1e22, 1e100, 1e-100,
                Double.MIN_VALUE, Double.MAX_VALUE, Double.MIN_NORMAL, 1.0E-10, 3.141592653589793,
                2.718281828459045, 1.0 / 3, 2.0 / 3, 0.1 + 0.2, 100.5, 12345.678, -12345.678,
                1234567.0, 12345678.9, 4.35, 0.3333, 5e-324, 1.7976931348623157E308, 1e15, 1e16, 1e17,
                123456789012345678.0, 0.000123, 65536.0, 4294967296.0, 9007199254740992.0, -1e-7,
                Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, 2.5e-8, 7e-3};
        for (double d : ds) {
            System.out.println(d);
        }
        System.out.println(Double.toString(0.1));
        System.out.println(String.valueOf(1e7));
        System.out.println(Double.valueOf(2.5).toString());
        StringBuilder sb = new StringBuilder();
        sb.append(1.25).append(' ').append(-1e-9).append(' ').append(1e30);
        System.out.println(sb.toString());
        System.out.println("concat " + 0.1 + " " + 1e7 + " " + -0.0);
        double x = 1.0;
        for (int i = 0; i < 18; i++) {
            System.out.print(x);
            System.out.print(' ');
            x *= 7.3;
        }
        System.out.println();
        x = 1.0;
        for (int i = 0; i < 25; i++) {
            System.out.print(x);
            System.out.print(' ');
            x /= 3.7;
        }
        System.out.println();
    }
}
