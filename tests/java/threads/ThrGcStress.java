// minivm-flags: -Xmx32m -Xmn1m
// Several threads allocate heavily at the same time (trees, strings, arrays), so collections
// happen while the other threads run, hold locks, wait and sleep. Results are checked sums.
public class ThrGcStress {
    static final class Node {
        Node left, right;
        int value;
        String label;

        Node(Node left, Node right, int value) {
            this.left = left;
            this.right = right;
            this.value = value;
        }
    }

    static Node build(int depth, int seed) {
        if (depth == 0) {
            Node n = new Node(null, null, seed & 7);
            if ((seed & 3) == 0) {
                n.label = "leaf" + seed;
            }
            return n;
        }
        return new Node(build(depth - 1, seed * 2 + 1), build(depth - 1, seed * 2 + 2), depth);
    }

    static long sum(Node n) {
        if (n == null) {
            return 0;
        }
        return n.value + (n.label == null ? 0 : n.label.length()) + sum(n.left) + sum(n.right);
    }

    static final Object shared = new Object();
    static long sharedTotal;

    public static void main(String[] args) throws Exception {
        final int nthreads = 6;
        final long[] results = new long[nthreads];
        Thread[] ts = new Thread[nthreads];
        for (int t = 0; t < nthreads; t++) {
            final int id = t;
            ts[t] = new Thread("alloc-" + t) {
                public void run() {
                    long s = 0;
                    Node keep = build(6, id);
                    for (int round = 0; round < 8; round++) {
                        Node tree = build(7 + (id % 3), round);
                        s += sum(tree);
                        int[][] grid = new int[32][];
                        for (int i = 0; i < grid.length; i++) {
                            grid[i] = new int[i + 1];
                            grid[i][i] = i;
                            s += grid[i][i];
                        }
                        StringBuilder sb = new StringBuilder();
                        for (int i = 0; i < 20; i++) {
                            sb.append(i).append(',');
                        }
                        s += sb.toString().length();
                        synchronized (shared) {
                            sharedTotal += 1;
                            if (round % 5 == 0) {
                                try {
                                    shared.wait(1);
                                } catch (InterruptedException e) {
                                    return;
                                }
                            }
                        }
                        if (round % 7 == 0) {
                            try {
                                Thread.sleep(1);
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                    }
                    s += sum(keep);
                    results[id] = s;
                }
            };
        }
        for (Thread t : ts) {
            t.start();
        }
        // The main thread allocates too, and checks a structure that must survive the moves.
        Node mine = build(10, 99);
        long before = sum(mine);
        for (int i = 0; i < 200; i++) {
            Object[] junk = new Object[64];
            junk[i % 64] = "x" + i;
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        for (int t = 0; t < nthreads; t++) {
            System.out.println("thread " + t + ": " + results[t]);
            total += results[t];
        }
        System.out.println("total " + total);
        System.out.println("shared " + sharedTotal);
        System.out.println("main tree intact: " + (sum(mine) == before) + " " + before);
    }
}
