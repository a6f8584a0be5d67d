// Method references to varargs methods and with varargs functional interfaces (javac adapts
// through a synthetic lambda), overloads and generic arrays.
public class LambdaVarargs {
    interface Two { String apply(String a, String b); }
    interface None { String apply(); }
    interface ArrFn { String apply(String[] a); }
    interface VarFn { int apply(int... xs); }
    interface IntPair { int apply(int a, int b); }

    static String join(String... parts) {
        StringBuilder sb = new StringBuilder();
        for (String p : parts) sb.append('[').append(p).append(']');
        return sb.toString() + parts.length;
    }

    static int sum(int... xs) {
        int s = 0;
        for (int x : xs) s += x;
        return s;
    }

    static String pick(Object o) { return "object"; }
    static String pick(String s) { return "string"; }

    public static void main(String[] args) {
        Two two = LambdaVarargs::join;
        None none = LambdaVarargs::join;
        ArrFn arr = LambdaVarargs::join;
        System.out.println(two.apply("a", "b") + " " + none.apply() + " " + arr.apply(new String[] {"x", "y", "z"}));
        VarFn v = LambdaVarargs::sum;
        System.out.println(v.apply() + " " + v.apply(1) + " " + v.apply(1, 2, 3));
        VarFn lam = xs -> xs.length;
        System.out.println(lam.apply(4, 5, 6, 7));
        IntPair ip = LambdaVarargs::sum;
        System.out.println(ip.apply(20, 22));
        java.util.function.Function<String, String> p1 = LambdaVarargs::pick;
        java.util.function.Function<Object, String> p2 = LambdaVarargs::pick;
        System.out.println(p1.apply("s") + " " + p2.apply("s"));
    }
}
