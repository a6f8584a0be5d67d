package java.lang.invoke;

/**
 * A call site's target holder. minivm links invokedynamic call sites inside the VM
 * (interp/invokedynamic.c) and never makes CallSite objects for them; these classes exist for
 * the signatures of bootstrap methods and for user code.
 */
public abstract class CallSite {
    MethodHandle target;

    CallSite(MethodType type) {
        if (type == null) {
            throw new NullPointerException();
        }
        this.target = null;
        this.type = type;
    }

    CallSite(MethodHandle target) {
        target.type();   // null check
        this.target = target;
        this.type = target.type();
    }

    private final MethodType type;

    public MethodType type() {
        return type;
    }

    public abstract MethodHandle getTarget();

    public abstract void setTarget(MethodHandle newTarget);

    public abstract MethodHandle dynamicInvoker();

    void checkTargetChange(MethodHandle newTarget) {
        MethodType newType = newTarget.type();
        if (!newType.equals(type)) {
            throw new WrongMethodTypeException("MethodHandle" + newType + " should be of type " + type);
        }
    }
}
