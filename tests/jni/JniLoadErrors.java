// System.load / System.loadLibrary / Runtime.loadLibrary and their UnsatisfiedLinkErrors
// (missing library, relative path, directory separator, missing file), loading a library
// twice, native methods with no function in any library, and an uncaught
// UnsatisfiedLinkError (first stderr line). Expects -Djava.library.path=<one directory>.
public class JniLoadErrors {
    static native int missing(int x);
    static native void missing2(String[] a, long j, double[][] d);
    native Object missingInstance(char c, boolean z);
    static native boolean notZ(boolean z);         // in libjniprims, under JniPrimitives' name only
    static native void finalMissing();

    static void attempt(String what, Runnable r) {
        try {
            r.run();
            System.out.println(what + ": ok");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(what + ": " + e.getMessage());
        } catch (NullPointerException e) {
            System.out.println(what + ": NullPointerException");
        }
    }

    public static void main(String[] args) {
        final String dir = System.getProperty("java.library.path");
        System.out.println(System.mapLibraryName("foo"));
        attempt("missing before load", new Runnable() { public void run() { missing(1); } });
        attempt("loadLibrary nosuch", new Runnable() { public void run() { System.loadLibrary("nosuchlibrary"); } });
        attempt("loadLibrary sep", new Runnable() { public void run() { System.loadLibrary("a/b"); } });
        attempt("loadLibrary null", new Runnable() { public void run() { System.loadLibrary(null); } });
        attempt("load relative", new Runnable() { public void run() { System.load("libjniprims.so"); } });
        attempt("load missing file", new Runnable() { public void run() { System.load(dir + "/libnosuch.so"); } });
        attempt("load null", new Runnable() { public void run() { System.load(null); } });
        attempt("load absolute", new Runnable() { public void run() { System.load(dir + "/libjniprims.so"); } });
        attempt("load again", new Runnable() { public void run() { System.load(dir + "/libjniprims.so"); } });
        attempt("loadLibrary after load", new Runnable() { public void run() { System.loadLibrary("jniprims"); } });
        attempt("Runtime.loadLibrary", new Runnable() { public void run() { Runtime.getRuntime().loadLibrary("jnimangle"); } });
        attempt("Runtime.load", new Runnable() { public void run() { Runtime.getRuntime().load(dir + "/libjniarrays.so"); } });
        attempt("missing", new Runnable() { public void run() { missing(1); } });
        attempt("missing again", new Runnable() { public void run() { missing(2); } });
        attempt("missing2", new Runnable() { public void run() { missing2(null, 0, null); } });
        attempt("missingInstance", new Runnable() { public void run() { new JniLoadErrors().missingInstance('c', true); } });
        attempt("other class's name", new Runnable() { public void run() { notZ(true); } });
        finalMissing();
    }
}
