import java.util.*;

public class EnumMapSet {
    enum Day { MON, TUE, WED, THU, FRI, SAT, SUN }

    enum Op {
        ADD {
            int apply(int a, int b) {
                return a + b;
            }
        },
        MUL {
            int apply(int a, int b) {
                return a * b;
            }
        };

        abstract int apply(int a, int b);
    }

    enum Big { A0, A1, A2, A3, A4, A5, A6, A7, A8, A9, B0, B1, B2, B3, B4, B5, B6, B7, B8, B9, C0, C1, C2, C3, C4, C5,
        C6, C7, C8, C9, D0, D1, D2, D3, D4, D5, D6, D7, D8, D9, E0, E1, E2, E3, E4, E5, E6, E7, E8, E9, F0, F1, F2, F3,
        F4, F5, F6, F7, F8, F9, G0, G1, G2, G3, G4, G5, G6, G7, G8, G9 }

    public static void main(String[] args) {
        EnumSet<Day> weekend = EnumSet.of(Day.SAT, Day.SUN);
        EnumSet<Day> weekdays = EnumSet.complementOf(weekend);
        System.out.println(weekend + " " + weekdays + " " + EnumSet.allOf(Day.class) + " " + EnumSet.noneOf(Day.class));
        System.out.println(EnumSet.range(Day.TUE, Day.FRI) + " " + weekdays.contains(Day.MON) + " " + weekdays.contains(Day.SUN)
                + " " + weekdays.size());
        EnumSet<Day> s = EnumSet.of(Day.FRI, Day.MON, Day.WED, Day.MON);
        s.add(Day.SUN);
        s.remove(Day.WED);
        System.out.println(s + " " + s.containsAll(weekend) + " " + s.contains("MON"));
        s.addAll(weekend);
        s.retainAll(EnumSet.range(Day.THU, Day.SUN));
        System.out.println(s + " " + EnumSet.copyOf(s) + " " + EnumSet.copyOf(Arrays.asList(Day.TUE, Day.MON)));
        Iterator<Day> it = s.iterator();
        it.next();
        it.remove();
        System.out.println(s + " " + s.equals(EnumSet.of(Day.SAT, Day.SUN)) + " " + s.equals(new HashSet<>(Arrays.asList(Day.SAT, Day.SUN))));
        EnumSet<Op> ops = EnumSet.allOf(Op.class);
        for (Op op : ops) {
            System.out.print(op + "=" + op.apply(6, 7) + " ");
        }
        System.out.println(ops.contains(Op.MUL));
        EnumSet<Big> big = EnumSet.noneOf(Big.class);
        big.add(Big.G9);
        big.add(Big.A0);
        big.add(Big.F3);
        System.out.println(big + " " + EnumSet.complementOf(big).size() + " " + EnumSet.range(Big.E8, Big.F2));
        try {
            EnumSet.range(Day.FRI, Day.MON);
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            EnumSet.copyOf(new ArrayList<Day>());
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        EnumMap<Day, String> plan = new EnumMap<>(Day.class);
        plan.put(Day.WED, "gym");
        plan.put(Day.MON, "work");
        plan.put(Day.SUN, null);
        plan.put(Day.FRI, "party");
        System.out.println(plan + " " + plan.size() + " " + plan.get(Day.MON) + " " + plan.get(Day.TUE) + " " + plan.containsKey(Day.SUN)
                + " " + plan.containsValue(null));
        System.out.println(plan.keySet() + " " + plan.values());
        for (Map.Entry<Day, String> e : plan.entrySet()) {
            if (e.getValue() != null) {
                e.setValue(e.getValue().toUpperCase());
            }
        }
        plan.remove(Day.WED);
        System.out.println(plan);
        EnumMap<Day, Integer> counts = new EnumMap<>(Day.class);
        for (Day d : new Day[] {Day.MON, Day.TUE, Day.MON, Day.SUN, Day.MON}) {
            counts.merge(d, 1, new java.util.function.BiFunction<Integer, Integer, Integer>() {
                public Integer apply(Integer a, Integer b) {
                    return a + b;
                }
            });
        }
        System.out.println(counts + " " + new EnumMap<>(counts).equals(counts) + " " + counts.equals(new HashMap<>(counts)));
        Map<Day, Integer> hm = new HashMap<>();
        hm.put(Day.THU, 4);
        System.out.println(new EnumMap<>(hm));
        try {
            new EnumMap<Day, Integer>(new HashMap<Day, Integer>());
        } catch (IllegalArgumentException e) {
            System.out.println(e.getMessage());
        }
        try {
            plan.put(null, "x");
        } catch (NullPointerException e) {
            System.out.println("NPE");
        }
    }
}
