package java.util;

import java.util.stream.DoubleStream;
import java.util.stream.IntStream;
import java.util.stream.LongStream;

/**
 * OpenJDK's 48-bit linear congruential generator, bit for bit: the same seed gives the same
 * sequence for every method (bounded variants use the JDK 17 RandomGenerator algorithms).
 */
public class Random implements java.io.Serializable {
    static final long serialVersionUID = 3905348978240129619L;

    private static final long multiplier = 0x5DEECE66DL;
    private static final long addend = 0xBL;
    private static final long mask = (1L << 48) - 1;
    private static final double DOUBLE_UNIT = 0x1.0p-53;

    private long seed;
    private double nextNextGaussian;
    private boolean haveNextNextGaussian = false;

    private static long seedUniquifier = 8682522807148012L;

    public Random() {
        this(nextSeedUniquifier() ^ System.nanoTime());
    }

    private static synchronized long nextSeedUniquifier() {
        seedUniquifier = seedUniquifier * 1181783497276652981L;
        return seedUniquifier;
    }

    public Random(long seed) {
        this.seed = initialScramble(seed);
    }

    private static long initialScramble(long seed) {
        return (seed ^ multiplier) & mask;
    }

    public synchronized void setSeed(long seed) {
        this.seed = initialScramble(seed);
        haveNextNextGaussian = false;
    }

    protected int next(int bits) {
        long nextseed = (seed * multiplier + addend) & mask;
        seed = nextseed;
        return (int) (nextseed >>> (48 - bits));
    }

    public void nextBytes(byte[] bytes) {
        for (int i = 0, len = bytes.length; i < len;) {
            for (int rnd = nextInt(), n = Math.min(len - i, Integer.SIZE / Byte.SIZE); n-- > 0; rnd >>= Byte.SIZE) {
                bytes[i++] = (byte) rnd;
            }
        }
    }

