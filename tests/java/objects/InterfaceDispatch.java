// invokeinterface: a class implementing several interfaces, interface inheritance, the same
// interface implemented at different levels of a class hierarchy, interface-typed arrays,
// Object methods called through an interface reference, static interface methods.
public class InterfaceDispatch {
    interface Shape {
        double area();
        String name();
    }

    interface Scalable {
        Scalable scale(int k);
    }

    interface Solid extends Shape {
        double volume();
    }

    interface Util {
        static int twice(int x) { return 2 * x; }
    }

    static class Sq implements Shape, Scalable {
        final int s;
        Sq(int s) { this.s = s; }
        public double area() { return s * s; }
        public String name() { return "Sq" + s; }
        public Scalable scale(int k) { return new Sq(s * k); }
        public String toString() { return "Sq(" + s + ")"; }
    }

    static class Cube extends Sq implements Solid {
        Cube(int s) { super(s); }
        public double volume() { return s * area(); }
        public String name() { return "Cube" + s; }
        public Scalable scale(int k) { return new Cube(s * k); }
    }

    static abstract class Base implements Shape {
        public String name() { return "Base-" + getClass().getName(); }
    }

    static class Tri extends Base {
        public double area() { return 0.5; }
    }

    static double totalArea(Shape[] shapes) {
        double t = 0;
        for (Shape s : shapes) t += s.area();
        return t;
    }

    public static void main(String[] args) {
        Shape[] shapes = {new Sq(2), new Cube(3), new Tri()};
        for (Shape s : shapes) {
            System.out.println(s.name() + " " + s.area());
        }
        System.out.println(totalArea(shapes));
        Solid solid = new Cube(2);
        System.out.println(solid.volume() + " " + solid.area() + " " + solid.name());
        Scalable sc = new Cube(1);
        Scalable bigger = sc.scale(5);
        System.out.println(((Shape) bigger).name());
        System.out.println(bigger.toString());
        Shape shape = new Sq(7);
        System.out.println(shape.toString());
        System.out.println(shape.equals(shape));
        System.out.println(shape.equals(new Sq(7)));
        System.out.println(Util.twice(21));
        System.out.println(shape instanceof Scalable);
        System.out.println(shape instanceof Solid);
        System.out.println(solid instanceof Scalable);
        Object o = new Tri();
        System.out.println(o instanceof Shape);
        System.out.println(o instanceof Scalable);
        int count = 0;
        for (int i = 0; i < 300; i++) {
            count += (int) shapes[i % 3].area();
        }
        System.out.println(count);
    }
}
