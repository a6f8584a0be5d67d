import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/* Helpful NullPointerException messages (JEP 358) for many shapes of faulting code. */
public class NpeMessages {
    static class Point {
        int x;
        long big;
        Point next;
        String name;
        int[] coords;
        Point[] kids;

        Point get() {
            return next;
        }

        static Point make() {
            return null;
        }
    }

    interface Shape {
        double area();
    }

    static String staticString;
    static Point staticPoint;
    static int[] staticInts;
    Point instPoint;
    String instName;

    static int count;

    static void check(String label, Runnable r) {
        try {
            r.run();
            System.out.println(label + ": no exception");
        } catch (NullPointerException e) {
            System.out.println(label + ": " + e.getMessage());
        }
    }

    static int lengthOf(String s) {
        return s.length();
    }

    static int twoArgs(int a, String b, long c, Object d) {
        return d.hashCode() + b.length();
    }

    static String nothing() {
        return null;
    }

    static Point[] points() {
        return null;
    }

    int useThisField() {
        return instPoint.x;
    }

    int useThisName() {
        return instName.length();
    }

    static void takesStringBuilder(StringBuilder sb, Object o, String s) {
        sb.append(o).append(s);
    }

    public static void main(String[] args) {
        check("local invoke", () -> {
            String s = null;
            s.length();
        });
        check("parameter invoke", () -> lengthOf(null));
        check("parameter 4", () -> twoArgs(1, "x", 2L, null));
        check("parameter 2", () -> twoArgs(1, null, 2L, "d"));
        check("static field invoke", () -> staticString.length());
        check("static field read", () -> System.out.println(staticPoint.x));
        check("static field write", () -> staticPoint.x = 3);
        check("static field long write", () -> staticPoint.big = 3L);
        check("field chain", () -> {
            Point p = new Point();
            System.out.println(p.next.next.x);
        });
        check("field chain deep", () -> {
            Point p = new Point();
            p.next = new Point();
            p.next.next = new Point();
            System.out.println(p.next.next.next.next.next.x);
        });
        check("method return", () -> Point.make().x = 1);
        check("virtual return", () -> new Point().get().get());
        check("nothing().length()", () -> nothing().length());
        check("int array load", () -> {
            int[] a = null;
            System.out.println(a[0]);
        });
        check("int array store", () -> {
            int[] a = null;
            a[1] = 5;
        });
        check("long array store", () -> {
            long[] a = null;
            a[1] = 5L;
        });
        check("double array load", () -> {
            double[] a = null;
            System.out.println(a[2]);
        });
        check("byte array load", () -> {
            byte[] a = null;
            System.out.println(a[2]);
        });
        check("boolean array store", () -> {
            boolean[] a = null;
            a[2] = true;
        });
        check("char array load", () -> {
            char[] a = null;
            System.out.println(a[2]);
        });
        check("short array store", () -> {
            short[] a = null;
            a[2] = 1;
        });
        check("float array load", () -> {
            float[] a = null;
            System.out.println(a[2]);
        });
        check("object array store", () -> {
            Object[] a = null;
            a[0] = "x";
        });
        check("object array load", () -> {
            String[] a = null;
            System.out.println(a[0]);
        });
        check("array length", () -> {
            int[] a = null;
            System.out.println(a.length);
        });
        check("static array length", () -> System.out.println(staticInts.length));
        check("array element invoke", () -> {
            String[] a = new String[4];
            a[3].length();
        });
        check("array element field", () -> {
            Point[] a = new Point[5];
            int i = 2;
            System.out.println(a[i].x);
        });
        check("2d array", () -> {
            int[][] m = new int[3][];
            m[1][2] = 4;
        });
        check("array from field", () -> {
            Point p = new Point();
            p.coords[0] = 1;
        });
        check("array from method", () -> System.out.println(points()[0]));
        check("array elem of field elem", () -> {
            Point p = new Point();
            p.kids = new Point[2];
            System.out.println(p.kids[1].name.length());
        });
        check("complex index", () -> {
            String[] a = new String[10];
            int i = 1;
            int j = 2;
            a[i + j].length();
        });
        check("throw null", () -> {
            RuntimeException e = null;
            throw e;
        });
        check("throw null literal", () -> {
            throw null;
        });
        check("synchronized", () -> {
            Object lock = null;
            synchronized (lock) {
                count++;
            }
        });
        check("interface invoke", () -> {
            Shape sh = null;
            System.out.println(sh.area());
        });
        check("unboxing", () -> {
            Integer boxed = null;
            int v = boxed;
            System.out.println(v);
        });
        check("unboxing long", () -> {
            Long boxed = null;
            long v = boxed + 1;
            System.out.println(v);
        });
        check("list invoke", () -> {
            List<String> list = null;
            list.size();
        });
        check("list element", () -> {
            List<String> list = new ArrayList<>();
            list.add(null);
            list.get(0).trim();
        });
        check("StringBuilder param", () -> takesStringBuilder(null, "o", "s"));
        check("this field", () -> new NpeMessages().useThisField());
        check("this name", () -> new NpeMessages().useThisName());
        check("ternary", () -> {
            String a = null;
            String b = null;
            String c = count > 100 ? a : b;
            c.length();
        });
        check("supplier", () -> {
            Supplier<String> sup = () -> null;
            sup.get().length();
        });
        check("equals arg", () -> {
            String s = null;
            System.out.println(s.equals("x"));
        });
        check("explicit new", () -> {
            throw new NullPointerException();
        });
        check("explicit message", () -> {
            throw new NullPointerException("custom");
        });
        check("requireNonNull", () -> java.util.Objects.requireNonNull(null));
        check("loop local", () -> {
            String[] words = {"a", null, "c"};
            int total = 0;
            for (String w : words) {
                total += w.length();
            }
            System.out.println(total);
        });
        check("catch rethrow", () -> {
            try {
                Object o = null;
                o.toString();
            } catch (NullPointerException e) {
                throw e;
            }
        });
        NullPointerException saved = null;
        try {
            Point p = null;
            p.name = "x";
        } catch (NullPointerException e) {
            saved = e;
        }
        System.out.println("toString: " + saved);
        saved.fillInStackTrace();
        System.out.println("after refill: " + saved.getMessage());
        try {
            Object o = null;
            o.hashCode();
        } catch (NullPointerException e) {
            e.setStackTrace(new StackTraceElement[0]);
            System.out.println("after setStackTrace: " + e.getMessage());
        }
    }
}
