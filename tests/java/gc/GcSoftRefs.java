// vmflags: -Xmx16m
// A SoftReference survives ordinary collections and is cleared under memory pressure,
// before an OutOfMemoryError is thrown.
import java.lang.ref.SoftReference;

public class GcSoftRefs {
    static final class Node {
        final byte[] data = new byte[32 * 1024];
        Node next;
    }

    public static void main(String[] args) {
        SoftReference<int[]> soft = new SoftReference<>(new int[1 << 20]);
        soft.get()[12345] = 42;
        System.gc();
        System.gc();
        int[] a = soft.get();
        System.out.println("kept through System.gc(): " + (a != null && a[12345] == 42));
        a = null;
        Node head = null;
        try {
            for (;;) {
                Node n = new Node();
                n.next = head;
                head = n;
            }
        } catch (OutOfMemoryError e) {
            head = null;
            System.out.println("out of memory: " + e.getMessage());
        }
        System.out.println("cleared under pressure: " + (soft.get() == null));
        SoftReference<String> s2 = new SoftReference<>(new String("again"));
        System.gc();
        System.out.println("new soft reference: " + s2.get());
    }
}
