// A leak: every round adds LEAK LeakEntry objects to a list that is never cleared, while a
// ring of RING Steady objects is replaced (its live size stays constant) and temporaries churn.
// minivm-trace leaks must name LeakEntry (and its site), not Steady.
import java.util.ArrayList;
import java.util.List;

public class AnalysisLeak {
    static final int ROUNDS = 40, LEAK = 500, RING = 2000, CHURN = 20000;

    static final class LeakEntry {
        final int round;
        final int[] payload = new int[4];
        LeakEntry(int round) { this.round = round; }
    }

    static final class Steady {
        final int v;
        Steady(int v) { this.v = v; }
    }

    static final List<LeakEntry> cache = new ArrayList<>();
    static final Steady[] ring = new Steady[RING];
    static Object sink;

    static void remember(int round) {
        for (int i = 0; i < LEAK; i++) cache.add(new LeakEntry(round));
    }

    public static void main(String[] args) {
        long check = 0;
        for (int r = 0; r < ROUNDS; r++) {
            remember(r);
            for (int i = 0; i < RING; i++) ring[i] = new Steady(r + i);
            for (int i = 0; i < CHURN; i++) sink = new StringBuilder().append(i);
            System.gc();
            check += cache.size() + ring[r].v;
        }
        System.out.println(check);
    }
}
