package bench;

import common.Benchmark;
import common.Failure;
import common.Random;
import common.Vector;

/**
 * Loop recognition with Havlak's algorithm (a DFS numbering, back and non-back
 * predecessors, union-find collapsing of loop bodies, innermost-first) building a loop
 * structure graph, run on a generated control-flow graph.
 *
 * The setup generates a structured CFG of n top-level constructs: straight blocks,
 * diamonds, while-loops with breaks and continues (several back edges), self-loops, nested
 * up to 6 deep. The generator records each block's innermost loop header and each loop's
 * enclosing loop; every iteration runs the loop finder and checks the loop count, the loop
 * of every block, the nesting of every loop and the maximum depth.
 */
public final class Havlak extends Benchmark {
    static final int MAX_LOOP_DEPTH = 6;
    static final int MAX_NEST = 9;

    static final class BasicBlock {
        final int id;
        final Vector<BasicBlock> succ = new Vector<BasicBlock>(2);
        final Vector<BasicBlock> pred = new Vector<BasicBlock>(2);

        BasicBlock(int id) {
            this.id = id;
        }
    }

    static final class Cfg {
        final Vector<BasicBlock> blocks = new Vector<BasicBlock>(1024);

        BasicBlock newBlock() {
            BasicBlock b = new BasicBlock(blocks.size());
            blocks.append(b);
            return b;
        }

        static void edge(BasicBlock from, BasicBlock to) {
            from.succ.append(to);
            to.pred.append(from);
        }
    }

    /** A growable int array. */
    static final class IntList {
        int[] data = new int[4];
        int size;

        void add(int v) {
            if (size == data.length) {
                int[] d = new int[size * 2];
                System.arraycopy(data, 0, d, 0, size);
                data = d;
            }
            data[size++] = v;
        }
    }

    // ---- generator ----

    static final class Generator {
        final Random random = new Random(1234);
        final Cfg cfg = new Cfg();
        final IntList innermost = new IntList(); // block id -> innermost loop header id or -1
        final IntList parentOf = new IntList();  // block id -> enclosing loop header (headers only)
        int loops;
        int maxDepth;

        BasicBlock block(int header) {
            BasicBlock b = cfg.newBlock();
            innermost.add(header);
            parentOf.add(-2);
            return b;
        }

        BasicBlock seq(BasicBlock cur, int count, int depth, int nest, int header,
                BasicBlock breakTo, BasicBlock continueTo) {
            for (int i = 0; i < count; i++) {
                cur = construct(cur, depth, nest, header, breakTo, continueTo);
            }
            return cur;
        }

        BasicBlock construct(BasicBlock cur, int depth, int nest, int header,
                BasicBlock breakTo, BasicBlock continueTo) {
            int r = nest >= MAX_NEST ? 0 : random.nextInt(12);
            if (r <= 2) {
                BasicBlock b = block(header);
                Cfg.edge(cur, b);
                return b;
            }
            if (r <= 4) {
                BasicBlock l = block(header);
                BasicBlock rb = block(header);
                Cfg.edge(cur, l);
                Cfg.edge(cur, rb);
                BasicBlock le = seq(l, 1 + random.nextInt(2), depth, nest + 1, header, breakTo, continueTo);
                BasicBlock re = seq(rb, random.nextInt(2), depth, nest + 1, header, breakTo, continueTo);
                BasicBlock join = block(header);
                Cfg.edge(le, join);
                Cfg.edge(re, join);
                return join;
            }
            if (r == 5 && breakTo != null) {
                // a conditional break out of the innermost loop
                BasicBlock b = block(header);
                Cfg.edge(cur, b);
                Cfg.edge(b, breakTo);
                return b;
            }
            if (r == 6 && continueTo != null) {
                // a conditional continue: a second back edge to the innermost header
                BasicBlock b = block(header);
                Cfg.edge(cur, b);
                Cfg.edge(b, continueTo);
                return b;
            }
            if (r == 7) {
                BasicBlock b = cfg.newBlock();
                innermost.add(b.id);
                parentOf.add(header);
                Cfg.edge(cur, b);
                Cfg.edge(b, b);
                loops++;
                maxDepth = Math.max(maxDepth, depth + 1);
                return b;
            }
            if (depth >= MAX_LOOP_DEPTH) {
                BasicBlock b = block(header);
                Cfg.edge(cur, b);
                return b;
            }
            // a while loop: header, body, back edge, exit from the header
            BasicBlock h = cfg.newBlock();
            innermost.add(h.id);
            parentOf.add(header);
            loops++;
            maxDepth = Math.max(maxDepth, depth + 1);
            Cfg.edge(cur, h);
            BasicBlock exit = block(header);
            BasicBlock body = block(h.id);
            Cfg.edge(h, body);
            BasicBlock end = seq(body, 1 + random.nextInt(3), depth + 1, nest + 1, h.id, exit, h);
            Cfg.edge(end, h);
            Cfg.edge(h, exit);
            return exit;
        }
    }

