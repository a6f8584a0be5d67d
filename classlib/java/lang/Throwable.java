package java.lang;

import java.io.PrintStream;

/**
 * The superclass of all errors and exceptions.
 *
 * The VM reads and writes detailMessage, cause and backtrace directly (vm/vm.h
 * WellKnownFields). fillInStackTrace0 records the current frames into backtrace
 * (exception_fill_stack_trace); getStackTrace0 turns them into StackTraceElement[] on first use.
 */
public class Throwable implements java.io.Serializable {

    private static final StackTraceElement[] UNASSIGNED_STACK = new StackTraceElement[0];
    private static final Throwable[] EMPTY_THROWABLE_ARRAY = new Throwable[0];

    private static final String NULL_CAUSE_MESSAGE = "Cannot suppress a null exception.";
    private static final String SELF_SUPPRESSION_MESSAGE = "Self-suppression not permitted";
    private static final String CAUSE_CAPTION = "Caused by: ";
    private static final String SUPPRESSED_CAPTION = "Suppressed: ";

    private String detailMessage;
    /** this means "not yet initialized" (initCause allowed); null means "no cause". */
    private Throwable cause = this;
    /** VM data: the recorded frames, or null. */
    private transient Object backtrace;
    /**
     * UNASSIGNED_STACK: not yet computed from backtrace; null: stack trace not writable
     * (the 4-argument constructor); otherwise the stack trace.
     */
    private StackTraceElement[] stackTrace = UNASSIGNED_STACK;
    /** Suppressed exceptions (only the first nsuppressed are used); null: suppression disabled. */
    private Throwable[] suppressed = EMPTY_THROWABLE_ARRAY;
    private int nsuppressed;

    public Throwable() {
        fillInStackTrace();
    }

    public Throwable(String message) {
        fillInStackTrace();
        detailMessage = message;
    }

    public Throwable(String message, Throwable cause) {
        fillInStackTrace();
        detailMessage = message;
        this.cause = cause;
    }

    public Throwable(Throwable cause) {
        fillInStackTrace();
        detailMessage = (cause == null ? null : cause.toString());
        this.cause = cause;
    }

    protected Throwable(String message, Throwable cause, boolean enableSuppression,
            boolean writableStackTrace) {
        if (writableStackTrace) {
            fillInStackTrace();
        } else {
            stackTrace = null;
        }
        detailMessage = message;
        this.cause = cause;
        if (!enableSuppression) {
            suppressed = null;
        }
    }

    public String getMessage() {
        return detailMessage;
    }

    /** False for a throwable made with writableStackTrace == false. */
    final boolean hasWritableStackTrace() {
        return stackTrace != null || backtrace != null;
    }

    public String getLocalizedMessage() {
        return getMessage();
    }

    public synchronized Throwable getCause() {
        return (cause == this ? null : cause);
    }

    public synchronized Throwable initCause(Throwable cause) {
        if (this.cause != this) {
            throw new IllegalStateException("Can't overwrite cause with "
                    + (cause == null ? "a null" : cause.toString()), this);
        }
        if (cause == this) {
            throw new IllegalArgumentException("Self-causation not permitted", this);
        }
        this.cause = cause;
        return this;
    }

    public String toString() {
        String s = getClass().getName();
        String message = getLocalizedMessage();
        return (message != null) ? (s + ": " + message) : s;
    }

    public void printStackTrace() {
        printStackTrace(System.err);
    }

