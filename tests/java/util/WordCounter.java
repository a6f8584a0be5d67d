// stdin: It was the best of times, it was the worst of times,\nit was the age of wisdom, it was the age of foolishness,\nit was the epoch of belief, it was the epoch of incredulity,\nit was the season of Light, it was the season of Darkness.\n
import java.io.*;
import java.util.*;

public class WordCounter {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        Map<String, Integer> counts = new HashMap<>();
        Map<Character, Set<String>> byInitial = new TreeMap<>();
        List<String> order = new ArrayList<>();
        String line;
        int lines = 0;
        while ((line = in.readLine()) != null) {
            lines++;
            StringBuilder word = new StringBuilder();
            for (int i = 0; i <= line.length(); i++) {
                char c = i < line.length() ? line.charAt(i) : ' ';
                if (Character.isLetter(c)) {
                    word.append(Character.toLowerCase(c));
                } else if (word.length() > 0) {
                    String w = word.toString();
                    word.setLength(0);
                    Integer old = counts.get(w);
                    counts.put(w, old == null ? 1 : old + 1);
                    if (old == null) {
                        order.add(w);
                    }
                    Set<String> set = byInitial.get(w.charAt(0));
                    if (set == null) {
                        set = new TreeSet<>();
                        byInitial.put(w.charAt(0), set);
                    }
                    set.add(w);
                }
            }
        }
        System.out.println("lines=" + lines + " distinct=" + counts.size());
        System.out.println(counts);
        List<Map.Entry<String, Integer>> entries = new ArrayList<>(counts.entrySet());
        Collections.sort(entries, new Comparator<Map.Entry<String, Integer>>() {
            public int compare(Map.Entry<String, Integer> a, Map.Entry<String, Integer> b) {
                int c = b.getValue().compareTo(a.getValue());
                return c != 0 ? c : a.getKey().compareTo(b.getKey());
            }
        });
        for (int i = 0; i < 5; i++) {
            System.out.println(entries.get(i).getKey() + " " + entries.get(i).getValue());
        }
        System.out.println("first seen: " + order);
        System.out.println(byInitial);
        TreeMap<Integer, List<String>> byCount = new TreeMap<>(Collections.reverseOrder());
        for (Map.Entry<String, Integer> e : counts.entrySet()) {
            List<String> l = byCount.get(e.getValue());
            if (l == null) {
                l = new ArrayList<>();
                byCount.put(e.getValue(), l);
            }
            l.add(e.getKey());
        }
        System.out.println(byCount);
        Set<String> seen = new HashSet<>(counts.keySet());
        seen.retainAll(Arrays.asList("times", "wisdom", "light", "nothing"));
        System.out.println(seen);
    }
}
