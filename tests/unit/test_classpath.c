/* test_classpath.c: directory and jar entries in a temporary tree, first match wins, missing
 * and unusable entries, wildcards, empty elements, malformed names, concurrent finds. */
#define _POSIX_C_SOURCE 200809L
#include "classpath.h"
#include "unit.h"
#include "fixtures/zipbuild.h"

#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char root[1024];

static const char *at(const char *rel)
{
    static char buf[4][PATH_MAX];
    static int next;
    char *b = buf[next++ % 4];
    snprintf(b, PATH_MAX, "%s/%s", root, rel);
    return b;
}

static void write_text(const char *rel, const char *text)
{
    CHECK(zb_write_file(at(rel), text, strlen(text)));
}

static void write_jar(const char *rel, const ZbEntry *e, size_t n)
{
    ZbBuf b = {0};
    zb_build(&b, e, n, NULL, NULL);
    CHECK(zb_write_file(at(rel), b.p, b.len));
    free(b.p);
}

/* Builds:  dir1/p/{A,B}.class  one.jar{p/A,p/C}  lib/{x,y}.jar  lib/readme.txt  bad.jar */
static void make_tree(void)
{
    mkdir(at("dir1"), 0755);
    mkdir(at("dir1/p"), 0755);
    mkdir(at("lib"), 0755);
    write_text("dir1/p/A.class", "dir1 A");
    write_text("dir1/p/B.class", "dir1 B");
    write_jar("one.jar", (ZbEntry[]){{"p/A.class", "jar A", 5, 0}, {"p/C.class", "jar C", 5, 8}}, 2);
    write_jar("lib/y.jar", (ZbEntry[]){{"q/X.class", "lib y X", 7, 8}, {"q/Y.class", "lib y Y", 7, 8}}, 2);
    write_jar("lib/x.jar", (ZbEntry[]){{"q/X.class", "lib x X", 7, 8}}, 1);
    write_text("lib/readme.txt", "not a jar");
    write_text("bad.jar", "this is not a zip file");
}

static void remove_tree(void)
{
    const char *files[] = {"dir1/p/A.class", "dir1/p/B.class", "one.jar", "lib/x.jar", "lib/y.jar",
                           "lib/readme.txt", "bad.jar"};
    for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
        unlink(at(files[i]));
    rmdir(at("dir1/p"));
    rmdir(at("dir1"));
    rmdir(at("lib"));
    rmdir(root);
}

/* Finds name and checks the bytes and, if want_where is not NULL, the entry. */
static bool found(ClassPath *cp, const char *name, const char *want, const char *want_where)
{
    uint8_t *data;
    size_t len;
    char *where = NULL;
    if (!classpath_find(cp, name, &data, &len, &where)) {
        fprintf(stderr, "  %s not found\n", name);
        return false;
    }
    bool ok = len == strlen(want) && memcmp(data, want, len) == 0;
    if (want_where)
        ok = ok && where && strcmp(where, want_where) == 0;
    if (!ok)
        fprintf(stderr, "  %s: got \"%.*s\" from %s\n", name, (int)len, (const char *)data, where ? where : "?");
    free(data);
    free(where);
    return ok;
}

static bool not_found(ClassPath *cp, const char *name)
{
    uint8_t *data = (uint8_t *)1;
    size_t len = 1;
    char *where = (char *)1;
    bool r = classpath_find(cp, name, &data, &len, &where);
    if (r) {
        free(data);
        free(where);
    }
    return !r && data == NULL && len == 0 && where == NULL;
}

static void test_order_and_missing(void)
{
    char spec[4 * PATH_MAX], err[512] = "";
    ClassPath *cp = classpath_new();
    snprintf(spec, sizeof spec, "%s:%s:%s:%s", at("missing"), at("dir1"), at("one.jar"), at("also/missing.jar"));
    CHECK(classpath_add(cp, spec, err, sizeof err));
    CHECK_EQ_INT(classpath_count(cp), 2);
    CHECK_STR(classpath_entry(cp, 0), at("dir1"));
    CHECK_STR(classpath_entry(cp, 1), at("one.jar"));
    CHECK(classpath_entry(cp, 2) == NULL);
    CHECK(found(cp, "p/A", "dir1 A", at("dir1")));
    CHECK(found(cp, "p/B", "dir1 B", at("dir1")));
    CHECK(found(cp, "p/C", "jar C", at("one.jar")));
    CHECK(not_found(cp, "p/D"));
    CHECK(not_found(cp, "p"));
    uint8_t *data;
    size_t len;
    CHECK(classpath_find(cp, "p/C", &data, &len, NULL));
    free(data);
    classpath_free(cp);

    cp = classpath_new();
    snprintf(spec, sizeof spec, "%s:%s", at("one.jar"), at("dir1"));
    CHECK(classpath_add(cp, spec, err, sizeof err));
    CHECK(found(cp, "p/A", "jar A", at("one.jar")));   /* first match wins */
    CHECK(found(cp, "p/B", "dir1 B", at("dir1")));
    /* adding more later appends */
    CHECK(classpath_add(cp, at("lib/x.jar"), err, sizeof err));
    CHECK(found(cp, "q/X", "lib x X", at("lib/x.jar")));
    CHECK(classpath_add(cp, "", err, sizeof err));
    CHECK(classpath_add(cp, NULL, err, sizeof err));
    CHECK_EQ_INT(classpath_count(cp), 3);
    classpath_free(cp);
    classpath_free(NULL);
}

