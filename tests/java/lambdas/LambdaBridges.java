// Functional interfaces whose method has several erased signatures: javac asks
// altMetafactory for bridge methods (FLAG_BRIDGES); calls through every view must work.
public class LambdaBridges {
    interface Getter<T> { T get(); }
    interface StringGetter extends Getter<String> { String get(); }
    interface Fn<A, R> { R apply(A a); }
    interface StrFn extends Fn<String, String> { String apply(String s); }
    interface IntBox<T extends Number> { T make(int x); }
    interface IntegerBox extends IntBox<Integer> { Integer make(int x); }
    interface Cmp<T> { int compare(T a, T b); }
    interface StrCmp extends Cmp<String> { int compare(String a, String b); }

    // Two inherited abstract methods with different erasures and no redeclaration: the bridge
    // must be made by the lambda metafactory (FLAG_BRIDGES).
    interface Sink<T> { String take(T t); }
    interface StrSink { String take(String s); }
    interface Both extends Sink<String>, StrSink { }
    interface Maker<T> { T make(); }
    interface CharSeqMaker { CharSequence make(); }
    interface StrMaker extends Maker<String>, CharSeqMaker { }

    static <T> String takeGeneric(Sink<T> s, T t) { return s.take(t); }
    static <T> T makeGeneric(Maker<T> m) { return m.make(); }

    static <T> T viaGeneric(Getter<T> g) { return g.get(); }
    static <A, R> R applyGeneric(Fn<A, R> f, A a) { return f.apply(a); }
    static <T> int cmpGeneric(Cmp<T> c, T a, T b) { return c.compare(a, b); }

    public static void main(String[] args) {
        StringGetter sg = () -> "bridged";
        System.out.println(sg.get() + " " + viaGeneric(sg));
        Getter<String> gv = sg;
        System.out.println(gv.get().length());
        StrFn up = s -> s.toUpperCase();
        System.out.println(up.apply("abc") + " " + applyGeneric(up, "def"));
        StrFn ref = String::trim;
        System.out.println("[" + applyGeneric(ref, "  x  ") + "]");
        IntegerBox ib = Integer::valueOf;
        IntBox<Integer> raw = ib;
        System.out.println(ib.make(7) + raw.make(8).intValue());
        StrCmp byLen = (a, b) -> a.length() - b.length();
        System.out.println(byLen.compare("aa", "b") + " " + cmpGeneric(byLen, "a", "bbb"));
        Both both = s -> "took " + s;
        System.out.println(((StrSink) both).take("a") + " / " + takeGeneric(both, "b") + " / " + ((StrSink) both).take("c"));
        Both bothRef = String::toUpperCase;
        System.out.println(((Sink<String>) bothRef).take("ref") + " " + takeGeneric(bothRef, "gen"));
        int n = 3;
        StrMaker sm = () -> "made" + n;
        System.out.println(sm.make() + " " + makeGeneric(sm) + " " + ((CharSeqMaker) sm).make().length());
        try {
            Sink rawSink = both;
            rawSink.take(42);
        } catch (ClassCastException e) {
            System.out.println("ClassCastException in bridge");
        }
        try {
            Fn rawFn = up;
            rawFn.apply(Integer.valueOf(3));
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
