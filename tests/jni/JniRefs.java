// References held by native code across collections: local references (arguments, results of
// JNI functions, local frames) while a GC moves the objects, global and weak global
// references, reference types, monitors, and native calls as safepoint regions (a thread
// sleeping in native code does not hold up another thread's collections). Runs under
// -XX:GCStressInterval too (tests/extra_jni.py).
public class JniRefs {
    static class Node {
        final int value;
        final int[] payload;
        Node(int value) {
            this.value = value;
            this.payload = new int[] {value, value * 2, value * 3};
        }
    }

    static int collections;

    static void collect() {
        System.gc();
        collections++;
    }

    static Object garbage() {
        Object last = null;
        for (int i = 0; i < 2000; i++) {
            last = new int[i % 50 + 1];
        }
        return last;
    }

    static native String holdAcrossGc(String s, Node n, int count);
    static native String localFrames(int rounds);
    static native void keepGlobal(Object o);
    static native Object getGlobal();
    static native void dropGlobal();
    static native void setWeak(Object o);
    static native boolean weakCleared();
    static native Object getWeak();
    static native String refTypes(Object arg);
    static native String monitors(Object o);
    static native void sleepNative(int millis);
    static native int allocateInNative(int count);

    static void makeWeakTarget() {
        setWeak(new Node(77));
    }

    public static void main(String[] args) throws Exception {
        System.loadLibrary("jnirefs");
        System.out.println(holdAcrossGc("argument string", new Node(5), 64));
        System.out.println(localFrames(2000));

        keepGlobal(new Node(41));
        garbage();
        collect();
        Node g = (Node) getGlobal();
        System.out.println("global " + g.value + " " + g.payload[2]);
        g = null;
        dropGlobal();

        Node strong = new Node(99);
        setWeak(strong);
        collect();
        System.out.println("weak while strong: cleared=" + weakCleared() + " same=" + (getWeak() == strong));
        strong = null;
        makeWeakTarget();
        collect();
        garbage();
        collect();
        System.out.println("weak after drop: cleared=" + weakCleared() + " get=" + getWeak());

        System.out.println(refTypes(new Object()));
        System.out.println(monitors(new Object()));

        // One thread sleeps in native code while the main thread collects: the collections
        // must not wait for it.
        Thread sleeper = new Thread(new Runnable() {
            public void run() {
                sleepNative(500);
            }
        });
        sleeper.start();
        for (int i = 0; i < 5; i++) {
            garbage();
            collect();
        }
        sleeper.join();
        System.out.println("collections while sleeping: " + collections);

        // Two threads allocate through JNI while the main thread collects.
        final int[] results = new int[2];
        Thread[] ts = new Thread[2];
        for (int i = 0; i < 2; i++) {
            final int k = i;
            ts[i] = new Thread(new Runnable() {
                public void run() {
                    results[k] = allocateInNative(3000 + k);
                }
            });
            ts[i].start();
        }
        for (int i = 0; i < 5; i++) {
            garbage();
            collect();
        }
        for (Thread t : ts) {
            t.join();
        }
        System.out.println("allocated in native: " + results[0] + " " + results[1]);
    }
}
