package java.util.concurrent;

import java.util.ArrayList;
import java.util.List;

/**
 * A thread pool with OpenJDK 17's policy: up to corePoolSize workers are started for new
 * tasks, then tasks are queued, then more workers are started up to maximumPoolSize, then
 * tasks are rejected. Workers above the core size (or all, with allowCoreThreadTimeOut) end
 * after keepAliveTime idle. A worker whose task throws dies (the exception goes to its
 * uncaught-exception handler) and is replaced. The pool state is guarded by mainLock's monitor.
 */
public class ThreadPoolExecutor extends AbstractExecutorService {
    private static final int RUNNING = 0;
    private static final int SHUTDOWN = 1;
    private static final int STOP = 2;
    private static final int TERMINATED = 3;

    private final Object mainLock = new Object();
    private final BlockingQueue<Runnable> workQueue;
    private final ArrayList<Worker> workers = new ArrayList<Worker>();
    private volatile int state;
    private int workerCount;
    private int largestPoolSize;
    private long completedTaskCount;
    private volatile ThreadFactory threadFactory;
    private volatile RejectedExecutionHandler handler;
    private volatile long keepAliveTime;
    private volatile boolean allowCoreThreadTimeOut;
    private volatile int corePoolSize;
    private volatile int maximumPoolSize;

    private static final RejectedExecutionHandler defaultHandler = new AbortPolicy();

    private final class Worker implements Runnable {
        final Thread thread;
        Runnable firstTask;
        long completedTasks;
        boolean running;     /* running a task (guarded by mainLock) */
        boolean countedOut;  /* already subtracted from workerCount */

        Worker(Runnable firstTask) {
            this.firstTask = firstTask;
            this.thread = getThreadFactory().newThread(this);
        }

        public void run() {
            runWorker(this);
        }
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
             defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, threadFactory, defaultHandler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, RejectedExecutionHandler handler) {
        this(corePoolSize, maximumPoolSize, keepAliveTime, unit, workQueue, Executors.defaultThreadFactory(),
             handler);
    }

    public ThreadPoolExecutor(int corePoolSize, int maximumPoolSize, long keepAliveTime, TimeUnit unit,
                              BlockingQueue<Runnable> workQueue, ThreadFactory threadFactory,
                              RejectedExecutionHandler handler) {
        if (corePoolSize < 0 || maximumPoolSize <= 0 || maximumPoolSize < corePoolSize || keepAliveTime < 0) {
            throw new IllegalArgumentException();
        }
        if (workQueue == null || threadFactory == null || handler == null) {
            throw new NullPointerException();
        }
        this.corePoolSize = corePoolSize;
        this.maximumPoolSize = maximumPoolSize;
        this.workQueue = workQueue;
        this.keepAliveTime = unit.toNanos(keepAliveTime);
        this.threadFactory = threadFactory;
        this.handler = handler;
    }

    /** Under mainLock: starts a worker unless the pool state or size forbids it. */
    private boolean addWorkerLocked(Runnable firstTask, boolean core) {
        int s = state;
        if (s != RUNNING && !(s == SHUTDOWN && firstTask == null && !workQueue.isEmpty())) {
            return false;
        }
        if (workerCount >= (core ? corePoolSize : maximumPoolSize)) {
            return false;
        }
        Worker w = new Worker(firstTask);
        Thread t = w.thread;
        if (t == null) {
            return false;
        }
        if (t.isAlive()) {
            throw new IllegalThreadStateException();
        }
        workers.add(w);
        workerCount++;
        if (workerCount > largestPoolSize) {
            largestPoolSize = workerCount;
        }
        boolean started = false;
        try {
            t.start();
            started = true;
        } finally {
            if (!started) {
                workers.remove(w);
                workerCount--;
            }
        }
        return true;
    }

