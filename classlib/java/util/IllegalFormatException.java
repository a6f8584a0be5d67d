package java.util;

/** Base of the unchecked exceptions thrown for bad format strings or arguments. */
public class IllegalFormatException extends IllegalArgumentException {
    private static final long serialVersionUID = 18830826L;

    IllegalFormatException() {
    }
}
