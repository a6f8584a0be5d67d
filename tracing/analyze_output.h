/* analyze_output.h: printing classification trees and tables as a terminal tree, CSV or JSON,
 * and escaping text for CSV, JSON and HTML (every name from a trace goes through these). */
#ifndef MINIVM_ANALYZE_OUTPUT_H
#define MINIVM_ANALYZE_OUTPUT_H

#include "analyze_classify.h"

enum { AN_FMT_TABLE, AN_FMT_CSV, AN_FMT_JSON };
/* "table", "csv", "json" (and "chrome" where allowed) -> AN_FMT_*; -1 if unknown. */
int an_format_parse(const char *s);

typedef struct AnCols {
    int n;
    const char *name[AN_NCOLS];   /* column titles, also the JSON/CSV field names */
    int col[AN_NCOLS];            /* AnGroup column index */
    int pct;                      /* index into col[] whose share of the root is shown, or -1 */
} AnCols;

/* The tree: each node's columns, the share, and its label indented by depth. top > 0 shows the
 * top children of each node and one line for the rest. */
void an_print_tree(FILE *f, const AnNode *root, const AnCols *c, size_t top);
/* {"label":..,"key":..,<columns>,"children":[...]} */
void an_print_tree_json(FILE *f, const AnNode *root, const AnCols *c, size_t top);
/* One row per group: the key labels (a stack key: its frames joined by " <- "), then the columns;
 * rows sorted by column c->col[0]... largest first. */
void an_print_groups_csv(FILE *f, const AnTable *t, Analysis *a, const AnCols *c, int sort_col, size_t top);

void an_csv_str(FILE *f, const char *s);
void an_json_str(FILE *f, const char *s);
void an_html_str(FILE *f, const char *s);

#endif
