// Daemon threads do not keep the VM alive; a non-daemon thread does until it ends.
public class ThrDaemon {
    public static void main(String[] args) throws Exception {
        Thread spinner = new Thread("spinner") {
            public void run() {
                long x = 0;
                for (;;) {
                    x++;
                    if ((x & 0xFFFFF) == 0) {
                        Object o = new int[16];
                    }
                }
            }
        };
        spinner.setDaemon(true);
        spinner.start();
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                for (;;) {
                    try {
                        Thread.sleep(5);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        };
        sleeper.setDaemon(true);
        sleeper.start();
        final Object never = new Object();
        Thread waiter = new Thread("waiter") {
            public void run() {
                synchronized (never) {
                    try {
                        never.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
        };
        waiter.setDaemon(true);
        waiter.start();
        Thread last = new Thread("last") {
            public void run() {
                try {
                    Thread.sleep(100);
                } catch (InterruptedException e) {
                }
                System.out.println("last non-daemon thread ends");
            }
        };
        System.out.println("daemon: " + spinner.isDaemon() + " " + sleeper.isDaemon() + " " + last.isDaemon());
        System.out.println("main ends");
        last.start();
    }
}
