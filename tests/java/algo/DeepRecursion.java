// Recursion to depth 5000 (well within HotSpot's default stack) must not overflow, with
// several parameters and locals per frame; also a deep recursive linked-list walk.
public class DeepRecursion {
    static long deep(int n, long acc, double d, String s) {
        if (n == 0) return acc + (long) d + s.length();
        long local = acc + n;
        return deep(n - 1, local, d + 0.5, s);
    }

    static class Node {
        final int v;
        final Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
        long sum() { return v + (next == null ? 0 : next.sum()); }
    }

    public static void main(String[] args) {
        System.out.println(deep(5000, 0, 0.0, "abc"));
        Node head = null;
        for (int i = 1; i <= 4000; i++) head = new Node(i, head);
        System.out.println(head.sum());
    }
}
