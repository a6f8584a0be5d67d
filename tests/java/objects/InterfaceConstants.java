// Interfaces with static constants: compile-time constants (inlined by javac) and
// non-constant fields that need the interface's <clinit>; constants inherited by classes.
public class InterfaceConstants {
    interface Limits {
        int MAX = 100;
        long BIG = 1L << 40;
        double RATIO = 0.75;
        String NAME = "limits";
        int[] TABLE = {2, 3, 5, 7, 11};
        String COMPUTED = NAME.toUpperCase() + MAX;
    }

    interface MoreLimits extends Limits {
        int MIN = -MAX;
    }

    static class User implements MoreLimits {
        int clamp(int v) { return v > MAX ? MAX : v < MIN ? MIN : v; }
    }

    public static void main(String[] args) {
        System.out.println(Limits.MAX);
        System.out.println(Limits.BIG);
        System.out.println(Limits.RATIO);
        System.out.println(Limits.NAME);
        System.out.println(Limits.TABLE.length);
        int sum = 0;
        for (int t : Limits.TABLE) sum += t;
        System.out.println(sum);
        System.out.println(Limits.COMPUTED);
        System.out.println(MoreLimits.MIN);
        User u = new User();
        System.out.println(u.clamp(500) + " " + u.clamp(-500) + " " + u.clamp(5));
        System.out.println(User.TABLE[4]);
        System.out.println(User.COMPUTED);
    }
}
