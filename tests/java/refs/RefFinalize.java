import java.lang.ref.PhantomReference;
import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/* finalize() runs on the finalizer thread after the object becomes unreachable: exactly once,
 * even when it resurrects the object; a weak reference to a finalizable object is cleared
 * before finalization, a phantom reference only after it; exceptions from finalize() are
 * ignored; objects reachable from a live one are not finalized. */
public class RefFinalize {
    static final AtomicInteger finalized = new AtomicInteger();
    static final List<String> names = new ArrayList<>();
    static volatile Resurrect saved;
    static volatile String finalizerThread;

    static class Tracked {
        final String name;
        final int[] payload = new int[16];

        Tracked(String name) {
            this.name = name;
        }

        @Override
        protected void finalize() {
            synchronized (names) {
                names.add(name);
            }
            finalizerThread = Thread.currentThread().getName() + " daemon=" + Thread.currentThread().isDaemon();
            finalized.incrementAndGet();
        }
    }

    static class Resurrect {
        int finalizeCalls;

        @Override
        protected void finalize() {
            finalizeCalls++;
            saved = this;
        }
    }

    static class Throwing {
        @Override
        protected void finalize() throws Throwable {
            finalized.incrementAndGet();
            throw new IllegalStateException("ignored by the finalizer");
        }
    }

    static class EmptyFinalize extends Tracked {
        EmptyFinalize() {
            super("empty");
        }

        @Override
        protected void finalize() {
        }
    }

    static void gcUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        for (int i = 0; i < 3000 && !done.getAsBoolean(); i++) {   // up to 30 s: slow under GC stress
            System.gc();
            Thread.sleep(10);
        }
    }

    public static void main(String[] args) throws Exception {
        Tracked keep = new Tracked("kept");
        for (int i = 0; i < 20; i++) {
            new Tracked("t" + i);
        }
        gcUntil(() -> finalized.get() >= 20);
        List<String> sorted;
        synchronized (names) {
            sorted = new ArrayList<>(names);
        }
        sorted.sort(null);
        System.out.println("finalized " + finalized.get() + " kept alive not finalized: " + !sorted.contains("kept"));
        System.out.println("first names " + sorted.subList(0, 3) + " thread " + finalizerThread);

        finalized.set(0);
        ReferenceQueue<Object> q = new ReferenceQueue<>();
        Tracked victim = new Tracked("victim");
        WeakReference<Tracked> weak = new WeakReference<>(victim, q);
        PhantomReference<Tracked> phantom = new PhantomReference<>(victim, q);
        victim = null;
        // The phantom may be cleared only after finalize() ran: under GC stress (a GC per
        // allocation) the finalizer can finish, and a GC clear it, before System.gc() returns.
        // Read the phantom first, then the count, so a cleared phantom with no finalization fails.
        boolean phantomKept = false;
        for (int i = 0; i < 3000; i++) {
            System.gc();
            boolean kept = !phantom.refersTo(null);
            phantomKept = kept || finalized.get() >= 1;
            if (weak.get() == null) {
                break;
            }
            Thread.sleep(10);
        }
        System.out.println("weak cleared " + (weak.get() == null) + " phantom get " + phantom.get()
                + " phantom not cleared before finalization " + phantomKept);
        gcUntil(() -> finalized.get() >= 1);
        System.out.println("victim finalized " + finalized.get());
        List<String> arrivals = new ArrayList<>();
        for (int i = 0; i < 3000 && arrivals.size() < 2; i++) {
            System.gc();
            Reference<?> r = q.remove(10);
            if (r != null) {
                arrivals.add(r == weak ? "weak" : r == phantom ? "phantom" : "other");
            }
        }
        arrivals.sort(null);
        System.out.println("queued " + arrivals + " phantom refersTo null " + phantom.refersTo(null));

        Resurrect r = new Resurrect();
        WeakReference<Resurrect> weakR = new WeakReference<>(r);
        r = null;
        gcUntil(() -> saved != null);
        System.out.println("resurrected " + (saved != null) + " calls " + saved.finalizeCalls + " weak cleared "
                + (weakR.get() == null));
        Resurrect again = saved;
        saved = null;
        again = null;
        for (int i = 0; i < 20; i++) {
            System.gc();
            Thread.sleep(2);
        }
        System.out.println("not finalized twice: " + (saved == null));

        finalized.set(0);
        for (int i = 0; i < 5; i++) {
            new Throwing();
        }
        gcUntil(() -> finalized.get() >= 5);
        System.out.println("throwing finalizers ran " + finalized.get());

        finalized.set(0);
        for (int i = 0; i < 5; i++) {
            new EmptyFinalize();
        }
        for (int i = 0; i < 10; i++) {
            System.gc();
            Thread.sleep(2);
        }
        System.out.println("empty finalize overrides run nothing: " + finalized.get());
        System.out.println("kept " + keep.name);
    }
}
