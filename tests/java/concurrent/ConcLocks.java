import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

// ReentrantLock with conditions (a bounded buffer), tryLock, ReentrantReadWriteLock.
public class ConcLocks {
    static final class BoundedBuffer {
        final Lock lock = new ReentrantLock();
        final Condition notFull = lock.newCondition();
        final Condition notEmpty = lock.newCondition();
        final Object[] items = new Object[5];
        int putptr, takeptr, count;

        void put(Object x) throws InterruptedException {
            lock.lock();
            try {
                while (count == items.length) {
                    notFull.await();
                }
                items[putptr] = x;
                if (++putptr == items.length) {
                    putptr = 0;
                }
                ++count;
                notEmpty.signal();
            } finally {
                lock.unlock();
            }
        }

        Object take() throws InterruptedException {
            lock.lock();
            try {
                while (count == 0) {
                    notEmpty.await();
                }
                Object x = items[takeptr];
                if (++takeptr == items.length) {
                    takeptr = 0;
                }
                --count;
                notFull.signal();
                return x;
            } finally {
                lock.unlock();
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final BoundedBuffer buf = new BoundedBuffer();
        final int n = 3000;
        final long[] got = new long[2];
        Thread producer = new Thread() {
            public void run() {
                try {
                    for (int i = 1; i <= n; i++) {
                        buf.put(i);
                    }
                    buf.put(-1);
                    buf.put(-1);
                } catch (InterruptedException e) {
                    System.out.println("producer interrupted");
                }
            }
        };
        Thread[] consumers = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int id = c;
            consumers[c] = new Thread() {
                public void run() {
                    try {
                        for (;;) {
                            int v = (Integer) buf.take();
                            if (v < 0) {
                                return;
                            }
                            got[id] += v;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("consumer interrupted");
                    }
                }
            };
            consumers[c].start();
        }
        producer.start();
        producer.join();
        for (Thread t : consumers) {
            t.join();
        }
        System.out.println("condition buffer sum " + (got[0] + got[1]) + " expected " + (long) n * (n + 1) / 2);

        final ReentrantLock lock = new ReentrantLock();
        final int[] counter = new int[1];
        Thread[] ts = new Thread[6];
        for (int i = 0; i < ts.length; i++) {
            ts[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 2000; k++) {
                        lock.lock();
                        try {
                            lock.lock();
                            try {
                                counter[0]++;
                            } finally {
                                lock.unlock();
                            }
                        } finally {
                            lock.unlock();
                        }
                    }
                }
            };
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("lock counter " + counter[0] + " locked " + lock.isLocked() + " fair " + lock.isFair()
                           + " " + new ReentrantLock(true).isFair());
        lock.lock();
        System.out.println("hold count " + lock.getHoldCount() + " held " + lock.isHeldByCurrentThread());
        final boolean[] tried = new boolean[2];
        Thread other = new Thread() {
            public void run() {
                tried[0] = lock.tryLock();
                try {
                    tried[1] = lock.tryLock(20, TimeUnit.MILLISECONDS);
                } catch (InterruptedException e) {
                    System.out.println("interrupted");
                }
            }
        };
        other.start();
        other.join();
        System.out.println("tryLock while held elsewhere: " + tried[0] + " " + tried[1]);
        lock.unlock();
        try {
            lock.unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println("unlock not held: " + e);
        }
        Condition c = lock.newCondition();
        try {
            c.await();
        } catch (IllegalMonitorStateException e) {
            System.out.println("await not held: " + e);
        }
        lock.lock();
        long left = c.awaitNanos(TimeUnit.MILLISECONDS.toNanos(15));
        System.out.println("awaitNanos timed out: " + (left <= 0) + ", still held " + lock.isHeldByCurrentThread());
        System.out.println("await(time) " + c.await(5, TimeUnit.MILLISECONDS));
        lock.unlock();

        final Thread waiterThread = new Thread() {
            public void run() {
                lock.lock();
                try {
                    Condition cc = lock.newCondition();
                    cc.await();
                } catch (InterruptedException e) {
                    System.out.println("await interrupted, held " + lock.isHeldByCurrentThread());
                } finally {
                    lock.unlock();
                }
            }
        };
        waiterThread.start();
        while (waiterThread.getState() != Thread.State.WAITING) {
            Thread.sleep(1);
        }
        waiterThread.interrupt();
        waiterThread.join();

        final ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
        final int[] data = new int[4];
        final long[] readSums = new long[4];
        Thread[] rws = new Thread[6];
        for (int i = 0; i < rws.length; i++) {
            final int id = i;
            rws[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 500; k++) {
                        if (id < 2) {
                            rw.writeLock().lock();
                            try {
                                for (int j = 0; j < data.length; j++) {
                                    data[j]++;
                                }
                            } finally {
                                rw.writeLock().unlock();
                            }
                        } else {
                            rw.readLock().lock();
                            try {
                                int first = data[0];
                                for (int j = 1; j < data.length; j++) {
                                    if (data[j] != first) {
                                        System.out.println("torn read");
                                    }
                                }
                                readSums[id - 2] += first >= 0 ? 1 : 0;
                            } finally {
                                rw.readLock().unlock();
                            }
                        }
                    }
                }
            };
            rws[i].start();
        }
        for (Thread t : rws) {
            t.join();
        }
        System.out.println("rw data " + data[0] + " " + data[3] + " reads " + (readSums[0] + readSums[1] + readSums[2] + readSums[3]));
        rw.writeLock().lock();
        rw.readLock().lock();
        System.out.println("write held " + rw.isWriteLockedByCurrentThread() + " reads " + rw.getReadLockCount()
                           + " my reads " + rw.getReadHoldCount() + " writes " + rw.getWriteHoldCount());
        rw.writeLock().unlock();
        rw.readLock().unlock();
        System.out.println("after: write locked " + rw.isWriteLocked() + " reads " + rw.getReadLockCount());
        try {
            rw.readLock().unlock();
        } catch (IllegalMonitorStateException e) {
            System.out.println(e.getMessage());
        }
    }
}
