// Exception handlers inside hot (compiled) methods: implicit checks, athrow, exceptions from
// callees (compiled, interpreted, native), nested ranges, finally, rethrow, a catch type loaded
// only when first caught, synchronized blocks, handlers in inlined callees, and stack traces
// of exceptions caught in compiled code.
public class JitHandlers {
    static class Custom extends RuntimeException {
        final int n;
        Custom(int n) { super("custom " + n); this.n = n; }
    }
    // First loaded when the handler in lateCatch() runs (after compilation).
    static class Late extends Exception {
        Late(String m) { super(m); }
    }

    static int[] arr = new int[4];
    static Object lock = new Object();
    static int inLock;

    static int thrower(int i) {
        if (i % 7 == 3) throw new Custom(i);
        return i;
    }
    static int leafThrows(int i) { return 10 / (i % 5); }          // ArithmeticException
    static int nativeThrows(int i) {                                // from a native
        int[] src = new int[2];
        System.arraycopy(src, 0, arr, i % 6, 1);                     // out of range for 4..5
        return arr[0];
    }

    // Implicit checks and explicit throws caught in the same method.
    static int checks(int i, Object o, int[] a) {
        int r = 0;
        try {
            r += a[i % 6];                                           // bounds at 4, 5
            r += o.toString().length();                              // null when i % 11 == 0
            r += 100 / (i % 9);                                      // divide by zero at 0
            if (i % 13 == 0) throw new Custom(i);
        } catch (ArrayIndexOutOfBoundsException e) {
            r -= 1;
        } catch (NullPointerException e) {
            r -= 2;
        } catch (ArithmeticException | Custom e) {
            r -= 3;
        }
        return r;
    }

    // Nested ranges, a finally that runs on every path, a rethrow to an outer handler.
    static int nested(int i) {
        int r = 0;
        try {
            try {
                r += thrower(i);
                r += leafThrows(i);
            } catch (ArithmeticException e) {
                r += 1000;
                if (i % 3 == 0) throw new IllegalStateException("again " + i);
            } finally {
                r += 7;
            }
        } catch (Custom e) {
            r += e.n * 2;
        } catch (IllegalStateException e) {
            r += e.getMessage().length();
        }
        return r;
    }

    // A finally with a return that swallows the exception; a rethrow from finally.
    @SuppressWarnings("finally")
    static int swallow(int i) {
        try {
            if (i % 2 == 0) throw new Custom(i);
            return i;
        } finally {
            if (i % 4 == 0) return -i;
        }
    }
    static int rethrowFinally(int i) {
        int[] box = new int[1];
        try {
            try {
                thrower(i);
            } finally {
                box[0]++;
            }
        } catch (Custom e) {
            box[0] += 10;
        }
        return box[0];
    }

    static int fromNative(int i) {
        try {
            return nativeThrows(i);
        } catch (ArrayIndexOutOfBoundsException e) {
            return -1;
        }
    }

    // The catch type is resolved when the first exception reaches the handler.
    static int lateCatch(int i) throws Exception {
        try {
            if (i == 30000) throw new Late("late");
            return 1;
        } catch (Late e) {
            return 5;
        }
    }

    // Throwing inside synchronized: the monitor is released on the way out.
    static int locked(int i) {
        try {
            synchronized (lock) {
                inLock++;
                if (i % 5 == 0) throw new Custom(i);
                return 1;
            }
        } catch (Custom e) {
            return Thread.holdsLock(lock) ? 100 : 2;
        }
    }

    // athrow of null throws NullPointerException.
    static int throwNull(int i) {
        RuntimeException e = i % 8 == 0 ? null : new Custom(i);
        try {
            throw e;
        } catch (NullPointerException n) {
            return 1;
        } catch (Custom c) {
            return 2;
        }
    }

    // A small callee with its own handler (inlined with its own frame).
    static int small(int[] a, int i) {
        try { return a[i]; } catch (ArrayIndexOutOfBoundsException e) { return -7; }
    }

    // A handler inside a hot loop: the loop keeps running after each catch.
    static long loop(int n) {
        long s = 0;
        for (int i = 0; i < n; i++) {
            try {
                s += thrower(i);
            } catch (Custom e) {
                s -= 1;
            }
        }
        return s;
    }

    static String where(Throwable t) {
        StackTraceElement[] st = t.getStackTrace();
        StringBuilder sb = new StringBuilder(t.toString());
        for (int i = 0; i < Math.min(3, st.length); i++) sb.append(" @ ").append(st[i]);
        return sb.toString();
    }

    // Stack traces of exceptions caught in hot code keep their line numbers.
    static String traced(int i) {
        try {
            thrower(i);
            return null;
        } catch (Custom e) {
            return where(e);
        }
    }

    public static void main(String[] args) throws Exception {
        long total = 0;
        String last = null;
        Object obj = "obj";
        for (int i = 1; i < 40000; i++) {
            total += checks(i, i % 11 == 0 ? null : obj, arr);
            total += nested(i);
            try {
                total += swallow(i);
            } catch (Custom e) {
                total += 3;
            }
            total += rethrowFinally(i);
            total += fromNative(i);
            total += lateCatch(i);
            total += locked(i);
            total += throwNull(i);
            total += small(arr, i % 6);
            if (i % 7 == 3 && i > 39000) last = traced(i);
        }
        System.out.println("total " + total);
        System.out.println("inLock " + inLock + " held " + Thread.holdsLock(lock));
        System.out.println("loop " + loop(50000));
        System.out.println(last);
        try {
            nested(3);
            System.out.println("nested(3) " + nested(3));
            throw new IllegalStateException(String.valueOf(nested(15)));
        } catch (IllegalStateException e) {
            System.out.println(where(e));
        }
    }
}
