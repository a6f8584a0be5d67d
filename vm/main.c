/* main.c: the `minivm` launcher. Parses java-style options, boots the VM, and runs the
 * main class's `public static void main(String[])`. */
#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../interp/interp.h"
#include "../jit/jit.h"
#include "../interp/verify.h"
#include "../tracing/trace.h"
#include "exceptions.h"
#include "jstring.h"
#include "signals.h"
#include "vm.h"
#include "zip.h"

#define MINIVM_VERSION "0.1.0"

#if defined(__SANITIZE_ADDRESS__)
/* Sanitized builds (meson -Db_sanitize=address,undefined): classes and other VM metadata live
 * until exit by design, so leaks are not reported; any undefined behaviour ends the run. */
const char *__asan_default_options(void);
const char *__ubsan_default_options(void);
const char *__asan_default_options(void) { return "detect_leaks=0"; }
const char *__ubsan_default_options(void) { return "halt_on_error=1:print_stacktrace=1"; }
#endif

static const char usage_text[] =
    "Usage: minivm [options] <mainclass> [args...]\n"
    "           (to execute a class)\n"
    "   or  minivm [options] -jar <jarfile> [args...]\n"
    "   or  minivm [options] <jarfile> [args...]\n"
    "           (to execute a jar file)\n"
    "\n"
    "Options:\n"
    "  -cp, -classpath, --class-path <path>\n"
    "                    ':'-separated directories and jar files to search for classes\n"
    "                    (also --class-path=<path>)\n"
    "  -D<name>=<value>  set a system property\n"
    "  -version          print the version to stderr and exit (--version: to stdout)\n"
    "  -help, -h, -?, --help\n"
    "                    print this help and exit\n"
    "  -Xmx<size>        maximum heap size (k, m, g, t suffixes; default 1/4 of memory)\n"
    "  -Xms<size>        initial heap size (default 1/64 of memory, at most -Xmx)\n"
    "  -Xmn<size>        young generation size\n"
    "  -Xss<size>        Java stack size per thread (default 4m, at least 64k)\n"
    "  -Xint             interpret only (no JIT)\n"
    "  -Xjit:threshold=<n>  compile a method after n invocations plus loop back-edges\n"
    "  -Xjit:full=<n>    recompile a method with the optimizing tier after n more entries plus\n"
    "                    back-edges in its quick code (default 150 x threshold; 0: never)\n"
    "  -Xjit:eager       compile every method before its first run\n"
    "  -Xjit:perf        write a jitdump of compiled code for perf inject --jit (docs/jit.md)\n"
    "  -Xlog:jit         log compilations (and why a method is not compiled)\n"
    "  -Xverify:none     skip bytecode verification\n"
    "  -Xverify:all, -Xverify:remote\n"
    "                    verify (the default)\n"
    "  -Xgc:<plan>       collector plan: generational (default), semispace, markcompact,\n"
    "                    marksweep\n"
    "  -XX:+UseParallelGC\n"
    "                    accepted for HotSpot compatibility: the generational plan\n"
    "  -Xtrace[:<option>,...]\n"
    "                    record an object-level memory trace (docs/tracing.md); options:\n"
    "                    file=<dir>          the trace directory (default minivm-<pid>.trace)\n"
    "                    stacks=<n>          also the whole stack every n allocations\n"
    "                    verify              also dump the heap at each GC end and at exit\n"
    "                    pointers[=dirty]    also each survivor's references at each GC\n"
    "                                        (dirty: minor GCs only objects on dirty cards)\n"
    "                    compress=<codec>    zstd, zlib or none (the default)\n"
    "                    level=<n>           the codec's level (default 1)\n"
    "                    partial=<fraction>  compress only while the write queue is this full\n"
    "                    rotate=<size>       a ring of files within size * (1 + deviation)\n"
    "                    deviation=<fraction>  with rotate=: the ring's slack (default 0.1)\n"
    "                    keepsites           with rotate=: keep sites in identity hashes\n"
    "  -Xlog:gc, -Xlog:gc*\n"
    "                    log each collection (with details)\n"
    "  -XX:NewRatio=<n>, -XX:SurvivorRatio=<n>, -XX:MaxTenuringThreshold=<n>\n"
    "                    generation sizing and promotion age (defaults 2, 8, 15;\n"
    "                    16: never by age)\n"
    "  -XX:ParallelGCThreads=<n>\n"
    "                    GC worker threads (default as HotSpot's: the number of cores,\n"
    "                    up to 8, plus 5/8 of those beyond 8)\n"
    "  -XX:GCStressInterval=<n>\n"
    "                    collect every n allocations\n"
    "  -XX:+VerifyBeforeGC, -XX:+VerifyAfterGC\n"
    "                    verify the heap and all roots around each collection\n"
    "                    (-XX:-VerifyBeforeGC, -XX:-VerifyAfterGC: do not)\n";