    // ---- loop structure graph ----

    static final class Loop {
        final int id;
        BasicBlock header;
        final Vector<BasicBlock> blocks = new Vector<BasicBlock>(4);
        Loop parent;
        boolean reducible = true;
        int depth;

        Loop(int id) {
            this.id = id;
        }
    }

    static final class UnionFindNode {
        UnionFindNode parent;
        BasicBlock bb;
        Loop loop;
        int dfsNumber;

        void init(BasicBlock bb, int dfsNumber) {
            this.parent = this;
            this.bb = bb;
            this.dfsNumber = dfsNumber;
            this.loop = null;
        }

        /** The set representative, with path compression. */
        UnionFindNode findSet() {
            UnionFindNode root = this;
            while (root.parent != root) {
                root = root.parent;
            }
            UnionFindNode n = this;
            while (n.parent != root) {
                UnionFindNode next = n.parent;
                n.parent = root;
                n = next;
            }
            return root;
        }

        void union(UnionFindNode other) {
            parent = other;
        }
    }

    static final int UNVISITED = -1;
    static final int BB_NONHEADER = 0;
    static final int BB_REDUCIBLE = 1;
    static final int BB_SELF = 2;
    static final int BB_IRREDUCIBLE = 3;
    static final int BB_DEAD = 4;

    static final class LoopFinder {
        final Cfg cfg;
        final Vector<Loop> loops = new Vector<Loop>();

        LoopFinder(Cfg cfg) {
            this.cfg = cfg;
        }

        static boolean isAncestor(int w, int v, int[] last) {
            return w <= v && v <= last[w];
        }

        void findLoops() {
            int size = cfg.blocks.size();
            int[] number = new int[size];
            int[] last = new int[size];
            int[] header = new int[size];
            int[] type = new int[size];
            int[] poolMark = new int[size];
            UnionFindNode[] nodes = new UnionFindNode[size];
            IntList[] backPreds = new IntList[size];
            IntList[] nonBackPreds = new IntList[size];
            for (int i = 0; i < size; i++) {
                number[i] = UNVISITED;
                nodes[i] = new UnionFindNode();
                backPreds[i] = new IntList();
                nonBackPreds[i] = new IntList();
            }

            // a: depth-first numbering (iterative), last[w] = last descendant of w
            BasicBlock[] stack = new BasicBlock[size];
            int[] next = new int[size];
            int sp = 0;
            int current = 0;
            BasicBlock start = cfg.blocks.at(0);
            number[start.id] = current;
            nodes[current].init(start, current);
            current++;
            stack[sp++] = start;
            while (sp > 0) {
                BasicBlock top = stack[sp - 1];
                if (next[sp - 1] < top.succ.size()) {
                    BasicBlock s = top.succ.at(next[sp - 1]++);
                    if (number[s.id] == UNVISITED) {
                        number[s.id] = current;
                        nodes[current].init(s, current);
                        current++;
                        next[sp] = 0;
                        stack[sp++] = s;
                    }
                } else {
                    last[number[top.id]] = current - 1;
                    sp--;
                }
            }

            // b: classify the predecessors of each node
            for (int w = 0; w < size; w++) {
                header[w] = 0;
                type[w] = BB_NONHEADER;
                if (w >= current) {
                    type[w] = BB_DEAD;
                    continue;
                }
                BasicBlock nodeW = nodes[w].bb;
                for (int i = 0; i < nodeW.pred.size(); i++) {
                    int v = number[nodeW.pred.at(i).id];
                    if (v == UNVISITED) {
                        continue;
                    }
                    if (isAncestor(w, v, last)) {
                        backPreds[w].add(v);
                    } else {
                        nonBackPreds[w].add(v);
                    }
                }
            }
            header[0] = 0;

            // c: bottom-up, collapse the body of each loop into its header
            Vector<UnionFindNode> pool = new Vector<UnionFindNode>();
            Vector<UnionFindNode> work = new Vector<UnionFindNode>();
            for (int w = current - 1; w >= 0; w--) {
                pool.clear();
                BasicBlock nodeW = nodes[w].bb;
                IntList bp = backPreds[w];
                for (int i = 0; i < bp.size; i++) {
                    int v = bp.data[i];
                    if (v != w) {
                        UnionFindNode n = nodes[v].findSet();
                        if (poolMark[n.dfsNumber] != w + 1) {
                            poolMark[n.dfsNumber] = w + 1;
                            pool.append(n);
                        }
                    } else {
                        type[w] = BB_SELF;
                    }
                }
                work.clear();
                for (int i = 0; i < pool.size(); i++) {
                    work.append(pool.at(i));
                }
                if (!pool.isEmpty()) {
                    type[w] = BB_REDUCIBLE;
                }
                while (!work.isEmpty()) {
                    UnionFindNode x = work.removeFirst();
                    IntList nbp = nonBackPreds[x.dfsNumber];
                    for (int i = 0; i < nbp.size; i++) {
                        UnionFindNode ydash = nodes[nbp.data[i]].findSet();
                        if (!isAncestor(w, ydash.dfsNumber, last)) {
                            type[w] = BB_IRREDUCIBLE;
                            nonBackPreds[w].add(ydash.dfsNumber);
                        } else if (ydash.dfsNumber != w && poolMark[ydash.dfsNumber] != w + 1) {
                            poolMark[ydash.dfsNumber] = w + 1;
                            work.append(ydash);
                            pool.append(ydash);
                        }
                    }
                }
                if (!pool.isEmpty() || type[w] == BB_SELF) {
                    Loop loop = new Loop(loops.size());
                    loop.header = nodeW;
                    loop.blocks.append(nodeW);
                    loop.reducible = type[w] != BB_IRREDUCIBLE;
                    nodes[w].loop = loop;
                    for (int i = 0; i < pool.size(); i++) {
                        UnionFindNode node = pool.at(i);
                        header[node.dfsNumber] = w;
                        node.union(nodes[w]);
                        if (node.loop != null) {
                            node.loop.parent = loop;
                        } else {
                            loop.blocks.append(node.bb);
                        }
                    }
                    loops.append(loop);
                }
            }
        }

