import java.util.*;

public class LinkedListDeque {
    public static void main(String[] args) {
        LinkedList<Integer> l = new LinkedList<>();
        for (int i = 0; i < 6; i++) {
            l.add(i);
            l.addFirst(-i);
        }
        System.out.println(l + " " + l.size());
        System.out.println(l.getFirst() + " " + l.getLast() + " " + l.peekFirst() + " " + l.peekLast());
        System.out.println(l.removeFirst() + " " + l.removeLast() + " " + l.pollFirst() + " " + l.pollLast());
        System.out.println(l.pop() + " " + l.poll() + " " + l.peek() + " " + l.element());
        l.push(99);
        l.offer(100);
        l.offerFirst(98);
        l.offerLast(101);
        System.out.println(l);
        System.out.println(l.get(3) + " " + l.set(3, 33) + " " + l.indexOf(33) + " " + l.lastIndexOf(101));
        l.add(2, 7);
        l.add(2, 7);
        System.out.println(l + " " + l.removeFirstOccurrence(7) + " " + l.removeLastOccurrence(101) + " " + l);
        System.out.println(l.remove(1) + " " + l.remove((Integer) 100) + " " + l);
        ListIterator<Integer> it = l.listIterator(2);
        while (it.hasNext()) {
            int v = it.next();
            if (v % 2 == 0) {
                it.set(v * 10);
            } else {
                it.add(v + 1000);
            }
        }
        System.out.println(l);
        while (it.hasPrevious()) {
            int idx = it.previousIndex();
            int v = it.previous();
            if (idx == 1) {
                it.remove();
            }
            System.out.print(v + " ");
        }
        System.out.println();
        System.out.println(l);
        Iterator<Integer> d = l.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (d.hasNext()) {
            int v = d.next();
            if (v > 1000) {
                d.remove();
            }
            sb.append(v).append(',');
        }
        System.out.println(sb + " " + l);
        l.addAll(Arrays.asList(1, 2, 3));
        l.addAll(0, Arrays.asList(-7, -8));
        l.addAll(3, Arrays.asList(55));
        System.out.println(l);
        System.out.println(l.subList(1, 4) + " " + l.contains(55) + " " + l.contains(56));
        Object[] arr = l.toArray();
        Integer[] arr2 = l.toArray(new Integer[0]);
        System.out.println(arr.length + " " + arr2.length + " " + Arrays.toString(arr2));
        @SuppressWarnings("unchecked")
        LinkedList<Integer> cl = (LinkedList<Integer>) l.clone();
        cl.clear();
        System.out.println(cl + " " + l.size());
        LinkedList<Integer> empty = new LinkedList<>();
        String[] ops = {"getFirst", "getLast", "removeFirst", "removeLast", "element", "pop", "remove", "get"};
        for (String op : ops) {
            try {
                switch (op) {
                    case "getFirst": empty.getFirst(); break;
                    case "getLast": empty.getLast(); break;
                    case "removeFirst": empty.removeFirst(); break;
                    case "removeLast": empty.removeLast(); break;
                    case "element": empty.element(); break;
                    case "pop": empty.pop(); break;
                    case "remove": empty.remove(); break;
                    default: l.get(100);
                }
                System.out.println(op + " ok");
            } catch (RuntimeException e) {
                System.out.println(op + " " + e);
            }
        }
        System.out.println(empty.poll() + " " + empty.peek() + " " + empty.pollLast() + " " + empty.peekLast());
        try {
            l.listIterator(100);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            l.add(-1, 5);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            for (Integer x : l) {
                if (x == 55) {
                    l.addLast(0);
                }
            }
        } catch (ConcurrentModificationException e) {
            System.out.println("CME");
        }
        // a queue simulation
        Queue<String> q = new LinkedList<>();
        for (String s : "a b c d e".split(" ")) {
            q.offer(s);
        }
        StringBuilder out = new StringBuilder();
        int round = 0;
        while (!q.isEmpty()) {
            String s = q.poll();
            out.append(s);
            if (round++ % 2 == 0 && s.length() < 3) {
                q.offer(s + s.charAt(0));
            }
        }
        System.out.println(out);
        System.out.println(l.hashCode() + " " + l.equals(new ArrayList<>(l)));
    }
}
