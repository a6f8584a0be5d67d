// new Thread(group, target, name, stackSize) sizes the new thread's stack: a recursion far
// deeper than the default stack allows (-Xss, 4 MiB on minivm, about 1 MiB on HotSpot) runs
// to the end in a thread asked for 512 MiB, and the same recursion overflows in a thread of
// default size (stackSize 0), which catches StackOverflowError and goes on.
public class LimitsThreadStackSize {
    static int down(int n) {
        return n == 0 ? 0 : down(n - 1) + 1;
    }

    static String attempt(long stackSize, int depth) throws InterruptedException {
        String[] result = new String[1];
        Thread t = new Thread(null, () -> {
            try {
                result[0] = "reached " + down(depth);
            } catch (StackOverflowError e) {
                result[0] = "StackOverflowError";
            }
        }, "recursion", stackSize);
        t.start();
        t.join();
        return result[0];
    }

    public static void main(String[] args) throws Exception {
        System.out.println("512 MiB, depth 200000: " + attempt(512L << 20, 200_000));
        System.out.println("default, depth 200000: " + attempt(0, 200_000));
        System.out.println("default, depth 1000: " + attempt(0, 1000));
    }
}
