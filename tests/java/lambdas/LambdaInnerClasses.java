// Lambdas in inner, local and anonymous classes: capture of the enclosing instances and of
// locals, and calls to private members across the nest (the lambda class is a nestmate).
public class LambdaInnerClasses {
    interface Sup<T> { T get(); }
    interface Fn { int apply(int x); }

    private int secret = 7;
    private static String hidden() { return "hidden"; }
    private int bump(int by) { secret += by; return secret; }

    class Inner {
        private final int own = 100;
        Sup<String> view() {
            return () -> "inner sees secret=" + secret + " own=" + own + " " + hidden();
        }
        Fn bumper() { return LambdaInnerClasses.this::bump; }
        class Deeper {
            Sup<Integer> sum() { return () -> secret + own; }
        }
    }

    static class Nested {
        private final String tag;
        Nested(String tag) { this.tag = tag; }
        Sup<String> tagged(LambdaInnerClasses outer) {
            return () -> tag + outer.secret;
        }
        private static int helper(int x) { return x * 11; }
    }

    Sup<String> local(int param) {
        class Local {
            private final int base = param * 2;
            Sup<String> make(String s) { return () -> s + base + secret; }
        }
        return new Local().make("local:");
    }

    Sup<String> anonymous() {
        String text = "anon";
        return new Sup<String>() {
            private int calls;
            public String get() {
                Sup<String> s = () -> text + (++calls) + secret;
                return s.get();
            }
        };
    }

    public static void main(String[] args) {
        LambdaInnerClasses o = new LambdaInnerClasses();
        Inner in = o.new Inner();
        System.out.println(in.view().get());
        Fn b = in.bumper();
        System.out.println(b.apply(3) + " " + b.apply(4));
        System.out.println(in.view().get());
        Inner.Deeper dp = in.new Deeper();
        System.out.println(dp.sum().get());
        System.out.println(new Nested("n").tagged(o).get());
        Fn h = Nested::helper;
        System.out.println(h.apply(3));
        System.out.println(o.local(5).get());
        Sup<String> an = o.anonymous();
        System.out.println(an.get() + " " + an.get());
    }
}
