// An enum-driven state machine: constant-specific transitions, switch over the enum from
// another class (a $SwitchMap), switch expressions, enums in interfaces, lambdas per constant.
public class EnumStateMachine {
    interface Events {
        enum Event { COIN, PUSH, KICK }
    }

    enum State {
        LOCKED {
            State on(Events.Event e) { return e == Events.Event.COIN ? UNLOCKED : this; }
        },
        UNLOCKED {
            State on(Events.Event e) { return e == Events.Event.PUSH ? LOCKED : this; }
        },
        BROKEN {
            State on(Events.Event e) { return this; }
            boolean terminal() { return true; }
        };

        abstract State on(Events.Event e);
        boolean terminal() { return false; }
    }

    static final class Reporter {
        static String describe(State s) {
            switch (s) {
                case LOCKED: return "locked";
                case UNLOCKED: return "open";
                default: return "out of order";
            }
        }

        static int weight(Events.Event e) {
            return switch (e) {
                case COIN -> 1;
                case PUSH -> 2;
                case KICK -> 10;
            };
        }
    }

    enum Level {
        LOW(() -> "quiet"), MID(() -> "normal"), HIGH(() -> "LOUD");
        interface Voice { String say(); }
        private final Voice voice;
        Level(Voice v) { voice = v; }
        String say() { return voice.say(); }
        static Level of(int n) { return n < 3 ? LOW : n < 7 ? MID : HIGH; }
    }

    public static void main(String[] args) {
        State s = State.LOCKED;
        int total = 0;
        Events.Event[] script = {Events.Event.PUSH, Events.Event.COIN, Events.Event.COIN, Events.Event.PUSH, Events.Event.KICK, Events.Event.COIN};
        for (Events.Event e : script) {
            State next = s.on(e);
            if (e == Events.Event.KICK) next = State.BROKEN;
            total += Reporter.weight(e);
            System.out.println(s + " --" + e + "--> " + next + " (" + Reporter.describe(next) + ", terminal " + next.terminal() + ")");
            s = next;
        }
        System.out.println("total weight " + total);
        for (int n = 0; n < 10; n += 3) System.out.println(n + " " + Level.of(n) + " " + Level.of(n).say());
        System.out.println(State.valueOf("BROKEN").ordinal() + " " + State.BROKEN.getClass().getSuperclass().getSimpleName() + " " + State.BROKEN.getDeclaringClass().getSimpleName());
        System.out.println(java.util.Arrays.toString(Events.Event.values()));
    }
}
