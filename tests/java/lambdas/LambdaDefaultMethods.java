// Lambdas inside interface default/static/private methods; default methods of the functional
// interface called on a lambda; static interface methods as method references.
public class LambdaDefaultMethods {
    interface Fn {
        int apply(int x);

        default Fn andThen(Fn next) {
            return x -> next.apply(apply(x));
        }

        default Fn times(int k) {
            int kk = k * 1;
            return x -> apply(x) * kk;
        }

        static Fn identity() {
            return x -> x;
        }

        static int square(int x) {
            return x * x;
        }

        private Fn twiceImpl() {
            return x -> apply(apply(x));
        }

        default Fn twice() {
            return twiceImpl();
        }

        default String describe(int x) {
            return "f(" + x + ")=" + apply(x);
        }
    }

    interface Greeter {
        String greet(String who);

        default Greeter polite() {
            return who -> "Dear " + greet(who);
        }
    }

    interface Counter {
        int next();

        static Counter from(int start) {
            int[] c = {start};
            return () -> c[0]++;
        }
    }

    public static void main(String[] args) {
        Fn inc = x -> x + 1;
        Fn sq = Fn::square;
        System.out.println(inc.andThen(sq).apply(4));
        System.out.println(sq.andThen(inc).apply(4));
        System.out.println(inc.times(10).apply(1));
        System.out.println(Fn.identity().apply(99));
        System.out.println(inc.twice().twice().apply(0));
        System.out.println(sq.describe(12));
        Greeter g = who -> "hi " + who;
        System.out.println(g.polite().greet("Ann"));
        System.out.println(g.polite().polite().greet("Bob"));
        Counter c = Counter.from(5);
        System.out.println(c.next() + " " + c.next() + " " + c.next());
        Counter c2 = Counter.from(100);
        System.out.println(c2.next() + " " + c.next());
    }
}
