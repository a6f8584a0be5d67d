package java.io;

/**
 * A Unix path name. The path is normalized (repeated '/' collapsed, a trailing '/' removed);
 * queries and changes go to native_file.c.
 */
public class File implements Serializable, Comparable<File> {
    private static final long serialVersionUID = 301077366599181567L;

    public static final char separatorChar = '/';
    public static final String separator = "/";
    public static final char pathSeparatorChar = ':';
    public static final String pathSeparator = ":";

    private static final int BA_EXISTS = 0x01;
    private static final int BA_REGULAR = 0x02;
    private static final int BA_DIRECTORY = 0x04;

    private final String path;

    private static native int attributes0(String path);

    private static native boolean access0(String path, int mode);

    private static native long length0(String path);

    private static native long lastModified0(String path);

    private static native boolean setLastModified0(String path, long time);

    private static native boolean setPermission0(String path, int access, boolean enable,
            boolean ownerOnly);

    private static native boolean delete0(String path);

    private static native boolean mkdir0(String path);

    private static native boolean rename0(String from, String to);

    private static native boolean createExclusively0(String path) throws IOException;

    private static native String[] list0(String path);

    private static native String canonicalize0(String path) throws IOException;

    /** Collapses runs of '/' and drops a trailing '/' (except for the root). */
    static String normalize(String p) {
        int n = p.length();
        boolean clean = true;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && ((i + 1 < n && p.charAt(i + 1) == '/') || i == n - 1)) {
                clean = false;
                break;
            }
        }
        if (clean || n == 0) {
            return p;
        }
        StringBuilder sb = new StringBuilder(n);
        char prev = 0;
        for (int i = 0; i < n; i++) {
            char c = p.charAt(i);
            if (c == '/' && prev == '/') {
                continue;
            }
            sb.append(c);
            prev = c;
        }
        if (sb.length() > 1 && sb.charAt(sb.length() - 1) == '/') {
            sb.setLength(sb.length() - 1);
        }
        return sb.toString();
    }

    /** Joins normalized parent and child paths. */
    private static String resolve(String parent, String child) {
        if (child.isEmpty()) {
            return parent;
        }
        if (child.charAt(0) == '/') {
            if (parent.equals("/")) {
                return child;
            }
            return parent + child;
        }
        if (parent.equals("/")) {
            return parent + child;
        }
        return parent + '/' + child;
    }

    private File(String normalizedPath, boolean unused) {
        this.path = normalizedPath;
    }

    public File(String pathname) {
        if (pathname == null) {
            throw new NullPointerException();
        }
        this.path = normalize(pathname);
    }

    public File(String parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(normalize(parent), normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
    }

    public File(File parent, String child) {
        if (child == null) {
            throw new NullPointerException();
        }
        if (parent != null) {
            if (parent.path.isEmpty()) {
                this.path = resolve("/", normalize(child));
            } else {
                this.path = resolve(parent.path, normalize(child));
            }
        } else {
            this.path = normalize(child);
        }
    }

    public String getName() {
        int index = path.lastIndexOf('/');
        return path.substring(index + 1);
    }

    private int prefixLength() {
        return path.startsWith("/") ? 1 : 0;
    }

    public String getParent() {
        int index = path.lastIndexOf('/');
        int prefix = prefixLength();
        if (index < prefix) {
            if (prefix > 0 && path.length() > prefix) {
                return path.substring(0, prefix);
            }
            return null;
        }
        return path.substring(0, index);
    }

    public File getParentFile() {
        String p = getParent();
        return p == null ? null : new File(p, false);
    }

    public String getPath() {
        return path;
    }

    public boolean isAbsolute() {
        return path.startsWith("/");
    }

    public String getAbsolutePath() {
        if (isAbsolute()) {
            return path;
        }
        String dir = System.getProperty("user.dir");
        return resolve(dir, path);
    }

    public File getAbsoluteFile() {
        return new File(getAbsolutePath(), false);
    }

    public String getCanonicalPath() throws IOException {
        return canonicalize0(getAbsolutePath());
    }

    public File getCanonicalFile() throws IOException {
        return new File(getCanonicalPath(), false);
    }

    public boolean canRead() {
        return access0(path, 4);
    }

    public boolean canWrite() {
        return access0(path, 2);
    }

    public boolean canExecute() {
        return access0(path, 1);
    }

    public boolean exists() {
        return (attributes0(path) & BA_EXISTS) != 0;
    }

    public boolean isDirectory() {
        return (attributes0(path) & BA_DIRECTORY) != 0;
    }

    public boolean isFile() {
        return (attributes0(path) & BA_REGULAR) != 0;
    }

    public boolean isHidden() {
        return getName().startsWith(".");
    }

    public long lastModified() {
        return lastModified0(path);
    }

    public long length() {
        return length0(path);
    }

    public boolean createNewFile() throws IOException {
        return createExclusively0(path);
    }

    public boolean delete() {
        return delete0(path);
    }

    /** Not supported: minivm has no shutdown hooks yet, so the file stays. */
    public void deleteOnExit() {
    }

    public String[] list() {
        return list0(path);
    }

    public String[] list(FilenameFilter filter) {
        String[] names = list();
        if (names == null || filter == null) {
            return names;
        }
        String[] kept = new String[names.length];
        int n = 0;
        for (int i = 0; i < names.length; i++) {
            if (filter.accept(this, names[i])) {
                kept[n++] = names[i];
            }
        }
        String[] r = new String[n];
        System.arraycopy(kept, 0, r, 0, n);
        return r;
    }

    public File[] listFiles() {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] fs = new File[ss.length];
        for (int i = 0; i < ss.length; i++) {
            fs[i] = new File(ss[i], this);
        }
        return fs;
    }

    /** A child of a directory whose name came from list(). */
    private File(String child, File parent) {
        this.path = resolve(parent.path, child);
    }

    public File[] listFiles(FilenameFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] files = new File[ss.length];
        int n = 0;
        for (int i = 0; i < ss.length; i++) {
            if (filter == null || filter.accept(this, ss[i])) {
                files[n++] = new File(ss[i], this);
            }
        }
        File[] r = new File[n];
        System.arraycopy(files, 0, r, 0, n);
        return r;
    }

    public File[] listFiles(FileFilter filter) {
        String[] ss = list();
        if (ss == null) {
            return null;
        }
        File[] files = new File[ss.length];
        int n = 0;
        for (int i = 0; i < ss.length; i++) {
            File f = new File(ss[i], this);
            if (filter == null || filter.accept(f)) {
                files[n++] = f;
            }
        }
        File[] r = new File[n];
        System.arraycopy(files, 0, r, 0, n);
        return r;
    }

    public boolean mkdir() {
        return mkdir0(path);
    }

    public boolean mkdirs() {
        if (exists()) {
            return false;
        }
        if (mkdir()) {
            return true;
        }
        File canon;
        try {
            canon = getCanonicalFile();
        } catch (IOException e) {
            return false;
        }
        File parent = canon.getParentFile();
        if (parent == null) {
            return false;
        }
        if (!parent.mkdirs() && !parent.exists()) {
            return false;
        }
        return canon.mkdir();
    }

    public boolean renameTo(File dest) {
        if (dest == null) {
            throw new NullPointerException();
        }
        return rename0(path, dest.path);
    }

    public boolean setLastModified(long time) {
        if (time < 0) {
            throw new IllegalArgumentException("Negative time");
        }
        return setLastModified0(path, time);
    }

    public boolean setReadOnly() {
        return setPermission0(path, 2, false, false);
    }

    public boolean setWritable(boolean writable, boolean ownerOnly) {
        return setPermission0(path, 2, writable, ownerOnly);
    }

    public boolean setWritable(boolean writable) {
        return setWritable(writable, true);
    }

    public boolean setReadable(boolean readable, boolean ownerOnly) {
        return setPermission0(path, 4, readable, ownerOnly);
    }

    public boolean setReadable(boolean readable) {
        return setReadable(readable, true);
    }

    public boolean setExecutable(boolean executable, boolean ownerOnly) {
        return setPermission0(path, 1, executable, ownerOnly);
    }

    public boolean setExecutable(boolean executable) {
        return setExecutable(executable, true);
    }

    public static File[] listRoots() {
        return new File[] { new File("/") };
    }

    private static long tempCounter = System.nanoTime() & 0x7fffffffffffL;

    public static File createTempFile(String prefix, String suffix, File directory)
            throws IOException {
        if (prefix.length() < 3) {
            throw new IllegalArgumentException("Prefix string \"" + prefix
                    + "\" too short: length must be at least 3");
        }
        if (suffix == null) {
            suffix = ".tmp";
        }
        File dir = directory;
        if (dir == null) {
            String tmp = System.getProperty("java.io.tmpdir");
            dir = new File(tmp == null ? "/tmp" : tmp);
        }
        for (;;) {
            long n;
            synchronized (File.class) {
                tempCounter = tempCounter * 6364136223846793005L + 1442695040888963407L;
                n = tempCounter >>> 1;
            }
            File f = new File(dir, prefix + Long.toString(n) + suffix);
            if (f.createNewFile()) {
                return f;
            }
            if (!dir.isDirectory()) {
                throw new IOException("No such file or directory");
            }
        }
    }

    public static File createTempFile(String prefix, String suffix) throws IOException {
        return createTempFile(prefix, suffix, null);
    }

    public int compareTo(File pathname) {
        return path.compareTo(pathname.path);
    }

    public boolean equals(Object obj) {
        if (obj instanceof File) {
            return compareTo((File) obj) == 0;
        }
        return false;
    }

    public int hashCode() {
        return path.hashCode() ^ 1234321;
    }

    public String toString() {
        return getPath();
    }
}
