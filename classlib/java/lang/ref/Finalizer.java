package java.lang.ref;

/**
 * Runs finalize() for objects the collector found unreachable (gc/refs.c hands each one to
 * enqueue after the collection). They run one at a time on the daemon thread "Finalizer"
 * (group "system", priority 8, id 3, as in HotSpot), started on first need; exceptions thrown
 * by finalize() are ignored. The queue holds the objects strongly until their turn.
 */
final class Finalizer implements Runnable {
    private static final Object lock = new Object();
    private static Object[] queue = new Object[16];
    private static int head;
    private static int count;
    private static Thread thread;

    private Finalizer() {
    }

    /** Called by the VM, with the world running, for each object to finalize. */
    static void enqueue(Object o) {
        synchronized (lock) {
            if (count == queue.length) {
                Object[] bigger = new Object[queue.length * 2];
                for (int i = 0; i < count; i++) {
                    bigger[i] = queue[(head + i) % queue.length];
                }
                queue = bigger;
                head = 0;
            }
            queue[(head + count) % queue.length] = o;
            count++;
            if (thread == null) {
                ThreadGroup g = Thread.currentThread().getThreadGroup();
                while (g.getParent() != null) {
                    g = g.getParent();
                }
                thread = newSystemThread(g, new Finalizer(), "Finalizer", 3, Thread.MAX_PRIORITY - 2);
                thread.start();
            }
            lock.notifyAll();
        }
    }

    public void run() {
        while (true) {
            Object o;
            synchronized (lock) {
                while (count == 0) {
                    try {
                        lock.wait();
                    } catch (InterruptedException ignored) {
                    }
                }
                o = queue[head];
                queue[head] = null;
                head = (head + 1) % queue.length;
                count--;
            }
            invokeFinalize(o);
            o = null;
        }
    }

    /** Calls o.finalize(), ignoring what it throws. */
    private static native void invokeFinalize(Object o);

    private static native Thread newSystemThread(ThreadGroup g, Runnable target, String name, long tid,
            int priority);
}
