package java.lang;

/** The running VM. Shutdown hooks and exec are not supported yet. */
public class Runtime {
    private static final Runtime currentRuntime = new Runtime();

    public static Runtime getRuntime() {
        return currentRuntime;
    }

    private Runtime() {
    }

    /** Flushes System.out and terminates the VM with status (vm_exit). */
    public void exit(int status) {
        exit0(status);
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
}
