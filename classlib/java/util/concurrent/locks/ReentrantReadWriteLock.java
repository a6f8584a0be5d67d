package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A reentrant read-write lock on MonitorSync. Readers share the lock while no thread writes;
 * a new reader waits while a writer is waiting (so writers do not starve), but a thread that
 * already holds a read lock may always take another. The writer may also take read locks
 * (downgrading); a reader cannot upgrade. Fairness is recorded only.
 */
public class ReentrantReadWriteLock implements ReadWriteLock, java.io.Serializable {
    private static final long serialVersionUID = -6992448646407690164L;

    static final class Sync extends MonitorSync {
        private static final long serialVersionUID = 1L;
        Thread writer;
        int writeHolds;
        int readers;              /* read holds of all threads */
        int writersWaiting;
        final ThreadLocal<int[]> readHolds = new ThreadLocal<int[]>() {
            protected int[] initialValue() {
                return new int[1];
            }
        };

        boolean heldExclusively(Thread me) {
            return writer == me;
        }

        int releaseAll() {
            int h = writeHolds;
            writeHolds = 0;
            writer = null;
            wakeAll();
            return h;
        }

        void reacquire(int h) {
            Thread me = Thread.currentThread();
            boolean interrupted = false;
            synchronized (sync) {
                writersWaiting++;
                while (writer != null || readers > 0) {
                    interrupted |= waitUninterruptibly();
                }
                writersWaiting--;
                writer = me;
                writeHolds = h;
            }
            if (interrupted) {
                me.interrupt();
            }
        }

        /** Under sync. */
        boolean tryRead(Thread me, int[] mine) {
            if (writer != null && writer != me) {
                return false;
            }
            if (writersWaiting > 0 && writer != me && mine[0] == 0) {
                return false;
            }
            if (readers == Integer.MAX_VALUE) {
                throw new Error("Maximum lock count exceeded");
            }
            readers++;
            mine[0]++;
            return true;
        }

        /** Under sync. */
        boolean tryWrite(Thread me) {
            if (writer == me) {
                if (writeHolds == Integer.MAX_VALUE) {
                    throw new Error("Maximum lock count exceeded");
                }
                writeHolds++;
                return true;
            }
            if (writer == null && readers == 0) {
                writer = me;
                writeHolds = 1;
                return true;
            }
            return false;
        }
    }

    private final Sync s = new Sync();
    private final boolean fair;
    private final ReadLock readerLock;
    private final WriteLock writerLock;

    public ReentrantReadWriteLock() {
        this(false);
    }

    public ReentrantReadWriteLock(boolean fair) {
        this.fair = fair;
        readerLock = new ReadLock(this);
        writerLock = new WriteLock(this);
    }

    public ReentrantReadWriteLock.WriteLock writeLock() {
        return writerLock;
    }

    public ReentrantReadWriteLock.ReadLock readLock() {
        return readerLock;
    }

    public static class ReadLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -5992448646407690164L;
        private final Sync s;

        protected ReadLock(ReentrantReadWriteLock lock) {
            s = lock.s;
        }

