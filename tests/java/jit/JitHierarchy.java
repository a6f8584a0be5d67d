// Virtual and interface calls in compiled code stay right when classes loaded later add new
// overriding methods (a call site that saw one receiver class now sees others).
public class JitHierarchy {
    interface Op { int apply(int x); }
    static class Add implements Op { public int apply(int x) { return x + 1; } }
    static class Animal { String name() { return "animal"; } int legs() { return 4; } }
    static class Bird extends Animal { String name() { return "bird"; } int legs() { return 2; } }
    static class Snake extends Animal { int legs() { return 0; } }

    static int total(Animal a, int n) {
        int s = 0;
        for (int i = 0; i < n; i++) s += a.legs();
        return s;
    }

    static int run(Op op, int n) {
        int x = 0;
        for (int i = 0; i < n; i++) x = op.apply(x);
        return x;
    }

    public static void main(String[] args) throws Exception {
        Animal a = new Animal();
        System.out.println(total(a, 100000) + " " + a.name());
        Op add = new Add();
        System.out.println(run(add, 100000));
        // Loaded only now: new overriders of methods already compiled against one class.
        Animal b = (Animal) Class.forName("JitHierarchy$Bird").getDeclaredConstructor().newInstance();
        Animal s = new Snake();
        System.out.println(total(b, 1000) + " " + total(s, 1000) + " " + b.name() + " " + s.name());
        Op twice = new Op() { public int apply(int x) { return x * 2 + 1; } };
        System.out.println(run(twice, 20) + " " + run(add, 5));
        Op lambda = x -> x - 3;
        System.out.println(run(lambda, 10));
    }
}
