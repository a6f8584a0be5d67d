/* analyze_expr.c: parsing and evaluating --where expressions (see analyze_expr.h). Text
 * comparisons are cached per node by the property's id (type id, site id, thread id...), so
 * an expression costs a few array reads per object after the first objects of each kind. */
#include "analyze_expr.h"

#include <stdlib.h>
#include <string.h>

#include "analyze_refkeys.h"

enum { N_OR, N_AND, N_NOT, N_CMP };
enum { F_TYPE, F_SITE, F_STACK, F_THREAD, F_MODE, F_SPACE, F_KIND, F_AGE, F_SIZE, F_LEN, F_PFROM, F_PFROM_SITE,
       F_PTO };
enum { OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE, OP_MATCH, OP_NMATCH };

struct AnExpr {
    int kind;
    AnExpr *l, *r;
    int field, op;
    bool text;                    /* the value is a string */
    uint64_t num;
    char *str;
    uint8_t *cache;               /* text comparisons: 0 unknown, 1 false, 2 true, by id */
    size_t ncache;
};

static const struct {
    const char *name;
    int field;
    bool text, num;
} fields[] = {
    {"type", F_TYPE, true, false},   {"site", F_SITE, true, false}, {"stack", F_STACK, true, false},
    {"thread", F_THREAD, true, true}, {"mode", F_MODE, true, false}, {"space", F_SPACE, true, false},
    {"kind", F_KIND, true, false},   {"age", F_AGE, false, true},   {"size", F_SIZE, false, true},
    {"len", F_LEN, false, true},     {"pointed_from", F_PFROM, true, false},
    {"pointed_from_site", F_PFROM_SITE, true, false}, {"points_to", F_PTO, true, false},
};

typedef struct Parser {
    const char *s;
    size_t i;
    char *err;
    size_t errlen;
    bool failed;
} Parser;

static void perr(Parser *p, const char *what) {
    if (p->failed) return;
    p->failed = true;
    snprintf(p->err, p->errlen, "bad expression '%s': at column %zu: %s", p->s, p->i + 1, what);
}

static void skip(Parser *p) {
    while (p->s[p->i] == ' ' || p->s[p->i] == '\t') p->i++;
}

static bool take(Parser *p, const char *tok) {
    skip(p);
    size_t n = strlen(tok);
    if (strncmp(p->s + p->i, tok, n)) return false;
    p->i += n;
    return true;
}

static AnExpr *node(int kind, AnExpr *l, AnExpr *r) {
    AnExpr *e = calloc(1, sizeof *e);
    if (!e) exit(2);
    e->kind = kind;
    e->l = l;
    e->r = r;
    return e;
}

static AnExpr *parse_or(Parser *p);

