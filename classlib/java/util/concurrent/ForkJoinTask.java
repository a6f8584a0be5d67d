package java.util.concurrent;

import java.util.Collection;
import java.util.List;

/**
 * A task run in a ForkJoinPool. fork() queues the task in the current worker's pool (or the
 * common pool); join() waits for it while helping: it runs the task itself if it is still queued,
 * or other queued tasks, so that a small pool cannot deadlock on nested joins. The result or
 * exception is kept in the task (state guarded by its monitor). A failed task rethrows its own
 * exception from join() and invoke() (OpenJDK may rethrow a copy made in the joining thread).
 */
public abstract class ForkJoinTask<V> implements Future<V>, java.io.Serializable {
    private static final long serialVersionUID = -7721805057305804111L;
    private static final int NEW = 0;
    private static final int NORMAL = 1;
    private static final int EXCEPTIONAL = 2;
    private static final int CANCELLED = 3;

    private volatile int status;
    private Throwable exception;
    private Thread thrower;
    /** The pool the task was queued in, while queued. */
    transient volatile ForkJoinPool queuedIn;

    public ForkJoinTask() {
    }

    public abstract V getRawResult();

    protected abstract void setRawResult(V value);

    protected abstract boolean exec();

    /** Runs the task here unless it already completed; records the outcome. */
    final void doExec() {
        if (status != NEW) {
            return;
        }
        boolean completed;
        try {
            completed = exec();
        } catch (Throwable ex) {
            setExceptional(ex);
            return;
        }
        if (completed) {
            setDone(NORMAL);
        }
    }

    private void setDone(int s) {
        synchronized (this) {
            if (status == NEW) {
                status = s;
            }
            notifyAll();
        }
    }

    private void setExceptional(Throwable ex) {
        synchronized (this) {
            if (status == NEW) {
                exception = ex;
                thrower = Thread.currentThread();
                status = EXCEPTIONAL;
            }
            notifyAll();
        }
    }

    public final ForkJoinTask<V> fork() {
        Thread t = Thread.currentThread();
        ForkJoinPool p = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : ForkJoinPool.common;
        p.push(this, t instanceof ForkJoinWorkerThread);
        return this;
    }

    /** Waits for completion, helping the pool meanwhile; returns the final status. */
    final int awaitDone() {
        while (status == NEW) {
            ForkJoinPool p = queuedIn;
            if (p != null && p.tryUnqueue(this)) {
                doExec();
                continue;
            }
            ForkJoinPool helpIn = p;
            if (helpIn == null) {
                Thread t = Thread.currentThread();
                helpIn = (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
            }
            if (helpIn != null) {
                ForkJoinTask<?> other = helpIn.poll();
                if (other != null) {
                    other.doExec();
                    continue;
                }
            }
            synchronized (this) {
                if (status == NEW) {
                    try {
                        wait(helpIn == null ? 0L : 1L);   /* a worker looks for work again soon */
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            }
        }
        return status;
    }

    /**
     * The exception to report in the current thread: as OpenJDK, one thrown in another thread is
     * reported as a new instance of its class (through a public (Throwable) or () constructor)
     * whose cause is the original, so that the stack trace shows the joining thread too.
     */
    private Throwable getThrowableException() {
        Throwable ex;
        Thread t;
        synchronized (this) {
            ex = exception;
            t = thrower;
        }
        if (ex == null || t == Thread.currentThread()) {
            return ex;
        }
        Throwable copy = copyThrowable(ex);
        return copy != null ? copy : ex;
    }

    /** A new instance of ex's class with cause ex, or null (natives: native_thread.c). */
    private static native Throwable copyThrowable(Throwable ex);

    private void reportException(int s) {
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            Throwable ex = getThrowableException();
            if (ex instanceof RuntimeException) {
                throw (RuntimeException) ex;
            }
            if (ex instanceof Error) {
                throw (Error) ex;
            }
            throw new RuntimeException(ex);
        }
    }

    public final V join() {
        int s = awaitDone();
        if (s != NORMAL) {
            reportException(s);
        }
        return getRawResult();
    }

    public final V invoke() {
        doExec();
        int s = awaitDone();
        if (s != NORMAL) {
            reportException(s);
        }
        return getRawResult();
    }

    public static void invokeAll(ForkJoinTask<?> t1, ForkJoinTask<?> t2) {
        t2.fork();
        t1.invoke();
        t2.join();
    }

    public static void invokeAll(ForkJoinTask<?>... tasks) {
        Throwable ex = null;
        int last = tasks.length - 1;
        for (int i = last; i >= 0; --i) {
            ForkJoinTask<?> t = tasks[i];
            if (t == null) {
                throw new NullPointerException();
            }
            if (i == 0) {
                t.doExec();
            } else {
                t.fork();
            }
        }
        for (int i = 0; i <= last; ++i) {
            ForkJoinTask<?> t = tasks[i];
            int s = t.awaitDone();
            if (s != NORMAL && ex == null) {
                ex = s == CANCELLED ? new CancellationException() : t.getThrowableException();
            }
        }
        if (ex != null) {
            rethrow(ex);
        }
    }

    public static <T extends ForkJoinTask<?>> Collection<T> invokeAll(Collection<T> tasks) {
        ForkJoinTask<?>[] ts = tasks.toArray(new ForkJoinTask<?>[0]);
        invokeAll(ts);
        return tasks;
    }

    private static void rethrow(Throwable ex) {
        if (ex instanceof RuntimeException) {
            throw (RuntimeException) ex;
        }
        if (ex instanceof Error) {
            throw (Error) ex;
        }
        throw new RuntimeException(ex);
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (status != NEW) {
                return status == CANCELLED;
            }
            status = CANCELLED;
            notifyAll();
        }
        ForkJoinPool p = queuedIn;
        if (p != null) {
            p.tryUnqueue(this);
        }
        return true;
    }

    public final boolean isDone() {
        return status != NEW;
    }

    public final boolean isCancelled() {
        return status == CANCELLED;
    }

    public final boolean isCompletedAbnormally() {
        int s = status;
        return s == EXCEPTIONAL || s == CANCELLED;
    }

    public final boolean isCompletedNormally() {
        return status == NORMAL;
    }

    public final Throwable getException() {
        int s = status;
        return s == CANCELLED ? new CancellationException() : s == EXCEPTIONAL ? getThrowableException() : null;
    }

    public void completeExceptionally(Throwable ex) {
        setExceptional((ex instanceof RuntimeException) || (ex instanceof Error) ? ex : new RuntimeException(ex));
    }

    public void complete(V value) {
        setRawResult(value);
        setDone(NORMAL);
    }

    public final void quietlyComplete() {
        setDone(NORMAL);
    }

    public final V get() throws InterruptedException, ExecutionException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        int s = awaitDone();
        if (s == CANCELLED) {
            throw new CancellationException();
        }
        if (s == EXCEPTIONAL) {
            throw new ExecutionException(getThrowableException());
        }
        return getRawResult();
    }

