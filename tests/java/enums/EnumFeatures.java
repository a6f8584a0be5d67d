// Enums with constructors, fields, constant-specific bodies and abstract methods, interfaces,
// static state, values()/valueOf/ordinal/compareTo/name, and lambdas in enum constants.
public class EnumFeatures {
    interface Op { int apply(int a, int b); }

    enum Planet {
        MERCURY(3.303e+23, 2.4397e6), EARTH(5.976e+24, 6.37814e6), JUPITER(1.9e+27, 7.1492e7);
        private final double mass, radius;
        Planet(double mass, double radius) { this.mass = mass; this.radius = radius; }
        double surfaceGravity() { return 6.67300E-11 * mass / (radius * radius); }
    }

    enum Arith implements Op {
        PLUS("+") { public int apply(int a, int b) { return a + b; } },
        MINUS("-") { public int apply(int a, int b) { return a - b; } },
        TIMES("*") {
            public int apply(int a, int b) { return a * b; }
            public String toString() { return "times"; }
        };
        final String symbol;
        Arith(String symbol) { this.symbol = symbol; }
    }

    enum Shape {
        SQUARE { double area(double s) { return s * s; } },
        CIRCLE { double area(double s) { return Math.PI * s * s; } };
        abstract double area(double size);
    }

    enum Lazy {
        A, B, C;
        static final Lazy[] CACHE = values();
        static int count;
        static { count = CACHE.length; }
        Lazy next() { return CACHE[(ordinal() + 1) % CACHE.length]; }
    }

    enum Fn {
        DOUBLE(x -> x * 2), NEGATE(x -> -x), SQUARE(Fn::sq);
        interface IntFn { int apply(int x); }
        final IntFn f;
        Fn(IntFn f) { this.f = f; }
        static int sq(int x) { return x * x; }
    }

    enum Single { INSTANCE; int counter; int next() { return ++counter; } }

    public static void main(String[] args) {
        for (Planet p : Planet.values()) System.out.println(p + " " + p.ordinal() + " " + (float) p.surfaceGravity());
        for (Arith a : Arith.values()) System.out.println(a.name() + " " + a + " " + a.symbol + " " + a.apply(6, 3) + " " + (a.getClass() == Arith.class) + " " + (a.getDeclaringClass() == Arith.class));
        Op op = Arith.MINUS;
        System.out.println(op.apply(10, 4));
        for (Shape s : Shape.values()) System.out.println(s + " " + s.area(2));
        System.out.println(Lazy.count + " " + Lazy.A.next() + " " + Lazy.C.next());
        for (Fn f : Fn.values()) System.out.print(f + "=" + f.f.apply(7) + " ");
        System.out.println();
        System.out.println(Single.INSTANCE.next() + " " + Single.INSTANCE.next());
        System.out.println(Planet.valueOf("EARTH") + " " + Arith.valueOf("TIMES").name() + " " + Enum.valueOf(Shape.class, "CIRCLE"));
        try {
            Planet.valueOf("PLUTO");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Planet.valueOf(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException " + e.getMessage());
        }
        Planet[] v1 = Planet.values(), v2 = Planet.values();
        System.out.println((v1 != v2) + " " + v1.length + " " + (v1[0] == v2[0]));
        v1[0] = null;
        System.out.println(Planet.values()[0]);
        System.out.println(Planet.EARTH.compareTo(Planet.JUPITER) + " " + Planet.JUPITER.compareTo(Planet.MERCURY) + " " + Planet.EARTH.equals(Planet.EARTH));
        System.out.println(Arith.PLUS instanceof Op);
        System.out.println(Shape.class.isEnum() + " " + Shape.SQUARE.getClass().isEnum() + " " + Shape.SQUARE.getDeclaringClass().getSimpleName());
        Shape[] consts = Shape.class.getEnumConstants();
        System.out.println(consts.length + " " + consts[1]);
    }
}
