package java.util.function;

import java.util.Objects;

public interface IntConsumer {
    void accept(int value);

    default IntConsumer andThen(final IntConsumer after) {
        Objects.requireNonNull(after);
        final IntConsumer self = this;
        return new IntConsumer() {
            public void accept(int value) {
                self.accept(value);
                after.accept(value);
            }
        };
    }
}
