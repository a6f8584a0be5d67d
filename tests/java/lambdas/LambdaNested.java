// Nested lambdas, currying, lambdas returning and capturing lambdas.
public class LambdaNested {
    interface F<A, B> { B apply(A a); }
    interface IntF { int apply(int x); }
    interface Curried { IntF with(int a); }
    interface Thunk<T> { T get(); }

    static <A, B, C> F<A, C> compose(F<A, B> f, F<B, C> g) {
        return a -> g.apply(f.apply(a));
    }

    static IntF power(IntF f, int n) {
        if (n == 0) return x -> x;
        IntF rest = power(f, n - 1);
        return x -> f.apply(rest.apply(x));
    }

    public static void main(String[] args) {
        Curried add = a -> b -> a + b;
        System.out.println(add.with(3).apply(4));
        F<Integer, F<Integer, F<Integer, Integer>>> add3 = x -> y -> z -> x * 100 + y * 10 + z;
        System.out.println(add3.apply(1).apply(2).apply(3));
        F<String, Integer> len = String::length;
        F<Integer, String> show = n -> "<" + n + ">";
        System.out.println(compose(len, show).apply("abcdef"));
        System.out.println(power(x -> x * 2, 10).apply(1));
        int base = 7;
        Thunk<Thunk<Thunk<String>>> deep = () -> {
            int mid = base * 2;
            return () -> {
                int inner = mid + 1;
                return () -> "base=" + base + " mid=" + mid + " inner=" + inner;
            };
        };
        System.out.println(deep.get().get().get());
        // lambda defined inside a lambda body, invoked several times
        IntF outer = n -> {
            IntF fact = new IntF() {
                public int apply(int k) { return k <= 1 ? 1 : k * apply(k - 1); }
            };
            IntF dbl = k -> fact.apply(k) * 2;
            return dbl.apply(n);
        };
        for (int i = 0; i < 6; i++) System.out.print(outer.apply(i) + " ");
        System.out.println();
        // a list of adders built by nested captures
        IntF[] fs = new IntF[5];
        for (int i = 0; i < fs.length; i++) {
            int k = i;
            Curried c = a -> b -> a * k + b;
            fs[i] = c.with(10);
        }
        for (IntF f : fs) System.out.print(f.apply(1) + " ");
        System.out.println();
    }
}
