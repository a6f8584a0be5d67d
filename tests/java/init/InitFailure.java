// A static initializer that throws: the first use gets ExceptionInInitializerError (with the
// original exception as cause and a null message); later uses get NoClassDefFoundError.
// An Error thrown by a static initializer is rethrown as is, not wrapped.
public class InitFailure {
    static class Bad {
        static int value = compute();
        static int compute() {
            if (value == 0) throw new IllegalStateException("bad init");
            return 1;
        }
        static void use() { System.out.println("never"); }
    }

    static class Dependent extends Bad {
        static { System.out.println("Dependent init never runs"); }
    }

    static class MyError extends Error {
        MyError(String m) { super(m); }
    }

    static class ErrInit {
        static {
            if (true) throw new MyError("error in clinit");
        }
        static int x;
    }

    static class Divider {
        static int zero = 0;
        static int r = 10 / zero;
    }

    public static void main(String[] args) {
        try {
            Bad.use();
        } catch (ExceptionInInitializerError e) {
            System.out.println("1: " + e.getClass().getName());
            System.out.println("   message null: " + (e.getMessage() == null));
            System.out.println("   cause: " + e.getCause());
        }
        try {
            int v = Bad.value;
            System.out.println("never " + v);
        } catch (NoClassDefFoundError e) {
            System.out.println("2: " + e.getClass().getName());
            System.out.println("   " + e.getMessage());
        }
        try {
            new Bad();
        } catch (NoClassDefFoundError e) {
            System.out.println("3: " + e.getClass().getName());
        }
        try {
            new Dependent();
        } catch (NoClassDefFoundError e) {
            System.out.println("4: " + e.getClass().getName());
        }
        try {
            ErrInit.x = 1;
        } catch (MyError e) {
            System.out.println("5: " + e);
        } catch (ExceptionInInitializerError e) {
            System.out.println("5: wrongly wrapped");
        }
        try {
            ErrInit.x = 2;
        } catch (Throwable e) {
            System.out.println("6: " + e.getClass().getName());
        }
        try {
            System.out.println(Divider.r);
        } catch (ExceptionInInitializerError e) {
            System.out.println("7: " + e.getCause());
        }
        System.out.println("done");
    }
}
