package java.util.concurrent;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/** submit / invokeAll / invokeAny on top of execute, as OpenJDK 17 (FutureTask per task). */
public abstract class AbstractExecutorService implements ExecutorService {
    public AbstractExecutorService() {
    }

    protected <T> RunnableFuture<T> newTaskFor(Runnable runnable, T value) {
        return new FutureTask<T>(runnable, value);
    }

    protected <T> RunnableFuture<T> newTaskFor(Callable<T> callable) {
        return new FutureTask<T>(callable);
    }

    public Future<?> submit(Runnable task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<Void> ftask = newTaskFor(task, null);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Runnable task, T result) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task, result);
        execute(ftask);
        return ftask;
    }

    public <T> Future<T> submit(Callable<T> task) {
        if (task == null) {
            throw new NullPointerException();
        }
        RunnableFuture<T> ftask = newTaskFor(task);
        execute(ftask);
        return ftask;
    }

    /** The first task to complete normally: a simple version that polls the futures. */
    private <T> T doInvokeAny(Collection<? extends Callable<T>> tasks, boolean timed, long nanos)
        throws InterruptedException, ExecutionException, TimeoutException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        int ntasks = tasks.size();
        if (ntasks == 0) {
            throw new IllegalArgumentException();
        }
        final Object signal = new Object();
        final int[] done = new int[1];
        List<RunnableFuture<T>> futures = new ArrayList<RunnableFuture<T>>(ntasks);
        long deadline = timed ? System.nanoTime() + nanos : 0L;
        try {
            for (Callable<T> c : tasks) {
                if (c == null) {
                    throw new NullPointerException();
                }
                RunnableFuture<T> f = new FutureTask<T>(c) {
                    protected void done() {
                        synchronized (signal) {
                            done[0]++;
                            signal.notifyAll();
                        }
                    }
                };
                futures.add(f);
                execute(f);
            }
            ExecutionException ee = null;
            int seen = 0;
            for (;;) {
                synchronized (signal) {
                    while (done[0] == seen) {
                        if (timed) {
                            long left = deadline - System.nanoTime();
                            if (left <= 0L) {
                                throw new TimeoutException();
                            }
                            signal.wait(left / 1000000L, (int) (left % 1000000L));
                        } else {
                            signal.wait();
                        }
                    }
                    seen = done[0];
                }
                int finished = 0;
                for (RunnableFuture<T> f : futures) {
                    if (!f.isDone()) {
                        continue;
                    }
                    finished++;
                    try {
                        return f.get();
                    } catch (ExecutionException eex) {
                        ee = eex;
                    } catch (CancellationException cex) {
                        ee = new ExecutionException(cex);
                    }
                }
                if (finished == ntasks) {
                    throw ee != null ? ee : new ExecutionException((Throwable) null);
                }
            }
        } finally {
            for (RunnableFuture<T> f : futures) {
                f.cancel(true);
            }
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks) throws InterruptedException, ExecutionException {
        try {
            return doInvokeAny(tasks, false, 0L);
        } catch (TimeoutException cannotHappen) {
            return null;
        }
    }

    public <T> T invokeAny(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
        throws InterruptedException, ExecutionException, TimeoutException {
        return doInvokeAny(tasks, true, unit.toNanos(timeout));
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks) throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        try {
            for (Callable<T> t : tasks) {
                RunnableFuture<T> f = newTaskFor(t);
                futures.add(f);
                execute(f);
            }
            for (int i = 0, size = futures.size(); i < size; i++) {
                Future<T> f = futures.get(i);
                if (!f.isDone()) {
                    try {
                        f.get();
                    } catch (CancellationException ignore) {
                    } catch (ExecutionException ignore) {
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            cancelAll(futures);
            throw t;
        }
    }

    public <T> List<Future<T>> invokeAll(Collection<? extends Callable<T>> tasks, long timeout, TimeUnit unit)
        throws InterruptedException {
        if (tasks == null) {
            throw new NullPointerException();
        }
        final long nanos = unit.toNanos(timeout);
        final long deadline = System.nanoTime() + nanos;
        ArrayList<Future<T>> futures = new ArrayList<Future<T>>(tasks.size());
        int j = 0;
        timedOut:
        try {
            for (Callable<T> t : tasks) {
                futures.add(newTaskFor(t));
            }
            final int size = futures.size();
            for (int i = 0; i < size; i++) {
                if (((i == 0) ? nanos : deadline - System.nanoTime()) <= 0L) {
                    break timedOut;
                }
                execute((Runnable) futures.get(i));
            }
            for (; j < size; j++) {
                Future<T> f = futures.get(j);
                if (!f.isDone()) {
                    try {
                        f.get(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
                    } catch (CancellationException ignore) {
                    } catch (ExecutionException ignore) {
                    } catch (TimeoutException timedOut) {
                        break timedOut;
                    }
                }
            }
            return futures;
        } catch (Throwable t) {
            cancelAll(futures);
            throw t;
        }
        cancelAll(futures, j);
        return futures;
    }

    private static <T> void cancelAll(ArrayList<Future<T>> futures) {
        cancelAll(futures, 0);
    }

    private static <T> void cancelAll(ArrayList<Future<T>> futures, int j) {
        for (int size = futures.size(); j < size; j++) {
            futures.get(j).cancel(true);
        }
    }
}
