import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/* Semaphore, CyclicBarrier, the blocking queues, FutureTask, ExecutorCompletionService, a
 * single-threaded ScheduledExecutorService and TimeUnit, with deterministic output. */
public class ThrConcurrencyTools {
    public static void main(String[] args) throws Exception {
        semaphore();
        barrier();
        queues();
        futureTask();
        completionService();
        scheduled();
        timeUnits();
    }

    static void semaphore() throws Exception {
        Semaphore s = new Semaphore(3);
        s.acquire(2);
        System.out.println("permits " + s.availablePermits() + " try " + s.tryAcquire(2) + " try1 " + s.tryAcquire());
        System.out.println("drained " + s.drainPermits() + " now " + s.availablePermits());
        s.release(5);
        System.out.println("after release " + s.availablePermits() + " " + s.toString().substring(s.toString().indexOf("[")));
        Semaphore gate = new Semaphore(0);
        AtomicInteger inside = new AtomicInteger();
        AtomicInteger maxInside = new AtomicInteger();
        Semaphore limit = new Semaphore(2);
        List<Thread> ts = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Thread t = new Thread(() -> {
                try {
                    limit.acquire();
                    int now = inside.incrementAndGet();
                    maxInside.accumulateAndGet(now, Math::max);
                    Thread.sleep(5);
                    inside.decrementAndGet();
                    limit.release();
                    gate.release();
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            ts.add(t);
            t.start();
        }
        gate.acquire(6);
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("max inside " + maxInside.get() + " limit back to " + limit.availablePermits());
        System.out.println("timed tryAcquire " + gate.tryAcquire(20, TimeUnit.MILLISECONDS));
        try {
            new Semaphore(1).release(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("release(-1): " + e.getClass().getSimpleName());
        }
    }

    static void barrier() throws Exception {
        List<String> log = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger generation = new AtomicInteger();
        CyclicBarrier b = new CyclicBarrier(3, () -> log.add("trip " + generation.incrementAndGet()));
        System.out.println("parties " + b.getParties() + " waiting " + b.getNumberWaiting() + " broken " + b.isBroken());
        List<Thread> ts = new ArrayList<>();
        int[] arrivals = new int[3];
        for (int i = 0; i < 3; i++) {
            final int id = i;
            Thread t = new Thread(() -> {
                try {
                    for (int round = 0; round < 2; round++) {
                        int idx = b.await();
                        synchronized (arrivals) {
                            arrivals[idx]++;
                        }
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    log.add("worker " + id + " " + e);
                }
            });
            ts.add(t);
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println(log + " arrival indexes " + arrivals[0] + "," + arrivals[1] + "," + arrivals[2]);
        CyclicBarrier lonely = new CyclicBarrier(2);
        try {
            lonely.await(30, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout, broken " + lonely.isBroken());
        }
        try {
            lonely.await();
        } catch (BrokenBarrierException e) {
            System.out.println("broken barrier: " + e);
        }
        lonely.reset();
        System.out.println("after reset broken " + lonely.isBroken());
    }

    static void queues() throws Exception {
        ArrayBlockingQueue<Integer> abq = new ArrayBlockingQueue<>(3);
        System.out.println(abq.offer(1) + " " + abq.offer(2) + " " + abq.offer(3) + " " + abq.offer(4)
                + " remaining " + abq.remainingCapacity() + " " + abq);
        System.out.println("timed offer " + abq.offer(5, 20, TimeUnit.MILLISECONDS) + " peek " + abq.peek());
        try {
            abq.add(9);
        } catch (IllegalStateException e) {
            System.out.println("add to full: " + e.getMessage());
        }
        List<Integer> drained = new ArrayList<>();
        System.out.println("drainTo " + abq.drainTo(drained, 2) + " " + drained + " left " + abq);
        System.out.println("poll " + abq.poll() + " poll " + abq.poll() + " timed poll "
                + abq.poll(20, TimeUnit.MILLISECONDS));
        LinkedBlockingQueue<String> q = new LinkedBlockingQueue<>(5);
        Thread producer = new Thread(() -> {
            try {
                for (int i = 0; i < 20; i++) {
                    q.put("item" + i);
                }
                q.put("END");
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        producer.start();
        int count = 0;
        String last = null;
        while (true) {
            String s = q.take();
            if (s.equals("END")) {
                break;
            }
            count++;
            last = s;
        }
        producer.join();
        System.out.println("consumed " + count + " last " + last + " empty " + q.isEmpty() + " cap "
                + q.remainingCapacity());
        LinkedBlockingQueue<Integer> unbounded = new LinkedBlockingQueue<>();
        for (int i = 0; i < 5; i++) {
            unbounded.add(i * i);
        }
        System.out.println(unbounded + " contains 9 " + unbounded.contains(9) + " remove 4 " + unbounded.remove(4)
                + " size " + unbounded.size() + " cap " + unbounded.remainingCapacity());
    }

    static void futureTask() throws Exception {
        FutureTask<Integer> ok = new FutureTask<>(() -> 6 * 7);
        System.out.println("done before run " + ok.isDone());
        ok.run();
        System.out.println("value " + ok.get() + " done " + ok.isDone() + " cancelled " + ok.isCancelled());
        FutureTask<Integer> failing = new FutureTask<>(() -> {
            throw new IllegalStateException("task failed");
        });
        new Thread(failing).start();
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("execution exception: " + e.getMessage() + " | cause " + e.getCause());
        }
        FutureTask<String> never = new FutureTask<>(() -> "never");
        try {
            never.get(10, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timeout " + e.getMessage());
        }
        System.out.println("cancel " + never.cancel(false) + " again " + never.cancel(true) + " isCancelled "
                + never.isCancelled());
        try {
            never.get();
        } catch (CancellationException e) {
            System.out.println("cancelled get: " + e.getClass().getSimpleName());
        }
        FutureTask<String> withResult = new FutureTask<>(() -> System.out.println("runnable ran"), "fixed");
        withResult.run();
        System.out.println("runnable result " + withResult.get());
    }

    static void completionService() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        ExecutorCompletionService<String> ecs = new ExecutorCompletionService<>(pool);
        CountDownLatch second = new CountDownLatch(1);
        CountDownLatch third = new CountDownLatch(1);
        ecs.submit(() -> {
            third.await();
            return "slow";
        });
        ecs.submit(() -> {
            second.await();
            return "medium";
        });
        ecs.submit(() -> "fast");
        System.out.println("first: " + ecs.take().get());
        second.countDown();
        System.out.println("second: " + ecs.take().get());
        System.out.println("poll while busy: " + ecs.poll());
        third.countDown();
        System.out.println("third: " + ecs.poll(5, TimeUnit.SECONDS).get());
        Future<String> failed = ecs.submit(() -> {
            throw new java.io.IOException("io");
        });
        Future<String> taken = ecs.take();
        System.out.println("same future " + (taken == failed));
        try {
            taken.get();
        } catch (ExecutionException e) {
            System.out.println("failed task: " + e.getCause());
        }
        Future<String> r = ecs.submit(() -> { }, "runnable-result");
        System.out.println(ecs.take().get() + " " + r.isDone());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(5, TimeUnit.SECONDS));
    }

    static void scheduled() throws Exception {
        ScheduledExecutorService ses = Executors.newSingleThreadScheduledExecutor();
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        ScheduledFuture<String> later = null;
        ScheduledFuture<?> sooner = null;
        // Round 0 warms up both schedule() overloads and the worker, whose first calls are slow
        // where each method is compiled at its first call (-Xjit:eager); round 1 is recorded.
        // The gap of 990 ms covers a stalled second call (300 ms was passed once under ASan
        // with -Xjit:eager on a loaded machine).
        for (int round = 0; round < 2; round++) {
            if (later != null) {
                later.get();
                sooner.get();
                order.clear();
            }
            later = ses.schedule(() -> {
                order.add("later");
                return "later-result";
            }, 1000, TimeUnit.MILLISECONDS);
            sooner = ses.schedule(() -> order.add("sooner"), 10, TimeUnit.MILLISECONDS);
        }
        AtomicInteger ticks = new AtomicInteger();
        CountDownLatch three = new CountDownLatch(3);
        ScheduledFuture<?> periodic = ses.scheduleAtFixedRate(() -> {
            ticks.incrementAndGet();
            three.countDown();
        }, 0, 5, TimeUnit.MILLISECONDS);
        three.await();
        periodic.cancel(false);
        System.out.println("periodic cancelled " + periodic.isCancelled() + " ticks>=3 " + (ticks.get() >= 3));
        System.out.println(later.get() + " " + sooner.get() + " order " + order);
        ScheduledFuture<?> cancelled = ses.schedule(() -> order.add("never"), 1, TimeUnit.HOURS);
        System.out.println("delay positive " + (cancelled.getDelay(TimeUnit.MINUTES) > 50) + " cancel "
                + cancelled.cancel(false));
        AtomicInteger fixedDelay = new AtomicInteger();
        CountDownLatch twice = new CountDownLatch(2);
        ScheduledFuture<?> fd = ses.scheduleWithFixedDelay(() -> {
            fixedDelay.incrementAndGet();
            twice.countDown();
        }, 1, 1, TimeUnit.MILLISECONDS);
        twice.await();
        fd.cancel(false);
        ses.shutdown();
        System.out.println("ses terminated " + ses.awaitTermination(5, TimeUnit.SECONDS) + " order " + order);
    }

    static void timeUnits() {
        for (TimeUnit u : TimeUnit.values()) {
            System.out.println(u + " ordinal " + u.ordinal() + " 1 day = " + u.convert(1, TimeUnit.DAYS)
                    + " 90s in unit " + u.convert(90, TimeUnit.SECONDS) + " nanos(3) " + u.toNanos(3)
                    + " millis(2) " + u.toMillis(2) + " seconds(7200) " + u.toSeconds(7200) + " max "
                    + u.toNanos(Long.MAX_VALUE / 2) + " min " + u.toMicros(Long.MIN_VALUE / 3));
        }
        System.out.println(TimeUnit.valueOf("HOURS").toMinutes(3) + " " + TimeUnit.MINUTES.toHours(179) + " "
                + TimeUnit.HOURS.toDays(49) + " " + TimeUnit.MILLISECONDS.toMicros(-5));
    }
}
