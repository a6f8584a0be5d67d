// Constructor chains: this(...) delegation, super(...) with arguments, field initializers and
// instance initializer blocks running after super() and before the constructor body,
// virtual call from a superclass constructor seeing default field values.
public class Constructors {
    static StringBuilder log = new StringBuilder();

    static class A {
        int a = init("A.field");
        {
            log.append("A.block ");
        }
        A() {
            this(0);
            log.append("A() ");
        }
        A(int x) {
            log.append("A(int) ");
            describe();
        }
        void describe() { log.append("A.describe "); }
        static int init(String what) { log.append(what).append(' '); return 1; }
    }

    static class B extends A {
        int b = init("B.field");
        String s = "set";
        B() {
            super();
            log.append("B() ");
        }
        B(String x) {
            super(x.length());
            log.append("B(String) ");
        }
        void describe() { log.append("B.describe(s=").append(s).append(",b=").append(b).append(") "); }
    }

    static class C extends B {
        final int c;
        C(int c) {
            this.c = c;
            log.append("C(int) ");
        }
    }

    static class Point {
        final int x, y;
        Point(int x, int y) { this.x = x; this.y = y; }
        Point() { this(-1, -1); }
        Point(Point other) { this(other.x + 1, other.y + 1); }
        public String toString() { return "(" + x + "," + y + ")"; }
    }

    public static void main(String[] args) {
        new A();
        System.out.println(log);
        log = new StringBuilder();
        new B();
        System.out.println(log);
        log = new StringBuilder();
        new B("four");
        System.out.println(log);
        log = new StringBuilder();
        C c = new C(42);
        System.out.println(log);
        System.out.println(c.c + c.a + c.b);
        System.out.println(new Point());
        System.out.println(new Point(3, 4));
        System.out.println(new Point(new Point(3, 4)));
    }
}
