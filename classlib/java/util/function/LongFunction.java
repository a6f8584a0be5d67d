package java.util.function;

public interface LongFunction<R> {
    R apply(long value);
}
