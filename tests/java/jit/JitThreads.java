// Compiled code on several threads: synchronized methods and blocks, a shared counter,
// allocation racing collections, and wait/notify hand-offs.
public class JitThreads {
    static int counter;
    static final Object lock = new Object();
    static long shared;

    static synchronized void inc() { counter++; }

    static void add(long v) {
        synchronized (lock) { shared += v; }
    }

    static int work(int seed) {
        int[] buf = new int[16];
        int h = seed;
        for (int i = 0; i < buf.length; i++) { buf[i] = h; h = h * 1103515245 + 12345; }
        int s = 0;
        for (int v : buf) s ^= v;
        return s;
    }

    static class Box { int value; boolean full; }

    public static void main(String[] args) throws Exception {
        Thread[] ts = new Thread[4];
        final long[] results = new long[ts.length];
        for (int k = 0; k < ts.length; k++) {
            final int id = k;
            ts[k] = new Thread(() -> {
                long r = 0;
                for (int i = 0; i < 50000; i++) {
                    inc();
                    add(i & 3);
                    r += work(i + id) & 0xff;
                    if ((i & 255) == 0) r += new StringBuilder().append(i).length();
                }
                results[id] = r;
            });
            ts[k].start();
        }
        for (Thread t : ts) t.join();
        System.out.println(counter + " " + shared);
        for (long r : results) System.out.println(r);
        final Box box = new Box();
        Thread producer = new Thread(() -> {
            for (int i = 1; i <= 2000; i++) {
                synchronized (box) {
                    while (box.full) {
                        try { box.wait(); } catch (InterruptedException e) { return; }
                    }
                    box.value = i;
                    box.full = true;
                    box.notifyAll();
                }
            }
        });
        producer.start();
        long got = 0;
        for (int i = 1; i <= 2000; i++) {
            synchronized (box) {
                while (!box.full) box.wait();
                got += box.value;
                box.full = false;
                box.notifyAll();
            }
        }
        producer.join();
        System.out.println("handed over " + got);
    }
}
