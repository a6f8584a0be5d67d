import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class InventorySystem {
    static final class Sku {
        final String category;
        final int number;

        Sku(String category, int number) {
            this.category = category;
            this.number = number;
        }

        public boolean equals(Object o) {
            if (!(o instanceof Sku)) {
                return false;
            }
            Sku s = (Sku) o;
            return s.number == number && s.category.equals(category);
        }

        public int hashCode() {
            return Objects.hash(category, number);
        }

        public String toString() {
            return category + "-" + number;
        }
    }

    static final class Item implements Comparable<Item> {
        final Sku sku;
        final String name;
        final double price;
        int stock;

        Item(Sku sku, String name, double price, int stock) {
            this.sku = sku;
            this.name = name;
            this.price = price;
            this.stock = stock;
        }

        public int compareTo(Item o) {
            return name.compareTo(o.name);
        }

        public String toString() {
            return name + "x" + stock;
        }
    }

    public static void main(String[] args) {
        Map<Sku, Item> inv = new HashMap<>();
        String[] cats = {"tool", "food", "toy", "book"};
        String[] names = {"hammer", "apple", "robot", "novel", "wrench", "bread", "kite", "atlas", "saw", "cheese",
            "ball", "poem", "drill", "milk", "doll", "guide"};
        for (int i = 0; i < names.length; i++) {
            Sku sku = new Sku(cats[i % 4], 100 + i * 3);
            inv.put(sku, new Item(sku, names[i], 1.25 * (i + 1), (i * 7) % 11));
        }
        System.out.println(inv);
        System.out.println(inv.get(new Sku("toy", 106)) + " " + inv.containsKey(new Sku("toy", 107)));
        Set<Sku> lowStock = new HashSet<>();
        for (Item it : inv.values()) {
            if (it.stock < 3) {
                lowStock.add(it.sku);
            }
        }
        System.out.println("low " + lowStock);
        TreeSet<Item> byName = new TreeSet<>(inv.values());
        System.out.println(byName.first() + " " + byName.last() + " " + byName.headSet(byName.ceiling(
                new Item(null, "c", 0, 0))));
        Map<String, List<String>> byCat = inv.values().stream().collect(Collectors.groupingBy(new Function<Item, String>() {
            public String apply(Item i) {
                return i.sku.category;
            }
        }, new Supplier<Map<String, List<String>>>() {
            public Map<String, List<String>> get() {
                return new TreeMap<>();
            }
        }, Collectors.mapping(new Function<Item, String>() {
            public String apply(Item i) {
                return i.name;
            }
        }, Collectors.toList())));
        System.out.println(byCat);
        Map<String, Double> value = new TreeMap<>();
        for (Item it : inv.values()) {
            value.merge(it.sku.category, it.price * it.stock, new BinaryOperator<Double>() {
                public Double apply(Double a, Double b) {
                    return a + b;
                }
            });
        }
        System.out.println(value);
        // restock: remove sold-out items, bump the rest
        Iterator<Map.Entry<Sku, Item>> iter = inv.entrySet().iterator();
        while (iter.hasNext()) {
            Map.Entry<Sku, Item> e = iter.next();
            if (e.getValue().stock == 0) {
                iter.remove();
            } else {
                e.getValue().stock += 5;
            }
        }
        System.out.println(inv.size() + " " + inv.values());
        List<Item> sorted = new ArrayList<>(inv.values());
        sorted.sort(new Comparator<Item>() {
            public int compare(Item a, Item b) {
                int c = Double.compare(b.price * b.stock, a.price * a.stock);
                return c != 0 ? c : a.name.compareTo(b.name);
            }
        });
        System.out.println(sorted.subList(0, 5));
        DoubleSummaryStatistics stats = inv.values().stream().mapToDouble(new ToDoubleFunction<Item>() {
            public double applyAsDouble(Item i) {
                return i.price;
            }
        }).summaryStatistics();
        System.out.println(stats);
        Map<Boolean, Long> cheap = inv.values().stream().collect(Collectors.partitioningBy(new Predicate<Item>() {
            public boolean test(Item i) {
                return i.price < 10;
            }
        }, Collectors.counting()));
        System.out.println(cheap);
        Set<Sku> skus = new LinkedHashSet<>(inv.keySet());
        skus.removeAll(lowStock);
        System.out.println(skus.size() + " " + new HashSet<>(skus).equals(skus) + " " + skus.hashCode());
    }
}
