#ifndef TESTOPS_H
#define TESTOPS_H
#include "uc10/types.h"
extern const char *trace[16];
extern int ntrace;
extern uc10_ks last_ks;
void trace_reset(void);
extern unsigned myadd_autograd_calls, my_boxed_fallback_calls;
#endif
