/* analyze_leaks.h: leak suspects: groups whose live bytes grow steadily across GCs after
 * start-up. The samples are the heap after every major GC when there are at least
 * AN_LEAK_MIN_MAJOR of them (a minor GC leaves old garbage in place), else after every GC. The
 * first fifth of the samples is the warm-up. A group is a suspect when, over the rest, its
 * bytes grow by at least a quarter of their final value and 1 KiB, at least 3 of 4 steps do not
 * shrink, and a straight line fits (R^2 >= 0.7). Suspects are ranked by growth. */
#ifndef MINIVM_ANALYZE_LEAKS_H
#define MINIVM_ANALYZE_LEAKS_H

#include "analyze_classify.h"

#define AN_LEAK_MIN_MAJOR 4

typedef struct AnSeries {
    uint64_t *bytes, *objects;    /* per sample */
} AnSeries;

typedef struct AnLeaks {
    const AnGroupBy *by;
    AnExpr *filter;
    AnTable table;
    AnSeries *series;             /* per group of table */
    size_t cseries;
    size_t nsamples, cap;         /* samples taken: one per GC end */
    uint32_t *gc;                 /* the GC of each sample */
    bool *major;
    /* results */
    size_t *window;               /* sample indexes judged */
    size_t nwindow;
    struct AnSuspect {
        size_t group;
        uint64_t first, last, objects;
        double slope, r2;         /* bytes per sample; fit */
    } *suspects;
    size_t nsuspects;
} AnLeaks;

void an_leaks_init(AnLeaks *l, const AnGroupBy *by, AnExpr *filter, size_t max_samples);
AnPass an_leaks_pass(AnLeaks *l);
/* Chooses the samples and finds the suspects (after the run). */
void an_leaks_judge(AnLeaks *l);
void an_leaks_free(AnLeaks *l);

#endif
