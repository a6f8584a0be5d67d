/* The bundled demo: a small program with a typical heap shape. A long-lived index of
 * documents survives while many short-lived tokens and builders die young. */
public class Demo {
    static final class Doc {
        final int id;
        final String title;
        final int[] wordCounts;
        Doc next;
        Doc(int id, String title, int[] wordCounts) { this.id = id; this.title = title; this.wordCounts = wordCounts; }
    }

    static final String[] WORDS = {"heap", "object", "trace", "survivor", "eden", "tenured", "card", "root",
                                   "barrier", "scavenge", "compact", "region", "site", "thread", "buffer"};

    static int next = 12345;
    static int rand(int bound) {
        next = next * 1103515245 + 12345;
        return ((next >>> 16) & 0x7fff) % bound;
    }

    public static void main(String[] args) {
        int docs = args.length > 0 ? Integer.parseInt(args[0]) : 20000;
        Doc index = null;
        long totalWords = 0;
        for (int i = 0; i < docs; i++) {
            StringBuilder text = new StringBuilder();
            int n = 20 + rand(40);
            for (int k = 0; k < n; k++) text.append(WORDS[rand(WORDS.length)]).append(' ');
            int[] counts = new int[WORDS.length];
            String s = text.toString();
            int start = 0;
            for (int k = 0; k < s.length(); k++) {
                if (s.charAt(k) != ' ') continue;
                String word = s.substring(start, k);
                for (int w = 0; w < WORDS.length; w++)
                    if (WORDS[w].equals(word)) counts[w]++;
                start = k + 1;
                totalWords++;
            }
            if (i % 10 == 0) {                      // one document in ten is kept
                Doc d = new Doc(i, "doc-" + i, counts);
                d.next = index;
                index = d;
            }
        }
        int[] total = new int[WORDS.length];
        int kept = 0;
        for (Doc d = index; d != null; d = d.next) {
            kept++;
            for (int w = 0; w < WORDS.length; w++) total[w] += d.wordCounts[w];
        }
        System.out.println("documents: " + docs + ", kept: " + kept + ", words: " + totalWords);
        for (int w = 0; w < WORDS.length; w++) System.out.println("  " + WORDS[w] + ": " + total[w]);
    }
}
