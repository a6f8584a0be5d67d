// vmflags: -Xmx32m -XX:+UseParallelGC
// Runtime's memory figures: free <= total <= max; the used memory (total - free) grows by a
// large array while it is held and shrinks by it once it is dropped and collected. With the argument "figures" it prints max and
// total instead: tests/extra_gc.py compares them with HotSpot's ParallelGC at the same
// -Xmx/-Xms/-Xmn/-XX:NewRatio/-XX:SurvivorRatio. With "large" it allocates a 2 MB array and
// collects (-Xlog:gc* then shows the array in the old generation before the first GC).
public class GcHeapFigures {
    public static void main(String[] args) {
        Runtime r = Runtime.getRuntime();
        if (args.length > 0 && args[0].equals("large")) {     // tests/extra_gc.py: straight to old
            long[] big = new long[256 * 1024];               // 2 MB
            big[0] = 1;
            System.gc();
            System.out.println(big[0]);
            return;
        }
        if (args.length > 0 && args[0].equals("figures")) {
            System.out.println("max " + r.maxMemory() + " total " + r.totalMemory());
            return;
        }
        long max = r.maxMemory(), total = r.totalMemory(), free = r.freeMemory();
        System.out.println("free <= total <= max: " + (free <= total && total <= max));
        System.out.println("max within -Xmx: " + (max > 16L << 20 && max <= 32L << 20));
        System.gc();
        long before = r.totalMemory() - r.freeMemory();
        long[] big = new long[1 << 20];                  // 8 MB
        big[big.length - 1] = 1;
        long during = r.totalMemory() - r.freeMemory();
        System.out.println("holding 8 MB uses at least 8 MB more: " + (during - before >= 8L << 20));
        big = null;
        System.gc();
        long after = r.totalMemory() - r.freeMemory();
        System.out.println("dropping it frees the 8 MB: " + (during - after >= 8L << 20));
        System.out.println("availableProcessors >= 1: " + (r.availableProcessors() >= 1));
    }
}
