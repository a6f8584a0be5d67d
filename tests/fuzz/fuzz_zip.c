/* libFuzzer harness: the zip/jar reader (vm/zip.c) on arbitrary archives: open, list, read
 * every entry (bounded inflate), and the manifest's Main-Class. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include "zip.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char err[512];
    Zip *z = zip_open_memory(data, size, err, sizeof err);
    if (!z)
        return 0;
    size_t n = zip_entry_count(z);
    for (size_t i = 0; i < n && i < 64; i++) {
        const char *name = zip_entry_name(z, i);
        uint8_t *buf;
        size_t len;
        if (name && zip_contains(z, name) && zip_read(z, name, &buf, &len, err, sizeof err))
            free(buf);
        if (name && zip_read_declared(z, name, &buf, &len, err, sizeof err))
            free(buf);
    }
    free(zip_manifest_main_class(z));
    zip_close(z);
    return 0;
}
