package java.util.function;

public interface ToDoubleFunction<T> {
    double applyAsDouble(T value);
}
