package java.util.concurrent.locks;

import java.util.concurrent.atomic.VMAtomics;

/** Thread parking: each thread has one permit (vm/thread.c thread_park / thread_unpark). */
public class LockSupport {
    private static final long PARK_BLOCKER = VMAtomics.objectFieldOffset(Thread.class, "parkBlocker");

    private LockSupport() {
    }

    private static native void park0(boolean absolute, long time);

    private static native void unpark0(Thread thread);

    public static void setCurrentBlocker(Object blocker) {
        VMAtomics.putReferenceVolatile(Thread.currentThread(), PARK_BLOCKER, blocker);
    }

    public static void unpark(Thread thread) {
        if (thread != null) {
            unpark0(thread);
        }
    }

    public static void park(Object blocker) {
        Thread t = Thread.currentThread();
        VMAtomics.putReferenceVolatile(t, PARK_BLOCKER, blocker);
        try {
            park0(false, 0L);
        } finally {
            VMAtomics.putReferenceVolatile(t, PARK_BLOCKER, null);
        }
    }

    public static void parkNanos(Object blocker, long nanos) {
        if (nanos > 0) {
            Thread t = Thread.currentThread();
            VMAtomics.putReferenceVolatile(t, PARK_BLOCKER, blocker);
            try {
                park0(false, nanos);
            } finally {
                VMAtomics.putReferenceVolatile(t, PARK_BLOCKER, null);
            }
        }
    }

    public static void parkUntil(Object blocker, long deadline) {
        Thread t = Thread.currentThread();
        VMAtomics.putReferenceVolatile(t, PARK_BLOCKER, blocker);
        try {
            park0(true, deadline);
        } finally {
            VMAtomics.putReferenceVolatile(t, PARK_BLOCKER, null);
        }
    }

    public static Object getBlocker(Thread t) {
        if (t == null) {
            throw new NullPointerException();
        }
        return VMAtomics.getReferenceVolatile(t, PARK_BLOCKER);
    }

    public static void park() {
        park0(false, 0L);
    }

    public static void parkNanos(long nanos) {
        if (nanos > 0) {
            park0(false, nanos);
        }
    }

    public static void parkUntil(long deadline) {
        park0(true, deadline);
    }
}