static void test_bad_entries(void)
{
    char spec[4 * PATH_MAX], err[512] = "";
    ClassPath *cp = classpath_new();
    snprintf(spec, sizeof spec, "%s:%s:%s", at("bad.jar"), at("dir1"), at("lib/readme.txt"));
    CHECK(!classpath_add(cp, spec, err, sizeof err));
    CHECK(strstr(err, "bad.jar") != NULL);             /* the first problem is reported */
    CHECK_EQ_INT(classpath_count(cp), 1);              /* the usable entry is still there */
    CHECK(found(cp, "p/B", "dir1 B", NULL));
    classpath_free(cp);
}

static void test_wildcards_and_empty(void)
{
    char spec[4 * PATH_MAX], err[512] = "", cwd[PATH_MAX];
    ClassPath *cp = classpath_new();
    snprintf(spec, sizeof spec, "%s/*", at("lib"));
    CHECK(classpath_add(cp, spec, err, sizeof err));
    CHECK_EQ_INT(classpath_count(cp), 2);              /* readme.txt is not a jar */
    CHECK(found(cp, "q/X", "lib x X", at("lib/x.jar")));   /* jars in name order */
    CHECK(found(cp, "q/Y", "lib y Y", at("lib/y.jar")));
    classpath_free(cp);

    if (!CHECK(getcwd(cwd, sizeof cwd) != NULL))
        return;
    /* an empty element is the current directory; "*" alone is its jars */
    CHECK_EQ_INT(chdir(at("dir1")), 0);
    cp = classpath_new();
    snprintf(spec, sizeof spec, "%s:", at("missing"));
    CHECK(classpath_add(cp, spec, err, sizeof err));
    CHECK_EQ_INT(classpath_count(cp), 1);
    CHECK(found(cp, "p/A", "dir1 A", "."));
    classpath_free(cp);
    CHECK_EQ_INT(chdir(at("lib")), 0);
    cp = classpath_new();
    CHECK(classpath_add(cp, "*", err, sizeof err));
    CHECK_EQ_INT(classpath_count(cp), 2);
    CHECK(found(cp, "q/Y", "lib y Y", "./y.jar"));
    classpath_free(cp);
    CHECK_EQ_INT(chdir(cwd), 0);
}

static void test_names(void)
{
    char err[512] = "";
    ClassPath *cp = classpath_new();
    CHECK(classpath_add(cp, at("dir1/p"), err, sizeof err));
    CHECK(classpath_add(cp, at("one.jar"), err, sizeof err));
    CHECK(found(cp, "A", "dir1 A", NULL));
    CHECK(not_found(cp, "../p/A"));                    /* would name dir1/p/A.class */
    CHECK(not_found(cp, "./A"));
    CHECK(not_found(cp, "x/../A"));
    CHECK(not_found(cp, "/etc/passwd"));
    CHECK(not_found(cp, "p//C"));
    CHECK(not_found(cp, "p/C/"));
    CHECK(not_found(cp, ""));
    CHECK(not_found(cp, NULL));
    CHECK(found(cp, "p/C", "jar C", NULL));
    classpath_free(cp);
}

typedef struct Worker {
    ClassPath *cp;
    int failures;
} Worker;

static void *worker(void *arg)
{
    Worker *w = arg;
    static const char *names[] = {"p/A", "p/C", "q/X", "q/Y", "p/B"};
    static const char *want[] = {"dir1 A", "jar C", "lib x X", "lib y Y", "dir1 B"};
    for (int i = 0; i < 2000; i++) {
        int k = i % 5;
        uint8_t *data;
        size_t len;
        char *where;
        if (!classpath_find(w->cp, names[k], &data, &len, &where) || len != strlen(want[k]) ||
            memcmp(data, want[k], len) != 0) {
            w->failures++;
            continue;
        }
        free(data);
        free(where);
    }
    return NULL;
}

static void test_threads(void)
{
    char spec[4 * PATH_MAX], err[512] = "";
    ClassPath *cp = classpath_new();
    snprintf(spec, sizeof spec, "%s:%s:%s/*", at("dir1"), at("one.jar"), at("lib"));
    CHECK(classpath_add(cp, spec, err, sizeof err));
    pthread_t threads[8];
    Worker workers[8];
    for (int i = 0; i < 8; i++) {
        workers[i] = (Worker){cp, 0};
        CHECK_EQ_INT(pthread_create(&threads[i], NULL, worker, &workers[i]), 0);
    }
    int failures = 0;
    for (int i = 0; i < 8; i++) {
        pthread_join(threads[i], NULL);
        failures += workers[i].failures;
    }
    CHECK_EQ_INT(failures, 0);
    classpath_free(cp);
}

int main(void)
{
    const char *tmp = getenv("TMPDIR");
    snprintf(root, sizeof root, "%s/minivm_classpath_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    if (!mkdtemp(root)) {
        perror("mkdtemp");
        return 1;
    }
    make_tree();
    test_order_and_missing();
    test_bad_entries();
    test_wildcards_and_empty();
    test_names();
    test_threads();
    remove_tree();
    return unit_summary("test_classpath");
}
