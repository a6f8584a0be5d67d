import java.util.*;
import java.util.function.*;

public class ArrayListBasics {
    interface Action {
        void run();
    }

    static void attempt(String label, Action a) {
        try {
            a.run();
            System.out.println(label + ": ok");
        } catch (RuntimeException e) {
            String msg = (e instanceof NullPointerException || e instanceof ClassCastException) ? "" : ": " + e.getMessage();
            System.out.println(label + ": " + e.getClass().getName() + msg);
        }
    }

    public static void main(String[] args) {
        final ArrayList<String> l = new ArrayList<>();
        System.out.println(l + " " + l.size() + " " + l.isEmpty());
        for (int i = 0; i < 15; i++) {
            l.add("s" + i);
        }
        l.add(0, "first");
        l.add(8, "middle");
        l.add(l.size(), "last");
        System.out.println(l);
        System.out.println(l.get(3) + " " + l.set(3, "S3") + " " + l.get(3));
        System.out.println(l.remove(0) + " " + l.remove("middle") + " " + l.remove("nothing"));
        System.out.println(l.indexOf("s5") + " " + l.lastIndexOf("last") + " " + l.contains("s14") + " " + l.indexOf(null));
        l.add(null);
        l.add("s5");
        System.out.println(l.indexOf(null) + " " + l.lastIndexOf("s5") + " " + l);
        l.remove(null);
        System.out.println(l.subList(2, 6) + " " + l.subList(0, 0));
        List<String> sub = l.subList(3, 8);
        sub.set(0, "X");
        sub.remove(1);
        sub.add("Y");
        System.out.println(sub + " / " + l);
        sub.clear();
        System.out.println(l + " " + l.size());
        attempt("get(-1)", new Action() { public void run() { l.get(-1); } });
        attempt("get(size)", new Action() { public void run() { l.get(l.size()); } });
        attempt("add(100)", new Action() { public void run() { l.add(100, "x"); } });
        attempt("remove(50)", new Action() { public void run() { l.remove(50); } });
        attempt("set(-2)", new Action() { public void run() { l.set(-2, "y"); } });
        attempt("subList(3,1)", new Action() { public void run() { l.subList(3, 1); } });
        attempt("subList(-1,1)", new Action() { public void run() { l.subList(-1, 1); } });
        attempt("subList(0,99)", new Action() { public void run() { l.subList(0, 99); } });
        attempt("listIterator(99)", new Action() { public void run() { l.listIterator(99); } });
        attempt("new ArrayList(-1)", new Action() { public void run() { new ArrayList<String>(-1); } });
        attempt("iterator.remove", new Action() { public void run() { l.iterator().remove(); } });
        attempt("next past end", new Action() {
            public void run() {
                Iterator<String> it = new ArrayList<String>().iterator();
                it.next();
            }
        });
        attempt("CME", new Action() {
            public void run() {
                for (String s : l) {
                    if (s.equals("s10")) {
                        l.add("boom");
                    }
                }
            }
        });
        // removing the second-to-last element in a for-each does not throw (hasNext is false)
        ArrayList<Integer> q = new ArrayList<>(Arrays.asList(1, 2, 3, 4));
        for (Integer i : q) {
            if (i == 3) {
                q.remove(i);
            }
        }
        System.out.println(q);
        final List<String> stale = l.subList(0, 2);
        l.add("grow");
        attempt("stale subList", new Action() { public void run() { stale.size(); } });

        // iterators
        ListIterator<String> li = l.listIterator();
        while (li.hasNext()) {
            int idx = li.nextIndex();
            String s = li.next();
            if (idx % 3 == 0) {
                li.set(s.toUpperCase());
            } else if (idx % 3 == 1) {
                li.remove();
            } else {
                li.add("+" + s);
            }
        }
        System.out.println(l);
        while (li.hasPrevious()) {
            System.out.print(li.previous() + (li.hasPrevious() ? "," : "\n"));
        }

        // bulk operations
        ArrayList<Integer> nums = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            nums.add((i * 7) % 13);
        }
        System.out.println(nums);
        nums.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x % 3 == 0;
            }
        });
        System.out.println(nums);
        nums.replaceAll(new UnaryOperator<Integer>() {
            public Integer apply(Integer x) {
                return x * x;
            }
        });
        System.out.println(nums);
        nums.sort(null);
        System.out.println(nums);
        nums.sort(Collections.reverseOrder());
        System.out.println(nums);
        System.out.println(nums.removeAll(Arrays.asList(4, 16)) + " " + nums);
        System.out.println(nums.retainAll(Arrays.asList(1, 25, 49, 100, 121)) + " " + nums);
        System.out.println(nums.addAll(1, Arrays.asList(-1, -2)) + " " + nums);
        System.out.println(nums.containsAll(Arrays.asList(-1, 25)) + " " + nums.containsAll(Arrays.asList(-1, 26)));
        Integer[] arr = nums.toArray(new Integer[0]);
        System.out.println(arr.length + " " + Arrays.toString(arr));
        Integer[] big = nums.toArray(new Integer[12]);
        System.out.println(Arrays.toString(big));
        Object[] objs = nums.toArray();
        System.out.println(objs.getClass().getSimpleName() + " " + objs.length);
        @SuppressWarnings("unchecked")
        ArrayList<Integer> copy = (ArrayList<Integer>) nums.clone();
        copy.add(5);
        System.out.println(nums + " " + copy + " " + nums.equals(copy));
        System.out.println(nums.hashCode() + " " + new ArrayList<>(nums).hashCode() + " " + Arrays.asList(nums.toArray()).hashCode());
        System.out.println(nums.equals(new LinkedList<>(nums)) + " " + new LinkedList<>(nums).equals(nums));
        final StringBuilder sb = new StringBuilder();
        nums.forEach(new Consumer<Integer>() {
            public void accept(Integer x) {
                sb.append('<').append(x).append('>');
            }
        });
        System.out.println(sb);
        ArrayList<Object> self = new ArrayList<>();
        self.add("a");
        self.add(self);
        System.out.println(self);
        nums.clear();
        nums.ensureCapacity(100);
        nums.trimToSize();
        System.out.println(nums + " " + nums.size());
        List<List<Integer>> nested = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            nested.add(new ArrayList<Integer>());
            for (int j = 0; j <= i; j++) {
                nested.get(i).add(j);
            }
        }
        System.out.println(nested);
    }
}
