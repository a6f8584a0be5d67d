/* replay_parallel.c: the parallel replay (see replay_parallel.h): per-thread queues of frame
 * segments, a pool of workers, synchronization points on the replay's thread. */
#include "replay_parallel.h"

#include "trace_replay.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* Queued bytes of events after which the replay synchronizes (the mapped window). */
#define PAR_WINDOW ((size_t)1 << 20)

int trace_replay_cpus(void) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    return n > 0 ? (int)(n < 256 ? n : 256) : 1;
}

/* Records of one frame, in order, for one queue. */
typedef struct Seg {
    const uint32_t *words;
    size_t nwords, offset;        /* offset: the file offset of words[0] */
    uint32_t *owned;              /* a decompressed frame's copy (freed when applied), or NULL */
} Seg;

/* One recording thread's segments in file order; applied by one worker at a time. */
typedef struct Queue {
    uint32_t tid;
    Seg *segs;
    size_t head, n, cap;
    bool busy, ready, failed;
    struct Queue *next;           /* in the ready list */
} Queue;

typedef struct Pool Pool;

typedef struct Worker {
    Pool *p;
    pthread_t th;
    HmLocal local;
    TraceShapeCache shapes;
    void *acc;                    /* the event_par accumulator */
} Worker;

struct Pool {
    TraceReplay *r;
    pthread_mutex_t mu;           /* the queues, the ready list, pending, quit, the error */
    pthread_cond_t work, idle;
    pthread_mutex_t descs, syms;  /* the model's descriptor table; the symbols */
    Queue **byid;                 /* by recording thread id (NULL: none yet) */
    size_t nbyid;
    Queue *ready, *ready_tail;
    size_t pending;               /* segments queued or being applied */
    size_t bytes;                 /* queued since the last synchronization */
    bool quit;
    bool drop;                    /* the events file's drop_behind as the caller set it */
    bool failed;                  /* the first failing record in file order: */
    size_t err_off;
    uint8_t err_id;
    uint32_t err_tid;
    char err_why[1024];
    Worker *workers;
    int nworkers;
};

static __attribute__((noreturn)) void oom(void) {
    fprintf(stderr, "minivm-trace: out of memory for the parallel replay\n");
    exit(2);
}

/* ---- workers ---- */

/* Applies a segment's records (as apply in trace_replay.c for a mutator phase) and adds them
 * to the accumulator; false with the failing record's offset, id and why. */
static bool apply_seg(Worker *w, uint32_t tid, const Seg *sg, size_t *off, uint8_t *id, char *why, size_t n) {
    TraceReplay *r = w->p->r;
    HeapModel *h = &r->heap;
    HmLocal *l = &w->local;
    const uint64_t align = r->events.info.align;
    for (size_t i = 0; i < sg->nwords;) {
        TraceEvent ev;
        size_t k;
        uint64_t size = 0;
        uint32_t type;
        bool ok = true;
        const HmObject *obj = NULL;
        uint8_t rid = (uint8_t)(sg->words[i] >> 24);
        *off = sg->offset + i * 4;
        *id = rid;
        if (rid == TEV_ALLOC_IR_FAST || rid == TEV_ALLOC_JIT_FAST || rid == TEV_ALLOC_VM_FAST) {
            k = trace_dec_ALLOC_IR_FAST(sg->words + i, sg->nwords - i, &ev.u.ALLOC_IR_FAST);   /* one layout */
            ev.id = rid;
        } else {
            k = trace_decode(sg->words + i, sg->nwords - i, &ev);
        }
        if (k == 0 || k == (size_t)-1) {
            snprintf(why, n, "the record does not decode");
            return false;
        }
        uint16_t mode = trace_replay_alloc_mode(rid);
        switch (rid) {
        case TEV_NOP:
        case TEV_THREAD_ALIVE:
        case TEV_THREAD_DEATH: break;
        case TEV_TLAB_ALLOC: ok = hm_local_tlab(h, l, tid, ev.u.TLAB_ALLOC.start, ev.u.TLAB_ALLOC.size); break;
#define FAST_(NAME)                                                                                  \
    case TEV_##NAME:                                                                                 \
        if (!trace_shape(r, &w->shapes, &w->p->syms, ev.u.NAME.site, ev.u.NAME.len, &type, &size, why, n)) return false; \
        ok = hm_local_alloc_lab(h, l, tid, mode, size, type, ev.u.NAME.site, ev.u.NAME.len);          \
        obj = &l->last;                                                                              \
        break;
#define ADDR_(NAME)                                                                                  \
    case TEV_##NAME:                                                                                 \
        if (!trace_shape(r, &w->shapes, &w->p->syms, ev.u.NAME.site, ev.u.NAME.len, &type, &size, why, n)) return false; \
        ok = hm_local_alloc_at(h, l, tid, mode, ev.u.NAME.addr, size, type, ev.u.NAME.site, ev.u.NAME.len, false); \
        obj = &l->last;                                                                              \
        break;
#define TYPED_(NAME)                                                                                 \
    case TEV_##NAME:                                                                                 \
        size = (uint64_t)ev.u.NAME.units * align;                                                    \
        ok = hm_local_alloc_at(h, l, tid, mode, ev.u.NAME.addr, size, ev.u.NAME.type, ev.u.NAME.site,  \
                               ev.u.NAME.len, ev.u.NAME.site == TRACE_SITE_FILLER);                  \
        obj = &l->last;                                                                              \
        break;
            TRACE_ALLOC_RECORDS(FAST_, ADDR_, TYPED_)
#undef FAST_
#undef ADDR_
#undef TYPED_
        default: snprintf(why, n, "record %u is not one of a mutator phase's thread", rid); return false;
        }
        if (!ok) {
            snprintf(why, n, "%s", l->err);
            return false;
        }
        if (r->hooks.event_par) r->hooks.event_par(r->hooks.ctx, w->acc, tid, &ev, size, obj);
        i += k;
    }
    return true;
}

