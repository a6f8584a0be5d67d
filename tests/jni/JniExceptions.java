// Exceptions and JNI: Throw/ThrowNew from native code (library and user classes), exceptions
// thrown by Java callbacks seen with ExceptionCheck/ExceptionOccurred and cleared, or left
// pending so that they propagate after the native returns; the errors of GetMethodID,
// GetFieldID and FindClass; ExceptionDescribe (stderr); and an uncaught exception thrown by a
// native method (the first stderr line and exit code are compared with HotSpot).
public class JniExceptions {
    static class AppException extends Exception {
        AppException(String msg) { super(msg); }
    }

    static int calls;

    static int mayThrow(int x) {
        calls++;
        if (x < 0) {
            throw new IllegalArgumentException("negative: " + x);
        }
        return x * 2;
    }

    static native void throwNew(String cls, String msg) throws Exception;
    static native void throwObject(Throwable t) throws Throwable;
    static native String catchCallback(int x);
    static native int leavePending(int x);
    static native Object throwAndReturn();
    static native String lookups();
    static native void describe();
    static native void rethrowFromCallback(int x);

    public static void main(String[] args) throws Throwable {
        System.loadLibrary("jniexc");
        String[][] cases = {{"java/lang/IllegalStateException", "state"}, {"JniExceptions$AppException", "app"},
                            {"java/lang/UnsupportedOperationException", null}, {"java/lang/Error", "err"}};
        for (String[] c : cases) {
            try {
                throwNew(c[0], c[1]);
                System.out.println("no exception");
            } catch (Throwable t) {
                System.out.println("caught " + t + " message=" + t.getMessage());
            }
        }
        try {
            throwObject(new ArithmeticException("made in Java"));
        } catch (ArithmeticException e) {
            System.out.println("caught " + e);
        }
        System.out.println(catchCallback(21));
        System.out.println(catchCallback(-4));
        System.out.println(leavePending(5));
        try {
            System.out.println(leavePending(-5));
        } catch (IllegalArgumentException e) {
            System.out.println("propagated " + e + " calls=" + calls);
        }
        try {
            System.out.println(throwAndReturn());
        } catch (RuntimeException e) {
            System.out.println("result ignored, " + e);
        }
        System.out.println(lookups());
        describe();
        System.out.println("after describe");
        try {
            rethrowFromCallback(-1);
        } catch (IllegalArgumentException e) {
            StackTraceElement top = e.getStackTrace()[0];
            System.out.println("callback exception " + e.getMessage() + " at " + top.getMethodName());
        }
        rethrowFromCallback(3);
        System.out.println("not reached");
    }
}
