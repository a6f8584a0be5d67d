package bench;

import common.Benchmark;
import common.Failure;
import common.Vector;

/**
 * A collision detector after the CDx design: a simulator produces the positions of n
 * aircraft for each of 100 frames; the detector keeps the last known position of every
 * aircraft in a red-black tree keyed by call sign (aircraft that leave are deleted and come
 * back later as new ones), turns each frame into motions, reduces the candidate pairs by
 * hashing the motions into 2D voxels, and tests each candidate pair for a closest approach
 * below the proximity radius.
 *
 * Self-checks: the red-black tree invariants after each iteration; the number of
 * collisions per frame is the same in every iteration; and for every frame of the first
 * iteration (untimed, in verify), the motions (previous positions from the tree) are
 * recomputed from the simulator and the voxel-reduced collision count is compared with an
 * independent sweep over the y extents (and with an all-pairs test on two frames).
 */
public final class CD extends Benchmark {
    static final int FRAMES = 100;
    static final double RADIUS = 1.0;
    static final double VOXEL = 2.0;

    static final class Vector3D {
        final double x;
        final double y;
        final double z;

        Vector3D(double x, double y, double z) {
            this.x = x;
            this.y = y;
            this.z = z;
        }
    }

    static final class Aircraft {
        final String callsign;
        final int number;
        final Vector3D position;

        Aircraft(String callsign, int number, Vector3D position) {
            this.callsign = callsign;
            this.number = number;
            this.position = position;
        }
    }

    /** Pairs of aircraft fly along lanes 3 apart, oscillating sideways with amplitude 2. */
    static final class Simulator {
        final String[] callsigns;

        Simulator(int n) {
            callsigns = new String[n];
            for (int i = 0; i < n; i++) {
                callsigns[i] = "CD" + (1000000 + i * 7919 % 1000003);
            }
        }

        static boolean present(int aircraft, int frame) {
            return ((frame / 8) + aircraft) % 13 != 0;
        }

        static Vector3D position(int j, int frame) {
            double t = frame / 10.0;
            int lane = j / 2;
            double speed = 1.0 + (lane % 4) * 0.25;
            double side = (j & 1) == 0 ? Math.cos(t) : Math.sin(t);
            return new Vector3D(t * speed, side * 2.0 + lane * 3.0, 10.0 + (lane % 3) * 0.25);
        }

        Vector<Aircraft> frame(int f) {
            Vector<Aircraft> v = new Vector<Aircraft>(callsigns.length);
            for (int j = 0; j < callsigns.length; j++) {
                if (present(j, f)) {
                    v.append(new Aircraft(callsigns[j], j, position(j, f)));
                }
            }
            return v;
        }
    }

    // ---- red-black tree (after the textbook algorithm with a sentinel) ----

    static final class Node<V> {
        String key;
        V value;
        Node<V> left;
        Node<V> right;
        Node<V> parent;
        boolean red;
    }

    interface Visitor<V> {
        void visit(String key, V value);
    }

    static final class RedBlackTree<V> {
        final Node<V> nil = new Node<V>();
        Node<V> root;
        int size;

        RedBlackTree() {
            nil.left = nil.right = nil.parent = nil;
            root = nil;
        }

        private Node<V> find(String key) {
            Node<V> x = root;
            while (x != nil) {
                int c = key.compareTo(x.key);
                if (c == 0) {
                    return x;
                }
                x = c < 0 ? x.left : x.right;
            }
            return null;
        }

        V get(String key) {
            Node<V> n = find(key);
            return n == null ? null : n.value;
        }

        V put(String key, V value) {
            Node<V> y = nil;
            Node<V> x = root;
            int c = 0;
            while (x != nil) {
                y = x;
                c = key.compareTo(x.key);
                if (c == 0) {
                    V old = x.value;
                    x.value = value;
                    return old;
                }
                x = c < 0 ? x.left : x.right;
            }
            Node<V> z = new Node<V>();
            z.key = key;
            z.value = value;
            z.parent = y;
            z.left = z.right = nil;
            z.red = true;
            if (y == nil) {
                root = z;
            } else if (c < 0) {
                y.left = z;
            } else {
                y.right = z;
            }
            insertFixup(z);
            size++;
            return null;
        }

