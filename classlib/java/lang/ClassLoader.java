package java.lang;

/**
 * Class loaders, reduced to what programs observe: the class library has the bootstrap loader
 * (Class.getClassLoader() returns null) and every other class the one application loader,
 * which loads from the class path. Defining classes from bytes is not supported.
 */
public abstract class ClassLoader {
    private final ClassLoader parent;

    protected ClassLoader() {
        this(getSystemClassLoader());
    }

    protected ClassLoader(ClassLoader parent) {
        this.parent = parent;
    }

    public final ClassLoader getParent() {
        return parent;
    }

    public Class<?> loadClass(String name) throws ClassNotFoundException {
        return loadClass(name, false);
    }

    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return Class.forName(name, false, this);
    }

    protected Class<?> findClass(String name) throws ClassNotFoundException {
        throw new ClassNotFoundException(name);
    }

    public String getName() {
        return null;
    }

    public static ClassLoader getSystemClassLoader() {
        return AppClassLoader.INSTANCE;
    }

    public static ClassLoader getPlatformClassLoader() {
        return AppClassLoader.PLATFORM;
    }

    /** The application and platform loaders (names as in OpenJDK). */
    private static final class AppClassLoader extends ClassLoader {
        static final AppClassLoader PLATFORM = new AppClassLoader(null, "platform");
        static final AppClassLoader INSTANCE = new AppClassLoader(PLATFORM, "app");

        private final String name;

        AppClassLoader(ClassLoader parent, String name) {
            super(parent);
            this.name = name;
        }

        public String getName() {
            return name;
        }
    }
}
