// Enums defined by the test: values() (clones the $VALUES array), ordinal(), name(),
// toString(), compareTo, equals/==, enum fields, constructors and constant-specific bodies.
// (No switch on enums.)
public class Enums {
    enum Color { RED, GREEN, BLUE }

    enum Planet {
        MERCURY(3303, 2440), EARTH(59760, 6371), JUPITER(18990000, 69911);

        final long massE20;
        final int radiusKm;

        Planet(long massE20, int radiusKm) {
            this.massE20 = massE20;
            this.radiusKm = radiusKm;
        }

        long density() { return massE20 / radiusKm; }
    }

    enum Op {
        PLUS("+") {
            int apply(int a, int b) { return a + b; }
        },
        TIMES("*") {
            int apply(int a, int b) { return a * b; }
        },
        MINUS("-") {
            int apply(int a, int b) { return a - b; }
            public String toString() { return "minus!"; }
        };

        final String sym;

        Op(String sym) { this.sym = sym; }

        abstract int apply(int a, int b);
    }

    public static void main(String[] args) {
        for (Color c : Color.values()) {
            System.out.println(c + " " + c.name() + " " + c.ordinal());
        }
        Color[] vs = Color.values();
        vs[0] = null;  // values() returns a fresh copy each time
        System.out.println(Color.values()[0]);
        System.out.println(Color.values().length);
        System.out.println(Color.RED == Color.values()[0]);
        System.out.println(Color.RED.equals(Color.GREEN));
        System.out.println(Color.RED.compareTo(Color.BLUE));
        System.out.println(Color.BLUE.compareTo(Color.GREEN));
        for (Planet p : Planet.values()) {
            System.out.println(p.name() + " " + p.density());
        }
        for (Op op : Op.values()) {
            System.out.println(op + " " + op.sym + " " + op.apply(6, 7) + " " + op.ordinal());
        }
        System.out.println(Op.PLUS.getClass() == Op.class);
        System.out.println(Color.RED.getClass().getName());
        Color c = Color.GREEN;
        String desc = c == Color.RED ? "warm" : c == Color.GREEN ? "natural" : "cool";
        System.out.println(desc);
        System.out.println(Color.BLUE.hashCode() == Color.BLUE.hashCode());
    }
}
