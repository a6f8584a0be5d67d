// synchronized blocks (monitorenter/monitorexit): nested on the same and different objects,
// on class objects and strings, exceptions thrown inside (the compiler-generated handler must
// exit the monitor), return from inside, break/continue out of a synchronized block in a loop.
public class SyncBlocks {
    static final Object LOCK = new Object();
    static int counter;

    static int returnInside(Object lock, int v) {
        synchronized (lock) {
            if (v > 5) return v * 2;
            counter += v;
        }
        return -v;
    }

    static void throwInside(Object lock) {
        synchronized (lock) {
            counter++;
            throw new UnsupportedOperationException("inside sync");
        }
    }

    public static void main(String[] args) {
        Object a = new Object();
        Object b = new Object();
        synchronized (a) {
            synchronized (b) {
                synchronized (a) {
                    counter++;
                }
            }
        }
        System.out.println(counter);
        synchronized (SyncBlocks.class) {
            synchronized ("literal") {
                counter += 10;
            }
        }
        System.out.println(counter);
        System.out.println(returnInside(LOCK, 3) + " " + returnInside(LOCK, 7) + " " + counter);
        for (int i = 0; i < 5; i++) {
            try {
                throwInside(LOCK);
            } catch (UnsupportedOperationException e) {
                counter += 100;
            }
        }
        System.out.println(counter);
        int iterations = 0;
        for (int i = 0; i < 100; i++) {
            synchronized (LOCK) {
                iterations++;
                if (i % 2 == 0) continue;
                if (i > 50) break;
            }
        }
        System.out.println(iterations);
        int[] arr = new int[3];
        synchronized (arr) {
            arr[0] = 9;
        }
        System.out.println(arr[0]);
        // After all the above, the lock must be free and reentrant again.
        synchronized (LOCK) {
            synchronized (LOCK) {
                System.out.println("reentered");
            }
        }
    }
}
