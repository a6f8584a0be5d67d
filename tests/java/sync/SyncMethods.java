// synchronized instance and static methods in a single thread: reentrancy (a synchronized
// method calling another on the same object), recursion, and exceptions leaving them.
public class SyncMethods {
    private int count;
    private static long total;

    synchronized void inc() { count++; }

    synchronized void incTwice() { inc(); inc(); }

    synchronized int recurse(int n) { return n == 0 ? count : recurse(n - 1) + 1; }

    static synchronized void addTotal(long v) { total += v; }

    static synchronized long nested(int depth) {
        if (depth == 0) return total;
        addTotal(1);
        return nested(depth - 1);
    }

    synchronized void fail() { throw new IllegalStateException("sync fail"); }

    public static void main(String[] args) {
        SyncMethods s = new SyncMethods();
        for (int i = 0; i < 1000; i++) {
            s.inc();
            s.incTwice();
        }
        System.out.println(s.count);
        System.out.println(s.recurse(100));
        for (int i = 0; i < 10; i++) addTotal(i);
        System.out.println(total);
        System.out.println(nested(50));
        for (int i = 0; i < 3; i++) {
            try {
                s.fail();
            } catch (IllegalStateException e) {
                System.out.println(e.getMessage());
            }
        }
        s.inc();   // the monitor was released by the exception, so this still works
        System.out.println(s.count);
    }
}
