// Infinite recursion raises StackOverflowError, which can be caught; the VM must stay usable
// afterwards (a second overflow is caught as well, and normal deep calls still work).
public class StackOverflow {
    static int depth;

    static void down() {
        depth++;
        down();
    }

    static long downWithLocals(long a, double b, Object c) {
        long x = a + 1;
        double y = b * 1.0001;
        return downWithLocals(x, y, c) + 1;
    }

    static class Node {
        Node next;
        int depth() { return next == null ? 1 : 1 + next.depth(); }
    }

    static int sum(int n) { return n == 0 ? 0 : n + sum(n - 1); }

    public static void main(String[] args) {
        try {
            down();
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        System.out.println(depth > 1000);
        try {
            downWithLocals(0, 1.0, "x");
        } catch (StackOverflowError e) {
            System.out.println("caught SOE");
        }
        // Cyclic structure: virtual recursion overflows too; caught as an Error supertype.
        Node a = new Node();
        Node b = new Node();
        a.next = b;
        b.next = a;
        try {
            System.out.println(a.depth());
        } catch (Error e) {
            System.out.println("caught " + e.getClass().getName());
        }
        System.out.println(sum(2000));
        int caught = 0;
        for (int i = 0; i < 3; i++) {
            try {
                down();
            } catch (StackOverflowError e) {
                caught++;
            }
        }
        System.out.println(caught);
    }
}