static _Noreturn void usage_error(const char *fmt, const char *arg) {
    fprintf(stderr, "minivm: ");
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\n%s", usage_text);
    exit(1);
}

/* "64m" -> 67108864. Returns false on a malformed size. */
static bool parse_size(const char *s, size_t *out) {
    if (!isdigit((unsigned char)*s)) return false;
    errno = 0;
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno) return false;
    unsigned long long mul = 1;
    switch (*end) {
    case 0: break;
    case 'k': case 'K': mul = 1ull << 10; end++; break;
    case 'm': case 'M': mul = 1ull << 20; end++; break;
    case 'g': case 'G': mul = 1ull << 30; end++; break;
    case 't': case 'T': mul = 1ull << 40; end++; break;
    default: return false;
    }
    if (*end || v > ULLONG_MAX / mul) return false;
    *out = (size_t)(v * mul);
    return true;
}

/* ---- GC options, with HotSpot's (ParallelGC's) defaults, checks and messages ---- */

/* A malformed option, as java reports it (exit code 1). */
static _Noreturn void vm_create_error(const char *fmt, const char *arg) {
    fprintf(stderr, fmt, arg);
    fprintf(stderr, "\nError: Could not create the Java Virtual Machine.\n"
                    "Error: A fatal exception has occurred. Program will exit.\n");
    exit(1);
}

/* A value java rejects while initializing the heap (java prints these to stdout). */
static _Noreturn void vm_init_error(const char *msg) {
    printf("Error occurred during initialization of VM\n%s\n", msg);
    exit(1);
}

/* -XX:<name>=<n>, an unsigned flag in [min, max] (k/m/g suffixes, as java). java checks
 * some ranges while parsing (then the option is also "improperly specified"), some after. */
static size_t parse_xx_uint(const char *a, size_t prefix, size_t min, size_t max, const char *max_text,
                            bool range_at_parse) {
    size_t v;
    if (!parse_size(a + prefix, &v)) vm_create_error("Improperly specified VM option '%s'", a + 4);
    if (v < min || v > max) {
        fprintf(stderr, "uintx %s is outside the allowed range [ %zu ... %s ]\n", a + 4, min, max_text);
        if (range_at_parse) vm_create_error("Improperly specified VM option '%s'", a + 4);
        fprintf(stderr, "Error: Could not create the Java Virtual Machine.\n"
                        "Error: A fatal exception has occurred. Program will exit.\n");
        exit(1);
    }
    return v;
}

/* The heap and collector options; false if `a` is none of them. */
static bool parse_gc_option(const char *a, GcConfig *gc, bool *xms_given) {
    if (!strncmp(a, "-Xmx", 4)) {
        if (!parse_size(a + 4, &gc->max_heap) || !gc->max_heap) vm_create_error("Invalid maximum heap size: %s", a);
    } else if (!strncmp(a, "-Xms", 4)) {
        size_t v;
        if (!parse_size(a + 4, &v)) vm_create_error("Invalid initial heap size: %s", a);
        if (v) {                              /* -Xms0: the default */
            gc->initial_heap = v;
            *xms_given = true;
        }
    } else if (!strncmp(a, "-Xmn", 4)) {
        if (!parse_size(a + 4, &gc->young_size) || !gc->young_size)
            vm_create_error("Invalid initial young generation size: %s", a);
    } else if (!strcmp(a, "-Xlog:gc")) {
        gc->log_gc = true;
    } else if (!strcmp(a, "-Xlog:gc*")) {
        gc->log_gc = gc->log_gc_details = true;
    } else if (!strncmp(a, "-XX:NewRatio=", 13)) {
        gc->new_ratio = (unsigned)parse_xx_uint(a, 13, 0, UINT_MAX, "4294967295", true);
    } else if (!strncmp(a, "-XX:SurvivorRatio=", 18)) {
        gc->survivor_ratio = (unsigned)parse_xx_uint(a, 18, 1, UINT_MAX, "18446744073709551613", true);
        gc->survivor_ratio_set = true;
    } else if (!strncmp(a, "-XX:MaxTenuringThreshold=", 25)) {
        gc->max_tenuring = (unsigned)parse_xx_uint(a, 25, 0, 16, "16", false);
    } else if (!strncmp(a, "-XX:ParallelGCThreads=", 22)) {
        size_t n = parse_xx_uint(a, 22, 0, UINT_MAX, "4294967295", true);
        if (!n) {
            fprintf(stderr, "The Parallel GC can not be combined with -XX:ParallelGCThreads=0\n");
            exit(1);
        }
        gc->parallel_threads = (unsigned)n;
    } else if (!strncmp(a, "-XX:GCStressInterval=", 21)) {
        gc->stress_interval = (unsigned)parse_xx_uint(a, 21, 0, INT_MAX, "2147483647", true);
    } else if (!strcmp(a, "-XX:+VerifyBeforeGC") || !strcmp(a, "-XX:-VerifyBeforeGC")) {
        gc->verify_before = a[4] == '+';
    } else if (!strcmp(a, "-XX:+VerifyAfterGC") || !strcmp(a, "-XX:-VerifyAfterGC")) {
        gc->verify_after = a[4] == '+';
    } else {
        return false;
    }
    return true;
}

