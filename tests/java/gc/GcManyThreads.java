// vmflags: -Xmx24m -Xmn4m
// Eight threads allocate at once in a small young generation (TLABs refilled concurrently,
// scavenges started by whichever thread fails), each keeping a ring of survivors that ages
// into the old generation and links to other threads' objects through a shared table, while
// a ninth thread waits on a monitor and a tenth sleeps, both holding objects that must stay
// intact across the collections (a waiting or sleeping thread is at a safepoint).
public class GcManyThreads {
    static final class Node {
        final int owner, seq;
        final int[] payload;
        Node link;

        Node(int owner, int seq) {
            this.owner = owner;
            this.seq = seq;
            this.payload = new int[(seq % 7) * 4 + 1];
            for (int i = 0; i < payload.length; i++) payload[i] = owner * 1000 + seq + i;
        }

        long check() {
            long s = 0;
            for (int i = 0; i < payload.length; i++) {
                if (payload[i] != owner * 1000 + seq + i) throw new IllegalStateException("corrupt node " + owner + "/" + seq);
                s += payload[i];
            }
            return s;
        }
    }

    static final Node[] shared = new Node[64];
    static final Object lock = new Object();
    static boolean released;

    static long work(int id) {
        Node[] ring = new Node[200];
        long sum = 0;
        for (int i = 0; i < 60000; i++) {
            Node n = new Node(id, i);
            String s = "t" + id + ":" + i;                    // garbage
            if (s.length() == 0) sum--;
            Node old = ring[i % ring.length];
            if (old != null) sum += old.check();
            ring[i % ring.length] = n;
            if (i % 97 == 0) {
                synchronized (shared) {
                    Node other = shared[(id * 7 + i) % shared.length];
                    if (other != null) {
                        other.check();
                        n.link = other;                      // cross-thread, old-to-young and back
                    }
                    shared[(id * 5 + i) % shared.length] = n;
                }
            }
        }
        for (Node n : ring) {
            sum += n.check();
            if (n.link != null) n.link.check();
        }
        return sum;
    }

    public static void main(String[] args) throws Exception {
        final long[] sums = new long[8];
        final long[] quiet = new long[2];
        Thread waiter = new Thread(() -> {
            Node keep = new Node(100, 5);
            synchronized (lock) {
                while (!released) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            quiet[0] = keep.check();
        });
        Thread sleeper = new Thread(() -> {
            Node keep = new Node(200, 6);
            try {
                Thread.sleep(300);
            } catch (InterruptedException e) {
                return;
            }
            quiet[1] = keep.check();
        });
        waiter.start();
        sleeper.start();
        Thread[] ts = new Thread[8];
        for (int i = 0; i < ts.length; i++) {
            final int id = i;
            ts[i] = new Thread(() -> sums[id] = work(id));
            ts[i].start();
        }
        for (Thread t : ts) t.join();
        synchronized (lock) {
            released = true;
            lock.notifyAll();
        }
        waiter.join();
        sleeper.join();
        for (int i = 0; i < sums.length; i++) System.out.println("thread " + i + ": " + sums[i]);
        System.out.println("waiter " + quiet[0] + ", sleeper " + quiet[1]);
    }
}
