/* zip.c: central-directory reader (APPNOTE.TXT section 4) with zlib inflate for method 8.
 *
 * Layout used: [prefix][local header + data]...[central directory][end record + comment].
 * Like java.util.zip, a prefix before the archive (self-extracting stubs, jmod headers) is
 * allowed: the archive start is computed from the end record, and all offsets are relative
 * to it. Nothing read from the archive is trusted: every offset and size is checked against
 * the file before it is used, and allocations are bounded by the archive's real size. */
#define _POSIX_C_SOURCE 200809L
#include "zip.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#define SIG_LOCAL 0x04034b50u
#define SIG_CENTRAL 0x02014b50u
#define SIG_END 0x06054b50u
#define SIG_ZIP64_LOCATOR 0x07064b50u
#define LOCAL_SIZE 30
#define CENTRAL_SIZE 46
#define END_SIZE 22
#define MAX_COMMENT 0xFFFF
#define MAX_DEFLATE_RATIO 1032    /* deflate cannot expand 1 byte into more than this */

typedef struct ZipEntry {
    const char *name;
    uint32_t name_len;
    uint16_t flags, method;
    uint32_t crc, csize, usize;
    uint32_t local_offset;        /* relative to the archive start */
} ZipEntry;

struct Zip {
    char *path;                   /* for messages */
    int fd;                       /* -1 for an in-memory archive */
    uint8_t *mem;
    uint64_t size;                /* file size */
    uint64_t base;                /* absolute offset of the archive start */
    uint64_t cd_start;            /* absolute offset of the central directory */
    ZipEntry *entries;
    size_t count;
    char *names;                  /* NUL-terminated entry names */
    uint32_t *table;              /* entry index + 1, 0 = empty; open addressing */
    size_t table_mask;
};

