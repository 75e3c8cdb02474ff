// Counts heap allocations made by the calling thread.
//
// On Linux with glibc this target defines `malloc`, `calloc`, `realloc`, `free` and the aligned
// allocation functions. Linked into an executable, those definitions take the place of glibc's for
// the whole process (glibc supports replacing its allocator from the main program), including the
// calls made by the Swift runtime. Each replacement bumps a thread-local counter and forwards to
// glibc's own allocator through its exported `__libc_*` entry points, so memory is still managed by
// glibc and nothing else changes. Everywhere else, and in sanitizer builds (which bring their own
// malloc), the target compiles to stubs and `cac_is_compiled_in()` returns 0.
//
// Exact sizes. Swift sizes an array's or a string's capacity by asking `malloc_usable_size`, and
// glibc sometimes answers more than was asked for, depending on which free block it found: on the
// heap's history, which moves with anything the process did before, down to the length of its own
// path. Counts of work that grows arrays then differ by one or two between two clones of the same
// commit. A process started with CAC_EXACT_SIZES_VARIABLE set to 1 gives every block a small
// header holding the size asked for, and `malloc_usable_size` answers exactly that size, so every
// capacity, and so every count, is a function of the work alone. The benchmark's allocation
// probe starts its child processes so; ordinary runs pay nothing for it.
#ifndef CALLOCCOUNTER_H
#define CALLOCCOUNTER_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The environment variable that, set to 1 when the process starts, turns exact sizes on.
#define CAC_EXACT_SIZES_VARIABLE "CAC_EXACT_SIZES"

/// 1 when this process runs with exact sizes, else 0.
int cac_exact_sizes(void);

/// Allocation counters of one thread since it started.
typedef struct {
    /// Calls that obtained a block: malloc, calloc, realloc with a non-zero size, and the aligned
    /// allocation functions.
    uint64_t allocations;
    /// Calls that released a block: free with a non-null pointer, realloc to size zero.
    uint64_t frees;
    /// Bytes requested by the counted allocations.
    uint64_t bytes;
} cac_counts;

/// 1 when the allocator replacement is part of this build (Linux with glibc, no sanitizer), else 0.
/// Being compiled in does not prove it is active: the caller checks that counts move.
int cac_is_compiled_in(void);

/// The calling thread's counters; all zero when the replacement is not compiled in.
cac_counts cac_thread_counts(void);

/// Bytes of the process's heap in use now, allocated blocks and mapped ones (glibc's mallinfo2);
/// zero where the replacement is not compiled in.
uint64_t cac_heap_bytes_in_use(void);

#ifdef __cplusplus
}
#endif

#endif
