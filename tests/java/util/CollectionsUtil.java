import java.util.*;

public class CollectionsUtil {
    public static void main(String[] args) {
        List<Integer> l = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            l.add(i);
        }
        Collections.shuffle(l, new Random(42));
        System.out.println("shuffled " + l);
        LinkedList<Integer> ll = new LinkedList<>(l);
        Collections.shuffle(ll, new Random(42));
        System.out.println("shuffled linked " + ll);
        Collections.sort(l);
        System.out.println(l);
        Collections.reverse(l);
        System.out.println(l);
        Collections.sort(l, Collections.reverseOrder(Collections.<Integer>reverseOrder()));
        System.out.println(l);
        Collections.swap(l, 0, 11);
        System.out.println(l);
        Collections.rotate(l, 3);
        System.out.println(l);
        Collections.rotate(l, -5);
        System.out.println(l);
        Collections.sort(l);
        System.out.println(Collections.binarySearch(l, 7) + " " + Collections.binarySearch(l, 100) + " "
                + Collections.binarySearch(l, -3));
        List<Integer> desc = new ArrayList<>(l);
        Collections.sort(desc, Collections.reverseOrder());
        System.out.println(Collections.binarySearch(desc, 4, Collections.reverseOrder()));
        System.out.println(Collections.max(l) + " " + Collections.min(l) + " "
                + Collections.max(l, Collections.reverseOrder()) + " " + Collections.min(Arrays.asList("pear", "fig", "apple")));
        List<String> words = Arrays.asList("a", "b", "a", "c", "a", "b");
        System.out.println(Collections.frequency(words, "a") + " " + Collections.frequency(words, "z") + " "
                + Collections.frequency(Arrays.asList(null, "x", null), null));
        System.out.println(Collections.disjoint(words, Arrays.asList("x", "y")) + " " + Collections.disjoint(words, Arrays.asList("c")));
        System.out.println(Collections.nCopies(4, "ab") + " " + Collections.nCopies(0, 1) + " " + Collections.nCopies(3, 7).hashCode()
                + " " + new ArrayList<>(Collections.nCopies(3, 7)).hashCode());
        List<String> target = new ArrayList<>(Collections.nCopies(5, "-"));
        Collections.copy(target, Arrays.asList("x", "y"));
        System.out.println(target);
        Collections.fill(target, "z");
        System.out.println(target);
        List<Integer> seq = Arrays.asList(1, 2, 3, 1, 2, 3, 4);
        System.out.println(Collections.indexOfSubList(seq, Arrays.asList(2, 3)) + " "
                + Collections.lastIndexOfSubList(seq, Arrays.asList(2, 3)) + " " + Collections.indexOfSubList(seq, Arrays.asList(5)));
        List<Integer> rep = new ArrayList<>(seq);
        System.out.println(Collections.replaceAll(rep, 3, 30) + " " + rep);
        List<String> added = new ArrayList<>();
        System.out.println(Collections.addAll(added, "q", "r", "s") + " " + added);
        // unmodifiable views
        List<Integer> um = Collections.unmodifiableList(l);
        try {
            um.add(1);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE " + e.getMessage());
        }
        try {
            um.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE iterator");
        } catch (IllegalStateException e) {
            System.out.println("ISE iterator");
        }
        l.set(0, 1000);
        System.out.println(um.get(0) + " " + um + " " + um.equals(l) + " " + (um.hashCode() == l.hashCode()));
        Map<String, Integer> base = new TreeMap<>();
        base.put("one", 1);
        base.put("two", 2);
        Map<String, Integer> umap = Collections.unmodifiableMap(base);
        try {
            umap.put("three", 3);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE map put");
        }
        try {
            umap.entrySet().iterator().next().setValue(5);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE entry setValue");
        }
        System.out.println(umap + " " + umap.keySet() + " " + umap.values() + " " + umap.get("two"));
        Set<String> us = Collections.unmodifiableSet(new TreeSet<>(words));
        System.out.println(us + " " + us.contains("c"));
        SortedSet<String> uss = Collections.unmodifiableSortedSet(new TreeSet<>(words));
        System.out.println(uss.first() + " " + uss.headSet("b"));
        Collection<Integer> uc = Collections.unmodifiableCollection(l);
        System.out.println(uc + " " + uc.size());
        // empty and singleton collections
        System.out.println(Collections.emptyList() + " " + Collections.emptySet() + " " + Collections.emptyMap() + " "
                + Collections.singletonList(5) + " " + Collections.singleton("s") + " " + Collections.singletonMap("k", "v"));
        try {
            Collections.emptyList().get(0);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Collections.singletonList(1).get(1);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Collections.singleton(1).add(2);
        } catch (UnsupportedOperationException e) {
            System.out.println("UOE singleton");
        }
        try {
            Collections.nCopies(-1, "x");
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            Collections.copy(new ArrayList<>(Arrays.asList(1)), Arrays.asList(1, 2));
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Collections.max(new ArrayList<Integer>());
        } catch (NoSuchElementException e) {
            System.out.println("NSEE max");
        }
        System.out.println(Collections.emptyIterator().hasNext() + " " + Collections.list(Collections.enumeration(words)));
        List<String> sync = Collections.synchronizedList(new ArrayList<String>());
        sync.add("s1");
        sync.add("s2");
        synchronized (sync) {
            for (String s : sync) {
                System.out.print(s + " ");
            }
        }
        System.out.println(sync);
        Map<String, Integer> smap = Collections.synchronizedMap(new LinkedHashMap<String, Integer>());
        smap.put("z", 26);
        smap.put("a", 1);
        System.out.println(smap + " " + smap.keySet());
        Set<String> fromMap = Collections.newSetFromMap(new LinkedHashMap<String, Boolean>());
        fromMap.add("m");
        fromMap.add("k");
        fromMap.add("m");
        System.out.println(fromMap);
        Queue<Integer> lifo = Collections.asLifoQueue(new ArrayDeque<Integer>());
        lifo.add(1);
        lifo.add(2);
        lifo.add(3);
        System.out.println(lifo.poll() + " " + lifo);
        Comparator<String> rev = Collections.reverseOrder();
        List<String> ws = new ArrayList<>(Arrays.asList("b", "c", "a"));
        ws.sort(rev);
        System.out.println(ws + " " + (Collections.reverseOrder(rev) == Comparator.naturalOrder()));
    }
}
