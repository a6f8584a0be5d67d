// Interrupting threads blocked in sleep, wait and join; the interrupt status and interrupted().
public class ThrInterrupt {
    static void await(Thread t, Thread.State s) throws InterruptedException {
        while (t.getState() != s) {
            Thread.sleep(1);
        }
    }

    public static void main(String[] args) throws Exception {
        final StringBuffer log = new StringBuffer();
        Thread sleeper = new Thread("sleeper") {
            public void run() {
                try {
                    Thread.sleep(60000);
                    log.append("sleep ended normally\n");
                } catch (InterruptedException e) {
                    log.append("sleeper: " + e + ", status now " + isInterrupted() + "\n");
                }
            }
        };
        sleeper.start();
        await(sleeper, Thread.State.TIMED_WAITING);
        sleeper.interrupt();
        sleeper.join();

        final Object lock = new Object();
        Thread waiter = new Thread("waiter") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait();
                        log.append("wait ended normally\n");
                    } catch (InterruptedException e) {
                        log.append("waiter: " + e + ", holds lock " + Thread.holdsLock(lock) + ", status " + isInterrupted() + "\n");
                    }
                }
            }
        };
        waiter.start();
        await(waiter, Thread.State.WAITING);
        synchronized (lock) {
            waiter.interrupt();
            while (waiter.getState() == Thread.State.WAITING) {
                Thread.sleep(1);
            }
            log.append("waiter blocked while main holds the lock: " + waiter.getState() + "\n");
        }
        waiter.join();

        Thread timedWaiter = new Thread("timed") {
            public void run() {
                synchronized (lock) {
                    try {
                        lock.wait(60000);
                    } catch (InterruptedException e) {
                        log.append("timed waiter: " + e + "\n");
                    }
                }
            }
        };
        timedWaiter.start();
        await(timedWaiter, Thread.State.TIMED_WAITING);
        timedWaiter.interrupt();
        timedWaiter.join();

        final Thread forever = new Thread("forever") {
            public void run() {
                try {
                    Thread.sleep(60000);
                } catch (InterruptedException e) {
                    log.append("forever interrupted\n");
                }
            }
        };
        forever.start();
        Thread joiner = new Thread("joiner") {
            public void run() {
                try {
                    forever.join();
                    log.append("join returned\n");
                } catch (InterruptedException e) {
                    log.append("joiner: " + e + "\n");
                }
            }
        };
        joiner.start();
        await(joiner, Thread.State.WAITING);
        joiner.interrupt();
        joiner.join();
        forever.interrupt();
        forever.join();

        // A pending interrupt makes the next sleep/wait throw at once.
        Thread self = Thread.currentThread();
        self.interrupt();
        log.append("status " + self.isInterrupted() + " " + self.isInterrupted() + "\n");
        try {
            Thread.sleep(10);
        } catch (InterruptedException e) {
            log.append("pending sleep: " + e + " status " + self.isInterrupted() + "\n");
        }
        self.interrupt();
        try {
            synchronized (lock) {
                lock.wait(10);
            }
        } catch (InterruptedException e) {
            log.append("pending wait: " + e + " status " + self.isInterrupted() + "\n");
        }
        self.interrupt();
        log.append("interrupted() " + Thread.interrupted() + " then " + Thread.interrupted() + "\n");

        // Interrupting an unstarted thread: the status is kept and the thread starts interrupted.
        Thread late = new Thread("late") {
            public void run() {
                log.append("late sees status " + isInterrupted() + "\n");
                try {
                    Thread.sleep(10);
                    log.append("late slept\n");
                } catch (InterruptedException e) {
                    log.append("late: " + e + "\n");
                }
            }
        };
        late.interrupt();
        log.append("unstarted status " + late.isInterrupted() + "\n");
        late.start();
        late.join();
        log.append("dead thread status " + late.isInterrupted() + "\n");

        // A busy thread polls its status.
        Thread busy = new Thread("busy") {
            public void run() {
                long n = 0;
                while (!Thread.currentThread().isInterrupted()) {
                    n++;
                }
                log.append("busy saw the interrupt\n");
            }
        };
        busy.start();
        busy.interrupt();
        busy.join();
        System.out.print(log);
    }
}
