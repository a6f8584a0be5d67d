/* Thread.getStackTrace: of the current thread (the caller's frames after getStackTrace
 * itself) and of another thread blocked in sleep/wait (class and method names only). */
public class ThrStackTraces {
    static final Object lock = new Object();
    static volatile boolean ready;

    static String whoAmI() {
        return Thread.currentThread().getStackTrace()[1].getMethodName();
    }

    static void level3() {
        StackTraceElement[] st = Thread.currentThread().getStackTrace();
        System.out.println("top: " + st[0].getClassName() + "." + st[0].getMethodName());
        for (int i = 1; i < st.length; i++) {
            System.out.println("  " + st[i]);
        }
    }

    static void level2() {
        level3();
    }

    static void waiter() throws InterruptedException {
        synchronized (lock) {
            ready = true;
            lock.wait();
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("method " + whoAmI());
        level2();
        Thread t = new Thread(() -> {
            try {
                waiter();
            } catch (InterruptedException e) {
                System.out.println("interrupted");
            }
        }, "waiter");
        System.out.println("new thread trace length " + t.getStackTrace().length);
        t.start();
        while (!ready) {
            Thread.sleep(5);
        }
        synchronized (lock) {
            StackTraceElement[] st = t.getStackTrace();
            System.out.println("top of waiter: " + st[0].getMethodName() + " native=" + st[0].isNativeMethod()
                    + " loader=" + st[0].getClassLoaderName() + " module=" + st[0].getModuleName());
            for (StackTraceElement e : st) {
                if (e.getClassName().startsWith("ThrStackTraces") && !e.getClassName().contains("$$Lambda")) {
                    System.out.println("waiter frame: " + e + " native=" + e.isNativeMethod());
                } else if (e.getMethodName().equals("run") && !e.getClassName().contains("$$Lambda")) {
                    System.out.println("waiter frame: " + e.getClassName() + "." + e.getMethodName());
                }
            }
            lock.notifyAll();
        }
        t.join();
        System.out.println("ended thread trace length " + t.getStackTrace().length);
    }
}
