#include "CCallTrace.h"

// The two callbacks the compiler's sanitizer coverage calls when the Swift modules are built with
// `-sanitize-coverage=func,trace-pc-guard` (Benchmarks/measure-chains builds them so): one per
// module at start-up, one at the entry of every function. These definitions replace the
// sanitizer runtime's weak ones. In any other build nothing calls them.

static int instrumented = 0;
static int recording = 0;
static uintptr_t *entries = 0;
static size_t entryCapacity = 0;
static size_t entryCount = 0;
static size_t dropped = 0;

void __sanitizer_cov_trace_pc_guard_init(uint32_t *start, uint32_t *stop) {
    static uint32_t next = 0;
    instrumented = 1;
    if (start == stop || *start) return;
    for (uint32_t *guard = start; guard < stop; guard++) *guard = ++next;
}

void __sanitizer_cov_trace_pc_guard(uint32_t *guard) {
    (void)guard;
    if (!recording) return;
    if (entryCount < entryCapacity) {
        // An address inside the function just entered, where it called this callback.
        entries[entryCount++] = (uintptr_t)__builtin_return_address(0);
    } else {
        dropped++;
    }
}

int call_trace_is_instrumented(void) { return instrumented; }

void call_trace_start(uintptr_t *buffer, size_t capacity) {
    entries = buffer;
    entryCapacity = capacity;
    entryCount = 0;
    dropped = 0;
    recording = 1;
}

size_t call_trace_stop(void) {
    recording = 0;
    return entryCount;
}

size_t call_trace_dropped(void) { return dropped; }
