// Thread basics: names, ids, groups, states, start/join/isAlive, and the exceptions.
public class ThrStartJoin {
    static volatile int ran;

    public static void main(String[] args) throws Exception {
        Thread main = Thread.currentThread();
        System.out.println(main + " id=" + main.getId() + " " + main.getState() + " alive=" + main.isAlive());
        System.out.println("group " + main.getThreadGroup().getName() + " parent " + main.getThreadGroup().getParent().getName()
                           + " maxpri " + main.getThreadGroup().getMaxPriority() + " daemon " + main.isDaemon());

        Thread a = new Thread(new Runnable() {
            public void run() {
                ran++;
                System.out.println("running in " + Thread.currentThread().getName());
            }
        });
        Thread b = new Thread("named");
        Thread c = new Thread(new Runnable() {
            public void run() {
            }
        }, "custom");
        Thread d = new Thread();
        System.out.println(a.getName() + " " + b.getName() + " " + c.getName() + " " + d.getName());
        System.out.println("ids consecutive: " + (b.getId() == a.getId() + 1) + " " + (d.getId() == c.getId() + 1));
        System.out.println(a + " " + a.getState() + " alive=" + a.isAlive() + " prio=" + a.getPriority());
        a.start();
        a.join();
        System.out.println(a + " " + a.getState() + " alive=" + a.isAlive() + " ran=" + ran);
        try {
            a.start();
        } catch (IllegalThreadStateException e) {
            System.out.println("second start: " + e);
        }
        a.setDaemon(true);
        System.out.println("setDaemon on a terminated thread is allowed: " + a.isDaemon());

        final Object gate = new Object();
        final boolean[] open = new boolean[1];
        Thread w = new Thread("waiter") {
            public void run() {
                synchronized (gate) {
                    while (!open[0]) {
                        try {
                            gate.wait();
                        } catch (InterruptedException e) {
                            return;
                        }
                    }
                }
            }
        };
        w.start();
        try {
            w.setDaemon(true);
        } catch (IllegalThreadStateException e) {
            System.out.println("setDaemon after start: " + e);
        }
        while (w.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        System.out.println(w.getName() + " " + w.getState() + " alive=" + w.isAlive());
        synchronized (gate) {
            open[0] = true;
            gate.notifyAll();
        }
        w.join(10000);
        System.out.println(w.getName() + " " + w.getState() + " alive=" + w.isAlive());

        Thread sleeper = new Thread("sleeper") {
            public void run() {
                try {
                    Thread.sleep(20000);
                    System.out.println("sleeper not interrupted");
                } catch (InterruptedException e) {
                    System.out.println("sleeper interrupted: " + e.getMessage());
                }
            }
        };
        sleeper.start();
        sleeper.join(20);
        System.out.println("after join(20): alive=" + sleeper.isAlive());
        while (sleeper.getState() != Thread.State.TIMED_WAITING && sleeper.isAlive()) {
            Thread.sleep(1);
        }
        System.out.println("sleeper " + sleeper.getState());
        sleeper.interrupt();
        sleeper.join();
        System.out.println("after join(): alive=" + sleeper.isAlive() + " " + sleeper.getState());

        Thread p = new Thread("prio");
        p.setPriority(Thread.MAX_PRIORITY);
        System.out.println("priority " + p.getPriority());
        try {
            p.setPriority(11);
        } catch (IllegalArgumentException e) {
            System.out.println("setPriority(11): " + e);
        }
        try {
            p.setName(null);
        } catch (NullPointerException e) {
            System.out.println("setName(null): " + e.getMessage());
        }
        p.setName("renamed");
        System.out.println(p.getName());
        try {
            new Thread((String) null);
        } catch (NullPointerException e) {
            System.out.println("new Thread(null name): " + e.getMessage());
        }
        try {
            Thread.sleep(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(-1): " + e.getMessage());
        }
        try {
            Thread.sleep(1, 1000000);
        } catch (IllegalArgumentException e) {
            System.out.println("sleep(1, 1000000): " + e.getMessage());
        }
        Thread.sleep(0);
        Thread.sleep(1, 500);
        Thread.yield();
        Thread.onSpinWait();

        Thread dm = new Thread("daemon-parent") {
            public void run() {
                Thread child = new Thread();
                System.out.println("child of a daemon is daemon: " + child.isDaemon() + ", priority " + child.getPriority());
            }
        };
        dm.setDaemon(true);
        dm.setPriority(7);
        dm.start();
        dm.join();
        System.out.println("activeCount>=1: " + (Thread.activeCount() >= 1));
    }
}
