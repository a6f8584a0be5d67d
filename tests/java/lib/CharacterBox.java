// Character and Boolean boxes: valueOf, charValue, booleanValue, toString, compare,
// MIN/MAX_VALUE, and the Character class's simple ASCII queries.
public class CharacterBox {
    public static void main(String[] args) {
        Character c = Character.valueOf('m');
        System.out.println(c.charValue());
        System.out.println(c.toString() + Character.toString('n'));
        System.out.println(Character.compare('a', 'b') < 0);
        System.out.println(c.compareTo('m'));
        String s = "Az09 _!";
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            System.out.println(ch + " digit=" + Character.isDigit(ch) + " letter=" + Character.isLetter(ch)
                    + " ws=" + Character.isWhitespace(ch) + " up=" + Character.toUpperCase(ch) + " lo=" + Character.toLowerCase(ch));
        }
        Boolean b = Boolean.valueOf(true);
        System.out.println(b.booleanValue() + " " + b.toString() + " " + Boolean.toString(false));
        System.out.println(Boolean.compare(true, false));
        System.out.println(Character.MIN_RADIX + " " + Character.MAX_RADIX);
        System.out.println(Character.forDigit(11, 16) + " " + Character.digit('f', 16) + " " + Character.digit('9', 10));
    }
}
