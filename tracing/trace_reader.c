/* trace_reader.c: files, frames, records and symbols of a trace (see trace_reader.h). */
#include "trace_reader.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "trace_compress.h"

static const char *const kind_names[3] = {"events", "symbols", "heap"};

static uint32_t rd32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static bool open_ring(TraceFile *f, const char *path, char *err, size_t errlen);

/* Maps one file and checks its header; f->data, size, info and pos describe it. */
static bool open_one(TraceFile *f, const char *path, unsigned kind, char *err, size_t errlen) {
    snprintf(f->path, sizeof f->path, "%s", path);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        return false;
    }
    struct stat st;
    if (fstat(fd, &st) != 0) {
        snprintf(err, errlen, "%s: %s", path, strerror(errno));
        close(fd);
        return false;
    }
    f->size = (size_t)st.st_size;
    if (f->size > 0) {
        void *m = mmap(NULL, f->size, PROT_READ, MAP_PRIVATE, fd, 0);
        if (m == MAP_FAILED) {
            snprintf(err, errlen, "%s: cannot map: %s", path, strerror(errno));
            close(fd);
            return false;
        }
        f->data = m;
    }
    close(fd);
    if (f->size < 8) {
        snprintf(err, errlen, "%s: offset 0: truncated file header (%zu bytes)", path, f->size);
        return false;
    }
    if (rd32(f->data) != TRACE_MAGIC) {
        snprintf(err, errlen, "%s: offset 0: not a minivm trace file (bad magic 0x%08x)", path, rd32(f->data));
        return false;
    }
    uint32_t version = rd32(f->data + 4);
    if (version != TRACE_VERSION) {
        snprintf(err, errlen, "%s: offset 4: unsupported trace format version %u (this decoder reads version %u)",
                 path, version, TRACE_VERSION);
        return false;
    }
    if ((uintptr_t)f->data % 4 != 0) {
        snprintf(err, errlen, "%s: misaligned mapping", path);
        return false;
    }
    const uint32_t *w = (const uint32_t *)(f->data + 8);
    size_t avail = (f->size - 8) / 4;
    if (avail < 1 || (w[0] >> 24) != TEV_FILE_INFO) {
        snprintf(err, errlen, "%s: offset 8: %s", path, avail < 1 ? "truncated file header" : "FILE_INFO record expected");
        return false;
    }
    size_t n = trace_dec_FILE_INFO(w, avail, &f->info);
    if (n == 0) {
        snprintf(err, errlen, "%s: offset 8: truncated FILE_INFO record", path);
        return false;
    }
    if (f->info.kind != kind) {
        snprintf(err, errlen, "%s: offset 8: file kind %u (%s), expected %u (%s)", path, f->info.kind,
                 f->info.kind < 3 ? kind_names[f->info.kind] : "unknown", kind, kind_names[kind]);
        return false;
    }
    if (f->info.align == 0 || (f->info.align & (f->info.align - 1))) {
        snprintf(err, errlen, "%s: offset 8: bad heap alignment %u", path, f->info.align);
        return false;
    }
    f->pos = 8 + n * 4;
    return true;
}

bool trace_file_open(TraceFile *f, const char *path, unsigned kind, char *err, size_t errlen) {
    memset(f, 0, sizeof *f);
    if (kind == TRACE_FILE_EVENTS && access(path, F_OK) != 0 && errno == ENOENT) {
        if (open_ring(f, path, err, errlen)) return true;
        if (f->nparts == 0 && strstr(err, "no files of the rotated trace")) snprintf(err, errlen, "%s: %s", path, strerror(ENOENT));
        return false;
    }
    if (!open_one(f, path, kind, err, errlen)) {
        if (f->data) munmap((void *)f->data, f->size);   /* a bad header leaves nothing mapped */
        f->data = NULL;
        return false;
    }
    f->total_size = f->size;
    return true;
}

void trace_file_close(TraceFile *f) {
    if (f->parts) {
        for (size_t i = 0; i < f->nparts; i++)
            if (f->parts[i].data) munmap((void *)f->parts[i].data, f->parts[i].size);
        free(f->parts);
        f->parts = NULL;
    } else if (f->data) {
        munmap((void *)f->data, f->size);
    }
    free(f->scratch);
    f->scratch = NULL;
    f->data = NULL;
    f->size = 0;
}

