package java.lang.invoke;

public class VolatileCallSite extends CallSite {
    public VolatileCallSite(MethodType type) {
        super(type);
    }

    public VolatileCallSite(MethodHandle target) {
        super(target);
    }

    public final synchronized MethodHandle getTarget() {
        if (target == null) {
            throw new IllegalStateException("uninitialized call site");
        }
        return target;
    }

    public synchronized void setTarget(MethodHandle newTarget) {
        checkTargetChange(newTarget);
        target = newTarget;
    }

    public final MethodHandle dynamicInvoker() {
        return getTarget();
    }
}
