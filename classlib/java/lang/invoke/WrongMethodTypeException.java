package java.lang.invoke;

public class WrongMethodTypeException extends RuntimeException {
    private static final long serialVersionUID = 292L;

    public WrongMethodTypeException() {
    }

    public WrongMethodTypeException(String s) {
        super(s);
    }
}
