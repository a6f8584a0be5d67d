package common;

/**
 * A small deterministic pseudo-random generator (a 16-bit linear congruential generator with
 * the classic multiplier 1309 and increment 13849), so that every VM sees the same sequence.
 */
public final class Random {
    private int seed;

    public Random() {
        this(74755);
    }

    public Random(int seed) {
        this.seed = seed & 65535;
    }

    /** The next value in [0, 65535]. */
    public int next() {
        seed = ((seed * 1309) + 13849) & 65535;
        return seed;
    }

    /** A value in [0, bound), bound <= 65536. */
    public int nextInt(int bound) {
        return next() % bound;
    }

    /** A value in [0, bound) for any positive bound (two draws). */
    public int nextWide(int bound) {
        int hi = next();
        int lo = next();
        return (((hi << 16) | lo) & 0x7fffffff) % bound;
    }
}
