// System.exit from a non-main thread ends the VM at once with its status.
public class ThrExitFromThread {
    public static void main(String[] args) throws Exception {
        Thread busy = new Thread("busy") {
            public void run() {
                long x = 0;
                for (;;) {
                    x++;
                }
            }
        };
        busy.start();
        final Object lock = new Object();
        Thread exiter = new Thread("exiter") {
            public void run() {
                System.out.println("exiting from " + getName());
                System.exit(3);
            }
        };
        synchronized (lock) {
            exiter.start();
            lock.wait(60000);
        }
        System.out.println("not reached");
    }
}
