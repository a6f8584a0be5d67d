/* classpath.c: class path entries (directories and jars) and class lookup through them.
 *
 * One mutex guards the entry list; lookups hold it while they search, which keeps the code
 * simple (jar reads themselves are thread-safe, see zip.h). */
#define _POSIX_C_SOURCE 200809L
#include "classpath.h"

#include "zip.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct CpEntry {
    char *path;
    Zip *zip;                  /* NULL for a directory */
} CpEntry;

struct ClassPath {
    pthread_mutex_t lock;
    CpEntry *entries;
    size_t count, cap;
};

static void set_err(char *err, size_t errlen, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

static void set_err(char *err, size_t errlen, const char *fmt, ...)
{
    if (!err || errlen == 0)
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(err, errlen, fmt, ap);
    va_end(ap);
}

ClassPath *classpath_new(void)
{
    ClassPath *cp = calloc(1, sizeof *cp);
    if (cp && pthread_mutex_init(&cp->lock, NULL) != 0) {
        free(cp);
        return NULL;
    }
    return cp;
}

void classpath_free(ClassPath *cp)
{
    if (!cp)
        return;
    for (size_t i = 0; i < cp->count; i++) {
        free(cp->entries[i].path);
        zip_close(cp->entries[i].zip);
    }
    free(cp->entries);
    pthread_mutex_destroy(&cp->lock);
    free(cp);
}

/* Records the first problem; returns false. */
static bool note_problem(bool *ok, char *err, size_t errlen, const char *fmt, const char *a, const char *b)
{
    if (*ok)
        set_err(err, errlen, fmt, a, b);
    *ok = false;
    return false;
}

/* Appends one element that names a directory or a zip file; the caller holds the lock. */
static void add_element(ClassPath *cp, const char *path, bool *ok, char *err, size_t errlen)
{
    struct stat st;
    if (stat(path, &st) != 0)
        return;                                  /* missing: skipped like java does */
    Zip *zip = NULL;
    if (!S_ISDIR(st.st_mode)) {
        char zerr[512];
        zip = zip_open(path, zerr, sizeof zerr);
        if (!zip) {
            note_problem(ok, err, errlen, "%s (class path element %s skipped)", zerr, path);
            return;
        }
    }
    if (cp->count == cp->cap) {
        size_t cap = cp->cap ? cp->cap * 2 : 8;
        CpEntry *grown = realloc(cp->entries, cap * sizeof *grown);
        if (!grown) {
            zip_close(zip);
            note_problem(ok, err, errlen, "%s%s: out of memory", "", path);
            return;
        }
        cp->entries = grown;
        cp->cap = cap;
    }
    char *copy = strdup(path);
    if (!copy) {
        zip_close(zip);
        note_problem(ok, err, errlen, "%s%s: out of memory", "", path);
        return;
    }
    cp->entries[cp->count].path = copy;
    cp->entries[cp->count].zip = zip;
    cp->count++;
}

static int compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static bool has_jar_suffix(const char *name)
{
    size_t n = strlen(name);
    return n > 4 && (strcmp(name + n - 4, ".jar") == 0 || strcmp(name + n - 4, ".JAR") == 0);
}

/* The wildcard element ("dir/" then "*"): every jar in dir, in name order. */
static void add_wildcard(ClassPath *cp, const char *dir, bool *ok, char *err, size_t errlen)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    char **names = NULL;
    size_t n = 0, cap = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (!has_jar_suffix(de->d_name))
            continue;
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 16;
            char **grown = realloc(names, ncap * sizeof *grown);
            if (!grown)
                break;
            names = grown;
            cap = ncap;
        }
        size_t len = strlen(dir) + 1 + strlen(de->d_name) + 1;
        char *path = malloc(len);
        if (!path)
            break;
        snprintf(path, len, "%s/%s", dir, de->d_name);
        names[n++] = path;
    }
    closedir(d);
    if (n > 1)
        qsort(names, n, sizeof *names, compare_names);
    for (size_t i = 0; i < n; i++) {
        struct stat st;
        if (stat(names[i], &st) == 0 && S_ISREG(st.st_mode))
            add_element(cp, names[i], ok, err, errlen);
        free(names[i]);
    }
    free(names);
}

