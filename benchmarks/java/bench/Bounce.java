package bench;

import common.Benchmark;
import common.Failure;
import common.Random;

/**
 * 100 balls with integer positions and velocities bouncing in a 500x500 box for 50 steps,
 * counting bounces against the walls; every ball must stay inside the box. The inner size
 * is the number of simulations per iteration. The bounce count of one simulation is a
 * reference value (deterministic integer arithmetic with our own generator).
 */
public final class Bounce extends Benchmark {
    static final int EXPECTED_BOUNCES = 1331;

    static final class Ball {
        int x;
        int y;
        int xVel;
        int yVel;

        Ball(Random random) {
            x = random.next() % 500;
            y = random.next() % 500;
            xVel = (random.next() % 300) - 150;
            yVel = (random.next() % 300) - 150;
        }

        boolean bounce() {
            int xLimit = 500;
            int yLimit = 500;
            boolean bounced = false;
            x += xVel;
            y += yVel;
            if (x > xLimit) {
                x = xLimit;
                xVel = -Math.abs(xVel);
                bounced = true;
            }
            if (x < 0) {
                x = 0;
                xVel = Math.abs(xVel);
                bounced = true;
            }
            if (y > yLimit) {
                y = yLimit;
                yVel = -Math.abs(yVel);
                bounced = true;
            }
            if (y < 0) {
                y = 0;
                yVel = Math.abs(yVel);
                bounced = true;
            }
            return bounced;
        }
    }

    static int simulate() {
        Random random = new Random();
        Ball[] balls = new Ball[100];
        for (int i = 0; i < balls.length; i++) {
            balls[i] = new Ball(random);
        }
        int bounces = 0;
        for (int step = 0; step < 50; step++) {
            for (int i = 0; i < balls.length; i++) {
                Ball b = balls[i];
                if (b.bounce()) {
                    bounces++;
                }
                if (b.x < 0 || b.x > 500 || b.y < 0 || b.y > 500) {
                    throw new Failure("ball " + i + " left the box");
                }
            }
        }
        return bounces;
    }

    public long run(int inner) {
        long sum = 0;
        for (int i = 0; i < inner; i++) {
            sum += simulate();
        }
        return sum;
    }

    public String verify(long result, int inner) {
        long want = (long) EXPECTED_BOUNCES * inner;
        return result == want ? null : result + " bounces, expected " + want;
    }

    public static void main(String[] args) {
        Benchmark.execute("bounce", new Bounce(), args);
    }
}
