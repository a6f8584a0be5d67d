// Calls a JNI function minivm does not implement (NewDirectByteBuffer): minivm must abort with
// a message naming it (tests/extra_jni.py checks minivm only; HotSpot implements it).
public class JniUnimplemented {
    static native Object direct();

    public static void main(String[] args) {
        System.loadLibrary("jniexc");
        System.out.println("before");
        Object o = direct();
        System.out.println(o != null ? "direct buffer made" : "null");
    }
}
