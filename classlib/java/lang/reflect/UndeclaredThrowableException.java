package java.lang.reflect;

/** A checked exception thrown where none was declared. */
public class UndeclaredThrowableException extends RuntimeException {
    private final Throwable undeclaredThrowable;

    public UndeclaredThrowableException(Throwable undeclaredThrowable) {
        super(null, undeclaredThrowable);
        this.undeclaredThrowable = undeclaredThrowable;
    }

    public UndeclaredThrowableException(Throwable undeclaredThrowable, String s) {
        super(s, undeclaredThrowable);
        this.undeclaredThrowable = undeclaredThrowable;
    }

    public Throwable getUndeclaredThrowable() {
        return undeclaredThrowable;
    }
}