    public void execute(Runnable command) {
        if (command == null) {
            throw new NullPointerException();
        }
        synchronized (mainLock) {
            if (workerCount < corePoolSize && addWorkerLocked(command, true)) {
                return;
            }
        }
        if (state == RUNNING && workQueue.offer(command)) {
            boolean reject = false;
            synchronized (mainLock) {
                if (state != RUNNING && workQueue.remove(command)) {
                    reject = true;
                } else if (workerCount == 0) {
                    addWorkerLocked(null, false);
                }
            }
            if (reject) {
                reject(command);
            }
            return;
        }
        synchronized (mainLock) {
            if (addWorkerLocked(command, false)) {
                return;
            }
        }
        reject(command);
    }

    final void reject(Runnable command) {
        handler.rejectedExecution(command, this);
    }

    private Runnable getTask(Worker w) {
        boolean timedOut = false;
        for (;;) {
            boolean timed;
            synchronized (mainLock) {
                int s = state;
                if (s >= STOP || (s >= SHUTDOWN && workQueue.isEmpty())) {
                    workerCount--;
                    w.countedOut = true;
                    return null;
                }
                timed = allowCoreThreadTimeOut || workerCount > corePoolSize;
                if ((workerCount > maximumPoolSize || (timed && timedOut))
                    && (workerCount > 1 || workQueue.isEmpty())) {
                    workerCount--;
                    w.countedOut = true;
                    return null;
                }
            }
            try {
                Runnable r = timed ? workQueue.poll(keepAliveTime, TimeUnit.NANOSECONDS) : workQueue.take();
                if (r != null) {
                    return r;
                }
                timedOut = true;
            } catch (InterruptedException retry) {
                timedOut = false;
            }
        }
    }

    final void runWorker(Worker w) {
        Thread wt = Thread.currentThread();
        Runnable task = w.firstTask;
        w.firstTask = null;
        boolean completedAbruptly = true;
        try {
            while (task != null || (task = getTask(w)) != null) {
                synchronized (mainLock) {
                    w.running = true;
                }
                if ((state >= STOP || (Thread.interrupted() && state >= STOP)) && !wt.isInterrupted()) {
                    wt.interrupt();
                }
                try {
                    beforeExecute(wt, task);
                    try {
                        task.run();
                        afterExecute(task, null);
                    } catch (Throwable ex) {
                        afterExecute(task, ex);
                        throw ex;
                    }
                } finally {
                    task = null;
                    synchronized (mainLock) {
                        w.completedTasks++;
                        w.running = false;
                    }
                }
            }
            completedAbruptly = false;
        } finally {
            processWorkerExit(w, completedAbruptly);
        }
    }

    private void processWorkerExit(Worker w, boolean completedAbruptly) {
        synchronized (mainLock) {
            completedTaskCount += w.completedTasks;
            workers.remove(w);
            if (!w.countedOut) {
                workerCount--;
                w.countedOut = true;
            }
        }
        tryTerminate();
        synchronized (mainLock) {
            if (state < STOP) {
                if (!completedAbruptly) {
                    int min = allowCoreThreadTimeOut ? 0 : corePoolSize;
                    if (min == 0 && !workQueue.isEmpty()) {
                        min = 1;
                    }
                    if (workerCount >= min) {
                        return;
                    }
                }
                addWorkerLocked(null, false);
            }
        }
    }

    /** Under mainLock. */
    private void interruptIdleWorkers(boolean onlyOne) {
        for (int i = 0; i < workers.size(); i++) {
            Worker w = workers.get(i);
            if (!w.running && !w.thread.isInterrupted()) {
                w.thread.interrupt();
            }
            if (onlyOne) {
                break;
            }
        }
    }

    final void tryTerminate() {
        synchronized (mainLock) {
            int s = state;
            if (s == RUNNING || s == TERMINATED || (s == SHUTDOWN && !workQueue.isEmpty())) {
                return;
            }
            if (workerCount != 0) {
                interruptIdleWorkers(true);
                return;
            }
            state = TERMINATED;
            try {
                terminated();
            } finally {
                mainLock.notifyAll();
            }
        }
    }

