/* test_zip.c: the zip reader on archives built in memory (tests/unit/fixtures/zipbuild.h). */
#define _POSIX_C_SOURCE 200809L
#include "zip.h"
#include "unit.h"
#include "fixtures/zipbuild.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char stored_text[] = "hello, stored world\n";
static char big_text[20000];          /* compressible, for the deflated entry */

static void init_big_text(void)
{
    for (size_t i = 0; i < sizeof big_text; i++)
        big_text[i] = (char)('a' + (i * 7 + i / 13) % 26);
}

/* A two-entry archive: "a/stored.txt" (method 0) and "b/deflated.bin" (method 8). */
static ZbBuf sample_zip(const char *comment, ZbLayout *lay)
{
    ZbEntry e[] = {
        {"a/stored.txt", stored_text, sizeof stored_text - 1, 0},
        {"b/deflated.bin", big_text, sizeof big_text, 8},
    };
    ZbBuf b = {0};
    zb_build(&b, e, 2, comment, lay);
    return b;
}

static bool read_equals(const Zip *z, const char *name, const void *want, size_t want_len)
{
    uint8_t *data;
    size_t len;
    char err[256] = "";
    if (!zip_read(z, name, &data, &len, err, sizeof err)) {
        fprintf(stderr, "  zip_read(%s): %s\n", name, err);
        return false;
    }
    bool same = len == want_len && memcmp(data, want, len) == 0;
    free(data);
    return same;
}

/* Opens b, reads name and returns the error text (empty on success) in err. */
static bool read_fails(const ZbBuf *b, const char *name, char *err, size_t errlen)
{
    Zip *z = zip_open_memory(b->p, b->len, err, errlen);
    if (!z)
        return true;
    uint8_t *data = (uint8_t *)1;
    size_t len = 1;
    bool ok = zip_read(z, name, &data, &len, err, errlen);
    if (ok)
        free(data);
    else if (data != NULL || len != 0)
        ok = true;               /* failure must clear the outputs */
    zip_close(z);
    return !ok;
}

static void test_read(void)
{
    ZbBuf b = sample_zip(NULL, NULL);
    char err[256] = "";
    Zip *z = zip_open_memory(b.p, b.len, err, sizeof err);
    if (!CHECK(z != NULL)) {
        fprintf(stderr, "  %s\n", err);
        free(b.p);
        return;
    }
    CHECK_EQ_INT(zip_entry_count(z), 2);
    CHECK_STR(zip_entry_name(z, 0), "a/stored.txt");
    CHECK_STR(zip_entry_name(z, 1), "b/deflated.bin");
    CHECK(zip_entry_name(z, 2) == NULL);
    CHECK(zip_contains(z, "a/stored.txt"));
    CHECK(zip_contains(z, "b/deflated.bin"));
    CHECK(!zip_contains(z, "a/stored"));
    CHECK(!zip_contains(z, "A/STORED.TXT"));
    CHECK(read_equals(z, "a/stored.txt", stored_text, sizeof stored_text - 1));
    CHECK(read_equals(z, "b/deflated.bin", big_text, sizeof big_text));

    uint8_t *data = (uint8_t *)1;
    size_t len = 1;
    CHECK(!zip_read(z, "missing.class", &data, &len, err, sizeof err));
    CHECK(data == NULL && len == 0);
    CHECK_STR(err, "<memory>: no entry missing.class");
    CHECK(zip_manifest_main_class(z) == NULL);
    zip_close(z);
    zip_close(NULL);

    /* the same archive from a file, behind a self-extractor style prefix */
    char path[1100];
    const char *tmp = getenv("TMPDIR");
    snprintf(path, sizeof path, "%.1024s/minivm_test_zip_XXXXXX", tmp && *tmp ? tmp : "/tmp");
    int fd = mkstemp(path);
    if (CHECK(fd >= 0)) {
        close(fd);
        ZbBuf pre = {0};
        zb_put(&pre, "#!/bin/sh\nexit 0\n", 17);
        zb_build(&pre, (ZbEntry[]){{"x.txt", stored_text, sizeof stored_text - 1, 8}}, 1, NULL, NULL);
        CHECK(zb_write_file(path, pre.p, pre.len));
        z = zip_open(path, err, sizeof err);
        if (CHECK(z != NULL)) {
            CHECK(read_equals(z, "x.txt", stored_text, sizeof stored_text - 1));
            zip_close(z);
        }
        unlink(path);
        free(pre.p);
        CHECK(zip_open(path, err, sizeof err) == NULL);
        CHECK(strstr(err, path) != NULL);
    }
    free(b.p);
}

