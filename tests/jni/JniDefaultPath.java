// The default java.library.path (run without -Djava.library.path) and the loadLibrary error
// that lists it.
public class JniDefaultPath {
    public static void main(String[] args) {
        System.out.println(System.getProperty("java.library.path"));
        try {
            System.loadLibrary("surely_not_installed_anywhere");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e.getMessage());
        }
    }
}
