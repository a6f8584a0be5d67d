// Boxing, unboxing, widening and casting between the interface type, the instantiated type
// and the implementation method (LambdaMetafactory's adaptation rules).
public class LambdaConversions {
    interface Fn<A, R> { R apply(A a); }
    interface ToLong<T> { long apply(T t); }
    interface ToDouble<T> { double apply(T t); }
    interface IntToObj<R> { R apply(int x); }
    interface IntToLong { long apply(int x); }
    interface IntToDouble { double apply(int x); }
    interface CharToInt { int apply(char c); }
    interface ByteToLong { long apply(byte b); }
    interface FloatToDouble { double apply(float f); }
    interface LongToFloat { float apply(long l); }
    interface ObjToInt<T> { int apply(T t); }
    interface ObjToBool<T> { boolean apply(T t); }
    interface ObjToChar<T> { char apply(T t); }
    interface IntSup { int get(); }
    interface ObjSup { Object get(); }
    interface NumSup { Number get(); }
    interface VoidFn<T> { void accept(T t); }
    interface ShortToObj { Object apply(short s); }

    static int twice(int x) { return 2 * x; }
    static long toLong(long x) { return x + 1; }
    static double half(double d) { return d / 2; }
    static String describe(Object o) { return "obj:" + o; }
    static String describeNum(Number n) { return "num:" + n.getClass().getSimpleName() + "=" + n; }
    static int charCode(int c) { return c; }
    static boolean isBig(Integer i) { return i > 100; }
    static char firstChar(String s) { return s.charAt(0); }
    static Integer boxed(int x) { return x * 10; }
    static long sideEffect(String s) { System.out.println("side " + s); return s.length(); }

    public static void main(String[] args) {
        Fn<Integer, Integer> f = LambdaConversions::twice;            // unbox, box
        System.out.println(f.apply(21));
        Fn<Integer, Long> widenBox = LambdaConversions::toLong;       // unbox+widen, box
        System.out.println(widenBox.apply(41));
        ToLong<Integer> tl = LambdaConversions::toLong;               // Integer -> long
        System.out.println(tl.apply(9));
        ToDouble<Integer> td = LambdaConversions::half;               // Integer -> double
        System.out.println(td.apply(5));
        ToDouble<Float> tdf = LambdaConversions::half;                // Float -> double
        System.out.println(tdf.apply(3.5f));
        IntToObj<Object> box = LambdaConversions::describe;           // int -> Object (boxing)
        System.out.println(box.apply(3));
        IntToObj<String> num = LambdaConversions::describeNum;        // int -> Number
        System.out.println(num.apply(4));
        IntToLong il = LambdaConversions::toLong;                     // int -> long widening
        System.out.println(il.apply(Integer.MAX_VALUE));
        IntToDouble idd = LambdaConversions::half;
        System.out.println(idd.apply(7));
        CharToInt ci = LambdaConversions::charCode;                   // char -> int
        System.out.println(ci.apply('A'));
        ByteToLong bl = LambdaConversions::toLong;                    // byte -> long
        System.out.println(bl.apply((byte) -3));
        FloatToDouble fd = LambdaConversions::half;
        System.out.println(fd.apply(1.5f));
        LongToFloat lf = x -> x;                                      // in the lambda body
        System.out.println(lf.apply(1L << 40));
        ObjToInt<Integer> oi = LambdaConversions::twice;              // Integer -> int
        System.out.println(oi.apply(50));
        ObjToInt<Character> oc = LambdaConversions::charCode;         // Character -> int
        System.out.println(oc.apply('z'));
        ObjToBool<Integer> ob = LambdaConversions::isBig;             // Integer stays boxed
        System.out.println(ob.apply(101) + " " + ob.apply(5));
        ObjToChar<String> och = LambdaConversions::firstChar;
        System.out.println(och.apply("xyz"));
        IntSup is = () -> boxed(4);                                   // Integer -> int in body
        IntSup ref = Integer.valueOf(77)::intValue;
        System.out.println(is.get() + " " + ref.get());
        ObjSup os = () -> 5;
        System.out.println(os.get().getClass().getName());
        NumSup ns = () -> 2.5f;
        System.out.println(ns.get().getClass().getName() + " " + ns.get());
        VoidFn<String> discard = LambdaConversions::sideEffect;       // result dropped
        discard.accept("abc");
        ShortToObj so = LambdaConversions::boxed;                     // short -> int -> Integer
        System.out.println(so.apply((short) 12));
        Fn<Integer, Integer> nul = LambdaConversions::twice;
        try {
            nul.apply(null);
        } catch (NullPointerException e) {
            System.out.println("NullPointerException on unboxing");
        }
        Fn<Object, Object> raw = (Fn) f;
        try {
            raw.apply("not an integer");
        } catch (ClassCastException e) {
            System.out.println("ClassCastException");
        }
    }
}
