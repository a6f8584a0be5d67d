package bench;

import common.Benchmark;
import common.Failure;

/**
 * A workload after Ellis, Kovac and Boehm's GCBench: a temporary stretch tree, a long-lived
 * tree and a long-lived array of doubles that stay reachable, then for tree depths 4, 6,
 * ..., k as many trees as fit the node count of the stretch tree, built alternately
 * top-down (populate an existing node) and bottom-up (children first). The inner size is k
 * (the original uses 16): the stretch tree has depth k + 2, the long-lived tree depth k and
 * the array 2^(k+3) elements. Checks: node counts of the first and last tree of each depth,
 * the long-lived tree and every 1000th array element.
 */
public final class GCBench extends Benchmark {
    static final int MIN_DEPTH = 4;

    static final class Node {
        Node left;
        Node right;
        int i;
        int j;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        Node() {
        }
    }

    static int treeSize(int depth) {
        return (1 << (depth + 1)) - 1;
    }

    static int numIters(int stretchDepth, int depth) {
        return 2 * treeSize(stretchDepth) / treeSize(depth);
    }

    /** Builds the tree top-down below node. */
    static void populate(int depth, Node node) {
        if (depth <= 0) {
            return;
        }
        depth--;
        node.left = new Node();
        node.right = new Node();
        populate(depth, node.left);
        populate(depth, node.right);
    }

    /** Builds the tree bottom-up. */
    static Node makeTree(int depth) {
        if (depth <= 0) {
            return new Node();
        }
        return new Node(makeTree(depth - 1), makeTree(depth - 1));
    }

    static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    static long construction(int stretchDepth, int depth) {
        int iters = numIters(stretchDepth, depth);
        long checked = 0;
        for (int i = 0; i < iters; i++) {
            Node temp = new Node();
            populate(depth, temp);
            if (i == 0 || i == iters - 1) {
                int c = count(temp);
                if (c != treeSize(depth)) {
                    throw new Failure("top-down tree of depth " + depth + " has " + c + " nodes");
                }
                checked += c;
            }
        }
        for (int i = 0; i < iters; i++) {
            Node temp = makeTree(depth);
            if (i == 0 || i == iters - 1) {
                int c = count(temp);
                if (c != treeSize(depth)) {
                    throw new Failure("bottom-up tree of depth " + depth + " has " + c + " nodes");
                }
                checked += c;
            }
        }
        return checked;
    }

    public long run(int k) {
        if (k < MIN_DEPTH || k > 24) {
            throw new Failure("the inner size must be in [" + MIN_DEPTH + ", 24]");
        }
        int stretchDepth = k + 2;
        int longLivedDepth = k;
        int arraySize = 1 << (k + 3);
        long total = 0;

        Node temp = makeTree(stretchDepth);
        total += count(temp);
        temp = null;

        Node longLived = new Node();
        populate(longLivedDepth, longLived);

        double[] array = new double[arraySize];
        for (int i = 0; i < arraySize / 2; i++) {
            array[i] = 1.0 / i;
        }

        for (int d = MIN_DEPTH; d <= k; d += 2) {
            total += construction(stretchDepth, d);
        }

        int c = count(longLived);
        if (c != treeSize(longLivedDepth)) {
            throw new Failure("long-lived tree has " + c + " nodes");
        }
        for (int i = 1000; i < arraySize / 2; i += 1000) {
            if (array[i] != 1.0 / i) {
                throw new Failure("long-lived array element " + i + " is " + array[i]);
            }
        }
        if (array[arraySize - 1] != 0.0) {
            throw new Failure("long-lived array tail is not zero");
        }
        return total + c;
    }

    public String verify(long result, int k) {
        long want = treeSize(k + 2) + treeSize(k);
        for (int d = MIN_DEPTH; d <= k; d += 2) {
            want += 4L * treeSize(d);
        }
        return result == want ? null : "counted " + result + " nodes, expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("gcbench", new GCBench(), args);
    }
}
