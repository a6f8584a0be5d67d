/* analyze_timeline.c: the timeline pass and minivm-trace timeline (CSV, JSON, or Chrome's
 * Trace Event JSON for Perfetto / chrome://tracing). */
#include "analyze_timeline.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_commands.h"
#include "analyze_options.h"
#include "analyze_output.h"

static void sample(AnTimeline *t, Analysis *a, uint64_t time, uint32_t gc, int when) {
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->s = realloc(t->s, t->cap * sizeof *t->s);
        if (!t->s) exit(2);
    }
    AnSample *s = &t->s[t->n++];
    *s = (AnSample){.time_us = time, .gc = gc, .when = when, .allocated = a->alloc_bytes};
    HmIter it;
    HmObject o;
    for (hm_iter(&a->r->heap, &it); hm_next(&it, &o);) {
        if (o.flags & HM_FILLER) continue;
        int sp = an_space_type(a, o.addr);
        s->objects[sp]++;
        s->bytes[sp] += o.size;
    }
}

static void tl_start(void *ctx, Analysis *a, const AnGc *g) { sample(ctx, a, g->start_us, g->id, AN_AT_GC_START); }
static void tl_end(void *ctx, Analysis *a, const AnGc *g) { sample(ctx, a, g->end_us, g->id, AN_AT_GC_END); }
static void tl_fin(void *ctx, Analysis *a) {
    if (!a->stopped) sample(ctx, a, a->end_us, 0, AN_AT_END);
}

AnPass an_timeline_pass(AnTimeline *t) {
    return (AnPass){.ctx = t, .gc_start = tl_start, .gc_end = tl_end, .end = tl_fin};
}

void an_timeline_free(AnTimeline *t) {
    free(t->s);
    t->s = NULL;
    t->n = t->cap = 0;
}

uint64_t an_sample_total(const AnSample *s) {
    uint64_t b = 0;
    for (int i = 0; i < AN_NSPACES; i++) b += s->bytes[i];
    return b;
}

static const char *when_name(int w) { return w == AN_AT_GC_START ? "gc-start" : w == AN_AT_GC_END ? "gc-end" : "end"; }

/* Spaces that hold anything in the run. */
static void used_spaces(const AnTimeline *t, bool *used) {
    for (int k = 0; k < AN_NSPACES; k++) used[k] = false;
    for (size_t i = 0; i < t->n; i++)
        for (int k = 0; k < AN_NSPACES; k++)
            if (t->s[i].bytes[k]) used[k] = true;
}

static void print_csv(const AnTimeline *t) {
    bool used[AN_NSPACES];
    used_spaces(t, used);
    printf("time_ms,event,gc,allocated_bytes,total_bytes");
    for (int k = 0; k < AN_NSPACES; k++)
        if (used[k]) printf(",%s_bytes,%s_objects", an_space_name(k), an_space_name(k));
    printf("\n");
    for (size_t i = 0; i < t->n; i++) {
        const AnSample *s = &t->s[i];
        printf("%.3f,%s,", (double)s->time_us / 1000.0, when_name(s->when));
        if (s->when != AN_AT_END) printf("%u", s->gc);
        printf(",%" PRIu64 ",%" PRIu64, s->allocated, an_sample_total(s));
        for (int k = 0; k < AN_NSPACES; k++)
            if (used[k]) printf(",%" PRIu64 ",%" PRIu64, s->bytes[k], s->objects[k]);
        printf("\n");
    }
}

