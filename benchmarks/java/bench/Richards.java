package bench;

import common.Benchmark;

/**
 * An operating-system task scheduler simulation after Martin Richards' design: an idle task,
 * a worker, two packet handlers and two devices exchange packets through a priority
 * scheduler. Written from the published description. The inner size is the number of
 * complete scheduler runs per iteration; each run is checked against the well-known counts
 * (23246 packets queued and 9297 holds for an idle count of 10000).
 */
public final class Richards extends Benchmark {
    static final int ID_IDLE = 0;
    static final int ID_WORKER = 1;
    static final int ID_HANDLER_A = 2;
    static final int ID_HANDLER_B = 3;
    static final int ID_DEVICE_A = 4;
    static final int ID_DEVICE_B = 5;
    static final int NUM_TASKS = 6;

    static final int KIND_DEVICE = 0;
    static final int KIND_WORK = 1;
    static final int DATA_SIZE = 4;

    static final int IDLE_COUNT = 10000;
    static final int EXPECTED_QUEUE_COUNT = 23246;
    static final int EXPECTED_HOLD_COUNT = 9297;

    /** A packet carries a kind, a destination/source task id, a counter and four data words. */
    static final class Packet {
        Packet link;
        int id;
        final int kind;
        int a1;
        final int[] a2 = new int[DATA_SIZE];

        Packet(Packet link, int id, int kind) {
            this.link = link;
            this.id = id;
            this.kind = kind;
        }

        /** Appends this packet to the end of queue; returns the new queue head. */
        Packet addTo(Packet queue) {
            link = null;
            if (queue == null) {
                return this;
            }
            Packet p = queue;
            while (p.link != null) {
                p = p.link;
            }
            p.link = this;
            return queue;
        }
    }

    /** The behaviour of a task: called with the packet taken from its queue (or null). */
    abstract static class Task {
        final Scheduler scheduler;

        Task(Scheduler scheduler) {
            this.scheduler = scheduler;
        }

        abstract Tcb run(Packet packet);
    }

    static final int STATE_RUNNING = 0;
    static final int STATE_RUNNABLE = 1;
    static final int STATE_SUSPENDED = 2;
    static final int STATE_HELD = 4;
    static final int STATE_SUSPENDED_RUNNABLE = STATE_SUSPENDED | STATE_RUNNABLE;

    /** Task control block. */
    static final class Tcb {
        final Tcb link;
        final int id;
        final int priority;
        Packet queue;
        final Task task;
        int state;

        Tcb(Tcb link, int id, int priority, Packet queue, Task task) {
            this.link = link;
            this.id = id;
            this.priority = priority;
            this.queue = queue;
            this.task = task;
            this.state = queue == null ? STATE_SUSPENDED : STATE_SUSPENDED_RUNNABLE;
        }

        boolean isHeldOrSuspended() {
            return (state & STATE_HELD) != 0 || state == STATE_SUSPENDED;
        }

        Tcb runTask() {
            Packet packet;
            if (state == STATE_SUSPENDED_RUNNABLE) {
                packet = queue;
                queue = packet.link;
                state = queue == null ? STATE_RUNNING : STATE_RUNNABLE;
            } else {
                packet = null;
            }
            return task.run(packet);
        }

        /** Adds packet to this task's queue; returns the task that should run next. */
        Tcb checkPriorityAdd(Tcb current, Packet packet) {
            if (queue == null) {
                queue = packet;
                state |= STATE_RUNNABLE;
                if (priority > current.priority) {
                    return this;
                }
            } else {
                queue = packet.addTo(queue);
            }
            return current;
        }
    }

    static final class Scheduler {
        final Tcb[] blocks = new Tcb[NUM_TASKS];
        Tcb list;
        Tcb current;
        int currentId;
        int queueCount;
        int holdCount;

        void addTask(int id, int priority, Packet queue, Task task) {
            current = new Tcb(list, id, priority, queue, task);
            list = current;
            blocks[id] = current;
        }

        void schedule() {
            current = list;
            while (current != null) {
                if (current.isHeldOrSuspended()) {
                    current = current.link;
                } else {
                    currentId = current.id;
                    current = current.runTask();
                }
            }
        }

        Tcb release(int id) {
            Tcb t = blocks[id];
            if (t == null) {
                return t;
            }
            t.state &= ~STATE_HELD;
            return t.priority > current.priority ? t : current;
        }

        Tcb holdCurrent() {
            holdCount++;
            current.state |= STATE_HELD;
            return current.link;
        }

        Tcb suspendCurrent() {
            current.state |= STATE_SUSPENDED;
            return current;
        }

