// finally blocks that override returns and swallow exceptions, the value returned when the
// try block's return value is modified in finally, and nested finally ordering.
public class FinallyReturn {
    @SuppressWarnings("finally")
    static int overrideReturn() {
        try {
            return 1;
        } finally {
            return 2;
        }
    }

    @SuppressWarnings("finally")
    static String swallow() {
        try {
            throw new RuntimeException("lost");
        } finally {
            return "swallowed";
        }
    }

    static int modifiedInFinally() {
        int x = 10;
        try {
            return x;     // value 10 is saved before finally runs
        } finally {
            x = 20;
        }
    }

    static StringBuilder sb = new StringBuilder();

    static StringBuilder mutatedInFinally() {
        try {
            sb.append("try;");
            return sb;
        } finally {
            sb.append("finally;");   // same object, mutation is visible
        }
    }

    static String nested() {
        StringBuilder log = new StringBuilder();
        try {
            try {
                try {
                    log.append('a');
                    throw new IllegalStateException();
                } finally {
                    log.append('b');
                }
            } finally {
                log.append('c');
            }
        } catch (IllegalStateException e) {
            log.append('d');
        } finally {
            log.append('e');
        }
        return log.toString();
    }

    @SuppressWarnings("finally")
    static long longOverride(long v) {
        try {
            if (v > 0) return v * 2;
            throw new IllegalArgumentException();
        } finally {
            if (v > 100) return -1L;
        }
    }

    @SuppressWarnings("finally")
    static int breakInFinally() {
        int i = 0;
        while (true) {
            try {
                i++;
                throw new RuntimeException("gone");
            } finally {
                if (i >= 3) break;
                continue;
            }
        }
        return i;
    }

    public static void main(String[] args) {
        System.out.println(overrideReturn());
        System.out.println(swallow());
        System.out.println(modifiedInFinally());
        System.out.println(mutatedInFinally());
        System.out.println(nested());
        System.out.println(longOverride(5));
        System.out.println(longOverride(500));
        try {
            longOverride(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("IAE propagated");
        }
        System.out.println(breakInFinally());
    }
}
