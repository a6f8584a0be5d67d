// vmflags: -Xmx12m -Xmn3m
// Binary trees with a long-lived tree: many short-lived trees die young while the long-lived
// one is promoted and must stay intact through scavenges and full collections.
public class GcBinaryTrees {
    static final class Node {
        Node left, right;
        int item;

        Node(Node left, Node right, int item) {
            this.left = left;
            this.right = right;
            this.item = item;
        }

        int check() {
            return left == null ? item : item + left.check() - right.check();
        }
    }

    static Node bottomUp(int item, int depth) {
        if (depth <= 0) return new Node(null, null, item);
        return new Node(bottomUp(2 * item - 1, depth - 1), bottomUp(2 * item, depth - 1), item);
    }

    public static void main(String[] args) {
        int maxDepth = 14;
        Node stretch = bottomUp(0, maxDepth + 1);
        System.out.println("stretch tree of depth " + (maxDepth + 1) + "\t check: " + stretch.check());
        stretch = null;
        Node longLived = bottomUp(0, maxDepth);
        for (int depth = 4; depth <= maxDepth; depth += 2) {
            int iterations = 1 << (maxDepth - depth + 4);
            int check = 0;
            for (int i = 1; i <= iterations; i++) {
                check += bottomUp(i, depth).check();
                check += bottomUp(-i, depth).check();
            }
            System.out.println((iterations * 2) + "\t trees of depth " + depth + "\t check: " + check);
        }
        System.out.println("long lived tree of depth " + maxDepth + "\t check: " + longLived.check());
    }
}
