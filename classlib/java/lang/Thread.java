package java.lang;

/**
 * A Java thread, run by the VM on its own pthread (vm/thread.c, classlib/native/native_thread.c).
 *
 * Fields the VM reads or writes by name: eetop (the VM's Thread* while the thread is alive, else
 * 0), interrupted (the interrupt status before start and after the end; while alive the VM keeps
 * it) and name. The VM calls makeMainThread() for the main thread on first need,
 * dispatchUncaughtException(Throwable) when run() throws, and exit() when the thread ends.
 *
 * Names, ids, priorities, daemon status and thread groups follow OpenJDK 17: "Thread-N" with N
 * counting from 0 over auto-named threads, ids from 12 for the first thread a program creates
 * (HotSpot's system threads take the ones before), the creator's priority and daemon status,
 * and the group "main" (under "system").
 */
public class Thread implements Runnable {
    public static final int MIN_PRIORITY = 1;
    public static final int NORM_PRIORITY = 5;
    public static final int MAX_PRIORITY = 10;

    private volatile String name;
    private volatile boolean interrupted;
    private long eetop;
    private int priority;
    private boolean daemon;
    private Runnable target;
    private ThreadGroup group;
    private final long tid;
    private long stackSize;
    /** 0: new, 1: started and alive, 2: terminated. */
    private volatile int threadStatus;
    private volatile UncaughtExceptionHandler uncaughtExceptionHandler;

    ThreadLocal.ThreadLocalMap threadLocals;
    ThreadLocal.ThreadLocalMap inheritableThreadLocals;
    /** The object a thread parks on (java.util.concurrent.locks.LockSupport). */
    volatile Object parkBlocker;

    private static volatile UncaughtExceptionHandler defaultUncaughtExceptionHandler;
    private static int threadInitNumber;
    private static long threadSeqNumber = 11;

    private static synchronized int nextThreadNum() {
        return threadInitNumber++;
    }

    private static synchronized long nextThreadID() {
        return ++threadSeqNumber;
    }

    /** The main thread's object, made by the VM (thread_java_object). */
    private Thread(ThreadGroup g, String name, boolean main) {
        this.group = g;
        this.name = name;
        this.priority = NORM_PRIORITY;
        this.tid = 1;
        this.threadStatus = 1;
        g.add(this);
    }

    /**
     * A VM system thread (the finalizer): a daemon in group g with a fixed id, so that it takes
     * neither a "Thread-N" number nor one of the ids programs see (made by native_ref.c).
     */
    private Thread(ThreadGroup g, Runnable target, String name, long tid, int priority) {
        this.group = g;
        this.name = name;
        this.target = target;
        this.tid = tid;
        this.priority = priority;
        this.daemon = true;
        g.addUnstarted();
    }

    private static Thread makeMainThread() {
        ThreadGroup system = new ThreadGroup();
        ThreadGroup main = new ThreadGroup(system, "main");
        return new Thread(main, "main", true);
    }

