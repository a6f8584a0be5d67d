// hashCode and equals of all box types (deterministic values): Integer, Long (hi^lo),
// Short, Byte, Character, Boolean (1231/1237), Float (floatToIntBits), Double (bits hi^lo),
// plus equals across different box types (always false).
public class BoxHashCodes {
    public static void main(String[] args) {
        System.out.println(Integer.valueOf(0).hashCode() + " " + Integer.valueOf(-1).hashCode() + " " + Integer.valueOf(Integer.MIN_VALUE).hashCode());
        System.out.println(Long.valueOf(0).hashCode() + " " + Long.valueOf(-1).hashCode() + " " + Long.valueOf(Long.MAX_VALUE).hashCode() + " " + Long.valueOf(123456789012345L).hashCode());
        System.out.println(Short.valueOf((short) -5).hashCode() + " " + Byte.valueOf((byte) -5).hashCode());
        System.out.println(Character.valueOf('A').hashCode() + " " + Character.valueOf('\uffff').hashCode());
        System.out.println(Boolean.TRUE.hashCode() + " " + Boolean.FALSE.hashCode());
        System.out.println(Float.valueOf(1.0f).hashCode() + " " + Float.valueOf(-0.0f).hashCode() + " " + Float.valueOf(Float.NaN).hashCode() + " " + Float.valueOf(0.1f).hashCode());
        System.out.println(Double.valueOf(1.0).hashCode() + " " + Double.valueOf(-0.0).hashCode() + " " + Double.valueOf(Double.NaN).hashCode() + " " + Double.valueOf(0.1).hashCode());
        System.out.println(Integer.hashCode(99) + " " + Long.hashCode(1L << 33) + " " + Double.hashCode(2.5) + " " + Boolean.hashCode(true) + " " + Character.hashCode('z'));
        Integer i = 5;
        Long l = 5L;
        Short s = 5;
        System.out.println(i.equals(l) + " " + l.equals(i) + " " + s.equals(i) + " " + i.equals(5) + " " + l.equals(5L));
        System.out.println(Float.valueOf(2.0f).equals(2.0f) + " " + Double.valueOf(2.0).equals(2.0f));
        System.out.println(Character.valueOf('c').equals('c') + " " + Boolean.TRUE.equals(true) + " " + Boolean.TRUE.equals("true"));
        System.out.println(Double.doubleToLongBits(0.1) + " " + Float.floatToIntBits(0.1f));
        Object[] boxes = {1, 1L, 1.0, 1.0f, (short) 1, (byte) 1, '1', true};
        int h = 0;
        for (Object o : boxes) h = h * 31 + o.hashCode();
        System.out.println(h);
        int eq = 0;
        for (Object a : boxes)
            for (Object b : boxes)
                if (a.equals(b)) eq++;
        System.out.println(eq);
    }
}
