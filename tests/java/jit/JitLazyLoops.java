/** Small callees with loops, inlined without a frame: their loop polls build the frame when a
 *  safepoint is pending (another thread keeps collecting), so the list nodes they walk may move
 *  under them; a failing check in such a loop after stores throws from the callee's frame. */
public class JitLazyLoops {
    static final class Node {
        final int v;
        Node next;
        Node(int v, Node next) { this.v = v; this.next = next; }
    }

    static volatile boolean stop;
    static volatile Object sink;

    static int sum(Node n) {
        int s = 0;
        while (n != null) {
            s += n.v;
            n = n.next;
        }
        return s;
    }

    static boolean shorter(Node x, Node y) {
        while (y != null) {
            if (x == null) return true;
            x = x.next;
            y = y.next;
        }
        return false;
    }

    static void fill(int[] a, int from, int n, int v) {
        for (int i = 0; i < n; i++) a[from + i] = v;
    }

    static Node list(int n) {
        Node l = null;
        for (int i = n; i > 0; i--) l = new Node(i, l);
        return l;
    }

    public static void main(String[] args) throws Exception {
        Thread garbage = new Thread(() -> {
            long k = 0;
            while (!stop) {
                sink = new int[(int) (k++ % 200)];
            }
        });
        garbage.start();
        long total = 0;
        int shorterCount = 0, thrown = 0;
        int[] arr = new int[50];
        for (int round = 0; round < 3000; round++) {
            Node a = list(100 + round % 7), b = list(90 + round % 13);
            for (int j = 0; j < 20; j++) {
                total += sum(a) - sum(b);
                if (shorter(a, b)) shorterCount++;
                if (shorter(b, a)) shorterCount += 2;
            }
            try {
                fill(arr, round % 40, 12, round);   /* from 39 on: fails after 11 stores */
            } catch (ArrayIndexOutOfBoundsException e) {
                thrown++;
                total += arr[49];
            }
        }
        stop = true;
        garbage.join();
        int arrSum = 0;
        for (int x : arr) arrSum += x;
        System.out.println(total + " " + shorterCount + " " + thrown + " " + arrSum);
    }
}