static void set_err(char *err, size_t errlen, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

static uint16_t get16(const uint8_t *p)
{
    return (uint16_t)(p[0] | p[1] << 8);
}

static uint32_t get32(const uint8_t *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Reads exactly n bytes at absolute offset off. */
static bool read_at(const Zip *z, uint64_t off, void *buf, size_t n)
{
    if (off > z->size || n > z->size - off)
        return false;
    if (z->fd < 0) {
        memcpy(buf, z->mem + off, n);
        return true;
    }
    uint8_t *p = buf;
    while (n > 0) {
        ssize_t r = pread(z->fd, p, n, (off_t)off);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return false;
        p += r;
        off += (uint64_t)r;
        n -= (size_t)r;
    }
    return true;
}

static uint32_t hash_name(const char *s, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ (uint8_t)s[i]) * 16777619u;
    return h;
}

static const ZipEntry *lookup(const Zip *z, const char *name)
{
    if (!z || !name || !z->table)
        return NULL;
    size_t n = strlen(name);
    size_t i = hash_name(name, n) & z->table_mask;
    while (z->table[i]) {
        const ZipEntry *e = &z->entries[z->table[i] - 1];
        if (e->name_len == n && memcmp(e->name, name, n) == 0)
            return e;
        i = (i + 1) & z->table_mask;
    }
    return NULL;
}

/* Finds the end record: the last "PK\5\6" whose comment length matches the file end, or, as
 * java.util.zip accepts for archives with trailing bytes, one whose directory offsets point
 * at real headers. Returns false if there is none. */
static bool find_end(Zip *z, uint8_t end[END_SIZE], uint64_t *end_pos)
{
    size_t tail = z->size < END_SIZE + MAX_COMMENT ? (size_t)z->size : END_SIZE + MAX_COMMENT;
    uint64_t tail_start = z->size - tail;
    uint8_t *buf = malloc(tail);
    if (!buf || !read_at(z, tail_start, buf, tail)) {
        free(buf);
        return false;
    }
    bool found = false;
    for (size_t i = tail - END_SIZE + 1; i-- > 0;) {
        if (get32(buf + i) != SIG_END)
            continue;
        uint64_t pos = tail_start + i;
        uint32_t cd_size = get32(buf + i + 12), cd_off = get32(buf + i + 16);
        if (pos + END_SIZE + get16(buf + i + 20) != z->size) {
            uint8_t sig[4];
            if (pos < cd_size || pos - cd_size < cd_off ||
                !read_at(z, pos - cd_size, sig, 4) || get32(sig) != SIG_CENTRAL ||
                !read_at(z, pos - cd_size - cd_off, sig, 4) || get32(sig) != SIG_LOCAL)
                continue;
        }
        memcpy(end, buf + i, END_SIZE);
        *end_pos = pos;
        found = true;
        break;
    }
    free(buf);
    return found;
}

static bool load_directory(Zip *z, char *err, size_t errlen)
{
    uint8_t end[END_SIZE];
    uint64_t end_pos;
    if (z->size < END_SIZE || !find_end(z, end, &end_pos)) {
        set_err(err, errlen, "%s: not a zip file (no end of central directory record)", z->path);
        return false;
    }
    uint16_t total = get16(end + 10);
    uint32_t cd_size = get32(end + 12), cd_off = get32(end + 16);
    uint8_t sig[4];
    if (total == 0xFFFF || cd_size == 0xFFFFFFFFu || cd_off == 0xFFFFFFFFu ||
        (end_pos >= 20 && read_at(z, end_pos - 20, sig, 4) && get32(sig) == SIG_ZIP64_LOCATOR)) {
        set_err(err, errlen, "%s: ZIP64 archives are not supported", z->path);
        return false;
    }
    if (end_pos < cd_size || end_pos - cd_size < cd_off) {
        set_err(err, errlen, "%s: invalid end of central directory record (bad offset or size)", z->path);
        return false;
    }
    z->cd_start = end_pos - cd_size;
    z->base = z->cd_start - cd_off;
    if ((uint64_t)total * CENTRAL_SIZE > cd_size) {
        set_err(err, errlen, "%s: central directory too small for %u entries", z->path, (unsigned)total);
        return false;
    }

    uint8_t *cd = malloc(cd_size ? cd_size : 1);
    z->entries = calloc(total ? total : 1, sizeof(ZipEntry));
    z->names = malloc((size_t)cd_size + total + 1);
    size_t table_size = 16;
    while (table_size < (size_t)total * 2)
        table_size *= 2;
    z->table = calloc(table_size, sizeof(uint32_t));
    z->table_mask = table_size - 1;
    if (!cd || !z->entries || !z->names || !z->table) {
        free(cd);
        set_err(err, errlen, "%s: out of memory", z->path);
        return false;
    }
    if (!read_at(z, z->cd_start, cd, cd_size)) {
        free(cd);
        set_err(err, errlen, "%s: cannot read the central directory", z->path);
        return false;
    }

    size_t pos = 0, name_pos = 0;
    for (unsigned k = 0; k < total; k++) {
        if (cd_size - pos < CENTRAL_SIZE || get32(cd + pos) != SIG_CENTRAL) {
            free(cd);
            set_err(err, errlen, "%s: invalid central directory header (entry %u)", z->path, k);
            return false;
        }
        const uint8_t *h = cd + pos;
        size_t name_len = get16(h + 28), extra_len = get16(h + 30), comment_len = get16(h + 32);
        if (cd_size - pos - CENTRAL_SIZE < name_len + extra_len + comment_len) {
            free(cd);
            set_err(err, errlen, "%s: central directory header %u runs past the directory", z->path, k);
            return false;
        }
        ZipEntry *e = &z->entries[k];
        e->flags = get16(h + 8);
        e->method = get16(h + 10);
        e->crc = get32(h + 16);
        e->csize = get32(h + 20);
        e->usize = get32(h + 24);
        e->local_offset = get32(h + 42);
        char *name = z->names + name_pos;
        memcpy(name, h + CENTRAL_SIZE, name_len);
        name[name_len] = 0;
        name_pos += name_len + 1;
        e->name = name;
        e->name_len = (uint32_t)name_len;
        pos += CENTRAL_SIZE + name_len + extra_len + comment_len;

        /* Index by name; a later duplicate replaces an earlier one, as in java.util.zip. */
        size_t i = hash_name(name, name_len) & z->table_mask;
        while (z->table[i]) {
            const ZipEntry *o = &z->entries[z->table[i] - 1];
            if (o->name_len == name_len && memcmp(o->name, name, name_len) == 0)
                break;
            i = (i + 1) & z->table_mask;
        }
        z->table[i] = k + 1;
    }
    z->count = total;
    free(cd);
    return true;
}

static Zip *finish_open(Zip *z, char *err, size_t errlen)
{
    if (!load_directory(z, err, errlen)) {
        zip_close(z);
        return NULL;
    }
    return z;
}

Zip *zip_open(const char *path, char *err, size_t errlen)
{
    Zip *z = calloc(1, sizeof *z);
    char *copy = path ? strdup(path) : NULL;
    if (!z || !copy) {
        free(z);
        free(copy);
        set_err(err, errlen, "%s: out of memory", path ? path : "(null)");
        return NULL;
    }
    z->path = copy;
    z->fd = open(path, O_RDONLY | O_CLOEXEC);
    if (z->fd < 0) {
        set_err(err, errlen, "%s: %s", path, strerror(errno));
        zip_close(z);
        return NULL;
    }
    struct stat st;
    if (fstat(z->fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        set_err(err, errlen, "%s: not a regular file", path);
        zip_close(z);
        return NULL;
    }
    z->size = (uint64_t)st.st_size;
    return finish_open(z, err, errlen);
}

Zip *zip_open_memory(const uint8_t *data, size_t len, char *err, size_t errlen)
{
    Zip *z = calloc(1, sizeof *z);
    char *name = strdup("<memory>");
    uint8_t *mem = malloc(len ? len : 1);
    if (!z || !name || !mem) {
        free(z);
        free(name);
        free(mem);
        set_err(err, errlen, "<memory>: out of memory");
        return NULL;
    }
    if (len)
        memcpy(mem, data, len);
    z->path = name;
    z->fd = -1;
    z->mem = mem;
    z->size = len;
    return finish_open(z, err, errlen);
}

void zip_close(Zip *z)
{
    if (!z)
        return;
    if (z->fd >= 0)
        close(z->fd);
    free(z->mem);
    free(z->entries);
    free(z->names);
    free(z->table);
    free(z->path);
    free(z);
}

bool zip_contains(const Zip *z, const char *name)
{
    return lookup(z, name) != NULL;
}

size_t zip_entry_count(const Zip *z)
{
    return z ? z->count : 0;
}

const char *zip_entry_name(const Zip *z, size_t i)
{
    return z && i < z->count ? z->entries[i].name : NULL;
}

/* Inflates raw deflate data into exactly out_len bytes (prefix: or more, keeping the first
 * out_len). */
static bool inflate_exact(const Zip *z, const ZipEntry *e, const uint8_t *in, size_t in_len,
                          uint8_t *out, size_t out_len, bool prefix, char *err, size_t errlen)
{
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (inflateInit2(&zs, -MAX_WBITS) != Z_OK) {
        set_err(err, errlen, "%s: %s: cannot initialize zlib", z->path, e->name);
        return false;
    }
    /* One spare output byte tells "more data than declared" from "exactly right". */
    zs.next_in = (Bytef *)in;
    zs.avail_in = (uInt)in_len;
    zs.next_out = out;
    zs.avail_out = (uInt)(out_len + 1);
    int rc = inflate(&zs, Z_FINISH);
    size_t produced = zs.total_out;
    const char *msg = zs.msg;
    inflateEnd(&zs);
    if (rc == Z_STREAM_END && produced == out_len)
        return true;
    if (prefix && produced >= out_len && (rc == Z_STREAM_END || rc == Z_OK || rc == Z_BUF_ERROR))
        return true;
    if (rc == Z_STREAM_END)
        set_err(err, errlen, "%s: %s: inflated to %zu bytes, but the header says %zu", z->path, e->name,
                produced, out_len);
    else if (produced > out_len)
        set_err(err, errlen, "%s: %s: inflates to more than the declared %zu bytes", z->path, e->name,
                out_len);
    else if (rc == Z_DATA_ERROR || rc == Z_NEED_DICT)
        set_err(err, errlen, "%s: %s: invalid deflate data (%s)", z->path, e->name, msg ? msg : "corrupt");
    else
        set_err(err, errlen, "%s: %s: truncated deflate data", z->path, e->name);
    return false;
}

static bool read_entry(const Zip *z, const char *name, bool as_java, uint8_t **data, size_t *len, char *err,
                       size_t errlen)
{
    *data = NULL;
    *len = 0;
    const ZipEntry *e = lookup(z, name);
    if (!e) {
        set_err(err, errlen, "%s: no entry %s", z ? z->path : "(null)", name ? name : "(null)");
        return false;
    }
    if (e->flags & 1) {
        set_err(err, errlen, "%s: %s: encrypted entries are not supported", z->path, e->name);
        return false;
    }
    if (e->csize == 0xFFFFFFFFu || e->usize == 0xFFFFFFFFu || e->local_offset == 0xFFFFFFFFu) {
        set_err(err, errlen, "%s: %s: ZIP64 entries are not supported", z->path, e->name);
        return false;
    }
    if (e->method != 0 && e->method != 8) {
        set_err(err, errlen, "%s: %s: unsupported compression method %u", z->path, e->name,
                (unsigned)e->method);
        return false;
    }
    if (e->usize > ZIP_MAX_ENTRY_SIZE) {
        set_err(err, errlen, "%s: %s: entry too large (%u bytes)", z->path, e->name, (unsigned)e->usize);
        return false;
    }
    if (e->method == 0 && e->csize != e->usize) {
        set_err(err, errlen, "%s: %s: stored entry with different sizes (%u and %u)", z->path, e->name,
                (unsigned)e->csize, (unsigned)e->usize);
        return false;
    }
    if (e->method == 8 && (uint64_t)e->usize > (uint64_t)e->csize * MAX_DEFLATE_RATIO + 1024) {
        set_err(err, errlen, "%s: %s: declared size %u is impossible for %u compressed bytes", z->path,
                e->name, (unsigned)e->usize, (unsigned)e->csize);
        return false;
    }

    uint8_t local[LOCAL_SIZE];
    uint64_t at = z->base + e->local_offset;
    if (at > z->cd_start || z->cd_start - at < LOCAL_SIZE || !read_at(z, at, local, LOCAL_SIZE) ||
        get32(local) != SIG_LOCAL) {
        set_err(err, errlen, "%s: %s: invalid local header offset", z->path, e->name);
        return false;
    }
    uint64_t data_at = at + LOCAL_SIZE + get16(local + 26) + get16(local + 28);
    if (data_at > z->cd_start || z->cd_start - data_at < e->csize) {
        set_err(err, errlen, "%s: %s: entry data runs past the central directory", z->path, e->name);
        return false;
    }

    uint8_t *in = malloc(e->csize ? e->csize : 1);
    uint8_t *out = e->method == 0 ? in : malloc((size_t)e->usize + 1);
    if (!in || !out) {
        free(in);
        if (out != in)
            free(out);
        set_err(err, errlen, "%s: %s: out of memory", z->path, e->name);
        return false;
    }
    bool ok = read_at(z, data_at, in, e->csize);
    if (!ok)
        set_err(err, errlen, "%s: %s: read error", z->path, e->name);
    if (e->method == 8) {
        ok = ok && inflate_exact(z, e, in, e->csize, out, e->usize, as_java, err, errlen);
        free(in);
    }
    if (ok && !as_java && (uint32_t)crc32(0L, out, e->usize) != e->crc) {
        set_err(err, errlen, "%s: %s: CRC-32 mismatch", z->path, e->name);
        ok = false;
    }
    if (!ok) {
        free(out);
        return false;
    }
    *data = out;
    *len = e->usize;
    return true;
}

bool zip_read(const Zip *z, const char *name, uint8_t **data, size_t *len, char *err, size_t errlen)
{
    return read_entry(z, name, false, data, len, err, errlen);
}

bool zip_read_declared(const Zip *z, const char *name, uint8_t **data, size_t *len, char *err, size_t errlen)
{
    return read_entry(z, name, true, data, len, err, errlen);
}

/* ---- manifest ---- */

static bool ascii_ieq(const char *a, size_t n, const char *b)
{
    if (strlen(b) != n)
        return false;
    for (size_t i = 0; i < n; i++) {
        char x = a[i], y = b[i];
        if (x >= 'A' && x <= 'Z')
            x = (char)(x - 'A' + 'a');
        if (y >= 'A' && y <= 'Z')
            y = (char)(y - 'A' + 'a');
        if (x != y)
            return false;
    }
    return true;
}

/* Returns the value of header `key` in the logical line s[0..n), malloc'd, or NULL. */
static char *header_value(const char *s, size_t n, const char *key)
{
    const char *colon = memchr(s, ':', n);
    if (!colon || !ascii_ieq(s, (size_t)(colon - s), key))
        return NULL;
    const char *v = colon + 1, *end = s + n;
    while (v < end && (*v == ' ' || *v == '\t'))
        v++;
    while (end > v && (end[-1] == ' ' || end[-1] == '\t'))
        end--;
    if (v == end)
        return NULL;
    char *r = malloc((size_t)(end - v) + 1);
    if (r) {
        memcpy(r, v, (size_t)(end - v));
        r[end - v] = 0;
    }
    return r;
}

/* Main-section lookup. Lines end in CRLF, LF or CR; a line starting with one space continues
 * the previous one; the main section ends at the first empty line. */
static char *manifest_attribute(const char *mf, size_t n, const char *key)
{
    char *logical = malloc(n + 1);
    if (!logical)
        return NULL;
    size_t llen = 0, i = 0;
    bool have = false;
    char *result = NULL;
    if (n >= 3 && (uint8_t)mf[0] == 0xEF && (uint8_t)mf[1] == 0xBB && (uint8_t)mf[2] == 0xBF)
        i = 3;   /* UTF-8 byte order mark */
    for (;;) {
        size_t start = i;
        while (i < n && mf[i] != '\r' && mf[i] != '\n')
            i++;
        size_t end = i;
        bool at_eof = i >= n;
        if (i < n && mf[i] == '\r')
            i++;
        if (i < n && mf[i] == '\n')
            i++;
        if (end > start && mf[start] == ' ') {
            if (have) {
                memcpy(logical + llen, mf + start + 1, end - start - 1);
                llen += end - start - 1;
            }
        } else {
            if (have && (result = header_value(logical, llen, key)) != NULL)
                break;
            have = false;
            if (end == start)
                break;   /* blank line or end of input: the main section is over */
            memcpy(logical, mf + start, end - start);
            llen = end - start;
            have = true;
        }
        if (at_eof) {
            if (have)
                result = header_value(logical, llen, key);
            break;
        }
    }
    free(logical);
    return result;
}

char *zip_manifest_main_class(const Zip *z)
{
    if (!z)
        return NULL;
    const char *name = "META-INF/MANIFEST.MF";
    if (!lookup(z, name)) {
        name = NULL;
        for (size_t i = 0; i < z->count && !name; i++)
            if (ascii_ieq(z->entries[i].name, z->entries[i].name_len, "META-INF/MANIFEST.MF"))
                name = z->entries[i].name;
        if (!name)
            return NULL;
    }
    uint8_t *data;
    size_t len;
    char err[256];
    if (!zip_read(z, name, &data, &len, err, sizeof err))
        return NULL;
    char *main_class = manifest_attribute((const char *)data, len, "Main-Class");
    free(data);
    return main_class;
}
