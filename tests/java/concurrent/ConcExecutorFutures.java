import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

// Executors with futures: submit/invokeAll/invokeAny, failures, cancellation, shutdown.
public class ConcExecutorFutures {
    static long fib(int n) {
        return n < 2 ? n : fib(n - 1) + fib(n - 2);
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<Long>> futures = new ArrayList<Future<Long>>();
        for (int i = 0; i < 24; i++) {
            final int n = i;
            futures.add(pool.submit(new Callable<Long>() {
                public Long call() {
                    return fib(n);
                }
            }));
        }
        long sum = 0;
        for (Future<Long> f : futures) {
            sum += f.get();
        }
        System.out.println("sum of fib(0..23) = " + sum);
        System.out.println("all done: " + futures.get(23).isDone() + ", cancelled: " + futures.get(23).isCancelled());

        List<Callable<String>> tasks = new ArrayList<Callable<String>>();
        for (int i = 0; i < 5; i++) {
            final int id = i;
            tasks.add(new Callable<String>() {
                public String call() throws Exception {
                    if (id == 3) {
                        throw new Exception("task 3 failed");
                    }
                    return "r" + id;
                }
            });
        }
        List<Future<String>> results = pool.invokeAll(tasks);
        for (Future<String> f : results) {
            try {
                System.out.println("invokeAll: " + f.get());
            } catch (ExecutionException e) {
                System.out.println("invokeAll failed: " + e.getMessage() + " / cause " + e.getCause());
            }
        }
        String any = pool.invokeAny(tasks.subList(0, 1));
        System.out.println("invokeAny: " + any);

        Future<?> bad = pool.submit(new Runnable() {
            public void run() {
                throw new IllegalStateException("runnable failed");
            }
        });
        try {
            bad.get();
        } catch (ExecutionException e) {
            System.out.println(e);
            System.out.println("cause: " + e.getCause());
        }
        Future<String> withResult = pool.submit(new Runnable() {
            public void run() {
            }
        }, "fixed result");
        System.out.println(withResult.get());

        final Object gate = new Object();
        Future<String> slow = pool.submit(new Callable<String>() {
            public String call() throws Exception {
                Thread.sleep(60000);
                return "slow";
            }
        });
        try {
            slow.get(20, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            System.out.println("timed out: " + e);
        }
        System.out.println("cancel: " + slow.cancel(true) + " again: " + slow.cancel(true));
        System.out.println("isCancelled " + slow.isCancelled() + " isDone " + slow.isDone());
        try {
            slow.get();
        } catch (CancellationException e) {
            System.out.println("get after cancel: " + e);
        }

        FutureTask<Integer> ft = new FutureTask<Integer>(new Callable<Integer>() {
            public Integer call() {
                return 42;
            }
        });
        Thread runner = new Thread(ft);
        runner.start();
        System.out.println("FutureTask on a thread: " + ft.get());
        runner.join();

        pool.shutdown();
        System.out.println("shutdown: " + pool.isShutdown());
        try {
            pool.submit(new Runnable() {
                public void run() {
                }
            });
        } catch (RejectedExecutionException e) {
            System.out.println("rejected after shutdown");
        }
        System.out.println("terminated: " + pool.awaitTermination(30, TimeUnit.SECONDS) + " " + pool.isTerminated());

        ExecutorService single = Executors.newSingleThreadExecutor();
        final StringBuilder order = new StringBuilder();
        for (int i = 0; i < 5; i++) {
            final int id = i;
            single.execute(new Runnable() {
                public void run() {
                    order.append(Thread.currentThread().getName()).append(':').append(id).append(' ');
                }
            });
        }
        single.shutdown();
        single.awaitTermination(30, TimeUnit.SECONDS);
        System.out.println(order.toString().trim());

        ExecutorService cached = Executors.newCachedThreadPool();
        Future<String> name = cached.submit(new Callable<String>() {
            public String call() {
                return Thread.currentThread().getName();
            }
        });
        System.out.println("cached pool thread: " + name.get());
        List<Runnable> pending = cached.shutdownNow();
        System.out.println("pending after shutdownNow: " + pending.size());
        cached.awaitTermination(30, TimeUnit.SECONDS);

        ThreadPoolExecutor tpe = new ThreadPoolExecutor(2, 2, 0L, TimeUnit.MILLISECONDS,
            new java.util.concurrent.LinkedBlockingQueue<Runnable>());
        final int[] counter = new int[1];
        for (int i = 0; i < 10; i++) {
            tpe.execute(new Runnable() {
                public void run() {
                    synchronized (counter) {
                        counter[0]++;
                    }
                }
            });
        }
        tpe.shutdown();
        tpe.awaitTermination(30, TimeUnit.SECONDS);
        System.out.println("tpe ran " + counter[0] + ", completed " + tpe.getCompletedTaskCount() + ", largest pool "
                           + tpe.getLargestPoolSize() + ", pool size now " + tpe.getPoolSize());
    }
}
