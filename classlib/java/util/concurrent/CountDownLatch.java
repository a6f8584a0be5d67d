package java.util.concurrent;

/** A latch opened when its count reaches zero (state guarded by a private monitor). */
public class CountDownLatch {
    private final Object lock = new Object();
    private long count;

    public CountDownLatch(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count < 0");
        }
        this.count = count;
    }

    public void await() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        synchronized (lock) {
            while (count > 0) {
                lock.wait();
            }
        }
    }

    public boolean await(long timeout, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (lock) {
            while (count > 0) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                lock.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public void countDown() {
        synchronized (lock) {
            if (count > 0 && --count == 0) {
                lock.notifyAll();
            }
        }
    }

    public long getCount() {
        synchronized (lock) {
            return count;
        }
    }

    public String toString() {
        return super.toString() + "[Count = " + getCount() + "]";
    }
}
