package java.lang.reflect;

/** setAccessible(true) on a member of a package that is not open to the caller. */
public class InaccessibleObjectException extends RuntimeException {
    public InaccessibleObjectException() {
        super();
    }

    public InaccessibleObjectException(String msg) {
        super(msg);
    }
}