/* ---- rotated traces ---- */

static int by_seq(const void *a, const void *b) {
    uint32_t x = ((const TracePart *)a)->seq, y = ((const TracePart *)b)->seq;
    return x < y ? -1 : x > y;
}

/* Opens one ring file: its header and its FILE_PART frame. */
static bool open_part(TracePart *p, const char *path, char *err, size_t errlen) {
    TraceFile one;
    memset(&one, 0, sizeof one);
    if (!open_one(&one, path, TRACE_FILE_EVENTS, err, errlen)) {
        if (one.data) munmap((void *)one.data, one.size);
        return false;
    }
    TraceFrameView fr;
    char e2[600];
    int rc = trace_file_next(&one, &fr, e2, sizeof e2);
    TraceEvent ev;
    if (rc != TRACE_READ_OK || fr.thread != 0 || trace_decode(fr.words, fr.nwords, &ev) == 0 ||
        ev.id != TEV_FILE_PART) {
        snprintf(err, errlen, "%s: offset %zu: a rotated trace's file must start with a FILE_PART frame%s%s", path,
                 one.pos, rc == TRACE_READ_OK ? "" : ": ", rc == TRACE_READ_OK ? "" : e2);
        if (one.data) munmap((void *)one.data, one.size);
        return false;
    }
    p->fp = ev.u.FILE_PART;
    p->info = one.info;
    snprintf(p->path, sizeof p->path, "%s", path);
    p->data = one.data;
    p->size = one.size;
    p->start = one.pos;
    p->seq = p->fp.seq;
    free(one.scratch);
    return true;
}

/* `path`.<n>: every ring file there, oldest first; the oldest sequence after the last gap
 * starts the trace (a gap: a file being rewritten by a VM still running). */
static bool open_ring(TraceFile *f, const char *path, char *err, size_t errlen) {
    char dir[1024], base[256];
    const char *slash = strrchr(path, '/');
    if (slash) {
        snprintf(dir, sizeof dir, "%.*s", (int)(slash - path), path);
        snprintf(base, sizeof base, "%s", slash + 1);
    } else {
        snprintf(dir, sizeof dir, ".");
        snprintf(base, sizeof base, "%s", path);
    }
    DIR *d = opendir(dir);
    if (!d) {
        snprintf(err, errlen, "%s: %s", dir, strerror(errno));
        return false;
    }
    size_t cap = 0, n = 0;
    TracePart *parts = NULL;
    struct dirent *e;
    bool ok = true;
    size_t blen = strlen(base);
    while (ok && (e = readdir(d))) {
        const char *nm = e->d_name;
        if (strncmp(nm, base, blen) != 0 || nm[blen] != '.') continue;
        char *end;
        strtoul(nm + blen + 1, &end, 10);
        if (end == nm + blen + 1 || *end) continue;
        if (n == cap) {
            cap = cap ? cap * 2 : 16;
            parts = realloc(parts, cap * sizeof *parts);
            if (!parts) abort();
        }
        char p[1024];
        if (snprintf(p, sizeof p, "%s/%s", dir, nm) >= (int)sizeof p) continue;
        memset(&parts[n], 0, sizeof parts[n]);
        ok = open_part(&parts[n], p, err, errlen);
        if (ok) n++;
    }
    closedir(d);
    if (ok && n == 0) {
        snprintf(err, errlen, "%s: no files of the rotated trace", path);
        ok = false;
    }
    if (!ok) {
        for (size_t i = 0; i < n; i++) munmap((void *)parts[i].data, parts[i].size);
        free(parts);
        return false;
    }
    qsort(parts, n, sizeof *parts, by_seq);
    size_t first = 0;
    for (size_t i = 1; i < n; i++)
        if (parts[i].seq != parts[i - 1].seq + 1) first = i;
    for (size_t i = 0; i < first; i++) munmap((void *)parts[i].data, parts[i].size);
    memmove(parts, parts + first, (n - first) * sizeof *parts);
    n -= first;
    f->parts = parts;
    f->nparts = n;
    f->part = 0;
    f->first_seq = parts[0].seq;
    f->ring = parts[0].fp;
    f->info = parts[0].info;
    for (size_t i = 0; i < n; i++) f->total_size += parts[i].size;
    snprintf(f->path, sizeof f->path, "%s", parts[0].path);
    f->data = parts[0].data;
    f->size = parts[0].size;
    f->pos = parts[0].start;
    f->next_seq = 1;
    return true;
}

