package java.lang;

/**
 * One stack frame. The VM fills the five fields directly (exception_stack_trace_array):
 * moduleName is "java.base" for class-library classes and null for application classes;
 * lineNumber is -1 when unknown and -2 for a native method.
 */
public final class StackTraceElement implements java.io.Serializable {
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;
    private String moduleName;

    /** For the VM, which fills the fields itself. */
    private StackTraceElement() {
    }

    public StackTraceElement(String declaringClass, String methodName, String fileName,
            int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
    }

    public String getFileName() {
        return fileName;
    }

    public int getLineNumber() {
        return lineNumber;
    }

    public String getModuleName() {
        return moduleName;
    }

    public String getModuleVersion() {
        return null;
    }

    public String getClassLoaderName() {
        return null;
    }

    public String getClassName() {
        return declaringClass;
    }

    public String getMethodName() {
        return methodName;
    }

    public boolean isNativeMethod() {
        return lineNumber == -2;
    }

    /** "java.base/java.lang.Integer.parseInt(Integer.java:652)", "Foo.bar(Foo.java:12)". */
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (moduleName != null && !moduleName.isEmpty()) {
            sb.append(moduleName).append('/');
        }
        sb.append(declaringClass).append('.').append(methodName).append('(');
        if (isNativeMethod()) {
            sb.append("Native Method");
        } else if (fileName != null && lineNumber >= 0) {
            sb.append(fileName).append(':').append(lineNumber);
        } else if (fileName != null) {
            sb.append(fileName);
        } else {
            sb.append("Unknown Source");
        }
        return sb.append(')').toString();
    }

    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (!(obj instanceof StackTraceElement)) {
            return false;
        }
        StackTraceElement e = (StackTraceElement) obj;
        return e.lineNumber == lineNumber
                && eq(e.declaringClass, declaringClass)
                && eq(e.methodName, methodName)
                && eq(e.fileName, fileName)
                && eq(e.moduleName, moduleName);
    }

    private static boolean eq(Object a, Object b) {
        return a == b || (a != null && a.equals(b));
    }

    private static int h(Object o) {
        return o == null ? 0 : o.hashCode();
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result; // class loader name: none
        result = 31 * result + h(moduleName);
        result = 31 * result; // module version: none
        result = 31 * result + h(fileName);
        result = 31 * result + lineNumber;
        return result;
    }
}
