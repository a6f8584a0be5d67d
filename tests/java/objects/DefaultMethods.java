// Default methods: inherited defaults, overriding defaults, diamond resolution (the most
// specific default wins), class methods win over defaults, X.super.m() calls (invokespecial
// on an interface), private interface methods, abstract re-declaration, static methods.
public class DefaultMethods {
    interface Greeter {
        default String greet() { return "Hello from Greeter, " + name(); }
        String name();
        private String secret() { return "secret-" + name(); }
        default String reveal() { return secret(); }
        static String util() { return "Greeter.util"; }
    }

    interface LoudGreeter extends Greeter {
        default String greet() { return "HELLO from LoudGreeter, " + name(); }
    }

    interface PoliteGreeter extends Greeter {
    }

    // Diamond: LoudGreeter is more specific than Greeter, so its default wins.
    static class Diamond implements PoliteGreeter, LoudGreeter {
        public String name() { return "Diamond"; }
    }

    interface Left {
        default String side() { return "left"; }
    }

    interface Right {
        default String side() { return "right"; }
    }

    // Conflicting defaults must be resolved explicitly.
    static class Both implements Left, Right {
        public String side() { return Left.super.side() + "+" + Right.super.side(); }
    }

    static class Parent {
        public String greet() { return "Parent.greet"; }
    }

    // The superclass method wins over the interface default.
    static class Child extends Parent implements Greeter {
        public String name() { return "Child"; }
    }

    static class Plain implements Greeter {
        public String name() { return "Plain"; }
    }

    static class Overrider implements LoudGreeter {
        public String name() { return "Overrider"; }
        public String greet() { return "Overrider: " + LoudGreeter.super.greet(); }
    }

    interface Counter {
        int get();
        default int plus(int k) { return get() + k; }
        default int twicePlus(int k) { return plus(k) + plus(k); }
    }

    static class Ten implements Counter {
        public int get() { return 10; }
    }

    static class TenOverride extends Ten {
        public int plus(int k) { return 1000 + k; }
    }

    public static void main(String[] args) {
        System.out.println(new Plain().greet());
        System.out.println(new Diamond().greet());
        System.out.println(new Both().side());
        System.out.println(new Child().greet());
        Greeter g = new Child();
        System.out.println(g.greet());
        System.out.println(new Overrider().greet());
        System.out.println(new Plain().reveal());
        System.out.println(Greeter.util());
        Counter c = new Ten();
        System.out.println(c.plus(5));
        System.out.println(c.twicePlus(1));
        Counter c2 = new TenOverride();
        System.out.println(c2.twicePlus(1));
        Left l = new Both();
        System.out.println(l.side());
    }
}
