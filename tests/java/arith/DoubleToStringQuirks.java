// JDK 17's Double/Float.toString (FloatingDecimal) is not always the shortest decimal that
// round-trips (JDK-4511638, fixed only in JDK 19). A VM matching JDK 17 must reproduce these:
// e.g. 1.0E23 prints as 9.999999999999999E22, 2e23 as 1.9999999999999998E23,
// 8.589973E9f as 8.5899735E9. For floats this is common: (float) 2^31 prints 2.14748365E9 and
// Float.MIN_NORMAL 1.17549435E-38 (shortest would be 2.1474836E9 and 1.1754944E-38), so
// Float.toString must follow JDK 17's FloatingDecimal exactly; several other tests print floats.
public class DoubleToStringQuirks {
    public static void main(String[] args) {
        System.out.println(1.0E23);
        System.out.println(2e23);
        System.out.println(8.41E21);
        System.out.println(5.0E-324);
        System.out.println(2.0E-3);
        System.out.println(1.0E-3);
        System.out.println(2.5300805167308472E16);
        System.out.println(1.34827990736586829E18);
        System.out.println((double) (1L << 62));
        System.out.println((double) 0x7FFFFFBFFFFFFFFFL);
        double x = 1.0;
        for (int i = 0; i < 25; i++) x *= 7.3;
        System.out.println(x);
        System.out.println(8.589973E9f);
        System.out.println(1.00000017881393432617187499f);
        System.out.println(2.0E-3f);
        System.out.println(9.999999E-4f);
        System.out.println((float) Integer.MAX_VALUE);
        System.out.println(Float.MIN_NORMAL);
        System.out.println(4.29762656E8f);
    }
}
