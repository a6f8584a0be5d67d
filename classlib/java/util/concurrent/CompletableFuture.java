package java.util.concurrent;

import java.util.ArrayList;
import java.util.function.BiConsumer;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A future completed explicitly or by a computation, with dependent stages.
 *
 * The result is set once under the future's monitor; dependent actions registered before
 * completion are kept in a list and run by the completing thread (or handed to an executor for
 * the *Async forms), those registered after run at once. Exceptions follow OpenJDK 17: a stage
 * whose action throws ex completes with CompletionException(ex), and failures propagate to
 * dependents wrapped in a CompletionException; get() reports ExecutionException(cause), join()
 * CompletionException. The default async executor is the common ForkJoinPool when its
 * parallelism is above 1, else a new thread per task, as in OpenJDK.
 */
public class CompletableFuture<T> implements Future<T>, CompletionStage<T> {
    /** Encodes null results and exceptions. */
    static final class AltResult {
        final Throwable ex;

        AltResult(Throwable ex) {
            this.ex = ex;
        }
    }

    static final AltResult NIL = new AltResult(null);

    private static final boolean USE_COMMON_POOL = ForkJoinPool.getCommonPoolParallelism() > 1;
    private static final Executor ASYNC_POOL = USE_COMMON_POOL ? (Executor) ForkJoinPool.commonPool()
        : new ThreadPerTaskExecutor();

    static final class ThreadPerTaskExecutor implements Executor {
        public void execute(Runnable r) {
            if (r == null) {
                throw new NullPointerException();
            }
            new Thread(r).start();
        }
    }

    private volatile Object result;
    private ArrayList<Runnable> dependents;   /* guarded by this */

    public CompletableFuture() {
    }

    CompletableFuture(Object r) {
        this.result = r;
    }

    /* ---- completion ---- */

    static Object encodeValue(Object v) {
        return v == null ? NIL : v;
    }

    /** x wrapped in a CompletionException unless it already is one. */
    static AltResult encodeThrowable(Throwable x) {
        return new AltResult((x instanceof CompletionException) ? x : new CompletionException(x));
    }

