// Native code calling back into Java: Call<Type>Method in its three forms (varargs, V, A) for
// virtual, nonvirtual and static methods of every result type; NewObject in three forms;
// Get/Set<Type>Field and their static forms; FindClass, GetObjectClass, IsInstanceOf,
// GetSuperclass, IsAssignableFrom, AllocObject.
public class JniCallbacks {
    static StringBuilder log = new StringBuilder();

    static class Base {
        boolean mZ(boolean v, int k) { return v ^ (k == 1); }
        byte mB(byte v, int k) { return (byte) (v + k); }
        char mC(char v, int k) { return (char) (v + k); }
        short mS(short v, int k) { return (short) (v * 2 + k); }
        int mI(int v, int k) { return v * 3 + k; }
        long mJ(long v, int k) { return v * 1000000007L + k; }
        float mF(float v, int k) { return v * 1.5f + k; }
        double mD(double v, int k) { return v / 3 + k; }
        Object mL(Object v, int k) { return "base:" + v + k; }
        void mV(int v, int k) { log.append("base" + v + "/" + k + ";"); }

        static boolean sZ(boolean v, int k) { return !v ^ (k == 2); }
        static byte sB(byte v, int k) { return (byte) (v - k); }
        static char sC(char v, int k) { return (char) (v - k); }
        static short sS(short v, int k) { return (short) (v - 100 * k); }
        static int sI(int v, int k) { return v - 1000 * k; }
        static long sJ(long v, int k) { return v - 10000000000L * k; }
        static float sF(float v, int k) { return v - 0.25f * k; }
        static double sD(double v, int k) { return v - 0.125 * k; }
        static Object sL(Object v, int k) { return "static:" + v + k; }
        static void sV(int v, int k) { log.append("static" + v + "/" + k + ";"); }
    }

    static class Derived extends Base {
        boolean mZ(boolean v, int k) { return !super.mZ(v, k); }
        byte mB(byte v, int k) { return (byte) (super.mB(v, k) + 50); }
        char mC(char v, int k) { return (char) (super.mC(v, k) + 10); }
        short mS(short v, int k) { return (short) (super.mS(v, k) + 500); }
        int mI(int v, int k) { return super.mI(v, k) + 5000; }
        long mJ(long v, int k) { return -super.mJ(v, k); }
        float mF(float v, int k) { return super.mF(v, k) * 4; }
        double mD(double v, int k) { return super.mD(v, k) * 8; }
        Object mL(Object v, int k) { return "derived:" + v + k; }
        void mV(int v, int k) { log.append("derived" + v + "/" + k + ";"); }
    }

    static class Point {
        int x, y;
        String label;
        Point(int x, int y, String label) { this.x = x; this.y = y; this.label = label; }
        Point(long packed) { this((int) (packed >> 32), (int) packed, "packed"); }
        public String toString() { return label + "(" + x + "," + y + ")"; }
    }

    static class Fields {
        boolean z = true; byte b = 1; char c = 'c'; short s = 2; int i = 3; long j = 4; float f = 5.5f;
        double d = 6.25; String l = "str";
        static boolean sz; static byte sb = -1; static char sc = 'S'; static short ss = -2; static int si = -3;
        static long sj = -4; static float sf = -5.5f; static double sd = -6.25; static Object sl = "sstr";
        public String toString() { return z + " " + b + " " + c + " " + s + " " + i + " " + j + " " + f + " " + d + " " + l; }
        static String statics() { return sz + " " + sb + " " + sc + " " + ss + " " + si + " " + sj + " " + sf + " " + sd + " " + sl; }
    }

    static class Lazy {
        static { log.append("Lazy.<clinit>;"); }
        static int value = 42;
    }

    interface Shape { int sides(); }
    static class Square implements Shape { public int sides() { return 4; } }

    static native String callAll(Base obj);
    static native String newObjects();
    static native String fields(Fields f);
    static native String classes(Object o);
    static native int lazyStatic();
    static native int callInterface(Shape s);

    /** Non-ASCII characters as \\uXXXX, so the output is ASCII. */
    static String esc(Object o) {
        String s = String.valueOf(o);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            if (ch < 128) {
                sb.append(ch);
            } else {
                sb.append("\\u").append(Integer.toHexString(ch));
            }
        }
        return sb.toString();
    }

    public static void main(String[] args) {
        System.loadLibrary("jnicalls");
        System.out.println(callAll(new Derived()));
        System.out.println(log);
        log.setLength(0);
        System.out.println(newObjects());
        Fields f = new Fields();
        System.out.println(fields(f));
        System.out.println(esc(f));
        System.out.println(esc(Fields.statics()));
        System.out.println(classes(new Derived()));
        System.out.println(lazyStatic() + " " + log);
        System.out.println(callInterface(new Square()));
    }
}
