/* Harder shapes for helpful NPE messages: recursion depth limits, constant and negative
 * indexes, wide locals, long/double locals, control-flow merges, catch blocks, nested classes. */
public class NpeShapes {
    static class Box {
        Box inner;
        Box[] many;
        Object value;
        static Box shared;

        Box self() {
            return this;
        }
    }

    static Object[][][][][][] deep = new Object[1][1][1][1][1][];
    static String[] names = new String[400];

    static void check(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    static int withLongs(long a, double b, String c, int d, Object e) {
        return e.hashCode();
    }

    static void reassignedParam(String s) {
        s = s.isEmpty() ? null : s;
        System.out.println(s.length());
    }

    int instanceReceiver(Box b) {
        return b.inner.hashCode();
    }

    public static void main(String[] args) {
        check("deep array", () -> System.out.println(deep[0][0][0][0][0][0]));
        check("deep fields", () -> {
            Box b = new Box();
            b.inner = new Box();
            b.inner.inner = new Box();
            b.inner.inner.inner = new Box();
            b.inner.inner.inner.inner = new Box();
            System.out.println(b.inner.inner.inner.inner.inner.value.toString());
        });
        check("big constant index", () -> names[300].length());
        check("bipush index", () -> names[100].length());
        check("negative-ish sipush", () -> {
            String[] a = new String[40000];
            a[32767].length();
        });
        check("long and double params", () -> withLongs(1L, 2.0, "c", 4, null));
        check("reassigned param", () -> reassignedParam(""));
        check("instance param", () -> new NpeShapes().instanceReceiver(new Box()));
        check("static field chain", () -> System.out.println(Box.shared.inner));
        check("self call", () -> new Box().self().inner.value.hashCode());
        check("merge in loop", () -> {
            Box b = new Box();
            for (int i = 0; i < 3; i++) {
                b = b.inner;
            }
            System.out.println(b);
        });
        check("while loop", () -> {
            Box b = new Box();
            b.inner = new Box();
            int n = 0;
            while (b != null) {
                n += b.inner.hashCode() > 0 ? 1 : 1;
                b = b.inner;
            }
            System.out.println(n);
        });
        check("in catch block", () -> {
            String s = null;
            try {
                Integer.parseInt("x");
            } catch (NumberFormatException e) {
                s.length();
            }
        });
        check("in finally", () -> {
            Box b = null;
            try {
                System.out.println("try");
            } finally {
                b.value = "v";
            }
        });
        check("switch", () -> {
            String s = null;
            int k = 2;
            switch (k) {
                case 1:
                    s = "one";
                    break;
                case 2:
                    break;
                default:
                    s = "many";
            }
            s.length();
        });
        check("many locals", () -> {
            int a0 = 0, a1 = 1, a2 = 2, a3 = 3, a4 = 4, a5 = 5, a6 = 6, a7 = 7, a8 = 8, a9 = 9;
            long l0 = 0, l1 = 1, l2 = 2, l3 = 3, l4 = 4;
            String far = a0 + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + l0 + l1 + l2 + l3 + l4 > 1000 ? "x" : null;
            far.length();
        });
        check("array of arrays elem", () -> {
            Box b = new Box();
            b.many = new Box[3];
            b.many[2].many[1].value.hashCode();
        });
        check("string switch", () -> {
            String s = null;
            switch (s) {
                case "a":
                    System.out.println("a");
                    break;
                default:
                    System.out.println("d");
            }
        });
        check("enhanced for array", () -> {
            int[] xs = null;
            for (int x : xs) {
                System.out.println(x);
            }
        });
        check("compound assign", () -> {
            int[] xs = null;
            xs[0] += 1;
        });
        check("char at", () -> {
            String s = null;
            char c = s.charAt(0);
            System.out.println(c);
        });
    }
}
