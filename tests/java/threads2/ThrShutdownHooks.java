/* Shutdown hooks run when the program ends normally, after the last non-daemon thread; a
 * removed hook does not run; registration errors have OpenJDK's messages. */
public class ThrShutdownHooks {
    public static void main(String[] args) throws Exception {
        Runtime rt = Runtime.getRuntime();
        Thread hook = new Thread(() -> System.out.println("hook ran in " + Thread.currentThread().getName()), "hook-1");
        Thread removed = new Thread(() -> System.out.println("removed hook ran"));
        rt.addShutdownHook(hook);
        rt.addShutdownHook(removed);
        System.out.println("removed: " + rt.removeShutdownHook(removed) + " again: " + rt.removeShutdownHook(removed));
        try {
            rt.addShutdownHook(hook);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }
        Thread running = new Thread(() -> {
        });
        running.start();
        running.join();
        try {
            rt.addShutdownHook(null);
        } catch (NullPointerException e) {
            System.out.println("null hook: NPE");
        }
        Thread worker = new Thread(() -> {
            try {
                Thread.sleep(100);
            } catch (InterruptedException e) {
                return;
            }
            System.out.println("worker done (before hooks)");
        });
        worker.start();
        System.out.println("main returns");
    }
}
