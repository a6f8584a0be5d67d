package java.util.concurrent;

public class CancellationException extends IllegalStateException {
    private static final long serialVersionUID = 7830266012832686185L;

    public CancellationException() {
    }

    public CancellationException(String message) {
        super(message);
    }
}
