import java.util.concurrent.atomic.AtomicInteger;

// Lambdas run on other threads: Runnable lambdas with captured state, method references as
// thread bodies, and results joined before printing.
public class LambdaThreads {
    interface Task { long run(int from, int to); }

    static long sum(int from, int to) {
        long s = 0;
        for (int i = from; i < to; i++) s += i;
        return s;
    }

    public static void main(String[] args) throws InterruptedException {
        long[] results = new long[4];
        Thread[] ts = new Thread[4];
        Task task = LambdaThreads::sum;
        for (int i = 0; i < ts.length; i++) {
            int k = i;
            ts[i] = new Thread(() -> results[k] = task.run(k * 1000, (k + 1) * 1000));
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        long total = 0;
        for (long r : results) total += r;
        System.out.println(total + " " + sum(0, 4000));
        AtomicInteger counter = new AtomicInteger();
        Runnable inc = counter::incrementAndGet;
        Thread a = new Thread(() -> { for (int i = 0; i < 500; i++) inc.run(); });
        Thread b = new Thread(() -> { for (int i = 0; i < 500; i++) inc.run(); });
        a.start();
        b.start();
        a.join();
        b.join();
        System.out.println(counter.get());
        StringBuilder log = new StringBuilder();
        Thread t = new Thread(() -> log.append("ran in ").append(Thread.currentThread().getName()), "worker");
        t.start();
        t.join();
        System.out.println(log);
    }
}