/* Moves to the next part of a rotated file; false at the last. */
static bool next_part(TraceFile *f) {
    if (!f->parts || f->part + 1 >= f->nparts) return false;
    TracePart *p = &f->parts[++f->part];
    snprintf(f->path, sizeof f->path, "%s", p->path);
    f->data = p->data;
    f->size = p->size;
    f->pos = p->start;
    f->next_seq = 1;
    f->dropped = 0;
    return true;
}

/* Releases the mapped pages of the frames before the current one, every 2 MB (the file
 * header's page stays: FILE_INFO's strings point there). The window counts in the RSS. */
static void drop_behind(TraceFile *f) {
    const size_t step = (size_t)2 << 20;
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    if (f->dropped == 0) f->dropped = page * 16;
    size_t to = f->pos & ~(page - 1);
    if (to < f->dropped + step) return;
    (void)madvise((void *)(f->data + f->dropped), to - f->dropped, MADV_DONTNEED);
    f->dropped = to;
}

int trace_file_next(TraceFile *f, TraceFrameView *fr, char *err, size_t errlen) {
    if (f->drop_behind && f->data) drop_behind(f);
    size_t left = f->size - f->pos;
    while (left == 0 && next_part(f)) left = f->size - f->pos;
    if (left == 0) return TRACE_READ_END;
    size_t hdr = TRACE_FRAME_WORDS * 4;
    if (left < hdr) {
        snprintf(err, errlen, "%s: offset %zu: truncated frame header (%zu of %zu bytes)", f->path, f->pos, left, hdr);
        return TRACE_READ_TRUNCATED;
    }
    const uint8_t *p = f->data + f->pos;
    uint32_t magic = rd32(p), thread = rd32(p + 4), seq = rd32(p + 8), bytes = rd32(p + 12), crc = rd32(p + 16);
    bool compressed = magic == TRACE_FRAME_MAGIC_ZSTD || magic == TRACE_FRAME_MAGIC_ZLIB;
    if (magic != TRACE_FRAME_MAGIC && !compressed) {
        snprintf(err, errlen, "%s: offset %zu: corrupted frame (bad frame magic 0x%08x)", f->path, f->pos, magic);
        return TRACE_READ_ERROR;
    }
    if (bytes % 4) {
        snprintf(err, errlen, "%s: offset %zu: corrupted frame (payload size %u not a multiple of 4)", f->path, f->pos,
                 bytes);
        return TRACE_READ_ERROR;
    }
    if (bytes > left - hdr) {
        snprintf(err, errlen, "%s: offset %zu: truncated frame (%zu of %u payload bytes present)", f->path, f->pos,
                 left - hdr, bytes);
        return TRACE_READ_TRUNCATED;
    }
    uint32_t h[TRACE_FRAME_WORDS] = {magic, thread, seq, bytes, crc};
    bool verified = !f->parts && f->pos + hdr + bytes <= f->verified;
    if (!verified && trace_frame_crc(h, p + hdr, bytes) != crc) {
        snprintf(err, errlen, "%s: offset %zu: corrupted frame (CRC mismatch in frame %u)", f->path, f->pos, seq);
        return TRACE_READ_ERROR;
    }
    if (seq != f->next_seq) {
        snprintf(err, errlen, "%s: offset %zu: frame %u where frame %u was expected (frames lost or reordered)",
                 f->path, f->pos, seq, f->next_seq);
        return TRACE_READ_ERROR;
    }
    f->next_seq++;
    fr->thread = thread;
    fr->seq = seq;
    fr->words = (const uint32_t *)(p + hdr);
    fr->nwords = bytes / 4;
    fr->offset = f->pos + hdr;
    if (compressed) {
        size_t raw;
        char why[300];
        if (!trace_decompress_frame(magic, p + hdr, bytes, &f->scratch, &f->scratch_cap, &raw, why, sizeof why)) {
            snprintf(err, errlen, "%s: offset %zu: %s (frame %u)", f->path, f->pos, why, seq);
            return TRACE_READ_ERROR;
        }
        fr->words = (const uint32_t *)f->scratch;
        fr->nwords = raw / 4;
        f->compressed_frames++;
        f->stored_bytes += bytes;
        f->raw_bytes += raw;
    }
    f->pos += hdr + bytes;
    return TRACE_READ_OK;
}

