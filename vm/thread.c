/* thread.c: VM thread records, their Java stacks and handle stacks, and the thread list. */
#include "thread.h"

#include <stdlib.h>
#include <sys/mman.h>

#include "vm.h"

_Thread_local Thread *thread_current;

static Thread *threads;
static pthread_mutex_t threads_lock = PTHREAD_MUTEX_INITIALIZER;
static int32_t next_id = 1;

/* Slots kept free past stack_limit so that a StackOverflowError can still be constructed. */
#define STACK_RESERVE_SLOTS 16384
#define MAX_HANDLES (1u << 20)

static void *reserve(size_t bytes) {
    void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (p == MAP_FAILED) vm_fatal("cannot reserve %zu bytes for a thread", bytes);
    return p;
}

Thread *thread_create_main(size_t stack_bytes) {
    Thread *t = calloc(1, sizeof *t);
    if (!t) vm_fatal("out of native memory");
    size_t slots = stack_bytes / sizeof(Value);
    if (slots < 1024) slots = 1024;
    t->stack_base = reserve((slots + STACK_RESERVE_SLOTS) * sizeof(Value));
    t->stack_limit = t->stack_base + slots;
    t->stack_hard_limit = t->stack_limit + STACK_RESERVE_SLOTS;
    t->max_handles = MAX_HANDLES;
    t->handles = reserve(MAX_HANDLES * sizeof(Object *));
    t->pthread = pthread_self();
    pthread_mutex_lock(&threads_lock);
    t->id = next_id++;
    t->next = threads;
    threads = t;
    pthread_mutex_unlock(&threads_lock);
    thread_current = t;
    return t;
}

void thread_destroy(Thread *t) {
    pthread_mutex_lock(&threads_lock);
    for (Thread **p = &threads; *p; p = &(*p)->next)
        if (*p == t) {
            *p = t->next;
            break;
        }
    pthread_mutex_unlock(&threads_lock);
    munmap(t->stack_base, (size_t)(t->stack_hard_limit - t->stack_base) * sizeof(Value));
    munmap(t->handles, t->max_handles * sizeof(Object *));
    free(t);
}

void thread_for_each(void (*fn)(Thread *t, void *ctx), void *ctx) {
    for (Thread *t = threads; t; t = t->next) fn(t, ctx);
}

Handle handle_overflow(Thread *t) {
    (void)t;
    vm_fatal("native handle stack overflow (%u handles)", MAX_HANDLES);
}
