package java.util.concurrent;

/** A counting semaphore (state guarded by a private monitor; fairness recorded only). */
public class Semaphore implements java.io.Serializable {
    private static final long serialVersionUID = -3222578661600680210L;
    private final Object lock = new Object();
    private final boolean fair;
    private int permits;
    private int waiters;

    public Semaphore(int permits) {
        this(permits, false);
    }

    public Semaphore(int permits, boolean fair) {
        this.permits = permits;
        this.fair = fair;
    }

    private boolean acquire(int n, long deadline, boolean interruptible) throws InterruptedException {
        boolean interrupted = false;
        try {
            synchronized (lock) {
                while (permits < n) {
                    long ms = 0L;
                    int ns = 0;
                    if (deadline != 0L) {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            return false;
                        }
                        ms = left / 1000000L;
                        ns = (int) (left % 1000000L);
                        if (ms == 0L && ns == 0) {
                            ns = 1;
                        }
                    }
                    waiters++;
                    try {
                        lock.wait(ms, ns);
                    } catch (InterruptedException e) {
                        if (interruptible) {
                            if (permits > 0) {
                                lock.notifyAll();
                            }
                            throw e;
                        }
                        interrupted = true;
                    } finally {
                        waiters--;
                    }
                }
                permits -= n;
                return true;
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    public void acquire() throws InterruptedException {
        acquire(1);
    }

    public void acquireUninterruptibly() {
        acquireUninterruptibly(1);
    }

    public boolean tryAcquire() {
        return tryAcquire(1);
    }

    public boolean tryAcquire(long timeout, TimeUnit unit) throws InterruptedException {
        return tryAcquire(1, timeout, unit);
    }

    public void release() {
        release(1);
    }

    public void acquire(int n) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        acquire(n, 0L, true);
    }

    public void acquireUninterruptibly(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        try {
            acquire(n, 0L, false);
        } catch (InterruptedException e) {
            throw new InternalError(e);
        }
    }

    public boolean tryAcquire(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            if (permits >= n) {
                permits -= n;
                return true;
            }
            return false;
        }
    }

    public boolean tryAcquire(int n, long timeout, TimeUnit unit) throws InterruptedException {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(timeout);
        if (nanos <= 0L) {
            return tryAcquire(n);
        }
        long deadline = System.nanoTime() + nanos;
        return acquire(n, deadline == 0L ? 1L : deadline, true);
    }

    public void release(int n) {
        if (n < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            int next = permits + n;
            if (next < permits) {
                throw new Error("Maximum permit count exceeded");
            }
            permits = next;
            if (waiters > 0) {
                lock.notifyAll();
            }
        }
    }

    public int availablePermits() {
        synchronized (lock) {
            return permits;
        }
    }

    public int drainPermits() {
        synchronized (lock) {
            int p = permits;
            if (p > 0) {
                permits = 0;
            }
            return p > 0 ? p : 0;
        }
    }

    protected void reducePermits(int reduction) {
        if (reduction < 0) {
            throw new IllegalArgumentException();
        }
        synchronized (lock) {
            int next = permits - reduction;
            if (next > permits) {
                throw new Error("Permit count underflow");
            }
            permits = next;
        }
    }

    public boolean isFair() {
        return fair;
    }

    public final boolean hasQueuedThreads() {
        synchronized (lock) {
            return waiters > 0;
        }
    }

    public final int getQueueLength() {
        synchronized (lock) {
            return waiters;
        }
    }

    public String toString() {
        return super.toString() + "[Permits = " + availablePermits() + "]";
    }
}
