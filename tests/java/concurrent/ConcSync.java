import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

// CountDownLatch, CyclicBarrier and Semaphore.
public class ConcSync {
    public static void main(String[] args) throws Exception {
        final int n = 6;
        final CountDownLatch start = new CountDownLatch(1);
        final CountDownLatch done = new CountDownLatch(n);
        final AtomicInteger sum = new AtomicInteger();
        for (int i = 0; i < n; i++) {
            final int id = i;
            new Thread() {
                public void run() {
                    try {
                        start.await();
                        sum.addAndGet(id * 10);
                    } catch (InterruptedException e) {
                        System.out.println("interrupted");
                    } finally {
                        done.countDown();
                    }
                }
            }.start();
        }
        System.out.println("before start: done count " + done.getCount());
        start.countDown();
        done.await();
        System.out.println("after: sum " + sum.get() + " count " + done.getCount());
        System.out.println("await on open latch: " + done.await(1, TimeUnit.MILLISECONDS));
        CountDownLatch closed = new CountDownLatch(1);
        System.out.println("timed await on closed latch: " + closed.await(10, TimeUnit.MILLISECONDS));
        try {
            new CountDownLatch(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e);
        }

        final int parties = 4;
        final StringBuffer trips = new StringBuffer();
        final CyclicBarrier barrier = new CyclicBarrier(parties, new Runnable() {
            int trip;

            public void run() {
                trips.append("trip ").append(++trip).append(';');
            }
        });
        final AtomicInteger zeroIndex = new AtomicInteger();
        Thread[] ts = new Thread[parties];
        for (int i = 0; i < parties; i++) {
            ts[i] = new Thread() {
                public void run() {
                    try {
                        for (int r = 0; r < 3; r++) {
                            if (barrier.await() == 0) {
                                zeroIndex.incrementAndGet();
                            }
                        }
                    } catch (Exception e) {
                        System.out.println("barrier failed: " + e);
                    }
                }
            };
            ts[i].start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(trips + " last arrivals " + zeroIndex.get() + " parties " + barrier.getParties()
                           + " waiting " + barrier.getNumberWaiting() + " broken " + barrier.isBroken());
        final CyclicBarrier two = new CyclicBarrier(2);
        try {
            two.await(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("barrier timeout: " + e + ", broken " + two.isBroken());
        }
        try {
            two.await();
        } catch (BrokenBarrierException e) {
            System.out.println("then: " + e);
        }
        two.reset();
        System.out.println("after reset broken " + two.isBroken());

        final Semaphore sem = new Semaphore(2);
        final AtomicInteger inside = new AtomicInteger();
        final AtomicInteger maxInside = new AtomicInteger();
        Thread[] ws = new Thread[8];
        for (int i = 0; i < ws.length; i++) {
            ws[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 20; k++) {
                        try {
                            sem.acquire();
                        } catch (InterruptedException e) {
                            return;
                        }
                        try {
                            int now = inside.incrementAndGet();
                            int m;
                            while ((m = maxInside.get()) < now && !maxInside.compareAndSet(m, now)) {
                            }
                            Thread.yield();
                            inside.decrementAndGet();
                        } finally {
                            sem.release();
                        }
                    }
                }
            };
            ws[i].start();
        }
        for (Thread t : ws) {
            t.join();
        }
        System.out.println("semaphore: max inside <= 2: " + (maxInside.get() <= 2) + ", permits " + sem.availablePermits());
        System.out.println("tryAcquire(3): " + sem.tryAcquire(3) + ", tryAcquire(2): " + sem.tryAcquire(2)
                           + ", timed: " + sem.tryAcquire(5, TimeUnit.MILLISECONDS));
        sem.release(5);
        System.out.println("drain " + sem.drainPermits() + " now " + sem.availablePermits());
    }
}
