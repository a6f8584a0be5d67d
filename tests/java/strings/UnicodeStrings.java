// Non-ASCII string constants (stored as modified UTF-8 in the class file: 2- and 3-byte
// sequences, the NUL char as C0 80, supplementary characters as surrogate pairs). Output is
// kept ASCII: lengths, char codes and hash codes are printed, not the characters themselves.
public class UnicodeStrings {
    static void dump(String s) {
        StringBuilder sb = new StringBuilder();
        sb.append(s.length()).append(':');
        for (int i = 0; i < s.length(); i++) {
            sb.append(' ').append(Integer.toHexString(s.charAt(i)));
        }
        sb.append(" h=").append(s.hashCode());
        System.out.println(sb);
    }

    public static void main(String[] args) {
        dump("caf\u00e9");
        dump("\u00a9\u00ae\u00b5");
        dump("\u0800\u4e2d\uffff");
        dump("a\u0000b");
        dump("\uD83D\uDE00");
        dump("\uD834\uDD1E music");
        dump("\u0080\u07ff");
        String mixed = "x\u00e9\u4e2d\uD83D\uDE00\u0000";
        dump(mixed);
        System.out.println(mixed.indexOf('\u4e2d'));
        System.out.println(mixed.indexOf("\uD83D\uDE00"));
        System.out.println(mixed.substring(1, 3).equals("\u00e9\u4e2d"));
        char[] cs = mixed.toCharArray();
        System.out.println(cs.length + " " + (int) cs[4] + " " + (int) cs[5]);
        System.out.println("\u00e9".equals("\u0065\u0301"));
        System.out.println("\u00c9T\u00c9".toLowerCase().equals("\u00e9t\u00e9"));
        StringBuilder sb = new StringBuilder();
        sb.append('\u20ac').append("\u00a3");
        dump(sb.toString());
    }
}