/* The checks java makes once every option is read. Defaults: -Xmx 1/4 and -Xms 1/64 of
 * physical memory (at most -Xmx); the plans align and split the heap (gc/heap.c). */
static void check_gc_options(GcConfig *gc, bool xms_given) {
    if (gc->new_ratio == 0) vm_init_error("Invalid young gen ratio specified");
    if (gc->max_heap < ((size_t)2 << 20)) vm_init_error("Too small maximum heap");
    if (xms_given && gc->initial_heap < ((size_t)1 << 20)) vm_init_error("Too small initial heap");
    if (!xms_given && gc->initial_heap > gc->max_heap) gc->initial_heap = gc->max_heap;
    if (gc->initial_heap > gc->max_heap) vm_init_error("Initial heap size set to a larger value than the maximum heap size");
}

static size_t physical_memory(void) {
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    return pages > 0 && page > 0 ? (size_t)pages * (size_t)page : (size_t)4 << 30;
}

/* dir (a copy) if it holds the class library (java/lang/Object.class), else NULL. */
static char *classlib_at(const char *dir) {
    char path[PATH_MAX + 64];
    snprintf(path, sizeof path, "%s/java/lang/Object.class", dir);
    return access(path, R_OK) == 0 ? strdup(dir) : NULL;
}

/* The class library directory: MINIVM_CLASSLIB, else <dir of the binary>/classlib or the
 * installed location. */
static char *find_classlib(void) {
    const char *env = getenv("MINIVM_CLASSLIB");
    if (env) return classlib_at(env);
    char exe[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0) return NULL;
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (!slash) return NULL;
    *slash = 0;
    static const char *const rel[] = {"/classlib", "/../share/minivm/classlib"};
    for (size_t i = 0; i < sizeof rel / sizeof rel[0]; i++) {
        char dir[PATH_MAX + 64];
        snprintf(dir, sizeof dir, "%s%s", exe, rel[i]);
        char *lib = classlib_at(dir);
        if (lib) return lib;
    }
    return NULL;
}

static bool ends_with(const char *s, const char *suffix) {
    size_t a = strlen(s), b = strlen(suffix);
    return a >= b && strcmp(s + a - b, suffix) == 0;
}

/* Reads Main-Class from a jar's manifest; exits like java when it cannot. */
static char *jar_main_class(const char *jar) {
    char err[256];
    Zip *z = zip_open(jar, err, sizeof err);
    if (!z) {
        fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", jar);
        exit(1);
    }
    char *mc = zip_manifest_main_class(z);
    bool has_manifest = zip_contains(z, "META-INF/MANIFEST.MF");
    zip_close(z);
    if (!has_manifest) {            /* java: a jar without a manifest is not a valid jar */
        fprintf(stderr, "Error: Invalid or corrupt jarfile %s\n", jar);
        exit(1);
    }
    if (!mc) {
        fprintf(stderr, "no main manifest attribute, in %s\n", jar);
        exit(1);
    }
    return mc;
}

