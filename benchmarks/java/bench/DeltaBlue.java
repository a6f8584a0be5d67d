package bench;

import common.Benchmark;
import common.Failure;
import common.Vector;

/**
 * An incremental constraint-hierarchy solver after the DeltaBlue design (Freeman-Benson,
 * Maloney and Borning): constraints of different strengths are added and removed one at a
 * time, the solver keeps a walkabout strength per variable and re-plans incrementally, then
 * extracts and executes plans. Written from the published description.
 *
 * Each iteration runs the two classic tests with the inner size n: a chain of n equality
 * constraints driven by an edit constraint, and a projection of n scale constraints. Both
 * check the propagated values and throw on a mismatch.
 */
public final class DeltaBlue extends Benchmark {

    /** Strengths: a smaller value is stronger. */
    static final class Strength {
        final int value;
        final String name;

        private Strength(int value, String name) {
            this.value = value;
            this.name = name;
        }

        static final Strength REQUIRED = new Strength(0, "required");
        static final Strength STRONG_PREFERRED = new Strength(1, "strongPreferred");
        static final Strength PREFERRED = new Strength(2, "preferred");
        static final Strength STRONG_DEFAULT = new Strength(3, "strongDefault");
        static final Strength NORMAL = new Strength(4, "normal");
        static final Strength WEAK_DEFAULT = new Strength(5, "weakDefault");
        static final Strength WEAKEST = new Strength(6, "weakest");

        private static final Strength[] ALL = {REQUIRED, STRONG_PREFERRED, PREFERRED,
            STRONG_DEFAULT, NORMAL, WEAK_DEFAULT, WEAKEST};

        static boolean stronger(Strength a, Strength b) {
            return a.value < b.value;
        }

        static boolean weaker(Strength a, Strength b) {
            return a.value > b.value;
        }

        static Strength weakestOf(Strength a, Strength b) {
            return weaker(a, b) ? a : b;
        }

        Strength nextWeaker() {
            if (this == WEAKEST) {
                throw new Failure("no strength weaker than weakest");
            }
            return ALL[value + 1];
        }
    }

    static final class Variable {
        int value;
        final Vector<Constraint> constraints = new Vector<Constraint>(2);
        Constraint determinedBy;
        int mark;
        Strength walkStrength = Strength.WEAKEST;
        boolean stay = true;

        Variable(int value) {
            this.value = value;
        }

        void addConstraint(Constraint c) {
            constraints.append(c);
        }

        void removeConstraint(Constraint c) {
            constraints.remove(c);
            if (determinedBy == c) {
                determinedBy = null;
            }
        }
    }

    abstract static class Constraint {
        final Strength strength;

        Constraint(Strength strength) {
            this.strength = strength;
        }

        abstract void addToGraph();

        abstract void removeFromGraph();

        abstract void chooseMethod(int mark);

        abstract boolean isSatisfied();

        abstract void markInputs(int mark);

        abstract Variable output();

        abstract void recalculate();

        abstract void markUnsatisfied();

        abstract boolean inputsKnown(int mark);

        abstract void execute();

        boolean isInput() {
            return false;
        }

        void addConstraint(Planner planner) {
            addToGraph();
            planner.incrementalAdd(this);
        }

        /**
         * Tries to satisfy this constraint with a method that does not write a variable marked
         * with mark; returns the constraint it overrode, if any.
         */
        Constraint satisfy(int mark, Planner planner) {
            chooseMethod(mark);
            if (!isSatisfied()) {
                if (strength == Strength.REQUIRED) {
                    throw new Failure("could not satisfy a required constraint");
                }
                return null;
            }
            markInputs(mark);
            Variable out = output();
            Constraint overridden = out.determinedBy;
            if (overridden != null) {
                overridden.markUnsatisfied();
            }
            out.determinedBy = this;
            if (!planner.addPropagate(this, mark)) {
                throw new Failure("cycle encountered");
            }
            out.mark = mark;
            return overridden;
        }

        void destroyConstraint(Planner planner) {
            if (isSatisfied()) {
                planner.incrementalRemove(this);
            } else {
                removeFromGraph();
            }
        }
    }

    abstract static class UnaryConstraint extends Constraint {
        final Variable myOutput;
        boolean satisfied;

