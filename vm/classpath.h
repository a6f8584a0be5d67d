/* classpath.h: the user class path, a list of directories and jar/zip files searched in order.
 *
 * Entries come from ':'-separated specs, as in -cp. Like java: an empty element means the
 * current directory, a wildcard element ("dir/" then "*", or just "*") means every .jar/.JAR
 * file in that directory (sorted by name here), and an element that does not exist is skipped
 * silently. Finds may run concurrently. */
#ifndef MINIVM_CLASSPATH_H
#define MINIVM_CLASSPATH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef struct ClassPath ClassPath;

ClassPath *classpath_new(void);
void classpath_free(ClassPath *cp);

/* Appends the entries of spec. Returns false (err names the first problem) if an element exists
 * but is neither a directory nor a readable zip file; that element is skipped, the others are
 * still added. java ignores such elements silently, so callers may ignore the result. */
bool classpath_add(ClassPath *cp, const char *spec, char *err, size_t errlen);

/* Finds internal_name + ".class" (e.g. "java/lang/String") in the first entry that has it.
 * On success *data is malloc'd (caller frees) and, if where is not NULL, *where is a malloc'd
 * copy of the entry's path (the directory or the jar). Entries that fail to read (say, a bad
 * CRC) are skipped. Returns false if no entry has the class or the name is malformed. */
bool classpath_find(ClassPath *cp, const char *internal_name, uint8_t **data, size_t *len, char **where);

/* Number of entries and the path of entry i, for diagnostics. */
size_t classpath_count(ClassPath *cp);
const char *classpath_entry(ClassPath *cp, size_t i);

#endif
