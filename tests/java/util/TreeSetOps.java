import java.util.*;

public class TreeSetOps {
    public static void main(String[] args) {
        TreeSet<String> s = new TreeSet<>(Arrays.asList("pear", "apple", "fig", "banana", "kiwi", "cherry", "date",
                "grape", "lemon", "mango"));
        System.out.println(s + " " + s.size() + " " + s.first() + " " + s.last());
        System.out.println(s.headSet("date") + " " + s.tailSet("kiwi") + " " + s.subSet("b", "g"));
        System.out.println(s.headSet("date", true) + " " + s.tailSet("kiwi", false) + " " + s.subSet("banana", false, "fig", true));
        System.out.println(s.lower("date") + " " + s.floor("date") + " " + s.ceiling("dog") + " " + s.higher("pear")
                + " " + s.lower("a"));
        System.out.println(s.descendingSet() + " " + s.descendingSet().headSet("grape"));
        NavigableSet<String> sub = s.subSet("c", true, "l", false);
        sub.add("coconut");
        sub.remove("fig");
        System.out.println(sub + " " + s);
        try {
            sub.add("zucchini");
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        System.out.println(s.pollFirst() + " " + s.pollLast() + " " + s);
        System.out.println(sub.pollFirst() + " " + sub.pollLast() + " " + sub + " " + s);
        Iterator<String> it = s.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (it.hasNext()) {
            String x = it.next();
            sb.append(x.charAt(0));
            if (x.length() == 4) {
                it.remove();
            }
        }
        System.out.println(sb + " " + s);
        TreeSet<Integer> nums = new TreeSet<>(Collections.reverseOrder());
        for (int i = 0; i < 20; i++) {
            nums.add((i * 13) % 17);
        }
        System.out.println(nums + " " + nums.first() + " " + nums.headSet(10) + " " + nums.ceiling(16) + " " + (nums.comparator() == Collections.reverseOrder()));
        System.out.println(nums.contains(5) + " " + nums.remove(5) + " " + nums.contains(5) + " " + nums.remove(5));
        TreeSet<Integer> copy = new TreeSet<>(nums);
        System.out.println(copy + " " + copy.equals(new HashSet<>(nums)) + " " + copy.hashCode());
        @SuppressWarnings("unchecked")
        TreeSet<Integer> cl = (TreeSet<Integer>) nums.clone();
        cl.clear();
        System.out.println(cl + " " + nums.size());
        SortedSet<Integer> head = nums.headSet(8);
        nums.add(100);
        System.out.println(head + " " + head.first() + " " + head.last());
        TreeSet<String> words = new TreeSet<>(new Comparator<String>() {
            public int compare(String a, String b) {
                return a.length() != b.length() ? a.length() - b.length() : a.compareTo(b);
            }
        });
        Collections.addAll(words, "the", "quick", "brown", "fox", "jumps", "over", "the", "lazy", "dog");
        System.out.println(words);
        try {
            new TreeSet<Integer>().first();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE");
        }
        try {
            TreeSet<Object> bad = new TreeSet<>();
            bad.add("x");
            bad.add(1);
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }
        // range counting
        TreeSet<Integer> evens = new TreeSet<>();
        for (int i = 0; i <= 100; i += 2) {
            evens.add(i);
        }
        System.out.println(evens.subSet(10, 30).size() + " " + evens.headSet(50, true).size() + " " + evens.tailSet(91).size());
    }
}
