// A bounded buffer with wait/notifyAll: several producers and consumers; totals checked.
public class ThrProducerConsumer {
    static final class Buffer {
        private final int[] items;
        private int head, tail, count;

        Buffer(int capacity) {
            items = new int[capacity];
        }

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[tail] = v;
            tail = (tail + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    public static void main(String[] args) throws Exception {
        final Buffer buf = new Buffer(4);
        final int producers = 4, consumers = 3, perProducer = 2000;
        final long[] consumed = new long[consumers];
        final int[] counts = new int[consumers];
        Thread[] ps = new Thread[producers];
        Thread[] cs = new Thread[consumers];
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ps[p] = new Thread() {
                public void run() {
                    try {
                        for (int i = 1; i <= perProducer; i++) {
                            buf.put(base + i);
                        }
                    } catch (InterruptedException e) {
                        System.out.println("producer interrupted");
                    }
                }
            };
        }
        for (int c = 0; c < consumers; c++) {
            final int id = c;
            cs[c] = new Thread() {
                public void run() {
                    try {
                        for (;;) {
                            int v = buf.take();
                            if (v < 0) {
                                return;
                            }
                            consumed[id] += v;
                            counts[id]++;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("consumer interrupted");
                    }
                }
            };
        }
        for (Thread t : cs) {
            t.start();
        }
        for (Thread t : ps) {
            t.start();
        }
        for (Thread t : ps) {
            t.join();
        }
        for (int c = 0; c < consumers; c++) {
            buf.put(-1);
        }
        for (Thread t : cs) {
            t.join();
        }
        long sum = 0;
        int n = 0;
        for (int c = 0; c < consumers; c++) {
            sum += consumed[c];
            n += counts[c];
        }
        long total = (long) producers * perProducer;
        System.out.println("items " + n + " of " + total);
        System.out.println("sum " + sum + " expected " + total * (total + 1) / 2);

        // Ping-pong: strict alternation with notify.
        final Object lock = new Object();
        final int[] turn = new int[1];
        final StringBuilder log = new StringBuilder();
        Thread ping = new Thread() {
            public void run() {
                for (int i = 0; i < 5; i++) {
                    synchronized (lock) {
                        while (turn[0] != 0) {
                            try {
                                lock.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        log.append("ping ");
                        turn[0] = 1;
                        lock.notify();
                    }
                }
            }
        };
        Thread pong = new Thread() {
            public void run() {
                for (int i = 0; i < 5; i++) {
                    synchronized (lock) {
                        while (turn[0] != 1) {
                            try {
                                lock.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        log.append("pong ");
                        turn[0] = 0;
                        lock.notify();
                    }
                }
            }
        };
        ping.start();
        pong.start();
        ping.join();
        pong.join();
        System.out.println(log.toString().trim());

        // wait with a timeout returns without a notify.
        synchronized (lock) {
            long t0 = System.nanoTime();
            lock.wait(30);
            long ms = (System.nanoTime() - t0) / 1000000;
            System.out.println("timed wait returned, long enough: " + (ms >= 25));
            lock.wait(1, 500);
        }
        try {
            lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify: " + e);
        }
        try {
            lock.wait();
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait: " + e);
        }
        try {
            synchronized (lock) {
                lock.wait(-5);
            }
        } catch (IllegalArgumentException e) {
            System.out.println("wait(-5): " + e);
        }
    }
}
