// More method-reference shapes: constructor references of local classes that capture locals,
// enum valueOf, bound equals, array lambdas, nested lambdas returning lambdas, anonymous
// classes made in lambdas, and primitive-specialized java.util.function interfaces.
import java.util.function.*;
public class MethodRefMore {
    int base = 100;
    enum E { A, B }
    Supplier<Object> localCtor(int k) {
        String tag = "t" + k;
        class Local { public String toString() { return tag + ":" + k + ":" + base; } }
        Supplier<Local> s = Local::new;
        return s::get;
    }
    public static void main(String[] a) {
        System.out.println(new MethodRefMore().localCtor(5).get());
        Function<String, E> vo = E::valueOf;
        System.out.println(vo.apply("B") + " " + vo.andThen(E::ordinal).apply("A"));
        Predicate<Object> eq = "x"::equals;
        System.out.println(eq.test("x") + " " + eq.test("y"));
        ToIntFunction<int[]> alen = arr -> arr.length;
        Function<int[][], int[]> first = arr -> arr[0];
        System.out.println(alen.applyAsInt(new int[7]) + " " + first.apply(new int[][]{{1,2}})[1]);
        Function<Integer, int[][]> mk = int[][]::new;
        System.out.println(mk.apply(3).length);
        Supplier<Runnable> sr = () -> () -> System.out.println("inner runnable");
        sr.get().run();
        IntFunction<Object> anon = n -> new Object() { public String toString() { return "anon" + n; } };
        System.out.println(anon.apply(9));
        BiFunction<String, Integer, Character> charAt = String::charAt;
        System.out.println(charAt.apply("hello", 1));
        Function<String, char[]> tc = String::toCharArray;
        System.out.println(tc.apply("ab").length);
        Supplier<long[]> la = () -> new long[]{1L << 40};
        System.out.println(la.get()[0]);
        ObjLongConsumer<StringBuilder> olc = StringBuilder::append;
        StringBuilder sb = new StringBuilder(); olc.accept(sb, 123L); System.out.println(sb);
        ToDoubleBiFunction<Integer, Long> tdb = (x, y) -> x / (double) y;
        System.out.println(tdb.applyAsDouble(1, 4L));
    }
}
