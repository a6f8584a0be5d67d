/* Valid control flow that stresses stack map frames: switches (table, lookup, strings, enums),
 * labelled breaks, nested try/finally with returns, synchronized blocks, loops whose locals
 * change type between iterations' scopes, and a long ternary chain left on the stack. */
public class VfyControlFlow {
    enum Color { RED, GREEN, BLUE }

    static int table(int k) {
        switch (k) {
            case 0: return 10;
            case 1: case 2: return 20;
            case 3: k += 5; // fall through
            case 4: return k * 2;
            default: return -1;
        }
    }

    static int lookup(int k) {
        switch (k) {
            case -1000: return 1;
            case 7: return 2;
            case 99999: return 3;
            default: return 0;
        }
    }

    static String strings(String s) {
        switch (s) {
            case "alpha": return "A";
            case "beta": return "B";
            case "Aa": return "collide1";
            case "BB": return "collide2";
            default: return "?";
        }
    }

    static int colors(Color c) {
        switch (c) {
            case RED: return 1;
            case GREEN: return 2;
            default: return 3;
        }
    }

    static int labelled(int n) {
        int found = -1;
        outer:
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                if (i * j == 12) { found = i * 100 + j; break outer; }
                if (j > i) continue outer;
            }
        }
        return found;
    }

    static int finallyReturns(int i) {
        int x = 0;
        try {
            try {
                if (i == 0) return x + 1;
                x = 10 / (i - 1);
            } finally {
                x += 100;
            }
        } catch (ArithmeticException e) {
            return -x;
        } finally {
            x += 1000;
        }
        return x;
    }

    static final Object LOCK = new Object();

    static int synced(int n) {
        int s = 0;
        synchronized (LOCK) {
            for (int i = 0; i < n; i++) {
                if (i == 3) continue;
                s += i;
            }
        }
        return s;
    }

    static String scopes(int n) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < n; i++) {
            if ((i & 1) == 0) { long a = i * 1000000000L; sb.append(a % 7); }
            else { String a = "s" + i; sb.append(a.length()); }
            { double d = i / 3.0; sb.append((int) (d * 10)); }
        }
        return sb.toString();
    }

    static long ternaries(int i) {
        return i < 0 ? -1L : i == 0 ? 0L : i < 10 ? (long) i * i : i < 100 ? (long) i << 20 : Long.MAX_VALUE;
    }

    public static void main(String[] args) {
        StringBuilder sb = new StringBuilder();
        for (int k = -1; k < 6; k++) sb.append(table(k)).append(',');
        System.out.println(sb);
        System.out.println(lookup(-1000) + " " + lookup(7) + " " + lookup(99999) + " " + lookup(5));
        System.out.println(strings("alpha") + strings("beta") + strings("Aa") + strings("BB") + strings("x"));
        System.out.println(colors(Color.RED) + colors(Color.GREEN) * 10 + colors(Color.BLUE) * 100);
        System.out.println(labelled(8) + " " + labelled(3));
        for (int i = 0; i < 3; i++) System.out.println(finallyReturns(i));
        System.out.println(synced(10));
        System.out.println(scopes(6));
        for (int i : new int[] {-5, 0, 7, 50, 500}) System.out.println(ternaries(i));
    }
}
