// Corrupts the heap through a JNI library (gcverifyscribble.c), then collects: minivm's heap
// verification must abort with a report naming the object, its class, the field and the bad
// value. Run by tests/extra_gc.py ("gcverify/"), on minivm only. Modes (args[0]):
//   none     no corruption: the collections pass verification;
//   interior a field gets the address 8 bytes into another object;
//   klass    an object's class word gets the address of a C buffer;
//   card     an old object's field gets a young object without the write barrier (clean card);
//   dangling as card, then the young object dies in a scavenge: the field dangles after it.
public class GcVerifyScribble {
    static class Holder {
        Object ref;
        int tag;
    }

    static class Target {
        long payload = 42;
    }

    static Object sink;

    static native boolean replaceReference(Object holder, Object from, Object to, int delta);

    static native void clobberClassWord(Object o);

    static void check(boolean ok, String what) {
        if (!ok) throw new AssertionError(what);
    }

    /* Holder h refers to a young object that nothing else keeps alive. */
    static void referToFreshYoung(Holder h, Object old) {
        check(replaceReference(h, old, new Target(), 0), "holder does not refer to its target");
    }

    static void allocateGarbage(int megabytes) {
        for (int i = 0; i < megabytes * 1024; i++) sink = new byte[1000];
    }

    public static void main(String[] args) {
        System.loadLibrary("gcverifyscribble");
        String mode = args[0];
        Holder h = new Holder();
        Target t = new Target();
        h.ref = t;
        if (mode.equals("card") || mode.equals("dangling")) {
            System.gc();                  // h and t move to the old generation; cards are clean
            referToFreshYoung(h, t);
        } else if (mode.equals("interior")) {
            check(replaceReference(h, t, t, 8), "holder does not refer to its target");
        } else if (mode.equals("klass")) {
            clobberClassWord(h);
        }
        System.out.println("scribbled: " + mode);
        if (mode.equals("dangling")) allocateGarbage(16);
        else System.gc();
        System.out.println("collected: " + mode);
    }
}
