package bench;

import common.Benchmark;
import common.Failure;

/**
 * A multi-threaded allocator: 4 threads each build n short-lived binary trees of depth 10
 * (keeping every 16th alive in a per-thread ring of 8) and short linked lists, and bump a
 * shared counter under a monitor; the main thread starts and joins them. Needs
 * java.lang.Thread.start/join. The inner size is n (trees per thread). Each thread's node
 * count and the shared counter are checked against closed forms.
 */
public final class MtAlloc extends Benchmark {
    static final int THREADS = 4;
    static final int DEPTH = 10;

    static final class Node {
        final Node left;
        final Node right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        int count() {
            return left == null ? 1 : 1 + left.count() + right.count();
        }
    }

    static final class ListNode {
        final int value;
        final ListNode next;

        ListNode(int value, ListNode next) {
            this.value = value;
            this.next = next;
        }
    }

    static Node tree(int depth) {
        return depth == 0 ? new Node(null, null) : new Node(tree(depth - 1), tree(depth - 1));
    }

    static final Object lock = new Object();
    static long sharedCounter;

    static final class Worker extends Thread {
        final int trees;
        final int seed;
        long result;
        Throwable failure;

        Worker(int trees, int seed) {
            this.trees = trees;
            this.seed = seed;
        }

        public void run() {
            try {
                Node[] ring = new Node[8];
                long sum = 0;
                for (int i = 0; i < trees; i++) {
                    Node t = tree(DEPTH);
                    sum += t.count();
                    if ((i & 15) == 0) {
                        ring[(i >> 4) & 7] = t;
                    }
                    ListNode l = null;
                    for (int k = 0; k < 64; k++) {
                        l = new ListNode(k + seed, l);
                    }
                    for (; l != null; l = l.next) {
                        sum += l.value - seed;
                    }
                    synchronized (lock) {
                        sharedCounter++;
                    }
                }
                for (Node t : ring) {
                    if (t != null && t.count() != (1 << (DEPTH + 1)) - 1) {
                        throw new Failure("a surviving tree was corrupted");
                    }
                }
                result = sum;
            } catch (Throwable e) {
                failure = e;
            }
        }
    }

    static long perThread(int trees) {
        return (long) trees * (((1 << (DEPTH + 1)) - 1) + 63 * 64 / 2);
    }

    public long run(int trees) {
        synchronized (lock) {
            sharedCounter = 0;
        }
        Worker[] workers = new Worker[THREADS];
        for (int i = 0; i < THREADS; i++) {
            workers[i] = new Worker(trees, i * 1000);
        }
        for (int i = 0; i < THREADS; i++) {
            workers[i].start();
        }
        long total = 0;
        for (int i = 0; i < THREADS; i++) {
            try {
                workers[i].join();
            } catch (InterruptedException e) {
                throw new Failure("interrupted");
            }
            if (workers[i].failure != null) {
                throw new Failure("thread " + i + " failed: " + workers[i].failure);
            }
            if (workers[i].result != perThread(trees)) {
                throw new Failure("thread " + i + " counted " + workers[i].result + ", expected " + perThread(trees));
            }
            total += workers[i].result;
        }
        synchronized (lock) {
            if (sharedCounter != (long) THREADS * trees) {
                throw new Failure("shared counter " + sharedCounter + ", expected " + (long) THREADS * trees);
            }
        }
        return total;
    }

    public String verify(long result, int trees) {
        return result == THREADS * perThread(trees) ? null : "total " + result;
    }

    public static void main(String[] args) {
        Benchmark.execute("mtalloc", new MtAlloc(), args);
    }
}
