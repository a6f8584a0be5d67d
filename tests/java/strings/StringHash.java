// String.hashCode values (s[0]*31^(n-1) + ... with int overflow), including the empty
// string, long strings, non-ASCII chars; equal strings built differently hash equally.
public class StringHash {
    public static void main(String[] args) {
        String[] ss = {"", "a", "A", "ab", "abc", "Hello", "hello", "Hello, World!",
                "The quick brown fox jumps over the lazy dog", "polygenelubricants", "Aa", "BB",
                "\u00e9t\u00e9", "\u4e2d\u6587", "\uD83D\uDE00", "\0", "0123456789"};
        for (String s : ss) {
            System.out.println(s.length() + " " + s.hashCode());
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 1000; i++) sb.append((char) ('a' + i % 26));
        String big = sb.toString();
        System.out.println(big.hashCode());
        System.out.println(big.hashCode() == sb.toString().hashCode());
        System.out.println("Aa".hashCode() == "BB".hashCode());
        String c1 = "con" + "cat";
        String x = "con";
        String c2 = x + "cat";
        System.out.println(c1.hashCode() == c2.hashCode());
        System.out.println(c1 == "concat");
        System.out.println(c2.equals("concat"));
        // Manual hash for cross-check.
        int h = 0;
        for (char ch : big.toCharArray()) h = 31 * h + ch;
        System.out.println(h == big.hashCode());
    }
}
