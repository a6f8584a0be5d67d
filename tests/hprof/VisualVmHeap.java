// Opens an HPROF file with VisualVM's heap library (Debian's visualvm package; the jar is on the
// class path) and prints what tests/extra_graph.py compares with minivm-trace: the totals, and
// the biggest objects by VisualVM's own retained sizes (id in hex, class, bytes).
import java.io.File;
import org.graalvm.visualvm.lib.jfluid.heap.Heap;
import org.graalvm.visualvm.lib.jfluid.heap.HeapFactory;
import org.graalvm.visualvm.lib.jfluid.heap.HeapSummary;
import org.graalvm.visualvm.lib.jfluid.heap.Instance;

public class VisualVmHeap {
    public static void main(String[] args) throws Exception {
        Heap heap = HeapFactory.createHeap(new File(args[0]));
        HeapSummary s = heap.getSummary();
        System.out.println("instances " + s.getTotalLiveInstances() + " bytes " + s.getTotalLiveBytes()
                + " classes " + heap.getAllClasses().size() + " roots " + heap.getGCRoots().size());
        for (Instance i : heap.getBiggestObjectsByRetainedSize(Integer.parseInt(args[1])))
            System.out.println("retained " + Long.toHexString(i.getInstanceId()) + " "
                    + i.getJavaClass().getName() + " " + i.getRetainedSize());
    }
}
