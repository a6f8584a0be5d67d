package java.lang;

/**
 * First slice: only the main thread exists. currentThread() returns a Thread object for it,
 * made on first use. Starting threads is not supported yet.
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private String name;
    private int priority = NORM_PRIORITY;
    private boolean daemon;
    private long tid;
    private Runnable target;

    private static Thread mainThread;
    private static long threadSeqNumber = 1;
    private static int threadInitNumber;

    private Thread(String name, long tid) {
        this.name = name;
        this.tid = tid;
    }

    public Thread() {
        this(null, null);
    }

    public Thread(Runnable target) {
        this(target, null);
    }

    public Thread(String name) {
        this(null, name);
    }

    public Thread(Runnable target, String name) {
        synchronized (Thread.class) {
            this.tid = ++threadSeqNumber;
            if (name == null) {
                name = "Thread-" + threadInitNumber++;
            }
        }
        this.target = target;
        this.name = name;
    }

    public static Thread currentThread() {
        synchronized (Thread.class) {
            if (mainThread == null) {
                mainThread = new Thread("main", 1);
            }
            return mainThread;
        }
    }

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    public final String getName() {
        return name;
    }

    public final synchronized void setName(String name) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public long getId() {
        return tid;
    }

    public final int getPriority() {
        return priority;
    }

    public final void setPriority(int newPriority) {
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        priority = newPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void setDaemon(boolean on) {
        daemon = on;
    }

    public final boolean isAlive() {
        return this == mainThread;
    }

    public boolean isInterrupted() {
        return false;
    }

    public static boolean interrupted() {
        return false;
    }

    public void interrupt() {
    }

    public static void yield() {
    }

    public static void onSpinWait() {
    }

    /** IllegalArgumentException "timeout value is negative" for a negative time. */
    public static native void sleep(long millis) throws InterruptedException;

    public static void sleep(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        sleep(millis);
    }

    public enum State {
        NEW,
        RUNNABLE,
        BLOCKED,
        WAITING,
        TIMED_WAITING,
        TERMINATED;
    }

    public State getState() {
        return this == mainThread ? State.RUNNABLE : State.NEW;
    }

    public String toString() {
        return "Thread[" + getName() + "," + getPriority() + ",main]";
    }
}
