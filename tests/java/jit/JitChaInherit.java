// minivm-flags: -Xjit:threshold=50
// Virtual call sites that class hierarchy analysis keys by the receiver's class id: receivers
// of classes loaded after the site was compiled that inherit one of its implementations (the
// site's fallback finds it by the selected method), that override it (the ordinary call), and
// a site with more classes than it keys by id (keyed by the selected method instead).
public class JitChaInherit {
    static class Animal {
        int legs() { return 4; }
    }
    static class Bird extends Animal {
        int legs() { return 2; }
    }
    static class Dog extends Animal {
        int weight;
        Dog(int w) { weight = w; }
    }
    // Loaded only after sum() was compiled.
    static class Puppy extends Dog {
        Puppy() { super(3); }
    }
    static class Penguin extends Bird { }
    static class Snake extends Animal {
        int legs() { return 0; }
    }
    static abstract class Insect extends Animal {
        abstract int wings();
        int legs() { return 6 + wings(); }
    }
    static class Ant extends Insect {
        int wings() { return 0; }
    }
    static class Bee extends Insect {
        int wings() { return 4; }
    }

    // Many classes sharing two implementations.
    static class V0 { int v() { return 1; } }
    static class V1 extends V0 { }
    static class V2 extends V0 { }
    static class V3 extends V0 { }
    static class V4 extends V0 { }
    static class V5 extends V0 { int v() { return 7; } }
    static class V6 extends V5 { }
    static class V7 extends V5 { }
    static class V8 extends V5 { }
    static class V9 extends V0 { }

    static int sum(Animal[] a) {
        int s = 0;
        for (Animal x : a) s += x.legs();
        return s;
    }

    static int sumV(V0[] a) {
        int s = 0;
        for (V0 x : a) s += x.v();
        return s;
    }

    static Animal early(int i) {
        switch (i % 3) {
            case 0: return new Animal();
            case 1: return new Bird();
            default: return new Dog(i);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("warm " + new Animal().legs() + " " + new Bird().legs() + " " + new Dog(1).legs());
        Animal[] a = new Animal[90];
        for (int i = 0; i < a.length; i++) a[i] = early(i);
        long t = 0;
        for (int r = 0; r < 300; r++) t += sum(a);
        System.out.println("early " + t);

        // Classes loaded now: inheriting, overriding, and below an abstract class.
        Animal[] later = {new Puppy(), new Penguin(), new Snake(), new Ant(), new Bee(), new Dog(2), new Bird()};
        t = 0;
        for (int r = 0; r < 300; r++) t += sum(later);
        System.out.println("later " + t);
        Animal p = (Animal) Class.forName("JitChaInherit$Puppy").getDeclaredConstructor().newInstance();
        System.out.println("reflected " + sum(new Animal[] {p, p, new Penguin()}));

        V0[] vs = {new V0(), new V1(), new V2(), new V3(), new V4(), new V5(), new V6(), new V7(), new V8(), new V9()};
        t = 0;
        for (int r = 0; r < 300; r++) t += sumV(vs);
        System.out.println("ten classes " + t);
    }
}
