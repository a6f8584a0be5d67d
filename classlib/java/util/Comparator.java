package java.util;

/** Only the abstract methods for now (the default/static combinators need java.util.function). */
public interface Comparator<T> {
    int compare(T o1, T o2);

    boolean equals(Object obj);
}
