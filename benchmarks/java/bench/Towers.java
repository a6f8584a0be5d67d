package bench;

import common.Benchmark;
import common.Failure;

/**
 * Towers of Hanoi with 13 disks kept as linked lists of disk objects on three piles;
 * every move checks that no disk is put on a smaller one. The inner size is the number of
 * complete games per iteration (2^13 - 1 = 8191 moves each).
 */
public final class Towers extends Benchmark {
    static final int DISKS = 13;

    static final class Disk {
        final int size;
        Disk next;

        Disk(int size) {
            this.size = size;
        }
    }

    private Disk[] piles;
    private int moves;

    private void push(int pile, Disk d) {
        Disk top = piles[pile];
        if (top != null && d.size >= top.size) {
            throw new Failure("cannot put a disk of size " + d.size + " on one of size " + top.size);
        }
        d.next = top;
        piles[pile] = d;
    }

    private Disk pop(int pile) {
        Disk top = piles[pile];
        if (top == null) {
            throw new Failure("popping an empty pile " + pile);
        }
        piles[pile] = top.next;
        top.next = null;
        return top;
    }

    private void moveTop(int from, int to) {
        push(to, pop(from));
        moves++;
    }

    private void moveDisks(int disks, int from, int to) {
        if (disks == 1) {
            moveTop(from, to);
            return;
        }
        int other = 3 - from - to;
        moveDisks(disks - 1, from, other);
        moveTop(from, to);
        moveDisks(disks - 1, other, to);
    }

    int game() {
        piles = new Disk[3];
        for (int i = DISKS - 1; i >= 0; i--) {
            push(0, new Disk(i));
        }
        moves = 0;
        moveDisks(DISKS, 0, 1);
        int n = 0;
        for (Disk d = piles[1]; d != null; d = d.next) {
            if (d.size != n) {
                throw new Failure("disk " + n + " is " + d.size);
            }
            n++;
        }
        if (n != DISKS || piles[0] != null || piles[2] != null) {
            throw new Failure("disks not all on the target pile");
        }
        return moves;
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            sum += game();
        }
        return sum;
    }

    public String verify(long result, int inner) {
        long want = ((1L << DISKS) - 1) * inner;
        return result == want ? null : result + " moves, expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("towers", new Towers(), args);
    }
}
