// Long GC times: a large, long-lived binary tree (many small objects) stays live while short-lived
// garbage forces collections; every collection must trace and move the big live set.
public class AnalysisGcTimes {
    static final class Node {
        Node left, right;
        int value;
    }

    static Node build(int depth) {
        Node n = new Node();
        n.value = depth;
        if (depth > 0) {
            n.left = build(depth - 1);
            n.right = build(depth - 1);
        }
        return n;
    }

    static int count(Node n) { return n == null ? 0 : 1 + count(n.left) + count(n.right); }

    public static void main(String[] args) {
        Node live = build(17);                    // 262143 nodes kept to the end
        long garbage = 0;
        for (int i = 0; i < 60; i++) garbage += count(build(12));   // short-lived trees
        System.out.println(count(live) + " live nodes, " + garbage + " temporary nodes");
    }
}
