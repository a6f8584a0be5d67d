package java.util.function;

public interface ToDoubleBiFunction<T, U> {
    double applyAsDouble(T t, U u);
}
