package java.util.function;

public interface ToLongFunction<T> {
    long applyAsLong(T value);
}
