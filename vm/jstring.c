/* jstring.c: java.lang.String objects made from C, UTF-8 <-> UTF-16, and the intern table. */
#include "jstring.h"

#include <stdlib.h>
#include <string.h>

#include "../gc/gc.h"
#include "vm.h"

static Object *string_value(Object *s) { return OBJ_FIELD(s, vm.off.String_value, Object *); }

jchar *string_chars(Object *s) { return ARRAY_DATA(string_value(s), jchar); }
jint string_length(Object *s) { return ARRAY_LENGTH(string_value(s)); }

/* Decodes modified or standard UTF-8 into UTF-16; returns the length. out has room for
 * strlen(utf8) units (UTF-16 never needs more units than UTF-8 has bytes). */
static jint utf8_decode(const char *utf8, jchar *out) {
    const uint8_t *p = (const uint8_t *)utf8;
    jint n = 0;
    while (*p) {
        uint32_t c = *p;
        if (c < 0x80) {
            out[n++] = (jchar)c;
            p++;
        } else if ((c & 0xE0) == 0xC0 && (p[1] & 0xC0) == 0x80) {
            out[n++] = (jchar)(((c & 0x1F) << 6) | (p[1] & 0x3F));
            p += 2;
        } else if ((c & 0xF0) == 0xE0 && (p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80) {
            out[n++] = (jchar)(((c & 0x0F) << 12) | ((p[1] & 0x3F) << 6) | (p[2] & 0x3F));
            p += 3;
        } else if ((c & 0xF8) == 0xF0 && (p[1] & 0xC0) == 0x80 && (p[2] & 0xC0) == 0x80 &&
                   (p[3] & 0xC0) == 0x80) {
            uint32_t cp = ((c & 0x07) << 18) | ((p[1] & 0x3F) << 12) | ((p[2] & 0x3F) << 6) | (p[3] & 0x3F);
            cp -= 0x10000;
            out[n++] = (jchar)(0xD800 + (cp >> 10));
            out[n++] = (jchar)(0xDC00 + (cp & 0x3FF));
            p += 4;
        } else {
            out[n++] = 0xFFFD;
            p++;
        }
    }
    return n;
}

Object *string_from_utf16(Thread *t, const jchar *chars, jint len) {
    Object *arr = gc_alloc_array(t, vm.wk.char_array, len);
    if (!arr) return NULL;
    memcpy(ARRAY_DATA(arr, jchar), chars, (size_t)len * sizeof(jchar));
    HandleMark hm = handle_mark(t);
    Handle ha = handle_new(t, arr);
    Object *s = gc_alloc_instance(t, vm.wk.String);
    if (s) {
        OBJ_FIELD(s, vm.off.String_value, Object *) = *ha;
        gc_write_barrier(s, &OBJ_FIELD(s, vm.off.String_value, Object *));
    }
    handle_release(t, hm);
    return s;
}

Object *string_from_utf8(Thread *t, const char *utf8) {
    size_t n = strlen(utf8);
    jchar stackbuf[256];
    jchar *buf = n <= 256 ? stackbuf : malloc(n * sizeof(jchar));
    if (!buf) vm_fatal("out of native memory");
    jint len = utf8_decode(utf8, buf);
    Object *s = string_from_utf16(t, buf, len);
    if (buf != stackbuf) free(buf);
    return s;
}

char *string_to_utf8(Object *s) {
    jint len = string_length(s);
    const jchar *c = string_chars(s);
    char *out = malloc((size_t)len * 3 + 1), *p = out;
    if (!out) vm_fatal("out of native memory");
    for (jint i = 0; i < len; i++) {
        uint32_t ch = c[i];
        if (ch >= 0xD800 && ch <= 0xDBFF && i + 1 < len && c[i + 1] >= 0xDC00 && c[i + 1] <= 0xDFFF) {
            ch = 0x10000 + ((ch - 0xD800) << 10) + (c[i + 1] - 0xDC00);
            i++;
        } else if (ch >= 0xD800 && ch <= 0xDFFF) {
            ch = '?';
        }
        if (ch < 0x80) *p++ = (char)ch;
        else if (ch < 0x800) { *p++ = (char)(0xC0 | (ch >> 6)); *p++ = (char)(0x80 | (ch & 0x3F)); }
        else if (ch < 0x10000) {
            *p++ = (char)(0xE0 | (ch >> 12));
            *p++ = (char)(0x80 | ((ch >> 6) & 0x3F));
            *p++ = (char)(0x80 | (ch & 0x3F));
        } else {
            *p++ = (char)(0xF0 | (ch >> 18));
            *p++ = (char)(0x80 | ((ch >> 12) & 0x3F));
            *p++ = (char)(0x80 | ((ch >> 6) & 0x3F));
            *p++ = (char)(0x80 | (ch & 0x3F));
        }
    }
    *p = 0;
    return out;
}

bool string_equals_utf8(Object *s, const char *utf8) {
    char *u = string_to_utf8(s);
    bool eq = strcmp(u, utf8) == 0;
    free(u);
    return eq;
}

static jint hash_chars(const jchar *c, jint len) {
    uint32_t h = 0;
    for (jint i = 0; i < len; i++) h = 31 * h + c[i];
    return (jint)h;
}

jint string_hash(Object *s) { return hash_chars(string_chars(s), string_length(s)); }

/* ---- the intern table: open addressing on the String hash; strong references ---- */

static pthread_mutex_t intern_lock = PTHREAD_MUTEX_INITIALIZER;
static Object **itab;
static size_t icap, icount;

static size_t find_slot(const jchar *c, jint len, jint hash) {
    size_t j = (uint32_t)hash & (icap - 1);
    while (itab[j]) {
        Object *s = itab[j];
        if (string_length(s) == len && memcmp(string_chars(s), c, (size_t)len * 2) == 0) return j;
        j = (j + 1) & (icap - 1);
    }
    return j;
}

static void grow(void) {
    size_t ncap = icap ? icap * 2 : 4096;
    Object **old = itab;
    size_t ocap = icap;
    itab = calloc(ncap, sizeof *itab);
    if (!itab) vm_fatal("out of native memory");
    icap = ncap;
    for (size_t i = 0; i < ocap; i++)
        if (old[i]) itab[find_slot(string_chars(old[i]), string_length(old[i]), string_hash(old[i]))] = old[i];
    free(old);
}

/* Looks up c[0..len); inserts `s` (which must hold those characters) if absent and s != NULL. */
static Object *intern_lookup(const jchar *c, jint len, Object *s) {
    pthread_mutex_lock(&intern_lock);
    if ((icount + 1) * 2 > icap) grow();
    size_t j = find_slot(c, len, hash_chars(c, len));
    Object *r = itab[j];
    if (!r && s) {
        itab[j] = r = s;
        icount++;
    }
    pthread_mutex_unlock(&intern_lock);
    return r;
}

Object *string_intern(Thread *t, Object *s) {
    (void)t;
    return intern_lookup(string_chars(s), string_length(s), s);
}

Object *string_intern_utf8(Thread *t, const char *utf8) {
    size_t n = strlen(utf8);
    jchar stackbuf[256];
    jchar *buf = n <= 256 ? stackbuf : malloc(n * sizeof(jchar) + 1);
    if (!buf) vm_fatal("out of native memory");
    jint len = utf8_decode(utf8, buf);
    Object *r = intern_lookup(buf, len, NULL);
    if (!r) {
        Object *s = string_from_utf16(t, buf, len);
        r = s ? intern_lookup(buf, len, s) : NULL;
    }
    if (buf != stackbuf) free(buf);
    return r;
}

/* The GC moves strings but not their contents, so slots keep their hash positions. */
void string_table_visit(void (*visit)(Object **slot, void *ctx), void *ctx) {
    for (size_t i = 0; i < icap; i++)
        if (itab[i]) visit(&itab[i], ctx);
}
