// anewarray/aaload/aastore, arrays of Strings and user objects, arrays of interfaces,
// array covariance (String[] used as Object[]), null elements, arrays stored in fields.
public class ObjectArrays {
    interface Named { String name(); }

    static class Item implements Named {
        final String n;
        Item(String n) { this.n = n; }
        public String name() { return n; }
    }

    static Object[] holder = new Object[2];

    static String joinAll(Object[] arr) {
        StringBuilder sb = new StringBuilder();
        for (Object o : arr) sb.append(o).append(';');
        return sb.toString();
    }

    public static void main(String[] args) {
        String[] words = new String[4];
        words[0] = "alpha";
        words[2] = "gamma";
        System.out.println(joinAll(words));
        Object[] asObjects = words;   // covariance
        System.out.println(asObjects.length);
        System.out.println(asObjects[2]);
        Named[] named = {new Item("x"), new Item("y"), null};
        int nulls = 0;
        for (Named n : named) {
            if (n == null) nulls++;
            else System.out.println(n.name());
        }
        System.out.println(nulls);
        holder[0] = named;
        holder[1] = words;
        System.out.println(((Named[]) holder[0])[1].name());
        System.out.println(((String[]) holder[1])[0]);
        Item[] items = new Item[1000];
        for (int i = 0; i < items.length; i++) items[i] = new Item("item" + i);
        int totalLen = 0;
        for (Item it : items) totalLen += it.name().length();
        System.out.println(totalLen);
        System.out.println(items[999].name());
        Object[] mixed = {1, "two", 3.0, 'c', null, new int[]{4}, true, 5L};
        System.out.println(joinAll(new Object[]{mixed[0], mixed[1], mixed[2], mixed[3], mixed[4], mixed[6], mixed[7]}));
        System.out.println(((int[]) mixed[5])[0]);
        String[][] grid = {{"a", "b"}, {"c"}};
        System.out.println(grid[0][1] + grid[1][0] + grid.length + grid[1].length);
    }
}
