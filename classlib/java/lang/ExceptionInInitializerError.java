package java.lang;

public class ExceptionInInitializerError extends LinkageError {
    public ExceptionInInitializerError() {
        initCause(null); // the cause is fixed: later initCause calls are refused
    }

    /** Wraps the exception thrown by a static initializer; the message is null. */
    public ExceptionInInitializerError(Throwable thrown) {
        super(null, thrown);
    }

    public ExceptionInInitializerError(String s) {
        super(s, null);
    }

    public Throwable getException() {
        return super.getCause();
    }
}
