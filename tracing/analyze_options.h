/* analyze_options.h: the command-line options of minivm-trace's analysis commands. */
#ifndef MINIVM_ANALYZE_OPTIONS_H
#define MINIVM_ANALYZE_OPTIONS_H

#include "analyze_classify.h"

typedef struct AnOptions {
    const char *command, *trace;
    const char *gc, *time, *from, *to;
    const char *group_by, *where, *format, *html, *output;
    size_t top;
    bool top_set;
    bool chains;                  /* --chains (leaks) */
    bool dominators;              /* --dominators (report) */
    AnKeyDefs keys;
    AnExpr *filter;               /* --where */
    AnGroupBy by;
} AnOptions;

/* Flags a command accepts, as a string of letters: g --gc, t --time, f --from, T --to,
 * b --group-by, w --where, k --top, o --format, h --html, O -o/--output, c --chains and
 * d --dominators (no value);
 * --key and --plugin go with b.
 * Exit status 2 with a one-line message for a usage error; 0 fine. default_by: the grouping
 * when --group-by is absent. */
int an_parse_options(AnOptions *o, int argc, char **argv, const char *allowed, const char *default_by);
void an_options_free(AnOptions *o);
/* Whether the options read references: --chains, --dominators, or a reference key in
 * --group-by, --where or a --key. A command that does not calls an_skip_pointers. */
bool an_options_read_pointers(const AnOptions *o);

/* Prints "minivm-trace: msg" and returns status. */
int an_fail(int status, const char *msg);

#endif
