package java.io;

public class CharConversionException extends IOException {
    public CharConversionException() {
    }

    public CharConversionException(String s) {
        super(s);
    }
}
