// switch over enums (javac's $SwitchMap ordinal tables, also for an enum of another class),
// with and without default, fall-through, nested switches, and enums in switch expressions.
public class EnumSwitch {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    static String kind(Day d) {
        switch (d) {
            case SAT:
            case SUN:
                return "weekend";
            case FRI:
                return "almost";
            default:
                return "weekday";
        }
    }

    static int noDefault(EnumSwitchColors c) {
        int r = -1;
        switch (c) {
            case RED: r = 1; break;
            case BLUE: r = 3; break;
        }
        return r;
    }

    static String fallThrough(Day d) {
        StringBuilder sb = new StringBuilder();
        switch (d) {
            case MON: sb.append("m");
            case TUE: sb.append("t");
            case WED: sb.append("w"); break;
            case THU: sb.append("T");
            default: sb.append("d");
        }
        return sb.toString();
    }

    static String expr(Day d) {
        return switch (d) {
            case MON, TUE, WED, THU -> "work";
            case FRI -> {
                String s = "party";
                yield s.toUpperCase();
            }
            case SAT, SUN -> "rest";
        };
    }

    static int nested(Day d, EnumSwitchColors c) {
        switch (d) {
            case MON:
                switch (c) {
                    case RED: return 10;
                    case GREEN: return 11;
                    default: return 12;
                }
            case SUN:
                return c == EnumSwitchColors.BLUE ? 20 : 21;
            default:
                return 0;
        }
    }

    public static void main(String[] args) {
        for (Day d : Day.values()) {
            System.out.println(d + " " + kind(d) + " " + fallThrough(d) + " " + expr(d) + " " + nested(d, EnumSwitchColors.RED) + " " + nested(d, EnumSwitchColors.BLUE));
        }
        for (EnumSwitchColors c : EnumSwitchColors.values()) System.out.println(c + " " + noDefault(c) + " " + c.ordinal());
        Day none = null;
        try {
            kind(none);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException");
        }
        int code = switch (EnumSwitchColors.valueOf("GREEN")) {
            case RED -> 1;
            case GREEN -> 2;
            case BLUE -> 3;
        };
        System.out.println(code);
    }
}

enum EnumSwitchColors { RED, GREEN, BLUE }
