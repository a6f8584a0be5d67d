package java.lang;

public class ClassNotFoundException extends ReflectiveOperationException {
    public ClassNotFoundException() {
        super((Throwable) null); // the cause is fixed: initCause is refused
    }

    public ClassNotFoundException(String s) {
        super(s, null); // the cause is fixed: initCause is refused
    }

    public ClassNotFoundException(String s, Throwable ex) {
        super(s, ex);
    }

    public Throwable getException() {
        return super.getCause();
    }
}
