// Transfers between accounts by many threads, each locking both accounts in a global order
// (by account number) so that no deadlock can happen; the total is conserved.
public class ThrLockOrdering {
    static final class Account {
        final int id;
        long balance;

        Account(int id, long balance) {
            this.id = id;
            this.balance = balance;
        }
    }

    static void transfer(Account from, Account to, long amount) {
        Account first = from.id < to.id ? from : to;
        Account second = from.id < to.id ? to : from;
        synchronized (first) {
            synchronized (second) {
                if (from.balance >= amount) {
                    from.balance -= amount;
                    to.balance += amount;
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final Account[] accounts = new Account[10];
        for (int i = 0; i < accounts.length; i++) {
            accounts[i] = new Account(i, 1000);
        }
        final int nthreads = 8, ops = 4000;
        final long[] moved = new long[nthreads];
        Thread[] ts = new Thread[nthreads];
        for (int t = 0; t < nthreads; t++) {
            final int seed = t + 1;
            ts[t] = new Thread() {
                public void run() {
                    int x = seed * 7919;
                    for (int i = 0; i < ops; i++) {
                        x = x * 1103515245 + 12345;
                        int a = (x >>> 8) % accounts.length;
                        int b = (x >>> 16) % accounts.length;
                        if (a == b) {
                            b = (b + 1) % accounts.length;
                        }
                        long amount = (x >>> 24) % 50 + 1;
                        transfer(accounts[a], accounts[b], amount);
                        moved[seed - 1] += amount;
                    }
                }
            };
        }
        for (Thread t : ts) {
            t.start();
        }
        for (Thread t : ts) {
            t.join();
        }
        long total = 0;
        boolean nonNegative = true;
        for (Account a : accounts) {
            total += a.balance;
            nonNegative &= a.balance >= 0;
        }
        System.out.println("total " + total + " nonNegative " + nonNegative);
        long requested = 0;
        for (long m : moved) {
            requested += m;
        }
        System.out.println("requested transfers counted: " + (requested > 0));
    }
}
