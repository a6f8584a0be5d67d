// An uncaught exception ends only its thread: the report goes to stderr, main carries on, exit 0.
public class ThrUncaught {
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(new Runnable() {
            public void run() {
                System.out.println("worker about to fail");
                throw new RuntimeException("boom in worker");
            }
        });
        t.start();
        t.join();
        System.out.println("worker state " + t.getState() + ", alive " + t.isAlive());
        System.out.println("main still running");
    }
}
