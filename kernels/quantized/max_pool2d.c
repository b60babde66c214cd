/*
 * quantized_max_pool2d (QuantizedCPU), what aten::max_pool2d calls for a
 * quantized self: qint8 / quint8 / qint32, per tensor, 3-d or 4-d.  Each
 * output is the largest integer of its window (padding never wins), with
 * self's scale and zero point (q_maxpool_2d); the result is channels_last
 * when self is, contiguous otherwise.  Geometry and its checks are the
 * float op's (pool.h).
 */
#include "pool/pool.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

#define OP "aten::quantized_max_pool2d"

uc10_status uc10_quantized_max_pool2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                           uc10_int_list kernel_size, uc10_int_list stride, uc10_int_list padding,
                                           uc10_int_list dilation, uc10_bool ceil_mode)
{
	int64_t shape[4];
	size_t isz;
	uc10__pool g;
	uc10_tensor r;
	uc10_status st;
	int o;

	(void)ks;
	if (!ret)
		return uc10__fail_null(OP, "result");
	if ((st = uc10__pool_setup(&g, self, kernel_size, stride, padding, &dilation, ceil_mode)) != UC10_OK)
		return st;
	if ((st = uc10__qcheck_quantized_per_tensor(OP, self)) != UC10_OK)
		return st;
	o = self->dim - 3;
	if ((st = uc10__qpool_output(OP, &r, self, shape, uc10__pool_shape(self, &g, shape))) != UC10_OK)
		return st;
	isz = uc10_dtype_itemsize((uc10_dtype)self->dtype);
	for (int64_t b = 0; b < g.batch; b++)
		for (int64_t c = 0; c < g.chan; c++) {
			const char *in = (const char *)uc10_tensor_ptr(self) +
			                 isz * ((o ? b * self->strides[0] : 0) + c * self->strides[o]);
			char *out = (char *)uc10_tensor_ptr(&r) + isz * ((o ? b * r.strides[0] : 0) + c * r.strides[o]);
			for (int64_t oh = 0; oh < g.oh; oh++)
				for (int64_t ow = 0; ow < g.ow; ow++) {
					int64_t h0, h1, w0, w1;
					int32_t m = INT32_MIN;
					uc10__pool_max_window(&g, oh, ow, &h0, &h1, &w0, &w1);
					for (int64_t h = h0; h < h1; h += g.d[0])
						for (int64_t w = w0; w < w1; w += g.d[1]) {
							int32_t v = uc10__qload(in + isz * (h * self->strides[o + 1] + w * self->strides[o + 2]),
							                        self->dtype);
							if (v > m)
								m = v;
						}
					uc10__qstore(out + isz * (oh * r.strides[o + 1] + ow * r.strides[o + 2]), self->dtype, m);
				}
		}
	*ret = r;
	return UC10_OK;
}
