package java.util.concurrent;

public class BrokenBarrierException extends Exception {
    private static final long serialVersionUID = 7830266012832686185L;

    public BrokenBarrierException() {
    }

    public BrokenBarrierException(String message) {
        super(message);
    }
}
