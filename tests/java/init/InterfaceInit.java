// Interface initialization rules: initializing a class does NOT initialize the interfaces it
// implements unless they declare default methods (JVMS 5.5); an interface is initialized when
// one of its non-constant fields is read; superinterfaces are not initialized by a
// subinterface's initialization.
public class InterfaceInit {
    static StringBuilder log = new StringBuilder();

    static int say(String s) {
        log.append(s).append(' ');
        return s.length();
    }

    static void flush(String step) {
        System.out.println(step + ": " + log);
        log = new StringBuilder();
    }

    interface Plain {
        int P = say("Plain");
        void m();
    }

    interface WithDefault {
        int W = say("WithDefault");
        default int d() { return 1; }
    }

    interface SubPlain extends Plain {
        int S = say("SubPlain");
    }

    static class Impl implements Plain, WithDefault {
        static { say("Impl"); }
        public void m() { say("Impl.m"); }
    }

    static class Impl2 implements SubPlain {
        static { say("Impl2"); }
        public void m() {}
    }

    public static void main(String[] args) {
        Impl i = new Impl();
        flush("new Impl");
        i.m();
        flush("call m");
        System.out.println(i.d());
        flush("call default");
        int p = Plain.P;
        flush("read Plain.P=" + p);
        new Impl2();
        flush("new Impl2");
        int s = SubPlain.S;
        flush("read SubPlain.S=" + s);
    }
}
