package java.lang.invoke;

/** Reference kinds of method handles (JVMS 4.4.8). */
public interface MethodHandleInfo {
    int REF_getField = 1;
    int REF_getStatic = 2;
    int REF_putField = 3;
    int REF_putStatic = 4;
    int REF_invokeVirtual = 5;
    int REF_invokeStatic = 6;
    int REF_invokeSpecial = 7;
    int REF_newInvokeSpecial = 8;
    int REF_invokeInterface = 9;

    int getReferenceKind();

    Class<?> getDeclaringClass();

    String getName();

    MethodType getMethodType();

    int getModifiers();

    static String referenceKindToString(int referenceKind) {
        switch (referenceKind) {
        case REF_getField: return "getField";
        case REF_getStatic: return "getStatic";
        case REF_putField: return "putField";
        case REF_putStatic: return "putStatic";
        case REF_invokeVirtual: return "invokeVirtual";
        case REF_invokeStatic: return "invokeStatic";
        case REF_invokeSpecial: return "invokeSpecial";
        case REF_newInvokeSpecial: return "newInvokeSpecial";
        case REF_invokeInterface: return "invokeInterface";
        default: throw new IllegalArgumentException("invalid reference kind " + referenceKind);
        }
    }
}