int trace_next_event(TraceCursor *c, TraceEvent *ev, size_t *offset, char *err, size_t errlen) {
    const TraceFrameView *fr = c->fr;
    if (c->i >= fr->nwords) return 0;
    *offset = fr->offset + c->i * 4;
    size_t n = trace_decode(fr->words + c->i, fr->nwords - c->i, ev);
    if (n == (size_t)-1) {
        snprintf(err, errlen, "offset %zu: undefined record id 0x%02x", *offset, fr->words[c->i] >> 24);
        return -1;
    }
    if (n == 0) {
        const TraceEventDesc *d = trace_event_desc(ev->id);
        snprintf(err, errlen, "offset %zu: record %s runs past the end of its frame", *offset, d ? d->name : "?");
        return -1;
    }
    c->i += n;
    return 1;
}

/* ---- symbols ---- */

static char *dup_str(TraceStr s) {
    char *p = malloc((size_t)s.len + 1);
    if (!p) abort();
    memcpy(p, s.s, s.len);
    p[s.len] = 0;
    return p;
}

/* Grows *arr (of element size es, *n elements) to hold index id. */
static bool grow(void **arr, size_t *n, size_t es, uint32_t id) {
    if (id < *n) return true;
    if (id > (1u << 28)) return false;
    size_t m = *n ? *n : 64;
    while (m <= id) m *= 2;
    void *p = realloc(*arr, m * es);
    if (!p) return false;
    memset((char *)p + *n * es, 0, (m - *n) * es);
    *arr = p;
    *n = m;
    return true;
}

bool trace_symbols_load(TraceSymbols *s, TraceFile *f, char *err, size_t errlen) {
    memset(s, 0, sizeof *s);
    s->align = f->info.align;
    TraceFrameView fr;
    int r;
    char e2[512];
    while ((r = trace_file_next(f, &fr, e2, sizeof e2)) == TRACE_READ_OK) {
        TraceCursor c = {&fr, 0};
        TraceEvent ev;
        size_t off;
        int k;
        while ((k = trace_next_event(&c, &ev, &off, e2, sizeof e2)) == 1) {
            bool ok = true;
            switch (ev.id) {
            case TEV_SYM_TYPE: {
                TraceEv_SYM_TYPE *t = &ev.u.SYM_TYPE;
                if ((ok = grow((void **)&s->types, &s->ntypes, sizeof *s->types, t->type))) {
                    TraceTypeSym *y = &s->types[t->type];
                    free(y->name);
                    *y = (TraceTypeSym){true, t->array != 0, t->size, t->elem, dup_str(t->name)};
                }
                break;
            }
            case TEV_SYM_METHOD: {
                TraceEv_SYM_METHOD *m = &ev.u.SYM_METHOD;
                if ((ok = grow((void **)&s->methods, &s->nmethods, sizeof *s->methods, m->method))) {
                    TraceMethodSym *y = &s->methods[m->method];   /* a redefinition replaces it */
                    free(y->cls);
                    free(y->name);
                    free(y->desc);
                    free(y->source);
                    *y = (TraceMethodSym){true, dup_str(m->cls), dup_str(m->name), dup_str(m->desc),
                                          dup_str(m->source)};
                }
                break;
            }
            case TEV_SYM_SITE: {
                TraceEv_SYM_SITE *x = &ev.u.SYM_SITE;
                if ((ok = grow((void **)&s->sites, &s->nsites, sizeof *s->sites, x->site))) {
                    TraceSiteSym *y = &s->sites[x->site];
                    free(y->frames);
                    *y = (TraceSiteSym){true, (uint8_t)x->who, x->type, x->frames.n, NULL};
                    if (x->frames.n) {
                        y->frames = malloc(x->frames.n * sizeof *y->frames);
                        if (!y->frames) abort();
                        memcpy(y->frames, x->frames.v, x->frames.n * sizeof *y->frames);
                    }
                }
                break;
            }
            case TEV_SYM_CAUSE:
                free(s->causes[ev.u.SYM_CAUSE.cause & 255]);
                s->causes[ev.u.SYM_CAUSE.cause & 255] = dup_str(ev.u.SYM_CAUSE.name);
                break;
            default:
                snprintf(err, errlen, "%s: offset %zu: record 0x%02x does not belong in a symbols file", f->path, off,
                         ev.id);
                trace_symbols_free(s);   /* nothing half-loaded is left to leak */
                return false;
            }
            if (!ok) {
                snprintf(err, errlen, "%s: offset %zu: symbol id out of range", f->path, off);
                trace_symbols_free(s);
                return false;
            }
        }
        if (k < 0) {
            snprintf(err, errlen, "%s: %s", f->path, e2);
            trace_symbols_free(s);
            return false;
        }
    }
    if (r == TRACE_READ_ERROR) {
        snprintf(err, errlen, "%s", e2);
        trace_symbols_free(s);
        return false;
    }
    return true;
}

