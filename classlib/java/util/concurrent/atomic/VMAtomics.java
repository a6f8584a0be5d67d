package java.util.concurrent.atomic;

/**
 * minivm's internal atomic memory operations (classlib/native/native_atomic.c), in the manner of
 * sun.misc.Unsafe: fields and array elements are addressed by byte offset. Not part of the Java
 * API; used by java.util.concurrent. All operations are sequentially consistent.
 */
public final class VMAtomics {
    private VMAtomics() {
    }

    public static native long objectFieldOffset(Class<?> c, String name);

    public static native int arrayBaseOffset(Class<?> arrayClass);

    public static native int arrayIndexScale(Class<?> arrayClass);

    public static native boolean compareAndSetInt(Object o, long offset, int expected, int x);

    public static native boolean compareAndSetLong(Object o, long offset, long expected, long x);

    public static native boolean compareAndSetReference(Object o, long offset, Object expected, Object x);

    public static native int getAndAddInt(Object o, long offset, int delta);

    public static native long getAndAddLong(Object o, long offset, long delta);

    public static native int getAndSetInt(Object o, long offset, int x);

    public static native long getAndSetLong(Object o, long offset, long x);

    public static native Object getAndSetReference(Object o, long offset, Object x);

    public static native int getIntVolatile(Object o, long offset);

    public static native long getLongVolatile(Object o, long offset);

    public static native Object getReferenceVolatile(Object o, long offset);

    public static native void putIntVolatile(Object o, long offset, int x);

    public static native void putLongVolatile(Object o, long offset, long x);

    public static native void putReferenceVolatile(Object o, long offset, Object x);

    public static native void fullFence();
}
