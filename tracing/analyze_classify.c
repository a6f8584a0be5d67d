/* analyze_classify.c: keys, group tables and classification trees (see analyze_classify.h). */
#include "analyze_classify.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "analyze_plugin.h"
#include "analyze_refkeys.h"

static void *xmalloc(size_t n) {
    void *p = calloc(1, n ? n : 1);
    if (!p) {
        fprintf(stderr, "minivm-trace: out of memory\n");
        exit(2);
    }
    return p;
}

static const struct {
    const char *name;
    int kind;
} builtin[] = {
    {"type", AK_TYPE}, {"site", AK_SITE}, {"stack", AK_STACK}, {"age", AK_AGE},
    {"thread", AK_THREAD}, {"mode", AK_MODE}, {"space", AK_SPACE}, {"kind", AK_KIND},
    {"pointed-from", AK_POINTED_FROM}, {"pointed-from-site", AK_POINTED_FROM_SITE}, {"points-to", AK_POINTS_TO},
};

bool an_keydef_add(AnKeyDefs *defs, const char *spec, char *err, size_t errlen) {
    const char *eq = strchr(spec, '=');
    size_t len = eq ? (size_t)(eq - spec) : 0;
    if (!eq || len == 0 || len >= sizeof defs->name[0]) {
        snprintf(err, errlen, "bad --key '%s' (NAME=EXPR)", spec);
        return false;
    }
    for (size_t i = 0; i < len; i++)
        if (!((spec[i] >= 'a' && spec[i] <= 'z') || (spec[i] >= 'A' && spec[i] <= 'Z') || spec[i] == '_' ||
              (i && spec[i] >= '0' && spec[i] <= '9'))) {
            snprintf(err, errlen, "bad --key name '%.*s' (letters, digits, _)", (int)len, spec);
            return false;
        }
    for (size_t k = 0; k < sizeof builtin / sizeof builtin[0]; k++)
        if (strlen(builtin[k].name) == len && !strncmp(builtin[k].name, spec, len)) {
            snprintf(err, errlen, "--key %.*s: that name is a built-in key", (int)len, spec);
            return false;
        }
    if (defs->n == 8) {
        snprintf(err, errlen, "too many --key definitions (8 at most)");
        return false;
    }
    AnExpr *e = an_expr_parse(eq + 1, err, errlen);
    if (!e) return false;
    snprintf(defs->name[defs->n], sizeof defs->name[0], "%.*s", (int)len, spec);
    defs->expr[defs->n++] = e;
    return true;
}

void an_keydefs_free(AnKeyDefs *defs) {
    for (int i = 0; i < defs->n; i++) an_expr_free(defs->expr[i]);
    defs->n = 0;
}

bool an_groupby_uses_pointers(const AnGroupBy *g) {
    for (int i = 0; i < g->nkeys; i++) {
        int k = g->keys[i].kind;
        if (k == AK_POINTED_FROM || k == AK_POINTED_FROM_SITE || k == AK_POINTS_TO ||
            (k == AK_DERIVED && an_expr_uses_pointers(g->keys[i].expr)))
            return true;
    }
    return false;
}

bool an_groupby_parse(AnGroupBy *g, const char *spec, const AnKeyDefs *defs, char *err, size_t errlen) {
    memset(g, 0, sizeof *g);
    if (!spec || !*spec) return true;
    const char *p = spec;
    for (;;) {
        const char *c = strchr(p, ',');
        size_t len = c ? (size_t)(c - p) : strlen(p);
        if (g->nkeys == AN_MAX_KEYS) {
            snprintf(err, errlen, "too many group keys in '%s' (%d at most)", spec, AN_MAX_KEYS);
            return false;
        }
        AnKey *k = &g->keys[g->nkeys];
        k->kind = -1;
        for (size_t i = 0; i < sizeof builtin / sizeof builtin[0]; i++)
            if (strlen(builtin[i].name) == len && !strncmp(builtin[i].name, p, len)) k->kind = builtin[i].kind;
        for (int i = 0; k->kind < 0 && defs && i < defs->n; i++)
            if (strlen(defs->name[i]) == len && !strncmp(defs->name[i], p, len)) {
                k->kind = AK_DERIVED;
                k->expr = defs->expr[i];
            }
        if (k->kind < 0) {
            int pl = an_plugin_find(p, len);
            if (pl >= 0) {
                k->kind = AK_PLUGIN;
                k->plugin = pl;
            }
        }
        if (k->kind < 0) {
            snprintf(err, errlen, "unknown group key '%.*s' (type, site, stack, age, thread, mode, space, kind, pointed-from, pointed-from-site, points-to, or a --key or plugin name)",
                     (int)(len > 64 ? 64 : len), p);
            return false;
        }
        snprintf(k->name, sizeof k->name, "%.*s", (int)(len < sizeof k->name ? len : sizeof k->name - 1), p);
        g->nkeys++;
        if (!c) break;
        p = c + 1;
    }
    return true;
}

