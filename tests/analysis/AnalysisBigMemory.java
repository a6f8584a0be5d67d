// A large-memory consumer: a cache of 1 MiB byte[] pages keyed by Integer, filled by one site,
// next to a few small objects. The heap is dominated by one type at one site.
import java.util.HashMap;
import java.util.Map;

public class AnalysisBigMemory {
    static final int PAGES = 48, PAGE = 1 << 20;

    static final Map<Integer, byte[]> pages = new HashMap<>();

    static byte[] loadPage(int n) {
        byte[] p = new byte[PAGE];
        for (int i = 0; i < PAGE; i += 4096) p[i] = (byte) n;
        return p;
    }

    public static void main(String[] args) {
        long sum = 0;
        for (int n = 0; n < PAGES; n++) {
            pages.put(n, loadPage(n));
            StringBuilder name = new StringBuilder("page-").append(n);
            sum += name.length();
        }
        System.gc();
        for (byte[] p : pages.values()) sum += p[4096];
        System.out.println(pages.size() + " pages, checksum " + sum);
    }
}
