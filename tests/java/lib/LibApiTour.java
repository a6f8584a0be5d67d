// One call of (almost) every method the class-library issue (4) lists, printed, so that a
// missing or different method shows up against HotSpot.
import java.io.*;
import java.util.*;
import java.util.concurrent.*;
import java.util.concurrent.atomic.*;
import java.util.concurrent.locks.*;
import java.util.function.*;
import java.util.stream.*;

public class LibApiTour {
    enum Color { RED, GREEN, BLUE }
    record Point(int x, int y) {}

    static void p(Object o) { System.out.println(o); }

    public static void main(String[] args) throws Exception {
        // java.lang.String
        String s = "  Hello, World  ";
        p(s.strip() + "|" + s.trim() + "|" + s.stripLeading() + "|" + s.stripTrailing() + "|" + s.isBlank());
        p(String.format("%5d|%-6s|%08.3f|%x|%c|%b|%e|%,d", 42, "ab", 3.14159, 255, 'z', null, 12345.678, 1234567));
        p(Arrays.toString("a,b,,c,".split(",")) + Arrays.toString("a1b22c333".split("\\d+")) + Arrays.toString("x y  z".split(" ", 2)));
        p(String.join("-", List.of("a", "b", "c")) + "ab".repeat(3) + "abc".chars().sum() + "b".compareTo("a") + "hello".hashCode());
        p(new String("in") == "in" ? "same" : new String("in").intern() == "in");
        p("Mississippi".indexOf("ss", 3) + " " + "Mississippi".lastIndexOf('s') + " " + "abc".contains("bc") + " " + "a-b".replace('-', '+') + " " + "AbC".toLowerCase() + "abc".toUpperCase());
        StringBuilder sb = new StringBuilder("abc").append(1).append(2.5).append('x').insert(0, "[").reverse();
        p(sb + " " + sb.length() + " " + new StringBuffer("q").append(true).deleteCharAt(0));
        // boxes
        p(Integer.parseInt("-7f", 16) + " " + Integer.toString(255, 2) + " " + Long.toString(-255L, 36) + " " + Integer.bitCount(255) + " " + Integer.reverse(1) + " " + Long.numberOfTrailingZeros(64) + " " + Integer.highestOneBit(100));
        p((Integer.valueOf(127) == Integer.valueOf(127)) + " " + Short.parseShort("-5") + Byte.parseByte("12") + " " + Character.isDigit('5') + Character.toUpperCase('q') + Character.getNumericValue('9') + " " + Boolean.parseBoolean("TRUE"));
        p(0.1 + 0.2 + " " + 1e21 + " " + 1.0e-5 + " " + 100.0f + " " + Float.MIN_VALUE + " " + Double.MAX_VALUE + " " + Double.toString(1234567.0) + " " + Double.parseDouble("1e-3") + " " + Float.parseFloat("3.4028235e38"));
        // Math, System, Runtime
        p(Math.floorMod(-7, 3) + " " + Math.abs(-2.5) + " " + Math.round(2.5) + " " + Math.hypot(3, 4) + " " + Math.cbrt(27) + " " + Math.signum(-3.0) + " " + StrictMath.sin(1) + " " + Math.sin(1) + " " + Math.pow(2, 0.5) + " " + Math.atan2(1, 2));
        int[] src = {1, 2, 3, 4, 5}, dst = new int[5];
        System.arraycopy(src, 1, dst, 0, 3);
        p(Arrays.toString(dst) + " " + (System.nanoTime() > 0) + " " + (System.currentTimeMillis() > 0) + " " + (System.identityHashCode(src) == System.identityHashCode(src)) + " " + System.lineSeparator().length() + " " + System.getProperty("no.such", "dflt") + " " + (System.getenv("PATH") != null));
        Runtime rt = Runtime.getRuntime();
        rt.gc();
        p((rt.totalMemory() > 0) + " " + (rt.freeMemory() >= 0) + " " + (rt.maxMemory() > 0) + " " + (rt.availableProcessors() > 0));
        // Thread
        Thread t = new Thread(() -> {
            try { Thread.sleep(10_000); } catch (InterruptedException e) { p("interrupted " + Thread.currentThread().getName()); }
        }, "worker");
        t.setDaemon(false);
        t.start();
        t.interrupt();
        t.join();
        p(t.isAlive() + " " + t.isDaemon() + " " + Thread.currentThread().getName());
        // Throwable
        try (AutoCloseable a = () -> { throw new IOException("close"); }) {
            throw new IllegalStateException("body", new ArithmeticException("cause"));
        } catch (IllegalStateException e) {
            p(e.getMessage() + " " + e.getCause().getMessage() + " " + e.getSuppressed()[0].getMessage() + " " + e.getStackTrace()[0].getMethodName() + " " + (e.getStackTrace()[0].getLineNumber() > 0));
        }
        // Class, Enum, Record
        p(String.class.getName() + " " + int[].class.getSimpleName() + " " + Number.class.isInstance(3) + " " + int[].class.isArray() + " " + int[][].class.getComponentType() + " " + Integer.class.getSuperclass() + " " + Arrays.toString(Color.class.getEnumConstants()) + " " + Void.TYPE);
        p(Color.valueOf("GREEN").ordinal() + " " + Arrays.toString(Color.values()) + " " + new Point(1, 2) + " " + new Point(1, 2).equals(new Point(1, 2)) + " " + new Point(1, 2).hashCode());
        switch (Color.BLUE) { case BLUE -> p("blue"); default -> p("other"); }
        // refs
        ReferenceQueueCheck.run();
        // collections
        List<Integer> al = new ArrayList<>(List.of(5, 3, 9, 1));
        LinkedList<Integer> ll = new LinkedList<>(al);
        ll.addFirst(0); ll.removeLast();
        ArrayDeque<Integer> dq = new ArrayDeque<>(); dq.push(1); dq.offerLast(2); dq.pollFirst();
        PriorityQueue<Integer> pq = new PriorityQueue<>(Comparator.reverseOrder()); pq.addAll(al);
        p(al + " " + ll + " " + dq + " " + pq.poll() + pq.poll());
        Map<String, Integer> hm = new HashMap<>();
        for (String w : "the quick brown fox jumps over the lazy dog the end".split(" ")) hm.merge(w, 1, Integer::sum);
        p(hm + " " + new TreeMap<>(hm).headMap("f") + " " + new HashSet<>(List.of("zeta", "alpha", "mu", "pi")));
        LinkedHashMap<Integer, String> lru = new LinkedHashMap<>(16, 0.75f, true);
        lru.put(1, "a"); lru.put(2, "b"); lru.put(3, "c"); lru.get(1);
        p(lru + " " + new LinkedHashSet<>(List.of(3, 1, 2)) + " " + new TreeSet<>(List.of(3, 1, 2)).descendingSet());
        WeakHashMap<Object, String> whm = new WeakHashMap<>(); whm.put("k", "v");
        IdentityHashMap<String, Integer> ihm = new IdentityHashMap<>(); ihm.put(new String("a"), 1); ihm.put(new String("a"), 2);
        EnumMap<Color, Integer> em = new EnumMap<>(Color.class); em.put(Color.BLUE, 3); em.put(Color.RED, 1);
        p(whm + " " + ihm.size() + " " + em + " " + EnumSet.complementOf(EnumSet.of(Color.GREEN)) + " " + EnumSet.range(Color.RED, Color.GREEN));
        Integer[] boxed = {3, 1, 2}; int[] prim = {9, 4, 7};
        Arrays.sort(boxed, Comparator.reverseOrder()); Arrays.sort(prim);
        int[] filled = new int[3]; Arrays.fill(filled, 7); int[] sq = new int[4]; Arrays.setAll(sq, i -> i * i);
        p(Arrays.toString(boxed) + Arrays.binarySearch(prim, 7) + Arrays.toString(Arrays.copyOf(prim, 5)) + Arrays.asList(1, 2) + Arrays.equals(prim, new int[]{4, 7, 9}) + Arrays.hashCode(prim) + Arrays.deepToString(new int[][]{{1}, {2, 3}}) + Arrays.toString(filled) + Arrays.toString(sq) + Arrays.stream(prim).sum());
        List<Integer> cl = new ArrayList<>(List.of(1, 2, 3, 4, 5, 6));
        Collections.shuffle(cl, new Random(42)); String sh = cl.toString(); Collections.sort(cl); Collections.reverse(cl);
        p(sh + cl + Collections.max(cl) + Collections.min(cl) + Collections.frequency(List.of(1, 1, 2), 1) + Collections.nCopies(2, "x") + Collections.emptyList() + Collections.unmodifiableList(cl).size());
        try { List.of(1).add(2); } catch (UnsupportedOperationException e) { p("immutable"); }
        try { for (Integer i : al) al.remove(i); } catch (ConcurrentModificationException e) { p("CME"); }
        Random r = new Random(7);
        p(r.nextInt(100) + " " + r.nextLong() + " " + r.nextDouble() + " " + r.nextBoolean() + " " + r.nextGaussian());
        StringJoiner sj = new StringJoiner(", ", "{", "}"); sj.add("a").add("b");
        BitSet bs = new BitSet(); bs.set(1); bs.set(5); bs.set(64);
        p(sj + " " + bs + " " + bs.cardinality() + " " + Objects.hash(1, "a") + " " + Objects.requireNonNullElse(null, "d") + " " + Optional.ofNullable(null).map(Object::toString).orElse("empty") + " " + Optional.of(3).filter(x -> x > 2).isPresent());
        // functions and streams
        Function<Integer, Integer> inc = x -> x + 1; BiFunction<Integer, Integer, Integer> add = Integer::sum;
        Predicate<String> empty = String::isEmpty; Supplier<List<String>> mk = ArrayList::new; UnaryOperator<String> up = String::toUpperCase;
        p(inc.andThen(x -> x * 2).compose((Integer x) -> x - 1).apply(5) + " " + add.andThen(inc).apply(2, 3) + " " + empty.negate().or(x -> true).test("") + " " + mk.get() + up.apply("u") + " " + BinaryOperator.minBy(Comparator.<Integer>naturalOrder()).apply(4, 2));
        p(Stream.of("bb", "a", "ccc", "a").distinct().sorted(Comparator.comparing(String::length)).collect(Collectors.joining(",", "[", "]"))
          + IntStream.range(0, 10).filter(i -> i % 2 == 0).map(i -> i * i).boxed().collect(Collectors.toList())
          + Stream.iterate(1, x -> x * 3).limit(5).skip(1).peek(x -> {}).mapToInt(Integer::intValue).max().getAsInt()
          + LongStream.rangeClosed(1, 20).reduce(1, (a, b) -> a * b) + " " + DoubleStream.of(1, 2, 4).average().getAsDouble()
          + Stream.generate(() -> "g").limit(2).collect(Collectors.toSet())
          + Stream.of(List.of(1, 2), List.of(3)).flatMap(List::stream).mapToInt(Integer::intValue).mapToObj(Integer::toString).count());
        Map<Integer, Long> byLen = Stream.of("a", "bb", "cc", "ddd").collect(Collectors.groupingBy(String::length, TreeMap::new, Collectors.counting()));
        Map<Boolean, List<Integer>> parts = IntStream.rangeClosed(1, 6).boxed().collect(Collectors.partitioningBy(i -> i > 3));
        p(byLen + " " + parts + " " + Stream.of("x", "yy").collect(Collectors.toMap(w -> w, String::length)) + " " + Stream.of("a", "b").collect(Collectors.summingInt(String::length)) + " " + Stream.of(3, 4).anyMatch(i -> i > 3) + Stream.of(3, 4).allMatch(i -> i > 3) + Stream.of(3).noneMatch(i -> i > 3) + Stream.of(8, 9).findFirst().get() + Arrays.toString(Stream.of(1, 2).toArray()) + IntStream.of(3, 1).min().getAsInt());
        // concurrency
        AtomicInteger ai = new AtomicInteger(); AtomicLong alng = new AtomicLong(5); AtomicBoolean ab = new AtomicBoolean(); AtomicReference<String> ar = new AtomicReference<>("x");
        ConcurrentHashMap<String, Integer> chm = new ConcurrentHashMap<>();
        ExecutorService ex = Executors.newFixedThreadPool(3);
        CountDownLatch latch = new CountDownLatch(4);
        ReentrantLock lock = new ReentrantLock(); Condition cond = lock.newCondition();
        List<Future<Integer>> fs = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            final int k = i;
            fs.add(ex.submit(() -> { ai.incrementAndGet(); chm.merge("k", k, Integer::sum); latch.countDown(); return k * k; }));
        }
        latch.await();
        int sum = 0; for (Future<Integer> f : fs) sum += f.get();
        ex.shutdown(); ex.awaitTermination(5, TimeUnit.SECONDS);
        lock.lock(); try { cond.await(1, TimeUnit.MILLISECONDS); } finally { lock.unlock(); }
        p(ai.get() + " " + alng.addAndGet(3) + " " + ab.compareAndSet(false, true) + " " + ar.getAndSet("y") + ar.get() + " " + chm + " " + sum + " " + ex.isShutdown());
        Object mon = new Object();
        synchronized (mon) { mon.wait(1); mon.notifyAll(); }
        // io
        File f = File.createTempFile("tour", ".txt");
        try (BufferedWriter w = new BufferedWriter(new FileWriter(f))) { w.write("line one"); w.newLine(); w.write("line two"); }
        try (BufferedReader rd = new BufferedReader(new FileReader(f))) { p(rd.readLine() + "/" + rd.readLine() + "/" + rd.readLine() + " " + f.length() + " " + f.exists()); }
        p(f.delete() + " " + f.exists());
        try { new FileReader("/no/such/file"); } catch (FileNotFoundException e) { p("FNF " + e.getMessage()); }
        BufferedReader in = new BufferedReader(new InputStreamReader(new ByteArrayInputStream("42 rest\nnext line\n".getBytes())));
        p(in.readLine());
        Scanner sc = new Scanner("7 words here\nsecond line\n");
        p(sc.nextInt() + "|" + sc.nextLine() + "|" + sc.hasNext() + "|" + sc.nextLine());
        System.out.printf("%s %d %.2f%n", "printf", 1, 2.0);
        System.out.format("%b%n", true);
        System.out.print('c'); System.out.print(1L); System.out.print(1.5f); System.out.print(new char[]{'o', 'k'}); System.out.println();
    }

    static class ReferenceQueueCheck {
        static void run() throws InterruptedException {
            java.lang.ref.ReferenceQueue<Object> q = new java.lang.ref.ReferenceQueue<>();
            java.lang.ref.WeakReference<Object> w = new java.lang.ref.WeakReference<>(new Object(), q);
            java.lang.ref.SoftReference<Object> soft = new java.lang.ref.SoftReference<>(new Object());
            for (int i = 0; i < 50 && w.get() != null; i++) { System.gc(); Thread.sleep(5); }
            java.lang.ref.Reference<?> got = q.remove(5000);
            p("weak cleared " + (w.get() == null) + " queued " + (got == w) + " soft kept " + (soft.get() != null));
        }
    }
}