static void test_comment_and_empty(void)
{
    ZbBuf b = sample_zip("an archive comment, with PK\5\6 inside it", NULL);
    char err[256] = "";
    Zip *z = zip_open_memory(b.p, b.len, err, sizeof err);
    if (CHECK(z != NULL)) {
        CHECK(read_equals(z, "b/deflated.bin", big_text, sizeof big_text));
        zip_close(z);
    }
    free(b.p);

    /* an empty archive and an empty entry */
    ZbBuf empty = {0};
    zb_build(&empty, NULL, 0, NULL, NULL);
    z = zip_open_memory(empty.p, empty.len, err, sizeof err);
    if (CHECK(z != NULL)) {
        CHECK_EQ_INT(zip_entry_count(z), 0);
        CHECK(!zip_contains(z, "x"));
        zip_close(z);
    }
    free(empty.p);
    ZbBuf one = {0};
    zb_build(&one, (ZbEntry[]){{"empty", "", 0, 8}, {"empty0", "", 0, 0}}, 2, NULL, NULL);
    z = zip_open_memory(one.p, one.len, err, sizeof err);
    if (CHECK(z != NULL)) {
        uint8_t *data = NULL;
        size_t len = 9;
        CHECK(zip_read(z, "empty", &data, &len, err, sizeof err));
        CHECK(data != NULL && len == 0);
        free(data);
        CHECK(zip_read(z, "empty0", &data, &len, err, sizeof err));
        CHECK(data != NULL && len == 0);
        free(data);
        zip_close(z);
    }
    free(one.p);

    /* not an archive at all */
    CHECK(zip_open_memory((const uint8_t *)"hello", 5, err, sizeof err) == NULL);
    CHECK_STR(err, "<memory>: not a zip file (no end of central directory record)");
    CHECK(zip_open_memory(NULL, 0, err, sizeof err) == NULL);
}