        UnaryConstraint(Variable v, Strength strength, Planner planner) {
            super(strength);
            myOutput = v;
            addConstraint(planner);
        }

        void addToGraph() {
            myOutput.addConstraint(this);
            satisfied = false;
        }

        void removeFromGraph() {
            myOutput.removeConstraint(this);
            satisfied = false;
        }

        void chooseMethod(int mark) {
            satisfied = myOutput.mark != mark && Strength.stronger(strength, myOutput.walkStrength);
        }

        boolean isSatisfied() {
            return satisfied;
        }

        void markInputs(int mark) {
        }

        Variable output() {
            return myOutput;
        }

        void recalculate() {
            myOutput.walkStrength = strength;
            myOutput.stay = !isInput();
            if (myOutput.stay) {
                execute();
            }
        }

        void markUnsatisfied() {
            satisfied = false;
        }

        boolean inputsKnown(int mark) {
            return true;
        }
    }

    /** Keeps a variable at its value (a stay is never an input). */
    static final class StayConstraint extends UnaryConstraint {
        StayConstraint(Variable v, Strength s, Planner p) {
            super(v, s, p);
        }

        void execute() {
        }
    }

    /** Marks a variable as changed from outside (an input to the plan). */
    static final class EditConstraint extends UnaryConstraint {
        EditConstraint(Variable v, Strength s, Planner p) {
            super(v, s, p);
        }

        boolean isInput() {
            return true;
        }

        void execute() {
        }
    }

    static final int NONE = 0;
    static final int FORWARD = 1;
    static final int BACKWARD = 2;

    abstract static class BinaryConstraint extends Constraint {
        final Variable v1;
        final Variable v2;
        int direction = NONE;

        /** Subclasses call addConstraint() once their own fields are set. */
        BinaryConstraint(Variable v1, Variable v2, Strength strength) {
            super(strength);
            this.v1 = v1;
            this.v2 = v2;
        }

        void chooseMethod(int mark) {
            if (v1.mark == mark) {
                direction = v2.mark != mark && Strength.stronger(strength, v2.walkStrength)
                        ? FORWARD : NONE;
                return;
            }
            if (v2.mark == mark) {
                direction = v1.mark != mark && Strength.stronger(strength, v1.walkStrength)
                        ? BACKWARD : NONE;
                return;
            }
            // Neither variable is marked: write the weaker one, if this constraint is stronger.
            if (Strength.weaker(v1.walkStrength, v2.walkStrength)) {
                direction = Strength.stronger(strength, v1.walkStrength) ? BACKWARD : NONE;
            } else {
                direction = Strength.stronger(strength, v2.walkStrength) ? FORWARD : NONE;
            }
        }

        void addToGraph() {
            v1.addConstraint(this);
            v2.addConstraint(this);
            direction = NONE;
        }

        void removeFromGraph() {
            v1.removeConstraint(this);
            v2.removeConstraint(this);
            direction = NONE;
        }

        boolean isSatisfied() {
            return direction != NONE;
        }

        void markInputs(int mark) {
            input().mark = mark;
        }

        Variable input() {
            return direction == FORWARD ? v1 : v2;
        }

        Variable output() {
            return direction == FORWARD ? v2 : v1;
        }

        void recalculate() {
            Variable in = input();
            Variable out = output();
            out.walkStrength = Strength.weakestOf(strength, in.walkStrength);
            out.stay = in.stay;
            if (out.stay) {
                execute();
            }
        }

        void markUnsatisfied() {
            direction = NONE;
        }

        boolean inputsKnown(int mark) {
            Variable in = input();
            return in.mark == mark || in.stay || in.determinedBy == null;
        }
    }

    /** v1 == v2. */
    static final class EqualityConstraint extends BinaryConstraint {
        EqualityConstraint(Variable v1, Variable v2, Strength s, Planner p) {
            super(v1, v2, s);
            addConstraint(p);
        }

        void execute() {
            output().value = input().value;
        }
    }

    /** dest == src * scale + offset. */
    static final class ScaleConstraint extends BinaryConstraint {
        final Variable scale;
        final Variable offset;

        ScaleConstraint(Variable src, Variable scale, Variable offset, Variable dest,
                Strength s, Planner p) {
            super(src, dest, s);
            this.scale = scale;
            this.offset = offset;
            addConstraint(p);
        }

