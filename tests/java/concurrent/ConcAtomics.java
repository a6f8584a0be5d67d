import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.LongAdder;

// Atomic counters updated by 8 threads, and the single-threaded API of the atomic classes.
public class ConcAtomics {
    static final class Cell {
        final int value;
        final Cell next;

        Cell(int value, Cell next) {
            this.value = value;
            this.next = next;
        }
    }

    public static void main(String[] args) throws Exception {
        final AtomicInteger ai = new AtomicInteger();
        final AtomicLong al = new AtomicLong();
        final AtomicIntegerArray slots = new AtomicIntegerArray(8);
        final AtomicLongArray lslots = new AtomicLongArray(4);
        final AtomicReference<Cell> stack = new AtomicReference<Cell>();
        final LongAdder adder = new LongAdder();
        final AtomicBoolean flag = new AtomicBoolean();
        final AtomicInteger winners = new AtomicInteger();
        final int nthreads = 8, iters = 3000;
        Thread[] ts = new Thread[nthreads];
        for (int t = 0; t < nthreads; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    if (flag.compareAndSet(false, true)) {
                        winners.incrementAndGet();
                    }
                    for (int i = 0; i < iters; i++) {
                        ai.incrementAndGet();
                        al.addAndGet(i);
                        slots.incrementAndGet(i % 8);
                        lslots.addAndGet(id % 4, 2);
                        adder.increment();
                        if (i % 10 == 0) {
                            Cell top;
                            do {
                                top = stack.get();
                            } while (!stack.compareAndSet(top, new Cell(id, top)));
                        }
                    }
                }
            };
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("AtomicInteger " + ai.get());
        System.out.println("AtomicLong " + al.get());
        System.out.println("slots " + slots);
        System.out.println("lslots " + lslots);
        System.out.println("adder " + adder.sum() + " " + adder);
        System.out.println("CAS winners " + winners.get() + " flag " + flag);
        int cells = 0;
        long cellSum = 0;
        for (Cell c = stack.get(); c != null; c = c.next) {
            cells++;
            cellSum += c.value;
        }
        System.out.println("stack cells " + cells + " sum " + cellSum);

        AtomicInteger x = new AtomicInteger(5);
        System.out.println(x.getAndIncrement() + " " + x.incrementAndGet() + " " + x.getAndAdd(10) + " " + x.addAndGet(-3)
                           + " " + x.decrementAndGet() + " " + x.getAndDecrement() + " " + x);
        System.out.println(x.compareAndSet(99, 1) + " " + x.compareAndSet(14, 1) + " " + x.getAndSet(7) + " " + x.intValue()
                           + " " + x.longValue() + " " + x.doubleValue());
        System.out.println(x.updateAndGet(new java.util.function.IntUnaryOperator() {
            public int applyAsInt(int v) {
                return v * 3;
            }
        }) + " " + x.accumulateAndGet(4, new java.util.function.IntBinaryOperator() {
            public int applyAsInt(int a, int b) {
                return a - b;
            }
        }));
        AtomicLong y = new AtomicLong(Long.MAX_VALUE);
        System.out.println(y.incrementAndGet() + " " + y.getAndSet(3) + " " + y.get());
        AtomicReference<String> r = new AtomicReference<String>("a");
        System.out.println(r.compareAndSet("a", "b") + " " + r.get() + " " + r.getAndSet("c") + " " + r);
        AtomicReference<String> empty = new AtomicReference<String>();
        System.out.println(empty + " " + new AtomicBoolean(true) + " " + new AtomicLong(-4));
        AtomicReferenceArray<String> ra = new AtomicReferenceArray<String>(new String[] {"p", "q", null});
        System.out.println(ra + " " + ra.length() + " " + ra.compareAndSet(2, null, "r") + " " + ra.getAndSet(0, "z") + " " + ra);
        try {
            slots.get(8);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        try {
            ra.set(-1, "bad");
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
        System.out.println(new AtomicIntegerArray(0) + " " + new AtomicLongArray(new long[] {1, 2}));
    }
}
