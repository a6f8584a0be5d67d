// Core String methods: length, charAt, equals, indexOf (char and String, with fromIndex),
// substring, concat, isEmpty, startsWith/endsWith, toCharArray, valueOf of every type,
// trim-free manual parsing, and StringIndexOutOfBoundsException (class name only).
public class StringBasics {
    public static void main(String[] args) {
        String s = "Hello, World";
        System.out.println(s.length());
        System.out.println(s.charAt(0));
        System.out.println(s.charAt(11));
        System.out.println(s.indexOf('o'));
        System.out.println(s.indexOf('o', 5));
        System.out.println(s.indexOf('z'));
        System.out.println(s.indexOf("World"));
        System.out.println(s.indexOf("world"));
        System.out.println(s.indexOf(""));
        System.out.println(s.indexOf("l", 4));
        System.out.println(s.substring(7));
        System.out.println(s.substring(0, 5));
        System.out.println(s.substring(5, 5).isEmpty());
        System.out.println(s.concat("!"));
        System.out.println("".concat(""));
        System.out.println(s.isEmpty() + " " + "".isEmpty());
        System.out.println(s.startsWith("Hell") + " " + s.startsWith("World") + " " + s.startsWith("World", 7));
        System.out.println(s.endsWith("World") + " " + s.endsWith("") + " " + s.endsWith("Hello"));
        System.out.println(s.equals("Hello, World") + " " + s.equals("hello, world") + " " + s.equals(null));
        String built = new StringBuilder("Hello").append(", ").append("World").toString();
        System.out.println(built.equals(s) + " " + (built == s));
        char[] cs = s.toCharArray();
        cs[0] = 'J';
        System.out.println(cs);
        System.out.println(s);
        System.out.println(String.valueOf(cs));
        System.out.println(String.valueOf(true) + String.valueOf('c') + String.valueOf(12) + String.valueOf(34L)
                + String.valueOf(1.5f) + String.valueOf(2.5) + String.valueOf((Object) null));
        System.out.println(s.toUpperCase());
        System.out.println(s.toLowerCase());
        System.out.println("MiXeD 123 !?".toLowerCase() + "|" + "MiXeD 123 !?".toUpperCase());
        // Manual split on ','.
        String csv = "a,bb,,ccc,";
        int start = 0, fields = 0;
        while (true) {
            int comma = csv.indexOf(',', start);
            String field = comma < 0 ? csv.substring(start) : csv.substring(start, comma);
            System.out.println(fields++ + "=[" + field + "]");
            if (comma < 0) break;
            start = comma + 1;
        }
        try {
            System.out.println(s.charAt(12));
        } catch (StringIndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            System.out.println(s.substring(3, 2));
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getClass().getName());
        }
        try {
            System.out.println(s.substring(-1));
        } catch (RuntimeException e) {
            System.out.println(e.getClass().getName());
        }
        String empty = "";
        System.out.println(empty.length() + " " + empty.toCharArray().length);
    }
}
