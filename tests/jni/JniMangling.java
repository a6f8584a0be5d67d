// JNI name mangling: underscores (_1), nested classes ($ -> _00024), non-ASCII names (_0xxxx),
// packages, overloads bound by long names (_2 for ';', _3 for '['), and the short name winning
// over the long one when a library has both.
public class JniMangling {
    static native int under_score_name(int x);
    static native String over(int x);
    static native String over(String s);
    static native String over(int[] a, long j);
    static native String over(String[][] a);
    static native int caf\u00e9();
    static native int both(int x);
    static native String \u4e16\u754c();

    static class Inner {
        native String inner_m(int x);
    }

    static class Gr\u00fc\u00dfe {
        static native String hello();
    }

    public static void main(String[] args) {
        System.loadLibrary("jnimangle");
        System.out.println(under_score_name(4));
        System.out.println(over(3) + " " + over("s") + " " + over(new int[] {1, 2}, 5L) + " " + over(new String[1][2]));
        System.out.println(caf\u00e9());
        System.out.println(both(1));
        System.out.println(\u4e16\u754c());
        System.out.println(new Inner().inner_m(9));
        System.out.println(Gr\u00fc\u00dfe.hello());
        System.out.println(jnipkg.sub_pkg.Mangled.where());
    }
}
