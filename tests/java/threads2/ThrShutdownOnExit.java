/* Shutdown hooks run at System.exit, from a non-main thread too, and the exit status is kept;
 * a hook cannot be added once shutdown has begun. */
public class ThrShutdownOnExit {
    public static void main(String[] args) throws Exception {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("hook A");
            try {
                Runtime.getRuntime().addShutdownHook(new Thread());
            } catch (IllegalStateException e) {
                System.out.println("in hook: " + e.getMessage());
            }
        }));
        Thread t = new Thread(() -> {
            System.out.println("exiting from " + Thread.currentThread().getName());
            System.exit(3);
        }, "exiter");
        t.start();
        t.join();
        System.out.println("not reached");
    }
}
