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
#include <stdint.h>
#include <string.h>

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

// Exact sizes (see CAllocCounter.h): every block carries a header with the size asked for and the
// distance back to the start of glibc's block, and malloc_usable_size answers the size asked for.
// Decided once, at the process's first allocator call, from the environment, so that every block
// of the process is of one kind.
#define CAC_HEADER 16
typedef struct {
    size_t size;
    size_t offset;
} cac_header;

static int cac_exact_mode = -1;

static int cac_exact(void) {
    if (cac_exact_mode < 0) {
        const char *value = getenv(CAC_EXACT_SIZES_VARIABLE);
        cac_exact_mode = (value != NULL && value[0] == '1') ? 1 : 0;
    }
    return cac_exact_mode;
}

static inline cac_header *cac_header_of(void *pointer) {
    return (cac_header *)((char *)pointer - CAC_HEADER);
}

// A block of `size` bytes aligned to `alignment` (a power of two, at least 16), with its header.
static void *cac_exact_allocate(size_t alignment, size_t size, int zeroed) {
    size_t offset = alignment < CAC_HEADER ? CAC_HEADER : alignment;
    if (size > SIZE_MAX - offset) {
        errno = ENOMEM;
        return NULL;
    }
    char *base = alignment <= CAC_HEADER ? __libc_malloc(size + offset) : __libc_memalign(alignment, size + offset);
    if (base == NULL) {
        return NULL;
    }
    if (zeroed) {
        memset(base + offset, 0, size);
    }
    cac_header *header = (cac_header *)(base + offset - CAC_HEADER);
    header->size = size;
    header->offset = offset;
    return base + offset;
}

static void cac_exact_free(void *pointer) {
    __libc_free((char *)pointer - cac_header_of(pointer)->offset);
}

CAC_EXPORT void *malloc(size_t size) {
    cac_note_allocation(size);
    return cac_exact() ? cac_exact_allocate(CAC_HEADER, size, 0) : __libc_malloc(size);
}

CAC_EXPORT void *calloc(size_t count, size_t size) {
    cac_note_allocation(count * size);
    if (!cac_exact()) {
        return __libc_calloc(count, size);
    }
    if (size != 0 && count > SIZE_MAX / size) {
        errno = ENOMEM;
        return NULL;
    }
    return cac_exact_allocate(CAC_HEADER, count * size, 1);
}

CAC_EXPORT void *realloc(void *pointer, size_t size) {
    if (pointer != NULL && size == 0) {
        cac_frees += 1;
    } else {
        cac_note_allocation(size);
    }
    if (!cac_exact()) {
        return __libc_realloc(pointer, size);
    }
    if (pointer == NULL) {
        return cac_exact_allocate(CAC_HEADER, size, 0);
    }
    if (size == 0) {
        cac_exact_free(pointer);
        return NULL;
    }
    size_t old = cac_header_of(pointer)->size;
    void *moved = cac_exact_allocate(cac_header_of(pointer)->offset, size, 0);
    if (moved == NULL) {
        return NULL;
    }
    memcpy(moved, pointer, old < size ? old : size);
    cac_exact_free(pointer);
    return moved;
}

CAC_EXPORT void free(void *pointer) {
    if (pointer != NULL) {
        cac_frees += 1;
        if (cac_exact()) {
            cac_exact_free(pointer);
            return;
        }
    }
    __libc_free(pointer);
}

CAC_EXPORT size_t malloc_usable_size(void *pointer) {
    if (pointer == NULL) {
        return 0;
    }
    if (cac_exact()) {
        return cac_header_of(pointer)->size;
    }
    // glibc exports no __libc_ name for its own answer, so it is read as glibc computes it: the
    // chunk's size word sits just before the block; bit 1 marks a chunk of its own mapping, whose
    // header is one word larger.
    size_t word = ((size_t *)pointer)[-1];
    size_t chunk = word & ~(size_t)7;
    return (word & 2) ? chunk - 2 * sizeof(size_t) : chunk - sizeof(size_t);
}

static void *cac_aligned(size_t alignment, size_t size) {
    return cac_exact() ? cac_exact_allocate(alignment, size, 0) : __libc_memalign(alignment, size);
}

CAC_EXPORT void *memalign(size_t alignment, size_t size) {
    cac_note_allocation(size);
    return cac_aligned(alignment, size);
}

CAC_EXPORT void *aligned_alloc(size_t alignment, size_t size) {
    cac_note_allocation(size);
    return cac_aligned(alignment, size);
}

CAC_EXPORT int posix_memalign(void **result, size_t alignment, size_t size) {
    // Same argument check as glibc: a power of two that is a multiple of sizeof(void *).
    if (alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0 || alignment == 0) {
        return EINVAL;
    }
    cac_note_allocation(size);
    void *pointer = cac_aligned(alignment, size);
    if (pointer == NULL) {
        return ENOMEM;
    }
    *result = pointer;
    return 0;
}

CAC_EXPORT void *valloc(size_t size) {
    cac_note_allocation(size);
    return cac_exact() ? cac_exact_allocate(4096, size, 0) : __libc_valloc(size);
}

CAC_EXPORT void *pvalloc(size_t size) {
    cac_note_allocation(size);
    return cac_exact() ? cac_exact_allocate(4096, (size + 4095) & ~(size_t)4095, 0) : __libc_pvalloc(size);
}

int cac_is_compiled_in(void) {
    return 1;
}

int cac_exact_sizes(void) {
    return cac_exact();
}

cac_counts cac_thread_counts(void) {
    cac_counts counts = { cac_allocations, cac_frees, cac_bytes };
    return counts;
}

uint64_t cac_heap_bytes_in_use(void) {
    struct mallinfo2 info = mallinfo2();
    return (uint64_t)(info.uordblks + info.hblkhd);
}

#else

int cac_is_compiled_in(void) {
    return 0;
}

int cac_exact_sizes(void) {
    return 0;
}

cac_counts cac_thread_counts(void) {
    cac_counts counts = { 0, 0, 0 };
    return counts;
}

uint64_t cac_heap_bytes_in_use(void) {
    return 0;
}

#endif