    public int nextInt() {
        return next(32);
    }

    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        int r = next(31);
        int m = bound - 1;
        if ((bound & m) == 0) {
            r = (int) ((bound * (long) r) >> 31);
        } else {
            for (int u = r; u - (r = u % bound) + m < 0; u = next(31)) {
            }
        }
        return r;
    }

    public int nextInt(int origin, int bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return boundedNextInt(origin, bound);
    }

    public long nextLong() {
        return ((long) (next(32)) << 32) + next(32);
    }

    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        final long m = bound - 1;
        long r = nextLong();
        if ((bound & m) == 0L) {
            r &= m;
        } else {
            for (long u = r >>> 1; u + m - (r = u % bound) < 0L; u = nextLong() >>> 1) {
            }
        }
        return r;
    }

    public long nextLong(long origin, long bound) {
        if (origin >= bound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return boundedNextLong(origin, bound);
    }

    public boolean nextBoolean() {
        return next(1) != 0;
    }

    public float nextFloat() {
        return next(24) / ((float) (1 << 24));
    }

    public float nextFloat(float bound) {
        if (!(0.0f < bound && bound < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        float r = nextFloat();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public float nextFloat(float origin, float bound) {
        if (!(origin < bound && (bound - origin) < Float.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        float r = nextFloat();
        r = r * (bound - origin) + origin;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public double nextDouble() {
        return (((long) (next(26)) << 27) + next(27)) * DOUBLE_UNIT;
    }

    public double nextDouble(double bound) {
        if (!(0.0 < bound && bound < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be finite and positive");
        }
        double r = nextDouble();
        r = r * bound;
        if (r >= bound) {
            r = Math.nextDown(bound);
        }
        return r;
    }

    public double nextDouble(double origin, double bound) {
        if (!(origin < bound && (bound - origin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return boundedNextDouble(origin, bound);
    }

    public synchronized double nextGaussian() {
        if (haveNextNextGaussian) {
            haveNextNextGaussian = false;
            return nextNextGaussian;
        }
        double v1;
        double v2;
        double s;
        do {
            v1 = 2 * nextDouble() - 1;
            v2 = 2 * nextDouble() - 1;
            s = v1 * v1 + v2 * v2;
        } while (s >= 1 || s == 0);
        double multiplier = StrictMath.sqrt(-2 * StrictMath.log(s) / s);
        nextNextGaussian = v2 * multiplier;
        haveNextNextGaussian = true;
        return v1 * multiplier;
    }

    // ---- bounded algorithms shared by the two-argument methods and the streams ----

    final int boundedNextInt(int origin, int bound) {
        int r = nextInt();
        if (origin < bound) {
            final int n = bound - origin;
            final int m = n - 1;
            if ((n & m) == 0) {
                r = (r & m) + origin;
            } else if (n > 0) {
                for (int u = r >>> 1; u + m - (r = u % n) < 0; u = nextInt() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = nextInt();
                }
            }
        }
        return r;
    }

    final long boundedNextLong(long origin, long bound) {
        long r = nextLong();
        if (origin < bound) {
            final long n = bound - origin;
            final long m = n - 1;
            if ((n & m) == 0L) {
                r = (r & m) + origin;
            } else if (n > 0L) {
                for (long u = r >>> 1; u + m - (r = u % n) < 0L; u = nextLong() >>> 1) {
                }
                r += origin;
            } else {
                while (r < origin || r >= bound) {
                    r = nextLong();
                }
            }
        }
        return r;
    }

    final double boundedNextDouble(double origin, double bound) {
        double r = nextDouble();
        if (origin < bound) {
            r = r * (bound - origin) + origin;
            if (r >= bound) {
                r = Math.nextDown(bound);
            }
        }
        return r;
    }

    // ---- streams ----

    private static void checkStreamSize(long streamSize) {
        if (streamSize < 0L) {
            throw new IllegalArgumentException("size must be non-negative");
        }
    }

    private IntStream intStream(final long size, final boolean bounded, final int origin, final int bound) {
        PrimitiveIterator.OfInt it = new PrimitiveIterator.OfInt() {
            private long remaining = size;

            public boolean hasNext() {
                return remaining != 0;
            }

            public int nextInt() {
                if (remaining == 0) {
                    throw new NoSuchElementException();
                }
                if (remaining > 0) {
                    remaining--;
                }
                return bounded ? boundedNextInt(origin, bound) : Random.this.nextInt();
            }
        };
        return java.util.stream.StreamSupport.intStream(new IterSpliteratorOfInt(it, size), false);
    }

    private LongStream longStream(final long size, final boolean bounded, final long origin, final long bound) {
        PrimitiveIterator.OfLong it = new PrimitiveIterator.OfLong() {
            private long remaining = size;

            public boolean hasNext() {
                return remaining != 0;
            }

            public long nextLong() {
                if (remaining == 0) {
                    throw new NoSuchElementException();
                }
                if (remaining > 0) {
                    remaining--;
                }
                return bounded ? boundedNextLong(origin, bound) : Random.this.nextLong();
            }
        };
        return java.util.stream.StreamSupport.longStream(new IterSpliteratorOfLong(it, size), false);
    }

    private DoubleStream doubleStream(final long size, final boolean bounded, final double origin,
            final double bound) {
        PrimitiveIterator.OfDouble it = new PrimitiveIterator.OfDouble() {
            private long remaining = size;

            public boolean hasNext() {
                return remaining != 0;
            }

            public double nextDouble() {
                if (remaining == 0) {
                    throw new NoSuchElementException();
                }
                if (remaining > 0) {
                    remaining--;
                }
                return bounded ? boundedNextDouble(origin, bound) : Random.this.nextDouble();
            }
        };
        return java.util.stream.StreamSupport.doubleStream(new IterSpliteratorOfDouble(it, size), false);
    }

    public IntStream ints(long streamSize) {
        checkStreamSize(streamSize);
        return intStream(streamSize, false, 0, 0);
    }

    public IntStream ints() {
        return intStream(-1, false, 0, 0);
    }

    public IntStream ints(long streamSize, int randomNumberOrigin, int randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return intStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public IntStream ints(int randomNumberOrigin, int randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return intStream(-1, true, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long streamSize) {
        checkStreamSize(streamSize);
        return longStream(streamSize, false, 0, 0);
    }

    public LongStream longs() {
        return longStream(-1, false, 0, 0);
    }

    public LongStream longs(long streamSize, long randomNumberOrigin, long randomNumberBound) {
        checkStreamSize(streamSize);
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return longStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public LongStream longs(long randomNumberOrigin, long randomNumberBound) {
        if (randomNumberOrigin >= randomNumberBound) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return longStream(-1, true, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(long streamSize) {
        checkStreamSize(streamSize);
        return doubleStream(streamSize, false, 0, 0);
    }

    public DoubleStream doubles() {
        return doubleStream(-1, false, 0, 0);
    }

    public DoubleStream doubles(long streamSize, double randomNumberOrigin, double randomNumberBound) {
        checkStreamSize(streamSize);
        if (!(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return doubleStream(streamSize, true, randomNumberOrigin, randomNumberBound);
    }

    public DoubleStream doubles(double randomNumberOrigin, double randomNumberBound) {
        if (!(randomNumberOrigin < randomNumberBound
                && (randomNumberBound - randomNumberOrigin) < Double.POSITIVE_INFINITY)) {
            throw new IllegalArgumentException("bound must be greater than origin");
        }
        return doubleStream(-1, true, randomNumberOrigin, randomNumberBound);
    }

    /** Spliterators over the generating iterators; sized when the stream size is given. */
    private static final class IterSpliteratorOfInt implements Spliterator.OfInt {
        private final PrimitiveIterator.OfInt it;
        private final long size;

        IterSpliteratorOfInt(PrimitiveIterator.OfInt it, long size) {
            this.it = it;
            this.size = size;
        }

        public Spliterator.OfInt trySplit() {
            return null;
        }

        public boolean tryAdvance(java.util.function.IntConsumer action) {
            if (it.hasNext()) {
                action.accept(it.nextInt());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return size < 0 ? Long.MAX_VALUE : size;
        }

        public int characteristics() {
            return size < 0 ? Spliterator.NONNULL | Spliterator.IMMUTABLE
                    : Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.NONNULL | Spliterator.IMMUTABLE;
        }
    }

    private static final class IterSpliteratorOfLong implements Spliterator.OfLong {
        private final PrimitiveIterator.OfLong it;
        private final long size;

        IterSpliteratorOfLong(PrimitiveIterator.OfLong it, long size) {
            this.it = it;
            this.size = size;
        }

        public Spliterator.OfLong trySplit() {
            return null;
        }

        public boolean tryAdvance(java.util.function.LongConsumer action) {
            if (it.hasNext()) {
                action.accept(it.nextLong());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return size < 0 ? Long.MAX_VALUE : size;
        }

        public int characteristics() {
            return size < 0 ? Spliterator.NONNULL | Spliterator.IMMUTABLE
                    : Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.NONNULL | Spliterator.IMMUTABLE;
        }
    }

    private static final class IterSpliteratorOfDouble implements Spliterator.OfDouble {
        private final PrimitiveIterator.OfDouble it;
        private final long size;

        IterSpliteratorOfDouble(PrimitiveIterator.OfDouble it, long size) {
            this.it = it;
            this.size = size;
        }

        public Spliterator.OfDouble trySplit() {
            return null;
        }

        public boolean tryAdvance(java.util.function.DoubleConsumer action) {
            if (it.hasNext()) {
                action.accept(it.nextDouble());
                return true;
            }
            return false;
        }

        public long estimateSize() {
            return size < 0 ? Long.MAX_VALUE : size;
        }

        public int characteristics() {
            return size < 0 ? Spliterator.NONNULL | Spliterator.IMMUTABLE
                    : Spliterator.SIZED | Spliterator.SUBSIZED | Spliterator.NONNULL | Spliterator.IMMUTABLE;
        }
    }
}