bool classpath_add(ClassPath *cp, const char *spec, char *err, size_t errlen)
{
    if (!cp)
        return false;
    if (!spec || !*spec)
        return true;
    bool ok = true;
    pthread_mutex_lock(&cp->lock);
    const char *p = spec;
    for (;;) {
        const char *colon = strchr(p, ':');
        size_t n = colon ? (size_t)(colon - p) : strlen(p);
        char *element = malloc(n + 2);
        if (!element) {
            note_problem(&ok, err, errlen, "%s%s", "out of memory", "");
            break;
        }
        if (n == 0) {
            strcpy(element, ".");                /* empty element: current directory */
        } else {
            memcpy(element, p, n);
            element[n] = 0;
        }
        if (strcmp(element, "*") == 0)
            add_wildcard(cp, ".", &ok, err, errlen);
        else if (n >= 2 && element[n - 1] == '*' && element[n - 2] == '/') {
            element[n - 2] = 0;
            add_wildcard(cp, n == 2 ? "/" : element, &ok, err, errlen);
        } else
            add_element(cp, element, &ok, err, errlen);
        free(element);
        if (!colon)
            break;
        p = colon + 1;
    }
    pthread_mutex_unlock(&cp->lock);
    return ok;
}

/* Internal names are '/'-separated non-empty components; "." and ".." are refused so a lookup
 * cannot leave a directory entry. */
static bool safe_name(const char *name)
{
    if (!name || !*name || name[0] == '/')
        return false;
    const char *c = name;
    for (;;) {
        const char *slash = strchr(c, '/');
        size_t n = slash ? (size_t)(slash - c) : strlen(c);
        if (n == 0 || (n == 1 && c[0] == '.') || (n == 2 && c[0] == '.' && c[1] == '.'))
            return false;
        if (memchr(c, '\\', n))
            return false;
        if (!slash)
            return true;
        c = slash + 1;
    }
}

/* Reads a whole regular file (at most ZIP_MAX_ENTRY_SIZE bytes). */
static bool read_file(const char *path, uint8_t **data, size_t *len)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    struct stat st;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || (uint64_t)st.st_size > ZIP_MAX_ENTRY_SIZE) {
        close(fd);
        return false;
    }
    size_t size = (size_t)st.st_size, got = 0;
    uint8_t *buf = malloc(size ? size : 1);
    while (buf && got < size) {
        ssize_t r = read(fd, buf + got, size - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fd);
    if (!buf || got != size) {
        free(buf);
        return false;
    }
    *data = buf;
    *len = size;
    return true;
}

bool classpath_find(ClassPath *cp, const char *internal_name, uint8_t **data, size_t *len, char **where)
{
    *data = NULL;
    *len = 0;
    if (where)
        *where = NULL;
    if (!cp || !safe_name(internal_name))
        return false;
    size_t name_len = strlen(internal_name);
    char *entry_name = malloc(name_len + sizeof ".class");
    if (!entry_name)
        return false;
    memcpy(entry_name, internal_name, name_len);
    memcpy(entry_name + name_len, ".class", sizeof ".class");

    bool found = false;
    pthread_mutex_lock(&cp->lock);
    for (size_t i = 0; i < cp->count && !found; i++) {
        const CpEntry *e = &cp->entries[i];
        if (e->zip) {
            char err[256];
            found = zip_contains(e->zip, entry_name) &&
                    zip_read_declared(e->zip, entry_name, data, len, err, sizeof err);
        } else {
            size_t n = strlen(e->path) + 1 + strlen(entry_name) + 1;
            char *path = malloc(n);
            if (path) {
                snprintf(path, n, "%s/%s", e->path, entry_name);
                found = read_file(path, data, len);
                free(path);
            }
        }
        if (found && where && !(*where = strdup(e->path))) {
            free(*data);
            *data = NULL;
            *len = 0;
            found = false;
            break;
        }
    }
    pthread_mutex_unlock(&cp->lock);
    free(entry_name);
    return found;
}

size_t classpath_count(ClassPath *cp)
{
    if (!cp)
        return 0;
    pthread_mutex_lock(&cp->lock);
    size_t n = cp->count;
    pthread_mutex_unlock(&cp->lock);
    return n;
}

const char *classpath_entry(ClassPath *cp, size_t i)
{
    if (!cp)
        return NULL;
    pthread_mutex_lock(&cp->lock);
    const char *path = i < cp->count ? cp->entries[i].path : NULL;
    pthread_mutex_unlock(&cp->lock);
    return path;
}
