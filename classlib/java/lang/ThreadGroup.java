package java.lang;

/**
 * A minimal thread group: a name, a parent, a maximum priority, the daemon flag, the live
 * threads (for activeCount/enumerate) and the default uncaught-exception report of OpenJDK 17.
 * The VM makes "system" and its child "main" with the main thread (Thread.makeMainThread).
 */
public class ThreadGroup implements Thread.UncaughtExceptionHandler {
    private final ThreadGroup parent;
    private final String name;
    private int maxPriority;
    private boolean daemon;
    private boolean destroyed;
    private int nUnstartedThreads;
    private int nthreads;
    private Thread[] threads;
    private int ngroups;
    private ThreadGroup[] groups;

    /** The "system" group. */
    ThreadGroup() {
        this.parent = null;
        this.name = "system";
        this.maxPriority = Thread.MAX_PRIORITY;
    }

    public ThreadGroup(String name) {
        this(Thread.currentThread().getThreadGroup(), name);
    }

    public ThreadGroup(ThreadGroup parent, String name) {
        if (parent == null) {
            throw new NullPointerException();
        }
        this.parent = parent;
        this.name = name;
        this.maxPriority = parent.maxPriority;
        this.daemon = parent.daemon;
        parent.addGroup(this);
    }

    public final String getName() {
        return name;
    }

    public final ThreadGroup getParent() {
        return parent;
    }

    public final int getMaxPriority() {
        return maxPriority;
    }

    public final boolean isDaemon() {
        return daemon;
    }

    public synchronized boolean isDestroyed() {
        return destroyed;
    }

    public final void setDaemon(boolean daemon) {
        this.daemon = daemon;
    }

    public final void setMaxPriority(int pri) {
        synchronized (this) {
            if (pri < Thread.MIN_PRIORITY || pri > Thread.MAX_PRIORITY) {
                return;
            }
            maxPriority = (parent != null) ? Math.min(pri, parent.maxPriority) : pri;
            for (int i = 0; i < ngroups; i++) {
                groups[i].setMaxPriority(pri);
            }
        }
    }

    public final boolean parentOf(ThreadGroup g) {
        for (; g != null; g = g.parent) {
            if (g == this) {
                return true;
            }
        }
        return false;
    }

    public final void checkAccess() {
    }

    public int activeCount() {
        int n;
        ThreadGroup[] snapshot;
        int ng;
        synchronized (this) {
            if (destroyed) {
                return 0;
            }
            n = nthreads;
            ng = ngroups;
            snapshot = groups;
        }
        for (int i = 0; i < ng; i++) {
            n += snapshot[i].activeCount();
        }
        return n;
    }

    public int enumerate(Thread[] list) {
        return enumerate(list, 0, true);
    }

    public int enumerate(Thread[] list, boolean recurse) {
        return enumerate(list, 0, recurse);
    }

    private int enumerate(Thread[] list, int n, boolean recurse) {
        ThreadGroup[] snapshot = null;
        int ng = 0;
        synchronized (this) {
            if (destroyed) {
                return n;
            }
            for (int i = 0; i < nthreads && n < list.length; i++) {
                if (threads[i].isAlive()) {
                    list[n++] = threads[i];
                }
            }
            if (recurse) {
                ng = ngroups;
                snapshot = groups;
            }
        }
        for (int i = 0; i < ng; i++) {
            n = snapshot[i].enumerate(list, n, true);
        }
        return n;
    }

    public int activeGroupCount() {
        int n;
        ThreadGroup[] snapshot;
        synchronized (this) {
            n = ngroups;
            snapshot = groups;
        }
        int total = n;
        for (int i = 0; i < n; i++) {
            total += snapshot[i].activeGroupCount();
        }
        return total;
    }

    public final void interrupt() {
        ThreadGroup[] snapshot;
        int ng;
        synchronized (this) {
            for (int i = 0; i < nthreads; i++) {
                threads[i].interrupt();
            }
            ng = ngroups;
            snapshot = groups;
        }
        for (int i = 0; i < ng; i++) {
            snapshot[i].interrupt();
        }
    }

    private synchronized void addGroup(ThreadGroup g) {
        if (groups == null) {
            groups = new ThreadGroup[4];
        } else if (ngroups == groups.length) {
            ThreadGroup[] ng = new ThreadGroup[ngroups * 2];
            System.arraycopy(groups, 0, ng, 0, ngroups);
            groups = ng;
        }
        groups[ngroups++] = g;
    }

    synchronized void addUnstarted() {
        nUnstartedThreads++;
    }

    synchronized void add(Thread t) {
        if (threads == null) {
            threads = new Thread[4];
        } else if (nthreads == threads.length) {
            Thread[] nt = new Thread[nthreads * 2];
            System.arraycopy(threads, 0, nt, 0, nthreads);
            threads = nt;
        }
        threads[nthreads++] = t;
        if (nUnstartedThreads > 0) {
            nUnstartedThreads--;
        }
    }

    synchronized void threadStartFailed(Thread t) {
        remove(t);
        nUnstartedThreads++;
    }

    synchronized void threadTerminated(Thread t) {
        remove(t);
    }

    private void remove(Thread t) {
        for (int i = 0; i < nthreads; i++) {
            if (threads[i] == t) {
                System.arraycopy(threads, i + 1, threads, i, --nthreads - i);
                threads[nthreads] = null;
                break;
            }
        }
    }

    public void uncaughtException(Thread t, Throwable e) {
        if (parent != null) {
            parent.uncaughtException(t, e);
        } else {
            Thread.UncaughtExceptionHandler ueh = Thread.getDefaultUncaughtExceptionHandler();
            if (ueh != null) {
                ueh.uncaughtException(t, e);
            } else if (!(e instanceof ThreadDeath)) {
                System.err.print("Exception in thread \"" + t.getName() + "\" ");
                e.printStackTrace(System.err);
            }
        }
    }

    public String toString() {
        return getClass().getName() + "[name=" + getName() + ",maxpri=" + maxPriority + "]";
    }
}
