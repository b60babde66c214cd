/*
 * myops::myadd - the tutorial's operator.  myadd_cpu is the CPU kernel
 * (float32, equal shapes, as the tutorial's); myadd_autograd is what an
 * autograd kernel does first: step below autograd and call the operator
 * again, which then lands on the backend kernel.
 */
#include "uc10_ops.h"
#include "uc10/tensor_util.h"

uc10_status myadd_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10_tensor out;
	uc10_status st;
	int64_t i, n;
	(void)ks;
	if (self->dtype != UC10_FLOAT32 || other->dtype != UC10_FLOAT32)
		return uc10_fail(UC10_E_DTYPE, "myops::myadd: ", "expected float32 tensors", "");
	if (!uc10_tensor_same_shape(self, other))
		return uc10_fail(UC10_E_SHAPE, "myops::myadd: ", "expected tensors of the same shape", "");
	if (!self->is_contiguous || !other->is_contiguous)
		return uc10_fail(UC10_E_ARG, "myops::myadd: ", "expected contiguous tensors", "");
	st = uc10_tensor_empty_like(&out, self, UC10_FLOAT32, UC10_CONTIGUOUS_FORMAT);
	if (st != UC10_OK)
		return uc10_fail(st, "myops::myadd: ", "no memory for the result", "");
	n = uc10_tensor_numel(self);
	{
		const float *a = uc10_tensor_ptr(self), *b = uc10_tensor_ptr(other);
		float *r = uc10_tensor_ptr(&out);
		for (i = 0; i < n; i++)
			r[i] = a[i] + b[i];
	}
	*ret = out;
	return UC10_OK;
}

/* Counts calls, so that tests can see the autograd kernel ran. */
unsigned myadd_autograd_calls;

uc10_status myadd_autograd(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10_guard g = uc10_below_adinplace_guard();   /* at::AutoDispatchBelowADInplaceOrView */
	uc10_status st;
	(void)ks;
	myadd_autograd_calls++;
	st = uc10_call_myops_myadd(ret, self, other);
	uc10_guard_end(&g);
	return st;
}
