/* test_trace_options.c: parsing -Xtrace[:file=DIR,stacks=N,verify]. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../../tracing/trace_options.h"
#include "unit.h"

static bool parse(const char *arg, TraceOptions *o, char *err) { return trace_parse_option(arg, o, err, 256); }

int main(void) {
    TraceOptions o;
    char err[256], def[64];
    snprintf(def, sizeof def, "minivm-%ld.trace", (long)getpid());

    CHECK(parse("-Xtrace", &o, err));
    CHECK(o.enabled && !o.verify && o.stacks == 0);
    CHECK_STR(o.path, def);

    CHECK(parse("-Xtrace:file=run1", &o, err));
    CHECK_STR(o.path, "run1");
    CHECK(parse("-Xtrace:file=run1,stacks=4096", &o, err));
    CHECK_STR(o.path, "run1");
    CHECK_EQ_INT(o.stacks, 4096);
    CHECK(parse("-Xtrace:verify,file=/tmp/x=y", &o, err));
    CHECK(o.verify);
    CHECK_STR(o.path, "/tmp/x=y");
    CHECK(parse("-Xtrace:file=a,file=b", &o, err));   /* the last one wins */
    CHECK_STR(o.path, "b");
    char buf[256];
    CHECK(parse("-Xtrace:file=r,stacks=8,verify", &o, err));
    trace_format_options(&o, buf, sizeof buf);
    CHECK_STR(buf, "file=r,stacks=8,verify");

    static const char *const bad[] = {
        "-Xtrace:", "-Xtrace:bogus", "-Xtrace:file", "-Xtrace:file=", "-Xtrace:stacks", "-Xtrace:stacks=",
        "-Xtrace:stacks=0", "-Xtrace:stacks=-5", "-Xtrace:stacks=12x", "-Xtrace:stacks=99999999999",
        "-Xtrace:verify=1", "-Xtrace:file=a,,verify", "-Xtrace:file=a,", "-Xtracefoo", "-Xtrace:,verify",
        "-Xtrace:rotate=5",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        err[0] = 0;
        if (!CHECK(!parse(bad[i], &o, err))) fprintf(stderr, "  accepted %s\n", bad[i]);
        CHECK(err[0] != 0 && strchr(err, '\n') == NULL);   /* one line */
    }
    return unit_summary("test_trace_options");
}
