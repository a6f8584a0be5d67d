// Exceptions thrown through lambdas and method references: stack traces show no frame of the
// lambda class (a hidden class, as on HotSpot), null bound receivers, casts, uncaught errors.
public class LambdaExceptions {
    interface Fn { int apply(int x); }
    interface Sup<T> { T get(); }
    interface Obj { Object apply(Object o); }

    static int fail(int x) {
        throw new IllegalStateException("fail " + x);
    }

    static void printTrace(Throwable t) {
        System.out.println(t);
        for (StackTraceElement e : t.getStackTrace()) {
            System.out.println("  at " + e.getClassName().replaceAll("\\$\\$Lambda.*", "$$Lambda") + "." + e.getMethodName() + ":" + e.getLineNumber());
        }
    }

    public static void main(String[] args) {
        Fn f = x -> 10 / x;
        try {
            f.apply(0);
        } catch (ArithmeticException e) {
            printTrace(e);
        }
        Fn g = LambdaExceptions::fail;
        try {
            g.apply(3);
        } catch (IllegalStateException e) {
            printTrace(e);
        }
        String s = null;
        try {
            Sup<Integer> len = s::length;
            System.out.println("not reached " + len);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException at capture");
        }
        Obj cast = o -> (String) o;
        try {
            cast.apply(42);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
        Sup<int[]> arr = () -> new int[-1];
        try {
            arr.get();
        } catch (NegativeArraySizeException e) {
            System.out.println(e);
        }
        Fn deep = new Fn() {
            public int apply(int x) {
                Fn inner = y -> y == 0 ? fail(y) : apply(y - 1);
                return inner.apply(x);
            }
        };
        try {
            deep.apply(3);
        } catch (IllegalStateException e) {
            printTrace(e);
        }
        Runnable boom = () -> {
            throw new UnsupportedOperationException("uncaught from lambda");
        };
        boom.run();
    }
}
