package java.util;

public final class StringJoiner {
    private final String prefix;
    private final String delimiter;
    private final String suffix;
    private StringBuilder joined;
    private int count;
    private String emptyValue;

    public StringJoiner(CharSequence delimiter) {
        this(delimiter, "", "");
    }

    public StringJoiner(CharSequence delimiter, CharSequence prefix, CharSequence suffix) {
        Objects.requireNonNull(prefix, "The prefix must not be null");
        Objects.requireNonNull(delimiter, "The delimiter must not be null");
        Objects.requireNonNull(suffix, "The suffix must not be null");
        this.prefix = prefix.toString();
        this.delimiter = delimiter.toString();
        this.suffix = suffix.toString();
        this.emptyValue = null;
    }

    public StringJoiner setEmptyValue(CharSequence emptyValue) {
        this.emptyValue = Objects.requireNonNull(emptyValue, "The empty value must not be null").toString();
        return this;
    }

    public String toString() {
        if (count == 0) {
            if (emptyValue != null) {
                return emptyValue;
            }
            return prefix + suffix;
        }
        if (suffix.isEmpty() && prefix.isEmpty()) {
            return joined.toString();
        }
        return new StringBuilder(prefix.length() + joined.length() + suffix.length())
                .append(prefix).append(joined).append(suffix).toString();
    }

    public StringJoiner add(CharSequence newElement) {
        String elt = String.valueOf(newElement);
        if (joined == null) {
            joined = new StringBuilder();
        } else {
            joined.append(delimiter);
        }
        joined.append(elt);
        count++;
        return this;
    }

    public StringJoiner merge(StringJoiner other) {
        Objects.requireNonNull(other);
        if (other.count == 0) {
            return this;
        }
        return add(other.joined.toString());
    }

    public int length() {
        return count == 0 && emptyValue != null ? emptyValue.length()
                : (count == 0 ? 0 : joined.length()) + prefix.length() + suffix.length();
    }
}
