/* analyze_diff.h: the heap diff pass (see analyze_diff.c): per group, kept, born, died and
 * temporary objects and bytes between the ends of GC from and GC to. */
#ifndef MINIVM_ANALYZE_DIFF_H
#define MINIVM_ANALYZE_DIFF_H

#include "analyze_output.h"

/* Columns of the diff table (count, then bytes at +1); AN_DIFF_SORT: all four bytes. */
enum { AN_DIFF_KEPT = 0, AN_DIFF_BORN = 2, AN_DIFF_DIED = 4, AN_DIFF_TEMP = 6, AN_DIFF_SORT = 8 };

typedef struct AnDiff {
    AnExpr *filter;
    uint32_t from, to;
    bool active, done;
    AnTable table;
} AnDiff;

void an_diff_init(AnDiff *d, const AnGroupBy *by, AnExpr *filter, uint32_t from, uint32_t to);
AnPass an_diff_pass(AnDiff *d);
extern const AnCols an_diff_cols;

#endif
