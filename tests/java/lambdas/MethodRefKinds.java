// Method references of all kinds: static, bound, unbound, super, interface, constructor, array.
public class MethodRefKinds {
    interface Fn<A, B> { B apply(A a); }
    interface Fn2<A, B, C> { C apply(A a, B b); }
    interface Sup<T> { T get(); }
    interface IntFn<R> { R apply(int n); }

    interface Shape { double area(); default String describe() { return "shape of area " + area(); } }
    static class Sq implements Shape {
        final double side;
        Sq(double side) { this.side = side; }
        public double area() { return side * side; }
        public String toString() { return "Sq(" + side + ")"; }
    }
    static class Base {
        String who() { return "Base"; }
    }
    static class Derived extends Base {
        String who() { return "Derived"; }
        Sup<String> superWho() { return super::who; }
        Sup<String> thisWho() { return this::who; }
    }
    static class Point {
        final int x, y;
        Point() { this(0, 0); }
        Point(int x) { this(x, x); }
        Point(int x, int y) { this.x = x; this.y = y; }
        public String toString() { return "(" + x + "," + y + ")"; }
    }
    class Inner {
        public String toString() { return "Inner of " + tag; }
    }
    final String tag;
    MethodRefKinds(String tag) { this.tag = tag; }
    Sup<Inner> innerMaker() { return Inner::new; }

    static String shout(String s) { return s.toUpperCase() + "!"; }
    private static int privateTwice(int x) { return 2 * x; }
    private String privateInstance(String s) { return tag + ":" + s; }

    public static void main(String[] args) {
        Fn<String, String> st = MethodRefKinds::shout;
        System.out.println(st.apply("hey"));
        Fn<Integer, Integer> pt = MethodRefKinds::privateTwice;
        System.out.println(pt.apply(21));
        String hello = "hello";
        Sup<Integer> boundLen = hello::length;
        Fn<String, Boolean> boundStarts = hello::startsWith;
        System.out.println(boundLen.get() + " " + boundStarts.apply("he") + " " + boundStarts.apply("lo"));
        MethodRefKinds mk = new MethodRefKinds("T");
        Fn<String, String> pi = mk::privateInstance;
        System.out.println(pi.apply("x"));
        Fn<String, Integer> unboundLen = String::length;
        Fn2<String, String, String> concat = String::concat;
        Fn<Object, String> toStr = Object::toString;
        System.out.println(unboundLen.apply("four") + " " + concat.apply("con", "cat") + " " + toStr.apply(new Sq(2)));
        Fn<CharSequence, Integer> ifaceLen = CharSequence::length;
        System.out.println(ifaceLen.apply("sb") + " " + ifaceLen.apply(new StringBuilder("abc")));
        Fn<Shape, Double> area = Shape::area;
        Fn<Shape, String> desc = Shape::describe;
        System.out.println(area.apply(new Sq(3)) + " / " + desc.apply(new Sq(1.5)));
        Derived d = new Derived();
        System.out.println(d.superWho().get() + " " + d.thisWho().get());
        Fn<Base, String> virt = Base::who;
        System.out.println(virt.apply(new Base()) + " " + virt.apply(d));
        Sup<Point> p0 = Point::new;
        IntFn<Point> p1 = Point::new;
        Fn2<Integer, Integer, Point> p2 = Point::new;
        System.out.println(p0.get() + " " + p1.apply(4) + " " + p2.apply(5, 6));
        Fn<Double, Shape> sqNew = Sq::new;
        System.out.println(sqNew.apply(2.5).area());
        Sup<Inner> innerNew = mk.innerMaker();
        System.out.println(innerNew.get());
        IntFn<int[]> intArr = int[]::new;
        IntFn<String[]> strArr = String[]::new;
        IntFn<long[][]> longArr2 = long[][]::new;
        int[] ia = intArr.apply(3);
        String[] sa = strArr.apply(2);
        long[][] la = longArr2.apply(4);
        System.out.println(ia.length + " " + sa.length + " " + la.length + " " + sa.getClass().getName() + " " + la.getClass().getName());
        Fn<int[], int[]> cloner = int[]::clone;
        int[] src = {5, 6, 7};
        int[] cl = cloner.apply(src);
        System.out.println((cl != src) + " " + cl[2]);
        Fn<Integer, String> ts = Integer::toHexString;
        Fn<String, Integer> parse = Integer::parseInt;
        System.out.println(ts.apply(255) + " " + (parse.apply("-12") + 1));
        Fn<Object, Integer> hc = Object::hashCode;
        System.out.println(hc.apply("abc"));
    }
}
