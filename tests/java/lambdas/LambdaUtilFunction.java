import java.util.function.*;

// The java.util.function interfaces, their default and static methods, primitive
// specializations and the boxing they imply.
public class LambdaUtilFunction {
    static int calls;

    public static void main(String[] args) {
        Function<Integer, Integer> inc = x -> x + 1;
        Function<Integer, Integer> dbl = x -> x * 2;
        System.out.println(inc.andThen(dbl).apply(5) + " " + inc.compose(dbl).apply(5) + " " + Function.<Integer>identity().apply(9));
        BiFunction<String, Integer, String> rep = (s, n) -> s.repeat(n);
        System.out.println(rep.andThen(String::length).apply("ab", 4));
        Supplier<String> sup = () -> "supplied";
        System.out.println(sup.get());
        StringBuilder log = new StringBuilder();
        Consumer<String> c1 = s -> log.append("1:").append(s).append(' ');
        Consumer<String> c2 = s -> log.append("2:").append(s).append(' ');
        c1.andThen(c2).accept("x");
        System.out.println(log.toString().trim());
        BiConsumer<String, Integer> bc = (s, n) -> System.out.println(s + "=" + n);
        bc.accept("key", 3);
        Predicate<String> empty = String::isEmpty;
        Predicate<String> longish = s -> s.length() > 3;
        System.out.println(empty.negate().test("") + " " + empty.or(longish).test("abcd") + " " + empty.and(longish).test("abcd") + " " + Predicate.isEqual("q").test("q") + " " + Predicate.not(empty).test("z"));
        BiPredicate<String, Integer> hasLen = (s, n) -> s.length() == n;
        System.out.println(hasLen.test("abc", 3) + " " + hasLen.negate().test("abc", 3));
        UnaryOperator<String> up = String::toUpperCase;
        BinaryOperator<Integer> max = BinaryOperator.maxBy((a, b) -> a - b);
        System.out.println(up.apply("up") + " " + max.apply(3, 8) + " " + BinaryOperator.<Integer>minBy(Integer::compare).apply(3, 8));
        IntUnaryOperator sq = x -> x * x;
        IntBinaryOperator add = Integer::sum;
        IntPredicate even = x -> x % 2 == 0;
        IntFunction<String> stars = n -> "*".repeat(n);
        ToIntFunction<String> len = String::length;
        IntSupplier is = () -> ++calls;
        System.out.println(sq.andThen(x -> x + 1).applyAsInt(5) + " " + add.applyAsInt(2, 3) + " " + even.test(4) + " " + even.negate().test(4) + " " + stars.apply(3) + " " + len.applyAsInt("four") + " " + is.getAsInt() + is.getAsInt());
        LongUnaryOperator lsq = x -> x * x;
        LongBinaryOperator lmul = (a, b) -> a * b;
        DoubleUnaryOperator half = d -> d / 2;
        DoubleBinaryOperator hyp = (a, b) -> Math.sqrt(a * a + b * b);
        ToDoubleFunction<Integer> toD = Integer::doubleValue;
        ToLongFunction<String> toL = Long::parseLong;
        DoubleToIntFunction floor = d -> (int) Math.floor(d);
        IntToLongFunction widen = x -> x * 1000000000L;
        LongFunction<String> lstr = Long::toHexString;
        DoubleSupplier pi = () -> Math.PI;
        BooleanSupplier yes = () -> true;
        ObjIntConsumer<String> oic = (s, n) -> System.out.println(s + n);
        System.out.println(lsq.applyAsLong(100000) + " " + lmul.applyAsLong(3, 4) + " " + half.applyAsDouble(3) + " " + hyp.applyAsDouble(3, 4) + " " + toD.applyAsDouble(7) + " " + toL.applyAsLong("123456789012") + " " + floor.applyAsInt(-2.5) + " " + widen.applyAsLong(5) + " " + lstr.apply(255L) + " " + pi.getAsDouble() + " " + yes.getAsBoolean());
        oic.accept("objint", 5);
        IntConsumer ic = x -> System.out.println("int " + x);
        ic.andThen(x -> System.out.println("then " + x)).accept(1);
        DoubleFunction<String> df = d -> "d" + d;
        ToIntBiFunction<String, String> cmp = String::compareTo;
        System.out.println(df.apply(0.5) + " " + cmp.applyAsInt("a", "c"));
    }
}
