/*
 * _adaptive_avg_pool2d (CPU), float32 (PyTorch's CPU dtypes besides
 * bfloat16), as cpu_adaptive_avg_pool: output (oh, ow) averages input rows
 * [floor(oh * IH / OH), ceil((oh + 1) * IH / OH)) and likewise columns; the
 * sum runs rows then columns in float and is divided by the row count and
 * then by the column count (two roundings, as PyTorch).  Input 3-d (C, H, W)
 * or 4-d (N, C, H, W) with H, W > 0; a 4-d output keeps the input's
 * suggested memory format (the channels_last kernel sums in the same order).
 */
#include "common/kernel.h"
#include "uc10_ops.h"

static const char op_[] = "aten::_adaptive_avg_pool2d";

uc10_status uc10__adaptive_avg_pool2d_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                          uc10_int_list output_size)
{
	int64_t shape[4], oh, ow, ih, iw, nc;
	uc10_tensor r;
	uc10_status st;
	int o;

	(void)ks;
	if (!ret || !uc10__defined(self))
		return uc10__fail_null(op_, ret ? "self" : "result");
	if (output_size.len != 2 || !output_size.data)
		return uc10_fail(UC10_E_ARG, op_, ": adaptive_avg_pool2d: output_size must be 2", "");
	if (self->dim != 3 && self->dim != 4)
		return uc10_fail(UC10_E_SHAPE, op_, ": adaptive_avg_pool2d(): Expected 3D or 4D tensor", "");
	o = self->dim - 3;
	ih = self->sizes[o + 1];
	iw = self->sizes[o + 2];
	if (ih <= 0 || iw <= 0)
		return uc10_fail(UC10_E_SHAPE, op_, ": adaptive_avg_pool2d(): Expected input to have non-zero size ",
		                 "for non-batch dimensions");
	oh = output_size.data[0];
	ow = output_size.data[1];
	if (oh < 0 || ow < 0)
		return uc10_fail(UC10_E_ARG, op_, ": elements of output_size must be greater than or equal to 0", "");
	if (self->dtype != UC10_FLOAT32)
		return uc10__fail4(UC10_E_DTYPE, op_, ": \"adaptive_avg_pool2d\" not implemented for '",
		                   uc10__dtype_name(self->dtype), "'");
	if (o)
		shape[0] = self->sizes[0];
	shape[o] = self->sizes[o];
	shape[o + 1] = oh;
	shape[o + 2] = ow;
	if ((st = uc10__alloc_st(op_, uc10_tensor_empty(&r, UC10_FLOAT32, shape, self->dim,
	                                                uc10_tensor_suggest_memory_format(self)))) != UC10_OK)
		return st;
	nc = o ? self->sizes[0] : 1;
	for (int64_t n = 0; n < nc; n++)
		for (int64_t c = 0; c < self->sizes[o]; c++) {
			const float *in = (const float *)uc10_tensor_ptr(self) + (o ? n * self->strides[0] : 0) + c * self->strides[o];
			float *out = (float *)uc10_tensor_ptr(&r) + (o ? n * r.strides[0] : 0) + c * r.strides[o];
			for (int64_t y = 0; y < oh; y++) {
				int64_t h0 = y * ih / oh, h1 = ((y + 1) * ih + oh - 1) / oh;
				for (int64_t x = 0; x < ow; x++) {
					int64_t w0 = x * iw / ow, w1 = ((x + 1) * iw + ow - 1) / ow;
					float sum = 0;
					for (int64_t h = h0; h < h1; h++)
						for (int64_t w = w0; w < w1; w++)
							sum += in[h * self->strides[o + 1] + w * self->strides[o + 2]];
					out[y * r.strides[o + 1] + x * r.strides[o + 2]] = sum / (float)(h1 - h0) / (float)(w1 - w0);
				}
			}
		}
	*ret = r;
	return UC10_OK;
}