/* ---- tables ---- */

void an_table_init(AnTable *t, const AnGroupBy *by) {
    memset(t, 0, sizeof *t);
    t->by = by;
}

void an_table_free(AnTable *t) {
    free(t->g);
    free(t->slots);
    memset(t, 0, sizeof *t);
}

void an_table_clear(AnTable *t) {
    t->n = 0;
    t->last = 0;
    if (t->slots) memset(t->slots, 0, t->nslots * sizeof *t->slots);
}

void an_key_values(const AnGroupBy *by, Analysis *a, const HmObject *o, uint64_t *key) {
    for (int i = 0; i < by->nkeys; i++) {
        const AnKey *k = &by->keys[i];
        switch (k->kind) {
        case AK_TYPE: key[i] = o->type; break;
        case AK_SITE: key[i] = an_site_key(a, o->site, false); break;
        case AK_STACK: key[i] = an_site_key(a, o->site, true); break;
        case AK_AGE: key[i] = o->age; break;
        case AK_THREAD: key[i] = o->thread; break;
        case AK_MODE: key[i] = hm_mode(o); break;
        case AK_SPACE: key[i] = (uint64_t)an_space_type(a, o->addr); break;
        case AK_KIND: key[i] = (uint64_t)an_kind(a, o); break;
        case AK_DERIVED: key[i] = an_expr_eval(k->expr, a, o); break;
        case AK_POINTED_FROM: key[i] = an_ref_key(a, o, AN_REF_POINTED_FROM); break;
        case AK_POINTED_FROM_SITE: key[i] = an_ref_key(a, o, AN_REF_POINTED_FROM_SITE); break;
        case AK_POINTS_TO: key[i] = an_ref_key(a, o, AN_REF_POINTS_TO); break;
        default: key[i] = an_plugin_classify(k->plugin, a, o); break;
        }
    }
}

static uint64_t hash_key(const uint64_t *key, int n) {
    uint64_t h = 0x9E3779B97F4A7C15u;
    for (int i = 0; i < n; i++) {
        h ^= key[i] + 0x9E3779B97F4A7C15u + (h << 6) + (h >> 2);
        h *= 0xFF51AFD7ED558CCDu;
    }
    return h ^ (h >> 29);
}

static bool same(const uint64_t *a, const uint64_t *b, int n) {
    for (int i = 0; i < n; i++)
        if (a[i] != b[i]) return false;
    return true;
}

static void rehash(AnTable *t) {
    size_t n = t->nslots ? t->nslots * 2 : 256;
    free(t->slots);
    t->slots = xmalloc(n * sizeof *t->slots);
    t->nslots = n;
    int nk = t->by->nkeys;
    for (size_t i = 0; i < t->n; i++) {
        size_t s = hash_key(t->g[i].key, nk) & (n - 1);
        while (t->slots[s]) s = (s + 1) & (n - 1);
        t->slots[s] = (uint32_t)(i + 1);
    }
}

AnGroup *an_table_group(AnTable *t, const uint64_t *key) {
    int nk = t->by->nkeys;
    if (t->last < t->n && same(t->g[t->last].key, key, nk)) return &t->g[t->last];
    if (2 * (t->n + 1) > t->nslots) rehash(t);
    size_t s = hash_key(key, nk) & (t->nslots - 1);
    while (t->slots[s]) {
        AnGroup *g = &t->g[t->slots[s] - 1];
        if (same(g->key, key, nk)) {
            t->last = t->slots[s] - 1;
            return g;
        }
        s = (s + 1) & (t->nslots - 1);
    }
    if (t->n == t->cap) {
        t->cap = t->cap ? 2 * t->cap : 64;
        t->g = realloc(t->g, t->cap * sizeof *t->g);
        if (!t->g) exit(2);
    }
    AnGroup *g = &t->g[t->n];
    memset(g, 0, sizeof *g);
    memcpy(g->key, key, (size_t)nk * sizeof *key);
    t->slots[s] = (uint32_t)(t->n + 1);
    t->last = t->n++;
    return g;
}