        public void lock() {
            Thread me = Thread.currentThread();
            int[] mine = s.readHolds.get();
            boolean interrupted = false;
            synchronized (s.sync) {
                while (!s.tryRead(me, mine)) {
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
            int[] mine = s.readHolds.get();
            synchronized (s.sync) {
                while (!s.tryRead(me, mine)) {
                    s.waitFor(0L);
                }
            }
        }

        public boolean tryLock() {
            Thread me = Thread.currentThread();
            int[] mine = s.readHolds.get();
            synchronized (s.sync) {
                if (s.writer != null && s.writer != me) {
                    return false;
                }
                s.readers++;
                mine[0]++;
                return true;
            }
        }

        public boolean tryLock(long timeout, TimeUnit unit) throws InterruptedException {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            Thread me = Thread.currentThread();
            int[] mine = s.readHolds.get();
            long nanos = unit.toNanos(timeout);
            long deadline = MonitorSync.deadlineOf(nanos);
            synchronized (s.sync) {
                while (!s.tryRead(me, mine)) {
                    if (nanos <= 0L || !s.waitFor(deadline)) {
                        return false;
                    }
                }
                return true;
            }
        }

        public void unlock() {
            int[] mine = s.readHolds.get();
            synchronized (s.sync) {
                if (mine[0] == 0) {
                    throw new IllegalMonitorStateException("attempt to unlock read lock, not locked by current thread");
                }
                mine[0]--;
                if (--s.readers == 0) {
                    s.wakeAll();
                }
            }
        }

        public Condition newCondition() {
            throw new UnsupportedOperationException();
        }

        public String toString() {
            int r;
            synchronized (s.sync) {
                r = s.readers;
            }
            return super.toString() + "[Read locks = " + r + "]";
        }
    }

    public static class WriteLock implements Lock, java.io.Serializable {
        private static final long serialVersionUID = -4992448646407690164L;
        private final Sync s;

        protected WriteLock(ReentrantReadWriteLock lock) {
            s = lock.s;
        }

        public void lock() {
            Thread me = Thread.currentThread();
            boolean interrupted = false;
            synchronized (s.sync) {
                if (!s.tryWrite(me)) {
                    s.writersWaiting++;
                    while (!s.tryWrite(me)) {
                        interrupted |= s.waitUninterruptibly();
                    }
                    s.writersWaiting--;
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
                if (!s.tryWrite(me)) {
                    s.writersWaiting++;
                    try {
                        while (!s.tryWrite(me)) {
                            s.waitFor(0L);
                        }
                    } finally {
                        if (--s.writersWaiting == 0) {
                            s.wakeAll();
                        }
                    }
                }
            }
        }

        public boolean tryLock() {
            synchronized (s.sync) {
                return s.tryWrite(Thread.currentThread());
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
                if (s.tryWrite(me)) {
                    return true;
                }
                if (nanos <= 0L) {
                    return false;
                }
                s.writersWaiting++;
                try {
                    while (!s.tryWrite(me)) {
                        if (!s.waitFor(deadline)) {
                            return false;
                        }
                    }
                    return true;
                } finally {
                    if (--s.writersWaiting == 0) {
                        s.wakeAll();
                    }
                }
            }
        }

        public void unlock() {
            synchronized (s.sync) {
                if (s.writer != Thread.currentThread()) {
                    throw new IllegalMonitorStateException();
                }
                if (--s.writeHolds == 0) {
                    s.writer = null;
                    s.wakeAll();
                }
            }
        }

        public Condition newCondition() {
            return new MonitorCondition(s);
        }

        public boolean isHeldByCurrentThread() {
            synchronized (s.sync) {
                return s.writer == Thread.currentThread();
            }
        }

        public int getHoldCount() {
            synchronized (s.sync) {
                return s.writer == Thread.currentThread() ? s.writeHolds : 0;
            }
        }

        public String toString() {
            Thread o;
            synchronized (s.sync) {
                o = s.writer;
            }
            return super.toString() + ((o == null) ? "[Unlocked]" : "[Locked by thread " + o.getName() + "]");
        }
    }

    public final boolean isFair() {
        return fair;
    }

    protected Thread getOwner() {
        synchronized (s.sync) {
            return s.writer;
        }
    }

    public int getReadLockCount() {
        synchronized (s.sync) {
            return s.readers;
        }
    }

    public boolean isWriteLocked() {
        synchronized (s.sync) {
            return s.writer != null;
        }
    }

    public boolean isWriteLockedByCurrentThread() {
        synchronized (s.sync) {
            return s.writer == Thread.currentThread();
        }
    }

    public int getWriteHoldCount() {
        synchronized (s.sync) {
            return s.writer == Thread.currentThread() ? s.writeHolds : 0;
        }
    }

    public int getReadHoldCount() {
        return s.readHolds.get()[0];
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

    public String toString() {
        int w;
        int r;
        synchronized (s.sync) {
            w = s.writeHolds;
            r = s.readers;
        }
        return super.toString() + "[Write locks = " + w + ", Read locks = " + r + "]";
    }
}
