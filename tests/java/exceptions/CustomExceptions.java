// User-defined exception hierarchies: checked and unchecked, extra fields, overridden
// getMessage/toString, catch by superclass, getCause chains, initCause, and
// Throwable.toString formats ("Class: msg" vs. just "Class" when the message is null).
public class CustomExceptions {
    static class AppException extends Exception {
        final int code;
        AppException(String msg, int code) { super(msg); this.code = code; }
        AppException(String msg, Throwable cause) { super(msg, cause); this.code = -1; }
    }

    static class NotFound extends AppException {
        NotFound(String what) { super("not found: " + what, 404); }
    }

    static class Fancy extends RuntimeException {
        public String getMessage() { return "fancy message"; }
    }

    static class Quiet extends RuntimeException {
        public String toString() { return "Quiet!"; }
    }

    static void find(String key) throws AppException {
        if (key.isEmpty()) throw new AppException("empty key", 400);
        if (!key.equals("present")) throw new NotFound(key);
    }

    public static void main(String[] args) {
        String[] keys = {"present", "", "absent"};
        for (String k : keys) {
            try {
                find(k);
                System.out.println("found " + k);
            } catch (NotFound e) {
                System.out.println("NotFound " + e.code + " " + e.getMessage());
            } catch (AppException e) {
                System.out.println("App " + e.code + " " + e.getMessage());
            }
        }
        System.out.println(new Fancy());
        System.out.println(new Fancy().getMessage());
        System.out.println(new Quiet());
        System.out.println(new Quiet().getMessage());
        Throwable root = new IllegalArgumentException("root cause");
        AppException wrapped = new AppException("wrapper", root);
        System.out.println(wrapped.getCause() == root);
        System.out.println(wrapped);
        System.out.println(wrapped.getCause());
        RuntimeException r = new RuntimeException(root);
        System.out.println(r.getMessage());
        System.out.println(r);
        RuntimeException late = new RuntimeException("late");
        late.initCause(new Error("init-cause"));
        System.out.println(late.getCause());
        try {
            late.initCause(new Error("again"));
        } catch (IllegalStateException e) {
            System.out.println("initCause twice: IllegalStateException");
        }
        System.out.println(new Exception().getMessage());
        System.out.println(new Exception());
        System.out.println(new Throwable("t"));
        System.out.println(new Error((String) null));
        Throwable chain = new Exception("l1", new Exception("l2", new Exception("l3")));
        int depth = 0;
        for (Throwable t = chain; t != null; t = t.getCause()) {
            System.out.println(depth++ + " " + t.getMessage());
        }
        System.out.println(new NotFound("x") instanceof Exception);
        System.out.println(new Fancy().getLocalizedMessage());
    }
}
