// Non-static inner classes: implicit outer reference (this$0), Outer.this.field, inner
// instance created from outside with outer.new Inner(), inner classes of inner classes,
// inner classes reading and writing private outer fields and calling private methods.
public class InnerClasses {
    private int counter = 100;
    private String name;

    InnerClasses(String name) { this.name = name; }

    private int bump(int by) { counter += by; return counter; }

    class Inner {
        int counter = 1;  // shadows the outer field

        int both() { return counter * 1000 + InnerClasses.this.counter; }

        void poke() { bump(5); InnerClasses.this.counter++; }

        class Deeper {
            String path() { return name + ">" + counter + ">" + InnerClasses.this.counter; }
        }
    }

    class Sub extends Inner {
        int both() { return -super.both(); }
    }

    static class StaticNested {
        private int secret = 7;
        int peek(InnerClasses o) { return o.counter + secret; }
    }

    public static void main(String[] args) {
        InnerClasses outer = new InnerClasses("outer");
        Inner in = outer.new Inner();
        System.out.println(in.both());
        in.poke();
        System.out.println(in.both());
        Inner.Deeper d = in.new Deeper();
        System.out.println(d.path());
        InnerClasses other = new InnerClasses("other");
        Inner in2 = other.new Inner();
        in2.counter = 9;
        System.out.println(in2.new Deeper().path());
        System.out.println(outer.new Sub().both());
        StaticNested sn = new StaticNested();
        System.out.println(sn.peek(outer));
        System.out.println(sn.secret);
        System.out.println(outer.counter);
    }
}
