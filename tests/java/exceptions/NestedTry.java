// Nested try blocks: inner handler catches, outer handler catches what the inner one does not,
// exceptions thrown from catch blocks and from finally blocks, handler ranges in loops.
public class NestedTry {
    static StringBuilder log = new StringBuilder();

    static void level(int mode) {
        try {
            log.append("o-try ");
            try {
                log.append("i-try ");
                if (mode == 1) throw new IllegalArgumentException("inner-iae");
                if (mode == 2) throw new IllegalStateException("inner-ise");
                if (mode == 3) throw new UnsupportedOperationException("inner-uoe");
            } catch (IllegalArgumentException e) {
                log.append("i-catch(" + e.getMessage() + ") ");
            } catch (UnsupportedOperationException e) {
                log.append("i-catch-rethrow ");
                throw new IllegalStateException("from-catch", e);
            } finally {
                log.append("i-finally ");
            }
            log.append("after-inner ");
        } catch (IllegalStateException e) {
            log.append("o-catch(" + e.getMessage() + (e.getCause() != null ? " cause=" + e.getCause().getMessage() : "") + ") ");
        } finally {
            log.append("o-finally");
        }
    }

    static int finallyThrows() {
        try {
            try {
                throw new RuntimeException("original");
            } finally {
                if (log != null) throw new IllegalStateException("from finally");
            }
        } catch (RuntimeException e) {
            // The exception from finally replaces the original one.
            log.append(e.getMessage());
            return 1;
        }
    }

    public static void main(String[] args) {
        for (int mode = 0; mode <= 3; mode++) {
            log = new StringBuilder();
            level(mode);
            System.out.println(mode + ": " + log);
        }
        log = new StringBuilder();
        System.out.println(finallyThrows() + " " + log);
        int total = 0;
        for (int i = 0; i < 5; i++) {
            try {
                try {
                    if (i % 2 == 0) throw new RuntimeException("even");
                    total += 1;
                } finally {
                    total += 10;
                }
            } catch (RuntimeException e) {
                total += 100;
            }
        }
        System.out.println(total);
    }
}
