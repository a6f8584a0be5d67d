// An uncaught user-defined checked exception with a cause thrown out of main:
// first stderr line is: Exception in thread "main" UncaughtCustomCause$ConfigException: bad config
public class UncaughtCustomCause {
    static class ConfigException extends Exception {
        ConfigException(String msg, Throwable cause) { super(msg, cause); }
    }

    static int parse(String s) {
        return Integer.parseInt(s);
    }

    static void load() throws ConfigException {
        try {
            parse("12x");
        } catch (NumberFormatException e) {
            throw new ConfigException("bad config", e);
        }
    }

    public static void main(String[] args) throws Exception {
        System.out.println("loading");
        load();
    }
}
