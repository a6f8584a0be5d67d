/* analyze_classify.h: classifiers and multi-level grouping (the classification paper's
 * classifier chains). A grouping is a list of keys; every object gets one value per key, and
 * a table sums columns (counts and bytes) per distinct key tuple. The tree of a table has one
 * level per key (a stack key adds one level per frame of the site's mini stack), each node
 * holding its subtree's sums.
 *
 * Keys: type, site (the allocating frame), stack (the frames, allocating one first), age (GC
 * moves survived), thread, mode, space, kind; pointed-from, pointed-from-site, points-to
 * (with pointers: analyze_refkeys.h); a derived key NAME defined by --key NAME=EXPR
 * (values NAME / not NAME); a plugin key (see analyze_plugin.h). */
#ifndef MINIVM_ANALYZE_CLASSIFY_H
#define MINIVM_ANALYZE_CLASSIFY_H

#include "analyze.h"
#include "analyze_expr.h"

enum { AK_TYPE, AK_SITE, AK_STACK, AK_AGE, AK_THREAD, AK_MODE, AK_SPACE, AK_KIND, AK_DERIVED, AK_PLUGIN,
       AK_POINTED_FROM, AK_POINTED_FROM_SITE, AK_POINTS_TO };

#define AN_MAX_KEYS 8
#define AN_NCOLS 10

typedef struct AnKey {
    int kind;
    char name[32];
    AnExpr *expr;                 /* AK_DERIVED */
    int plugin;                   /* AK_PLUGIN: index in the plugin registry */
} AnKey;

typedef struct AnGroupBy {
    AnKey keys[AN_MAX_KEYS];
    int nkeys;
} AnGroupBy;

/* Derived keys (--key NAME=EXPR), available to an_groupby_parse. */
typedef struct AnKeyDefs {
    char name[8][32];
    AnExpr *expr[8];
    int n;
} AnKeyDefs;

/* Parses "NAME=EXPR" into defs. false with err. */
bool an_keydef_add(AnKeyDefs *defs, const char *spec, char *err, size_t errlen);
void an_keydefs_free(AnKeyDefs *defs);
/* Parses "type,site,..." (NULL or "": no keys, one group). false with err naming the bad key. */
bool an_groupby_parse(AnGroupBy *g, const char *spec, const AnKeyDefs *defs, char *err, size_t errlen);
/* Whether a key reads references (pointed-from, pointed-from-site, points-to, or a derived
 * key over them). */
bool an_groupby_uses_pointers(const AnGroupBy *g);

typedef struct AnGroup {
    uint64_t key[AN_MAX_KEYS];
    uint64_t col[AN_NCOLS];
} AnGroup;

typedef struct AnTable {
    const AnGroupBy *by;
    AnGroup *g;
    size_t n, cap;
    uint32_t *slots;              /* open addressing: group index + 1, 0 empty */
    size_t nslots;
    size_t last;                  /* the last group hit (objects come in runs) */
} AnTable;

void an_table_init(AnTable *t, const AnGroupBy *by);
void an_table_free(AnTable *t);
void an_table_clear(AnTable *t);
/* The key tuple of an object. */
void an_key_values(const AnGroupBy *by, Analysis *a, const HmObject *o, uint64_t *key);
/* The group of a key tuple, created with zero columns if new. */
AnGroup *an_table_group(AnTable *t, const uint64_t *key);
/* Adds 1 to column col and o->size to column col + 1 of the object's group. */
void an_table_add(AnTable *t, Analysis *a, const HmObject *o, int col);

/* Label of a key value (not for AK_STACK levels). */
void an_key_label(Analysis *a, const AnKey *k, uint64_t v, char *buf, size_t n);

typedef struct AnNode {
    char *label;
    const char *key;              /* the key's name ("type"; "stack" for frame levels); NULL at the root */
    uint64_t col[AN_NCOLS];
    struct AnNode **kids;
    size_t nkids, ckids;
} AnNode;

/* The tree of a table, children sorted by column sort_col (largest first), then by label. */
AnNode *an_tree_build(const AnTable *t, Analysis *a, int sort_col);
void an_tree_free(AnNode *n);

#endif
