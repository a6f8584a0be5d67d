package java.util.concurrent;

/**
 * A cancellable computation whose result is set once (state guarded by the task's monitor,
 * waiting threads block in its wait set). Outcomes as OpenJDK 17: get() throws
 * CancellationException for a cancelled task and ExecutionException(cause) for a failed one.
 */
public class FutureTask<V> implements RunnableFuture<V> {
    private static final int NEW = 0;
    private static final int COMPLETING = 1;
    private static final int NORMAL = 2;
    private static final int EXCEPTIONAL = 3;
    private static final int CANCELLED = 4;
    private static final int INTERRUPTING = 5;
    private static final int INTERRUPTED = 6;

    private volatile int state;
    private Callable<V> callable;
    private Object outcome;
    private volatile Thread runner;

    public FutureTask(Callable<V> callable) {
        if (callable == null) {
            throw new NullPointerException();
        }
        this.callable = callable;
        this.state = NEW;
    }

    public FutureTask(Runnable runnable, V result) {
        this.callable = Executors.callable(runnable, result);
        this.state = NEW;
    }

    private V report(int s) throws ExecutionException {
        Object x = outcome;
        if (s == NORMAL) {
            return (V) x;
        }
        if (s >= CANCELLED) {
            throw new CancellationException();
        }
        throw new ExecutionException((Throwable) x);
    }

    public boolean isCancelled() {
        return state >= CANCELLED;
    }

    public boolean isDone() {
        return state != NEW;
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        synchronized (this) {
            if (state != NEW) {
                return false;
            }
            state = mayInterruptIfRunning ? INTERRUPTING : CANCELLED;
        }
        try {
            if (mayInterruptIfRunning) {
                try {
                    Thread t = runner;
                    if (t != null) {
                        t.interrupt();
                    }
                } finally {
                    synchronized (this) {
                        state = INTERRUPTED;
                    }
                }
            }
        } finally {
            finishCompletion();
        }
        return true;
    }

    public V get() throws InterruptedException, ExecutionException {
        int s = state;
        if (s <= COMPLETING) {
            s = awaitDone(false, 0L);
        }
        return report(s);
    }

    public V get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        if (unit == null) {
            throw new NullPointerException();
        }
        int s = state;
        if (s <= COMPLETING && (s = awaitDone(true, unit.toNanos(timeout))) <= COMPLETING) {
            throw new TimeoutException();
        }
        return report(s);
    }

    protected void done() {
    }

    protected void set(V v) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = v;
            state = NORMAL;
        }
        finishCompletion();
    }

    protected void setException(Throwable t) {
        synchronized (this) {
            if (state != NEW) {
                return;
            }
            outcome = t;
            state = EXCEPTIONAL;
        }
        finishCompletion();
    }

    private boolean claimRunner() {
        synchronized (this) {
            if (state != NEW || runner != null) {
                return false;
            }
            runner = Thread.currentThread();
            return true;
        }
    }

    public void run() {
        if (!claimRunner()) {
            return;
        }
        try {
            Callable<V> c = callable;
            if (c != null && state == NEW) {
                V result;
                boolean ran;
                try {
                    result = c.call();
                    ran = true;
                } catch (Throwable ex) {
                    result = null;
                    ran = false;
                    setException(ex);
                }
                if (ran) {
                    set(result);
                }
            }
        } finally {
            runner = null;
            int s = state;
            if (s >= INTERRUPTING) {
                handlePossibleCancellationInterrupt(s);
            }
        }
    }

    protected boolean runAndReset() {
        if (!claimRunner()) {
            return false;
        }
        boolean ran = false;
        int s = state;
        try {
            Callable<V> c = callable;
            if (c != null && s == NEW) {
                try {
                    c.call();
                    ran = true;
                } catch (Throwable ex) {
                    setException(ex);
                }
            }
        } finally {
            runner = null;
            s = state;
            if (s >= INTERRUPTING) {
                handlePossibleCancellationInterrupt(s);
            }
        }
        return ran && s == NEW;
    }

    private void handlePossibleCancellationInterrupt(int s) {
        if (s == INTERRUPTING) {
            while (state == INTERRUPTING) {
                Thread.yield();
            }
        }
    }

    private void finishCompletion() {
        synchronized (this) {
            notifyAll();
        }
        done();
        callable = null;
    }

    private int awaitDone(boolean timed, long nanos) throws InterruptedException {
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        synchronized (this) {
            for (;;) {
                int s = state;
                if (s > COMPLETING && s != INTERRUPTING) {
                    return s;
                }
                if (Thread.interrupted()) {
                    throw new InterruptedException();
                }
                if (timed) {
                    long left = deadline - System.nanoTime();
                    if (left <= 0L) {
                        return state;
                    }
                    wait(left / 1000000L, (int) (left % 1000000L));
                } else {
                    wait();
                }
            }
        }
    }

    public String toString() {
        final String status;
        switch (state) {
        case NORMAL:
            status = "[Completed normally]";
            break;
        case EXCEPTIONAL:
            status = "[Completed exceptionally: " + outcome + "]";
            break;
        case CANCELLED:
        case INTERRUPTING:
        case INTERRUPTED:
            status = "[Cancelled]";
            break;
        default:
            final Callable<?> callable = this.callable;
            status = (callable == null) ? "[Incomplete]" : "[Incomplete, task = " + callable + "]";
        }
        return super.toString() + status;
    }
}
