/*
 * max_pool2d (CompositeImplicitAutograd; uc10 computes it directly instead
 * of through max_pool2d_with_indices): float32 only ("not implemented for
 * 'Long'"); a quantized self goes to aten::quantized_max_pool2d, as in
 * PyTorch.  Each output is the largest element of its window (NaN wins,
 * as cpu_max_pool's `val > maxval || isnan(val)`); the output keeps
 * self's suggested memory format.
 */
#include <math.h>
#include "pool/pool.h"
#include "uc10_ops.h"

uc10_status uc10_max_pool2d_cia(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_int_list kernel_size,
                                uc10_int_list stride, uc10_int_list padding, uc10_int_list dilation,
                                uc10_bool ceil_mode)
{
	uc10__pool g;
	uc10_tensor r;
	uc10_status st;
	int o;

	(void)ks;
	if (!ret)
		return uc10__fail_null("aten::max_pool2d", "result");
	if (uc10__defined(self) && uc10_dtype_is_quantized((uc10_dtype)self->dtype))
		return uc10_call_aten_quantized_max_pool2d(ret, self, kernel_size, stride, padding, dilation, ceil_mode);
	if ((st = uc10__pool_setup(&g, self, kernel_size, stride, padding, &dilation, ceil_mode)) != UC10_OK)
		return st;
	if (self->dtype != UC10_FLOAT32)
		return uc10__fail_dtype("aten::max_pool2d", self->dtype);
	if ((st = uc10__pool_output(&r, self, &g)) != UC10_OK)
		return st;
	o = self->dim - 3;
	for (int64_t n = 0; n < g.batch; n++)
		for (int64_t c = 0; c < g.chan; c++) {
			const char *in = (const char *)uc10_tensor_ptr(self) +
			                 4 * ((o ? n * self->strides[0] : 0) + c * self->strides[o]);
			char *out = (char *)uc10_tensor_ptr(&r) + 4 * ((o ? n * r.strides[0] : 0) + c * r.strides[o]);
			for (int64_t oh = 0; oh < g.oh; oh++)
				for (int64_t ow = 0; ow < g.ow; ow++) {
					int64_t h0, h1, w0, w1;
					float m = -INFINITY;
					uc10__pool_max_window(&g, oh, ow, &h0, &h1, &w0, &w1);
					for (int64_t h = h0; h < h1; h += g.d[0])
						for (int64_t w = w0; w < w1; w += g.d[1]) {
							float v = *(const float *)(in + 4 * (h * self->strides[o + 1] + w * self->strides[o + 2]));
							if (v > m || v != v)
								m = v;
						}
					*(float *)(out + 4 * (oh * r.strides[o + 1] + ow * r.strides[o + 2])) = m;
				}
		}
	*ret = r;
	return UC10_OK;
}
