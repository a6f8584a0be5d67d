import java.util.*;

public class PriorityQueueOrder {
    static final class Task {
        final String name;
        final int priority;
        final int seq;

        Task(String name, int priority, int seq) {
            this.name = name;
            this.priority = priority;
            this.seq = seq;
        }

        public String toString() {
            return name + "(" + priority + ")";
        }
    }

    public static void main(String[] args) {
        PriorityQueue<Integer> pq = new PriorityQueue<>();
        int[] vals = {42, 7, 19, 3, 88, 1, 56, 23, 9, 14, 65, 2, 31, 77, 5, 11, 8};
        for (int v : vals) {
            pq.add(v);
        }
        System.out.println(pq + " " + pq.size() + " " + pq.peek());
        System.out.println(pq.remove(23) + " " + pq.remove(1000) + " " + pq);
        Iterator<Integer> it = pq.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 2 == 1) {
                it.remove();
            }
        }
        System.out.println(pq);
        StringBuilder sb = new StringBuilder();
        while (!pq.isEmpty()) {
            sb.append(pq.poll()).append(' ');
        }
        System.out.println(sb);
        PriorityQueue<Integer> fromList = new PriorityQueue<>(Arrays.asList(9, 8, 7, 6, 5, 4, 3, 2, 1, 0));
        System.out.println(fromList);
        PriorityQueue<Integer> max = new PriorityQueue<>(Collections.reverseOrder());
        for (int v : vals) {
            max.offer(v);
        }
        System.out.println(max);
        PriorityQueue<Integer> copy = new PriorityQueue<>(max);
        System.out.println(copy + " " + copy.comparator().equals(max.comparator()));
        PriorityQueue<Integer> fromSorted = new PriorityQueue<>(new TreeSet<>(Arrays.asList(5, 3, 9, 1)));
        System.out.println(fromSorted);
        max.removeIf(new java.util.function.Predicate<Integer>() {
            public boolean test(Integer x) {
                return x > 40;
            }
        });
        System.out.println(max);
        max.retainAll(Arrays.asList(1, 2, 3, 5, 7, 8, 9, 11, 13));
        System.out.println(max + " " + Arrays.toString(max.toArray()));
        // scheduler: priority then FIFO
        PriorityQueue<Task> sched = new PriorityQueue<>(new Comparator<Task>() {
            public int compare(Task a, Task b) {
                if (a.priority != b.priority) {
                    return Integer.compare(b.priority, a.priority);
                }
                return Integer.compare(a.seq, b.seq);
            }
        });
        String[] names = {"backup", "email", "compile", "deploy", "test", "lint", "report", "alert"};
        int[] prios = {1, 3, 5, 5, 4, 2, 1, 9};
        for (int i = 0; i < names.length; i++) {
            sched.add(new Task(names[i], prios[i], i));
        }
        System.out.println(sched);
        int time = 0;
        while (!sched.isEmpty()) {
            Task t = sched.poll();
            time += t.name.length();
            System.out.println("t=" + time + " run " + t + " queue=" + sched);
            if (t.name.equals("compile")) {
                sched.add(new Task("recompile", 6, 100));
            }
        }
        try {
            new PriorityQueue<Object>().add(new Object());
        } catch (ClassCastException e) {
            System.out.println("CCE");
        }
        try {
            new PriorityQueue<Integer>().add(null);
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
        try {
            new PriorityQueue<Integer>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE " + e.getMessage());
        }
        try {
            new PriorityQueue<Integer>().remove();
        } catch (NoSuchElementException e) {
            System.out.println("NSEE");
        }
        // k smallest with a bounded max-heap
        PriorityQueue<Integer> k = new PriorityQueue<>(Collections.reverseOrder());
        Random r = new Random(3);
        for (int i = 0; i < 100; i++) {
            k.add(r.nextInt(1000));
            if (k.size() > 5) {
                k.poll();
            }
        }
        System.out.println("5 smallest heap " + k);
    }
}
