package java.util.concurrent;

/** A worker of a ForkJoinPool (a daemon thread). */
public class ForkJoinWorkerThread extends Thread {
    final ForkJoinPool pool;

    protected ForkJoinWorkerThread(ForkJoinPool pool) {
        super("aForkJoinWorkerThread");
        this.pool = pool;
        setDaemon(true);
    }

    public ForkJoinPool getPool() {
        return pool;
    }

    public int getPoolIndex() {
        return 0;
    }

    protected void onStart() {
    }

    protected void onTermination(Throwable exception) {
    }

    public void run() {
        Throwable exception = null;
        try {
            onStart();
            pool.runWorker(this);
        } catch (Throwable ex) {
            exception = ex;
        } finally {
            try {
                onTermination(exception);
            } finally {
                pool.deregisterWorker(this);
            }
        }
    }
}
