// Lambda objects and their captured values must survive moving collections: many captures
// of objects and arrays, lambdas held only by other lambdas, lambdas in arrays, System.gc().
public class LambdaGC {
    interface Sup<T> { T get(); }
    interface IntFn { int apply(int x); }
    static final class Node {
        final int value;
        final Node next;
        Node(int value, Node next) { this.value = value; this.next = next; }
    }

    static Sup<Node> chain(int n) {
        Node head = null;
        for (int i = 0; i < n; i++) head = new Node(i, head);
        Node h = head;
        return () -> h;
    }

    static IntFn adders(int depth) {
        IntFn f = x -> x;
        for (int i = 1; i <= depth; i++) {
            IntFn prev = f;
            int[] inc = {i};
            String label = "level" + i;
            f = x -> prev.apply(x) + inc[0] + (label.length() - label.length());
        }
        return f;
    }

    public static void main(String[] args) {
        Sup<Node> c = chain(1000);
        IntFn add = adders(200);
        Object[] junk = new Object[64];
        long checksum = 0;
        for (int round = 0; round < 200; round++) {
            for (int i = 0; i < junk.length; i++) junk[i] = new int[i + round % 7];
            String s = "round" + round;
            long l = round * 1000003L;
            double d = round / 3.0;
            int[] arr = {round, round + 1};
            Sup<String> sup = () -> s + ":" + l + ":" + d + ":" + arr[1];
            if (round % 50 == 0) System.gc();
            checksum += sup.get().hashCode();
        }
        System.out.println("checksum " + checksum);
        int sum = 0;
        for (Node n = c.get(); n != null; n = n.next) sum += n.value;
        System.out.println("chain sum " + sum);
        System.out.println("adders " + add.apply(0));
        Sup<?>[] many = new Sup<?>[2000];
        for (int i = 0; i < many.length; i++) {
            Integer boxed = i;
            String str = Integer.toString(i);
            many[i] = () -> boxed + str.length();
        }
        System.gc();
        long total = 0;
        for (Sup<?> s : many) total += (Integer) s.get();
        System.out.println("many " + total);
    }
}
