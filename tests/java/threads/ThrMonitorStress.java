// Monitors under contention: several threads lock, wait, notify and hash the same objects, so
// that locks are inflated and deflated repeatedly, racing with identity-hash assignment.
public class ThrMonitorStress {
    static final class Box {
        int value;
    }

    public static void main(String[] args) throws Exception {
        final Box[] boxes = new Box[3];
        for (int i = 0; i < boxes.length; i++) {
            boxes[i] = new Box();
        }
        final int nthreads = 8, iters = 3000;
        final int[] hashMismatches = new int[1];
        final int[] firstHash = new int[boxes.length];
        final boolean[] hashed = new boolean[boxes.length];
        Thread[] ts = new Thread[nthreads];
        for (int t = 0; t < nthreads; t++) {
            final int id = t;
            ts[t] = new Thread() {
                public void run() {
                    int x = id * 7 + 1;
                    for (int i = 0; i < iters; i++) {
                        x = x * 1103515245 + 12345;
                        int k = (x >>> 8) % boxes.length;
                        Box b = boxes[k];
                        switch ((x >>> 16) & 7) {
                        case 0:
                            synchronized (b) {
                                try {
                                    b.wait(1);
                                } catch (InterruptedException e) {
                                    return;
                                }
                                b.value++;
                            }
                            break;
                        case 1:
                            synchronized (b) {
                                b.notifyAll();
                                b.value++;
                            }
                            break;
                        case 2: {
                            int h = System.identityHashCode(b);
                            synchronized (firstHash) {
                                if (!hashed[k]) {
                                    hashed[k] = true;
                                    firstHash[k] = h;
                                } else if (firstHash[k] != h) {
                                    hashMismatches[0]++;
                                }
                            }
                            synchronized (b) {
                                b.value++;
                            }
                            break;
                        }
                        case 3: {
                            Box first = boxes[0], second = boxes[boxes.length - 1];
                            synchronized (first) {
                                synchronized (second) {
                                    first.value++;
                                    second.value++;
                                }
                            }
                            break;
                        }
                        default:
                            synchronized (b) {
                                synchronized (b) {
                                    b.value++;
                                }
                            }
                        }
                        if ((i & 255) == 0) {
                            Object garbage = new int[64];
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
        long total = 0;
        for (Box b : boxes) {
            synchronized (b) {
                total += b.value;
            }
        }
        // Each iteration adds 1, except case 3 which adds 2.
        int extra = 0;
        for (int t = 0; t < nthreads; t++) {
            int x = t * 7 + 1;
            for (int i = 0; i < iters; i++) {
                x = x * 1103515245 + 12345;
                if (((x >>> 16) & 7) == 3) {
                    extra++;
                }
            }
        }
        System.out.println("total " + total + " expected " + ((long) nthreads * iters + extra));
        System.out.println("hash stable: " + (hashMismatches[0] == 0));
        for (int i = 0; i < boxes.length; i++) {
            System.out.println("box " + i + " hash unchanged: " + (!hashed[i] || System.identityHashCode(boxes[i]) == firstHash[i])
                               + " held: " + Thread.holdsLock(boxes[i]));
        }
    }
}
