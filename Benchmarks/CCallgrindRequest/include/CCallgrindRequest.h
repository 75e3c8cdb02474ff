#ifndef CCALLGRINDREQUEST_H
#define CCALLGRINDREQUEST_H

/// Asks callgrind, when the process runs under it, to start instrumenting (a run started with
/// `--instr-atstart=no` executes everything before this call uninstrumented, several times faster).
/// Outside Valgrind, and on CPUs this file does not know, it does nothing.
void callgrind_start_instrumentation(void);

#endif