void an_table_add(AnTable *t, Analysis *a, const HmObject *o, int col) {
    uint64_t key[AN_MAX_KEYS];
    an_key_values(t->by, a, o, key);
    AnGroup *g = an_table_group(t, key);
    g->col[col]++;
    g->col[col + 1] += o->size;
}

/* ---- labels and trees ---- */

void an_key_label(Analysis *a, const AnKey *k, uint64_t v, char *buf, size_t n) {
    switch (k->kind) {
    case AK_TYPE: snprintf(buf, n, "%s", an_type_name(a, (uint32_t)v)); break;
    case AK_SITE:
    case AK_STACK: snprintf(buf, n, "%s", an_site_name(a, (uint32_t)v)); break;
    case AK_AGE: snprintf(buf, n, "age %" PRIu64, v); break;
    case AK_THREAD: snprintf(buf, n, "%s (thread %" PRIu64 ")", an_thread_name(a, (uint32_t)v), v); break;
    case AK_MODE: snprintf(buf, n, "%s", an_mode_name((unsigned)v)); break;
    case AK_SPACE: snprintf(buf, n, "%s", an_space_name((int)v)); break;
    case AK_KIND: snprintf(buf, n, "%s", an_kind_name((int)v)); break;
    case AK_DERIVED: snprintf(buf, n, "%s%s", v ? "" : "not ", k->name); break;
    case AK_POINTED_FROM:
    case AK_POINTED_FROM_SITE:
    case AK_POINTS_TO: an_ref_key_label(a, v, buf, n); break;
    default: snprintf(buf, n, "%s", an_plugin_label(k->plugin, v)); break;
    }
}

static AnNode *child(AnNode *p, const char *label, const char *key) {
    for (size_t i = p->nkids; i-- > 0;)   /* the latest first: groups of a parent tend to be adjacent */
        if (!strcmp(p->kids[i]->label, label)) return p->kids[i];
    if (p->nkids == p->ckids) {
        p->ckids = p->ckids ? 2 * p->ckids : 4;
        p->kids = realloc(p->kids, p->ckids * sizeof *p->kids);
        if (!p->kids) exit(2);
    }
    AnNode *c = xmalloc(sizeof *c);
    c->label = strdup(label);
    c->key = key;
    p->kids[p->nkids++] = c;
    return c;
}

static void add_cols(AnNode *n, const AnGroup *g) {
    for (int i = 0; i < AN_NCOLS; i++) n->col[i] += g->col[i];
}

static int sort_col_;
static int by_col(const void *x, const void *y) {
    const AnNode *a = *(AnNode *const *)x, *b = *(AnNode *const *)y;
    if (a->col[sort_col_] != b->col[sort_col_]) return a->col[sort_col_] > b->col[sort_col_] ? -1 : 1;
    return strcmp(a->label, b->label);
}

static void sort_tree(AnNode *n) {
    if (n->nkids > 1) qsort(n->kids, n->nkids, sizeof *n->kids, by_col);
    for (size_t i = 0; i < n->nkids; i++) sort_tree(n->kids[i]);
}

AnNode *an_tree_build(const AnTable *t, Analysis *a, int sort_col) {
    AnNode *root = xmalloc(sizeof *root);
    root->label = strdup("(all)");
    char buf[1300];
    for (size_t i = 0; i < t->n; i++) {
        const AnGroup *g = &t->g[i];
        AnNode *n = root;
        add_cols(n, g);
        for (int k = 0; k < t->by->nkeys; k++) {
            const AnKey *key = &t->by->keys[k];
            if (key->kind == AK_STACK) {
                const TraceSiteSym *s = trace_sym_site(&a->r->sym, (uint32_t)g->key[k]);
                if (!s || s->nframes == 0) {
                    n = child(n, an_site_name(a, (uint32_t)g->key[k]), key->name);
                    add_cols(n, g);
                }
                for (uint32_t f = 0; s && f < s->nframes; f++) {
                    an_frame_text(a, &s->frames[f], buf, sizeof buf);
                    n = child(n, buf, key->name);
                    add_cols(n, g);
                }
            } else {
                an_key_label(a, key, g->key[k], buf, sizeof buf);
                n = child(n, buf, key->name);
                add_cols(n, g);
            }
        }
    }
    sort_col_ = sort_col;
    sort_tree(root);
    return root;
}

void an_tree_free(AnNode *n) {
    if (!n) return;
    for (size_t i = 0; i < n->nkids; i++) an_tree_free(n->kids[i]);
    free(n->kids);
    free(n->label);
    free(n);
}
