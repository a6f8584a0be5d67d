// switch on strings (hashCode + equals, with colliding hashes), on boxed types (unboxing),
// on chars, and switch expressions; javac 17 emits no invokedynamic for these.
public class SwitchOnStrings {
    static int classify(String s) {
        switch (s) {
            case "apple": return 1;
            case "banana": return 2;
            case "Aa": return 3;     // "Aa" and "BB" have the same hashCode
            case "BB": return 4;
            case "": return 5;
            default: return 0;
        }
    }

    static String boxed(Integer i) {
        switch (i) {
            case 1: return "one";
            case 2: return "two";
            case 1000: return "thousand";
            default: return "many";
        }
    }

    static String chars(Character c) {
        return switch (c) {
            case 'a', 'e', 'i', 'o', 'u' -> "vowel";
            case ' ' -> "space";
            default -> Character.isDigit(c) ? "digit" : "other";
        };
    }

    static int expr(String s) {
        return switch (s) {
            case "x" -> 10;
            case "y" -> {
                int k = s.length();
                yield 20 + k;
            }
            default -> -1;
        };
    }

    static String bytes(byte b) {
        switch (b) {
            case -128: return "min";
            case 127: return "max";
            case 0: return "zero";
            default: return "other";
        }
    }

    static String sparse(long key) {
        switch ((int) key) {
            case -1000000: return "neg million";
            case 7: return "seven";
            case 1 << 20: return "2^20";
            case Integer.MAX_VALUE: return "max";
            default: return "none";
        }
    }

    public static void main(String[] args) {
        String[] in = {"apple", "banana", "Aa", "BB", "", "cherry", "APPLE"};
        for (String s : in) System.out.println("'" + s + "' -> " + classify(s));
        System.out.println("Aa".hashCode() == "BB".hashCode());
        for (Integer i : new Integer[] {1, 2, 3, 1000}) System.out.println(i + " " + boxed(i));
        try {
            boxed(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        try {
            classify(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        for (char c : "a b7Z".toCharArray()) System.out.println(c + " " + chars(c));
        System.out.println(expr("x") + " " + expr("y") + " " + expr("z"));
        System.out.println(bytes((byte) -128) + " " + bytes((byte) 127) + " " + bytes((byte) 0) + " " + bytes((byte) 5));
        System.out.println(sparse(-1000000) + ", " + sparse(7) + ", " + sparse(1 << 20) + ", " + sparse(Integer.MAX_VALUE) + ", " + sparse(8));
    }
}
