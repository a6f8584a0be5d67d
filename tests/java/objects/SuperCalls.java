// invokespecial for super.method() across several levels, super calls that themselves call
// overridden methods (dispatching virtually again), and super.toString()/equals of Object.
public class SuperCalls {
    static class Base {
        String who() { return "Base"; }
        String chain() { return "Base.chain(" + who() + ")"; }
        int value() { return 1; }
    }

    static class Mid extends Base {
        String who() { return "Mid"; }
        String chain() { return "Mid.chain>" + super.chain(); }
        int value() { return super.value() * 10 + 2; }
    }

    static class Leaf extends Mid {
        String who() { return "Leaf"; }
        String chain() { return "Leaf.chain>" + super.chain(); }
        int value() { return super.value() * 10 + 3; }
        String baseWho() { return super.who(); }
    }

    static class Named {
        final String n;
        Named(String n) { this.n = n; }
        public String toString() { return "Named:" + n; }
        public boolean equals(Object o) { return o instanceof Named && ((Named) o).n.equals(n); }
        public int hashCode() { return n.hashCode(); }
    }

    static class Tagged extends Named {
        Tagged(String n) { super(n); }
        public String toString() { return "Tagged[" + super.toString() + "]"; }
        public boolean equals(Object o) { return o instanceof Tagged && super.equals(o); }
    }

    public static void main(String[] args) {
        Leaf l = new Leaf();
        System.out.println(l.chain());
        System.out.println(l.value());
        System.out.println(l.baseWho());
        Base b = l;
        System.out.println(b.chain());
        System.out.println(new Mid().chain());
        System.out.println(new Mid().value());
        System.out.println(new Tagged("t"));
        System.out.println(new Named("x").equals(new Named("x")));
        System.out.println(new Named("x").equals(new Tagged("x")));
        System.out.println(new Tagged("x").equals(new Named("x")));
        System.out.println(new Tagged("x").equals(new Tagged("x")));
        System.out.println(new Tagged("abc").hashCode());
    }
}