    public void shutdown() {
        synchronized (mainLock) {
            if (state < SHUTDOWN) {
                state = SHUTDOWN;
            }
            interruptIdleWorkers(false);
        }
        onShutdown();
        tryTerminate();
    }

    void onShutdown() {
    }

    /** Starts a core thread if fewer run (at least one thread): for scheduled executors. */
    void ensurePrestart() {
        synchronized (mainLock) {
            if (workerCount < corePoolSize) {
                addWorkerLocked(null, true);
            } else if (workerCount == 0) {
                addWorkerLocked(null, false);
            }
        }
    }

    public List<Runnable> shutdownNow() {
        List<Runnable> tasks;
        synchronized (mainLock) {
            if (state < STOP) {
                state = STOP;
            }
            for (int i = 0; i < workers.size(); i++) {
                Thread t = workers.get(i).thread;
                if (t.isAlive() && !t.isInterrupted()) {
                    t.interrupt();
                }
            }
            tasks = new ArrayList<Runnable>();
            workQueue.drainTo(tasks);
            if (!workQueue.isEmpty()) {
                for (Object r : workQueue.toArray(new Runnable[0])) {
                    if (workQueue.remove(r)) {
                        tasks.add((Runnable) r);
                    }
                }
            }
        }
        tryTerminate();
        return tasks;
    }

    public boolean isShutdown() {
        return state >= SHUTDOWN;
    }

    boolean isStopped() {
        return state >= STOP;
    }

    public boolean isTerminating() {
        int s = state;
        return s >= SHUTDOWN && s < TERMINATED;
    }

