/* zip.h: read-only access to zip and jar archives.
 *
 * zip_open() reads the central directory once and indexes the entries by name; entries are
 * then read with pread(), so a Zip may be used by several threads at once. Methods 0 (stored)
 * and 8 (deflated) are supported; ZIP64 and encrypted entries are rejected with a message.
 * Every entry read is checked: the inflated size must equal the declared size (at most
 * ZIP_MAX_ENTRY_SIZE) and the CRC-32 must match. Errors are one line: "<archive>: <problem>". */
#ifndef MINIVM_ZIP_H
#define MINIVM_ZIP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define ZIP_MAX_ENTRY_SIZE ((size_t)256 << 20)   /* largest entry zip_read inflates */

typedef struct Zip Zip;

/* Opens the archive at path; NULL with err filled on failure. */
Zip *zip_open(const char *path, char *err, size_t errlen);
/* Opens an archive held in memory; the bytes are copied. */
Zip *zip_open_memory(const uint8_t *data, size_t len, char *err, size_t errlen);
void zip_close(Zip *z);

bool zip_contains(const Zip *z, const char *name);
/* Reads entry `name` into a malloc'd buffer (*data is non-NULL even for an empty entry; the
 * caller frees it). On failure returns false, sets *data = NULL, *len = 0 and fills err. */
bool zip_read(const Zip *z, const char *name, uint8_t **data, size_t *len, char *err, size_t errlen);
/* Reads entry `name` as java's class path does: its declared size, no further (a stream that
 * inflates past it gives its first bytes: a zip bomb costs no more than that) and no CRC-32
 * check. Otherwise as zip_read. */
bool zip_read_declared(const Zip *z, const char *name, uint8_t **data, size_t *len, char *err, size_t errlen);

/* Entries in central-directory order. */
size_t zip_entry_count(const Zip *z);
const char *zip_entry_name(const Zip *z, size_t i);

/* The Main-Class attribute of META-INF/MANIFEST.MF's main section (malloc'd), or NULL. */
char *zip_manifest_main_class(const Zip *z);

#endif
