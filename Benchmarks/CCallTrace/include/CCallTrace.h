#ifndef CCALLTRACE_H
#define CCALLTRACE_H

#include <stddef.h>
#include <stdint.h>

/// Whether this executable was built with function-entry tracing (`-sanitize-coverage=func,trace-pc-guard`
/// on the Swift modules): the toolchain then called the guard initialiser at start-up.
int call_trace_is_instrumented(void);

/// Starts recording the address of every instrumented function entered, into `buffer`, which holds
/// `capacity` addresses; what does not fit is counted as dropped.
void call_trace_start(uintptr_t *buffer, size_t capacity);

/// Stops recording and returns how many addresses were written.
size_t call_trace_stop(void);

/// How many entries did not fit in the last recording's buffer.
size_t call_trace_dropped(void);

#endif