    public boolean isTerminated() {
        return state == TERMINATED;
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long nanos = unit.toNanos(timeout);
        long deadline = System.nanoTime() + nanos;
        synchronized (mainLock) {
            while (state != TERMINATED) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    return false;
                }
                mainLock.wait(left / 1000000L, (int) (left % 1000000L));
            }
            return true;
        }
    }

    public void setThreadFactory(ThreadFactory threadFactory) {
        if (threadFactory == null) {
            throw new NullPointerException();
        }
        this.threadFactory = threadFactory;
    }

    public ThreadFactory getThreadFactory() {
        return threadFactory;
    }

    public void setRejectedExecutionHandler(RejectedExecutionHandler handler) {
        if (handler == null) {
            throw new NullPointerException();
        }
        this.handler = handler;
    }

    public RejectedExecutionHandler getRejectedExecutionHandler() {
        return handler;
    }

    public void setCorePoolSize(int corePoolSize) {
        if (corePoolSize < 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mainLock) {
            int delta = corePoolSize - this.corePoolSize;
            this.corePoolSize = corePoolSize;
            if (workerCount > corePoolSize) {
                interruptIdleWorkers(false);
            } else if (delta > 0) {
                int k = Math.min(delta, workQueue.size());
                while (k-- > 0 && addWorkerLocked(null, true)) {
                    if (workQueue.isEmpty()) {
                        break;
                    }
                }
            }
        }
    }

    public int getCorePoolSize() {
        return corePoolSize;
    }

    public boolean prestartCoreThread() {
        synchronized (mainLock) {
            return workerCount < corePoolSize && addWorkerLocked(null, true);
        }
    }

    public int prestartAllCoreThreads() {
        int n = 0;
        synchronized (mainLock) {
            while (addWorkerLocked(null, true)) {
                ++n;
            }
        }
        return n;
    }

    public boolean allowsCoreThreadTimeOut() {
        return allowCoreThreadTimeOut;
    }

    public void allowCoreThreadTimeOut(boolean value) {
        if (value && keepAliveTime <= 0) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        synchronized (mainLock) {
            if (value != allowCoreThreadTimeOut) {
                allowCoreThreadTimeOut = value;
                if (value) {
                    interruptIdleWorkers(false);
                }
            }
        }
    }

    public void setMaximumPoolSize(int maximumPoolSize) {
        if (maximumPoolSize <= 0 || maximumPoolSize < corePoolSize) {
            throw new IllegalArgumentException();
        }
        synchronized (mainLock) {
            this.maximumPoolSize = maximumPoolSize;
            if (workerCount > maximumPoolSize) {
                interruptIdleWorkers(false);
            }
        }
    }

    public int getMaximumPoolSize() {
        return maximumPoolSize;
    }

    public void setKeepAliveTime(long time, TimeUnit unit) {
        if (time < 0) {
            throw new IllegalArgumentException();
        }
        if (time == 0 && allowsCoreThreadTimeOut()) {
            throw new IllegalArgumentException("Core threads must have nonzero keep alive times");
        }
        long keepAliveTime = unit.toNanos(time);
        long delta = keepAliveTime - this.keepAliveTime;
        this.keepAliveTime = keepAliveTime;
        if (delta < 0) {
            synchronized (mainLock) {
                interruptIdleWorkers(false);
            }
        }
    }

    public long getKeepAliveTime(TimeUnit unit) {
        return unit.convert(keepAliveTime, TimeUnit.NANOSECONDS);
    }

    public BlockingQueue<Runnable> getQueue() {
        return workQueue;
    }

    public boolean remove(Runnable task) {
        boolean removed = workQueue.remove(task);
        tryTerminate();
        return removed;
    }

    public void purge() {
        Object[] q = workQueue.toArray();
        for (Object r : q) {
            if (r instanceof Future<?> && ((Future<?>) r).isCancelled()) {
                workQueue.remove(r);
            }
        }
        tryTerminate();
    }

    public int getPoolSize() {
        synchronized (mainLock) {
            return state == TERMINATED ? 0 : workers.size();
        }
    }

    public int getActiveCount() {
        synchronized (mainLock) {
            int n = 0;
            for (int i = 0; i < workers.size(); i++) {
                if (workers.get(i).running) {
                    ++n;
                }
            }
            return n;
        }
    }

    public int getLargestPoolSize() {
        synchronized (mainLock) {
            return largestPoolSize;
        }
    }

    public long getTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                n += w.completedTasks;
                if (w.running) {
                    ++n;
                }
            }
            return n + workQueue.size();
        }
    }

    public long getCompletedTaskCount() {
        synchronized (mainLock) {
            long n = completedTaskCount;
            for (int i = 0; i < workers.size(); i++) {
                n += workers.get(i).completedTasks;
            }
            return n;
        }
    }

    public String toString() {
        long ncompleted;
        int nworkers;
        int nactive;
        synchronized (mainLock) {
            ncompleted = completedTaskCount;
            nactive = 0;
            nworkers = workers.size();
            for (int i = 0; i < workers.size(); i++) {
                Worker w = workers.get(i);
                ncompleted += w.completedTasks;
                if (w.running) {
                    ++nactive;
                }
            }
        }
        int s = state;
        String runState = s == RUNNING ? "Running" : s == TERMINATED ? "Terminated" : "Shutting down";
        return super.toString() + "[" + runState + ", pool size = " + nworkers + ", active threads = " + nactive
            + ", queued tasks = " + workQueue.size() + ", completed tasks = " + ncompleted + "]";
    }

    protected void beforeExecute(Thread t, Runnable r) {
    }

    protected void afterExecute(Runnable r, Throwable t) {
    }

    protected void terminated() {
    }

    public static class CallerRunsPolicy implements RejectedExecutionHandler {
        public CallerRunsPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                r.run();
            }
        }
    }

    public static class AbortPolicy implements RejectedExecutionHandler {
        public AbortPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            throw new RejectedExecutionException("Task " + r.toString() + " rejected from " + e.toString());
        }
    }

    public static class DiscardPolicy implements RejectedExecutionHandler {
        public DiscardPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
        }
    }

    public static class DiscardOldestPolicy implements RejectedExecutionHandler {
        public DiscardOldestPolicy() {
        }

        public void rejectedExecution(Runnable r, ThreadPoolExecutor e) {
            if (!e.isShutdown()) {
                e.getQueue().poll();
                e.execute(r);
            }
        }
    }
}
