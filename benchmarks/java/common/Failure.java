package common;

/** Thrown by a benchmark's internal self-checks. */
public final class Failure extends RuntimeException {
    public Failure(String message) {
        super(message);
    }
}
