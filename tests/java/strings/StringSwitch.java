// switch on String (javac: lookupswitch on hashCode, then equals), including hash collisions
// ("Aa" and "BB"), the empty string, default, fall-through and many cases.
public class StringSwitch {
    static int code(String s) {
        switch (s) {
            case "Aa": return 1;
            case "BB": return 2;        // same hashCode as "Aa"
            case "": return 3;
            case "hello": return 4;
            case "world": return 5;
            case "HELLO": return 6;
            default: return -1;
        }
    }

    static String day(String d) {
        String kind;
        switch (d) {
            case "sat":
            case "sun":
                kind = "weekend";
                break;
            case "mon":
            case "tue":
            case "wed":
            case "thu":
            case "fri":
                kind = "weekday";
                break;
            default:
                kind = "unknown";
        }
        return kind;
    }

    static int fallThrough(String s) {
        int r = 0;
        switch (s) {
            case "three": r += 3;
            case "two": r += 2;
            case "one": r += 1;
        }
        return r;
    }

    public static void main(String[] args) {
        String[] tests = {"Aa", "BB", "", "hello", "world", "HELLO", "Hello", "C#", "AaAa"};
        for (String t : tests) System.out.println("[" + t + "] -> " + code(t));
        String[] days = {"sat", "mon", "fri", "sun", "xyz", "Sat"};
        for (String d : days) System.out.println(d + " " + day(d));
        System.out.println(fallThrough("three") + " " + fallThrough("two") + " " + fallThrough("one") + " " + fallThrough("zero"));
        String dyn = new StringBuilder("wor").append("ld").toString();
        System.out.println(code(dyn));
        try {
            code(null);
        } catch (NullPointerException e) {
            System.out.println("switch on null: " + e.getClass().getName());
        }
    }
}
