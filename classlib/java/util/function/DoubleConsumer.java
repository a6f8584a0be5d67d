package java.util.function;

import java.util.Objects;

public interface DoubleConsumer {
    void accept(double value);

    default DoubleConsumer andThen(final DoubleConsumer after) {
        Objects.requireNonNull(after);
        final DoubleConsumer self = this;
        return new DoubleConsumer() {
            public void accept(double value) {
                self.accept(value);
                after.accept(value);
            }
        };
    }
}
