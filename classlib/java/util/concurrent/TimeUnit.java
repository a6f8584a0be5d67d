package java.util.concurrent;

/** Time units and saturating conversions between them, as OpenJDK 17. */
public enum TimeUnit {
    NANOSECONDS(TimeUnit.NANO_SCALE),
    MICROSECONDS(TimeUnit.MICRO_SCALE),
    MILLISECONDS(TimeUnit.MILLI_SCALE),
    SECONDS(TimeUnit.SECOND_SCALE),
    MINUTES(TimeUnit.MINUTE_SCALE),
    HOURS(TimeUnit.HOUR_SCALE),
    DAYS(TimeUnit.DAY_SCALE);

    private static final long NANO_SCALE = 1L;
    private static final long MICRO_SCALE = 1000L * NANO_SCALE;
    private static final long MILLI_SCALE = 1000L * MICRO_SCALE;
    private static final long SECOND_SCALE = 1000L * MILLI_SCALE;
    private static final long MINUTE_SCALE = 60L * SECOND_SCALE;
    private static final long HOUR_SCALE = 60L * MINUTE_SCALE;
    private static final long DAY_SCALE = 24L * HOUR_SCALE;

    private final long scale;

    private TimeUnit(long s) {
        this.scale = s;
    }

    private static long cvt(long d, long dst, long src) {
        long r;
        long m;
        if (src == dst) {
            return d;
        } else if (src < dst) {
            return d / (dst / src);
        } else if (d > (m = Long.MAX_VALUE / (r = src / dst))) {
            return Long.MAX_VALUE;
        } else if (d < -m) {
            return Long.MIN_VALUE;
        } else {
            return d * r;
        }
    }

    public long convert(long sourceDuration, TimeUnit sourceUnit) {
        return cvt(sourceDuration, scale, sourceUnit.scale);
    }

    public long toNanos(long duration) {
        return cvt(duration, NANO_SCALE, scale);
    }

    public long toMicros(long duration) {
        return cvt(duration, MICRO_SCALE, scale);
    }

    public long toMillis(long duration) {
        return cvt(duration, MILLI_SCALE, scale);
    }

    public long toSeconds(long duration) {
        return cvt(duration, SECOND_SCALE, scale);
    }

    public long toMinutes(long duration) {
        return cvt(duration, MINUTE_SCALE, scale);
    }

    public long toHours(long duration) {
        return cvt(duration, HOUR_SCALE, scale);
    }

    public long toDays(long duration) {
        return cvt(duration, DAY_SCALE, scale);
    }

    private int excessNanos(long d, long m) {
        if (scale == NANO_SCALE) {
            return (int) (d - (m * MILLI_SCALE));
        } else if (scale == MICRO_SCALE) {
            return (int) ((d * 1000L) - (m * MILLI_SCALE));
        }
        return 0;
    }

    public void timedWait(Object obj, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            obj.wait(ms, ns);
        }
    }

    public void timedJoin(Thread thread, long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            thread.join(ms, ns);
        }
    }

    public void sleep(long timeout) throws InterruptedException {
        if (timeout > 0) {
            long ms = toMillis(timeout);
            int ns = excessNanos(timeout, ms);
            Thread.sleep(ms, ns);
        }
    }
}
