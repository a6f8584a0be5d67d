import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;

// Blocking queues between threads, and the thread-safe collections' own behaviour.
public class ConcQueues {
    static long pipe(final BlockingQueue<Integer> q, final int producers, final int perProducer) throws Exception {
        final long[] sums = new long[2];
        Thread[] ps = new Thread[producers];
        for (int p = 0; p < producers; p++) {
            final int base = p * perProducer;
            ps[p] = new Thread() {
                public void run() {
                    try {
                        for (int i = 1; i <= perProducer; i++) {
                            q.put(base + i);
                        }
                    } catch (InterruptedException e) {
                        System.out.println("producer interrupted");
                    }
                }
            };
            ps[p].start();
        }
        Thread[] cs = new Thread[2];
        for (int c = 0; c < 2; c++) {
            final int id = c;
            cs[c] = new Thread() {
                public void run() {
                    try {
                        for (;;) {
                            Integer v = q.take();
                            if (v < 0) {
                                return;
                            }
                            sums[id] += v;
                        }
                    } catch (InterruptedException e) {
                        System.out.println("consumer interrupted");
                    }
                }
            };
            cs[c].start();
        }
        for (Thread t : ps) {
            t.join();
        }
        q.put(-1);
        q.put(-1);
        for (Thread t : cs) {
            t.join();
        }
        return sums[0] + sums[1];
    }

    public static void main(String[] args) throws Exception {
        int total = 3 * 1000;
        long expected = (long) total * (total + 1) / 2;
        System.out.println("LinkedBlockingQueue " + pipe(new LinkedBlockingQueue<Integer>(), 3, 1000) + " / " + expected);
        System.out.println("bounded LinkedBlockingQueue " + pipe(new LinkedBlockingQueue<Integer>(3), 3, 1000));
        System.out.println("ArrayBlockingQueue " + pipe(new ArrayBlockingQueue<Integer>(4), 3, 1000));
        System.out.println("SynchronousQueue " + pipe(new SynchronousQueue<Integer>(), 3, 1000));

        LinkedBlockingQueue<String> lq = new LinkedBlockingQueue<String>(3);
        System.out.println(lq.offer("a") + " " + lq.offer("b") + " " + lq.offer("c") + " " + lq.offer("d") + " " + lq
                           + " remaining " + lq.remainingCapacity());
        System.out.println(lq.peek() + " " + lq.poll() + " " + lq.size() + " " + lq.contains("c") + " " + lq.remove("b") + " " + lq);
        System.out.println("timed offer on full: " + new ArrayBlockingQueue<String>(1, false, java.util.Arrays.asList("x"))
                           .offer("y", 5, TimeUnit.MILLISECONDS));
        System.out.println("timed poll on empty: " + lq.poll(1, TimeUnit.MILLISECONDS) + " then " + lq.poll(5, TimeUnit.MILLISECONDS));
        List<String> drained = new ArrayList<String>();
        lq.add("p");
        lq.add("q");
        System.out.println("drained " + lq.drainTo(drained) + " " + drained + " " + lq.isEmpty());
        ArrayBlockingQueue<Integer> aq = new ArrayBlockingQueue<Integer>(4);
        for (int i = 0; i < 4; i++) {
            aq.add(i);
        }
        try {
            aq.add(9);
        } catch (IllegalStateException e) {
            System.out.println(e);
        }
        aq.poll();
        aq.add(4);
        aq.remove(2);
        System.out.println(aq + " size " + aq.size());
        for (Iterator<Integer> it = aq.iterator(); it.hasNext();) {
            if (it.next() == 3) {
                it.remove();
            }
        }
        System.out.println(aq);
        try {
            aq.offer(null);
        } catch (NullPointerException e) {
            System.out.println("null element: NPE");
        }
        try {
            new ArrayBlockingQueue<String>(0);
        } catch (IllegalArgumentException e) {
            System.out.println("capacity 0: " + e);
        }
        SynchronousQueue<String> sq = new SynchronousQueue<String>();
        System.out.println("sync offer without taker: " + sq.offer("x") + " size " + sq.size() + " " + sq + " poll " + sq.poll());

        final ConcurrentLinkedQueue<Integer> clq = new ConcurrentLinkedQueue<Integer>();
        Thread[] adders = new Thread[4];
        for (int i = 0; i < adders.length; i++) {
            final int base = i * 100;
            adders[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 100; k++) {
                        clq.offer(base + k);
                    }
                }
            };
            adders[i].start();
        }
        for (Thread t : adders) {
            t.join();
        }
        long s = 0;
        int n = 0;
        for (Integer v : clq) {
            s += v;
            n++;
        }
        System.out.println("ConcurrentLinkedQueue " + n + " " + s + " " + clq.size());
        ConcurrentLinkedQueue<String> small = new ConcurrentLinkedQueue<String>();
        small.add("one");
        small.add("two");
        small.add("three");
        System.out.println(small + " " + small.peek() + " " + small.poll() + " " + small.remove("three") + " " + small);

        final CopyOnWriteArrayList<Integer> cow = new CopyOnWriteArrayList<Integer>();
        Thread[] writers = new Thread[4];
        for (int i = 0; i < writers.length; i++) {
            final int base = i * 50;
            writers[i] = new Thread() {
                public void run() {
                    for (int k = 0; k < 50; k++) {
                        cow.add(base + k);
                    }
                }
            };
            writers[i].start();
        }
        for (Thread t : writers) {
            t.join();
        }
        long cs = 0;
        for (int v : cow) {
            cs += v;
        }
        System.out.println("CopyOnWriteArrayList " + cow.size() + " " + cs);
        CopyOnWriteArrayList<String> list = new CopyOnWriteArrayList<String>(new String[] {"a", "b", "c"});
        Iterator<String> snapshot = list.iterator();
        list.add("d");
        list.remove("a");
        list.add(1, "x");
        list.set(0, "B");
        StringBuilder sb = new StringBuilder();
        while (snapshot.hasNext()) {
            sb.append(snapshot.next());
        }
        System.out.println("snapshot " + sb + " now " + list + " " + list.indexOf("d") + " " + list.addIfAbsent("x") + " "
                           + list.subList(1, 3));
        try {
            list.iterator().remove();
        } catch (UnsupportedOperationException e) {
            System.out.println("iterator.remove: UnsupportedOperationException");
        } catch (IllegalStateException e) {
            System.out.println("iterator.remove: IllegalStateException");
        }
        try {
            list.get(10);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e);
        }
    }
}
