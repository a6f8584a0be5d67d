/* trace_options.c: parsing -Xtrace[:opt,opt,...] (see trace_options.h). Each option is a row
 * of `options` below; later options (rotate=, deviation=, compress=, pointers) add rows. */
#include "trace_options.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef bool (*OptionFn)(TraceOptions *o, const char *value, char *err, size_t errlen);

static bool opt_file(TraceOptions *o, const char *v, char *err, size_t errlen) {
    if (!*v) {
        snprintf(err, errlen, "-Xtrace: file= needs a path");
        return false;
    }
    if (strlen(v) >= sizeof o->path - 1) {
        snprintf(err, errlen, "-Xtrace: the path is too long");
        return false;
    }
    snprintf(o->path, sizeof o->path, "%s", v);
    return true;
}

static bool opt_stacks(TraceOptions *o, const char *v, char *err, size_t errlen) {
    char *end;
    errno = 0;
    unsigned long n = strtoul(v, &end, 10);
    if (!*v || *end || errno || n == 0 || n > UINT32_MAX || *v == '-' || *v == '+') {
        snprintf(err, errlen, "-Xtrace: stacks= needs a number of allocations from 1 to %u, not '%s'", UINT32_MAX, v);
        return false;
    }
    o->stacks = (uint32_t)n;
    return true;
}

static bool opt_verify(TraceOptions *o, const char *v, char *err, size_t errlen) {
    (void)v, (void)err, (void)errlen;
    o->verify = true;
    return true;
}

static const struct {
    const char *name;
    bool has_value;
    OptionFn fn;
} options[] = {
    {"file", true, opt_file},
    {"stacks", true, opt_stacks},
    {"verify", false, opt_verify},
};

bool trace_parse_option(const char *arg, TraceOptions *o, char *err, size_t errlen) {
    memset(o, 0, sizeof *o);
    o->enabled = true;
    snprintf(o->path, sizeof o->path, "minivm-%ld.trace", (long)getpid());
    if (strncmp(arg, "-Xtrace", 7) != 0 || (arg[7] && arg[7] != ':')) {
        snprintf(err, errlen, "unrecognized option: %s", arg);
        return false;
    }
    if (!arg[7]) return true;
    const char *p = arg + 8;
    if (!*p) {
        snprintf(err, errlen, "-Xtrace: no option after ':'");
        return false;
    }
    while (*p) {
        const char *comma = strchr(p, ',');
        size_t n = comma ? (size_t)(comma - p) : strlen(p);
        char item[4200];
        if (n >= sizeof item) {
            snprintf(err, errlen, "-Xtrace: option too long");
            return false;
        }
        memcpy(item, p, n);
        item[n] = 0;
        char *eq = strchr(item, '=');
        if (eq) *eq = 0;
        size_t k = 0;
        while (k < sizeof options / sizeof options[0] && strcmp(options[k].name, item) != 0) k++;
        if (!*item) {
            snprintf(err, errlen, "-Xtrace: empty option in '%s'", arg + 8);
            return false;
        }
        if (k == sizeof options / sizeof options[0]) {
            snprintf(err, errlen, "-Xtrace: unknown option '%s' (known: file=, stacks=, verify)", item);
            return false;
        }
        if (options[k].has_value != (eq != NULL)) {
            snprintf(err, errlen, options[k].has_value ? "-Xtrace: %s needs a value (%s=...)"
                                                       : "-Xtrace: %s takes no value%s",
                     item, options[k].has_value ? item : "");
            return false;
        }
        if (!options[k].fn(o, eq ? eq + 1 : "", err, errlen)) return false;
        p += n;
        if (*p == ',') {
            p++;
            if (!*p) {
                snprintf(err, errlen, "-Xtrace: empty option in '%s'", arg + 8);
                return false;
            }
        }
    }
    return true;
}

void trace_format_options(const TraceOptions *o, char *buf, size_t len) {
    snprintf(buf, len, "file=%s%s%.0u%s", o->path, o->stacks ? ",stacks=" : "", o->stacks,
             o->verify ? ",verify" : "");
}
