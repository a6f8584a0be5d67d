// Lambdas of every functional shape, over small interfaces of the test's own.
public class LambdaShapes {
    interface Action { void run(); }
    interface IntSource { int get(); }
    interface IntOp { int apply(int x); }
    interface LongDoubleOp { double apply(long a, double b); }
    interface Pred { boolean test(Object o); }
    interface Mapper<A, B> { B map(A a); }
    interface Bi<A, B, C> { C apply(A a, B b); }
    interface ArrayMaker { String[] make(int n); }
    interface CharOp { char next(char c); }
    interface ByteShort { short combine(byte b, short s); }
    interface FloatOp { float half(float f); }
    interface Many { String all(int a, long b, float c, double d, char e, boolean f, byte g, short h, Object i); }
    interface ThrowingOp { int call(int x) throws Exception; }
    interface VoidWithArgs { void accept(String s, int n); }
    interface LongSupplier { long get(); }
    interface BoolOp { boolean not(boolean b); }

    static int counter;

    public static void main(String[] args) throws Exception {
        Action a = () -> System.out.println("action ran");
        a.run();
        Action b = () -> counter++;
        b.run();
        b.run();
        System.out.println("counter=" + counter);
        IntSource src = () -> 42;
        System.out.println(src.get());
        IntOp sq = x -> x * x;
        IntOp neg = (int x) -> { return -x; };
        System.out.println(sq.apply(7) + " " + neg.apply(7) + " " + sq.apply(neg.apply(3)));
        LongDoubleOp ld = (p, q) -> p * q + 0.5;
        System.out.println(ld.apply(3000000000L, 2.0));
        Pred isStr = o -> o instanceof String;
        System.out.println(isStr.test("s") + " " + isStr.test(1) + " " + isStr.test(null));
        Mapper<String, Integer> len = s -> s.length();
        System.out.println(len.map("hello"));
        Mapper<Integer, String> stars = n -> {
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < n; i++) sb.append('*');
            return sb.toString();
        };
        System.out.println(stars.map(5));
        Bi<String, Integer, String> rep = (s, n) -> {
            String r = "";
            for (int i = 0; i < n; i++) r += s;
            return r;
        };
        System.out.println(rep.apply("ab", 3));
        ArrayMaker am = n -> new String[n];
        System.out.println(am.make(4).length);
        CharOp nx = c -> (char) (c + 1);
        System.out.println(nx.next('a'));
        ByteShort bs = (x, y) -> (short) (x * 100 + y);
        System.out.println(bs.combine((byte) 3, (short) 21));
        FloatOp half = f -> f / 2;
        System.out.println(half.half(5f));
        Many m = (p1, p2, p3, p4, p5, p6, p7, p8, p9) -> p1 + "," + p2 + "," + p3 + "," + p4 + "," + p5 + "," + p6 + "," + p7 + "," + p8 + "," + p9;
        System.out.println(m.all(1, 2L, 3.5f, 4.25, 'x', true, (byte) -7, (short) 300, "obj"));
        ThrowingOp th = x -> {
            if (x < 0) throw new Exception("negative " + x);
            return x + 1;
        };
        System.out.println(th.call(1));
        try {
            th.call(-5);
        } catch (Exception e) {
            System.out.println("caught " + e.getMessage());
        }
        VoidWithArgs va = (s, n) -> System.out.println(s + "#" + n);
        va.accept("v", 9);
        LongSupplier big = () -> Long.MAX_VALUE;
        System.out.println(big.get());
        BoolOp not = x -> !x;
        System.out.println(not.not(true) + " " + not.not(false));
        Mapper<Object, String> ts = String::valueOf;
        System.out.println(ts.map(null) + " " + ts.map(12));
    }
}
