/* kernels.c - acme::scaled_add's CPU kernel: self + alpha * other, float32,
 * same shapes.  Its type comes from the schema (uc10_ops.h declares it),
 * so a signature that does not match the schema does not compile. */
#include "uc10_ops.h"
#include "uc10/tensor_util.h"

uc10_status acme_scaled_add_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                const uc10_tensor *other, uc10_float alpha)
{
	uc10_tensor out;
	int64_t i, n;
	(void)ks;
	if (self->dtype != UC10_FLOAT32 || other->dtype != UC10_FLOAT32 || !uc10_tensor_same_shape(self, other) ||
	    !self->is_contiguous || !other->is_contiguous)
		return uc10_fail(UC10_E_ARG, "acme::scaled_add: ", "expected contiguous float32 tensors of one shape", "");
	if (uc10_tensor_empty_like(&out, self, UC10_FLOAT32, UC10_CONTIGUOUS_FORMAT) != UC10_OK)
		return uc10_fail(UC10_E_NOMEM, "acme::scaled_add: ", "no memory for the result", "");
	n = uc10_tensor_numel(self);
	{
		const float *a = uc10_tensor_ptr(self), *b = uc10_tensor_ptr(other);
		float *r = uc10_tensor_ptr(&out);
		for (i = 0; i < n; i++)
			r[i] = a[i] + (float)alpha * b[i];
	}
	*ret = out;
	return UC10_OK;
}
