#ifndef TESTOPS_H
#define TESTOPS_H
#include "uc10/types.h"
#include "uc10/tensor.h"
extern const char *trace[16];
extern int ntrace;
extern uc10_ks last_ks;
void trace_reset(void);
/* uc10_call_myops_myadd as a UC10_NO_INLINE_FAST_PATH build calls it */
uc10_status myadd_out_of_line(uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other);
extern unsigned myadd_autograd_calls, my_boxed_fallback_calls;
#endif
