// Recursive lambdas (through fields, arrays and helper interfaces), deep recursion through
// lambda frames, and a fixed-point combinator.
public class LambdaRecursion {
    interface IntFn { long apply(int n); }
    interface Fn<A, B> { B apply(A a); }
    interface SelfApply<A, B> { Fn<A, B> apply(SelfApply<A, B> self); }

    static IntFn fib;
    static {
        fib = n -> n < 2 ? n : fib.apply(n - 1) + fib.apply(n - 2);
    }

    static <A, B> Fn<A, B> fix(Fn<Fn<A, B>, Fn<A, B>> f) {
        SelfApply<A, B> r = self -> f.apply(x -> self.apply(self).apply(x));
        return r.apply(r);
    }

    static int depth(int n) {
        IntFn down = k -> k == 0 ? 0 : 1 + depth(k - 1);
        return (int) down.apply(n);
    }

    public static void main(String[] args) {
        System.out.println(fib.apply(20));
        IntFn[] fact = new IntFn[1];
        fact[0] = n -> n <= 1 ? 1 : n * fact[0].apply(n - 1);
        System.out.println(fact[0].apply(20));
        Fn<Integer, Integer> gcdOf48 = fix(self -> n -> n == 0 ? 48 : self.apply(48 % n == 0 ? 0 : 48 % n));
        System.out.println(gcdOf48.apply(18));
        Fn<Integer, Long> sumTo = fix(self -> n -> n == 0 ? 0L : n + self.apply(n - 1));
        System.out.println(sumTo.apply(1000));
        System.out.println(depth(2000));
        IntFn ackLike = new IntFn() {
            public long apply(int n) {
                IntFn inner = k -> k <= 0 ? 1 : apply(k - 1) + apply(k - 2);
                return inner.apply(n);
            }
        };
        System.out.println(ackLike.apply(15));
    }
}