        void addToGraph() {
            super.addToGraph();
            scale.addConstraint(this);
            offset.addConstraint(this);
        }

        void removeFromGraph() {
            super.removeFromGraph();
            scale.removeConstraint(this);
            offset.removeConstraint(this);
        }

        void markInputs(int mark) {
            super.markInputs(mark);
            scale.mark = mark;
            offset.mark = mark;
        }

        void execute() {
            if (direction == FORWARD) {
                v2.value = v1.value * scale.value + offset.value;
            } else {
                v1.value = (v2.value - offset.value) / scale.value;
            }
        }

        void recalculate() {
            Variable in = input();
            Variable out = output();
            out.walkStrength = Strength.weakestOf(strength, in.walkStrength);
            out.stay = in.stay && scale.stay && offset.stay;
            if (out.stay) {
                execute();
            }
        }
    }

    /** An ordered list of constraints to execute. */
    static final class Plan {
        final Vector<Constraint> list = new Vector<Constraint>(16);

        void execute() {
            for (int i = 0, n = list.size(); i < n; i++) {
                list.at(i).execute();
            }
        }
    }

    static final class Planner {
        int currentMark;

        int newMark() {
            return ++currentMark;
        }

        void incrementalAdd(Constraint c) {
            int mark = newMark();
            Constraint overridden = c.satisfy(mark, this);
            while (overridden != null) {
                overridden = overridden.satisfy(mark, this);
            }
        }

        void incrementalRemove(Constraint c) {
            Variable out = c.output();
            c.markUnsatisfied();
            c.removeFromGraph();
            Vector<Constraint> unsatisfied = removePropagateFrom(out);
            Strength s = Strength.REQUIRED;
            do {
                for (int i = 0; i < unsatisfied.size(); i++) {
                    Constraint u = unsatisfied.at(i);
                    if (u.strength == s) {
                        incrementalAdd(u);
                    }
                }
                s = s.nextWeaker();
            } while (s != Strength.WEAKEST);
        }

        Plan makePlan(Vector<Constraint> sources) {
            int mark = newMark();
            Plan plan = new Plan();
            Vector<Constraint> todo = sources;
            while (!todo.isEmpty()) {
                Constraint c = todo.removeFirst();
                if (c.output().mark != mark && c.inputsKnown(mark)) {
                    plan.list.append(c);
                    c.output().mark = mark;
                    addConstraintsConsumingTo(c.output(), todo);
                }
            }
            return plan;
        }

        Plan extractPlanFromConstraints(Vector<Constraint> constraints) {
            Vector<Constraint> sources = new Vector<Constraint>();
            for (int i = 0; i < constraints.size(); i++) {
                Constraint c = constraints.at(i);
                if (c.isInput() && c.isSatisfied()) {
                    sources.append(c);
                }
            }
            return makePlan(sources);
        }

        /**
         * Recomputes the walkabout strengths downstream of c; returns false (after undoing c)
         * when a cycle reaches a variable marked in this pass.
         */
        boolean addPropagate(Constraint c, int mark) {
            Vector<Constraint> todo = new Vector<Constraint>();
            todo.append(c);
            while (!todo.isEmpty()) {
                Constraint d = todo.removeFirst();
                if (d.output().mark == mark) {
                    incrementalRemove(c);
                    return false;
                }
                d.recalculate();
                addConstraintsConsumingTo(d.output(), todo);
            }
            return true;
        }

        Vector<Constraint> removePropagateFrom(Variable out) {
            out.determinedBy = null;
            out.walkStrength = Strength.WEAKEST;
            out.stay = true;
            Vector<Constraint> unsatisfied = new Vector<Constraint>();
            Vector<Variable> todo = new Vector<Variable>();
            todo.append(out);
            while (!todo.isEmpty()) {
                Variable v = todo.removeFirst();
                for (int i = 0; i < v.constraints.size(); i++) {
                    Constraint c = v.constraints.at(i);
                    if (!c.isSatisfied()) {
                        unsatisfied.append(c);
                    }
                }
                Constraint determining = v.determinedBy;
                for (int i = 0; i < v.constraints.size(); i++) {
                    Constraint next = v.constraints.at(i);
                    if (next != determining && next.isSatisfied()) {
                        next.recalculate();
                        todo.append(next.output());
                    }
                }
            }
            return unsatisfied;
        }