    /** The result r of a source, as it propagates to a dependent. */
    static Object encodeRelay(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x != null && !(x instanceof CompletionException)) {
                return new AltResult(new CompletionException(x));
            }
        }
        return r;
    }

    final boolean completeWith(Object r) {
        ArrayList<Runnable> deps;
        synchronized (this) {
            if (result != null) {
                return false;
            }
            result = r;
            deps = dependents;
            dependents = null;
            notifyAll();
        }
        if (deps != null) {
            for (int i = 0; i < deps.size(); i++) {
                deps.get(i).run();
            }
        }
        return true;
    }

    /** Runs action when this completes (at once if it has). */
    final void onDone(Runnable action) {
        synchronized (this) {
            if (result == null) {
                if (dependents == null) {
                    dependents = new ArrayList<Runnable>(2);
                }
                dependents.add(action);
                return;
            }
        }
        action.run();
    }

    public boolean complete(T value) {
        return completeWith(encodeValue(value));
    }

    public boolean completeExceptionally(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return completeWith(new AltResult(ex));
    }

    public boolean cancel(boolean mayInterruptIfRunning) {
        boolean cancelled = completeWith(new AltResult(new CancellationException()));
        return cancelled || isCancelled();
    }

    public void obtrudeValue(T value) {
        synchronized (this) {
            result = encodeValue(value);
        }
    }

    public void obtrudeException(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        synchronized (this) {
            result = new AltResult(ex);
        }
    }

    /* ---- results ---- */

    private Object waitingGet(boolean interruptible) throws InterruptedException {
        Object r;
        boolean interrupted = false;
        synchronized (this) {
            while ((r = result) == null) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    if (interruptible) {
                        throw e;
                    }
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        return r;
    }

    private Object timedGet(long nanos) throws InterruptedException, TimeoutException {
        long deadline = System.nanoTime() + nanos;
        Object r;
        synchronized (this) {
            while ((r = result) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0L) {
                    throw new TimeoutException();
                }
                wait(left / 1000000L, (int) (left % 1000000L));
            }
        }
        return r;
    }

    private static Object reportGet(Object r) throws InterruptedException, ExecutionException {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            Throwable cause;
            if ((x instanceof CompletionException) && (cause = x.getCause()) != null) {
                x = cause;
            }
            throw new ExecutionException(x);
        }
        return r;
    }

    private static Object reportJoin(Object r) {
        if (r instanceof AltResult) {
            Throwable x = ((AltResult) r).ex;
            if (x == null) {
                return null;
            }
            if (x instanceof CancellationException) {
                throw (CancellationException) x;
            }
            if (x instanceof CompletionException) {
                throw (CompletionException) x;
            }
            throw new CompletionException(x);
        }
        return r;
    }

    public T get() throws InterruptedException, ExecutionException {
        Object r = result;
        return (T) reportGet(r == null ? waitingGet(true) : r);
    }

    public T get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException, TimeoutException {
        long nanos = unit.toNanos(timeout);
        Object r = result;
        return (T) reportGet(r == null ? timedGet(nanos) : r);
    }

    public T join() {
        Object r = result;
        if (r == null) {
            try {
                r = waitingGet(false);
            } catch (InterruptedException cannotHappen) {
                throw new IllegalStateException(cannotHappen);
            }
        }
        return (T) reportJoin(r);
    }

    public T getNow(T valueIfAbsent) {
        Object r = result;
        return r == null ? valueIfAbsent : (T) reportJoin(r);
    }

    public T resultNow() {
        Object r = result;
        if (r == null || r instanceof AltResult && ((AltResult) r).ex != null) {
            throw new IllegalStateException();
        }
        return r == NIL ? null : (T) r;
    }

    public boolean isDone() {
        return result != null;
    }

    public boolean isCancelled() {
        Object r = result;
        return (r instanceof AltResult) && (((AltResult) r).ex instanceof CancellationException);
    }

    public boolean isCompletedExceptionally() {
        Object r = result;
        return (r instanceof AltResult) && r != NIL;
    }

    public int getNumberOfDependents() {
        synchronized (this) {
            return dependents == null ? 0 : dependents.size();
        }
    }

    /** The value of a normal result, or null. */
    static Object valueOf(Object r) {
        return (r instanceof AltResult) ? null : r;
    }

    /** The exception of a result, or null. */
    static Throwable exceptionOf(Object r) {
        return (r instanceof AltResult) ? ((AltResult) r).ex : null;
    }

    /* ---- running dependents ---- */

    /** A computation that completes `dst`; run inline or through an executor. */
    abstract static class Job implements Runnable {
        final CompletableFuture<?> dst;

        Job(CompletableFuture<?> dst) {
            this.dst = dst;
        }

        abstract Object compute() throws Throwable;

        public final void run() {
            if (dst.result != null) {
                return;
            }
            Object r;
            try {
                r = compute();
            } catch (Throwable ex) {
                r = encodeThrowable(ex);
            }
            if (r != null) {
                dst.completeWith(r);
            }
        }
    }

    /** Runs job when src completes: inline, or via e (null: inline). */
    static void schedule(CompletableFuture<?> src, final Job job, final Executor e) {
        src.onDone(new Runnable() {
            public void run() {
                if (e == null) {
                    job.run();
                } else {
                    try {
                        e.execute(job);
                    } catch (Throwable ex) {
                        job.dst.completeWith(encodeThrowable(ex));
                    }
                }
            }
        });
    }

    static Executor screenExecutor(Executor e) {
        if (e == null) {
            throw new NullPointerException();
        }
        return e;
    }

    public Executor defaultExecutor() {
        return ASYNC_POOL;
    }

    public <U> CompletableFuture<U> newIncompleteFuture() {
        return new CompletableFuture<U>();
    }

    /* ---- factories ---- */

    public static <U> CompletableFuture<U> supplyAsync(Supplier<U> supplier) {
        return supplyAsync(supplier, ASYNC_POOL);
    }

    public static <U> CompletableFuture<U> supplyAsync(final Supplier<U> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        CompletableFuture<U> d = new CompletableFuture<U>();
        screenExecutor(executor).execute(new Job(d) {
            Object compute() {
                return encodeValue(supplier.get());
            }
        });
        return d;
    }

    public static CompletableFuture<Void> runAsync(Runnable runnable) {
        return runAsync(runnable, ASYNC_POOL);
    }

    public static CompletableFuture<Void> runAsync(final Runnable runnable, Executor executor) {
        if (runnable == null) {
            throw new NullPointerException();
        }
        CompletableFuture<Void> d = new CompletableFuture<Void>();
        screenExecutor(executor).execute(new Job(d) {
            Object compute() {
                runnable.run();
                return NIL;
            }
        });
        return d;
    }

    public static <U> CompletableFuture<U> completedFuture(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletionStage<U> completedStage(U value) {
        return new CompletableFuture<U>(encodeValue(value));
    }

    public static <U> CompletableFuture<U> failedFuture(Throwable ex) {
        if (ex == null) {
            throw new NullPointerException();
        }
        return new CompletableFuture<U>(new AltResult(ex));
    }

    public static <U> CompletionStage<U> failedStage(Throwable ex) {
        return failedFuture(ex);
    }

    public static CompletableFuture<Void> allOf(final CompletableFuture<?>... cfs) {
        final CompletableFuture<Void> d = new CompletableFuture<Void>();
        if (cfs.length == 0) {
            d.completeWith(NIL);
            return d;
        }
        final int[] left = {cfs.length};
        for (final CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    boolean last;
                    synchronized (left) {
                        last = --left[0] == 0;
                    }
                    if (last) {
                        Object failure = null;
                        for (CompletableFuture<?> g : cfs) {
                            Object r = g.result;
                            if (r instanceof AltResult && r != NIL) {
                                failure = encodeRelay(r);
                                break;
                            }
                        }
                        d.completeWith(failure != null ? failure : NIL);
                    }
                }
            });
        }
        return d;
    }

    public static CompletableFuture<Object> anyOf(CompletableFuture<?>... cfs) {
        final CompletableFuture<Object> d = new CompletableFuture<Object>();
        for (final CompletableFuture<?> f : cfs) {
            f.onDone(new Runnable() {
                public void run() {
                    d.completeWith(encodeRelay(f.result));
                }
            });
        }
        return d;
    }

    /* ---- dependent stages ---- */

    private <U> CompletableFuture<U> uniApplyStage(Executor e, final Function<? super T, ? extends U> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                if (r instanceof AltResult && r != NIL) {
                    return encodeRelay(r);
                }
                return encodeValue(f.apply((T) valueOf(r)));
            }
        }, e);
        return d;
    }

    public <U> CompletableFuture<U> thenApply(Function<? super T, ? extends U> fn) {
        return uniApplyStage(null, fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn) {
        return uniApplyStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenApplyAsync(Function<? super T, ? extends U> fn, Executor executor) {
        return uniApplyStage(screenExecutor(executor), fn);
    }

    private CompletableFuture<Void> uniAcceptStage(Executor e, final Consumer<? super T> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                if (r instanceof AltResult && r != NIL) {
                    return encodeRelay(r);
                }
                f.accept((T) valueOf(r));
                return NIL;
            }
        }, e);
        return d;
    }

    public CompletableFuture<Void> thenAccept(Consumer<? super T> action) {
        return uniAcceptStage(null, action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action) {
        return uniAcceptStage(defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenAcceptAsync(Consumer<? super T> action, Executor executor) {
        return uniAcceptStage(screenExecutor(executor), action);
    }

    private CompletableFuture<Void> uniRunStage(Executor e, final Runnable f) {
        if (f == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<Void> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                if (r instanceof AltResult && r != NIL) {
                    return encodeRelay(r);
                }
                f.run();
                return NIL;
            }
        }, e);
        return d;
    }

    public CompletableFuture<Void> thenRun(Runnable action) {
        return uniRunStage(null, action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action) {
        return uniRunStage(defaultExecutor(), action);
    }

    public CompletableFuture<Void> thenRunAsync(Runnable action, Executor executor) {
        return uniRunStage(screenExecutor(executor), action);
    }

    /** Runs job once both this and other completed. */
    private void bothDone(final CompletableFuture<?> other, final Job job, final Executor e) {
        final int[] left = {2};
        final Runnable one = new Runnable() {
            public void run() {
                boolean last;
                synchronized (left) {
                    last = --left[0] == 0;
                }
                if (last) {
                    if (e == null) {
                        job.run();
                    } else {
                        try {
                            e.execute(job);
                        } catch (Throwable ex) {
                            job.dst.completeWith(encodeThrowable(ex));
                        }
                    }
                }
            }
        };
        onDone(one);
        other.onDone(one);
    }

    private <U, V> CompletableFuture<V> biApplyStage(Executor e, CompletionStage<? extends U> o,
                                                     final BiFunction<? super T, ? super U, ? extends V> f) {
        if (f == null || o == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<? extends U> b = o.toCompletableFuture();
        final CompletableFuture<V> d = newIncompleteFuture();
        bothDone(b, new Job(d) {
            Object compute() {
                Object r = result;
                Object s = b.result;
                if (r instanceof AltResult && r != NIL) {
                    return encodeRelay(r);
                }
                if (s instanceof AltResult && s != NIL) {
                    return encodeRelay(s);
                }
                return encodeValue(f.apply((T) valueOf(r), (U) valueOf(s)));
            }
        }, e);
        return d;
    }

    public <U, V> CompletableFuture<V> thenCombine(CompletionStage<? extends U> other,
                                                   BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApplyStage(null, other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn) {
        return biApplyStage(defaultExecutor(), other, fn);
    }

    public <U, V> CompletableFuture<V> thenCombineAsync(CompletionStage<? extends U> other,
                                                        BiFunction<? super T, ? super U, ? extends V> fn,
                                                        Executor executor) {
        return biApplyStage(screenExecutor(executor), other, fn);
    }

    private <U> CompletableFuture<Void> biAcceptStage(Executor e, CompletionStage<? extends U> o,
                                                      final BiConsumer<? super T, ? super U> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        return biApplyStage(e, o, new BiFunction<T, U, Void>() {
            public Void apply(T t, U u) {
                f.accept(t, u);
                return null;
            }
        });
    }

    public <U> CompletableFuture<Void> thenAcceptBoth(CompletionStage<? extends U> other,
                                                      BiConsumer<? super T, ? super U> action) {
        return biAcceptStage(null, other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
                                                           BiConsumer<? super T, ? super U> action) {
        return biAcceptStage(defaultExecutor(), other, action);
    }

    public <U> CompletableFuture<Void> thenAcceptBothAsync(CompletionStage<? extends U> other,
                                                           BiConsumer<? super T, ? super U> action, Executor executor) {
        return biAcceptStage(screenExecutor(executor), other, action);
    }

    private CompletableFuture<Void> biRunStage(Executor e, CompletionStage<?> o, final Runnable f) {
        if (f == null) {
            throw new NullPointerException();
        }
        return biApplyStage(e, o, new BiFunction<T, Object, Void>() {
            public Void apply(T t, Object u) {
                f.run();
                return null;
            }
        });
    }

    public CompletableFuture<Void> runAfterBoth(CompletionStage<?> other, Runnable action) {
        return biRunStage(null, other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action) {
        return biRunStage(defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterBothAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return biRunStage(screenExecutor(executor), other, action);
    }

    /** Completes d from whichever of this and other completes first, through fn. */
    private <U> CompletableFuture<U> orApplyStage(Executor e, CompletionStage<? extends T> o,
                                                  Function<? super T, U> f) {
        if (f == null || o == null) {
            throw new NullPointerException();
        }
        CompletableFuture<? extends T> b = o.toCompletableFuture();
        CompletableFuture<U> d = newIncompleteFuture();
        boolean[] fired = new boolean[1];
        orRegister(this, d, fired, e, f);
        orRegister(b, d, fired, e, f);
        return d;
    }

    private static <T, U> void orRegister(final CompletableFuture<? extends T> src, final CompletableFuture<U> d,
                                          final boolean[] fired, final Executor ex, final Function<? super T, U> f) {
        src.onDone(new Runnable() {
            public void run() {
                synchronized (fired) {
                    if (fired[0]) {
                        return;
                    }
                    fired[0] = true;
                }
                Job job = new Job(d) {
                    Object compute() {
                        Object r = src.result;
                        if (r instanceof AltResult && r != NIL) {
                            return encodeRelay(r);
                        }
                        return encodeValue(f.apply((T) valueOf(r)));
                    }
                };
                if (ex == null) {
                    job.run();
                } else {
                    try {
                        ex.execute(job);
                    } catch (Throwable t) {
                        d.completeWith(encodeThrowable(t));
                    }
                }
            }
        });
    }

    public <U> CompletableFuture<U> applyToEither(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orApplyStage(null, other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn) {
        return orApplyStage(defaultExecutor(), other, fn);
    }

    public <U> CompletableFuture<U> applyToEitherAsync(CompletionStage<? extends T> other, Function<? super T, U> fn,
                                                       Executor executor) {
        return orApplyStage(screenExecutor(executor), other, fn);
    }

    private CompletableFuture<Void> orAcceptStage(Executor e, CompletionStage<? extends T> o, final Consumer<? super T> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        return orApplyStage(e, o, new Function<T, Void>() {
            public Void apply(T t) {
                f.accept(t);
                return null;
            }
        });
    }

    public CompletableFuture<Void> acceptEither(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orAcceptStage(null, other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action) {
        return orAcceptStage(defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> acceptEitherAsync(CompletionStage<? extends T> other, Consumer<? super T> action,
                                                     Executor executor) {
        return orAcceptStage(screenExecutor(executor), other, action);
    }

    private CompletableFuture<Void> orRunStage(Executor e, CompletionStage<?> o, final Runnable f) {
        if (f == null) {
            throw new NullPointerException();
        }
        return orApplyStage(e, (CompletionStage<? extends T>) o, new Function<T, Void>() {
            public Void apply(T t) {
                f.run();
                return null;
            }
        });
    }

    public CompletableFuture<Void> runAfterEither(CompletionStage<?> other, Runnable action) {
        return orRunStage(null, other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action) {
        return orRunStage(defaultExecutor(), other, action);
    }

    public CompletableFuture<Void> runAfterEitherAsync(CompletionStage<?> other, Runnable action, Executor executor) {
        return orRunStage(screenExecutor(executor), other, action);
    }

    private <U> CompletableFuture<U> uniComposeStage(Executor e, final Function<? super T, ? extends CompletionStage<U>> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                if (r instanceof AltResult && r != NIL) {
                    return encodeRelay(r);
                }
                CompletionStage<U> stage = f.apply((T) valueOf(r));
                final CompletableFuture<U> g = stage.toCompletableFuture();
                g.onDone(new Runnable() {
                    public void run() {
                        d.completeWith(encodeRelay(g.result));
                    }
                });
                return null;
            }
        }, e);
        return d;
    }

    public <U> CompletableFuture<U> thenCompose(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniComposeStage(null, fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn) {
        return uniComposeStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> thenComposeAsync(Function<? super T, ? extends CompletionStage<U>> fn,
                                                     Executor executor) {
        return uniComposeStage(screenExecutor(executor), fn);
    }

    private <U> CompletableFuture<U> uniHandleStage(Executor e, final BiFunction<? super T, Throwable, ? extends U> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<U> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                return encodeValue(f.apply((T) valueOf(r), exceptionOf(r)));
            }
        }, e);
        return d;
    }

    public <U> CompletableFuture<U> handle(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandleStage(null, fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn) {
        return uniHandleStage(defaultExecutor(), fn);
    }

    public <U> CompletableFuture<U> handleAsync(BiFunction<? super T, Throwable, ? extends U> fn, Executor executor) {
        return uniHandleStage(screenExecutor(executor), fn);
    }

    private CompletableFuture<T> uniWhenCompleteStage(Executor e, final BiConsumer<? super T, ? super Throwable> f) {
        if (f == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<T> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                Throwable x = exceptionOf(r);
                try {
                    f.accept((T) valueOf(r), x);
                } catch (Throwable ex) {
                    if (x == null) {
                        return encodeThrowable(ex);
                    }
                    if (x != ex) {
                        x.addSuppressed(ex);
                    }
                }
                return encodeRelay(r);
            }
        }, e);
        return d;
    }

    public CompletableFuture<T> whenComplete(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhenCompleteStage(null, action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action) {
        return uniWhenCompleteStage(defaultExecutor(), action);
    }

    public CompletableFuture<T> whenCompleteAsync(BiConsumer<? super T, ? super Throwable> action, Executor executor) {
        return uniWhenCompleteStage(screenExecutor(executor), action);
    }

    public CompletableFuture<T> exceptionally(final Function<Throwable, ? extends T> fn) {
        if (fn == null) {
            throw new NullPointerException();
        }
        final CompletableFuture<T> d = newIncompleteFuture();
        schedule(this, new Job(d) {
            Object compute() {
                Object r = result;
                Throwable x = exceptionOf(r);
                if (x == null) {
                    return r;
                }
                return encodeValue(fn.apply(x));
            }
        }, null);
        return d;
    }

    public CompletableFuture<T> toCompletableFuture() {
        return this;
    }

    public CompletableFuture<T> copy() {
        return uniApplyStage(null, new Function<T, T>() {
            public T apply(T t) {
                return t;
            }
        });
    }

    public CompletionStage<T> minimalCompletionStage() {
        return copy();
    }

    public CompletableFuture<T> completeAsync(Supplier<? extends T> supplier) {
        return completeAsync(supplier, defaultExecutor());
    }

    public CompletableFuture<T> completeAsync(final Supplier<? extends T> supplier, Executor executor) {
        if (supplier == null) {
            throw new NullPointerException();
        }
        screenExecutor(executor).execute(new Job(this) {
            Object compute() {
                return encodeValue(supplier.get());
            }
        });
        return this;
    }

    /** A daemon thread that completes futures after a delay (orTimeout / completeOnTimeout). */
    static final class Delayer {
        static void schedule(final long nanos, final Runnable action) {
            Thread t = new Thread("CompletableFutureDelayScheduler") {
                public void run() {
                    try {
                        TimeUnit.NANOSECONDS.sleep(nanos);
                    } catch (InterruptedException e) {
                        return;
                    }
                    action.run();
                }
            };
            t.setDaemon(true);
            t.start();
        }
    }

    public CompletableFuture<T> orTimeout(long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            Delayer.schedule(unit.toNanos(timeout), new Runnable() {
                public void run() {
                    completeExceptionally(new TimeoutException());
                }
            });
        }
        return this;
    }

    public CompletableFuture<T> completeOnTimeout(final T value, long timeout, TimeUnit unit) {
        if (unit == null) {
            throw new NullPointerException();
        }
        if (result == null) {
            Delayer.schedule(unit.toNanos(timeout), new Runnable() {
                public void run() {
                    complete(value);
                }
            });
        }
        return this;
    }

    public String toString() {
        Object r = result;
        int count;
        synchronized (this) {
            count = dependents == null ? 0 : dependents.size();
        }
        return super.toString() + ((r == null) ? ((count == 0) ? "[Not completed]" : "[Not completed, " + count + " dependents]")
            : (((r instanceof AltResult) && ((AltResult) r).ex != null)
               ? "[Completed exceptionally: " + ((AltResult) r).ex + "]" : "[Completed normally]"));
    }
}
