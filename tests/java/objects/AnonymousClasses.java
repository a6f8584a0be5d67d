// Anonymous classes: implementing interfaces and extending classes (with constructor args),
// capturing effectively final locals and parameters, accessing outer instance fields,
// anonymous classes created in a loop each capturing a different value.
public class AnonymousClasses {
    interface IntOp {
        int apply(int x);
    }

    static abstract class Greeting {
        final String prefix;
        Greeting(String prefix) { this.prefix = prefix; }
        abstract String greet(String who);
    }

    int scale = 3;

    IntOp scaler() {
        return new IntOp() {
            public int apply(int x) { return x * scale; }
        };
    }

    static IntOp adder(final int k) {
        return new IntOp() {
            public int apply(int x) { return x + k; }
        };
    }

    static IntOp compose(final IntOp f, final IntOp g) {
        return new IntOp() {
            public int apply(int x) { return f.apply(g.apply(x)); }
            public String toString() { return "composed"; }
        };
    }

    public static void main(String[] args) {
        IntOp square = new IntOp() {
            public int apply(int x) { return x * x; }
        };
        System.out.println(square.apply(12));
        System.out.println(adder(5).apply(10));
        IntOp c = compose(square, adder(1));
        System.out.println(c.apply(4));
        System.out.println(c);
        AnonymousClasses o = new AnonymousClasses();
        IntOp s = o.scaler();
        System.out.println(s.apply(7));
        o.scale = 10;
        System.out.println(s.apply(7));
        String suffix = "!";
        Greeting g = new Greeting("Hi ") {
            String greet(String who) { return prefix + who + suffix; }
        };
        System.out.println(g.greet("there"));
        IntOp[] ops = new IntOp[5];
        for (int i = 0; i < ops.length; i++) {
            final int captured = i * i;
            ops[i] = new IntOp() {
                public int apply(int x) { return x + captured; }
            };
        }
        int sum = 0;
        for (IntOp op : ops) sum += op.apply(100);
        System.out.println(sum);
        Object anon = new Object() {
            public String toString() { return "anon-object"; }
        };
        System.out.println(anon);
        System.out.println(anon.getClass().getName());
        System.out.println(square.getClass().getName());
    }
}
