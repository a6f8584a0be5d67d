/* analyze_expr.h: the --where / --key expression language over object properties.
 *
 *   expr  := or
 *   or    := and ('||' and)*
 *   and   := unary ('&&' unary)*
 *   unary := '!' unary | '(' expr ')' | field op value
 *   field := type | site | stack | thread | mode | space | kind      (text)
 *          | pointed_from | pointed_from_site | points_to           (text, sets)
 *          | age | size | len | thread                               (numbers; thread: its id)
 *   op    := == | != | < | <= | > | >= (numbers)   == | != | ~ | !~ (text; ~ is a glob match, * and ?)
 *   value := a decimal number | "a string" (\" and \\ escapes)
 *
 * type is the Java name (java.util.HashMap, int[]); site the allocating frame
 * ("Foo.bar(I)V bci 3"); stack matches when any frame of the site's mini stack matches;
 * thread compared with text is the thread's name; mode is vm|ir|jit-fast|slow|normal|typed
 * (e.g. ir-fast); space is eden|survivor|old|heap|outside; kind is instance, small array or
 * big array. With pointers (analyze_refkeys.h), pointed_from, pointed_from_site and points_to
 * match when any element of the object's set matches (a type or site name, or "root stack");
 * != and !~ when none does. Example: age>=2 && type~"java.util.*". */
#ifndef MINIVM_ANALYZE_EXPR_H
#define MINIVM_ANALYZE_EXPR_H

#include "analyze.h"

typedef struct AnExpr AnExpr;

/* NULL with a one-line message in err for a syntax error. */
AnExpr *an_expr_parse(const char *text, char *err, size_t errlen);
bool an_expr_eval(AnExpr *e, Analysis *a, const HmObject *o);
void an_expr_free(AnExpr *e);
/* Whether e reads pointed_from, pointed_from_site or points_to (NULL: false). */
bool an_expr_uses_pointers(const AnExpr *e);

/* Glob match: * any run of characters, ? one character. */
bool an_glob(const char *pattern, const char *s);

#endif