        Tcb queue(Packet packet) {
            Tcb t = blocks[packet.id];
            if (t == null) {
                return t;
            }
            queueCount++;
            packet.link = null;
            packet.id = currentId;
            return t.checkPriorityAdd(current, packet);
        }
    }

    static final class IdleTask extends Task {
        int v1 = 1;
        int count;

        IdleTask(Scheduler s, int count) {
            super(s);
            this.count = count;
        }

        Tcb run(Packet packet) {
            count--;
            if (count == 0) {
                return scheduler.holdCurrent();
            }
            if ((v1 & 1) == 0) {
                v1 = v1 >> 1;
                return scheduler.release(ID_DEVICE_A);
            }
            v1 = (v1 >> 1) ^ 0xD008;
            return scheduler.release(ID_DEVICE_B);
        }
    }

    static final class DeviceTask extends Task {
        Packet pending;

        DeviceTask(Scheduler s) {
            super(s);
        }

        Tcb run(Packet packet) {
            if (packet == null) {
                if (pending == null) {
                    return scheduler.suspendCurrent();
                }
                Packet p = pending;
                pending = null;
                return scheduler.queue(p);
            }
            pending = packet;
            return scheduler.holdCurrent();
        }
    }

    static final class WorkerTask extends Task {
        int destination = ID_HANDLER_A;
        int count;

        WorkerTask(Scheduler s) {
            super(s);
        }

        Tcb run(Packet packet) {
            if (packet == null) {
                return scheduler.suspendCurrent();
            }
            destination = destination == ID_HANDLER_A ? ID_HANDLER_B : ID_HANDLER_A;
            packet.id = destination;
            packet.a1 = 0;
            for (int i = 0; i < DATA_SIZE; i++) {
                count++;
                if (count > 26) {
                    count = 1;
                }
                packet.a2[i] = count;
            }
            return scheduler.queue(packet);
        }
    }

    static final class HandlerTask extends Task {
        Packet work;
        Packet devices;

        HandlerTask(Scheduler s) {
            super(s);
        }

        Tcb run(Packet packet) {
            if (packet != null) {
                if (packet.kind == KIND_WORK) {
                    work = packet.addTo(work);
                } else {
                    devices = packet.addTo(devices);
                }
            }
            if (work != null) {
                int count = work.a1;
                if (count < DATA_SIZE) {
                    if (devices != null) {
                        Packet d = devices;
                        devices = devices.link;
                        d.a1 = work.a2[count];
                        work.a1 = count + 1;
                        return scheduler.queue(d);
                    }
                } else {
                    Packet w = work;
                    work = work.link;
                    return scheduler.queue(w);
                }
            }
            return scheduler.suspendCurrent();
        }
    }

    /** One complete scheduler run; returns queueCount * 100000 + holdCount. */
    static long runOnce() {
        Scheduler s = new Scheduler();
        s.addTask(ID_IDLE, 0, null, new IdleTask(s, IDLE_COUNT));
        s.current.state = STATE_RUNNING;

        Packet q = new Packet(null, ID_WORKER, KIND_WORK);
        q = new Packet(q, ID_WORKER, KIND_WORK);
        s.addTask(ID_WORKER, 1000, q, new WorkerTask(s));

        q = new Packet(null, ID_DEVICE_A, KIND_DEVICE);
        q = new Packet(q, ID_DEVICE_A, KIND_DEVICE);
        q = new Packet(q, ID_DEVICE_A, KIND_DEVICE);
        s.addTask(ID_HANDLER_A, 2000, q, new HandlerTask(s));

        q = new Packet(null, ID_DEVICE_B, KIND_DEVICE);
        q = new Packet(q, ID_DEVICE_B, KIND_DEVICE);
        q = new Packet(q, ID_DEVICE_B, KIND_DEVICE);
        s.addTask(ID_HANDLER_B, 3000, q, new HandlerTask(s));

        s.addTask(ID_DEVICE_A, 4000, null, new DeviceTask(s));
        s.addTask(ID_DEVICE_B, 5000, null, new DeviceTask(s));

        s.schedule();
        return (long) s.queueCount * 100000 + s.holdCount;
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            long r = runOnce();
            if (r != (long) EXPECTED_QUEUE_COUNT * 100000 + EXPECTED_HOLD_COUNT) {
                throw new common.Failure("run " + i + ": queue count " + r / 100000 + " (expected "
                        + EXPECTED_QUEUE_COUNT + "), hold count " + r % 100000 + " (expected "
                        + EXPECTED_HOLD_COUNT + ")");
            }
            sum += r;
        }
        return sum;
    }

    public String verify(long result, int inner) {
        long want = ((long) EXPECTED_QUEUE_COUNT * 100000 + EXPECTED_HOLD_COUNT) * inner;
        return result == want ? null : "result " + result + ", expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("richards", new Richards(), args);
    }
}