static void *worker_main(void *arg) {
    Worker *w = arg;
    Pool *p = w->p;
    pthread_mutex_lock(&p->mu);
    for (;;) {
        while (!p->quit && !p->ready) pthread_cond_wait(&p->work, &p->mu);
        if (!p->ready) break;
        Queue *q = p->ready;
        p->ready = q->next;
        if (!p->ready) p->ready_tail = NULL;
        q->ready = false;
        q->busy = true;
        while (q->head < q->n) {
            Seg s = q->segs[q->head++];
            bool skip = q->failed;
            pthread_mutex_unlock(&p->mu);
            size_t off = 0;
            uint8_t id = 0;
            char why[1024];
            bool ok = skip || apply_seg(w, q->tid, &s, &off, &id, why, sizeof why);
            free(s.owned);
            pthread_mutex_lock(&p->mu);
            if (!ok) {
                q->failed = true;
                if (!p->failed || off < p->err_off) {
                    p->failed = true;
                    p->err_off = off;
                    p->err_id = id;
                    p->err_tid = q->tid;
                    snprintf(p->err_why, sizeof p->err_why, "%s", why);
                }
            }
            p->pending--;
        }
        q->head = q->n = 0;
        q->busy = false;
        if (p->pending == 0) pthread_cond_broadcast(&p->idle);
    }
    pthread_mutex_unlock(&p->mu);
    return NULL;
}

/* ---- the replay's thread ---- */

/* Queues fr's words [from, to) to its thread's queue. */
static void enqueue(Pool *p, const TraceFrameView *fr, size_t from, size_t to, bool copy) {
    Seg s = {fr->words + from, to - from, fr->offset + from * 4, NULL};
    if (copy) {   /* a decompressed frame's words are valid until the next frame */
        if (!(s.owned = malloc(s.nwords * 4))) oom();
        memcpy(s.owned, s.words, s.nwords * 4);
        s.words = s.owned;
    }
    pthread_mutex_lock(&p->mu);
    uint32_t tid = fr->thread;
    if (tid >= p->nbyid) {
        size_t c = p->nbyid ? p->nbyid : 64;
        while (c <= tid) c *= 2;
        Queue **b = realloc(p->byid, c * sizeof *b);
        if (!b) oom();
        memset(b + p->nbyid, 0, (c - p->nbyid) * sizeof *b);
        p->byid = b;
        p->nbyid = c;
    }
    Queue *q = p->byid[tid];
    if (!q) {
        if (!(q = calloc(1, sizeof *q))) oom();
        q->tid = tid;
        p->byid[tid] = q;
    }
    if (q->n == q->cap) {
        q->cap = q->cap ? 2 * q->cap : 16;
        if (!(q->segs = realloc(q->segs, q->cap * sizeof *q->segs))) oom();
    }
    q->segs[q->n++] = s;
    p->pending++;
    p->bytes += s.nwords * 4;
    if (!q->busy && !q->ready) {
        q->ready = true;
        q->next = NULL;
        if (p->ready_tail) p->ready_tail->next = q;
        else p->ready = q;
        p->ready_tail = q;
        pthread_cond_signal(&p->work);
    }
    pthread_mutex_unlock(&p->mu);
}

/* A synchronization point: waits until every queued record is applied, merges the workers'
 * runs into the heap and their accumulators into the hooks' state. false with r->err when a
 * queued record failed (the first in file order). */