        void addConstraintsConsumingTo(Variable v, Vector<Constraint> coll) {
            Constraint determining = v.determinedBy;
            for (int i = 0; i < v.constraints.size(); i++) {
                Constraint c = v.constraints.at(i);
                if (c != determining && c.isSatisfied()) {
                    coll.append(c);
                }
            }
        }

        void change(Variable v, int newValue) {
            EditConstraint edit = new EditConstraint(v, Strength.PREFERRED, this);
            Vector<Constraint> edits = new Vector<Constraint>(1);
            edits.append(edit);
            Plan plan = extractPlanFromConstraints(edits);
            for (int i = 0; i < 10; i++) {
                v.value = newValue;
                plan.execute();
            }
            edit.destroyConstraint(this);
        }
    }

    /** A chain v0 = v1 = ... = vn with a stay on vn and an edit on v0. Returns a checksum. */
    static long chainTest(int n) {
        Planner planner = new Planner();
        Variable prev = null;
        Variable first = null;
        Variable last = null;
        for (int i = 0; i <= n; i++) {
            Variable v = new Variable(0);
            if (prev != null) {
                new EqualityConstraint(prev, v, Strength.REQUIRED, planner);
            }
            if (i == 0) {
                first = v;
            }
            if (i == n) {
                last = v;
            }
            prev = v;
        }
        new StayConstraint(last, Strength.STRONG_DEFAULT, planner);
        EditConstraint edit = new EditConstraint(first, Strength.PREFERRED, planner);
        Vector<Constraint> edits = new Vector<Constraint>(1);
        edits.append(edit);
        Plan plan = planner.extractPlanFromConstraints(edits);
        long sum = 0;
        for (int i = 0; i < 100; i++) {
            first.value = i;
            plan.execute();
            if (last.value != i) {
                throw new Failure("chain test: last value " + last.value + ", expected " + i);
            }
            sum += last.value;
        }
        edit.destroyConstraint(planner);
        return sum + plan.list.size();
    }

    /** n variables dst_i = src_i * scale + offset, changed from both ends. */
    static long projectionTest(int n) {
        Planner planner = new Planner();
        Variable scale = new Variable(10);
        Variable offset = new Variable(1000);
        Variable src = null;
        Variable dst = null;
        Vector<Variable> dests = new Vector<Variable>(n);
        for (int i = 0; i < n; i++) {
            src = new Variable(i);
            dst = new Variable(i);
            dests.append(dst);
            new StayConstraint(src, Strength.NORMAL, planner);
            new ScaleConstraint(src, scale, offset, dst, Strength.REQUIRED, planner);
        }
        planner.change(src, 17);
        if (dst.value != 1170) {
            throw new Failure("projection test 1: " + dst.value + ", expected 1170");
        }
        planner.change(dst, 1050);
        if (src.value != 5) {
            throw new Failure("projection test 2: " + src.value + ", expected 5");
        }
        planner.change(scale, 5);
        long sum = 0;
        for (int i = 0; i < n - 1; i++) {
            if (dests.at(i).value != i * 5 + 1000) {
                throw new Failure("projection test 3: dest " + i + " = " + dests.at(i).value);
            }
            sum += dests.at(i).value;
        }
        planner.change(offset, 2000);
        for (int i = 0; i < n - 1; i++) {
            if (dests.at(i).value != i * 5 + 2000) {
                throw new Failure("projection test 4: dest " + i + " = " + dests.at(i).value);
            }
            sum += dests.at(i).value;
        }
        return sum;
    }

    public long run(int inner) {
        return chainTest(inner) * 31 + projectionTest(inner);
    }

    public String verify(long result, int n) {
        // chain: sum 0..99 plus the plan length (n + 1 constraints: the edit and n equalities);
        // projection: sum of (i*5+1000) + (i*5+2000) over i < n-1.
        long m = n - 1 < 0 ? 0 : n - 1;
        long chain = 4950 + (n + 1);
        long proj = m * 3000 + 10 * (m * (m - 1) / 2);
        long want = chain * 31 + proj;
        return result == want ? null : "result " + result + ", expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("deltablue", new DeltaBlue(), args);
    }
}