static void print_json(const Analysis *a, const AnTimeline *t) {
    printf("{\"trace\":");
    an_json_str(stdout, a->dir);
    printf(",\"end_ms\":%.3f,\"gcs\":[", (double)a->end_us / 1000.0);
    for (size_t i = 0; i < a->ngcs; i++) {
        const AnGc *g = &a->gcs[i];
        printf("%s{\"gc\":%u,\"major\":%s,\"cause\":", i ? "," : "", g->id, g->major ? "true" : "false");
        an_json_str(stdout, an_cause(a, g->cause));
        printf(",\"start_ms\":%.3f,\"end_ms\":%.3f,\"pause_ms\":%.3f,\"failed\":%s}", (double)g->start_us / 1000.0,
               (double)g->end_us / 1000.0, (double)(g->end_us - g->start_us) / 1000.0, g->failed ? "true" : "false");
    }
    printf("],\"samples\":[");
    for (size_t i = 0; i < t->n; i++) {
        const AnSample *s = &t->s[i];
        printf("%s{\"time_ms\":%.3f,\"event\":\"%s\"", i ? "," : "", (double)s->time_us / 1000.0, when_name(s->when));
        if (s->when != AN_AT_END) printf(",\"gc\":%u", s->gc);
        printf(",\"allocated_bytes\":%" PRIu64 ",\"spaces\":{", s->allocated);
        bool first = true;
        for (int k = 0; k < AN_NSPACES; k++) {
            if (!s->bytes[k] && !s->objects[k]) continue;
            printf("%s\"%s\":{\"bytes\":%" PRIu64 ",\"objects\":%" PRIu64 "}", first ? "" : ",", an_space_name(k), s->bytes[k],
                   s->objects[k]);
            first = false;
        }
        printf("}}");
    }
    printf("]}\n");
}

/* Trace Event Format: complete events ("X") for GC pauses, counters ("C") for memory. */
static void print_chrome(const Analysis *a, const AnTimeline *t) {
    printf("{\"displayTimeUnit\":\"ms\",\"traceEvents\":[\n");
    printf("{\"name\":\"process_name\",\"ph\":\"M\",\"pid\":1,\"tid\":0,\"args\":{\"name\":");
    char name[4200];
    snprintf(name, sizeof name, "minivm %s", a->dir);
    an_json_str(stdout, name);
    printf("}},\n{\"name\":\"thread_name\",\"ph\":\"M\",\"pid\":1,\"tid\":1,\"args\":{\"name\":\"GC\"}}");
    for (size_t i = 0; i < a->ngcs; i++) {
        const AnGc *g = &a->gcs[i];
        if (!g->ended) continue;
        char label[128];
        snprintf(label, sizeof label, "GC %u (%s)", g->id, g->major ? "major" : "minor");
        printf(",\n{\"name\":");
        an_json_str(stdout, label);
        printf(",\"cat\":\"gc\",\"ph\":\"X\",\"pid\":1,\"tid\":1,\"ts\":%" PRIu64 ",\"dur\":%" PRIu64 ",\"args\":{\"cause\":",
               g->start_us, g->end_us - g->start_us);
        an_json_str(stdout, an_cause(a, g->cause));
        printf(",\"failed\":%s}}", g->failed ? "true" : "false");
    }
    bool used[AN_NSPACES];
    used_spaces(t, used);
    for (size_t i = 0; i < t->n; i++) {
        const AnSample *s = &t->s[i];
        printf(",\n{\"name\":\"heap bytes\",\"ph\":\"C\",\"pid\":1,\"tid\":1,\"ts\":%" PRIu64 ",\"args\":{", s->time_us);
        bool first = true;
        for (int k = 0; k < AN_NSPACES; k++)
            if (used[k]) {
                printf("%s\"%s\":%" PRIu64, first ? "" : ",", an_space_name(k), s->bytes[k]);
                first = false;
            }
        printf("}}");
    }
    printf("\n]}\n");
}

int an_cmd_timeline(int argc, char **argv) {
    AnOptions opt;
    int st = an_parse_options(&opt, argc, argv, "o", NULL);
    if (st) return st;
    const char *f = opt.format ? opt.format : "csv";
    int fmt = !strcmp(f, "csv") ? 0 : !strcmp(f, "json") ? 1 : !strcmp(f, "chrome") ? 2 : -1;
    if (fmt < 0) {
        an_options_free(&opt);
        return an_fail(2, "timeline: bad --format (csv, json or chrome)");
    }
    Analysis *a = calloc(1, sizeof *a);
    AnTimeline t = {0};
    st = 1;
    if (!a) return 2;
    if (!an_open(a, opt.trace)) {
        an_fail(1, a->err);
        goto out;
    }
    an_skip_pointers(a);
    an_add_pass(a, an_timeline_pass(&t));
    if (!an_run(a)) {
        an_fail(1, a->err);
        goto out;
    }
    if (fmt == 0) print_csv(&t);
    else if (fmt == 1) print_json(a, &t);
    else print_chrome(a, &t);
    st = 0;
out:
    an_timeline_free(&t);
    an_close(a);
    free(a);
    an_options_free(&opt);
    return st;
}
