// Exceptions unwinding through many frames (static, virtual, interface, constructor,
// static initializer-free), frames without handlers, and handlers in the middle; the stack
// must be usable after unwinding (deep call after catch).
public class ExceptionsThroughFrames {
    interface Step { int run(int n); }

    static class Thrower implements Step {
        public int run(int n) {
            if (n == 0) throw new IllegalStateException("depth reached");
            return new Thrower().run(n - 1) + 1;
        }
    }

    static class Ctor {
        Ctor(int n) {
            if (n == 0) throw new UnsupportedOperationException("ctor");
            new Ctor(n - 1);
        }
    }

    static int recurse(int n) {
        if (n == 0) return 0;
        return recurse(n - 1) + 1;
    }

    static int middleman(Step s, int n) {
        int local = n * 2;
        try {
            return s.run(n);
        } finally {
            System.out.println("middleman finally local=" + local);
        }
    }

    static long handlerInMiddle(int n) {
        if (n == 5) {
            try {
                return handlerInMiddle(n - 1);
            } catch (ArithmeticException e) {
                return 1000;
            }
        }
        if (n == 0) return 1 / n;
        return handlerInMiddle(n - 1) + 1;
    }

    public static void main(String[] args) {
        try {
            middleman(new Thrower(), 50);
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            new Ctor(30);
        } catch (UnsupportedOperationException e) {
            System.out.println("caught " + e.getMessage());
        }
        System.out.println(handlerInMiddle(10));
        System.out.println(recurse(1000));
        int caught = 0;
        for (int i = 0; i < 200; i++) {
            try {
                new Thrower().run(i % 17);
            } catch (IllegalStateException e) {
                caught++;
            }
        }
        System.out.println(caught);
    }
}
