package java.lang;

/**
 * One stack frame. The VM fills the first five fields directly (exception_stack_trace_array):
 * moduleName is "java.base" for class-library classes and null for application classes;
 * lineNumber is -1 when unknown and -2 for a native method. The other fields are only set by
 * the public constructors (userMade); a VM-made element of an application class reports the
 * class loader name "app", as HotSpot's do (it is not shown by toString).
 */
public final class StackTraceElement implements java.io.Serializable {
    private String declaringClass;
    private String methodName;
    private String fileName;
    private int lineNumber;
    private String moduleName;
    private String classLoaderName;
    private String moduleVersion;
    private boolean userMade;

    /** For the VM, which fills the fields itself. */
    private StackTraceElement() {
    }

    public StackTraceElement(String declaringClass, String methodName, String fileName,
            int lineNumber) {
        this(null, null, null, declaringClass, methodName, fileName, lineNumber);
    }

    public StackTraceElement(String classLoaderName, String moduleName, String moduleVersion,
            String declaringClass, String methodName, String fileName, int lineNumber) {
        if (declaringClass == null) {
            throw new NullPointerException("Declaring class is null");
        }
        if (methodName == null) {
            throw new NullPointerException("Method name is null");
        }
        this.classLoaderName = classLoaderName;
        this.moduleName = moduleName;
        this.moduleVersion = moduleVersion;
        this.declaringClass = declaringClass;
        this.methodName = methodName;
        this.fileName = fileName;
        this.lineNumber = lineNumber;
        this.userMade = true;
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
        if (!userMade && "java.base".equals(moduleName)) {
            return "17.0.15"; // the java.version we report
        }
        return moduleVersion;
    }

    public String getClassLoaderName() {
        if (!userMade && moduleName == null) {
            return "app";
        }
        return classLoaderName;
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
        if (userMade && classLoaderName != null && !classLoaderName.isEmpty()) {
            sb.append(classLoaderName).append('/');
        }
        if (moduleName != null && !moduleName.isEmpty()) {
            sb.append(moduleName);
            if (userMade && moduleVersion != null && !moduleVersion.isEmpty()) {
                sb.append('@').append(moduleVersion);
            }
        }
        if (sb.length() > 0) {
            sb.append('/');
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
                && eq(e.moduleName, moduleName)
                && eq(e.getClassLoaderName(), getClassLoaderName())
                && eq(e.getModuleVersion(), getModuleVersion());
    }

    private static boolean eq(Object a, Object b) {
        return a == b || (a != null && a.equals(b));
    }

    private static int h(Object o) {
        return o == null ? 0 : o.hashCode();
    }

    public int hashCode() {
        int result = 31 * declaringClass.hashCode() + methodName.hashCode();
        result = 31 * result + h(getClassLoaderName());
        result = 31 * result + h(moduleName);
        result = 31 * result + h(getModuleVersion());
        result = 31 * result + h(fileName);
        result = 31 * result + lineNumber;
        return result;
    }
}
