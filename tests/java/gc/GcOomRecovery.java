// vmflags: -Xmx16m
// Allocate until OutOfMemoryError, catch it, drop everything, and go on: the error is
// catchable and the heap is usable afterwards.
public class GcOomRecovery {
    static final class Chunk {
        final long[] data = new long[8192];
        Chunk next;
    }

    static int fill() {
        Chunk head = null;
        int n = 0;
        try {
            for (;;) {
                Chunk c = new Chunk();
                c.data[0] = n;
                c.next = head;
                head = c;
                n++;
            }
        } catch (OutOfMemoryError e) {
            head = null;
            System.out.println("caught: " + e.getMessage());
        }
        return n;
    }

    public static void main(String[] args) {
        int a = fill();
        int b = fill();
        System.out.println("filled more than 1 MB twice: " + (a > 16 && b > 16));
        try {
            long[] huge = new long[64 << 20];
            System.out.println("unexpected " + huge.length);
        } catch (OutOfMemoryError e) {
            System.out.println("too big: " + e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 10000; i++) sb.append(i % 10);
        System.out.println("after recovery: " + sb.length());
    }
}
