#include "CAllocationCounter.h"

#include <stddef.h>
#include <stdlib.h> // defines __GLIBC__ on glibc, and declares what is defined below

#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define ALLOCATION_COUNTER_SANITIZED 1
#endif
#endif

#if defined(__GLIBC__) && !defined(ALLOCATION_COUNTER_SANITIZED)

// glibc's own allocator, which the definitions below forward to (exported for exactly this use).
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);

// initial-exec: the test executable's own thread-locals, read without a call (__tls_get_addr may
// itself allocate).
static _Thread_local bool counting __attribute__((tls_model("initial-exec"))) = false;
static _Thread_local long counted __attribute__((tls_model("initial-exec"))) = 0;
static _Thread_local long counted_large __attribute__((tls_model("initial-exec"))) = 0;

// An allocation of at least this many bytes is also counted as large (a surface's pixels).
#define LARGE_ALLOCATION 4096

static inline void count(size_t size) {
    if (!counting) return;
    counted += 1;
    if (size >= LARGE_ALLOCATION) counted_large += 1;
}

void *malloc(size_t size) {
    count(size);
    return __libc_malloc(size);
}

void *calloc(size_t number, size_t size) {
    count(number * size);
    return __libc_calloc(number, size);
}

void *realloc(void *pointer, size_t size) {
    count(size);
    return __libc_realloc(pointer, size);
}

bool allocation_counter_start(void) {
    counted = 0;
    counted_large = 0;
    counting = true;
    return true;
}

long allocation_counter_stop(void) {
    counting = false;
    return counted;
}

long allocation_counter_large(void) { return counted_large; }

#else

bool allocation_counter_start(void) { return false; }

long allocation_counter_stop(void) { return 0; }

long allocation_counter_large(void) { return 0; }

#endif
