/* What the quantized pooling kernels share: see kernels/quantized/quantized.h. */
#include <string.h>
#include "quantized/quantized.h"
#include "uc10_ops.h"

uc10_status uc10__qpool_output(const char *op, uc10_tensor *r, const uc10_tensor *self, const int64_t *sizes, int dim,
                               int64_t *ws)
{
	/* PyTorch's NHWC kernels run for a self that is channels_last contiguous and give the result
	 * self's suggest_memory_format(), but write every element at its channels_last offset: where
	 * the two differ (self contiguous in both formats with strides not channels_last's, e.g. C > 1
	 * channels of 1x1), the result holds the NHWC order read through contiguous strides. */
	const bool nhwc = dim == 4 && self->is_channels_last;
	uc10_status st = uc10__qempty(op, r, (uc10_dtype)self->dtype, sizes, dim,
	                              nhwc ? uc10_tensor_suggest_memory_format(self) : UC10_CONTIGUOUS_FORMAT);

	if (st != UC10_OK)
		return st;
	r->q_scale = self->q_scale;
	r->q_zero_point = self->q_zero_point;
	if (nhwc)
		return uc10_channels_last_strides(sizes, dim, ws);
	memcpy(ws, r->strides, (size_t)dim * sizeof *ws);
	return UC10_OK;
}
