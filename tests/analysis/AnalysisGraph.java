// A known object graph for the reachability analyses (tests/extra_graph.py): a holder in a
// static field retains 100 leaves (each with a byte[16]), a holder in a local retains 40, and
// both share one object (with its long[8]) that neither retains alone.
public class AnalysisGraph {
    static final class GraphLeaf {
        final byte[] payload = new byte[16];
        final int id;
        GraphLeaf(int id) { this.id = id; }
    }

    static final class GraphShared {
        final long[] data = new long[8];
    }

    static final class GraphHolder {
        final GraphLeaf[] leaves;
        Object shared;
        GraphHolder(int n) {
            leaves = new GraphLeaf[n];
            for (int i = 0; i < n; i++) leaves[i] = new GraphLeaf(i);
        }
    }

    static GraphHolder staticHolder;

    public static void main(String[] args) {
        staticHolder = new GraphHolder(100);
        GraphHolder local = new GraphHolder(40);
        GraphShared shared = new GraphShared();
        staticHolder.shared = shared;
        local.shared = shared;
        shared = null;
        System.gc();
        System.out.println(staticHolder.leaves.length + local.leaves.length);
    }
}
