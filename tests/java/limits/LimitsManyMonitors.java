// A thread with a 1 GiB stack recurses 70000 deep, each level holding its own object 17 times
// (more than a thin lock counts), so each level's lock needs a monitor. minivm has 65535
// monitor indices and throws OutOfMemoryError where they run out (the JVMS allows it
// anywhere); HotSpot has no such limit. Either way the program goes on alike: at the deepest
// point a thread contending for a lock gets it once it is free, the locks are released as the
// recursion unwinds, and wait/notify work again afterwards. With the argument "report" it also
// says whether it ran out and what Object.wait did at the deepest point (tests/extra_tests.py
// checks minivm's answer).
public class LimitsManyMonitors {
    static final int N = 70000;
    static final Object[] objs = new Object[N];
    static int deepest;
    static String exhausted = "no";
    static String waitAtDeepest = "ok";
    static volatile boolean contenderEntered, contenderDone, recursionDone;

    static void level(int i) throws InterruptedException {
        Object o = objs[i];
        synchronized (o) { synchronized (o) { synchronized (o) { synchronized (o) {
        synchronized (o) { synchronized (o) { synchronized (o) { synchronized (o) {
        synchronized (o) { synchronized (o) { synchronized (o) { synchronized (o) {
        synchronized (o) { synchronized (o) { synchronized (o) { synchronized (o) {
        synchronized (o) {
            deepest = i;
            boolean last = i + 1 == N;
            if (!last) {
                try {
                    level(i + 1);
                } catch (OutOfMemoryError e) {
                    exhausted = e.getMessage();
                    last = true;
                }
            }
            if (last) atDeepest();
        } } } } } } } } } } } } } } } } }
    }

    // Runs while every level's lock is held. Waits by polling and sleeping: join and wait need
    // a monitor, and on minivm none is left here.
    static void atDeepest() throws InterruptedException {
        Object fresh = new Object();
        try {
            synchronized (fresh) {
                fresh.wait(1);
            }
        } catch (OutOfMemoryError e) {
            waitAtDeepest = e.getMessage();
        }
        Object x = new Object();
        synchronized (x) {
            new Thread(() -> {
                synchronized (x) {
                    contenderEntered = true;
                }
                contenderDone = true;
            }).start();
            Thread.sleep(20);
            System.out.println("contender entered while held: " + contenderEntered);
        }
        while (!contenderDone) Thread.sleep(1);
    }

    public static void main(String[] args) throws Exception {
        for (int i = 0; i < N; i++) objs[i] = new Object();
        Thread deep = new Thread(null, () -> {
            try {
                level(0);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
            recursionDone = true;
        }, "deep", 1L << 30);
        deep.start();
        while (!recursionDone) Thread.sleep(1);
        deep.join();
        System.out.println("deepest above 60000: " + (deepest > 60000));
        System.out.println("contender entered after: " + contenderEntered);
        int held = 0;
        for (Object o : objs) if (Thread.holdsLock(o)) held++;
        System.out.println("locks still held: " + held);
        Object[] some = {objs[0], objs[N / 2], objs[N - 1], new Object()};
        for (Object o : some) {
            synchronized (o) {
                o.notifyAll();
                o.wait(1);
            }
        }
        System.out.println("wait/notify after: ok");
        if (args.length > 0 && args[0].equals("report")) {
            System.out.println("exhausted: " + exhausted);
            System.out.println("wait at the deepest point: " + waitAtDeepest);
        }
    }
}
