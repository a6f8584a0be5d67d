package java.util.function;

import java.util.Objects;

public interface LongConsumer {
    void accept(long value);

    default LongConsumer andThen(final LongConsumer after) {
        Objects.requireNonNull(after);
        final LongConsumer self = this;
        return new LongConsumer() {
            public void accept(long value) {
                self.accept(value);
                after.accept(value);
            }
        };
    }
}
