// count() skips the traversal exactly when OpenJDK 17 knows the size (SIZED sources and ops).
import java.util.*;
import java.util.stream.*;
public class StreamCountShortcut {
  static <T> java.util.function.Consumer<T> pk(final String t) { return new java.util.function.Consumer<T>() { public void accept(T x) { System.out.print(t + x); } }; }
  static java.util.function.IntConsumer ipk(final String t) { return new java.util.function.IntConsumer() { public void accept(int x) { System.out.print(t + x); } }; }
  public static void main(String[] a) {
    TreeMap<Integer,Integer> t = new TreeMap<>(); for (int i = 0; i < 5; i++) t.put(i, i);
    System.out.println(t.keySet().stream().peek(pk("a")).count());
    System.out.println(t.headMap(3).keySet().stream().peek(pk("b")).count());
    System.out.println(t.descendingKeySet().stream().peek(pk("c")).count());
    System.out.println(t.headMap(3).values().stream().peek(pk("d")).count());
    System.out.println(t.headMap(3).entrySet().stream().peek(pk("e")).count());
    System.out.println(new TreeSet<>(t.keySet()).headSet(2).stream().peek(pk("f")).count());
    System.out.println(new TreeSet<>(t.keySet()).stream().peek(pk("g")).count());
    WeakHashMap<String,Integer> w = new WeakHashMap<>(); w.put("x", 1);
    System.out.println(w.keySet().stream().peek(pk("h")).count());
    System.out.println(w.values().stream().peek(pk("i")).count());
    System.out.println(EnumSet.of(Thread.State.NEW).stream().peek(pk("j")).count());
    System.out.println(Collections.nCopies(2, "z").stream().peek(pk("k")).count());
    System.out.println(new Vector<>(List.of(1)).stream().peek(pk("l")).count());
    System.out.println(new Hashtable<>(Map.of(1, 1)).keySet().stream().peek(pk("m")).count());
    System.out.println(new LinkedHashMap<>(Map.of(1, 1)).keySet().stream().peek(pk("n")).count());
    System.out.println(Collections.unmodifiableSet(new HashSet<>(List.of(1))).stream().peek(pk("o")).count());
    System.out.println("abc".chars().peek(ipk("p")).count());
    System.out.println(new BitSet(){{set(1);}}.stream().peek(ipk("q")).count());
    System.out.println(new Random(1).ints(3).peek(ipk("r")).count());
    System.out.println(new ArrayList<>(List.of(1,2,3)).subList(0,2).stream().peek(pk("s")).count());
    System.out.println(new LinkedList<>(List.of(1,2,3)).subList(0,2).stream().peek(pk("u")).count());
    System.out.println(Stream.of(1,2,3).sorted().peek(pk("v")).count());
    System.out.println(IntStream.range(0, 3).boxed().distinct().peek(StreamCountShortcut.<Integer>pk("w")).count());
  }
}
