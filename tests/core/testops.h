#ifndef TESTOPS_H
#define TESTOPS_H
extern const char *trace[16];
extern int ntrace;
void trace_reset(void);
extern unsigned myadd_autograd_calls, my_boxed_fallback_calls;
#endif
