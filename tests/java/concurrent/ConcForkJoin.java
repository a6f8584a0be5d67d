import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.TimeUnit;

// Fork/join: recursive sums and sorts on the common pool and on private pools.
public class ConcForkJoin {
    static final class Sum extends RecursiveTask<Long> {
        final int[] a;
        final int lo, hi;

        Sum(int[] a, int lo, int hi) {
            this.a = a;
            this.lo = lo;
            this.hi = hi;
        }

        protected Long compute() {
            if (hi - lo <= 500) {
                long s = 0;
                for (int i = lo; i < hi; i++) {
                    s += a[i];
                }
                return s;
            }
            int mid = (lo + hi) >>> 1;
            Sum left = new Sum(a, lo, mid);
            Sum right = new Sum(a, mid, hi);
            left.fork();
            long r = right.compute();
            return left.join() + r;
        }
    }

    static final class SortAction extends RecursiveAction {
        final int[] a, tmp;
        final int lo, hi;

        SortAction(int[] a, int[] tmp, int lo, int hi) {
            this.a = a;
            this.tmp = tmp;
            this.lo = lo;
            this.hi = hi;
        }

        protected void compute() {
            if (hi - lo <= 64) {
                for (int i = lo + 1; i < hi; i++) {
                    int v = a[i];
                    int j = i - 1;
                    while (j >= lo && a[j] > v) {
                        a[j + 1] = a[j];
                        j--;
                    }
                    a[j + 1] = v;
                }
                return;
            }
            int mid = (lo + hi) >>> 1;
            invokeAll(new SortAction(a, tmp, lo, mid), new SortAction(a, tmp, mid, hi));
            int i = lo, j = mid, k = lo;
            while (i < mid && j < hi) {
                tmp[k++] = a[i] <= a[j] ? a[i++] : a[j++];
            }
            while (i < mid) {
                tmp[k++] = a[i++];
            }
            while (j < hi) {
                tmp[k++] = a[j++];
            }
            System.arraycopy(tmp, lo, a, lo, hi - lo);
        }
    }

    static final class Fib extends RecursiveTask<Integer> {
        final int n;

        Fib(int n) {
            this.n = n;
        }

        protected Integer compute() {
            if (n < 10) {
                int a = 0, b = 1;
                for (int i = 0; i < n; i++) {
                    int c = a + b;
                    a = b;
                    b = c;
                }
                return a;
            }
            Fib f1 = new Fib(n - 1);
            f1.fork();
            Fib f2 = new Fib(n - 2);
            return f2.compute() + f1.join();
        }
    }

    static final class Failing extends RecursiveTask<Integer> {
        protected Integer compute() {
            throw new IllegalStateException("compute failed");
        }
    }

    public static void main(String[] args) throws Exception {
        int[] data = new int[20000];
        int x = 12345;
        for (int i = 0; i < data.length; i++) {
            x = x * 1103515245 + 12345;
            data[i] = (x >>> 8) % 100000;
        }
        long expected = 0;
        for (int v : data) {
            expected += v;
        }
        long common = ForkJoinPool.commonPool().invoke(new Sum(data, 0, data.length));
        System.out.println("common pool sum " + common + " expected " + expected);
        ForkJoinPool pool = new ForkJoinPool(3);
        System.out.println("pool parallelism " + pool.getParallelism());
        System.out.println("pool sum " + pool.invoke(new Sum(data, 0, data.length)));
        System.out.println("fib(25) " + pool.invoke(new Fib(25)) + " " + new Fib(20).invoke());
        int[] copy = data.clone();
        pool.invoke(new SortAction(copy, new int[copy.length], 0, copy.length));
        boolean sorted = true;
        for (int i = 1; i < copy.length; i++) {
            sorted &= copy[i - 1] <= copy[i];
        }
        System.out.println("sorted " + sorted + " first " + copy[0] + " last " + copy[copy.length - 1]);
        ForkJoinTask<Long> submitted = pool.submit(new Sum(data, 0, 1000));
        System.out.println("submitted get " + submitted.get() + " done " + submitted.isDone()
                           + " normally " + submitted.isCompletedNormally());
        Failing bad = new Failing();
        try {
            pool.invoke(bad);
        } catch (IllegalStateException e) {
            // Thrown in a worker, OpenJDK rethrows a copy whose cause is the original.
            Throwable orig = e.getCause() != null ? e.getCause() : e;
            System.out.println("invoke threw " + e.getClass().getName() + " " + orig.getMessage());
        }
        System.out.println("abnormal " + bad.isCompletedAbnormally() + " " + bad.getException().getClass().getName());
        List<Fib> fibs = new ArrayList<Fib>();
        for (int i = 10; i < 16; i++) {
            fibs.add(new Fib(i));
        }
        ForkJoinTask.invokeAll(fibs);
        StringBuilder sb = new StringBuilder();
        for (Fib f : fibs) {
            sb.append(f.join()).append(' ');
        }
        System.out.println("invokeAll " + sb.toString().trim());
        pool.shutdown();
        System.out.println("terminated " + pool.awaitTermination(30, TimeUnit.SECONDS) + " " + pool.isShutdown());
        System.out.println("in pool: " + ForkJoinTask.inForkJoinPool());
    }
}
