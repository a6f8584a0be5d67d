package java.lang.invoke;

public class MutableCallSite extends CallSite {
    public MutableCallSite(MethodType type) {
        super(type);
    }

    public MutableCallSite(MethodHandle target) {
        super(target);
    }

    public final MethodHandle getTarget() {
        if (target == null) {
            throw new IllegalStateException("uninitialized call site");
        }
        return target;
    }

    public void setTarget(MethodHandle newTarget) {
        checkTargetChange(newTarget);
        target = newTarget;
    }

    public final MethodHandle dynamicInvoker() {
        return getTarget();
    }
}