        private void leftRotate(Node<V> x) {
            Node<V> y = x.right;
            x.right = y.left;
            if (y.left != nil) {
                y.left.parent = x;
            }
            y.parent = x.parent;
            if (x.parent == nil) {
                root = y;
            } else if (x == x.parent.left) {
                x.parent.left = y;
            } else {
                x.parent.right = y;
            }
            y.left = x;
            x.parent = y;
        }

        private void rightRotate(Node<V> x) {
            Node<V> y = x.left;
            x.left = y.right;
            if (y.right != nil) {
                y.right.parent = x;
            }
            y.parent = x.parent;
            if (x.parent == nil) {
                root = y;
            } else if (x == x.parent.right) {
                x.parent.right = y;
            } else {
                x.parent.left = y;
            }
            y.right = x;
            x.parent = y;
        }

        private void insertFixup(Node<V> z) {
            while (z.parent.red) {
                Node<V> g = z.parent.parent;
                if (z.parent == g.left) {
                    Node<V> y = g.right;
                    if (y.red) {
                        z.parent.red = false;
                        y.red = false;
                        g.red = true;
                        z = g;
                    } else {
                        if (z == z.parent.right) {
                            z = z.parent;
                            leftRotate(z);
                        }
                        z.parent.red = false;
                        z.parent.parent.red = true;
                        rightRotate(z.parent.parent);
                    }
                } else {
                    Node<V> y = g.left;
                    if (y.red) {
                        z.parent.red = false;
                        y.red = false;
                        g.red = true;
                        z = g;
                    } else {
                        if (z == z.parent.left) {
                            z = z.parent;
                            rightRotate(z);
                        }
                        z.parent.red = false;
                        z.parent.parent.red = true;
                        leftRotate(z.parent.parent);
                    }
                }
            }
            root.red = false;
        }

        private void transplant(Node<V> u, Node<V> v) {
            if (u.parent == nil) {
                root = v;
            } else if (u == u.parent.left) {
                u.parent.left = v;
            } else {
                u.parent.right = v;
            }
            v.parent = u.parent;
        }

        V remove(String key) {
            Node<V> z = find(key);
            if (z == null) {
                return null;
            }
            Node<V> y = z;
            boolean yWasRed = y.red;
            Node<V> x;
            if (z.left == nil) {
                x = z.right;
                transplant(z, z.right);
            } else if (z.right == nil) {
                x = z.left;
                transplant(z, z.left);
            } else {
                y = z.right;
                while (y.left != nil) {
                    y = y.left;
                }
                yWasRed = y.red;
                x = y.right;
                if (y.parent == z) {
                    x.parent = y;
                } else {
                    transplant(y, y.right);
                    y.right = z.right;
                    y.right.parent = y;
                }
                transplant(z, y);
                y.left = z.left;
                y.left.parent = y;
                y.red = z.red;
            }
            if (!yWasRed) {
                deleteFixup(x);
            }
            size--;
            return z.value;
        }

        private void deleteFixup(Node<V> x) {
            while (x != root && !x.red) {
                if (x == x.parent.left) {
                    Node<V> w = x.parent.right;
                    if (w.red) {
                        w.red = false;
                        x.parent.red = true;
                        leftRotate(x.parent);
                        w = x.parent.right;
                    }
                    if (!w.left.red && !w.right.red) {
                        w.red = true;
                        x = x.parent;
                    } else {
                        if (!w.right.red) {
                            w.left.red = false;
                            w.red = true;
                            rightRotate(w);
                            w = x.parent.right;
                        }
                        w.red = x.parent.red;
                        x.parent.red = false;
                        w.right.red = false;
                        leftRotate(x.parent);
                        x = root;
                    }
                } else {
                    Node<V> w = x.parent.left;
                    if (w.red) {
                        w.red = false;
                        x.parent.red = true;
                        rightRotate(x.parent);
                        w = x.parent.left;
                    }
                    if (!w.right.red && !w.left.red) {
                        w.red = true;
                        x = x.parent;
                    } else {
                        if (!w.left.red) {
                            w.right.red = false;
                            w.red = true;
                            leftRotate(w);
                            w = x.parent.left;
                        }
                        w.red = x.parent.red;
                        x.parent.red = false;
                        w.left.red = false;
                        rightRotate(x.parent);
                        x = root;
                    }
                }
            }
            x.red = false;
        }

