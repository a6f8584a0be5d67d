package java.util;

/**
 * A minimal Locale: language/country/variant tags, the usual constants and a fixed default
 * (en_US). No locale data: the class library formats everything as the US/root locale does.
 */
public final class Locale implements Cloneable, java.io.Serializable {
    private static final long serialVersionUID = 9149081749638150636L;

    public static final Locale ENGLISH = new Locale("en", "");
    public static final Locale FRENCH = new Locale("fr", "");
    public static final Locale GERMAN = new Locale("de", "");
    public static final Locale ITALIAN = new Locale("it", "");
    public static final Locale JAPANESE = new Locale("ja", "");
    public static final Locale KOREAN = new Locale("ko", "");
    public static final Locale CHINESE = new Locale("zh", "");
    public static final Locale SIMPLIFIED_CHINESE = new Locale("zh", "CN");
    public static final Locale TRADITIONAL_CHINESE = new Locale("zh", "TW");
    public static final Locale FRANCE = new Locale("fr", "FR");
    public static final Locale GERMANY = new Locale("de", "DE");
    public static final Locale ITALY = new Locale("it", "IT");
    public static final Locale JAPAN = new Locale("ja", "JP");
    public static final Locale KOREA = new Locale("ko", "KR");
    public static final Locale UK = new Locale("en", "GB");
    public static final Locale US = new Locale("en", "US");
    public static final Locale CANADA = new Locale("en", "CA");
    public static final Locale CANADA_FRENCH = new Locale("fr", "CA");
    public static final Locale ROOT = new Locale("", "");
    public static final Locale CHINA = SIMPLIFIED_CHINESE;
    public static final Locale PRC = SIMPLIFIED_CHINESE;
    public static final Locale TAIWAN = TRADITIONAL_CHINESE;

    private static Locale defaultLocale = US;
    private static Locale defaultFormatLocale = US;
    private static Locale defaultDisplayLocale = US;

    public enum Category {
        DISPLAY, FORMAT
    }

    private final String language;
    private final String country;
    private final String variant;

    public Locale(String language, String country, String variant) {
        if (language == null || country == null || variant == null) {
            throw new NullPointerException();
        }
        this.language = lower(language);
        this.country = upper(country);
        this.variant = variant;
    }

    public Locale(String language, String country) {
        this(language, country, "");
    }

    public Locale(String language) {
        this(language, "", "");
    }

    private static String lower(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 'A' && c <= 'Z' ? (char) (c + 32) : c);
        }
        String r = sb.toString();
        // the JDK keeps the old ISO codes for these languages
        if (r.equals("he")) {
            return "iw";
        }
        if (r.equals("yi")) {
            return "ji";
        }
        if (r.equals("id")) {
            return "in";
        }
        return r;
    }

    private static String upper(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            sb.append(c >= 'a' && c <= 'z' ? (char) (c - 32) : c);
        }
        return sb.toString();
    }

    public static Locale getDefault() {
        return defaultLocale;
    }

    public static Locale getDefault(Category category) {
        if (category == null) {
            throw new NullPointerException();
        }
        return category == Category.FORMAT ? defaultFormatLocale : defaultDisplayLocale;
    }

    public static synchronized void setDefault(Locale newLocale) {
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        defaultLocale = newLocale;
        defaultFormatLocale = newLocale;
        defaultDisplayLocale = newLocale;
    }

    public static synchronized void setDefault(Category category, Locale newLocale) {
        if (category == null) {
            throw new NullPointerException("Category cannot be NULL");
        }
        if (newLocale == null) {
            throw new NullPointerException("Can't set default locale to NULL");
        }
        if (category == Category.FORMAT) {
            defaultFormatLocale = newLocale;
        } else {
            defaultDisplayLocale = newLocale;
        }
    }

    public static Locale forLanguageTag(String languageTag) {
        String[] parts = languageTag.replace('_', '-').split("-");
        if (parts.length == 0 || languageTag.equals("und")) {
            return ROOT;
        }
        return new Locale(parts[0], parts.length > 1 ? parts[1] : "");
    }

    public static Locale[] getAvailableLocales() {
        return new Locale[] { ROOT, ENGLISH, US };
    }

    public String getLanguage() {
        return language;
    }

    public String getCountry() {
        return country;
    }

    public String getVariant() {
        return variant;
    }

    public String getScript() {
        return "";
    }

    public String toLanguageTag() {
        if (language.isEmpty() && country.isEmpty()) {
            return "und";
        }
        String lang = language.isEmpty() ? "und" : language;
        return country.isEmpty() ? lang : lang + "-" + country;
    }

    public String getDisplayLanguage() {
        if (language.equals("en")) {
            return "English";
        }
        return language;
    }

    public String getDisplayCountry() {
        if (country.equals("US")) {
            return "United States";
        }
        return country;
    }

    public final String toString() {
        boolean l = !language.isEmpty();
        boolean c = !country.isEmpty();
        boolean v = !variant.isEmpty();
        StringBuilder sb = new StringBuilder(language);
        if (c || (l && v)) {
            sb.append('_').append(country);
        }
        if (v && (l || c)) {
            sb.append('_').append(variant);
        }
        return sb.toString();
    }

    public Object clone() {
        return this;
    }

    public int hashCode() {
        return (language.hashCode() * 31 + country.hashCode()) * 31 + variant.hashCode();
    }

    public boolean equals(Object obj) {
        if (this == obj) {
            return true;
        }
        if (!(obj instanceof Locale)) {
            return false;
        }
        Locale o = (Locale) obj;
        return language.equals(o.language) && country.equals(o.country)
                && variant.equals(o.variant);
    }
}