static void test_corrupt_entries(void)
{
    char err[256];
    ZbLayout lay;

    ZbBuf b = sample_zip(NULL, &lay);
    zb_set_u32(&b, lay.central[1] + 16, 0x12345678u);    /* CRC */
    CHECK(read_fails(&b, "b/deflated.bin", err, sizeof err));
    CHECK_STR(err, "<memory>: b/deflated.bin: CRC-32 mismatch");
    {   /* java's class path reads make no CRC check */
        Zip *z = zip_open_memory(b.p, b.len, err, sizeof err);
        uint8_t *data = NULL;
        size_t len = 0;
        CHECK(z && zip_read_declared(z, "b/deflated.bin", &data, &len, err, sizeof err));
        CHECK(len == sizeof big_text && data && memcmp(data, big_text, len) == 0);
        free(data);
        zip_close(z);
    }
    CHECK(read_fails(&b, "b/deflated.bin", err, sizeof err));
    b.p[lay.local[0] + 30 + strlen("a/stored.txt")] ^= 1; /* stored data, CRC unchanged */
    CHECK(read_fails(&b, "a/stored.txt", err, sizeof err));
    CHECK_STR(err, "<memory>: a/stored.txt: CRC-32 mismatch");
    free(b.p);

    /* uncompressed size lies: bigger, smaller, absurd */
    b = sample_zip(NULL, &lay);
    zb_set_u32(&b, lay.central[1] + 24, sizeof big_text + 1);
    CHECK(read_fails(&b, "b/deflated.bin", err, sizeof err));
    CHECK(strstr(err, "but the header says") != NULL);
    zb_set_u32(&b, lay.central[1] + 24, sizeof big_text - 100);
    CHECK(read_fails(&b, "b/deflated.bin", err, sizeof err));
    CHECK(strstr(err, "more than the declared") != NULL);
    zb_set_u32(&b, lay.central[1] + 24, 200u << 20);
    CHECK(read_fails(&b, "b/deflated.bin", err, sizeof err));
    CHECK(strstr(err, "impossible") != NULL);
    zb_set_u32(&b, lay.central[1] + 24, 0xFFFFFFF0u);
    CHECK(read_fails(&b, "b/deflated.bin", err, sizeof err));
    CHECK(strstr(err, "too large") != NULL);
    free(b.p);

    /* a small bomb: 4 MiB of zeros declared as 1000 bytes */
    size_t bomb_len = (size_t)4 << 20;
    char *zeros = calloc(1, bomb_len);
    ZbBuf bomb = {0};
    zb_build(&bomb, (ZbEntry[]){{"bomb", zeros, bomb_len, 8}}, 1, NULL, &lay);
    free(zeros);
    zb_set_u32(&bomb, lay.central[0] + 24, 1000);
    CHECK(read_fails(&bomb, "bomb", err, sizeof err));
    CHECK(strstr(err, "more than the declared") != NULL);
    {   /* read as java's class path does: the declared 1000 bytes */
        Zip *z = zip_open_memory(bomb.p, bomb.len, err, sizeof err);
        uint8_t *data = NULL;
        size_t len = 0;
        CHECK(z && zip_read_declared(z, "bomb", &data, &len, err, sizeof err));
        CHECK(len == 1000 && data && data[0] == 0 && data[999] == 0);
        free(data);
        zip_close(z);
    }
    free(bomb.p);

    /* compressed data cut short, garbage deflate data, bad method, encryption, bad offsets */
    b = sample_zip(NULL, &lay);
    uint32_t csize = (uint32_t)(lay.central[1] - lay.local[1]) - 30 - (uint32_t)strlen("b/deflated.bin");
    (void)csize;
    ZbBuf cut = {0};
    zb_put(&cut, b.p, b.len);
    zb_set_u32(&cut, lay.central[1] + 20, 10);
    CHECK(read_fails(&cut, "b/deflated.bin", err, sizeof err));
    CHECK(strstr(err, "impossible") != NULL || strstr(err, "truncated deflate data") != NULL);
    free(cut.p);
    ZbBuf junk = {0};
    zb_put(&junk, b.p, b.len);
    memset(junk.p + lay.local[1] + 30 + strlen("b/deflated.bin"), 0xFF, 16);
    CHECK(read_fails(&junk, "b/deflated.bin", err, sizeof err));
    CHECK(strstr(err, "invalid deflate data") != NULL);
    free(junk.p);
    ZbBuf method = {0};
    zb_put(&method, b.p, b.len);
    zb_set_u16(&method, lay.central[0] + 10, 12);
    CHECK(read_fails(&method, "a/stored.txt", err, sizeof err));
    CHECK_STR(err, "<memory>: a/stored.txt: unsupported compression method 12");
    zb_set_u16(&method, lay.central[0] + 10, 0);
    zb_set_u16(&method, lay.central[0] + 8, 1);
    CHECK(read_fails(&method, "a/stored.txt", err, sizeof err));
    CHECK(strstr(err, "encrypted") != NULL);
    free(method.p);
    ZbBuf offset = {0};
    zb_put(&offset, b.p, b.len);
    zb_set_u32(&offset, lay.central[0] + 42, (uint32_t)lay.cd_start - 10);
    CHECK(read_fails(&offset, "a/stored.txt", err, sizeof err));
    CHECK(strstr(err, "invalid local header offset") != NULL);
    zb_set_u32(&offset, lay.central[0] + 42, 0xFFFFFF00u);
    CHECK(read_fails(&offset, "a/stored.txt", err, sizeof err));
    free(offset.p);
    ZbBuf zip64 = {0};
    zb_put(&zip64, b.p, b.len);
    zb_set_u32(&zip64, lay.end + 16, 0xFFFFFFFFu);
    CHECK(zip_open_memory(zip64.p, zip64.len, err, sizeof err) == NULL);
    CHECK_STR(err, "<memory>: ZIP64 archives are not supported");
    free(zip64.p);
    free(b.p);
}

