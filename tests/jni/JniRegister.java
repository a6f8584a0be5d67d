// RegisterNatives (from JNI_OnLoad and from a native method), rebinding to another function,
// its NoSuchMethodError messages, UnregisterNatives, GetVersion, GetJavaVM and GetEnv.
public class JniRegister {
    static native int add(int a, int b);             // registered in JNI_OnLoad
    native String greet(String who);                 // registered by registerMore
    static native double scale(double d, long k);    // registered by registerMore
    static native void registerMore(int variant);
    static native String tryRegister(int which);
    static native void unregister();
    static native String vmInfo();

    static void notNative() {
    }

    public static void main(String[] args) {
        System.loadLibrary("jniregister");
        System.out.println(add(2, 40));
        try {
            new JniRegister().greet("early");
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e);
        }
        registerMore(0);
        System.out.println(new JniRegister().greet("world") + " " + scale(1.5, 4));
        registerMore(1);
        System.out.println(new JniRegister().greet("again") + " " + scale(1.5, 4));
        for (int i = 0; i < 3; i++) {
            System.out.println(tryRegister(i));
        }
        System.out.println(vmInfo());
        unregister();
        try {
            System.out.println(add(1, 1));
        } catch (UnsatisfiedLinkError e) {
            System.out.println(e);
        }
    }
}
