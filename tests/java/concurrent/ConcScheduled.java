import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

// Scheduled executors: delays, ordering by trigger time, periodic tasks, cancellation, shutdown.
public class ConcScheduled {
    public static void main(String[] args) throws Exception {
        ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
        // One worker: overdue tasks still run one at a time in trigger-time order.
        ScheduledExecutorService one = Executors.newSingleThreadScheduledExecutor();
        final StringBuffer order = new StringBuffer();
        int[] delays = {150, 50, 100};
        // Trigger times relative to one instant, so the order does not depend on scheduling speed,
        // as long as no delay has passed when its task is scheduled (an overdue task is due at
        // once). Round 0 measures how long scheduling takes on this VM (slow at first calls with
        // -Xjit:eager); round 1 starts that long ahead, twice over, and records the order.
        long ahead = 0;
        for (int round = 0; round < 2; round++) {
            final boolean record = round == 1;
            final CountDownLatch three = new CountDownLatch(3);
            long t0 = System.nanoTime();
            long start = t0 + ahead;
            for (final int d : delays) {
                one.schedule(new Runnable() {
                    public void run() {
                        if (record) {
                            order.append(d).append(' ');
                        }
                        three.countDown();
                    }
                }, start + d * 1000000L - System.nanoTime(), TimeUnit.NANOSECONDS);
            }
            ahead = 2 * (System.nanoTime() - t0);
            three.await();
        }
        System.out.println("ran in delay order: " + order.toString().trim());
        one.shutdown();
        long t0 = System.nanoTime();
        ScheduledFuture<String> f = ses.schedule(new Callable<String>() {
            public String call() {
                return "called";
            }
        }, 30, TimeUnit.MILLISECONDS);
        System.out.println(f.get() + " after at least 25ms: " + ((System.nanoTime() - t0) / 1000000 >= 25));
        final AtomicInteger ticks = new AtomicInteger();
        final CountDownLatch fiveTicks = new CountDownLatch(5);
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(new Runnable() {
            public void run() {
                ticks.incrementAndGet();
                fiveTicks.countDown();
            }
        }, 0, 5, TimeUnit.MILLISECONDS);
        fiveTicks.await();
        System.out.println("periodic cancel " + periodic.cancel(false) + " cancelled " + periodic.isCancelled()
                           + " ticks >= 5: " + (ticks.get() >= 5));
        final AtomicInteger delayed = new AtomicInteger();
        final CountDownLatch threeRuns = new CountDownLatch(3);
        ScheduledFuture<?> withDelay = ses.scheduleWithFixedDelay(new Runnable() {
            public void run() {
                delayed.incrementAndGet();
                threeRuns.countDown();
            }
        }, 1, 3, TimeUnit.MILLISECONDS);
        threeRuns.await();
        withDelay.cancel(true);
        System.out.println("fixed delay ran >= 3: " + (delayed.get() >= 3));
        ScheduledFuture<?> never = ses.schedule(new Runnable() {
            public void run() {
                System.out.println("should not run");
            }
        }, 1, TimeUnit.HOURS);
        System.out.println("long delay pending: " + (never.getDelay(TimeUnit.MINUTES) >= 59) + " cancel " + never.cancel(false));
        final CountDownLatch afterShutdown = new CountDownLatch(1);
        ses.schedule(new Runnable() {
            public void run() {
                System.out.println("delayed task runs after shutdown");
                afterShutdown.countDown();
            }
        }, 20, TimeUnit.MILLISECONDS);
        ses.shutdown();
        afterShutdown.await();
        System.out.println("terminated " + ses.awaitTermination(30, TimeUnit.SECONDS));
        try {
            ses.schedule(new Runnable() {
                public void run() {
                }
            }, 1, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
        ScheduledExecutorService single = Executors.newSingleThreadScheduledExecutor();
        System.out.println(single.schedule(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        }, 1, TimeUnit.MILLISECONDS).get());
        single.shutdownNow();
    }
}