        void forEach(Visitor<V> v) {
            walk(root, v);
        }

        private void walk(Node<V> n, Visitor<V> v) {
            if (n == nil) {
                return;
            }
            walk(n.left, v);
            v.visit(n.key, n.value);
            walk(n.right, v);
        }

        /** Checks the red-black invariants, the key order and the size. */
        void check() {
            if (root.red) {
                throw new Failure("red root");
            }
            if (nil.red) {
                throw new Failure("red sentinel");
            }
            int[] count = new int[1];
            checkNode(root, null, null, count);
            if (count[0] != size) {
                throw new Failure("tree has " + count[0] + " nodes, size says " + size);
            }
        }

        /** Returns the black height of n. */
        private int checkNode(Node<V> n, String low, String high, int[] count) {
            if (n == nil) {
                return 1;
            }
            count[0]++;
            if ((low != null && n.key.compareTo(low) <= 0) || (high != null && n.key.compareTo(high) >= 0)) {
                throw new Failure("tree keys out of order at " + n.key);
            }
            if (n.red && (n.left.red || n.right.red)) {
                throw new Failure("red node with a red child at " + n.key);
            }
            if ((n.left != nil && n.left.parent != n) || (n.right != nil && n.right.parent != n)) {
                throw new Failure("broken parent link at " + n.key);
            }
            int l = checkNode(n.left, low, n.key, count);
            int r = checkNode(n.right, n.key, high, count);
            if (l != r) {
                throw new Failure("black heights " + l + " and " + r + " differ at " + n.key);
            }
            return l + (n.red ? 0 : 1);
        }
    }

    // ---- detector ----

    static final class Slot {
        final Vector3D position;
        final int frame;

        Slot(Vector3D position, int frame) {
            this.position = position;
            this.frame = frame;
        }
    }

    static final class Motion {
        final Aircraft aircraft;
        final Vector3D from;
        final Vector3D to;
        final int index;

        Motion(Aircraft aircraft, Vector3D from, int index) {
            this.aircraft = aircraft;
            this.from = from;
            this.to = aircraft.position;
            this.index = index;
        }
    }

    /** Whether two motions (linear over the frame) come closer than RADIUS. */
    static boolean collide(Motion a, Motion b) {
        double dx = a.from.x - b.from.x;
        double dy = a.from.y - b.from.y;
        double dz = a.from.z - b.from.z;
        double vx = (a.to.x - a.from.x) - (b.to.x - b.from.x);
        double vy = (a.to.y - a.from.y) - (b.to.y - b.from.y);
        double vz = (a.to.z - a.from.z) - (b.to.z - b.from.z);
        double vv = vx * vx + vy * vy + vz * vz;
        double t = 0;
        if (vv != 0) {
            t = -(dx * vx + dy * vy + dz * vz) / vv;
            if (t < 0) {
                t = 0;
            } else if (t > 1) {
                t = 1;
            }
        }
        double cx = dx + t * vx;
        double cy = dy + t * vy;
        double cz = dz + t * vz;
        return cx * cx + cy * cy + cz * cz < RADIUS * RADIUS;
    }

    /** An open-addressing hash table from long keys to values. */
    static final class LongTable<V> {
        long[] keys = new long[64];
        Object[] values = new Object[64];
        int size;

        private static int slot(long k, int mask) {
            long h = k * 0x9E3779B97F4A7C15L;
            return (int) (h >>> 40) & mask;
        }

        @SuppressWarnings("unchecked")
        V get(long key) {
            int mask = keys.length - 1;
            for (int i = slot(key, mask);; i = (i + 1) & mask) {
                if (values[i] == null) {
                    return null;
                }
                if (keys[i] == key) {
                    return (V) values[i];
                }
            }
        }

        void put(long key, V value) {
            if ((size + 1) * 2 > keys.length) {
                long[] ok = keys;
                Object[] ov = values;
                keys = new long[ok.length * 2];
                values = new Object[ok.length * 2];
                size = 0;
                for (int i = 0; i < ok.length; i++) {
                    if (ov[i] != null) {
                        insert(ok[i], ov[i]);
                    }
                }
            }
            insert(key, value);
        }

