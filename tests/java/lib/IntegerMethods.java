// Integer and Long static helpers: toString, parseInt/parseLong (signs, limits, errors with
// NumberFormatException messages), toHexString/toBinaryString of negatives, bitCount,
// MIN/MAX_VALUE, compare, valueOf(String).
public class IntegerMethods {
    static void tryParse(String s) {
        try {
            System.out.println("parseInt(" + s + ") = " + Integer.parseInt(s));
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
    }

    static void tryParseLong(String s) {
        try {
            System.out.println("parseLong(" + s + ") = " + Long.parseLong(s));
        } catch (NumberFormatException e) {
            System.out.println("NumberFormatException: " + e.getMessage());
        }
    }

    public static void main(String[] args) {
        System.out.println(Integer.MIN_VALUE + " " + Integer.MAX_VALUE);
        System.out.println(Long.MIN_VALUE + " " + Long.MAX_VALUE);
        System.out.println(Short.MIN_VALUE + " " + Short.MAX_VALUE + " " + Byte.MIN_VALUE + " " + Byte.MAX_VALUE);
        System.out.println((int) Character.MIN_VALUE + " " + (int) Character.MAX_VALUE);
        System.out.println(Integer.toString(0) + " " + Integer.toString(-123) + " " + Integer.toString(Integer.MIN_VALUE));
        System.out.println(Long.toString(-9876543210L) + " " + Long.toString(Long.MIN_VALUE));
        String[] ints = {"0", "-0", "+5", "123", "-2147483648", "2147483647", "2147483648", "-2147483649",
                "", "abc", "12a", "-", "+", " 1", "00042", "99999999999"};
        for (String s : ints) tryParse(s);
        String[] longs = {"9223372036854775807", "-9223372036854775808", "9223372036854775808", "x", "123456789012"};
        for (String s : longs) tryParseLong(s);
        int[] hx = {0, 1, 255, -1, Integer.MIN_VALUE, 0xCAFEBABE, 4096};
        for (int v : hx) {
            System.out.println(Integer.toHexString(v) + " " + Integer.toBinaryString(v) + " " + Integer.bitCount(v));
        }
        System.out.println(Integer.compare(3, 5) + " " + Integer.compare(5, 3) + " " + Integer.compare(4, 4));
        System.out.println(Long.compare(-1L, 1L));
        System.out.println(Integer.valueOf("77") + Integer.valueOf(23));
        System.out.println(Integer.parseInt("ff", 16) + " " + Integer.parseInt("-101", 2) + " " + Integer.parseInt("z", 36));
        System.out.println(Long.valueOf(5).equals(5L) + " " + Long.valueOf(5).equals(5));
        System.out.println(Short.parseShort("-300") + " " + Byte.parseByte("100"));
        System.out.println(Integer.valueOf(65).hashCode() + " " + Integer.valueOf(-7).hashCode());
        System.out.println(Long.valueOf(1L << 32).hashCode() + " " + Long.valueOf(-1L).hashCode());
        System.out.println(Integer.MAX_VALUE + 1 == Integer.MIN_VALUE);
    }
}
