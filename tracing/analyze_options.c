/* analyze_options.c: option parsing for the analysis commands (see analyze_options.h). */
#include "analyze_options.h"

#include <string.h>

#include "analyze_plugin.h"

int an_fail(int status, const char *msg) {
    fprintf(stderr, "minivm-trace: %s\n", msg);
    return status;
}

int an_parse_options(AnOptions *o, int argc, char **argv, const char *allowed, const char *default_by) {
    static const struct {
        const char *name;
        char letter;
    } flags[] = {
        {"--gc", 'g'}, {"--time", 't'}, {"--from", 'f'}, {"--to", 'T'}, {"--group-by", 'b'}, {"--where", 'w'},
        {"--top", 'k'}, {"--format", 'o'}, {"--html", 'h'}, {"--key", 'b'}, {"--plugin", 'b'},
        {"-o", 'O'}, {"--output", 'O'}, {"--chains", 'c'}, {"--dominators", 'd'},
    };
    char err[600];
    memset(o, 0, sizeof *o);
    o->command = argv[1];
    for (int i = 2; i < argc; i++) {
        const char *arg = argv[i];
        if (arg[0] != '-' || !arg[1]) {
            if (o->trace) {
                snprintf(err, sizeof err, "%s: unexpected argument '%s'", o->command, arg);
                return an_fail(2, err);
            }
            o->trace = arg;
            continue;
        }
        const char *eq = strchr(arg, '=');
        size_t len = eq ? (size_t)(eq - arg) : strlen(arg);
        int f = -1;
        for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
            if (strlen(flags[k].name) == len && !strncmp(flags[k].name, arg, len)) f = (int)k;
        if (f < 0 || !strchr(allowed, flags[f].letter)) {
            snprintf(err, sizeof err, "%s: unknown option '%.*s' (see minivm-trace --help)", o->command, (int)len, arg);
            return an_fail(2, err);
        }
        if (flags[f].letter == 'c' || flags[f].letter == 'd') {
            if (eq) {
                snprintf(err, sizeof err, "%s: %s takes no value", o->command, flags[f].name);
                return an_fail(2, err);
            }
            *(flags[f].letter == 'c' ? &o->chains : &o->dominators) = true;
            continue;
        }
        const char *val = eq ? eq + 1 : (i + 1 < argc ? argv[++i] : NULL);
        if (!val) {
            snprintf(err, sizeof err, "%s: %s needs a value", o->command, flags[f].name);
            return an_fail(2, err);
        }
        const char *name = flags[f].name;
        if (!strcmp(name, "--gc")) o->gc = val;
        else if (!strcmp(name, "--time")) o->time = val;
        else if (!strcmp(name, "--from")) o->from = val;
        else if (!strcmp(name, "--to")) o->to = val;
        else if (!strcmp(name, "--group-by")) o->group_by = val;
        else if (!strcmp(name, "--where")) o->where = val;
        else if (!strcmp(name, "--format")) o->format = val;
        else if (!strcmp(name, "--html")) o->html = val;
        else if (flags[f].letter == 'O') o->output = val;
        else if (!strcmp(name, "--top")) {
            uint64_t v;
            if (!an_parse_u64(val, &v) || v == 0 || v > 1000000000) {
                snprintf(err, sizeof err, "%s: bad --top '%s' (a positive number)", o->command, val);
                return an_fail(2, err);
            }
            o->top = (size_t)v;
            o->top_set = true;
        } else if (!strcmp(name, "--key")) {
            if (!an_keydef_add(&o->keys, val, err, sizeof err)) return an_fail(2, err);
        } else if (!strcmp(name, "--plugin")) {
            if (!an_plugin_load(val, err, sizeof err)) return an_fail(2, err);
        }
    }
    if (!o->trace) {
        snprintf(err, sizeof err, "%s: no trace directory given", o->command);
        return an_fail(2, err);
    }
    if (o->gc && o->time) return an_fail(2, "--gc and --time exclude each other");
    if (o->where && !(o->filter = an_expr_parse(o->where, err, sizeof err))) return an_fail(2, err);
    if (!an_groupby_parse(&o->by, o->group_by ? o->group_by : default_by, &o->keys, err, sizeof err))
        return an_fail(2, err);
    return 0;
}

bool an_options_read_pointers(const AnOptions *o) {
    return o->chains || o->dominators || an_groupby_uses_pointers(&o->by) || an_expr_uses_pointers(o->filter);
}

void an_options_free(AnOptions *o) {
    an_keydefs_free(&o->keys);
    an_expr_free(o->filter);
}