static bool synchronize(Pool *p) {
    TraceReplay *r = p->r;
    pthread_mutex_lock(&p->mu);
    while (p->pending) pthread_cond_wait(&p->idle, &p->mu);
    pthread_mutex_unlock(&p->mu);
    p->bytes = 0;
    if (p->failed) {
        trace_replay_fail(r, p->err_off, p->err_id, p->err_tid, p->err_why);
        return false;
    }
    for (int i = 0; i < p->nworkers; i++) {
        hm_local_merge(&r->heap, &p->workers[i].local);
        if (r->hooks.merge) r->hooks.merge(r->hooks.ctx, r, p->workers[i].acc);
    }
    return true;
}

/* The frames, split at synchronization records; false with r->err. */
static bool dispatch(Pool *p) {
    TraceReplay *r = p->r;
    TraceFile *f = &r->events;
    TraceFrameView fr;
    char err[2048];
    int rc;
    bool ordered = trace_replay_in_order(r);
    for (;;) {
        f->drop_behind = p->drop && p->bytes == 0;   /* read pages go only while nothing is queued */
        if ((rc = trace_file_next(f, &fr, err, sizeof err)) != TRACE_READ_OK) break;
        bool copy = f->scratch && fr.words == (const uint32_t *)(const void *)f->scratch;
        if (fr.thread >= r->heap.cthreads) {   /* the workers read the thread array: grow it when idle */
            if (!synchronize(p)) return false;
            hm_reserve_thread(&r->heap, fr.thread);
        }
        size_t i = 0, from = 0;
        if (!ordered && r->plain && fr.seq < r->nplain && (r->plain[fr.seq / 8] >> (fr.seq % 8) & 1)) i = fr.nwords;
        while (i < fr.nwords) {
            if (ordered) {
                TraceCursor c = {&fr, i};
                if (!trace_replay_steps(r, &fr, &c)) return false;
                if (r->stop) return true;
                from = i = c.i;
                ordered = trace_replay_in_order(r);
                continue;
            }
            uint8_t id = (uint8_t)(fr.words[i] >> 24);
            size_t k = trace_replay_queued(id) ? trace_record_words(fr.words + i, fr.nwords - i) : 0;
            if (k != 0 && k != (size_t)-1) {
                i += k;
                continue;
            }
            if (i > from) enqueue(p, &fr, from, i, copy);
            if (!synchronize(p)) return false;
            ordered = true;   /* this record in order, then what it leads to */
            from = i;
        }
        if (!ordered && i > from) enqueue(p, &fr, from, i, copy);
        if (p->bytes > PAR_WINDOW && !synchronize(p)) return false;
    }
    if (!synchronize(p)) return false;
    return trace_replay_end(r, rc, err);
}

bool trace_replay_run_parallel(TraceReplay *r) {
    Pool p = {.r = r};
    pthread_mutex_init(&p.mu, NULL);
    pthread_cond_init(&p.work, NULL);
    pthread_cond_init(&p.idle, NULL);
    pthread_mutex_init(&p.descs, NULL);
    pthread_mutex_init(&p.syms, NULL);
    const int jobs = r->jobs;
    p.nworkers = jobs;
    if (!(p.workers = calloc((size_t)jobs, sizeof *p.workers))) oom();
    p.drop = r->events.drop_behind;
    int started = 0;
    for (int i = 0; i < p.nworkers; i++) {
        Worker *w = &p.workers[i];
        w->p = &p;
        hm_local_init(&w->local, &p.descs);
        if (r->hooks.acc_size && !(w->acc = calloc(1, r->hooks.acc_size))) oom();
        if (pthread_create(&w->th, NULL, worker_main, w) == 0) started++;
        else break;
    }
    bool ok;
    if (started == 0) {   /* no threads to be had: in order */
        r->jobs = 1;
        ok = trace_replay_run(r);
    } else {
        p.nworkers = started;
        ok = dispatch(&p);
        if (!ok || r->stop) {   /* let the workers finish what is queued */
            pthread_mutex_lock(&p.mu);
            while (p.pending) pthread_cond_wait(&p.idle, &p.mu);
            pthread_mutex_unlock(&p.mu);
        }
        pthread_mutex_lock(&p.mu);
        p.quit = true;
        pthread_cond_broadcast(&p.work);
        pthread_mutex_unlock(&p.mu);
        for (int i = 0; i < started; i++) pthread_join(p.workers[i].th, NULL);
        r->events.drop_behind = p.drop;
    }
    for (int i = 0; i < jobs; i++) {
        hm_local_free(&p.workers[i].local);
        free(p.workers[i].shapes.v);
        free(p.workers[i].acc);
    }
    free(p.workers);
    for (size_t i = 0; i < p.nbyid; i++)
        if (p.byid[i]) {
            free(p.byid[i]->segs);
            free(p.byid[i]);
        }
    free(p.byid);
    pthread_mutex_destroy(&p.mu);
    pthread_cond_destroy(&p.work);
    pthread_cond_destroy(&p.idle);
    pthread_mutex_destroy(&p.descs);
    pthread_mutex_destroy(&p.syms);
    return ok;
}
