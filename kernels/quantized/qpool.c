/* What the quantized pooling kernels share: see kernels/quantized/quantized.h. */
#include "quantized/quantized.h"
#include "uc10_ops.h"

uc10_status uc10__qpool_output(const char *op, uc10_tensor *r, const uc10_tensor *self, const int64_t *sizes, int dim)
{
	uc10_status st = uc10__qempty(op, r, (uc10_dtype)self->dtype, sizes, dim,
	                              dim == 4 && self->is_channels_last ? UC10_CHANNELS_LAST : UC10_CONTIGUOUS_FORMAT);

	if (st != UC10_OK)
		return st;
	r->q_scale = self->q_scale;
	r->q_zero_point = self->q_zero_point;
	return UC10_OK;
}
