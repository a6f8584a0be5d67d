/* analyze_output.c: trees and tables as text, CSV and JSON; escaping (see analyze_output.h). */
#include "analyze_output.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

int an_format_parse(const char *s) {
    if (!strcmp(s, "table")) return AN_FMT_TABLE;
    if (!strcmp(s, "csv")) return AN_FMT_CSV;
    if (!strcmp(s, "json")) return AN_FMT_JSON;
    return -1;
}

void an_csv_str(FILE *f, const char *s) {
    if (!strpbrk(s, ",\"\n\r")) {
        fputs(s, f);
        return;
    }
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"') fputc('"', f);
        fputc(*s, f);
    }
    fputc('"', f);
}

/* Length of the valid UTF-8 sequence at s, or 0. */
static int utf8_len(const unsigned char *s) {
    int n = s[0] >= 0xF0 && s[0] <= 0xF4 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC2 && s[0] < 0xE0 ? 2 : 0;
    for (int i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80) return 0;
    return n;
}

void an_json_str(FILE *f, const char *str) {
    const unsigned char *s = (const unsigned char *)str;
    fputc('"', f);
    while (*s) {
        if (*s == '"' || *s == '\\') {
            fputc('\\', f);
            fputc(*s++, f);
        } else if (*s < 0x20 || *s == 0x7F) {
            fprintf(f, "\\u%04x", *s++);
        } else if (*s < 0x80) {
            fputc(*s++, f);
        } else {
            int n = utf8_len(s);
            if (n) {
                fwrite(s, 1, (size_t)n, f);
                s += n;
            } else {
                fputs("\\ufffd", f);
                s++;
            }
        }
    }
    fputc('"', f);
}

void an_html_str(FILE *f, const char *str) {
    const unsigned char *s = (const unsigned char *)str;
    while (*s) {
        switch (*s) {
        case '&': fputs("&amp;", f); s++; break;
        case '<': fputs("&lt;", f); s++; break;
        case '>': fputs("&gt;", f); s++; break;
        case '"': fputs("&quot;", f); s++; break;
        case '\'': fputs("&#39;", f); s++; break;
        default:
            if (*s < 0x20 && *s != '\n' && *s != '\t') {
                fputs("&#xFFFD;", f);
                s++;
            } else if (*s < 0x80) {
                fputc(*s++, f);
            } else {
                int n = utf8_len(s);
                if (n) {
                    fwrite(s, 1, (size_t)n, f);
                    s += n;
                } else {
                    fputs("&#xFFFD;", f);
                    s++;
                }
            }
        }
    }
}

static void print_node(FILE *f, const AnNode *n, const AnCols *c, size_t top, int depth, uint64_t total) {
    for (int i = 0; i < c->n; i++) fprintf(f, "%14" PRIu64, n->col[c->col[i]]);
    if (c->pct >= 0)
        fprintf(f, " %6.1f%%", total ? 100.0 * (double)n->col[c->col[c->pct]] / (double)total : 0.0);
    fprintf(f, "  %*s%s\n", 2 * depth, "", n->label);
    size_t shown = top && n->nkids > top ? top : n->nkids;
    for (size_t i = 0; i < shown; i++) print_node(f, n->kids[i], c, top, depth + 1, total);
    if (shown < n->nkids) {
        uint64_t rest[AN_NCOLS] = {0};
        for (size_t i = shown; i < n->nkids; i++)
            for (int k = 0; k < c->n; k++) rest[k] += n->kids[i]->col[c->col[k]];
        for (int i = 0; i < c->n; i++) fprintf(f, "%14" PRIu64, rest[i]);
        if (c->pct >= 0) fprintf(f, " %6.1f%%", total ? 100.0 * (double)rest[c->pct] / (double)total : 0.0);
        fprintf(f, "  %*s(%zu more)\n", 2 * depth + 2, "", n->nkids - shown);
    }
}

void an_print_tree(FILE *f, const AnNode *root, const AnCols *c, size_t top) {
    for (int i = 0; i < c->n; i++) fprintf(f, "%14s", c->name[i]);
    if (c->pct >= 0) fprintf(f, " %7s", "%");
    fprintf(f, "  group\n");
    print_node(f, root, c, top, 0, c->pct >= 0 ? root->col[c->col[c->pct]] : 0);
}

static void json_node(FILE *f, const AnNode *n, const AnCols *c, size_t top) {
    fputs("{\"label\":", f);
    an_json_str(f, n->label);
    if (n->key) {
        fputs(",\"key\":", f);
        an_json_str(f, n->key);
    }
    for (int i = 0; i < c->n; i++) fprintf(f, ",\"%s\":%" PRIu64, c->name[i], n->col[c->col[i]]);
    size_t shown = top && n->nkids > top ? top : n->nkids;
    if (n->nkids) {
        fputs(",\"children\":[", f);
        for (size_t i = 0; i < shown; i++) {
            if (i) fputc(',', f);
            json_node(f, n->kids[i], c, top);
        }
        fputs("]", f);
        if (shown < n->nkids) fprintf(f, ",\"more\":%zu", n->nkids - shown);
    }
    fputs("}", f);
}

void an_print_tree_json(FILE *f, const AnNode *root, const AnCols *c, size_t top) {
    json_node(f, root, c, top);
    fputc('\n', f);
}

static const AnGroup *const *sort_groups_;
static int sort_by_;
static int by_group_col(const void *x, const void *y) {
    const AnGroup *a = *(const AnGroup *const *)x, *b = *(const AnGroup *const *)y;
    if (a->col[sort_by_] != b->col[sort_by_]) return a->col[sort_by_] > b->col[sort_by_] ? -1 : 1;
    return memcmp(a->key, b->key, sizeof a->key);
}

void an_print_groups_csv(FILE *f, const AnTable *t, Analysis *a, const AnCols *c, int sort_col, size_t top) {
    const AnGroupBy *by = t->by;
    for (int k = 0; k < by->nkeys; k++) fprintf(f, "%s,", by->keys[k].name);
    for (int i = 0; i < c->n; i++) fprintf(f, "%s%s", c->name[i], i + 1 < c->n ? "," : "\n");
    const AnGroup **g = malloc((t->n ? t->n : 1) * sizeof *g);
    if (!g) exit(2);
    for (size_t i = 0; i < t->n; i++) g[i] = &t->g[i];
    sort_groups_ = g;
    sort_by_ = sort_col;
    qsort(g, t->n, sizeof *g, by_group_col);
    size_t rows = top && t->n > top ? top : t->n;
    char buf[1300], frame[1300];
    for (size_t i = 0; i < rows; i++) {
        for (int k = 0; k < by->nkeys; k++) {
            const AnKey *key = &by->keys[k];
            const TraceSiteSym *s = key->kind == AK_STACK ? trace_sym_site(&a->r->sym, (uint32_t)g[i]->key[k]) : NULL;
            if (s && s->nframes) {
                size_t used = 0;
                buf[0] = 0;
                for (uint32_t fr = 0; fr < s->nframes && used < sizeof buf; fr++) {
                    an_frame_text(a, &s->frames[fr], frame, sizeof frame);
                    int w = snprintf(buf + used, sizeof buf - used, "%s%s", fr ? " <- " : "", frame);
                    if (w < 0) break;
                    used += (size_t)w;
                }
            } else {
                an_key_label(a, key, g[i]->key[k], buf, sizeof buf);
            }
            an_csv_str(f, buf);
            fputc(',', f);
        }
        for (int k = 0; k < c->n; k++) fprintf(f, "%" PRIu64 "%s", g[i]->col[c->col[k]], k + 1 < c->n ? "," : "\n");
    }
    free(g);
}