static AnExpr *parse_cmp(Parser *p) {
    skip(p);
    size_t start = p->i;
    while ((p->s[p->i] >= 'a' && p->s[p->i] <= 'z') || p->s[p->i] == '_') p->i++;
    size_t len = p->i - start;
    int f = -1;
    for (size_t k = 0; k < sizeof fields / sizeof fields[0]; k++)
        if (strlen(fields[k].name) == len && !strncmp(fields[k].name, p->s + start, len)) f = (int)k;
    if (f < 0) {
        p->i = start;
        perr(p, "expected a property (type, site, stack, thread, mode, space, kind, age, size, len, pointed_from, pointed_from_site, points_to)");
        return NULL;
    }
    static const struct { const char *tok; int op; } ops[] = {
        {"==", OP_EQ}, {"!=", OP_NE}, {"!~", OP_NMATCH}, {"<=", OP_LE}, {">=", OP_GE}, {"<", OP_LT}, {">", OP_GT}, {"~", OP_MATCH},
    };
    int op = -1;
    for (size_t k = 0; k < sizeof ops / sizeof ops[0] && op < 0; k++)
        if (take(p, ops[k].tok)) op = ops[k].op;
    if (op < 0) {
        perr(p, "expected an operator (== != < <= > >= ~ !~)");
        return NULL;
    }
    AnExpr *e = node(N_CMP, NULL, NULL);
    e->field = fields[f].field;
    e->op = op;
    skip(p);
    if (p->s[p->i] == '"') {
        p->i++;
        size_t cap = strlen(p->s) + 1, k = 0;
        e->str = malloc(cap);
        if (!e->str) exit(2);
        while (p->s[p->i] && p->s[p->i] != '"') {
            if (p->s[p->i] == '\\' && (p->s[p->i + 1] == '"' || p->s[p->i + 1] == '\\')) p->i++;
            e->str[k++] = p->s[p->i++];
        }
        e->str[k] = 0;
        if (p->s[p->i] != '"') {
            perr(p, "unterminated string");
            an_expr_free(e);
            return NULL;
        }
        p->i++;
        e->text = true;
        if (!fields[f].text) {
            perr(p, "this property is a number");
            an_expr_free(e);
            return NULL;
        }
        if (op != OP_EQ && op != OP_NE && op != OP_MATCH && op != OP_NMATCH) {
            perr(p, "text compares with == != ~ !~ only");
            an_expr_free(e);
            return NULL;
        }
    } else if (p->s[p->i] >= '0' && p->s[p->i] <= '9') {
        uint64_t v = 0;
        while (p->s[p->i] >= '0' && p->s[p->i] <= '9') {
            if (v > UINT64_MAX / 10 - 1) {
                perr(p, "number too large");
                an_expr_free(e);
                return NULL;
            }
            v = v * 10 + (uint64_t)(p->s[p->i++] - '0');
        }
        e->num = v;
        if (!fields[f].num) {
            perr(p, "this property is text: quote the value");
            an_expr_free(e);
            return NULL;
        }
        if (op == OP_MATCH || op == OP_NMATCH) {
            perr(p, "~ needs a quoted pattern");
            an_expr_free(e);
            return NULL;
        }
    } else {
        perr(p, "expected a number or a \"string\"");
        an_expr_free(e);
        return NULL;
    }
    return e;
}

static AnExpr *parse_unary(Parser *p) {
    if (take(p, "!") ) {
        AnExpr *x = parse_unary(p);
        return x ? node(N_NOT, x, NULL) : NULL;
    }
    if (take(p, "(")) {
        AnExpr *x = parse_or(p);
        if (!x) return NULL;
        if (!take(p, ")")) {
            perr(p, "expected )");
            an_expr_free(x);
            return NULL;
        }
        return x;
    }
    return parse_cmp(p);
}

static AnExpr *parse_and(Parser *p) {
    AnExpr *l = parse_unary(p);
    while (l && take(p, "&&")) {
        AnExpr *r = parse_unary(p);
        if (!r) {
            an_expr_free(l);
            return NULL;
        }
        l = node(N_AND, l, r);
    }
    return l;
}

static AnExpr *parse_or(Parser *p) {
    AnExpr *l = parse_and(p);
    while (l && take(p, "||")) {
        AnExpr *r = parse_and(p);
        if (!r) {
            an_expr_free(l);
            return NULL;
        }
        l = node(N_OR, l, r);
    }
    return l;
}

AnExpr *an_expr_parse(const char *text, char *err, size_t errlen) {
    Parser p = {text, 0, err, errlen, false};
    skip(&p);
    if (!p.s[p.i]) {
        perr(&p, "empty expression");
        return NULL;
    }
    AnExpr *e = parse_or(&p);
    if (e) {
        skip(&p);
        if (p.s[p.i]) {
            perr(&p, "unexpected text");
            an_expr_free(e);
            return NULL;
        }
    }
    if (!e && !p.failed) perr(&p, "empty expression");
    return e;
}

bool an_expr_uses_pointers(const AnExpr *e) {
    if (!e) return false;
    if (e->kind != N_CMP) return an_expr_uses_pointers(e->l) || an_expr_uses_pointers(e->r);
    return e->field == F_PFROM || e->field == F_PFROM_SITE || e->field == F_PTO;
}

void an_expr_free(AnExpr *e) {
    if (!e) return;
    an_expr_free(e->l);
    an_expr_free(e->r);
    free(e->str);
    free(e->cache);
    free(e);
}

bool an_glob(const char *p, const char *s) {
    const char *star = NULL, *back = NULL;
    while (*s) {
        if (*p == '*') {
            star = p++;
            back = s;
        } else if (*p == '?' || *p == *s) {
            p++;
            s++;
        } else if (star) {
            p = star + 1;
            s = ++back;
        } else {
            return false;
        }
    }
    while (*p == '*') p++;
    return !*p;
}

