// Rethrowing caught exceptions (same object), wrapping into new exceptions with causes,
// precise rethrow of checked exceptions, exceptions passing through many frames.
public class Rethrow {
    static class LowLevel extends Exception {
        LowLevel(String m) { super(m); }
    }

    static class HighLevel extends RuntimeException {
        HighLevel(String m, Throwable cause) { super(m, cause); }
    }

    static void lowest(int depth) throws LowLevel {
        if (depth == 0) throw new LowLevel("at bottom");
        lowest(depth - 1);
    }

    static void middle() throws LowLevel {
        try {
            lowest(20);
        } catch (LowLevel e) {
            System.out.println("middle saw: " + e.getMessage());
            throw e;
        }
    }

    static void top() {
        try {
            middle();
        } catch (LowLevel e) {
            throw new HighLevel("wrapped", e);
        }
    }

    static void precise(boolean which) throws LowLevel {
        try {
            if (which) throw new LowLevel("precise");
            throw new IllegalStateException("unchecked");
        } catch (Exception e) {
            throw e;   // precise rethrow: only LowLevel or unchecked
        }
    }

    public static void main(String[] args) {
        Exception saved = null;
        try {
            top();
        } catch (HighLevel e) {
            System.out.println(e.getMessage());
            System.out.println(e.getCause().getMessage());
            System.out.println(e.getCause().getClass().getName());
            System.out.println(e);
            saved = e;
        }
        try {
            throw (HighLevel) saved;
        } catch (HighLevel again) {
            System.out.println(again == saved);
        }
        try {
            precise(true);
        } catch (LowLevel e) {
            System.out.println("caught " + e.getMessage());
        }
        try {
            precise(false);
        } catch (LowLevel e) {
            System.out.println("wrong");
        } catch (IllegalStateException e) {
            System.out.println("caught " + e.getMessage());
        }
    }
}
