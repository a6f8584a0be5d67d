// invokevirtual: overriding across several levels, calls through superclass-typed references,
// super-class methods inherited without override, final methods, static methods not dispatched.
public class VirtualDispatch {
    static class Animal {
        String name() { return "animal"; }
        String sound() { return "..."; }
        final String describe() { return name() + " says " + sound(); }
        static String kind() { return "Animal.kind"; }
        int legs() { return 4; }
    }

    static class Dog extends Animal {
        String name() { return "dog"; }
        String sound() { return "woof"; }
        static String kind() { return "Dog.kind"; }
    }

    static class Puppy extends Dog {
        String sound() { return "yip"; }
    }

    static class Bird extends Animal {
        String name() { return "bird"; }
        int legs() { return 2; }
    }

    static class Shape {
        double area() { return 0; }
    }

    static class Rect extends Shape {
        final double w, h;
        Rect(double w, double h) { this.w = w; this.h = h; }
        double area() { return w * h; }
    }

    static class Square extends Rect {
        Square(double s) { super(s, s); }
    }

    static class Circle extends Shape {
        final double r;
        Circle(double r) { this.r = r; }
        double area() { return 3 * r * r; }
    }

    public static void main(String[] args) {
        Animal[] zoo = {new Animal(), new Dog(), new Puppy(), new Bird()};
        for (Animal a : zoo) {
            System.out.println(a.describe() + " legs=" + a.legs() + " class=" + a.getClass().getName());
        }
        Animal a = new Dog();
        System.out.println(a.kind());
        System.out.println(Dog.kind());
        Shape[] shapes = {new Shape(), new Rect(2, 3), new Square(4), new Circle(1.5)};
        double total = 0;
        for (Shape s : shapes) {
            total += s.area();
            System.out.println(s.area());
        }
        System.out.println(total);
        // Megamorphic call site in a loop.
        int sum = 0;
        for (int i = 0; i < 1000; i++) {
            sum += zoo[i % zoo.length].legs();
        }
        System.out.println(sum);
    }
}
