// Constant-loading bytecodes: iconst_*, bipush, sipush, ldc/ldc2_w of int, long, float,
// double and String, lconst/fconst/dconst, aconst_null. No string concatenation used.
public class Constants {
    static void p(String label, int v) { System.out.print(label); System.out.print(" = "); System.out.println(v); }
    static void p(String label, long v) { System.out.print(label); System.out.print(" = "); System.out.println(v); }
    static void p(String label, float v) { System.out.print(label); System.out.print(" = "); System.out.println(v); }
    static void p(String label, double v) { System.out.print(label); System.out.print(" = "); System.out.println(v); }
    static void p(String label, String v) { System.out.print(label); System.out.print(" = "); System.out.println(v); }

    public static void main(String[] args) {
        p("iconst_m1", -1);
        p("iconst_0", 0);
        p("iconst_1", 1);
        p("iconst_2", 2);
        p("iconst_3", 3);
        p("iconst_4", 4);
        p("iconst_5", 5);
        p("bipush 6", 6);
        p("bipush -2", -2);
        p("bipush 127", 127);
        p("bipush -128", -128);
        p("sipush 128", 128);
        p("sipush -129", -129);
        p("sipush 32767", 32767);
        p("sipush -32768", -32768);
        p("ldc 32768", 32768);
        p("ldc -32769", -32769);
        p("ldc MAX", 2147483647);
        p("ldc MIN", -2147483648);
        p("ldc 0xCAFEBABE", 0xCAFEBABE);
        p("lconst_0", 0L);
        p("lconst_1", 1L);
        p("ldc2_w 2", 2L);
        p("ldc2_w -1", -1L);
        p("ldc2_w big", 1234567890123456789L);
        p("ldc2_w MAX", Long.MAX_VALUE);
        p("ldc2_w MIN", Long.MIN_VALUE);
        p("ldc2_w hex", 0xDEADBEEFCAFEBABEL);
        p("fconst_0", 0.0f);
        p("fconst_1", 1.0f);
        p("fconst_2", 2.0f);
        p("ldc 3f", 3.0f);
        p("ldc -0f", -0.0f);
        p("ldc 0.1f", 0.1f);
        p("ldc fmax", Float.MAX_VALUE);
        p("ldc fmin", Float.MIN_VALUE);
        p("ldc fnan", Float.NaN);
        p("ldc finf", Float.POSITIVE_INFINITY);
        p("ldc fninf", Float.NEGATIVE_INFINITY);
        p("dconst_0", 0.0);
        p("dconst_1", 1.0);
        p("ldc2_w 2d", 2.0);
        p("ldc2_w -0d", -0.0);
        p("ldc2_w pi", 3.141592653589793);
        p("ldc2_w dmax", Double.MAX_VALUE);
        p("ldc2_w dmin", Double.MIN_VALUE);
        p("ldc2_w dnan", Double.NaN);
        p("ldc2_w dinf", Double.POSITIVE_INFINITY);
        p("ldc2_w dninf", Double.NEGATIVE_INFINITY);
        p("ldc str", "a string constant");
        p("ldc empty", "");
        String n = null;
        p("aconst_null", n);
        // The same literal is the same (interned) object.
        String a = "interned";
        String b = "interned";
        System.out.println(a == b);
        char c = 'Q';
        p("char const", c);
        p("char max", (int) Character.MAX_VALUE);
        short s = -300;
        p("short const", s);
        byte by = -100;
        p("byte const", by);
        boolean t = true;
        System.out.println(t);
    }
}
