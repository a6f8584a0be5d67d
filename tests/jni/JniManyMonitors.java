// JNI MonitorEnter on 70000 objects, each entered 17 times, all held at once. HotSpot enters
// them all. minivm has 65535 monitors (docs/threads.md): past them MonitorEnter returns
// JNI_ERR with an OutOfMemoryError pending, and the VM goes on. Either way, every monitor
// entered is released afterwards and can be entered again.
public class JniManyMonitors {
    static native String enterAll(Object[] objs, int depth);

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnirefs");
        Object[] objs = new Object[70000];
        for (int i = 0; i < objs.length; i++) objs[i] = new Object();
        String raw = enterAll(objs, 17);
        if (args.length > 0) System.out.println(raw);
        String[] r = raw.split(" ");
        int entered = Integer.parseInt(r[0]);
        boolean all = entered == objs.length && r[1].equals("0") && r[2].equals("-");
        boolean ran_out = entered > 60000 && r[1].equals("-1") && r[2].equals("java.lang.OutOfMemoryError");
        System.out.println("entered all, or ran out of monitors with OutOfMemoryError: " + (all || ran_out));
        int held = 0;
        for (Object o : objs) if (Thread.holdsLock(o)) held++;
        System.out.println("held afterwards: " + held);
        Thread other = new Thread(() -> {
            for (Object o : objs) synchronized (o) { o.notifyAll(); }
            System.out.println("another thread entered them all");
        });
        other.start();
        other.join();
        synchronized (objs[0]) { objs[0].wait(1); }
        System.out.println("done");
    }
}
