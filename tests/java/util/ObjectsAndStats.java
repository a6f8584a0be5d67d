import java.util.*;
import java.util.function.*;

public class ObjectsAndStats {
    public static void main(String[] args) {
        System.out.println(Objects.equals(null, null) + " " + Objects.equals("a", null) + " " + Objects.equals("a", "a")
                + " " + Objects.deepEquals(new int[] {1}, new int[] {1}) + " " + Objects.hashCode(null) + " "
                + Objects.hash(1, "two", null) + " " + Objects.hash() + " " + Objects.toString(null) + " "
                + Objects.toString(null, "dflt") + " " + Objects.isNull(null) + " " + Objects.nonNull(1));
        System.out.println(Objects.compare("a", "b", Comparator.<String>naturalOrder()) + " "
                + Objects.requireNonNullElse(null, "else") + " " + Objects.requireNonNullElseGet(null, new Supplier<String>() {
                    public String get() {
                        return "got";
                    }
                }));
        try {
            Objects.requireNonNull(null, "must not be null");
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.requireNonNull(null, new Supplier<String>() {
                public String get() {
                    return "supplied message";
                }
            });
        } catch (NullPointerException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkIndex(5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromToIndex(2, 1, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        try {
            Objects.checkFromIndexSize(2, 5, 3);
        } catch (IndexOutOfBoundsException e) {
            System.out.println(e.getMessage());
        }
        IntSummaryStatistics is = new IntSummaryStatistics();
        for (int v : new int[] {4, -2, 17, 8, 3}) {
            is.accept(v);
        }
        System.out.println(is + " " + is.getAverage());
        System.out.println(new IntSummaryStatistics());
        LongSummaryStatistics ls = new LongSummaryStatistics();
        ls.accept(Long.MAX_VALUE / 2);
        ls.accept(7);
        ls.accept(-1);
        System.out.println(ls);
        DoubleSummaryStatistics ds = new DoubleSummaryStatistics();
        for (double d : new double[] {0.1, 0.2, 0.3, 1e-7, 123.456789}) {
            ds.accept(d);
        }
        System.out.println(ds);
        DoubleSummaryStatistics d2 = new DoubleSummaryStatistics();
        d2.accept(2.0 / 3.0);
        d2.accept(0.0000005);
        d2.accept(1234567.8912345);
        System.out.println(d2);
        DoubleSummaryStatistics d3 = new DoubleSummaryStatistics();
        d3.accept(Double.POSITIVE_INFINITY);
        d3.accept(1);
        System.out.println(d3);
        DoubleSummaryStatistics d4 = new DoubleSummaryStatistics();
        d4.accept(-0.0000015);
        d4.accept(0.9999996);
        d4.accept(99.9999995);
        System.out.println(d4);
        d4.combine(ds);
        System.out.println(d4.getCount() + " " + d4.getSum() + " " + d4.getMin() + " " + d4.getMax());
        IntSummaryStatistics is2 = new IntSummaryStatistics();
        is2.accept(100);
        is.combine(is2);
        System.out.println(is);
        DoubleSummaryStatistics kahan = new DoubleSummaryStatistics();
        for (int i = 0; i < 10; i++) {
            kahan.accept(0.1);
        }
        System.out.println(kahan.getSum() + " " + kahan.getAverage());
        System.out.println(new DoubleSummaryStatistics(3, 1.0, 5.0, 9.0) + " " + new IntSummaryStatistics(2, 1, 3, 4));
        try {
            new LongSummaryStatistics(-1, 0, 0, 0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
    }
}
