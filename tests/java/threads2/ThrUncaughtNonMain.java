/* An uncaught exception in a non-main thread: the default output names the thread
 * (first stderr line), the program continues and exits with 0; per-thread and default
 * handlers take precedence in that order. */
public class ThrUncaughtNonMain {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            throw new IllegalArgumentException("bad argument in worker");
        });
        t.start();
        t.join();
        System.out.println("main continues, worker state " + t.getState());
        Thread.setDefaultUncaughtExceptionHandler((th, e) -> System.out.println("default handler: " + th.getName()
                + " " + e.getMessage()));
        Thread t2 = new Thread(() -> {
            throw new RuntimeException("second");
        }, "named-worker");
        t2.start();
        t2.join();
        Thread t3 = new Thread(() -> {
            throw new RuntimeException("third");
        }, "own-handler");
        t3.setUncaughtExceptionHandler((th, e) -> System.out.println("own handler: " + th.getName() + " " + e.getMessage()));
        t3.start();
        t3.join();
        System.out.println("handler of t3 after end is group: " + (t3.getUncaughtExceptionHandler() == null
                || t3.getUncaughtExceptionHandler() == t3.getThreadGroup()));
        Thread.setDefaultUncaughtExceptionHandler(null);
        System.out.println("done");
    }
}
