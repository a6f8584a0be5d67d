import java.util.*;

public class RandomExact {
    public static void main(String[] args) {
        long[] seeds = {0L, 1L, 42L, -7L, 123456789012345L, Long.MIN_VALUE};
        for (long seed : seeds) {
            Random r = new Random(seed);
            StringBuilder sb = new StringBuilder();
            sb.append(seed).append(": ");
            sb.append(r.nextInt()).append(' ');
            sb.append(r.nextInt(10)).append(' ');
            sb.append(r.nextInt(16)).append(' ');
            sb.append(r.nextInt(1000000007)).append(' ');
            sb.append(r.nextInt(1 << 30)).append(' ');
            sb.append(r.nextLong()).append(' ');
            sb.append(r.nextBoolean()).append(' ');
            sb.append(r.nextFloat()).append(' ');
            sb.append(r.nextDouble()).append(' ');
            sb.append(r.nextGaussian()).append(' ');
            sb.append(r.nextGaussian()).append(' ');
            sb.append(r.nextGaussian());
            System.out.println(sb);
        }
        Random r = new Random(2024);
        byte[] bytes = new byte[11];
        r.nextBytes(bytes);
        System.out.println(Arrays.toString(bytes));
        int[] hist = new int[6];
        for (int i = 0; i < 6000; i++) {
            hist[r.nextInt(6)]++;
        }
        System.out.println(Arrays.toString(hist));
        System.out.println(r.nextInt(5, 10) + " " + r.nextInt(-100, 100) + " " + r.nextInt(Integer.MIN_VALUE, Integer.MAX_VALUE)
                + " " + r.nextLong(1000) + " " + r.nextLong(1L << 40) + " " + r.nextLong(-50, 50) + " "
                + r.nextDouble(2.5) + " " + r.nextDouble(-1.0, 1.0));
        r.setSeed(99);
        System.out.println(r.nextInt(100) + " " + r.nextInt(100) + " " + r.nextGaussian());
        r.setSeed(99);
        System.out.println(r.nextInt(100) + " " + r.nextInt(100) + " " + r.nextGaussian());
        Random s = new Random(77);
        System.out.println(Arrays.toString(s.ints(6, 0, 10).toArray()) + " " + Arrays.toString(s.ints(3).toArray()));
        System.out.println(Arrays.toString(s.doubles(3).toArray()) + " " + Arrays.toString(s.longs(2, 5, 500).toArray()));
        System.out.println(Arrays.toString(s.doubles(2, 10.0, 20.0).toArray()) + " " + s.ints(0, 3).limit(5).sum());
        try {
            s.nextInt(0);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            s.nextInt(5, 5);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            s.ints(-1);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        // dice simulation
        Random dice = new Random(6);
        int[] sums = new int[13];
        for (int i = 0; i < 1000; i++) {
            sums[dice.nextInt(6) + 1 + dice.nextInt(6) + 1]++;
        }
        System.out.println(Arrays.toString(sums));
        List<String> deck = new ArrayList<>();
        for (String suit : new String[] {"S", "H", "D", "C"}) {
            for (String rank : new String[] {"A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K"}) {
                deck.add(rank + suit);
            }
        }
        Collections.shuffle(deck, new Random(1));
        System.out.println(deck.subList(0, 13));
    }
}
