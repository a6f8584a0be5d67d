package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A reentrant mutual-exclusion lock on MonitorSync (lock state guarded by a private monitor;
 * waiting threads block in its wait set). The fairness flag is recorded but acquisition is
 * never fair: a thread may take the lock ahead of waiting ones.
 */
public class ReentrantLock implements Lock, java.io.Serializable {
    private static final long serialVersionUID = 7373984872572414699L;

    static final class Sync extends MonitorSync {
        private static final long serialVersionUID = 1L;
        Thread owner;
        int holds;

        boolean heldExclusively(Thread me) {
            return owner == me;
        }

        int releaseAll() {
            int h = holds;
            holds = 0;
            owner = null;
            wakeOne();
            return h;
        }

        void reacquire(int h) {
            Thread me = Thread.currentThread();
            boolean interrupted = false;
            synchronized (sync) {
                while (owner != null) {
                    interrupted |= waitUninterruptibly();
                }
                owner = me;
                holds = h;
            }
            if (interrupted) {
                me.interrupt();
            }
        }

        /** Under sync: takes the lock if free or held by me. */
        boolean tryAcquire(Thread me) {
            if (owner == null) {
                owner = me;
                holds = 1;
                return true;
            }
            if (owner == me) {
                if (holds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                holds++;
                return true;
            }
            return false;
        }
    }

    private final Sync s = new Sync();
    private final boolean fair;

    public ReentrantLock() {
        this(false);
    }

    public ReentrantLock(boolean fair) {
        this.fair = fair;
    }

    public void lock() {
        Thread me = Thread.currentThread();
        boolean interrupted = false;
        synchronized (s.sync) {
            while (!s.tryAcquire(me)) {
                interrupted |= s.waitUninterruptibly();
            }
        }
        if (interrupted) {
            me.interrupt();
        }
    }

    public void lockInterruptibly() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Thread me = Thread.currentThread();
        synchronized (s.sync) {
            try {
                while (!s.tryAcquire(me)) {
                    s.waitFor(0L);
                }
            } catch (InterruptedException e) {
                if (s.owner == null) {
                    s.wakeOne();
                }
                throw e;
            }
        }
    }

    public boolean tryLock() {
        Thread me = Thread.currentThread();
        synchronized (s.sync) {
            return s.tryAcquire(me);
        }
    }

    public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Thread me = Thread.currentThread();
        long nanos = unit.toNanos(timeout);
        long deadline = MonitorSync.deadlineOf(nanos);
        synchronized (s.sync) {
            try {
                while (!s.tryAcquire(me)) {
                    if (nanos <= 0L || !s.waitFor(deadline)) {
                        if (s.owner == null) {
                            s.wakeOne();
                        }
                        return false;
                    }
                }
                return true;
            } catch (InterruptedException e) {
                if (s.owner == null) {
                    s.wakeOne();
                }
                throw e;
            }
        }
    }

    public void unlock() {
        synchronized (s.sync) {
            if (s.owner != Thread.currentThread()) {
                throw new IllegalMonitorStateException();
            }
            if (--s.holds == 0) {
                s.owner = null;
                s.wakeOne();
            }
        }
    }

    public Condition newCondition() {
        return new MonitorCondition(s);
    }

    public int getHoldCount() {
        synchronized (s.sync) {
            return s.owner == Thread.currentThread() ? s.holds : 0;
        }
    }

    public boolean isHeldByCurrentThread() {
        synchronized (s.sync) {
            return s.owner == Thread.currentThread();
        }
    }

    public boolean isLocked() {
        synchronized (s.sync) {
            return s.owner != null;
        }
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (s.sync) {
            return s.owner;
        }
    }

    public final boolean hasQueuedThreads() {
        synchronized (s.sync) {
            return s.waiters > 0;
        }
    }

    public final int getQueueLength() {
        synchronized (s.sync) {
            return s.waiters;
        }
    }

    public boolean hasWaiters(Condition condition) {
        return asOwn(condition).hasWaiters();
    }

    public int getWaitQueueLength(Condition condition) {
        return asOwn(condition).getWaitQueueLength();
    }

    private MonitorCondition asOwn(Condition condition) {
        if (condition == null) {
            throw new NullPointerException();
        }
        if (!(condition instanceof MonitorCondition) || !((MonitorCondition) condition).ownedBy(s)) {
            throw new IllegalArgumentException("not owner");
        }
        return (MonitorCondition) condition;
    }

    public String toString() {
        Thread o = getOwner();
        return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
    }
}
