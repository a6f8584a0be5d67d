/* analyze_timeline.h: memory per space over time, sampled before and after every GC and at the
 * end; GC pauses come from the pre-scan (Analysis.gcs). Used by summary, timeline and report. */
#ifndef MINIVM_ANALYZE_TIMELINE_H
#define MINIVM_ANALYZE_TIMELINE_H

#include "analyze.h"

enum { AN_AT_GC_START, AN_AT_GC_END, AN_AT_END };

typedef struct AnSample {
    uint64_t time_us;
    uint32_t gc;                  /* the GC (AN_AT_GC_*) */
    int when;                     /* AN_AT_* */
    uint64_t objects[AN_NSPACES], bytes[AN_NSPACES];
    uint64_t allocated;           /* bytes allocated so far */
} AnSample;

typedef struct AnTimeline {
    AnSample *s;
    size_t n, cap;
} AnTimeline;

AnPass an_timeline_pass(AnTimeline *t);
void an_timeline_free(AnTimeline *t);
uint64_t an_sample_total(const AnSample *s);

#endif
