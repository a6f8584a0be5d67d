// What triggers class initialization (JVMS 5.5): new, getstatic, putstatic, invokestatic,
// subclass initialization. What does not: compile-time constants (inlined), class literals,
// array creation, instanceof/checkcast on null, and a static field of a superclass accessed
// through a subclass name initializes only the superclass.
public class InitTriggers {
    static StringBuilder log = new StringBuilder();

    static void say(String s) { log.append(s).append(' '); }

    static void flush(String step) {
        System.out.println(step + ": " + log);
        log = new StringBuilder();
    }

    static class ByNew { static { say("ByNew"); } }
    static class ByGet { static int v = 5; static { say("ByGet"); } }
    static class ByPut { static int v; static { say("ByPut"); } }
    static class ByInvoke { static { say("ByInvoke"); } static int f() { return 1; } }
    static class Consts {
        static final int K = 42;
        static final String S = "const";
        static final long L = 1234567890123L;
        static final Integer BOXED = 9;   // not a compile-time constant
        static { say("Consts"); }
    }
    static class ArrOnly { static { say("ArrOnly"); } }
    static class LitOnly { static { say("LitOnly"); } }
    static class Super { static int sfield = 3; static { say("Super"); } }
    static class Sub extends Super { static { say("Sub"); } static int own = 4; }
    static class Casted { static { say("Casted"); } }

    public static void main(String[] args) {
        new ByNew();
        flush("new");
        int x = ByGet.v;
        flush("getstatic " + x);
        ByPut.v = 3;
        flush("putstatic");
        ByInvoke.f();
        flush("invokestatic");
        int k = Consts.K;
        String s = Consts.S;
        long l = Consts.L;
        flush("constants " + k + " " + s + " " + l);
        Integer bx = Consts.BOXED;
        flush("non-constant final " + bx);
        ArrOnly[] arr = new ArrOnly[3];
        ArrOnly[][] arr2 = new ArrOnly[2][2];
        flush("arrays " + arr.length + " " + arr2.length);
        Class<?> c = LitOnly.class;
        flush("class literal " + c.getName());
        Object o = null;
        boolean b = o instanceof Casted;
        Casted cc = (Casted) o;
        flush("instanceof/checkcast " + b + " " + (cc == null));
        int sf = Sub.sfield;
        flush("Sub.sfield " + sf);
        int own = Sub.own;
        flush("Sub.own " + own);
        new ByNew();
        ByInvoke.f();
        flush("again");
    }
}
