// Many threads incrementing shared counters under synchronized methods and blocks.
public class ThrSyncCounter {
    static int staticCounter;
    int instanceCounter;
    long blockCounter;
    final Object lock = new Object();

    static synchronized void incStatic() {
        staticCounter++;
    }

    synchronized void incInstance() {
        instanceCounter++;
    }

    void incBlock(int by) {
        synchronized (lock) {
            synchronized (this) {
                blockCounter += by;
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final ThrSyncCounter c = new ThrSyncCounter();
        final int nthreads = 16;
        final int iters = 5000;
        Thread[] ts = new Thread[nthreads];
        for (int i = 0; i < nthreads; i++) {
            final int id = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    for (int k = 0; k < iters; k++) {
                        incStatic();
                        c.incInstance();
                        c.incBlock(id);
                        if ((k & 1023) == 0) {
                            Thread.yield();
                        }
                    }
                }
            }, "worker-" + i);
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("static " + staticCounter);
        System.out.println("instance " + c.instanceCounter);
        System.out.println("block " + c.blockCounter);
        long expected = 0;
        for (int i = 0; i < nthreads; i++) {
            expected += (long) i * iters;
        }
        System.out.println("expected block " + expected);

        // Recursive locking, deep enough to overflow a thin lock's count, while another thread contends.
        final Object deep = new Object();
        final int[] shared = new int[1];
        Thread other = new Thread() {
            public void run() {
                for (int i = 0; i < 1000; i++) {
                    synchronized (deep) {
                        shared[0]++;
                    }
                }
            }
        };
        other.start();
        recurse(deep, 5000, shared);
        other.join();
        System.out.println("deep " + shared[0] + " holds after: " + Thread.holdsLock(deep));
    }

    static void recurse(Object o, int n, int[] shared) {
        synchronized (o) {
            if (n > 0) {
                recurse(o, n - 1, shared);
            } else {
                shared[0] += 1000000;
                System.out.println("holds at depth: " + Thread.holdsLock(o));
            }
        }
    }
}