static bool text_test(const AnExpr *e, const char *s) {
    bool m = e->op == OP_MATCH || e->op == OP_NMATCH ? an_glob(e->str, s) : !strcmp(e->str, s);
    return e->op == OP_NE || e->op == OP_NMATCH ? !m : m;
}

/* The positive match of e's pattern (== or ~), for the reference sets. */
static bool text_match(const void *ctx, const char *s) {
    const AnExpr *e = ctx;
    return e->op == OP_MATCH || e->op == OP_NMATCH ? an_glob(e->str, s) : !strcmp(e->str, s);
}

/* The text comparison of e on the property with this id, uncached. */
static bool text_eval(AnExpr *e, Analysis *a, const HmObject *o, uint64_t id) {
    switch (e->field) {
    case F_TYPE: return text_test(e, an_type_name(a, o->type));
    case F_SITE: return text_test(e, an_site_name(a, o->site));
    case F_STACK: {
        const TraceSiteSym *s = trace_sym_site(&a->r->sym, o->site);
        bool neg = e->op == OP_NE || e->op == OP_NMATCH;
        char buf[1200];
        for (uint32_t i = 0; s && i < s->nframes; i++) {
            an_frame_text(a, &s->frames[i], buf, sizeof buf);
            if (text_test(e, buf) != neg) return !neg;
        }
        if (!s || s->nframes == 0) return text_test(e, an_site_name(a, o->site));
        return neg;
    }
    case F_THREAD: return text_test(e, an_thread_name(a, (uint32_t)id));
    case F_MODE: return text_test(e, an_mode_short((unsigned)id));
    case F_SPACE: return text_test(e, an_space_name((int)id));
    case F_KIND: return text_test(e, an_kind_name((int)id));
    case F_PFROM:
    case F_PFROM_SITE:
    case F_PTO: {   /* any element matches; != and !~: none does */
        bool any = an_ref_key_any(a, id, text_match, e);
        return e->op == OP_NE || e->op == OP_NMATCH ? !any : any;
    }
    default: return false;
    }
}

static bool num_test(int op, uint64_t x, uint64_t v) {
    switch (op) {
    case OP_EQ: return x == v;
    case OP_NE: return x != v;
    case OP_LT: return x < v;
    case OP_LE: return x <= v;
    case OP_GT: return x > v;
    default: return x >= v;
    }
}

bool an_expr_eval(AnExpr *e, Analysis *a, const HmObject *o) {
    switch (e->kind) {
    case N_OR: return an_expr_eval(e->l, a, o) || an_expr_eval(e->r, a, o);
    case N_AND: return an_expr_eval(e->l, a, o) && an_expr_eval(e->r, a, o);
    case N_NOT: return !an_expr_eval(e->l, a, o);
    default: break;
    }
    if (!e->text) {
        uint64_t x = e->field == F_AGE ? o->age : e->field == F_SIZE ? o->size : e->field == F_LEN ? o->len : o->thread;
        return num_test(e->op, x, e->num);
    }
    uint64_t id;
    switch (e->field) {
    case F_TYPE: id = o->type; break;
    case F_SITE: id = an_site_key(a, o->site, false); break;
    case F_STACK: id = an_site_key(a, o->site, true); break;
    case F_THREAD: id = o->thread; break;
    case F_MODE: id = hm_mode(o); break;
    case F_SPACE: id = (uint64_t)an_space_type(a, o->addr); break;
    case F_PFROM: id = an_ref_key(a, o, AN_REF_POINTED_FROM); break;
    case F_PFROM_SITE: id = an_ref_key(a, o, AN_REF_POINTED_FROM_SITE); break;
    case F_PTO: id = an_ref_key(a, o, AN_REF_POINTS_TO); break;
    default: id = (uint64_t)an_kind(a, o); break;
    }
    if (id >= (1u << 26)) return text_eval(e, a, o, id);   /* absurd ids: no cache */
    if (id >= e->ncache) {
        size_t n = e->ncache ? e->ncache : 64;
        while (n <= id) n *= 2;
        uint8_t *c = realloc(e->cache, n);
        if (!c) exit(2);
        memset(c + e->ncache, 0, n - e->ncache);
        e->cache = c;
        e->ncache = n;
    }
    if (!e->cache[id]) e->cache[id] = text_eval(e, a, o, id) ? 2 : 1;
    return e->cache[id] == 2;
}