void trace_symbols_free(TraceSymbols *s) {
    for (size_t i = 0; i < s->ntypes; i++) free(s->types[i].name);
    for (size_t i = 0; i < s->nmethods; i++) {
        free(s->methods[i].cls);
        free(s->methods[i].name);
        free(s->methods[i].desc);
        free(s->methods[i].source);
    }
    for (size_t i = 0; i < s->nsites; i++) free(s->sites[i].frames);
    for (int i = 0; i < 256; i++) free(s->causes[i]);
    free(s->types);
    free(s->methods);
    free(s->sites);
    memset(s, 0, sizeof *s);
}

const TraceTypeSym *trace_sym_type(const TraceSymbols *s, uint32_t id) {
    return id < s->ntypes && s->types[id].defined ? &s->types[id] : NULL;
}

const TraceSiteSym *trace_sym_site(const TraceSymbols *s, uint32_t id) {
    return id < s->nsites && s->sites[id].defined ? &s->sites[id] : NULL;
}

const TraceMethodSym *trace_sym_method(const TraceSymbols *s, uint32_t id) {
    return id < s->nmethods && s->methods[id].defined ? &s->methods[id] : NULL;
}

bool trace_object_size(const TraceSymbols *s, uint32_t type, uint32_t len, uint64_t *size) {
    const TraceTypeSym *t = trace_sym_type(s, type);
    if (!t) return false;
    uint64_t a = s->align;
    uint64_t raw = t->array ? (uint64_t)t->size + (uint64_t)len * t->elem : t->size;
    *size = (raw + a - 1) & ~(a - 1);
    return true;
}

void trace_site_text(const TraceSymbols *s, uint32_t site, char *buf, size_t len) {
    const TraceSiteSym *x = trace_sym_site(s, site);
    if (!x) {
        snprintf(buf, len, site == TRACE_SITE_FILLER ? "(filler)" : "(site %u)", site);
        return;
    }
    if (site == TRACE_SITE_FILLER) {
        snprintf(buf, len, "(filler)");
        return;
    }
    size_t used = 0;
    buf[0] = 0;
    static const char *const who[3] = {"VM", "IR", "JIT"};
    used += (size_t)snprintf(buf, len, "%s ", x->who < 3 ? who[x->who] : "?");
    if (x->nframes == 0 && used < len) snprintf(buf + used, len - used, "(no Java caller)");
    for (uint32_t i = 0; i < x->nframes && used < len; i++) {
        const TraceMethodSym *m = trace_sym_method(s, x->frames[i].method);
        int k = snprintf(buf + used, len - used, "%s%s.%s%s:%d", i ? " <- " : "", m ? m->cls : "?", m ? m->name : "?",
                         m ? m->desc : "", x->frames[i].bci);
        if (k < 0) break;
        used += (size_t)k;
    }
}