    public Thread() {
        this(null, null, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(Runnable target) {
        this(null, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(ThreadGroup group, Runnable target) {
        this(group, target, "Thread-" + nextThreadNum(), 0, true);
    }

    public Thread(String name) {
        this(null, null, name, 0, true);
    }

    public Thread(ThreadGroup group, String name) {
        this(group, null, name, 0, true);
    }

    public Thread(Runnable target, String name) {
        this(null, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name) {
        this(group, target, name, 0, true);
    }

    public Thread(ThreadGroup group, Runnable target, String name, long stackSize) {
        this(group, target, name, stackSize, true);
    }

    public Thread(ThreadGroup g, Runnable target, String name, long stackSize, boolean inheritThreadLocals) {
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
        Thread parent = currentThread();
        if (g == null) {
            g = parent.getThreadGroup();
        }
        g.checkAccess();
        g.addUnstarted();
        this.group = g;
        this.daemon = parent.isDaemon();
        this.priority = parent.getPriority();
        this.target = target;
        setPriority(priority);
        if (inheritThreadLocals && parent.inheritableThreadLocals != null) {
            this.inheritableThreadLocals = ThreadLocal.createInheritedMap(parent.inheritableThreadLocals);
        }
        this.stackSize = stackSize;
        this.tid = nextThreadID();
    }

    public static native Thread currentThread();

    public static native void yield();

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

    public static void onSpinWait() {
    }

    protected Object clone() throws CloneNotSupportedException {
        throw new CloneNotSupportedException();
    }

    public synchronized void start() {
        if (threadStatus != 0) {
            throw new IllegalThreadStateException();
        }
        group.add(this);
        threadStatus = 1;
        boolean started = false;
        try {
            start0();
            started = true;
        } finally {
            if (!started) {
                threadStatus = 0;
                group.threadStartFailed(this);
            }
        }
    }

    private native void start0();

    public void run() {
        if (target != null) {
            target.run();
        }
    }

    /** Called by the VM when the thread ends (after reporting an uncaught exception). */
    private void exit() {
        if (group != null) {
            group.threadTerminated(this);
            group = null;
        }
        target = null;
        threadLocals = null;
        inheritableThreadLocals = null;
        uncaughtExceptionHandler = null;
        parkBlocker = null;
        synchronized (this) {
            threadStatus = 2;
            notifyAll();
        }
    }

    /** Called by the VM with the exception that ended run(). */
    void dispatchUncaughtException(Throwable e) {
        getUncaughtExceptionHandler().uncaughtException(this, e);
    }

    public final void stop() {
        throw new UnsupportedOperationException();
    }

    public void interrupt() {
        if (this != Thread.currentThread()) {
            checkAccess();
        }
        interrupt0();
    }

    public static boolean interrupted() {
        return interrupted0();
    }

    public boolean isInterrupted() {
        return isInterrupted0();
    }

    private native void interrupt0();

    private native boolean isInterrupted0();

    private static native boolean interrupted0();

    public final boolean isAlive() {
        return threadStatus == 1;
    }

    public final void suspend() {
        throw new UnsupportedOperationException();
    }

    public final void resume() {
        throw new UnsupportedOperationException();
    }

    public final void setPriority(int newPriority) {
        checkAccess();
        if (newPriority > MAX_PRIORITY || newPriority < MIN_PRIORITY) {
            throw new IllegalArgumentException();
        }
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            if (newPriority > g.getMaxPriority()) {
                newPriority = g.getMaxPriority();
            }
            priority = newPriority;
        }
    }

    public final int getPriority() {
        return priority;
    }

    public final synchronized void setName(String name) {
        checkAccess();
        if (name == null) {
            throw new NullPointerException("name cannot be null");
        }
        this.name = name;
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getThreadGroup() {
        return group;
    }

    public static int activeCount() {
        return currentThread().getThreadGroup().activeCount();
    }

    public static int enumerate(Thread[] tarray) {
        return currentThread().getThreadGroup().enumerate(tarray);
    }

    public final synchronized void join(long millis) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (millis == 0) {
            while (isAlive()) {
                wait(0);
            }
        } else {
            long start = System.nanoTime();
            long delay = millis;
            while (isAlive()) {
                if (delay <= 0) {
                    break;
                }
                wait(delay);
                delay = millis - (System.nanoTime() - start) / 1000000L;
            }
        }
    }

    public final synchronized void join(long millis, int nanos) throws InterruptedException {
        if (millis < 0) {
            throw new IllegalArgumentException("timeout value is negative");
        }
        if (nanos < 0 || nanos > 999999) {
            throw new IllegalArgumentException("nanosecond timeout value out of range");
        }
        if (nanos > 0 && millis < Long.MAX_VALUE) {
            millis++;
        }
        join(millis);
    }

    public final void join() throws InterruptedException {
        join(0);
    }

    public static void dumpStack() {
        new Exception("Stack trace").printStackTrace();
    }

    public final void setDaemon(boolean on) {
        checkAccess();
        if (isAlive()) {
            throw new IllegalThreadStateException();
        }
        daemon = on;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public final void checkAccess() {
    }

    public String toString() {
        ThreadGroup g = getThreadGroup();
        if (g != null) {
            return "Thread[" + getName() + "," + getPriority() + "," + g.getName() + "]";
        }
        return "Thread[" + getName() + "," + getPriority() + "," + "" + "]";
    }

    public static native boolean holdsLock(Object obj);

    /**
     * The current thread's frames (from getStackTrace itself down), or another live thread's,
     * read while it is stopped; those print as HotSpot's thread dumps do ("app//Foo.bar(...)",
     * "java.base@17.0.15/java.lang.Object.wait(Native Method)"). Empty for a thread that is not
     * alive.
     */
    public StackTraceElement[] getStackTrace() {
        if (this == Thread.currentThread()) {
            return new Exception().getStackTrace();
        }
        StackTraceElement[] st = isAlive() ? getStackTrace0() : null;
        if (st == null) {
            return new StackTraceElement[0];
        }
        for (int i = 0; i < st.length; i++) {
            StackTraceElement e = st[i];
            st[i] = new StackTraceElement(e.getClassLoaderName(), e.getModuleName(), e.getModuleVersion(),
                    e.getClassName(), e.getMethodName(), e.getFileName(), e.getLineNumber());
        }
        return st;
    }

    private native StackTraceElement[] getStackTrace0();

    public long getId() {
        return tid;
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
        int s = threadStatus;
        if (s == 0) {
            return State.NEW;
        }
        if (s == 2) {
            return State.TERMINATED;
        }
        int v = getState0();
        if (v < 0) {
            return threadStatus == 2 ? State.TERMINATED : State.RUNNABLE;
        }
        return State.values()[v];
    }

    /** The VM's java.lang.Thread.State ordinal of a live thread, or -1. */
    private native int getState0();

    public interface UncaughtExceptionHandler {
        void uncaughtException(Thread t, Throwable e);
    }

    public static void setDefaultUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        defaultUncaughtExceptionHandler = eh;
    }

    public static UncaughtExceptionHandler getDefaultUncaughtExceptionHandler() {
        return defaultUncaughtExceptionHandler;
    }

    public UncaughtExceptionHandler getUncaughtExceptionHandler() {
        UncaughtExceptionHandler h = uncaughtExceptionHandler;
        return h != null ? h : group;
    }

    public void setUncaughtExceptionHandler(UncaughtExceptionHandler eh) {
        checkAccess();
        uncaughtExceptionHandler = eh;
    }
}
