/* testops.c - kernels of tests/core/testops.m4.  Each records its name in
 * a small trace so tests can check which kernels ran, and in what order.
 * Compiled with UC10_NO_INLINE_FAST_PATH: its typed calls are uc10_ops.c's
 * out-of-line ones, which myadd_out_of_line() hands to the tests (Note
 * [CPU fast path]). */
#define UC10_NO_INLINE_FAST_PATH 1
#include <string.h>
#include "uc10_ops.h"
#include "uc10/boxing.h"
#include "testops.h"

const char *trace[16];
int ntrace;
uc10_ks last_ks;
void trace_reset(void) { ntrace = 0; }

uc10_status myadd_out_of_line(uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	return uc10_call_myops_myadd(ret, self, other);
}
static void ran(const char *k) { if (ntrace < 16) trace[ntrace++] = k; }

uc10_status t_gen_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	last_ks = ks;
	ran("t_gen_cpu");
	*ret = *self;
	return UC10_OK;
}

/* A wrapper key's fallback: do its work, then pass the call on to what is
 * below its key (PyTorch: redispatch with ks & FULL_AFTER(key)). */
uc10_status t_wrapper_fallback(const uc10_op *op, uc10_ks ks, uc10_stack *stack)
{
	ran("t_wrapper_fallback");
	return uc10_redispatch_boxed(op, ks & uc10_ks_full_after(UC10_IX_TESTING_ONLY_GenericWrapper), stack);
}

/* BackendSelect: no tensor to dispatch on, so pick the backend from the
 * arguments (here always CPU) and redispatch there. */
uc10_status t_mk_backendselect(uc10_ks ks, uc10_tensor *ret, uc10_int n, uc10_opt_dtype dtype)
{
	ran("t_mk_backendselect");
	return uc10_redispatch_t_mk((ks & uc10_ks_full_after(UC10_IX_BackendSelect)) | UC10_KS_CPU, ret, n, dtype);
}

uc10_status t_mk_cpu(uc10_ks ks, uc10_tensor *ret, uc10_int n, uc10_opt_dtype dtype)
{
	(void)ks;
	ran("t_mk_cpu");
	memset(ret, 0, sizeof *ret);
	ret->key_set = UC10_KS_CPU;
	ret->dim = 1;
	ret->sizes[0] = n;
	ret->dtype = dtype.has ? (uint8_t)dtype.v : UC10_FLOAT32;
	ret->defined = 1;
	return UC10_OK;
}

uc10_status t_scale_cpu(uc10_ks ks, uc10_tensor *self, uc10_scalar s)
{
	(void)ks;
	ran("t_scale_cpu");
	self->q_scale *= s.tag == UC10_SCALAR_FLOAT ? s.v.d : (double)s.v.i;
	return UC10_OK;
}

uc10_status t_split_cia(uc10_ks ks, uc10_tensor *ret0, uc10_int *ret1, const uc10_tensor *self, uc10_int k)
{
	(void)ks;
	ran("t_split_cia");
	*ret0 = *self;
	ret0->sizes[0] = k;
	*ret1 = self->sizes[0] - k;
	return UC10_OK;
}

uc10_status t_count_cea(uc10_ks ks, uc10_int *ret, uc10_tensor_list xs, const uc10_tensor *w,
                        uc10_opt_float eps, uc10_opt_tensor_list maybe)
{
	size_t i;
	(void)ks;
	ran("t_count_cea");
	*ret = (int64_t)xs.len * 100 + (w ? 10 : 0) + (eps.has ? 1 : 0);
	for (i = 0; i < maybe.len; i++)
		*ret += maybe.data[i] ? 1000 : 0;
	return UC10_OK;
}

uc10_status t_nop_cpu(uc10_ks ks, const uc10_tensor *self)
{
	(void)ks; (void)self;
	ran("t_nop_cpu");
	return UC10_OK;
}