static void test_truncated_directory(void)
{
    char err[256];
    ZbLayout lay;
    ZbBuf b = sample_zip(NULL, &lay);

    /* every proper prefix of the archive: no end record, so no archive */
    int opened = 0;
    for (size_t n = 0; n < b.len; n++) {
        uint8_t *copy = malloc(n ? n : 1);
        memcpy(copy, b.p, n);
        Zip *z = zip_open_memory(copy, n, err, sizeof err);
        if (z) {
            opened++;
            zip_close(z);
        } else if (err[0] == 0) {
            opened++;
        }
        free(copy);
    }
    CHECK_EQ_INT(opened, 0);

    /* the central directory cut at every length, the end record kept */
    int accepted = 0;
    for (size_t keep = 0; keep < lay.cd_size; keep++) {
        ZbBuf t = {0};
        zb_put(&t, b.p, lay.cd_start + keep);
        zb_put(&t, b.p + lay.end, b.len - lay.end);
        err[0] = 0;
        Zip *z = zip_open_memory(t.p, t.len, err, sizeof err);
        if (z) {
            accepted++;
            zip_close(z);
        } else if (err[0] == 0) {
            accepted++;
        }
        free(t.p);
    }
    CHECK_EQ_INT(accepted, 0);

    /* an end record claiming more entries than the directory holds */
    ZbBuf more = {0};
    zb_put(&more, b.p, b.len);
    zb_set_u16(&more, lay.end + 8, 3);
    zb_set_u16(&more, lay.end + 10, 3);
    CHECK(zip_open_memory(more.p, more.len, err, sizeof err) == NULL);
    free(more.p);

    /* a name length running past the directory */
    ZbBuf name = {0};
    zb_put(&name, b.p, b.len);
    zb_set_u16(&name, lay.central[1] + 28, 0xFFFF);
    CHECK(zip_open_memory(name.p, name.len, err, sizeof err) == NULL);
    CHECK(strstr(err, "runs past the directory") != NULL);
    free(name.p);
    free(b.p);
}

static void test_duplicates(void)
{
    ZbBuf b = {0};
    zb_build(&b, (ZbEntry[]){{"same", "first", 5, 0}, {"same", "second", 6, 8}}, 2, NULL, NULL);
    char err[256];
    Zip *z = zip_open_memory(b.p, b.len, err, sizeof err);
    if (CHECK(z != NULL)) {
        CHECK(read_equals(z, "same", "second", 6));   /* the last one wins, as in java.util.zip */
        zip_close(z);
    }
    free(b.p);
}

static char *main_class_of(const char *manifest, const char *manifest_name)
{
    ZbBuf b = {0};
    zb_build(&b, (ZbEntry[]){{"META-INF/", "", 0, 0}, {manifest_name, manifest, strlen(manifest), 8}}, 2, NULL,
             NULL);
    char err[256];
    Zip *z = zip_open_memory(b.p, b.len, err, sizeof err);
    free(b.p);
    if (!z)
        return NULL;
    char *r = zip_manifest_main_class(z);
    zip_close(z);
    return r;
}

