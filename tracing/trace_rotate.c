/* trace_rotate.c: the ring of events files and the on-disk budget (see trace_rotate.h). */
#include "trace_rotate.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "trace_format.h"
#include "trace_recorder.h"

#define MAX_FILES 100   /* deviation >= 0.01 */

static pthread_mutex_t ring_lock = PTHREAD_MUTEX_INITIALIZER;
static bool active;
static char dir[4096];
static char *options;
static uint64_t limit, cap;          /* rotate=, and limit * (1 + deviation) */
static uint32_t deviation_ppm;
static uint32_t nfiles;
static uint32_t cur_seq, oldest_seq; /* files oldest_seq .. cur_seq exist */
static uint64_t size_of[MAX_FILES];  /* by slot (seq % nfiles) */
static uint64_t symbols_size, total, header_bytes;
static int fd = -1;
static bool losing;                  /* a frame of the current file was dropped: drop the rest */
static TraceRingStats stats;

bool trace_ring_active(void) { return active; }
int trace_ring_fd(void) { return fd; }

static void slot_path(char *buf, size_t n, uint32_t slot) { snprintf(buf, n, "%s/events.%u", dir, slot); }

/* Writes the header and the FILE_PART frame of sequence seq to fd; returns its size or 0. */
static uint64_t write_part_header(int f, uint32_t seq, bool lost) {
    char err[256];
    off_t before = lseek(f, 0, SEEK_END);
    if (!trace_write_file_header(f, TRACE_FILE_EVENTS, options, err, sizeof err)) return 0;
    uint32_t w[TRACE_FRAME_WORDS + 8];
    TraceEv_FILE_PART part = {.flags = lost, .seq = seq, .files = nfiles, .limit = limit, .deviation_ppm = deviation_ppm};
    size_t n = trace_enc_FILE_PART(w + TRACE_FRAME_WORDS, &part);
    w[0] = TRACE_FRAME_MAGIC;
    w[1] = 0;
    w[2] = 0;   /* frame 0 of the file; the recorder numbers the rest from 1 */
    w[3] = (uint32_t)(n * 4);
    w[4] = trace_frame_crc(w, w + TRACE_FRAME_WORDS, n * 4);
    size_t bytes = (TRACE_FRAME_WORDS + n) * 4;
    if (write(f, w, bytes) != (ssize_t)bytes) return 0;
    off_t after = lseek(f, 0, SEEK_END);
    return after > before ? (uint64_t)(after - before) : 0;
}

static int open_slot(uint32_t seq, bool lost) {
    char path[4200];
    slot_path(path, sizeof path, seq % nfiles);
    int f = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0600);   /* owner-only */
    if (f < 0) return -1;
    if (fchmod(f, 0600) != 0) {
        close(f);
        return -1;
    }
    uint64_t h = write_part_header(f, seq, lost);
    if (!h) {
        close(f);
        return -1;
    }
    header_bytes = h;
    size_of[seq % nfiles] = h;
    total += h;
    return f;
}

bool trace_ring_open(const char *d, uint64_t lim, double dev, const char *opts, char *err, size_t errlen) {
    snprintf(dir, sizeof dir, "%s", d);
    options = strdup(opts ? opts : "");
    limit = lim;
    nfiles = (uint32_t)ceil(1.0 / dev - 1e-9);
    if (nfiles < 1) nfiles = 1;
    if (nfiles > MAX_FILES) nfiles = MAX_FILES;
    deviation_ppm = (uint32_t)(dev * 1e6 + 0.5);
    cap = (uint64_t)((double)lim * (1.0 + dev));
    /* Stale files of an earlier run would mislead a reader. */
    DIR *dd = opendir(dir);
    if (dd) {
        struct dirent *e;
        while ((e = readdir(dd))) {
            unsigned k;
            char c;
            if (sscanf(e->d_name, "events.%u%c", &k, &c) == 1 || !strcmp(e->d_name, "events")) {
                char path[4400];
                snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
                unlink(path);
            }
        }
        closedir(dd);
    }
    cur_seq = oldest_seq = 0;
    fd = open_slot(0, false);
    if (fd < 0) {
        snprintf(err, errlen, "cannot create %s/events.0: %s", dir, strerror(errno));
        return false;
    }
    stats.files = nfiles;
    active = true;
    return true;
}

