// char arithmetic: promotion to int, casts back to char, ++ on chars, char ranges in loops,
// Caesar cipher, digits to values, unsigned 16-bit wraparound, char comparisons.
public class CharArith {
    static String caesar(String s, int shift) {
        char[] cs = s.toCharArray();
        for (int i = 0; i < cs.length; i++) {
            char ch = cs[i];
            if (ch >= 'a' && ch <= 'z') cs[i] = (char) ('a' + (ch - 'a' + shift + 26) % 26);
            else if (ch >= 'A' && ch <= 'Z') cs[i] = (char) ('A' + (ch - 'A' + shift + 26) % 26);
        }
        return String.valueOf(cs);
    }

    static int parseDigits(String s) {
        int v = 0;
        for (int i = 0; i < s.length(); i++) v = v * 10 + (s.charAt(i) - '0');
        return v;
    }

    public static void main(String[] args) {
        char c = 'A';
        System.out.println(c + 1);
        System.out.println((char) (c + 1));
        c++;
        System.out.println(c);
        c += 25;
        System.out.println(c);
        StringBuilder sb = new StringBuilder();
        for (char ch = 'a'; ch <= 'z'; ch++) sb.append(ch);
        System.out.println(sb);
        String enc = caesar("Hello, World xyz", 3);
        System.out.println(enc);
        System.out.println(caesar(enc, -3));
        System.out.println(parseDigits("9081726354"));
        char max = Character.MAX_VALUE;
        max++;
        System.out.println((int) max);
        char min = 0;
        min--;
        System.out.println((int) min);
        System.out.println('a' < 'b');
        System.out.println('Z' < 'a');
        System.out.println((int) '0' + " " + (int) 'A' + " " + (int) 'a' + " " + (int) ' ');
        char hi = '\u00ff';
        byte asByte = (byte) hi;
        System.out.println(asByte);
        int sum = 0;
        for (char ch : "checksum".toCharArray()) sum += ch;
        System.out.println(sum);
        char[] hex = new char[8];
        int v = 0xBEEF1234;
        for (int i = 7; i >= 0; i--) {
            int nib = v & 0xF;
            hex[i] = (char) (nib < 10 ? '0' + nib : 'a' + nib - 10);
            v >>>= 4;
        }
        System.out.println(hex);
        System.out.println(Character.toString('q') + Character.valueOf('r') + Character.valueOf('s').charValue());
    }
}
