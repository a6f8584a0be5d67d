package java.util.concurrent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A pool of daemon worker threads running ForkJoinTasks. minivm's version keeps one deque of
 * queued tasks per pool (guarded by the pool's monitor): tasks forked by a worker go to the front
 * and are taken first, external submissions go to the back. Workers are started on demand up
 * to the parallelism; joining threads help (see ForkJoinTask). Thread names follow OpenJDK:
 * "ForkJoinPool-N-worker-M" and "ForkJoinPool.commonPool-worker-M". The common pool's
 * parallelism is the number of processors minus one (at least 1), or the system property
 * java.util.concurrent.ForkJoinPool.common.parallelism.
 */
public class ForkJoinPool extends AbstractExecutorService {
    public static interface ForkJoinWorkerThreadFactory {
        ForkJoinWorkerThread newThread(ForkJoinPool pool);
    }

    public static interface ManagedBlocker {
        boolean block() throws InterruptedException;

        boolean isReleasable();
    }

    static final class DefaultForkJoinWorkerThreadFactory implements ForkJoinWorkerThreadFactory {
        public final ForkJoinWorkerThread newThread(ForkJoinPool pool) {
            return new ForkJoinWorkerThread(pool);
        }
    }

    public static final ForkJoinWorkerThreadFactory defaultForkJoinWorkerThreadFactory =
        new DefaultForkJoinWorkerThreadFactory();

    private static final AtomicInteger poolIds = new AtomicInteger();
    static final ForkJoinPool common;
    private static final int COMMON_PARALLELISM;

    static {
        int par = -1;
        String pp = System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism");
        if (pp != null) {
            try {
                par = Integer.parseInt(pp);
            } catch (NumberFormatException e) {
                par = -1;
            }
        }
        if (par < 0) {
            par = Runtime.getRuntime().availableProcessors() - 1;
        }
        if (par < 1) {
            par = 1;
        }
        COMMON_PARALLELISM = par;
        common = new ForkJoinPool(par, "ForkJoinPool.commonPool-worker-", true);
    }

    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 3;

    private final int parallelism;
    private final String workerNamePrefix;
    private final boolean isCommon;
    private final ForkJoinWorkerThreadFactory factory;
    private final Thread.UncaughtExceptionHandler ueh;
    private final ArrayDeque<ForkJoinTask<?>> queue = new ArrayDeque<ForkJoinTask<?>>();
    private final ArrayList<ForkJoinWorkerThread> workers = new ArrayList<ForkJoinWorkerThread>();
    private int nextWorker = 1;
    private int idle;
    private int active;
    private long steals;
    private int state;

    public ForkJoinPool() {
        this(Math.max(1, Runtime.getRuntime().availableProcessors()), defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism) {
        this(parallelism, defaultForkJoinWorkerThreadFactory, null, false);
    }

    public ForkJoinPool(int parallelism, ForkJoinWorkerThreadFactory factory, Thread.UncaughtExceptionHandler handler,
                        boolean asyncMode) {
        if (parallelism <= 0 || parallelism > 0x7fff) {
            throw new IllegalArgumentException();
        }
        if (factory == null) {
            throw new NullPointerException();
        }
        this.parallelism = parallelism;
        this.factory = factory;
        this.ueh = handler;
        this.isCommon = false;
        this.workerNamePrefix = "ForkJoinPool-" + poolIds.incrementAndGet() + "-worker-";
    }

    private ForkJoinPool(int parallelism, String prefix, boolean isCommon) {
        this.parallelism = parallelism;
        this.factory = defaultForkJoinWorkerThreadFactory;
        this.ueh = null;
        this.isCommon = isCommon;
        this.workerNamePrefix = prefix;
    }

    public static ForkJoinPool commonPool() {
        return common;
    }

    public static int getCommonPoolParallelism() {
        return COMMON_PARALLELISM;
    }

    /* ---- queueing (under the pool's monitor) ---- */

    final void push(ForkJoinTask<?> task, boolean fromWorker) {
        synchronized (this) {
            if (state != RUNNING && !(isCommon)) {
                throw new RejectedExecutionException();
            }
            task.queuedIn = this;
            if (fromWorker) {
                queue.addFirst(task);
            } else {
                queue.addLast(task);
            }
            if (idle > 0) {
                notify();
            } else if (workers.size() < parallelism) {
                startWorker();
            }
        }
    }

    final boolean tryUnqueue(ForkJoinTask<?> task) {
        synchronized (this) {
            if (task.queuedIn == this && queue.removeFirstOccurrence(task)) {
                task.queuedIn = null;
                return true;
            }
            return false;
        }
    }

    final ForkJoinTask<?> poll() {
        synchronized (this) {
            ForkJoinTask<?> t = queue.pollFirst();
            if (t != null) {
                t.queuedIn = null;
                steals++;
            }
            return t;
        }
    }

    private void startWorker() {
        ForkJoinWorkerThread w = factory.newThread(this);
        if (w == null) {
            return;
        }
        w.setName(workerNamePrefix + (nextWorker++));
        if (ueh != null) {
            w.setUncaughtExceptionHandler(ueh);
        }
        workers.add(w);
        w.start();
    }

    final void runWorker(ForkJoinWorkerThread w) {
        for (;;) {
            ForkJoinTask<?> t;
            synchronized (this) {
                while ((t = queue.pollFirst()) == null) {
                    if (state >= STOP || (state == SHUTDOWN && active == 0)) {
                        return;
                    }
                    idle++;
                    try {
                        wait(state == RUNNING ? 60000L : 10L);
                    } catch (InterruptedException e) {
                        /* interrupts only wake workers */
                    } finally {
                        idle--;
                    }
                }
                t.queuedIn = null;
                active++;
            }
            try {
                t.doExec();
            } finally {
                synchronized (this) {
                    active--;
                    if (active == 0 && queue.isEmpty()) {
                        notifyAll();
                    }
                }
            }
        }
    }

    final void deregisterWorker(ForkJoinWorkerThread w) {
        synchronized (this) {
            workers.remove(w);
            if (workers.isEmpty() && state >= SHUTDOWN) {
                state = TERMINATED;
            }
            notifyAll();
        }
    }

    /* ---- submission ---- */

    public <T> T invoke(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task, false);
        return task.join();
    }

    public void execute(ForkJoinTask<?> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task, false);
    }

    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = (task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task);
        push(job, false);
    }

    public <T> ForkJoinTask<T> submit(ForkJoinTask<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        push(task, false);
        return task;
    }

    public <T> ForkJoinTask<T> submit(Callable<T> task) {
        ForkJoinTask<T> job = ForkJoinTask.adapt(task);
        push(job, false);
        return job;
    }

    public <T> ForkJoinTask<T> submit(Runnable task, T result) {
        ForkJoinTask<T> job = ForkJoinTask.adapt(task, result);
        push(job, false);
        return job;
    }

    public ForkJoinTask<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        ForkJoinTask<?> job = (task instanceof ForkJoinTask<?>) ? (ForkJoinTask<?>) task : ForkJoinTask.adapt(task);
        push(job, false);
        return job;
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) {
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        for (Callable<T> t : tasks) {
            ForkJoinTask<T> f = ForkJoinTask.adapt(t);
            futures.add(f);
            push(f, false);
        }
        for (int i = 0; i < futures.size(); i++) {
            ((ForkJoinTask<?>) futures.get(i)).quietlyJoin();
        }
        return futures;
    }

    /* ---- state ---- */

    public int getParallelism() {
        return parallelism;
    }

    public synchronized int getPoolSize() {
        return workers.size();
    }

    public synchronized int getActiveThreadCount() {
        return active;
    }

    public synchronized int getRunningThreadCount() {
        return active;
    }

    public synchronized long getStealCount() {
        return steals;
    }

    public synchronized long getQueuedTaskCount() {
        return queue.size();
    }

    public synchronized int getQueuedSubmissionCount() {
        return queue.size();
    }

    public synchronized boolean hasQueuedSubmissions() {
        return !queue.isEmpty();
    }

    public synchronized boolean isQuiescent() {
        return active == 0 && queue.isEmpty();
    }

    public ForkJoinWorkerThreadFactory getFactory() {
        return factory;
    }

    public Thread.UncaughtExceptionHandler getUncaughtExceptionHandler() {
        return ueh;
    }

    public boolean getAsyncMode() {
        return false;
    }

    public void shutdown() {
        if (isCommon) {
            return;
        }
        synchronized (this) {
            if (state == RUNNING) {
                state = SHUTDOWN;
            }
            if (workers.isEmpty()) {
                state = TERMINATED;
            }
            notifyAll();
        }
    }

    public List<Runnable> shutdownNow() {
        if (!isCommon) {
            synchronized (this) {
                if (state < STOP) {
                    state = STOP;
                }
                for (ForkJoinTask<?> t : queue) {
                    t.queuedIn = null;
                    t.cancel(false);
                }
                queue.clear();
                for (ForkJoinWorkerThread w : workers) {
                    w.interrupt();
                }
                if (workers.isEmpty()) {
                    state = TERMINATED;
                }
                notifyAll();
            }
        }
        return new ArrayList<Runnable>();
    }

    public synchronized boolean isTerminated() {
        return state == TERMINATED;
    }

    public synchronized boolean isTerminating() {
        return state == SHUTDOWN || state == STOP;
    }

    public synchronized boolean isShutdown() {
        return state != RUNNING;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        if (isCommon) {
            awaitQuiescence(timeout, unit);
            return false;
        }
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        synchronized (this) {
            while (state != TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public boolean awaitQuiescence(long timeout, TimeUnit unit) {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        for (;;) {
            ForkJoinTask<?> t = poll();
            if (t != null) {
                t.doExec();
                continue;
            }
            synchronized (this) {
                if (active == 0 && queue.isEmpty()) {
                    return true;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                try {
                    wait(Math.max(1L, Math.min(10L, left / 1000000L)));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
        }
    }

    public static void managedBlock(ManagedBlocker blocker) throws InterruptedException {
        while (!blocker.isReleasable()) {
            if (blocker.block()) {
                break;
            }
        }
    }

    public String toString() {
        int s;
        int size;
        int act;
        long st;
        int tasks;
        synchronized (this) {
            s = state;
            size = workers.size();
            act = active;
            st = steals;
            tasks = queue.size();
        }
        String level = s == RUNNING ? "Running" : s == TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + level + ", parallelism = " + parallelism + ", size = " + size + ", active = " + act
            + ", running = " + act + ", steals = " + st + ", tasks = " + tasks + ", submissions = 0]";
    }
}
