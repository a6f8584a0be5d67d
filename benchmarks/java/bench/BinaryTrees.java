package bench;

import common.Benchmark;
import common.Failure;

/**
 * Binary trees after the Boehm/Benchmarks-Game design: a stretch tree of depth max+1, a
 * long-lived tree of depth max that survives the whole iteration, and for depths 4, 6, ...,
 * max many short-lived trees (2^(max - depth + 4) of them), each built top-down and
 * checked by counting its nodes. The inner size is max (at least 6). The node counts have
 * closed forms (2^(d+1) - 1 per tree) and are checked, as is the long-lived tree at the end.
 */
public final class BinaryTrees extends Benchmark {
    static final int MIN_DEPTH = 4;

    static final class Node {
        final Node left;
        final Node right;

        Node(Node left, Node right) {
            this.left = left;
            this.right = right;
        }

        int check() {
            return left == null ? 1 : 1 + left.check() + right.check();
        }
    }

    static Node bottomUp(int depth) {
        return depth > 0 ? new Node(bottomUp(depth - 1), bottomUp(depth - 1)) : new Node(null, null);
    }

    static long nodes(int depth) {
        return (1L << (depth + 1)) - 1;
    }

    public long run(int maxDepth) {
        if (maxDepth < MIN_DEPTH + 2) {
            throw new Failure("the inner size (max depth) must be at least " + (MIN_DEPTH + 2));
        }
        long total = 0;
        int stretch = maxDepth + 1;
        int c = bottomUp(stretch).check();
        if (c != nodes(stretch)) {
            throw new Failure("stretch tree has " + c + " nodes");
        }
        total += c;
        Node longLived = bottomUp(maxDepth);
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            int iterations = 1 << (maxDepth - d + MIN_DEPTH);
            long check = 0;
            for (int i = 0; i < iterations; i++) {
                check += bottomUp(d).check();
            }
            if (check != iterations * nodes(d)) {
                throw new Failure(iterations + " trees of depth " + d + " have " + check + " nodes");
            }
            total += check;
        }
        c = longLived.check();
        if (c != nodes(maxDepth)) {
            throw new Failure("long-lived tree has " + c + " nodes");
        }
        return total + c;
    }

    public String verify(long result, int maxDepth) {
        long want = nodes(maxDepth + 1) + nodes(maxDepth);
        for (int d = MIN_DEPTH; d <= maxDepth; d += 2) {
            want += (1L << (maxDepth - d + MIN_DEPTH)) * nodes(d);
        }
        return result == want ? null : result + " nodes, expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("binarytrees", new BinaryTrees(), args);
    }
}
