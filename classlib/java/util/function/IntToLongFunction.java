package java.util.function;

public interface IntToLongFunction {
    long applyAsLong(int value);
}
