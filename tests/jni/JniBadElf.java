// System.load of a file that is not a shared library: the UnsatisfiedLinkError carries the
// dynamic loader's message. (HotSpot also warns about the stack guard on stderr, so
// tests/extra_jni.py compares only stdout and the exit code.)
public class JniBadElf {
    public static void main(String[] args) throws Exception {
        java.io.File f = java.io.File.createTempFile("notelf", ".so");
        java.io.FileOutputStream out = new java.io.FileOutputStream(f);
        out.write("this is not an ELF file\n".getBytes());
        out.close();
        try {
            System.load(f.getPath());
            System.out.println("loaded?");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e.getMessage().replace(f.getPath(), "FILE"));
        } finally {
            f.delete();
        }
    }
}
