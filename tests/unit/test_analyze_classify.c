/* test_analyze_classify.c: group keys, tables, trees and output (tracing/analyze_classify.c,
 * analyze_output.c) on hand-made objects: exact counts and bytes per node, the sort order,
 * --top, derived keys, bad keys, and the escaping of CSV, JSON and HTML. */
#include <stdlib.h>
#include <string.h>

#include "../../tracing/analyze_output.h"
#include "unit.h"

static char *print_to_string(void (*fn)(FILE *, const char *), const char *s) {
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    fn(f, s);
    fclose(f);
    return buf;
}

int main(void) {
    Analysis a;
    memset(&a, 0, sizeof a);
    TraceReplay *r = calloc(1, sizeof *r);
    a.r = r;
    r->sym.ntypes = 4;
    r->sym.types = calloc(4, sizeof *r->sym.types);
    r->sym.types[1] = (TraceTypeSym){true, false, 16, 0, "Item"};
    r->sym.types[2] = (TraceTypeSym){true, false, 24, 0, "Temp<&>"};
    r->sym.types[3] = (TraceTypeSym){true, true, 16, 8, "[J"};

    char err[512];
    AnKeyDefs defs;
    memset(&defs, 0, sizeof defs);
    AnGroupBy by;
    CHECK(!an_groupby_parse(&by, "type,colour", &defs, err, sizeof err));
    CHECK(strstr(err, "unknown group key 'colour'") != NULL);
    CHECK(!an_keydef_add(&defs, "type=age>1", err, sizeof err));
    CHECK(!an_keydef_add(&defs, "old", err, sizeof err));
    CHECK(an_keydef_add(&defs, "old=age>=2", err, sizeof err));
    CHECK(an_groupby_parse(&by, "type,old", &defs, err, sizeof err));
    CHECK_EQ_INT(by.nkeys, 2);

    /* 5 Items (3 old), 2 Temps, 1 long[]. */
    HmObject objs[8];
    for (int i = 0; i < 8; i++) {
        objs[i] = (HmObject){.addr = 0x1000u + 64u * (unsigned)i, .size = 16, .type = 1, .age = i < 3 ? 2 : 0};
        if (i >= 5) objs[i].type = 2, objs[i].size = 24;
        if (i == 7) objs[i].type = 3, objs[i].size = 800;
    }
    AnTable t;
    an_table_init(&t, &by);
    for (int i = 0; i < 8; i++) an_table_add(&t, &a, &objs[i], 0);
    CHECK_EQ_INT(t.n, 4);   /* Item/old, Item/not old, Temp/not old, long[]/not old */
    AnNode *root = an_tree_build(&t, &a, 1);
    CHECK_EQ_INT(root->col[0], 8);
    CHECK_EQ_INT(root->col[1], 5 * 16 + 24 + 24 + 800);
    CHECK_EQ_INT(root->nkids, 3);
    if (root->nkids == 3) {
        CHECK_STR(root->kids[0]->label, "long[]");   /* by bytes, largest first */
        CHECK_STR(root->kids[1]->label, "Item");
        CHECK_EQ_INT(root->kids[1]->col[0], 5);
        CHECK_EQ_INT(root->kids[1]->col[1], 80);
        CHECK_EQ_INT(root->kids[1]->nkids, 2);
        if (root->kids[1]->nkids == 2) {
            CHECK_STR(root->kids[1]->kids[0]->label, "old");
            CHECK_EQ_INT(root->kids[1]->kids[0]->col[0], 3);
            CHECK_STR(root->kids[1]->kids[1]->label, "not old");
        }
        CHECK_STR(root->kids[2]->label, "Temp<&>");
    }

    /* The terminal tree with --top 1: the largest child and one line for the rest. */
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    AnCols cols = {2, {"objects", "bytes"}, {0, 1}, 1};
    an_print_tree(f, root, &cols, 1);
    fclose(f);
    CHECK(strstr(out, "long[]") != NULL);
    CHECK(strstr(out, "(2 more)") != NULL);
    CHECK(strstr(out, "100.0%") != NULL);
    free(out);

    f = open_memstream(&out, &len);
    an_print_tree_json(f, root, &cols, 0);
    fclose(f);
    CHECK(strstr(out, "{\"label\":\"(all)\",\"objects\":8,\"bytes\":928,\"children\":[") == out);
    CHECK(strstr(out, "\"label\":\"Temp<&>\",\"key\":\"type\"") != NULL);
    free(out);

    f = open_memstream(&out, &len);
    an_print_groups_csv(f, &t, &a, &cols, 1, 0);
    fclose(f);
    CHECK(strstr(out, "type,old,objects,bytes\nlong[],not old,1,800\n") == out);
    free(out);
    an_tree_free(root);
    an_table_free(&t);

    out = print_to_string(an_html_str, "<a href=\"x\">&'");
    CHECK_STR(out, "&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
    free(out);
    out = print_to_string(an_json_str, "a\"b\\c\n\x01\xff");
    CHECK_STR(out, "\"a\\\"b\\\\c\\u000a\\u0001\\ufffd\"");
    free(out);
    out = print_to_string(an_csv_str, "x,\"y\"");
    CHECK_STR(out, "\"x,\"\"y\"\"\"");
    free(out);

    an_keydefs_free(&defs);
    for (size_t i = 0; i < a.ntype_names; i++) free(a.type_names[i]);
    free(a.type_names);
    free(r->sym.types);
    free(r);
    return unit_summary("test_analyze_classify");
}
