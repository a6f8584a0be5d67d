package java.util.concurrent;

public class TimeoutException extends Exception {
    private static final long serialVersionUID = 7830266012832686185L;

    public TimeoutException() {
    }

    public TimeoutException(String message) {
        super(message);
    }
}
