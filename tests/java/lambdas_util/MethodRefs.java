import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class MethodRefs {
    static int twice(int x) {
        return 2 * x;
    }

    final String prefix;

    MethodRefs(String prefix) {
        this.prefix = prefix;
    }

    String tag(String s) {
        return prefix + s;
    }

    public static void main(String[] args) {
        IntUnaryOperator tw = MethodRefs::twice;
        Function<String, Integer> parse = Integer::parseInt;
        BiFunction<String, Integer, Character> at = String::charAt;
        Supplier<List<String>> newList = ArrayList::new;
        Function<Integer, int[]> newArr = int[]::new;
        MethodRefs m = new MethodRefs("#");
        UnaryOperator<String> bound = m::tag;
        Function<String, MethodRefs> ctor = MethodRefs::new;
        System.out.println(tw.applyAsInt(21) + " " + parse.apply("123") + " " + at.apply("hello", 1) + " "
                + newList.get().size() + " " + newArr.apply(4).length + " " + bound.apply("x") + " " + ctor.apply("@").tag("y"));
        List<String> names = Stream.of("ann", "bob", "cid").map(String::toUpperCase).collect(Collectors.toList());
        names.forEach(System.out::println);
        String[] arr = names.stream().map(m::tag).toArray(String[]::new);
        System.out.println(Arrays.toString(arr));
        Comparator<String> byLen = Comparator.comparingInt(String::length);
        System.out.println(Stream.of("ccc", "a", "bb").sorted(byLen.reversed()).collect(Collectors.toList()));
        Runnable r = () -> System.out.println("run " + Objects.requireNonNullElse(null, "dflt"));
        r.run();
        System.out.println(IntStream.of(3, 4).map(MethodRefs::twice).sum() + " "
                + Stream.of(1, 2, 3).reduce(0, Integer::sum) + " " + Stream.of("a", "b").collect(StringBuilder::new,
                        StringBuilder::append, StringBuilder::append));
    }
}
