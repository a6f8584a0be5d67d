// Record features: compact and canonical constructors, extra constructors, static members,
// interfaces, overridden accessors and methods, local records, records in interfaces.
public class RecordFeatures {
    interface Shape { double area(); default String kind() { return getClass().getSimpleName(); } }

    record Circle(double r) implements Shape {
        Circle {
            if (r < 0) throw new IllegalArgumentException("negative radius " + r);
        }
        public double area() { return Math.PI * r * r; }
    }

    record Rect(double w, double h) implements Shape, Comparable<Rect> {
        static int created;
        static final Rect UNIT = new Rect(1, 1);
        Rect {
            created++;
        }
        Rect(double side) { this(side, side); }
        static Rect square(double s) { return new Rect(s); }
        public double area() { return w * h; }
        public int compareTo(Rect o) { return Double.compare(area(), o.area()); }
    }

    record Range(int lo, int hi) {
        Range {
            if (lo > hi) {
                int t = lo;
                lo = hi;
                hi = t;
            }
        }
        int length() { return hi - lo; }
    }

    record Named(String name) {
        public Named(String name) {
            this.name = name == null ? "anonymous" : name.trim();
        }
        public String name() { return "<" + name + ">"; }
    }

    record Custom(int a, int b) {
        public String toString() { return "Custom(" + a + "/" + b + ")"; }
        public boolean equals(Object o) { return o instanceof Custom c && c.a == a; }
        public int hashCode() { return a; }
    }

    interface Holder {
        record Inside(String v) { }
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Circle(1), new Rect(2, 3), Rect.square(2), Rect.UNIT};
        for (Shape s : shapes) System.out.println(s + " " + s.kind() + " " + s.area());
        System.out.println("created " + Rect.created);
        System.out.println(new Rect(2, 3).compareTo(new Rect(1, 7)));
        try {
            new Circle(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        Range r = new Range(9, 3);
        System.out.println(r + " " + r.length() + " " + r.equals(new Range(3, 9)));
        Named n = new Named("  bob ");
        System.out.println(n + " " + n.name() + " " + new Named(null));
        Custom c = new Custom(1, 2);
        System.out.println(c + " " + c.equals(new Custom(1, 3)) + " " + c.hashCode());
        System.out.println(new Holder.Inside("in"));
        record Local(String what, int count) {
            String twice() { return what.repeat(count); }
        }
        Local l = new Local("ab", 3);
        System.out.println(l + " " + l.twice() + " " + l.hashCode());
        Object o = new Rect(4, 5);
        if (o instanceof Rect rr && rr.w() < rr.h()) System.out.println("pattern " + rr.w());
        System.out.println(o.getClass().isRecord() + " " + o.getClass().getSuperclass().getName() + " " + "x".getClass().isRecord());
    }
}
