package java.util.concurrent;

import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A random number generator per thread (no locking): a SplitMix64 sequence seeded from the
 * clock and a global seed sequence. The values differ from OpenJDK's (which are not
 * reproducible either); the ranges, checks and messages are Random's.
 */
public class ThreadLocalRandom extends Random {
    private static final long serialVersionUID = -5851777807851030925L;
    private static final long GAMMA = 0x9e3779b97f4a7c15L;
    private static final AtomicLong seeder =
        new AtomicLong(mix64(System.currentTimeMillis()) ^ mix64(System.nanoTime()));
    private static final ThreadLocal<ThreadLocalRandom> LOCAL = new ThreadLocal<ThreadLocalRandom>() {
        protected ThreadLocalRandom initialValue() {
            return new ThreadLocalRandom(mix64(seeder.getAndAdd(0xbb67ae8584caa73bL)) ^ System.nanoTime());
        }
    };

    private long state;
    private final boolean initialized;

    private ThreadLocalRandom(long seed) {
        state = seed;
        initialized = true;
    }

    private static long mix64(long z) {
        z = (z ^ (z >>> 33)) * 0xff51afd7ed558ccdL;
        z = (z ^ (z >>> 33)) * 0xc4ceb9fe1a85ec53L;
        return z ^ (z >>> 33);
    }

    public static ThreadLocalRandom current() {
        return LOCAL.get();
    }

    public void setSeed(long seed) {
        if (initialized) {
            throw new UnsupportedOperationException();
        }
    }

    protected int next(int bits) {
        return (int) (nextSeed() >>> (64 - bits));
    }

    private long nextSeed() {
        long s = state += GAMMA;
        return mix64(s);
    }

    public int nextInt() {
        return (int) nextSeed();
    }

    public long nextLong() {
        return nextSeed();
    }

    public boolean nextBoolean() {
        return nextSeed() < 0;
    }

    public double nextDouble() {
        return (nextSeed() >>> 11) * 0x1.0p-53;
    }

    public float nextFloat() {
        return (nextSeed() >>> 40) * 0x1.0p-24f;
    }
}