static void check_main_class(const char *manifest, const char *want)
{
    char *got = main_class_of(manifest, "META-INF/MANIFEST.MF");
    CHECK_STR(got, want);
    free(got);
}

static void test_manifest(void)
{
    check_main_class("Manifest-Version: 1.0\r\nMain-Class: com.example.Main\r\n\r\n", "com.example.Main");
    check_main_class("Manifest-Version: 1.0\nMain-Class: com.example.Main\n", "com.example.Main");
    check_main_class("Main-Class: com.example.Main", "com.example.Main");
    check_main_class("main-class:   Spaced  \r\n", "Spaced");
    /* 72-byte lines: continuation lines start with one space */
    check_main_class("Manifest-Version: 1.0\r\n"
                     "Main-Class: org.example.averyveryveryverylongpackagename.andanotherlongon\r\n"
                     " e.Main\r\n"
                     "Created-By: 17\r\n\r\n",
                     "org.example.averyveryveryverylongpackagename.andanotherlongone.Main");
    check_main_class("Main-Class: a.b\n .c\n .D\nX: y\n", "a.b.c.D");
    check_main_class("Main-Class: a.b\r .C\r", "a.b.C");
    /* only the main section counts */
    check_main_class("Manifest-Version: 1.0\r\n\r\nName: foo/\r\nMain-Class: Wrong\r\n", NULL);
    check_main_class("Manifest-Version: 1.0\r\n", NULL);
    check_main_class("", NULL);
    check_main_class("Main-Class:\r\n", NULL);
    check_main_class("\xEF\xBB\xBFMain-Class: Bom\n", "Bom");
    /* the entry name matches case-insensitively when the exact one is missing */
    char *got = main_class_of("Main-Class: Lower\n", "meta-inf/manifest.mf");
    CHECK_STR(got, "Lower");
    free(got);
    CHECK(zip_manifest_main_class(NULL) == NULL);
}

/* Deterministic mutations of a small archive: open and read must never crash. */
static void test_mutations(void)
{
    ZbBuf b = {0};
    zb_build(&b,
             (ZbEntry[]){{"META-INF/MANIFEST.MF", "Main-Class: M\n", 14, 8},
                         {"p/A.class", stored_text, sizeof stored_text - 1, 0},
                         {"p/B.class", big_text, 3000, 8}},
             3, "c", NULL);
    uint64_t seed = 42;
    int bad = 0;
    for (int round = 0; round < 20000; round++) {
        uint8_t *copy = malloc(b.len);
        memcpy(copy, b.p, b.len);
        size_t n = b.len;
        for (int e = 0; e < 1 + round % 3; e++) {
            seed = seed * 6364136223846793005ull + 1442695040888963407ull;
            size_t at = (size_t)(seed >> 33) % n;
            if ((seed >> 20) % 8 == 0)
                n = at + 1;
            else
                copy[at] = (seed >> 21) % 2 ? (uint8_t)(seed >> 40) : copy[at] ^ (uint8_t)(1u << (seed >> 9) % 8);
        }
        char err[256] = "";
        Zip *z = zip_open_memory(copy, n, err, sizeof err);
        if (!z) {
            bad += err[0] == 0;
        } else {
            for (size_t i = 0; i < zip_entry_count(z); i++) {
                uint8_t *data;
                size_t len;
                if (zip_read(z, zip_entry_name(z, i), &data, &len, err, sizeof err))
                    free(data);
                else
                    bad += err[0] == 0;
            }
            free(zip_manifest_main_class(z));
            zip_close(z);
        }
        free(copy);
    }
    CHECK_EQ_INT(bad, 0);
    free(b.p);
}

int main(void)
{
    init_big_text();
    test_read();
    test_comment_and_empty();
    test_corrupt_entries();
    test_truncated_directory();
    test_duplicates();
    test_manifest();
    test_mutations();
    return unit_summary("test_zip");
}
