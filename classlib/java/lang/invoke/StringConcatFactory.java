package java.lang.invoke;

/**
 * The string concatenation bootstraps. minivm links invokedynamic call sites that name these
 * methods inside the VM (interp/invokedynamic.c); calling them from Java code is not supported
 * and throws StringConcatException.
 */
public final class StringConcatFactory {
    private StringConcatFactory() {
    }

    public static CallSite makeConcat(MethodHandles.Lookup lookup, String name, MethodType concatType)
            throws StringConcatException {
        throw new StringConcatException("minivm links concatenation call sites in the VM only");
    }

    public static CallSite makeConcatWithConstants(MethodHandles.Lookup lookup, String name,
            MethodType concatType, String recipe, Object... constants) throws StringConcatException {
        throw new StringConcatException("minivm links concatenation call sites in the VM only");
    }
}
