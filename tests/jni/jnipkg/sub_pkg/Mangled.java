package jnipkg.sub_pkg;

/** A native in a package whose name has an underscore (JniMangling.java calls it). */
public class Mangled {
    public static native String where();
}
