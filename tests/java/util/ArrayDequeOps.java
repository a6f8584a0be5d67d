import java.util.*;
import java.util.function.*;

public class ArrayDequeOps {
    public static void main(String[] args) {
        ArrayDeque<Integer> d = new ArrayDeque<>();
        for (int i = 0; i < 10; i++) {
            d.addFirst(i);
            d.addLast(100 + i);
        }
        System.out.println(d + " " + d.size());
        for (int i = 0; i < 7; i++) {
            d.pollFirst();
            d.offerLast(200 + i);
        }
        System.out.println(d);
        System.out.println(d.peekFirst() + " " + d.peekLast() + " " + d.getFirst() + " " + d.getLast());
        System.out.println(d.removeFirstOccurrence(105) + " " + d.removeLastOccurrence(203) + " "
                + d.removeFirstOccurrence(999) + " " + d);
        Iterator<Integer> it = d.iterator();
        while (it.hasNext()) {
            int v = it.next();
            if (v % 3 == 0) {
                it.remove();
            }
        }
        System.out.println(d);
        Iterator<Integer> di = d.descendingIterator();
        StringBuilder sb = new StringBuilder();
        while (di.hasNext()) {
            int v = di.next();
            if (v % 4 == 0) {
                di.remove();
            }
            sb.append(v).append(' ');
        }
        System.out.println(sb + "| " + d);
        System.out.println(d.contains(107) + " " + d.contains(-1) + " " + Arrays.toString(d.toArray()));
        d.removeIf(new Predicate<Integer>() {
            public boolean test(Integer x) {
                return x > 200;
            }
        });
        System.out.println(d);
        // stack usage
        ArrayDeque<String> stack = new ArrayDeque<>();
        for (String tok : "3 4 + 2 * 7 - 10 5 / +".split(" ")) {
            if (Character.isDigit(tok.charAt(tok.length() - 1))) {
                stack.push(tok);
            } else {
                int b = Integer.parseInt(stack.pop());
                int a = Integer.parseInt(stack.pop());
                int r;
                switch (tok) {
                    case "+": r = a + b; break;
                    case "-": r = a - b; break;
                    case "*": r = a * b; break;
                    default: r = a / b;
                }
                stack.push(Integer.toString(r));
            }
        }
        System.out.println("rpn " + stack.pop() + " " + stack.isEmpty());
        ArrayDeque<Integer> e = new ArrayDeque<>(1);
        try {
            e.removeFirst();
        } catch (NoSuchElementException ex) {
            System.out.println("NSEE " + ex.getMessage());
        }
        try {
            e.pop();
        } catch (NoSuchElementException ex) {
            System.out.println("NSEE pop");
        }
        try {
            e.getLast();
        } catch (NoSuchElementException ex) {
            System.out.println("NSEE getLast");
        }
        try {
            e.add(null);
        } catch (NullPointerException ex) {
            System.out.println("NPE");
        }
        System.out.println(e.poll() + " " + e.peek() + " " + e.pollLast());
        for (int i = 0; i < 50; i++) {
            e.offer(i);
            if (i % 3 == 0) {
                e.poll();
            }
        }
        System.out.println(e + " " + e.size());
        ArrayDeque<Integer> c = e.clone();
        c.clear();
        System.out.println(c.size() + " " + e.size() + " " + new ArrayDeque<>(Arrays.asList(3, 1, 2)));
        // BFS on a small grid
        String[] grid = {
            "S..#....",
            ".#.#.##.",
            ".#...#..",
            ".####.#.",
            "......#E"
        };
        int rows = grid.length;
        int cols = grid[0].length();
        int[][] dist = new int[rows][cols];
        for (int[] row : dist) {
            Arrays.fill(row, -1);
        }
        ArrayDeque<int[]> q = new ArrayDeque<>();
        q.add(new int[] {0, 0});
        dist[0][0] = 0;
        int[][] dirs = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
        while (!q.isEmpty()) {
            int[] p = q.poll();
            for (int[] dd : dirs) {
                int r = p[0] + dd[0];
                int cc = p[1] + dd[1];
                if (r >= 0 && r < rows && cc >= 0 && cc < cols && grid[r].charAt(cc) != '#' && dist[r][cc] < 0) {
                    dist[r][cc] = dist[p[0]][p[1]] + 1;
                    q.add(new int[] {r, cc});
                }
            }
        }
        System.out.println("distance to E: " + dist[rows - 1][cols - 1]);
        for (int[] row : dist) {
            System.out.println(Arrays.toString(row));
        }
    }
}
