package java.lang;

import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.InputStream;
import java.io.PrintStream;

/**
 * System facilities. The VM calls initPhase1() right after boot to create in/out/err.
 * System.out and System.err are java's: an auto-flushing PrintStream over a 128-byte
 * BufferedOutputStream over the descriptor, so every print reaches the fd at once (only bytes
 * of write(int) wait for a newline, a full buffer or flush()).
 * Properties: -D values (vm_property) and built-in defaults come from the native
 * getProperty0; setProperty/clearProperty record overrides here. getProperties() and getenv()
 * (the Map form) are not provided yet.
 */
public final class System {
    private System() {
    }

    public static InputStream in;
    public static PrintStream out;
    public static PrintStream err;

    private static String lineSeparator = "\n";

    /** Property overrides made by setProperty / clearProperty (value null: cleared). */
    private static String[] propKeys = new String[0];
    private static String[] propValues = new String[0];
    private static int nprops;

    /** Called by the VM once the core classes are ready. */
    private static void initPhase1() {
        String ls = getProperty0("line.separator");
        if (ls != null) {
            lineSeparator = ls;
        }
        in = new FileInputStream(FileDescriptor.in);
        out = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.out), 128), true);
        err = new PrintStream(new BufferedOutputStream(new FileOutputStream(FileDescriptor.err), 128), true);
    }

    public static void setIn(InputStream in) {
        System.in = in;
    }

    public static void setOut(PrintStream out) {
        System.out = out;
    }

    public static void setErr(PrintStream err) {
        System.err = err;
    }

    public static native long currentTimeMillis();

    public static native long nanoTime();

    public static native void arraycopy(Object src, int srcPos, Object dest, int destPos,
            int length);

    public static native int identityHashCode(Object x);

    public static String lineSeparator() {
        return lineSeparator;
    }

    private static void checkKey(String key) {
        if (key == null) {
            throw new NullPointerException("key can't be null");
        }
        if (key.isEmpty()) {
            throw new IllegalArgumentException("key can't be empty");
        }
    }

    private static synchronized int findOverride(String key) {
        for (int i = 0; i < nprops; i++) {
            if (propKeys[i].equals(key)) {
                return i;
            }
        }
        return -1;
    }

    public static String getProperty(String key) {
        checkKey(key);
        synchronized (System.class) {
            int i = findOverride(key);
            if (i >= 0) {
                return propValues[i];
            }
        }
        return getProperty0(key);
    }

    public static String getProperty(String key, String def) {
        String v = getProperty(key);
        return (v == null) ? def : v;
    }

    /** A -D property, else a built-in default (see native_system.c), else null. */
    private static native String getProperty0(String key);

    private static synchronized String putOverride(String key, String value) {
        String old = getProperty(key);
        int i = findOverride(key);
        if (i < 0) {
            if (nprops == propKeys.length) {
                int n = nprops == 0 ? 8 : nprops * 2;
                String[] k = new String[n];
                String[] v = new String[n];
                arraycopy(propKeys, 0, k, 0, nprops);
                arraycopy(propValues, 0, v, 0, nprops);
                propKeys = k;
                propValues = v;
            }
            i = nprops++;
            propKeys[i] = key;
        }
        propValues[i] = value;
        return old;
    }

    public static String setProperty(String key, String value) {
        checkKey(key);
        if (value == null) {
            throw new NullPointerException();
        }
        String old = putOverride(key, value);
        if (key.equals("line.separator")) {
            lineSeparator = value;
        }
        return old;
    }

    public static String clearProperty(String key) {
        checkKey(key);
        return putOverride(key, null);
    }

    public static String getenv(String name) {
        if (name == null) {
            throw new NullPointerException();
        }
        return getenv0(name);
    }

    private static native String getenv0(String name);

    public static void exit(int status) {
        Runtime.getRuntime().exit(status);
    }

    public static void gc() {
        Runtime.getRuntime().gc();
    }

    public static void runFinalization() {
    }

    public static void load(String filename) {
        Runtime.getRuntime().load(filename);
    }

    public static void loadLibrary(String libname) {
        Runtime.getRuntime().loadLibrary(libname);
    }

    public static String mapLibraryName(String libname) {
        if (libname == null) {
            throw new NullPointerException();
        }
        return "lib" + libname + ".so";
    }
}
