// Per-thread and default uncaught-exception handlers, and a handler that throws.
public class ThrUncaughtHandlers {
    public static void main(String[] args) throws Exception {
        Thread a = new Thread("with-handler") {
            public void run() {
                throw new IllegalStateException("a failed");
            }
        };
        a.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("handler: " + t.getName() + " " + e);
            }
        });
        System.out.println("handler set: " + (a.getUncaughtExceptionHandler() != a.getThreadGroup()));
        a.start();
        a.join();
        System.out.println("default before: " + Thread.getDefaultUncaughtExceptionHandler());
        Thread.setDefaultUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("default handler: " + t.getName() + " " + e.getMessage());
            }
        });
        Thread b = new Thread("plain") {
            public void run() {
                throw new ArithmeticException("b failed");
            }
        };
        System.out.println("group is the handler: " + (b.getUncaughtExceptionHandler() == b.getThreadGroup()));
        b.start();
        b.join();
        Thread c = new Thread("bad-handler") {
            public void run() {
                throw new UnsupportedOperationException("c failed");
            }
        };
        c.setUncaughtExceptionHandler(new Thread.UncaughtExceptionHandler() {
            public void uncaughtException(Thread t, Throwable e) {
                System.out.println("bad handler called for " + e.getMessage());
                throw new IllegalArgumentException("from the handler");
            }
        });
        c.start();
        c.join();
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.println("done");
    }
}
