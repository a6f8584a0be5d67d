package java.lang.invoke;

public class LambdaConversionException extends Exception {
    private static final long serialVersionUID = 292L + 8L;

    public LambdaConversionException() {
    }

    public LambdaConversionException(String message) {
        super(message);
    }

    public LambdaConversionException(String message, Throwable cause) {
        super(message, cause);
    }

    public LambdaConversionException(Throwable cause) {
        super(cause);
    }
}
