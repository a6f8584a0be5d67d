/* test_analyze_expr.c: the --where language (tracing/analyze_expr.c): globs, syntax errors
 * with their column, and evaluation on objects whose type, site and thread names come from a
 * hand-made symbol table; also the Java spelling of internal type names. */
#include <stdlib.h>
#include <string.h>

#include "../../tracing/analyze_expr.h"
#include "unit.h"

static bool parse_fails(const char *text, const char *msg_part) {
    char err[512] = "";
    AnExpr *e = an_expr_parse(text, err, sizeof err);
    an_expr_free(e);
    if (e) return false;
    if (!strstr(err, msg_part)) fprintf(stderr, "message for %s: %s\n", text, err);
    return strstr(err, msg_part) != NULL;
}

static bool eval(Analysis *a, const char *text, const HmObject *o) {
    char err[512];
    AnExpr *e = an_expr_parse(text, err, sizeof err);
    if (!e) {
        fprintf(stderr, "parse error: %s\n", err);
        return false;
    }
    bool v = an_expr_eval(e, a, o);
    v = an_expr_eval(e, a, o) && v;   /* the cached answer agrees */
    an_expr_free(e);
    return v;
}

int main(void) {
    CHECK(an_glob("java.util.*", "java.util.HashMap"));
    CHECK(an_glob("*Map", "java.util.HashMap"));
    CHECK(an_glob("a?c", "abc"));
    CHECK(!an_glob("a?c", "ac"));
    CHECK(an_glob("*", ""));
    CHECK(!an_glob("java.util.*", "java.lang.String"));
    CHECK(an_glob("*a*b*", "xxaxxbxx"));

    char buf[256];
    an_java_type_name("java/util/HashMap", buf, sizeof buf);
    CHECK_STR(buf, "java.util.HashMap");
    an_java_type_name("[I", buf, sizeof buf);
    CHECK_STR(buf, "int[]");
    an_java_type_name("[[Ljava/lang/String;", buf, sizeof buf);
    CHECK_STR(buf, "java.lang.String[][]");

    CHECK(parse_fails("", "empty"));
    CHECK(parse_fails("colour==1", "expected a property"));
    CHECK(parse_fails("age>=", "expected a number"));
    CHECK(parse_fails("age ~ \"x\"", "this property is a number"));
    CHECK(parse_fails("type==3", "quote the value"));
    CHECK(parse_fails("type<\"a\"", "== != ~ !~ only"));
    CHECK(parse_fails("(age>1", "expected )"));
    CHECK(parse_fails("age>1 &&", "expected a property"));
    CHECK(parse_fails("age>1 junk", "column 7"));
    CHECK(parse_fails("type==\"abc", "unterminated"));

    /* A replay with two types, one method, one site and a named thread. */
    Analysis a;
    memset(&a, 0, sizeof a);
    TraceReplay *r = calloc(1, sizeof *r);
    a.r = r;
    r->sym.ntypes = 4;
    r->sym.types = calloc(4, sizeof *r->sym.types);
    r->sym.types[2] = (TraceTypeSym){true, false, 24, 0, "java/util/HashMap"};
    r->sym.types[3] = (TraceTypeSym){true, true, 16, 4, "[I"};
    r->sym.nmethods = 2;
    r->sym.methods = calloc(2, sizeof *r->sym.methods);
    r->sym.methods[1] = (TraceMethodSym){true, "Foo", "bar", "(I)V", "Foo.java"};
    TraceFrame frames[1] = {{1, 7}};
    r->sym.nsites = 6;
    r->sym.sites = calloc(6, sizeof *r->sym.sites);
    r->sym.sites[5] = (TraceSiteSym){true, 1, 2, 1, frames};
    AnThread th = {9, 0, "worker-1"};
    a.threads = &th;
    a.nthreads = 1;
    a.spaces_dirty = false;

    HmObject map = {.addr = 0x1000, .size = 24, .type = 2, .site = 5, .thread = 9, .age = 3,
                    .flags = (HM_WHO_IR * 4 + HM_HOW_FAST) << HM_MODE_SHIFT};
    HmObject arr = {.addr = 0x2000, .size = 20000, .type = 3, .site = 5, .len = 4996, .thread = 9, .age = 0,
                    .flags = (HM_WHO_VM * 4 + HM_HOW_SLOW) << HM_MODE_SHIFT};
    CHECK(eval(&a, "age>=2 && type~\"java.util.*\"", &map));
    CHECK(!eval(&a, "age>=2 && type~\"java.util.*\"", &arr));
    CHECK(eval(&a, "type==\"int[]\" && kind==\"big array\" && len==4996", &arr));
    CHECK(eval(&a, "kind==\"instance\"", &map));
    CHECK(eval(&a, "site==\"Foo.bar(I)V bci 7\"", &map));
    CHECK(eval(&a, "stack~\"Foo.*\" && !(stack~\"Bar.*\")", &map));
    CHECK(eval(&a, "thread==\"worker-1\" && thread==9 && thread!=8", &map));
    CHECK(eval(&a, "mode==\"ir-fast\"", &map));
    CHECK(eval(&a, "mode~\"vm-*\" || size<10", &arr));
    CHECK(!eval(&a, "mode~\"vm-*\" && size<10", &arr));
    CHECK(eval(&a, "space==\"outside\"", &map));
    CHECK(eval(&a, "!(age==0) || size>100000", &map));
    CHECK(eval(&a, "type!~\"java.*\"", &arr));

    free(r->sym.types);
    free(r->sym.methods);
    free(r->sym.sites);
    for (size_t i = 0; i < a.ntype_names; i++) free(a.type_names[i]);
    for (size_t i = 0; i < a.nsite_names; i++) free(a.site_names[i]);
    free(a.type_names);
    free(a.site_names);
    free(a.site_loc);
    free(a.site_stack);
    free(r);
    return unit_summary("test_analyze_expr");
}
