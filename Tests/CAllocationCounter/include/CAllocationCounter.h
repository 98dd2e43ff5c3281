// Counts the heap allocations one thread makes, for tests that check a path allocates nothing.
//
// On glibc (Linux), this target defines malloc, calloc and realloc, so every allocation in the test
// process (the Swift runtime's objects, array buffers, closure contexts and boxes included) goes
// through them; each forwards to glibc's own (__libc_malloc, …), the same heap, and counts the call
// when its thread is counting, in a thread-local counter: tests on other threads neither count nor
// disturb the count. Allocations aligned beyond 16 bytes (posix_memalign, aligned_alloc: rare) are not
// counted. Under a sanitizer, which replaces malloc itself, and off glibc, nothing is defined and
// allocation_counter_start returns false.

#ifndef C_ALLOCATION_COUNTER_H
#define C_ALLOCATION_COUNTER_H

#include <stdbool.h>

/// Starts counting this thread's heap allocations from zero. Returns false (and counts nothing)
/// where allocations cannot be counted (a sanitizer build, a C library other than glibc).
bool allocation_counter_start(void);

/// Stops counting on this thread and returns how many allocations (malloc, calloc and realloc calls)
/// it made since allocation_counter_start.
long allocation_counter_stop(void);

/// How many of the allocations counted by the last start and stop were of 4 KiB or more (a surface's
/// pixels, say).
long allocation_counter_large(void);

#endif
