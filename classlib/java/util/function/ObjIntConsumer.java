package java.util.function;

public interface ObjIntConsumer<T> {
    void accept(T t, int value);
}
