package java.lang.invoke;

/**
 * The lambda bootstraps. minivm links invokedynamic call sites that name these methods inside
 * the VM (interp/lambda.c generates the lambda classes); calling them from Java code is not
 * supported and throws LambdaConversionException.
 */
public final class LambdaMetafactory {
    public static final int FLAG_SERIALIZABLE = 1 << 0;
    public static final int FLAG_MARKERS = 1 << 1;
    public static final int FLAG_BRIDGES = 1 << 2;

    private LambdaMetafactory() {
    }

    public static CallSite metafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, MethodType interfaceMethodType, MethodHandle implementation,
            MethodType dynamicMethodType) throws LambdaConversionException {
        throw new LambdaConversionException("minivm links lambda call sites in the VM only");
    }

    public static CallSite altMetafactory(MethodHandles.Lookup caller, String interfaceMethodName,
            MethodType factoryType, Object... args) throws LambdaConversionException {
        throw new LambdaConversionException("minivm links lambda call sites in the VM only");
    }
}
