package java.util.concurrent.locks;

import java.util.concurrent.TimeUnit;

/**
 * A Condition of a MonitorSync's exclusive mode. Each waiter has a node in a FIFO queue guarded
 * by owner.sync and blocks on the node's own monitor; signal marks the first waiting node
 * (under sync) and wakes it. A waiter that times out or is interrupted before being signalled
 * cancels its node.
 */
final class MonitorCondition implements Condition, java.io.Serializable {
    private static final long serialVersionUID = 1L;
    private static final int WAITING = 0;
    private static final int SIGNALLED = 1;
    private static final int CANCELLED = 2;

    static final class Node {
        final Thread thread;
        Node next;
        volatile int state;

        Node(Thread t) {
            thread = t;
        }
    }

    private final MonitorSync owner;
    private Node head;
    private Node tail;

    MonitorCondition(MonitorSync owner) {
        this.owner = owner;
    }

    /** Enqueues a node for the current thread and fully releases the lock; returns the holds. */
    private int enqueueAndRelease(Node node) {
        synchronized (owner.sync) {
            if (!owner.heldExclusively(node.thread)) {
                throw new IllegalMonitorStateException();
            }
            if (tail == null) {
                head = node;
            } else {
                tail.next = node;
            }
            tail = node;
            return owner.releaseAll();
        }
    }

    private void unlink(Node node) {
        Node prev = null;
        for (Node n = head; n != null; prev = n, n = n.next) {
            if (n == node) {
                if (prev == null) {
                    head = n.next;
                } else {
                    prev.next = n.next;
                }
                if (tail == n) {
                    tail = prev;
                }
                n.next = null;
                return;
            }
        }
    }

    /** Cancels node unless it was signalled; returns true if it was cancelled. */
    private boolean cancel(Node node) {
        synchronized (owner.sync) {
            if (node.state == WAITING) {
                node.state = CANCELLED;
                unlink(node);
                return true;
            }
            return false;
        }
    }

    /**
     * Waits until node is signalled, the deadline (nanoTime; 0: none) passes or, if
     * interruptible, the thread is interrupted. Returns 0 if signalled, 1 on timeout, 2 if
     * interrupted before the signal, 3 if interrupted (uninterruptible wait or after signal).
     */
    private int block(Node node, long deadline, boolean interruptible) {
        boolean interrupted = false;
        synchronized (node) {
            while (node.state == WAITING) {
                try {
                    if (deadline == 0L) {
                        node.wait();
                    } else {
                        long left = deadline - System.nanoTime();
                        if (left <= 0L) {
                            break;
                        }
                        node.wait(left / 1000000L, (int) (left % 1000000L));
                    }
                } catch (InterruptedException e) {
                    if (interruptible) {
                        interrupted = true;
                        break;
                    }
                    interrupted = true;
                }
            }
        }
        if (node.state == WAITING && cancel(node)) {
            return interrupted && interruptible ? 2 : 1;
        }
        return interrupted ? 3 : 0;
    }

    private static void finish(int outcome) throws InterruptedException {
        if (outcome == 2) {
            throw new InterruptedException();
        }
        if (outcome == 3) {
            Thread.currentThread().interrupt();
        }
    }

    public void await() throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        Node node = new Node(Thread.currentThread());
        int holds = enqueueAndRelease(node);
        int outcome = block(node, 0L, true);
        owner.reacquire(holds);
        finish(outcome);
    }

    public void awaitUninterruptibly() {
        Node node = new Node(Thread.currentThread());
        int holds = enqueueAndRelease(node);
        int outcome = block(node, 0L, false);
        owner.reacquire(holds);
        if (outcome == 3) {
            Thread.currentThread().interrupt();
        }
    }

    public long awaitNanos(long nanosTimeout) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long deadline = MonitorSync.deadlineOf(nanosTimeout);
        Node node = new Node(Thread.currentThread());
        int holds = enqueueAndRelease(node);
        int outcome = nanosTimeout > 0L ? block(node, deadline, true) : (cancel(node) ? 1 : 0);
        owner.reacquire(holds);
        finish(outcome);
        return deadline - System.nanoTime();
    }

    public boolean await(long time, TimeUnit unit) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long nanos = unit.toNanos(time);
        long deadline = MonitorSync.deadlineOf(nanos);
        Node node = new Node(Thread.currentThread());
        int holds = enqueueAndRelease(node);
        int outcome = nanos > 0L ? block(node, deadline, true) : (cancel(node) ? 1 : 0);
        owner.reacquire(holds);
        finish(outcome);
        return outcome != 1;
    }

    public boolean awaitUntil(java.util.Date deadline) throws InterruptedException {
        long ms = deadline.getTime() - System.currentTimeMillis();
        return await(ms, TimeUnit.MILLISECONDS);
    }

    public void signal() {
        Node n;
        synchronized (owner.sync) {
            if (!owner.heldExclusively(Thread.currentThread())) {
                throw new IllegalMonitorStateException();
            }
            n = head;
            if (n == null) {
                return;
            }
            head = n.next;
            if (head == null) {
                tail = null;
            }
            n.next = null;
            n.state = SIGNALLED;
        }
        synchronized (n) {
            n.notifyAll();
        }
    }

    public void signalAll() {
        Node n;
        synchronized (owner.sync) {
            if (!owner.heldExclusively(Thread.currentThread())) {
                throw new IllegalMonitorStateException();
            }
            n = head;
            head = tail = null;
            for (Node p = n; p != null; p = p.next) {
                p.state = SIGNALLED;
            }
        }
        while (n != null) {
            Node next = n.next;
            n.next = null;
            synchronized (n) {
                n.notifyAll();
            }
            n = next;
        }
    }

    boolean hasWaiters() {
        synchronized (owner.sync) {
            if (!owner.heldExclusively(Thread.currentThread())) {
                throw new IllegalMonitorStateException();
            }
            return head != null;
        }
    }

    int getWaitQueueLength() {
        synchronized (owner.sync) {
            if (!owner.heldExclusively(Thread.currentThread())) {
                throw new IllegalMonitorStateException();
            }
            int n = 0;
            for (Node p = head; p != null; p = p.next) {
                n++;
            }
            return n;
        }
    }

    boolean ownedBy(MonitorSync s) {
        return owner == s;
    }
}
