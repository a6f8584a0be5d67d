package java.util.function;

public interface LongToIntFunction {
    int applyAsInt(long value);
}
