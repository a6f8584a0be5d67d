package java.lang.invoke;

public class ConstantCallSite extends CallSite {
    public ConstantCallSite(MethodHandle target) {
        super(target);
    }

    public final MethodHandle getTarget() {
        return target;
    }

    public final void setTarget(MethodHandle ignore) {
        throw new UnsupportedOperationException();
    }

    public final MethodHandle dynamicInvoker() {
        return getTarget();
    }
}
