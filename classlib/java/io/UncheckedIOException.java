package java.io;

public class UncheckedIOException extends RuntimeException {
    public UncheckedIOException(String message, IOException cause) {
        super(message, checkNotNull(cause));
    }

    public UncheckedIOException(IOException cause) {
        super(checkNotNull(cause));
    }

    private static IOException checkNotNull(IOException cause) {
        if (cause == null) {
            throw new NullPointerException();
        }
        return cause;
    }

    public IOException getCause() {
        return (IOException) super.getCause();
    }
}
