import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;

// A bank simulation (coursework style): tellers on a thread pool move money between accounts
// with per-account locks taken in a fixed order; an auditor checks the books while they run.
public class ConcBank {
    static final class InsufficientFundsException extends Exception {
        InsufficientFundsException(String msg) {
            super(msg);
        }
    }

    static final class Account {
        private final int number;
        private final String owner;
        private long balance;
        private final ReentrantLock lock = new ReentrantLock();
        private int transactions;

        Account(int number, String owner, long balance) {
            this.number = number;
            this.owner = owner;
            this.balance = balance;
        }

        long getBalance() {
            lock.lock();
            try {
                return balance;
            } finally {
                lock.unlock();
            }
        }

        public String toString() {
            return String.valueOf(number) + ":" + owner + ":" + balance + ":" + transactions;
        }
    }

    static final class Bank {
        private final Account[] accounts;
        private final AtomicInteger completed = new AtomicInteger();
        private final AtomicInteger refused = new AtomicInteger();

        Bank(int n, long initial) {
            accounts = new Account[n];
            String[] names = {"Ada", "Brian", "Carla", "Dennis", "Edsger", "Frances", "Grace", "Hedy"};
            for (int i = 0; i < n; i++) {
                accounts[i] = new Account(i, names[i % names.length], initial);
            }
        }

        void transfer(int from, int to, long amount) throws InsufficientFundsException {
            if (from == to) {
                return;
            }
            Account a = accounts[Math.min(from, to)];
            Account b = accounts[Math.max(from, to)];
            a.lock.lock();
            try {
                b.lock.lock();
                try {
                    Account src = accounts[from];
                    Account dst = accounts[to];
                    if (src.balance < amount) {
                        refused.incrementAndGet();
                        throw new InsufficientFundsException("account " + from + " cannot pay " + amount);
                    }
                    src.balance -= amount;
                    dst.balance += amount;
                    src.transactions++;
                    dst.transactions++;
                    completed.incrementAndGet();
                } finally {
                    b.lock.unlock();
                }
            } finally {
                a.lock.unlock();
            }
        }

        /** Locks every account (in order) to take a consistent total. */
        long audit() {
            for (Account a : accounts) {
                a.lock.lock();
            }
            try {
                long total = 0;
                for (Account a : accounts) {
                    total += a.balance;
                }
                return total;
            } finally {
                for (int i = accounts.length - 1; i >= 0; i--) {
                    accounts[i].lock.unlock();
                }
            }
        }
    }

    public static void main(String[] args) throws Exception {
        final Bank bank = new Bank(8, 500);
        final long expectedTotal = bank.audit();
        ExecutorService tellers = Executors.newFixedThreadPool(4);
        List<Future<Integer>> shifts = new ArrayList<Future<Integer>>();
        for (int t = 0; t < 8; t++) {
            final int seed = t * 31 + 7;
            shifts.add(tellers.submit(new Callable<Integer>() {
                public Integer call() {
                    int x = seed;
                    int failures = 0;
                    for (int i = 0; i < 1500; i++) {
                        x = x * 1664525 + 1013904223;
                        int from = (x >>> 4) & 7;
                        int to = (x >>> 12) & 7;
                        long amount = ((x >>> 20) & 255) + 1;
                        try {
                            bank.transfer(from, to, amount);
                        } catch (InsufficientFundsException e) {
                            failures++;
                        }
                    }
                    return failures;
                }
            }));
        }
        final AtomicInteger badAudits = new AtomicInteger();
        Thread auditor = new Thread("auditor") {
            public void run() {
                for (int i = 0; i < 50; i++) {
                    if (bank.audit() != expectedTotal) {
                        badAudits.incrementAndGet();
                    }
                    Thread.yield();
                }
            }
        };
        auditor.start();
        int failures = 0;
        for (Future<Integer> f : shifts) {
            failures += f.get();
        }
        auditor.join();
        tellers.shutdown();
        System.out.println("terminated " + tellers.awaitTermination(30, TimeUnit.SECONDS));
        System.out.println("total before " + expectedTotal + " after " + bank.audit() + " bad audits " + badAudits.get());
        System.out.println("attempts " + (bank.completed.get() + bank.refused.get()) + " = 12000 minus self-transfers: "
                           + (bank.completed.get() + bank.refused.get() <= 12000));
        System.out.println("refusals reported = counted: " + (failures == bank.refused.get()));
        long sum = 0;
        int tx = 0;
        for (Account a : bank.accounts) {
            sum += a.getBalance();
            tx += a.transactions;
        }
        System.out.println("sum " + sum + " transactions x2 " + (tx == 2 * bank.completed.get()));
        try {
            bank.transfer(0, 1, 1000000);
        } catch (InsufficientFundsException e) {
            System.out.println(e.getMessage());
        }
    }
}
