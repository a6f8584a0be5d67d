import java.util.*;

public class GraphAlgorithms {
    static final class Edge {
        final String to;
        final int w;

        Edge(String to, int w) {
            this.to = to;
            this.w = w;
        }
    }

    static Map<String, List<Edge>> graph = new HashMap<>();

    static void edge(String a, String b, int w) {
        graph.computeIfAbsent(a, new java.util.function.Function<String, List<Edge>>() {
            public List<Edge> apply(String k) {
                return new ArrayList<>();
            }
        }).add(new Edge(b, w));
        graph.computeIfAbsent(b, new java.util.function.Function<String, List<Edge>>() {
            public List<Edge> apply(String k) {
                return new ArrayList<>();
            }
        }).add(new Edge(a, w));
    }

    public static void main(String[] args) {
        String[][] es = {{"A", "B", "4"}, {"A", "C", "2"}, {"B", "C", "5"}, {"B", "D", "10"}, {"C", "E", "3"},
            {"E", "D", "4"}, {"D", "F", "11"}, {"E", "F", "9"}, {"F", "G", "1"}, {"C", "G", "20"}, {"H", "I", "1"}};
        for (String[] e : es) {
            edge(e[0], e[1], Integer.parseInt(e[2]));
        }
        System.out.println("vertices " + graph.keySet());
        // Dijkstra with a priority queue of {dist, vertex}
        final Map<String, Integer> dist = new HashMap<>();
        Map<String, String> prev = new HashMap<>();
        PriorityQueue<Object[]> pq = new PriorityQueue<>(new Comparator<Object[]>() {
            public int compare(Object[] a, Object[] b) {
                int c = Integer.compare((Integer) a[0], (Integer) b[0]);
                return c != 0 ? c : ((String) a[1]).compareTo((String) b[1]);
            }
        });
        dist.put("A", 0);
        pq.add(new Object[] {0, "A"});
        List<String> settled = new ArrayList<>();
        while (!pq.isEmpty()) {
            Object[] top = pq.poll();
            int d = (Integer) top[0];
            String u = (String) top[1];
            if (d > dist.get(u)) {
                continue;
            }
            settled.add(u);
            for (Edge e : graph.get(u)) {
                int nd = d + e.w;
                Integer old = dist.get(e.to);
                if (old == null || nd < old) {
                    dist.put(e.to, nd);
                    prev.put(e.to, u);
                    pq.add(new Object[] {nd, e.to});
                }
            }
        }
        System.out.println("settled " + settled);
        System.out.println("dist " + dist + " sorted " + new TreeMap<>(dist));
        LinkedList<String> path = new LinkedList<>();
        for (String v = "G"; v != null; v = prev.get(v)) {
            path.addFirst(v);
        }
        System.out.println("path to G " + path);
        // BFS levels and connected components
        Set<String> visited = new HashSet<>();
        List<List<String>> components = new ArrayList<>();
        for (String start : new TreeSet<>(graph.keySet())) {
            if (visited.contains(start)) {
                continue;
            }
            List<String> comp = new ArrayList<>();
            Deque<String> queue = new ArrayDeque<>();
            queue.add(start);
            visited.add(start);
            while (!queue.isEmpty()) {
                String v = queue.poll();
                comp.add(v);
                for (Edge e : graph.get(v)) {
                    if (visited.add(e.to)) {
                        queue.add(e.to);
                    }
                }
            }
            components.add(comp);
        }
        System.out.println("components " + components + " visited " + visited);
        // topological sort (Kahn) on a DAG given as adjacency sets
        Map<String, Set<String>> dag = new TreeMap<>();
        String[][] deps = {{"shirt", "tie"}, {"tie", "jacket"}, {"trousers", "shoes"}, {"trousers", "belt"},
            {"belt", "jacket"}, {"shirt", "belt"}, {"socks", "shoes"}, {"undershorts", "trousers"}, {"undershorts", "shoes"}};
        Map<String, Integer> indeg = new HashMap<>();
        for (String[] d : deps) {
            dag.computeIfAbsent(d[0], new java.util.function.Function<String, Set<String>>() {
                public Set<String> apply(String k) {
                    return new TreeSet<>();
                }
            }).add(d[1]);
            indeg.merge(d[1], 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
            indeg.putIfAbsent(d[0], 0);
        }
        System.out.println("indegrees " + indeg);
        PriorityQueue<String> ready = new PriorityQueue<>();
        for (Map.Entry<String, Integer> e : indeg.entrySet()) {
            if (e.getValue() == 0) {
                ready.add(e.getKey());
            }
        }
        List<String> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            String v = ready.poll();
            order.add(v);
            Set<String> outs = dag.getOrDefault(v, Collections.<String>emptySet());
            for (String w : outs) {
                if (indeg.merge(w, -1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                    public Integer apply(Integer a, Integer b) {
                        return a + b;
                    }
                }) == 0) {
                    ready.add(w);
                }
            }
        }
        System.out.println("topo " + order);
        // memoized path counting in a grid with a HashMap cache
        final Map<Long, Long> memo = new HashMap<>();
        System.out.println("paths 16x16 = " + paths(16, 16, memo) + " cache " + memo.size());
    }

    static long paths(int r, int c, Map<Long, Long> memo) {
        if (r == 0 || c == 0) {
            return 1;
        }
        long key = ((long) r << 32) | c;
        Long cached = memo.get(key);
        if (cached != null) {
            return cached;
        }
        long v = paths(r - 1, c, memo) + paths(r, c - 1, memo);
        memo.put(key, v);
        return v;
    }
}
