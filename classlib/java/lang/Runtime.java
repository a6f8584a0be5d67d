package java.lang;

/** The running VM, with shutdown hooks. exec is not supported. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    private Runtime() {
    }

    /**
     * Runs the shutdown hooks and terminates the VM with status (vm_exit). As java's Shutdown:
     * a second exit() while the hooks run waits for good (the first one ends the VM).
     */
    public void exit(int status) {
        synchronized (shutdownLock) {
            runShutdownHooks();
            exit0(status);
        }
    }

    /* ---- shutdown hooks ---- */

    /** Registered hooks in registration order; null once shutdown has begun. */
    private static java.util.ArrayList<Thread> hooks = new java.util.ArrayList<Thread>();
    private static final Object hookLock = new Object();
    /** Held while the hooks run and the VM ends (java's Shutdown.class lock). */
    private static final Object shutdownLock = new Object();

    public void addShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (hookLock) {
            if (hooks == null) {
                throw new IllegalStateException("Shutdown in progress");
            }
            if (hook.isAlive()) {
                throw new IllegalArgumentException("Hook already running");
            }
            for (int i = 0; i < hooks.size(); i++) {
                if (hooks.get(i) == hook) {
                    throw new IllegalArgumentException("Hook previously registered");
                }
            }
            hooks.add(hook);
        }
    }

    public boolean removeShutdownHook(Thread hook) {
        if (hook == null) {
            throw new NullPointerException();
        }
        synchronized (hookLock) {
            if (hooks == null) {
                throw new IllegalStateException("Shutdown in progress");
            }
            for (int i = 0; i < hooks.size(); i++) {
                if (hooks.get(i) == hook) {
                    hooks.remove(i);
                    return true;
                }
            }
            return false;
        }
    }

    /**
     * Starts every registered hook and waits for all of them, once: called by exit() and by
     * the VM when the last non-daemon thread has ended (vm/thread.c thread_main_exit).
     */
    static void runShutdownHooks() {
        synchronized (shutdownLock) {
            runHooks();
        }
    }

    private static void runHooks() {
        java.util.ArrayList<Thread> todo;
        synchronized (hookLock) {
            todo = hooks;
            hooks = null;
        }
        if (todo == null) {
            return;
        }
        for (int i = 0; i < todo.size(); i++) {
            todo.get(i).start();
        }
        for (int i = 0; i < todo.size(); i++) {
            while (true) {
                try {
                    todo.get(i).join();
                    break;
                } catch (InterruptedException ignored) {
                }
            }
        }
    }

    public void halt(int status) {
        exit0(status);
    }

    private static native void exit0(int status);

    public native int availableProcessors();

    public native long freeMemory();

    public native long totalMemory();

    public native long maxMemory();

    /** A full collection (gc_collect with GC_CAUSE_SYSTEM_GC). */
    public native void gc();

    public void runFinalization() {
    }

    /** Loads a JNI library by absolute path (a no-op if already loaded); runs its JNI_OnLoad. */
    public void load(String filename) {
        if (!filename.startsWith("/")) {
            throw new UnsatisfiedLinkError("Expecting an absolute path of the library: " + filename);
        }
        if (!isFile0(filename)) {
            throw new UnsatisfiedLinkError("Can't load library: " + filename);
        }
        String err = load0(filename);
        if (err != null) {
            throw new UnsatisfiedLinkError(err);
        }
    }

    /** Loads lib<libname>.so from the first directory of java.library.path that has it. */
    public void loadLibrary(String libname) {
        if (libname.indexOf('/') >= 0) {
            throw new UnsatisfiedLinkError("Directory separator should not appear in library name: " + libname);
        }
        String path = libraryPath();
        String file = System.mapLibraryName(libname);
        int start = 0;
        while (start <= path.length()) {
            int end = path.indexOf(':', start);
            if (end < 0) {
                end = path.length();
            }
            String dir = end > start ? path.substring(start, end) : ".";
            String candidate = dir + "/" + file;
            if (isFile0(candidate)) {
                String err = load0(candidate);
                if (err != null) {
                    throw new UnsatisfiedLinkError(err);
                }
                return;
            }
            start = end + 1;
        }
        throw new UnsatisfiedLinkError("no " + libname + " in java.library.path: " + path);
    }

    /** java.library.path as it was when first needed (HotSpot reads it once). */
    private static String libraryPath;

    private static synchronized String libraryPath() {
        if (libraryPath == null) {
            String p = System.getProperty("java.library.path");
            libraryPath = p == null ? "" : p;
        }
        return libraryPath;
    }

    /** null when loaded, else the UnsatisfiedLinkError message (native_library.c). */
    private static native String load0(String path);

    private static native boolean isFile0(String path);
}
