// vmflags: -Xmx24m -Xmn4m
// GCBench in small: trees built top-down (an old parent gets young children: the card table
// must record every such store), trees built bottom-up, a long-lived tree and a long-lived
// array of doubles that must keep their contents through all collections.
public class GcTopDown {
    static final class Node {
        Node left, right;
        int i, j;

        Node(Node l, Node r) {
            left = l;
            right = r;
        }

        Node() {
        }
    }

    static int treeSize(int d) {
        return (1 << (d + 1)) - 1;
    }

    static void populate(int depth, Node n) {
        if (depth <= 0) return;
        depth--;
        n.left = new Node();
        n.right = new Node();
        n.left.i = depth;
        n.right.j = depth;
        populate(depth, n.left);
        populate(depth, n.right);
    }

    static Node makeTree(int depth) {
        return depth <= 0 ? new Node() : new Node(makeTree(depth - 1), makeTree(depth - 1));
    }

    static int count(Node n) {
        return n == null ? 0 : 1 + count(n.left) + count(n.right);
    }

    public static void main(String[] args) {
        int stretch = 16, longDepth = 14, maxDepth = 14;
        System.out.println("stretch " + count(makeTree(stretch)));
        Node longLived = new Node();
        populate(longDepth, longLived);
        double[] array = new double[100000];
        for (int i = 0; i < array.length / 2; i++) array[i] = 1.0 / i;
        for (int d = 4; d <= maxDepth; d += 2) {
            int iters = 2 * treeSize(stretch) / treeSize(d) / 4;
            long top = 0, bottom = 0;
            for (int k = 0; k < iters; k++) {
                Node t = new Node();
                populate(d, t);
                top += count(t);
                bottom += count(makeTree(d));
                if (k % 8 == 0) {
                    // An old tree grows young leaves.
                    Node leaf = longLived;
                    for (int s = 0; s < longDepth && leaf.left != null; s++) leaf = (s + k) % 2 == 0 ? leaf.left : leaf.right;
                    leaf.left = new Node();
                    leaf.left.i = k;
                }
            }
            System.out.println("depth " + d + ": " + iters + " trees, top-down nodes " + top + ", bottom-up nodes " + bottom);
        }
        System.out.println("long-lived nodes " + count(longLived) + ", array " + array[1000] + " " + array[7000]);
    }
}
