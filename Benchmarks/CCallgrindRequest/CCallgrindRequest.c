#include "CCallgrindRequest.h"

// Valgrind recognises a client request by a sequence of instructions that does nothing on a real
// CPU: rotations of a register that add up to a whole turn, then a no-op exchange that carries the
// request (its address in one register, the answer in another). The request's number is callgrind's
// tool base ('C', 'T' in the top two bytes) plus its place in callgrind's list of requests:
// dump, zero, toggle collection, dump at, start instrumentation.
#define CALLGRIND_REQUEST_BASE ((unsigned long)((('C' & 0xff) << 24) | (('T' & 0xff) << 16)))
#define CALLGRIND_START_INSTRUMENTATION_REQUEST (CALLGRIND_REQUEST_BASE + 4)

void callgrind_start_instrumentation(void) {
    volatile unsigned long request[6] = {CALLGRIND_START_INSTRUMENTATION_REQUEST, 0, 0, 0, 0, 0};
#if defined(__x86_64__)
    unsigned long answer = 0;
    __asm__ volatile("rolq $3,  %%rdi ; rolq $13, %%rdi\n\t"
                     "rolq $61, %%rdi ; rolq $51, %%rdi\n\t"
                     "xchgq %%rbx,%%rbx"
                     : "=d"(answer)
                     : "a"(&request[0]), "0"(answer)
                     : "cc", "memory");
    (void)answer;
#elif defined(__aarch64__)
    unsigned long answer = 0;
    __asm__ volatile("mov x3, %1\n\t"
                     "mov x4, %2\n\t"
                     "ror x12, x12, #3  ;  ror x12, x12, #13\n\t"
                     "ror x12, x12, #51 ;  ror x12, x12, #61\n\t"
                     "orr x10, x10, x10\n\t"
                     "mov %0, x3"
                     : "=r"(answer)
                     : "r"(answer), "r"(&request[0])
                     : "cc", "memory", "x3", "x4");
    (void)answer;
#else
    (void)request;
#endif
}