    public final V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        while (status == NEW) {
            ForkJoinPool p = queuedIn;
            if (p != null && p.tryUnqueue(this)) {
                doExec();
                continue;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0L) {
                throw new TimeoutException();
            }
            synchronized (this) {
                if (status == NEW) {
                    wait(Math.max(1L, Math.min(left / 1000000L, 10L)));
                }
            }
        }
        return get();
    }

    public final void quietlyJoin() {
        awaitDone();
    }

    public final void quietlyInvoke() {
        doExec();
        awaitDone();
    }

    public void reinitialize() {
        synchronized (this) {
            status = NEW;
            exception = null;
            thrower = null;
        }
    }

    public static boolean inForkJoinPool() {
        return Thread.currentThread() instanceof ForkJoinWorkerThread;
    }

    public static ForkJoinPool getPool() {
        Thread t = Thread.currentThread();
        return (t instanceof ForkJoinWorkerThread) ? ((ForkJoinWorkerThread) t).pool : null;
    }

    public boolean tryUnfork() {
        ForkJoinPool p = queuedIn;
        return p != null && p.tryUnqueue(this);
    }

    public static ForkJoinTask<?> adapt(Runnable runnable) {
        return new AdaptedRunnable<Void>(runnable, null);
    }

    public static <T> ForkJoinTask<T> adapt(Runnable runnable, T result) {
        return new AdaptedRunnable<T>(runnable, result);
    }

    public static <T> ForkJoinTask<T> adapt(Callable<? extends T> callable) {
        return new AdaptedCallable<T>(callable);
    }

    static final class AdaptedRunnable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 5232453952276885070L;
        final Runnable runnable;
        T result;

        AdaptedRunnable(Runnable runnable, T result) {
            if (runnable == null) {
                throw new NullPointerException();
            }
            this.runnable = runnable;
            this.result = result;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            runnable.run();
            return true;
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + runnable + "]";
        }
    }

    static final class AdaptedCallable<T> extends ForkJoinTask<T> implements RunnableFuture<T> {
        private static final long serialVersionUID = 2838392045355241008L;
        final Callable<? extends T> callable;
        T result;

        AdaptedCallable(Callable<? extends T> callable) {
            if (callable == null) {
                throw new NullPointerException();
            }
            this.callable = callable;
        }

        public T getRawResult() {
            return result;
        }

        public void setRawResult(T v) {
            result = v;
        }

        public boolean exec() {
            try {
                result = callable.call();
                return true;
            } catch (RuntimeException rex) {
                throw rex;
            } catch (Exception ex) {
                throw new RuntimeException(ex);
            }
        }

        public void run() {
            invoke();
        }

        public String toString() {
            return super.toString() + "[Wrapped task = " + callable + "]";
        }
    }
}
