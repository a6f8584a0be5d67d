package java.lang;

public class NumberFormatException extends IllegalArgumentException {
    public NumberFormatException() {
        super();
    }

    public NumberFormatException(String s) {
        super(s);
    }

    /** 'For input string: "s"', plus ' under radix N' when the radix is not 10. */
    static NumberFormatException forInputString(String s, int radix) {
        return new NumberFormatException("For input string: \"" + s + "\""
                + (radix == 10 ? "" : " under radix " + radix));
    }

    static NumberFormatException forCharSequence(CharSequence s, int beginIndex, int endIndex,
            int errorIndex) {
        return new NumberFormatException("Error at index " + (errorIndex - beginIndex) + " in: \""
                + s.subSequence(beginIndex, endIndex) + "\"");
    }
}