    public void printStackTrace(PrintStream s) {
        Throwable[] dejaVu = new Throwable[8];
        dejaVu[0] = this;
        int[] ndejaVu = { 1 };
        synchronized (s) {
            s.println(this);
            StackTraceElement[] trace = getOurStackTrace();
            for (int i = 0; i < trace.length; i++) {
                s.println("\tat " + trace[i]);
            }
            Throwable[] sup = getSuppressed();
            for (int i = 0; i < sup.length; i++) {
                dejaVu = sup[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, "\t",
                        dejaVu, ndejaVu);
            }
            Throwable ourCause = getCause();
            if (ourCause != null) {
                ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, "", dejaVu, ndejaVu);
            }
        }
    }

    /**
     * Prints this throwable as the cause or a suppressed exception of another, eliding the
     * frames it shares with the enclosing trace. dejaVu[0..ndejaVu[0]) are the throwables
     * already printed (compared by identity); returns the possibly grown array.
     */
    private Throwable[] printEnclosedStackTrace(PrintStream s, StackTraceElement[] enclosingTrace,
            String caption, String prefix, Throwable[] dejaVu, int[] ndejaVu) {
        for (int i = 0; i < ndejaVu[0]; i++) {
            if (dejaVu[i] == this) {
                s.println(prefix + caption + "[CIRCULAR REFERENCE: " + this + "]");
                return dejaVu;
            }
        }
        if (ndejaVu[0] == dejaVu.length) {
            Throwable[] bigger = new Throwable[dejaVu.length * 2];
            System.arraycopy(dejaVu, 0, bigger, 0, dejaVu.length);
            dejaVu = bigger;
        }
        dejaVu[ndejaVu[0]++] = this;

        StackTraceElement[] trace = getOurStackTrace();
        int m = trace.length - 1;
        int n = enclosingTrace.length - 1;
        while (m >= 0 && n >= 0 && trace[m].equals(enclosingTrace[n])) {
            m--;
            n--;
        }
        int framesInCommon = trace.length - 1 - m;

        s.println(prefix + caption + this);
        for (int i = 0; i <= m; i++) {
            s.println(prefix + "\tat " + trace[i]);
        }
        if (framesInCommon != 0) {
            s.println(prefix + "\t... " + framesInCommon + " more");
        }
        Throwable[] sup = getSuppressed();
        for (int i = 0; i < sup.length; i++) {
            dejaVu = sup[i].printEnclosedStackTrace(s, trace, SUPPRESSED_CAPTION, prefix + "\t",
                    dejaVu, ndejaVu);
        }
        Throwable ourCause = getCause();
        if (ourCause != null) {
            dejaVu = ourCause.printEnclosedStackTrace(s, trace, CAUSE_CAPTION, prefix, dejaVu,
                    ndejaVu);
        }
        return dejaVu;
    }

    public synchronized Throwable fillInStackTrace() {
        if (stackTrace != null || backtrace != null) {
            fillInStackTrace0();
            stackTrace = UNASSIGNED_STACK;
        }
        return this;
    }

    /** Records the current Java frames into backtrace (exception_fill_stack_trace). */
    private native void fillInStackTrace0();

    /** Builds the StackTraceElement[] of the recorded backtrace (exception_stack_trace_array). */
    private native StackTraceElement[] getStackTrace0();

    public StackTraceElement[] getStackTrace() {
        return getOurStackTrace().clone();
    }

    private synchronized StackTraceElement[] getOurStackTrace() {
        if (stackTrace == UNASSIGNED_STACK || (stackTrace == null && backtrace != null)) {
            StackTraceElement[] st = null;
            if (backtrace != null) {
                st = getStackTrace0();
            }
            stackTrace = (st != null) ? st : UNASSIGNED_STACK;
            if (stackTrace == UNASSIGNED_STACK) {
                return UNASSIGNED_STACK;
            }
        } else if (stackTrace == null) {
            return UNASSIGNED_STACK;
        }
        return stackTrace;
    }

    public void setStackTrace(StackTraceElement[] stackTrace) {
        StackTraceElement[] defensiveCopy = stackTrace.clone();
        for (int i = 0; i < defensiveCopy.length; i++) {
            if (defensiveCopy[i] == null) {
                throw new NullPointerException("stackTrace[" + i + "]");
            }
        }
        synchronized (this) {
            if (this.stackTrace == null && backtrace == null) {
                return; // not writable
            }
            this.stackTrace = defensiveCopy;
        }
    }

    public final synchronized void addSuppressed(Throwable exception) {
        if (exception == this) {
            throw new IllegalArgumentException(SELF_SUPPRESSION_MESSAGE, exception);
        }
        if (exception == null) {
            throw new NullPointerException(NULL_CAUSE_MESSAGE);
        }
        if (suppressed == null) {
            return; // suppression disabled
        }
        if (nsuppressed == suppressed.length) {
            Throwable[] bigger = new Throwable[nsuppressed == 0 ? 1 : nsuppressed * 2];
            System.arraycopy(suppressed, 0, bigger, 0, nsuppressed);
            suppressed = bigger;
        }
        suppressed[nsuppressed++] = exception;
    }

    public final synchronized Throwable[] getSuppressed() {
        if (suppressed == null || nsuppressed == 0) {
            return EMPTY_THROWABLE_ARRAY;
        }
        Throwable[] r = new Throwable[nsuppressed];
        System.arraycopy(suppressed, 0, r, 0, nsuppressed);
        return r;
    }
}
