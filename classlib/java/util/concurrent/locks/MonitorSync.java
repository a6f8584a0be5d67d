package java.util.concurrent.locks;

/**
 * The base of minivm's locks: the lock state lives in fields guarded by the Java monitor of
 * `sync`, and threads block in sync.wait(). (OpenJDK builds these on AbstractQueuedSynchronizer;
 * the observable behaviour is the same apart from fairness, which is not implemented.)
 * Subclasses describe their exclusive mode for MonitorCondition.
 */
abstract class MonitorSync implements java.io.Serializable {
    private static final long serialVersionUID = 1L;

    final Object sync = new Object();
    /** Threads blocked in sync.wait() waiting to acquire; guarded by sync. */
    int waiters;

    /** Under sync: does the current thread hold the exclusive mode? */
    abstract boolean heldExclusively(Thread me);

    /** Under sync: releases every hold of the exclusive owner and returns the hold count. */
    abstract int releaseAll();

    /** Re-acquires the exclusive mode with `holds` holds, uninterruptibly (takes sync). */
    abstract void reacquire(int holds);

    /** Under sync: wakes a waiting acquirer, if any. */
    final void wakeOne() {
        if (waiters > 0) {
            sync.notify();
        }
    }

    final void wakeAll() {
        if (waiters > 0) {
            sync.notifyAll();
        }
    }

    /** Under sync: waits for a state change; false if the deadline (nanoTime, 0 = none) passed. */
    final boolean waitFor(long deadline) throws InterruptedException {
        waiters++;
        try {
            if (deadline == 0L) {
                sync.wait();
                return true;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0L) {
                return false;
            }
            long ms = left / 1000000L;
            int ns = (int) (left % 1000000L);
            sync.wait(ms, ns);
            return true;
        } finally {
            waiters--;
        }
    }

    /** Under sync: the same, ignoring interrupts; true if one happened. */
    final boolean waitUninterruptibly() {
        waiters++;
        try {
            sync.wait();
            return false;
        } catch (InterruptedException e) {
            return true;
        } finally {
            waiters--;
        }
    }

    static long deadlineOf(long nanos) {
        long d = System.nanoTime() + nanos;
        return d == 0L ? 1L : d;
    }
}