int main(int argc, char **argv) {
    VmOptions opt = {0};
    size_t phys = physical_memory();
    opt.gc.max_heap = phys / 4;
    opt.gc.initial_heap = phys / 64;
    opt.gc_plan = "generational";
    opt.gc.new_ratio = 2;
    opt.gc.survivor_ratio = 8;
    opt.gc.max_tenuring = 15;
    opt.stack_size = 4u << 20;
    opt.props = calloc((size_t)argc + 2, sizeof(char *));
    const char *classpath = NULL, *jar = NULL, *main_class = NULL;
    bool xms_given = false;
    static TraceOptions trace_opt;

    int i = 1;
    for (; i < argc; i++) {
        const char *a = argv[i];
        if (a[0] != '-') break;
        size_t sz;
        if (!strcmp(a, "-cp") || !strcmp(a, "-classpath") || !strcmp(a, "--class-path")) {
            if (++i >= argc) usage_error("%s requires a class path specification", a);
            classpath = argv[i];
        } else if (!strncmp(a, "--class-path=", 13)) {
            classpath = a + 13;
        } else if (!strcmp(a, "-jar")) {
            if (++i >= argc) usage_error("%s requires a jar file", a);
            jar = argv[i];
            i++;
            break;
        } else if (!strncmp(a, "-D", 2) && a[2]) {
            opt.props[opt.nprops++] = strchr(a + 2, '=') ? (char *)a + 2 : NULL;
            if (!opt.props[opt.nprops - 1]) {
                size_t n = strlen(a + 2);
                char *p = malloc(n + 2);
                memcpy(p, a + 2, n);
                p[n] = '=';
                p[n + 1] = 0;
                opt.props[opt.nprops - 1] = p;
            }
        } else if (!strcmp(a, "-version") || !strcmp(a, "--version")) {
            FILE *out = a[1] == '-' ? stdout : stderr;
            fprintf(out, "minivm version \"%s\"\nminivm Runtime Environment (class library for Java 17)\n"
                         "minivm VM (%s)\n", MINIVM_VERSION, jit_options.enabled ? "mixed mode" : "interpreted mode");
            return 0;
        } else if (!strcmp(a, "-help") || !strcmp(a, "-h") || !strcmp(a, "-?") || !strcmp(a, "--help")) {
            fputs(usage_text, stdout);
            return 0;
        } else if (parse_gc_option(a, &opt.gc, &xms_given)) {
        } else if (!strncmp(a, "-Xss", 4)) {
            if (!parse_size(a + 4, &sz) || sz < THREAD_MIN_STACK_BYTES) usage_error("invalid thread stack size: %s", a);
            opt.stack_size = sz;
        } else if (!strncmp(a, "-Xtrace", 7)) {   /* tracing/trace_options.h */
            char terr[512];
            if (!trace_parse_option(a, &trace_opt, terr, sizeof terr)) {
                fprintf(stderr, "minivm: %s\n", terr);
                return 1;
            }
        } else if (!strcmp(a, "-Xint")) {
            opt.interpret_only = true;
            jit_options.enabled = false;
        } else if (!strncmp(a, "-Xjit:", 6)) {   /* jit/jit.h */
            if (!jit_parse_option(a + 6)) usage_error("invalid JIT option: %s", a);
        } else if (!strcmp(a, "-Xlog:jit")) {
            jit_options.log = true;
        } else if (!strcmp(a, "-Xverify:none") || !strcmp(a, "-Xverify:remote") || !strcmp(a, "-Xverify:all")) {
            verify_enabled = strcmp(a, "-Xverify:none") != 0;
        } else if (!strncmp(a, "-Xgc:", 5)) {
            opt.gc_plan = a + 5;
        } else if (!strcmp(a, "-XX:+UseParallelGC")) {
            opt.gc_plan = "generational";
        } else {
            usage_error("unrecognized option: %s", a);
        }
    }
    if (!jar && i < argc) {
        if (ends_with(argv[i], ".jar")) jar = argv[i];
        else main_class = argv[i];
        i++;
    }
    if (!jar && !main_class) {
        fputs(usage_text, stderr);
        return 1;
    }
    check_gc_options(&opt.gc, xms_given);

    char *lib = find_classlib();
    if (!lib) {
        if (getenv("MINIVM_CLASSLIB"))
            fprintf(stderr, "minivm: MINIVM_CLASSLIB=%s has no java/lang/Object.class\n", getenv("MINIVM_CLASSLIB"));
        else
            fprintf(stderr, "minivm: cannot find the class library next to the binary (set MINIVM_CLASSLIB)\n");
        return 1;
    }
    char err[512];
    ClassPath *boot = classpath_new(), *app = classpath_new();
    classpath_add(boot, lib, err, sizeof err);
    if (jar) {
        if (access(jar, R_OK) != 0) {
            fprintf(stderr, "Error: Unable to access jarfile %s\n", jar);
            return 1;
        }
        main_class = jar_main_class(jar);
        classpath_add(app, jar, err, sizeof err);
        classpath = jar;
    } else {
        const char *cp = classpath ? classpath : getenv("CLASSPATH");
        classpath = cp ? cp : ".";
        classpath_add(app, classpath, err, sizeof err);
    }
    /* java.class.path comes first, so a -D given by the user still wins. */
    memmove(opt.props + 1, opt.props, (size_t)opt.nprops * sizeof(char *));
    opt.nprops++;
    opt.props[0] = malloc(strlen(classpath) + 17);
    sprintf(opt.props[0], "java.class.path=%s", classpath);

    if (!signals_init(err, sizeof err)) {   /* before any other thread: they inherit its mask */
        fprintf(stderr, "minivm: %s\n", err);
        return 1;
    }
    if (trace_opt.enabled && !trace_start(&trace_opt, opt.gc_plan, err, sizeof err)) {
        fprintf(stderr, "minivm: -Xtrace: %s\n", err);
        return 1;
    }
    if (!jit_init(err, sizeof err)) {
        fprintf(stderr, "minivm: JIT: %s\n", err);
        return 1;
    }
    if (!vm_boot(&opt, boot, app, err, sizeof err)) {
        printf("Error occurred during initialization of VM\n%s\n", err);   /* to stdout, as java */
        return 1;
    }
    signals_java_ready();
    Thread *t = vm.main_thread;

    char *name = strdup(main_class);
    for (char *p = name; *p; p++)
        if (*p == '.') *p = '/';
    Class *c = class_load(t, name);
    char ext[512];
    class_external_name(name, ext, sizeof ext);
    if (!c) {
        Object *e = exception_take(t);
        bool not_found = e && strcmp(obj_class(e)->name, "java/lang/NoClassDefFoundError") == 0;
        /* as java's LauncherHelper: any LinkageError but NoClassDefFoundError is "error6" */
        if (e && !not_found) fprintf(stderr, "Error: LinkageError occurred while loading main class %s\n", main_class);
        else fprintf(stderr, "Error: Could not find or load main class %s\n", main_class);
        if (not_found) fprintf(stderr, "Caused by: java.lang.ClassNotFoundException: %s\n", ext);
        else if (e) {
            char en[256];
            class_external_name(obj_class(e)->name, en, sizeof en);
            Object *m = OBJ_FIELD(e, vm.off.Throwable_detailMessage, Object *);
            char *ms = m ? string_to_utf8(m) : NULL;
            fprintf(stderr, "\t%s%s%s\n", en, ms ? ": " : "", ms ? ms : "");
            free(ms);
        }
        vm_exit(1);
    }
    if (!verify_class(t, c)) {      /* java links (verifies) the main class before looking up main */
        Object *e = exception_take(t);
        char en[256];
        class_external_name(obj_class(e)->name, en, sizeof en);
        Object *em = OBJ_FIELD(e, vm.off.Throwable_detailMessage, Object *);
        char *ms = em ? string_to_utf8(em) : NULL;
        fprintf(stderr, "Error: Unable to initialize main class %s\nCaused by: %s%s%s\n", ext, en, ms ? ": " : "",
                ms ? ms : "");
        free(ms);
        vm_exit(1);
    }
    Method *m = class_find_declared_method(c, "main", "([Ljava/lang/String;)V");
    if (!m || !(m->access & ACC_STATIC)) {
        fprintf(stderr, "Error: Main method not found in class %s, please define the main method as:\n"
                        "   public static void main(String[] args)\n"
                        "or a JavaFX application class must extend javafx.application.Application\n", ext);
        vm_exit(1);
    }
    if (!class_initialize(t, c)) {
        exception_report_uncaught(t, "main");
        vm_exit(1);
    }
    HandleMark hm = handle_mark(t);
    Object *args = gc_alloc_array(t, vm.wk.String_array, argc - i);
    Handle ha = handle_new(t, args);
    for (int k = 0; args && k < argc - i; k++) {
        Object *s = string_from_utf8(t, argv[i + k]);
        if (!s) break;
        ARRAY_DATA(*ha, Object *)[k] = s;
        gc_write_barrier(*ha, &ARRAY_DATA(*ha, Object *)[k]);
    }
    if (has_exception(t)) {
        exception_report_uncaught(t, "main");
        vm_exit(1);
    }
    Value arg = {.l = *ha};
    handle_release(t, hm);
    /* As the java launcher: an uncaught exception goes to the main thread's handler and
     * makes the exit code 1; the VM then waits for the non-daemon threads (vm/thread.c). */
    int code = 0;
    if (!interp_call(t, m, &arg, NULL)) {
        thread_report_uncaught(t);
        code = 1;
    }
    thread_main_exit(t, code);
}
