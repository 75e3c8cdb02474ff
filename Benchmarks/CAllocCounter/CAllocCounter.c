#include "CAllocCounter.h"

// Sanitizers bring their own malloc; a second definition would not link.
#if defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#define CAC_SANITIZED 1
#endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#define CAC_SANITIZED 1
#endif

#if defined(__linux__) && defined(__GLIBC__) && !defined(CAC_SANITIZED)

#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <malloc.h>

// glibc's own allocator. These are exported by every glibc since 2.2.5 and, unlike
// dlsym(RTLD_NEXT, ...), need no allocation to look up, so there is no bootstrap recursion.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void *__libc_valloc(size_t size);
extern void *__libc_pvalloc(size_t size);

// Thread-local so that a measurement on one thread is not disturbed by other threads. The
// initial-exec model keeps the access a plain offset from the thread pointer: it never allocates,
// which matters inside malloc itself.
#define CAC_TLS __thread __attribute__((tls_model("initial-exec")))
static CAC_TLS uint64_t cac_allocations;
static CAC_TLS uint64_t cac_frees;
static CAC_TLS uint64_t cac_bytes;

#define CAC_EXPORT __attribute__((visibility("default")))

static inline void cac_note_allocation(size_t size) {
    cac_allocations += 1;
    cac_bytes += size;
}

CAC_EXPORT void *malloc(size_t size) {
    cac_note_allocation(size);
    return __libc_malloc(size);
}

CAC_EXPORT void *calloc(size_t count, size_t size) {
    cac_note_allocation(count * size);
    return __libc_calloc(count, size);
}

CAC_EXPORT void *realloc(void *pointer, size_t size) {
    if (pointer != NULL && size == 0) {
        cac_frees += 1;
    } else {
        cac_note_allocation(size);
    }
    return __libc_realloc(pointer, size);
}

CAC_EXPORT void free(void *pointer) {
    if (pointer != NULL) {
        cac_frees += 1;
    }
    __libc_free(pointer);
}

CAC_EXPORT void *memalign(size_t alignment, size_t size) {
    cac_note_allocation(size);
    return __libc_memalign(alignment, size);
}

CAC_EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    cac_note_allocation(size);
    return __libc_memalign(alignment, size);
}

CAC_EXPORT int posix_memalign(void **result, size_t alignment, size_t size) {
    // Same argument check as glibc: a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
        return EINVAL;
    }
    cac_note_allocation(size);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

CAC_EXPORT void *valloc(size_t size) {
    cac_note_allocation(size);
    return __libc_valloc(size);
}

CAC_EXPORT void *pvalloc(size_t size) {
    cac_note_allocation(size);
    return __libc_pvalloc(size);
}

int cac_is_compiled_in(void) {
    return 1;
}

cac_counts cac_thread_counts(void) {
    cac_counts counts = { cac_allocations, cac_frees, cac_bytes };
    return counts;
}

#else

int cac_is_compiled_in(void) {
    return 0;
}

cac_counts cac_thread_counts(void) {
    cac_counts counts = { 0, 0, 0 };
    return counts;
}

#endif
