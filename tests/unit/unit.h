/* unit.h: a tiny assertion helper for the C unit tests.
 *
 * Each failed check prints one line "file:line: check failed: ..." to stderr and the test keeps
 * going. unit_summary() prints "<name>: N checks, M failed" and returns the process exit code
 * (0 when nothing failed, 1 otherwise), so a test's main() ends with `return unit_summary("x");`. */
#ifndef MINIVM_UNIT_H
#define MINIVM_UNIT_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static int unit_checks, unit_failed;

static inline bool unit_check(bool ok, const char *what, const char *file, int line)
{
    unit_checks++;
    if (!ok) {
        unit_failed++;
        fprintf(stderr, "%s:%d: check failed: %s\n", file, line, what);
    }
    return ok;
}

static inline bool unit_check_int(long long a, long long b, const char *sa, const char *sb,
                                  const char *file, int line)
{
    unit_checks++;
    if (a != b) {
        unit_failed++;
        fprintf(stderr, "%s:%d: check failed: %s == %s (%lld != %lld)\n", file, line, sa, sb, a, b);
        return false;
    }
    return true;
}

static inline bool unit_check_str(const char *a, const char *b, const char *sa, const char *sb,
                                  const char *file, int line)
{
    unit_checks++;
    if (a == b || (a && b && strcmp(a, b) == 0))
        return true;
    unit_failed++;
    fprintf(stderr, "%s:%d: check failed: %s == %s (\"%s\" != \"%s\")\n", file, line, sa, sb,
            a ? a : "(null)", b ? b : "(null)");
    return false;
}

static inline int unit_summary(const char *name)
{
    printf("%s: %d checks, %d failed\n", name, unit_checks, unit_failed);
    return unit_failed ? 1 : 0;
}

/* Each macro evaluates to true when the check passed. */
#define CHECK(cond) unit_check((cond) ? true : false, #cond, __FILE__, __LINE__)
#define CHECK_EQ_INT(a, b) unit_check_int((long long)(a), (long long)(b), #a, #b, __FILE__, __LINE__)
#define CHECK_STR(a, b) unit_check_str((a), (b), #a, #b, __FILE__, __LINE__)

#endif
