import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.Supplier;

// CompletableFuture pipelines, combination, and the exception wrapping of OpenJDK 17.
public class ConcCompletable {
    static Function<Integer, Integer> times(final int k) {
        return new Function<Integer, Integer>() {
            public Integer apply(Integer v) {
                return v * k;
            }
        };
    }

    static Supplier<Integer> value(final int v) {
        return new Supplier<Integer>() {
            public Integer get() {
                return v;
            }
        };
    }

    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(3);
        CompletableFuture<Integer> a = CompletableFuture.supplyAsync(value(6), pool);
        CompletableFuture<Integer> b = CompletableFuture.supplyAsync(value(7), pool).thenApply(times(10));
        CompletableFuture<Integer> c = a.thenCombine(b, new BiFunction<Integer, Integer, Integer>() {
            public Integer apply(Integer x, Integer y) {
                return x + y;
            }
        });
        System.out.println("combined " + c.get() + " " + c.join() + " done " + c.isDone());
        CompletableFuture<String> composed = a.thenCompose(new Function<Integer, CompletableFuture<String>>() {
            public CompletableFuture<String> apply(final Integer v) {
                return CompletableFuture.supplyAsync(new Supplier<String>() {
                    public String get() {
                        return "composed " + v;
                    }
                });
            }
        });
        System.out.println(composed.get(30, TimeUnit.SECONDS));
        final StringBuffer log = new StringBuffer();
        CompletableFuture<Void> chain = CompletableFuture.supplyAsync(value(1))
            .thenApplyAsync(times(2))
            .thenApplyAsync(times(3), pool)
            .thenAccept(new java.util.function.Consumer<Integer>() {
                public void accept(Integer v) {
                    log.append("accepted ").append(v).append(';');
                }
            })
            .thenRun(new Runnable() {
                public void run() {
                    log.append("then run;");
                }
            });
        chain.join();
        System.out.println(log);

        CompletableFuture<Integer> failing = CompletableFuture.supplyAsync(new Supplier<Integer>() {
            public Integer get() {
                throw new IllegalArgumentException("supplier failed");
            }
        }, pool);
        try {
            failing.join();
        } catch (CompletionException e) {
            System.out.println("join: " + e + " / cause " + e.getCause());
        }
        try {
            failing.get();
        } catch (ExecutionException e) {
            System.out.println("get: " + e + " / cause " + e.getCause());
        }
        System.out.println("recovered " + failing.exceptionally(new Function<Throwable, Integer>() {
            public Integer apply(Throwable t) {
                System.out.println("exceptionally sees " + t);
                return -1;
            }
        }).join());
        System.out.println(failing.thenApply(times(2)).handle(new BiFunction<Integer, Throwable, String>() {
            public String apply(Integer v, Throwable t) {
                return "handle " + v + " " + t;
            }
        }).join());
        CompletableFuture<Integer> manual = new CompletableFuture<Integer>();
        System.out.println("manual " + manual.isDone() + " " + manual.getNow(99) + " " + manual.complete(5) + " "
                           + manual.complete(6) + " " + manual.join() + " " + manual.isCompletedExceptionally());
        CompletableFuture<Integer> raw = new CompletableFuture<Integer>();
        raw.completeExceptionally(new RuntimeException("raw failure"));
        System.out.println(raw.exceptionally(new Function<Throwable, Integer>() {
            public Integer apply(Throwable t) {
                System.out.println("raw exceptionally sees " + t);
                return 0;
            }
        }).join());
        try {
            raw.get();
        } catch (ExecutionException e) {
            System.out.println("raw get: " + e.getCause());
        }
        CompletableFuture<String> cancelled = new CompletableFuture<String>();
        System.out.println("cancel " + cancelled.cancel(true) + " " + cancelled.isCancelled() + " "
                           + cancelled.isCompletedExceptionally());
        try {
            cancelled.join();
        } catch (java.util.concurrent.CancellationException e) {
            System.out.println("join cancelled: " + e);
        }
        CompletableFuture<?>[] many = new CompletableFuture<?>[8];
        final int[] sum = new int[1];
        for (int i = 0; i < many.length; i++) {
            final int v = i;
            many[i] = CompletableFuture.runAsync(new Runnable() {
                public void run() {
                    synchronized (sum) {
                        sum[0] += v;
                    }
                }
            }, pool);
        }
        CompletableFuture.allOf(many).join();
        System.out.println("allOf sum " + sum[0]);
        Object first = CompletableFuture.anyOf(CompletableFuture.completedFuture("done"), new CompletableFuture<String>()).join();
        System.out.println("anyOf " + first);
        CompletableFuture<String> slow = new CompletableFuture<String>();
        try {
            slow.get(10, TimeUnit.MILLISECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            System.out.println("timeout " + e);
        }
        System.out.println("completeOnTimeout " + slow.completeOnTimeout("fallback", 10, TimeUnit.MILLISECONDS).join());
        CompletableFuture<String> when = CompletableFuture.completedFuture("w").whenComplete(
            new java.util.function.BiConsumer<String, Throwable>() {
                public void accept(String v, Throwable t) {
                    System.out.println("whenComplete " + v + " " + t);
                }
            });
        System.out.println(when.join());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(30, TimeUnit.SECONDS));
    }
}
