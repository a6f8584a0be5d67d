package java.lang;

/**
 * Thrown on a use of null where an object is required. An NPE the VM throws at an implicit
 * null check gets its message on first getMessage() from the bytecode at the top frame of its
 * stack trace (vm/npe_message.c, JEP 358); one made with `new` has none (the top frame is then
 * at the constructor call).
 */
public class NullPointerException extends RuntimeException {
    /** 0: no stack trace yet; 1: the original stack trace is recorded; 2: message computed. */
    private transient int extendedMessageState;
    private transient String extendedMessage;

    public NullPointerException() {
        super();
    }

    public NullPointerException(String s) {
        super(s);
    }

    /** A second fill would replace the frame the message is computed from: compute it first. */
    public synchronized Throwable fillInStackTrace() {
        if (extendedMessageState == 0) {
            extendedMessageState = 1;
        } else if (extendedMessageState == 1) {
            extendedMessage = getExtendedNPEMessage();
            extendedMessageState = 2;
        }
        return super.fillInStackTrace();
    }

    public String getMessage() {
        String message = super.getMessage();
        if (message == null) {
            synchronized (this) {
                if (extendedMessageState == 1 && hasWritableStackTrace()) {
                    extendedMessage = getExtendedNPEMessage();
                    extendedMessageState = 2;
                }
                return extendedMessage;
            }
        }
        return message;
    }

    /** The JEP 358 message for the top frame of the recorded stack trace, or null. */
    private native String getExtendedNPEMessage();
}
