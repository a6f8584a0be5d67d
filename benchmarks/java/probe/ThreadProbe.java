package probe;

/** Used by benchmarks/run to find out whether a VM can start and join a thread. */
public final class ThreadProbe {
    static volatile int value;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread() {
            public void run() {
                value = 42;
            }
        };
        t.start();
        t.join();
        if (value != 42) {
            System.out.println("THREADS BROKEN");
            System.exit(1);
        }
        System.out.println("THREADS OK");
    }
}
