// Parsing and formatting of floating-point and other boxes: Double.parseDouble,
// Float.parseFloat, Boolean.parseBoolean, Double.valueOf(String), toString round trips,
// MIN/MAX constants of Float and Double, and NumberFormatException for bad doubles.
public class ParseAndFormat {
    public static void main(String[] args) {
        String[] ds = {"0", "1.5", "-2.25", "1e10", "1E-5", "3.141592653589793", ".5", "5.", "-0.0",
                "Infinity", "-Infinity", "NaN", "1.7976931348623157E308", "4.9E-324", "  7.5  ", "12d", "34f"};
        for (String s : ds) System.out.println("[" + s + "] -> " + Double.parseDouble(s));
        System.out.println(Float.parseFloat("0.1") + " " + Float.parseFloat("3.4028235E38") + " " + Float.parseFloat("1e-46"));
        try {
            Double.parseDouble("abc");
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException");
        }
        System.out.println(Boolean.parseBoolean("true") + " " + Boolean.parseBoolean("TRUE") + " " + Boolean.parseBoolean("yes") + " " + Boolean.parseBoolean(null));
        System.out.println(Double.valueOf("2.5") + Double.valueOf(1.0));
        System.out.println(Float.MAX_VALUE + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE + " " + Double.MIN_VALUE);
        double[] round = {0.1, 1.0 / 3, 123456.789, 1e-300, 6.02214076e23};
        for (double v : round) System.out.println(Double.parseDouble(Double.toString(v)) == v);
        System.out.println(Boolean.toString(false) + Character.toString('!') + Long.toString(7L) + Float.toString(2.0f) + Double.toString(3.0));
        System.out.println(Boolean.valueOf("TrUe") + " " + Boolean.valueOf("false"));
    }
}
