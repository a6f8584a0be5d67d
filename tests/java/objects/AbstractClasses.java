// Abstract classes: template methods calling abstract methods, partial interface
// implementation, constructors of abstract classes, AbstractMethodError-free dispatch.
public class AbstractClasses {
    static abstract class Account {
        private long balance;
        private final String id;
        Account(String id, long initial) { this.id = id; this.balance = initial; }
        abstract long fee(long amount);
        abstract String kind();
        final boolean withdraw(long amount) {
            long total = amount + fee(amount);
            if (total > balance) return false;
            balance -= total;
            return true;
        }
        void deposit(long amount) { balance += amount; }
        public String toString() { return kind() + "[" + id + "]=" + balance; }
    }

    static class Checking extends Account {
        Checking(String id, long initial) { super(id, initial); }
        long fee(long amount) { return 1; }
        String kind() { return "Checking"; }
    }

    static class Savings extends Account {
        Savings(String id, long initial) { super(id, initial); }
        long fee(long amount) { return amount / 10; }
        String kind() { return "Savings"; }
        void deposit(long amount) { super.deposit(amount + amount / 100); }
    }

    interface Visitor {
        int visitNum(int n);
        int visitAdd(Node a, Node b);
        int visitMul(Node a, Node b);
    }

    static abstract class Node {
        abstract int accept(Visitor v);
    }

    static class Num extends Node {
        final int n;
        Num(int n) { this.n = n; }
        int accept(Visitor v) { return v.visitNum(n); }
    }

    static class Add extends Node {
        final Node a, b;
        Add(Node a, Node b) { this.a = a; this.b = b; }
        int accept(Visitor v) { return v.visitAdd(a, b); }
    }

    static class Mul extends Node {
        final Node a, b;
        Mul(Node a, Node b) { this.a = a; this.b = b; }
        int accept(Visitor v) { return v.visitMul(a, b); }
    }

    static class Eval implements Visitor {
        public int visitNum(int n) { return n; }
        public int visitAdd(Node a, Node b) { return a.accept(this) + b.accept(this); }
        public int visitMul(Node a, Node b) { return a.accept(this) * b.accept(this); }
    }

    static abstract class CountingVisitor implements Visitor {
        int count;
        public int visitNum(int n) { count++; return 0; }
    }

    static class DepthVisitor extends CountingVisitor {
        public int visitAdd(Node a, Node b) { return 1 + Math.max(a.accept(this), b.accept(this)); }
        public int visitMul(Node a, Node b) { return 1 + Math.max(a.accept(this), b.accept(this)); }
    }

    public static void main(String[] args) {
        Account[] accts = {new Checking("c1", 100), new Savings("s1", 1000)};
        for (Account a : accts) {
            System.out.println(a.withdraw(50) + " " + a);
            System.out.println(a.withdraw(5000) + " " + a);
            a.deposit(200);
            System.out.println(a);
        }
        Node expr = new Add(new Mul(new Num(3), new Num(4)), new Add(new Num(5), new Mul(new Num(2), new Num(10))));
        System.out.println(expr.accept(new Eval()));
        DepthVisitor dv = new DepthVisitor();
        System.out.println(expr.accept(dv));
        System.out.println(dv.count);
    }
}
