// String algorithms: reversal (char array and StringBuilder), palindromes, anagram check with
// counting arrays, run-length encoding, word counting, naive substring search.
public class StringAlgos {
    static String reverse(String s) {
        char[] cs = s.toCharArray();
        for (int i = 0, j = cs.length - 1; i < j; i++, j--) {
            char t = cs[i]; cs[i] = cs[j]; cs[j] = t;
        }
        return String.valueOf(cs);
    }

    static boolean isPalindrome(String s) {
        int i = 0, j = s.length() - 1;
        while (i < j) {
            char a = s.charAt(i), b = s.charAt(j);
            if (!isAlnum(a)) { i++; continue; }
            if (!isAlnum(b)) { j--; continue; }
            if (lower(a) != lower(b)) return false;
            i++;
            j--;
        }
        return true;
    }

    static boolean isAlnum(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

    static char lower(char c) { return c >= 'A' && c <= 'Z' ? (char) (c + 32) : c; }

    static boolean anagram(String a, String b) {
        int[] counts = new int[128];
        for (char c : a.toCharArray()) if (c != ' ') counts[lower(c)]++;
        for (char c : b.toCharArray()) if (c != ' ') counts[lower(c)]--;
        for (int v : counts) if (v != 0) return false;
        return true;
    }

    static String rle(String s) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); ) {
            int j = i;
            while (j < s.length() && s.charAt(j) == s.charAt(i)) j++;
            sb.append(j - i).append(s.charAt(i));
            i = j;
        }
        return sb.toString();
    }

    static int countWords(String s) {
        int n = 0;
        boolean in = false;
        for (int i = 0; i < s.length(); i++) {
            boolean space = s.charAt(i) == ' ';
            if (!space && !in) n++;
            in = !space;
        }
        return n;
    }

    static int occurrences(String text, String pat) {
        int n = 0;
        for (int i = text.indexOf(pat); i >= 0; i = text.indexOf(pat, i + 1)) n++;
        return n;
    }

    public static void main(String[] args) {
        System.out.println(reverse("Hello, World"));
        System.out.println(reverse(""));
        System.out.println(new StringBuilder("stressed").reverse());
        String[] pals = {"A man, a plan, a canal: Panama", "racecar", "hello", "No 'x' in Nixon", ""};
        for (String p : pals) System.out.println(isPalindrome(p) + " " + p);
        System.out.println(anagram("Dormitory", "Dirty room") + " " + anagram("abc", "abd"));
        System.out.println(rle("aaabccddddde") + " " + rle("x"));
        System.out.println(countWords("  the quick  brown fox ") + " " + countWords(""));
        System.out.println(occurrences("abababab", "aba") + " " + occurrences("mississippi", "ss") + " " + occurrences("aaa", "b"));
        StringBuilder big = new StringBuilder();
        for (int i = 0; i < 2000; i++) big.append((char) ('a' + (i * 7) % 26));
        String bs = big.toString();
        System.out.println(reverse(reverse(bs)).equals(bs) + " " + reverse(bs).hashCode());
    }
}