        /** Sets the depth of every loop (outermost loops have depth 1); returns the maximum. */
        int computeDepths() {
            int max = 0;
            for (int i = 0; i < loops.size(); i++) {
                Loop l = loops.at(i);
                int d = 0;
                for (Loop p = l; p != null; p = p.parent) {
                    d++;
                }
                l.depth = d;
                max = Math.max(max, d);
            }
            return max;
        }
    }

    private Generator gen;

    public void setup(int n) {
        gen = new Generator();
        BasicBlock start = gen.block(-1);
        BasicBlock end = gen.seq(start, n, 0, 0, -1, null, null);
        gen.block(-1);
        Cfg.edge(end, gen.cfg.blocks.at(gen.cfg.blocks.size() - 1));
    }

    public long run(int n) {
        LoopFinder f = new LoopFinder(gen.cfg);
        f.findLoops();
        int maxDepth = f.computeDepths();
        int size = gen.cfg.blocks.size();
        if (f.loops.size() != gen.loops) {
            throw new Failure("found " + f.loops.size() + " loops, the CFG has " + gen.loops);
        }
        if (maxDepth != gen.maxDepth) {
            throw new Failure("maximum loop depth " + maxDepth + ", expected " + gen.maxDepth);
        }
        int[] found = new int[size];
        for (int i = 0; i < size; i++) {
            found[i] = -1;
        }
        long sum = 0;
        for (int i = 0; i < f.loops.size(); i++) {
            Loop l = f.loops.at(i);
            if (!l.reducible) {
                throw new Failure("loop at block " + l.header.id + " marked irreducible");
            }
            int h = l.header.id;
            int wantParent = gen.parentOf.data[h];
            int parent = l.parent == null ? -1 : l.parent.header.id;
            if (parent != wantParent) {
                throw new Failure("loop at block " + h + " nested in " + parent + ", expected " + wantParent);
            }
            for (int k = 0; k < l.blocks.size(); k++) {
                int b = l.blocks.at(k).id;
                if (found[b] != -1) {
                    throw new Failure("block " + b + " in two loops");
                }
                found[b] = h;
            }
            sum += (long) l.depth * l.blocks.size();
        }
        for (int b = 0; b < size; b++) {
            if (found[b] != gen.innermost.data[b]) {
                throw new Failure("block " + b + " in the loop at " + found[b] + ", expected " + gen.innermost.data[b]);
            }
        }
        return sum * 1000003 + f.loops.size();
    }

    public String verify(long result, int n) {
        return result % 1000003 == gen.loops ? null : "bad result " + result;
    }

    public static void main(String[] args) {
        Benchmark.execute("havlak", new Havlak(), args);
    }
}