        private void insert(long key, Object value) {
            int mask = keys.length - 1;
            for (int i = slot(key, mask);; i = (i + 1) & mask) {
                if (values[i] == null) {
                    keys[i] = key;
                    values[i] = value;
                    size++;
                    return;
                }
                if (keys[i] == key) {
                    values[i] = value;
                    return;
                }
            }
        }
    }

    static int voxelCoord(double v) {
        return (int) Math.floor(v / VOXEL);
    }

    /** Counts the colliding pairs among motions, using voxel hashing to find candidates. */
    static int detect(Vector<Motion> motions) {
        LongTable<Vector<Motion>> voxels = new LongTable<Vector<Motion>>();
        Vector<Vector<Motion>> occupied = new Vector<Vector<Motion>>();
        double half = RADIUS / 2;
        for (int i = 0; i < motions.size(); i++) {
            Motion m = motions.at(i);
            int x0 = voxelCoord(Math.min(m.from.x, m.to.x) - half);
            int x1 = voxelCoord(Math.max(m.from.x, m.to.x) + half);
            int y0 = voxelCoord(Math.min(m.from.y, m.to.y) - half);
            int y1 = voxelCoord(Math.max(m.from.y, m.to.y) + half);
            for (int vx = x0; vx <= x1; vx++) {
                for (int vy = y0; vy <= y1; vy++) {
                    long key = ((long) vx << 32) ^ (vy & 0xffffffffL);
                    Vector<Motion> list = voxels.get(key);
                    if (list == null) {
                        list = new Vector<Motion>(4);
                        voxels.put(key, list);
                        occupied.append(list);
                    }
                    list.append(m);
                }
            }
        }
        long n = motions.size();
        LongTable<Motion> tested = new LongTable<Motion>();
        int collisions = 0;
        for (int v = 0; v < occupied.size(); v++) {
            Vector<Motion> list = occupied.at(v);
            for (int a = 0; a < list.size(); a++) {
                for (int b = a + 1; b < list.size(); b++) {
                    Motion ma = list.at(a);
                    Motion mb = list.at(b);
                    if (ma.index > mb.index) {
                        Motion t = ma;
                        ma = mb;
                        mb = t;
                    }
                    long key = ma.index * n + mb.index;
                    if (tested.get(key) == null) {
                        tested.put(key, ma);
                        if (collide(ma, mb)) {
                            collisions++;
                        }
                    }
                }
            }
        }
        return collisions;
    }

    private Simulator simulator;
    private int[] firstCounts;
    private boolean record = true;
    private final Vector<Vector<Motion>> recorded = new Vector<Vector<Motion>>();
    private final Vector<Integer> recordedFrames = new Vector<Integer>();
    private int[] counts;

    public void setup(int n) {
        simulator = new Simulator(n);
    }

    public long run(int n) {
        final RedBlackTree<Slot> tree = new RedBlackTree<Slot>();
        counts = new int[FRAMES];
        long total = 0;
        for (int f = 0; f < FRAMES; f++) {
            Vector<Aircraft> frame = simulator.frame(f);
            Vector<Motion> motions = new Vector<Motion>(frame.size());
            for (int i = 0; i < frame.size(); i++) {
                Aircraft a = frame.at(i);
                Slot old = tree.put(a.callsign, new Slot(a.position, f));
                motions.append(new Motion(a, old == null ? a.position : old.position, i));
            }
            final Vector<String> gone = new Vector<String>();
            final int frameNo = f;
            tree.forEach(new Visitor<Slot>() {
                public void visit(String key, Slot value) {
                    if (value.frame != frameNo) {
                        gone.append(key);
                    }
                }
            });
            for (int i = 0; i < gone.size(); i++) {
                if (tree.remove(gone.at(i)) == null) {
                    throw new Failure("frame " + f + ": could not remove " + gone.at(i));
                }
            }
            if (tree.size != frame.size()) {
                throw new Failure("frame " + f + ": tree holds " + tree.size + " aircraft, frame has " + frame.size());
            }
            counts[f] = detect(motions);
            total += counts[f];
            if (record) {
                recorded.append(motions);
                recordedFrames.append(Integer.valueOf(f));
            }
        }
        tree.check();
        return total;
    }

