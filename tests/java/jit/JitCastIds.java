// minivm-flags: -Xjit:threshold=50
// checkcast and instanceof compiled while few classes are loaded (compiled code first compares
// the object's class id with those of the loaded classes that pass), then objects of classes
// loaded later, subclasses, interfaces, arrays, strings and nulls through the same sites.
public class JitCastIds {
    static abstract class Shape {
        abstract int area();
    }
    static class Sq extends Shape {
        final int s;
        Sq(int s) { this.s = s; }
        int area() { return s * s; }
    }
    static final class Rect extends Shape {
        final int w, h;
        Rect(int w, int h) { this.w = w; this.h = h; }
        int area() { return w * h; }
    }
    static class LateSq extends Sq {          // first used after the sites are hot
        LateSq(int s) { super(s); }
        int area() { return s + 1; }
    }
    static final class LateTri extends Shape {
        int area() { return 7; }
    }
    interface Named {
        String name();
    }
    static final class Plain implements Named {
        public String name() { return "plain"; }
    }
    static final class NamedSq extends LateSq implements Named {
        NamedSq(int s) { super(s); }
        public String name() { return "sq" + s; }
    }
    static final class Other {
    }

    static int sumAreas(Object[] a) {
        int sum = 0;
        for (Object o : a)
            if (o != null) sum += ((Shape) o).area();
        return sum;
    }

    static int countSq(Object[] a) {
        int n = 0;
        for (Object o : a)
            if (o instanceof Sq) n++;
        return n;
    }

    static int countNamed(Object[] a) {
        int n = 0;
        for (Object o : a)
            if (o instanceof Named) n++;
        return n;
    }

    static String names(Object[] a) {
        StringBuilder sb = new StringBuilder();
        for (Object o : a)
            if (o instanceof Named) sb.append(((Named) o).name()).append(' ');
        return sb.toString();
    }

    static String asShape(Object o) {
        try {
            Shape s = (Shape) o;
            return s == null ? "null" : "area " + s.area();
        } catch (ClassCastException e) {
            return "CCE";
        }
    }

    static String asRect(Object o) {
        try {
            Rect r = (Rect) o;
            return r == null ? "null" : "rect " + r.w;
        } catch (ClassCastException e) {
            return "CCE";
        }
    }

    static String asNamed(Object o) {
        try {
            Named n = (Named) o;
            return n == null ? "null" : n.name();
        } catch (ClassCastException e) {
            return "CCE";
        }
    }

    static String asShapes(Object o) {
        try {
            Shape[] s = (Shape[]) o;
            return s == null ? "null" : "shapes " + s.length;
        } catch (ClassCastException e) {
            return "CCE";
        }
    }

    static String all(Object o) {
        return asShape(o) + "/" + asRect(o) + "/" + asNamed(o) + "/" + asShapes(o) + "/" + (o instanceof Shape) + "/"
                + (o instanceof Sq) + "/" + (o instanceof Named) + "/" + (o instanceof Object[]);
    }

    public static void main(String[] args) {
        Object[] early = {new Sq(2), new Rect(2, 3), null, new Sq(3), new Rect(1, 1)};
        Object[] named = {new Plain(), "text", new Sq(1), new Plain()};
        long check = 0;
        for (int i = 0; i < 20000; i++) {
            check += sumAreas(early) + countSq(early) + countNamed(named);
            if (i % 1000 == 0) {
                check += names(named).length();
                check += all(early[i % early.length]).length() + all(named[i % named.length]).length();
                check += all(new Shape[1]).length() + all(new Rect[0]).length();
            }
        }
        System.out.println("early " + check);
        System.out.println(all(new Sq(4)) + " " + all(new Rect(5, 6)) + " " + all(null) + " " + all("s"));

        // Classes loaded now, after the sites were compiled.
        Object[] late = {new LateSq(5), new LateTri(), new NamedSq(6), new Sq(2), new Rect(3, 3)};
        Object[] lateNamed = {new NamedSq(7), new Plain(), new LateSq(1), new Other()};
        long check2 = 0;
        for (int i = 0; i < 20000; i++) {
            check2 += sumAreas(late) + countSq(late) + countNamed(lateNamed);
            if (i % 1000 == 0) check2 += names(lateNamed).length();
        }
        System.out.println("late " + check2);
        Object[] probes = {new LateSq(2), new LateTri(), new NamedSq(3), new Other(), new int[2], new Object[1],
                           new Sq[2], new NamedSq[1], new Object(), null, "str", new Plain()};
        for (Object o : probes) System.out.println(all(o));
        try {
            sumAreas(new Object[] {new Sq(1), new Other()});
        } catch (ClassCastException e) {
            System.out.println("caught " + e.getClass().getName());
        }
    }
}
