/* jstring.h: java.lang.String objects from C, and the interned-string table.
 * Strings hold UTF-16 in a char[] field `value` (classlib/java/lang/String.java). */
#ifndef MINIVM_JSTRING_H
#define MINIVM_JSTRING_H

#include "thread.h"

/* From (modified or standard) UTF-8; NULL with OutOfMemoryError pending on failure. */
Object *string_from_utf8(Thread *t, const char *utf8);
/* chars must not point into the Java heap (allocation may move it). */
Object *string_from_utf16(Thread *t, const jchar *chars, jint len);
/* The characters of s; valid until the next allocation. */
jchar *string_chars(Object *s);
jint string_length(Object *s);
/* Standard UTF-8 copy (unpaired surrogates become '?'); the caller frees it. */
char *string_to_utf8(Object *s);
bool string_equals_utf8(Object *s, const char *utf8);
jint string_hash(Object *s);               /* String.hashCode */

/* The interned instance equal to s (String.intern). */
Object *string_intern(Thread *t, Object *s);
Object *string_intern_utf8(Thread *t, const char *utf8);
/* GC support: visit every table slot. */
void string_table_visit(void (*visit)(Object **slot, void *ctx), void *ctx);

#endif