    public String verify(long result, int n) {
        if (firstCounts == null) {
            firstCounts = counts;
        } else {
            for (int f = 0; f < FRAMES; f++) {
                if (counts[f] != firstCounts[f]) {
                    return "frame " + f + ": " + counts[f] + " collisions, first iteration had " + firstCounts[f];
                }
            }
        }
        if (record) {
            record = false;
            for (int r = 0; r < recorded.size(); r++) {
                String bad = checkFrame(recordedFrames.at(r).intValue(), recorded.at(r));
                if (bad != null) {
                    return bad;
                }
            }
            recorded.clear();
        }
        return null;
    }

    /**
     * Recomputes the motions of frame f from the simulator, then counts the colliding pairs
     * with a sweep over the y extents (independent of the voxel hashing), and on two frames
     * with a test of all pairs.
     */
    private String checkFrame(int f, Vector<Motion> motions) {
        int k = 0;
        for (int j = 0; j < simulator.callsigns.length; j++) {
            if (!Simulator.present(j, f)) {
                continue;
            }
            Motion m = motions.at(k++);
            if (m.aircraft.number != j) {
                return "frame " + f + ": motion " + (k - 1) + " is aircraft " + m.aircraft.number + ", expected " + j;
            }
            Vector3D to = Simulator.position(j, f);
            Vector3D from = f > 0 && Simulator.present(j, f - 1) ? Simulator.position(j, f - 1) : to;
            if (m.to.x != to.x || m.to.y != to.y || m.to.z != to.z
                    || m.from.x != from.x || m.from.y != from.y || m.from.z != from.z) {
                return "frame " + f + ": wrong motion for aircraft " + j + " (tree lookup)";
            }
        }
        if (k != motions.size()) {
            return "frame " + f + ": " + motions.size() + " motions, expected " + k;
        }
        int swept = sweepCount(motions);
        if (swept != firstCounts[f]) {
            return "frame " + f + ": voxel detector found " + firstCounts[f] + " collisions, sweep found " + swept;
        }
        if (f == 37 || f == FRAMES - 1) {
            int all = 0;
            for (int a = 0; a < motions.size(); a++) {
                for (int b = a + 1; b < motions.size(); b++) {
                    if (collide(motions.at(a), motions.at(b))) {
                        all++;
                    }
                }
            }
            if (all != swept) {
                return "frame " + f + ": sweep found " + swept + " collisions, all-pairs test " + all;
            }
        }
        return null;
    }

    /** Sort by the low y of each path (merge sort), then test pairs whose y extents come within RADIUS. */
    static int sweepCount(Vector<Motion> motions) {
        int n = motions.size();
        Motion[] a = new Motion[n];
        for (int i = 0; i < n; i++) {
            a[i] = motions.at(i);
        }
        Motion[] tmp = new Motion[n];
        for (int width = 1; width < n; width *= 2) {
            for (int lo = 0; lo < n - width; lo += 2 * width) {
                int mid = lo + width;
                int hi = Math.min(lo + 2 * width, n);
                int i = lo;
                int j = mid;
                int o = lo;
                while (i < mid && j < hi) {
                    tmp[o++] = lowY(a[j]) < lowY(a[i]) ? a[j++] : a[i++];
                }
                while (i < mid) {
                    tmp[o++] = a[i++];
                }
                while (j < hi) {
                    tmp[o++] = a[j++];
                }
                System.arraycopy(tmp, lo, a, lo, hi - lo);
            }
        }
        int count = 0;
        for (int i = 0; i < n; i++) {
            double limit = Math.max(a[i].from.y, a[i].to.y) + RADIUS;
            for (int j = i + 1; j < n && lowY(a[j]) <= limit; j++) {
                Motion p = a[i];
                Motion q = a[j];
                if (p.index > q.index) {
                    Motion t = p;
                    p = q;
                    q = t;
                }
                if (collide(p, q)) {
                    count++;
                }
            }
        }
        return count;
    }

    static double lowY(Motion m) {
        return Math.min(m.from.y, m.to.y);
    }

    public static void main(String[] args) {
        Benchmark.execute("cd", new CD(), args);
    }
}
