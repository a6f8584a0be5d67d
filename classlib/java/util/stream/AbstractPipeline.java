package java.util.stream;

/**
 * State shared by all stream stages. Streams here are sequential and pull-based: every stage
 * builds an iterator over its upstream's iterator when a terminal operation runs, so elements
 * flow one at a time through the whole chain (as in OpenJDK's push-based sinks), sorted() being
 * the only barrier. Each stage can report the exact number of elements it will produce without
 * traversal (or -1), which count() uses the way OpenJDK uses the SIZED flag.
 */
abstract class AbstractPipeline {
    static final String MSG_STREAM_LINKED = "stream has already been operated upon or closed";

    final AbstractPipeline sourceStage;
    boolean linkedOrConsumed;
    /** On the source stage only. */
    Runnable sourceCloseAction;
    /** On the source stage only. */
    boolean parallel;

    AbstractPipeline() {
        sourceStage = this;
    }

    AbstractPipeline(AbstractPipeline previousStage) {
        previousStage.use();
        sourceStage = previousStage.sourceStage;
    }

    /** Marks this stage linked or consumed; throws if it already was. */
    final void use() {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_STREAM_LINKED);
        }
        linkedOrConsumed = true;
    }

    /** The exact number of elements this stage will produce, or -1; asked at terminal time. */
    long exactSize() {
        return -1;
    }

    final void addCloseHandler(Runnable closeHandler) {
        if (linkedOrConsumed) {
            throw new IllegalStateException(MSG_STREAM_LINKED);
        }
        java.util.Objects.requireNonNull(closeHandler);
        Runnable existing = sourceStage.sourceCloseAction;
        sourceStage.sourceCloseAction = (existing == null) ? closeHandler
                : composeWithExceptions(existing, closeHandler);
    }

    public void close() {
        linkedOrConsumed = true;
        Runnable closeAction = sourceStage.sourceCloseAction;
        if (closeAction != null) {
            sourceStage.sourceCloseAction = null;
            closeAction.run();
        }
    }

    public final boolean isParallel() {
        return sourceStage.parallel;
    }

    static Runnable composeWithExceptions(final Runnable a, final Runnable b) {
        return new Runnable() {
            public void run() {
                try {
                    a.run();
                } catch (Throwable e1) {
                    try {
                        b.run();
                    } catch (Throwable e2) {
                        try {
                            e1.addSuppressed(e2);
                        } catch (Throwable ignore) {
                        }
                    }
                    throw e1;
                }
                b.run();
            }
        };
    }

    static Runnable composedClose(final BaseStream<?, ?> a, final BaseStream<?, ?> b) {
        return new Runnable() {
            public void run() {
                try {
                    a.close();
                } catch (Throwable e1) {
                    try {
                        b.close();
                    } catch (Throwable e2) {
                        try {
                            e1.addSuppressed(e2);
                        } catch (Throwable ignore) {
                        }
                    }
                    throw e1;
                }
                b.close();
            }
        };
    }

    static long addSizes(long a, long b) {
        if (a < 0 || b < 0) {
            return -1;
        }
        long s = a + b;
        return s < 0 ? -1 : s;
    }

    static long limitSize(long size, long max) {
        return size < 0 ? -1 : Math.min(size, max);
    }

    static long skipSize(long size, long n) {
        return size < 0 ? -1 : Math.max(0, size - n);
    }
}