/* Deletes the oldest file. Under ring_lock; oldest_seq < cur_seq. */
static void delete_oldest(void) {
    char path[4200];
    uint32_t slot = oldest_seq % nfiles;
    slot_path(path, sizeof path, slot);
    unlink(path);
    total -= size_of[slot];
    size_of[slot] = 0;
    oldest_seq++;
}

/* Deletes the oldest files (never the current one) until `bytes` more fit under the cap. */
static void make_room_locked(uint64_t bytes) {
    while (oldest_seq < cur_seq && total + symbols_size + bytes > cap) {
        delete_oldest();
        stats.early_deletions++;
    }
}

int trace_ring_next(void) {
    pthread_mutex_lock(&ring_lock);
    if (fd >= 0) close(fd);
    cur_seq++;
    while (cur_seq - oldest_seq >= nfiles) delete_oldest();
    make_room_locked(header_bytes);   /* all files' headers have one size */
    fd = open_slot(cur_seq, losing);
    losing = false;
    stats.rotations++;
    int f = fd;
    pthread_mutex_unlock(&ring_lock);
    return f;
}

bool trace_ring_reserve(size_t bytes, bool symbols) {
    pthread_mutex_lock(&ring_lock);
    make_room_locked(bytes);
    /* Once a frame is dropped the file's events are no longer whole: the rest of the file
     * is dropped too, and the next file tells readers to rebuild from its sync point. */
    bool ok = symbols || (!losing && total + symbols_size + bytes <= cap);
    if (!ok) {
        if (!stats.dropped_frames && !losing)
            fprintf(stderr, "minivm: -Xtrace: the trace reached its size cap within one file; events are lost "
                            "until the next synchronization point (a larger rotate= size avoids this)\n");
        losing = true;
        stats.dropped_frames++;
        stats.dropped_bytes += bytes;
    }
    pthread_mutex_unlock(&ring_lock);
    return ok;
}

void trace_ring_wrote(size_t bytes, bool symbols) {
    pthread_mutex_lock(&ring_lock);
    if (symbols) symbols_size += bytes;
    else {
        total += bytes;
        size_of[cur_seq % nfiles] += bytes;
    }
    if (total + symbols_size > stats.max_total) stats.max_total = total + symbols_size;
    pthread_mutex_unlock(&ring_lock);
}

uint64_t trace_ring_emergency_at(void) {
    pthread_mutex_lock(&ring_lock);
    uint64_t s = symbols_size;
    pthread_mutex_unlock(&ring_lock);
    uint64_t room = cap > s ? cap - s : 0;
    uint64_t per = room / nfiles;
    /* Frames in flight until the GC comes: at least 1/16, up to 128 KB (a quarter at most). */
    uint64_t reserve = per / 16, want = per / 4 < (128u << 10) ? per / 4 : (128u << 10);
    return per - (reserve > want ? reserve : want);
}

uint64_t trace_ring_sync_at(void) {
    return (uint64_t)((double)trace_ring_emergency_at() * 1e6 / (1e6 + deviation_ppm));
}

uint64_t trace_ring_file_budget(void) { return cap / nfiles; }

uint64_t trace_ring_header_bytes(void) { return header_bytes; }

void trace_ring_stats(TraceRingStats *s) {
    pthread_mutex_lock(&ring_lock);
    *s = stats;
    s->seq = cur_seq;
    s->total = total + symbols_size;
    pthread_mutex_unlock(&ring_lock);
}

void trace_ring_close(void) {
    pthread_mutex_lock(&ring_lock);
    if (fd >= 0) close(fd);
    fd = -1;
    active = false;
    pthread_mutex_unlock(&ring_lock);
}
