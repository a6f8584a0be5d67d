// Deep recursion gives StackOverflowError wherever it happens (plain calls, lambdas and
// streams, Method.invoke, constructor chains, a second thread, a catch at every level), and
// the program goes on normally after catching it; the last one is uncaught.
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

public class LimitsStackOverflow {
    static int depth;

    static int down(int n) {
        depth = n;
        return down(n + 1) + 1;
    }

    static IntUnaryOperator selfCall;

    static int viaLambda(int n) {
        return selfCall.applyAsInt(n + 1) + 1;
    }

    static int viaStream(int n) {
        return IntStream.of(n).map(i -> viaStream(i + 1)).sum() + 1;
    }

    public static int reflective(int n) {
        return reflective(n + 1) + 1;
    }

    static Method self;

    public static int viaInvoke(int n) throws Exception {
        return (Integer) self.invoke(null, n + 1) + 1;
    }

    static final class Chain {
        final Chain next;
        Chain(int n) {
            next = new Chain(n + 1);
        }
    }

    static int catchEverywhere(int n) {
        try {
            return catchEverywhere(n + 1) + 1;
        } catch (StackOverflowError e) {
            return 0;
        }
    }

    static long fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    static int sum(int n) {
        return n == 0 ? 0 : n + sum(n - 1);
    }

    static void check(String what) {
        // The VM is usable after each overflow: calls, allocation and deep-ish recursion.
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 50; i++) sb.append(i % 10);
        System.out.println(what + " then " + sum(1000) + " " + fib(15) + " " + sb.length());
    }

    static Throwable root(Throwable t) {
        while (t.getCause() != null) t = t.getCause();
        return t;
    }

    public static void main(String[] args) throws Exception {
        try {
            down(0);
        } catch (StackOverflowError e) {
            check("plain: " + (depth > 1000));
        }
        selfCall = LimitsStackOverflow::viaLambda;
        try {
            viaLambda(0);
        } catch (StackOverflowError e) {
            check("lambda");
        }
        try {
            viaStream(0);
        } catch (StackOverflowError e) {
            check("stream");
        }
        Method m = LimitsStackOverflow.class.getMethod("reflective", int.class);
        try {
            m.invoke(null, 0);
        } catch (InvocationTargetException e) {
            check("invoke: " + e.getCause().getClass().getName());
        }
        self = LimitsStackOverflow.class.getMethod("viaInvoke", int.class);
        try {
            viaInvoke(0);
        } catch (InvocationTargetException e) {
            check("recursive invoke: " + root(e).getClass().getName());
        } catch (StackOverflowError e) {
            check("recursive invoke: direct");
        }
        try {
            new Chain(0);
        } catch (StackOverflowError e) {
            check("constructor chain");
        }
        System.out.println("catch at every level: " + (catchEverywhere(0) > 100));
        check("catch at every level");
        final String[] seen = new String[1];
        Thread t = new Thread(new Runnable() {
            public void run() {
                try {
                    down(0);
                } catch (StackOverflowError e) {
                    seen[0] = "thread caught " + e.getClass().getSimpleName();
                }
            }
        });
        t.start();
        t.join();
        check(seen[0]);
        for (int i = 0; i < 5; i++) {
            try {
                down(0);
            } catch (StackOverflowError e) {
                depth = -1;
            }
        }
        check("five more: " + depth);
        Thread u = new Thread(new Runnable() {
            public void run() {
                down(0);
            }
        }, "deep");
        u.start();
        u.join();
        check("uncaught in thread deep");
        down(0);
    }
}
