/*
 * bench/kernels.c - the kernels of bench/ops.m4.  They do nothing but
 * return, so that a measured call is all dispatcher; they live in their own
 * file so that the compiler cannot inline them into the direct-call
 * baseline of bench/dispatch.c.
 */
#include "uc10_ops.h"

uc10_status bench_add2_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *a, const uc10_tensor *b)
{
	(void)ks; (void)ret; (void)a; (void)b;
	return UC10_OK;
}

uc10_status bench_add2g_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *a, const uc10_tensor *b)
{
	(void)ks; (void)ret; (void)a; (void)b;
	return UC10_OK;
}

/* What an autograd kernel does before its graph work: call again with the
 * keys below autograd (VariableType's redispatch). */
uc10_status bench_add2g_autograd(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *a, const uc10_tensor *b)
{
	return uc10_redispatch_bench_add2g(ks & UC10_KS_AFTER_AUTOGRAD, ret, a, b);
}
