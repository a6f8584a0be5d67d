// String.compareTo ordering (char-by-char difference, then length difference), sorting an
// array of strings by hand with compareTo, equals vs ==, Comparable on Strings.
public class StringCompare {
    static int sign(int v) { return v < 0 ? -1 : v > 0 ? 1 : 0; }

    public static void main(String[] args) {
        String[][] pairs = {{"a", "b"}, {"b", "a"}, {"abc", "abc"}, {"abc", "abcd"}, {"abcd", "ab"},
                {"", "a"}, {"", ""}, {"Z", "a"}, {"apple", "apricot"}, {"\u00e9", "e"}, {"A", "a"}};
        for (int i = 0; i < pairs.length; i++) {
            String[] p = pairs[i];
            System.out.println("pair " + i + ": " + p[0].compareTo(p[1]) + " " + sign(p[0].compareTo(p[1]))
                    + " " + p[0].equals(p[1]));
        }
        String[] words = {"pear", "Apple", "banana", "apple", "cherry", "Banana", "date", "", "fig", "apple pie"};
        for (int i = 1; i < words.length; i++) {
            String key = words[i];
            int j = i - 1;
            while (j >= 0 && words[j].compareTo(key) > 0) {
                words[j + 1] = words[j];
                j--;
            }
            words[j + 1] = key;
        }
        for (String w : words) System.out.println("[" + w + "]");
        Comparable<String> c = "m";
        System.out.println(sign(c.compareTo("n")));
        String a = "same";
        String b = new StringBuilder("sa").append("me").toString();
        System.out.println((a == b) + " " + a.equals(b) + " " + (a.compareTo(b) == 0));
    }
}
