// Generic code over lambdas: a comparator-like interface of our own, a merge sort, maps,
// filters and folds written with lambdas, wildcards and generic method references.
public class LambdaGenerics {
    interface Cmp<T> {
        int compare(T a, T b);
        default Cmp<T> reversed() { return (a, b) -> compare(b, a); }
        default Cmp<T> then(Cmp<T> next) {
            return (a, b) -> {
                int r = compare(a, b);
                return r != 0 ? r : next.compare(a, b);
            };
        }
        static <T, K extends Comparable<K>> Cmp<T> by(Fn<? super T, ? extends K> key) {
            return (a, b) -> key.apply(a).compareTo(key.apply(b));
        }
    }
    interface Fn<A, B> { B apply(A a); }
    interface Pred<T> { boolean test(T t); }
    interface Fold<A, T> { A step(A acc, T t); }

    static <T> void sort(T[] a, Cmp<? super T> c) {
        if (a.length < 2) return;
        T[] l = java.util.Arrays.copyOfRange(a, 0, a.length / 2);
        T[] r = java.util.Arrays.copyOfRange(a, a.length / 2, a.length);
        sort(l, c);
        sort(r, c);
        int i = 0, j = 0, k = 0;
        while (i < l.length && j < r.length) a[k++] = c.compare(l[i], r[j]) <= 0 ? l[i++] : r[j++];
        while (i < l.length) a[k++] = l[i++];
        while (j < r.length) a[k++] = r[j++];
    }

    static <A, B> Object[] map(A[] in, Fn<? super A, ? extends B> f) {
        Object[] out = new Object[in.length];
        for (int i = 0; i < in.length; i++) out[i] = f.apply(in[i]);
        return out;
    }

    static <T, A> A fold(T[] in, A init, Fold<A, ? super T> f) {
        A acc = init;
        for (T t : in) acc = f.step(acc, t);
        return acc;
    }

    static <T> int count(T[] in, Pred<? super T> p) {
        int n = 0;
        for (T t : in) if (p.test(t)) n++;
        return n;
    }

    static String show(Object[] a) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < a.length; i++) sb.append(i == 0 ? "" : ", ").append(a[i]);
        return sb.append("]").toString();
    }

    public static void main(String[] args) {
        String[] words = {"pear", "fig", "banana", "kiwi", "apple", "date", "cherry"};
        sort(words, Cmp.by(String::length).then(Cmp.by(s -> s)));
        System.out.println(show(words));
        sort(words, Cmp.<String, String>by(s -> s).reversed());
        System.out.println(show(words));
        Integer[] nums = {5, 3, 9, 1, 7};
        sort(nums, Integer::compare);
        System.out.println(show(nums));
        System.out.println(show(map(words, String::length)));
        System.out.println(show(map(nums, n -> n * n)));
        System.out.println(fold(nums, 0, (acc, n) -> acc + n));
        System.out.println(fold(words, "", (acc, w) -> acc + w.charAt(0)));
        System.out.println(count(words, w -> w.contains("a")) + " " + count(nums, n -> n > 4));
        Pred<Object> notNull = o -> o != null;
        System.out.println(count(new String[] {"a", null, "b"}, notNull));
    }
}
