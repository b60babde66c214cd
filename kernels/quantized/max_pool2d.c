/*
 * quantized_max_pool2d (QuantizedCPU), what aten::max_pool2d calls for a
 * quantized self: qint8 / quint8 / qint32, per tensor, 3-d or 4-d.  Each
 * output is the largest integer of its window (padding never wins), with
 * self's scale and zero point (q_maxpool_2d); the result's layout is
 * PyTorch's, written as PyTorch writes it (uc10__qpool_output).  Geometry and its checks are the
 * float op's (pool.h).  Each window is found once per output position
 * and read for every channel (qwindow.h).
 */
#include "pool/pool.h"
#include "quantized/quantized.h"
#include "quantized/qwindow.h"
#include "uc10_ops.h"

#define OP "aten::quantized_max_pool2d"

uc10_status uc10_quantized_max_pool2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                           uc10_int_list kernel_size, uc10_int_list stride, uc10_int_list padding,
                                           uc10_int_list dilation, uc10_bool ceil_mode)
{
	int64_t shape[4], os[4];
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
	if ((st = uc10__qpool_output(OP, &r, self, shape, uc10__pool_shape(self, &g, shape), os)) != UC10_OK)
		return st;
	isz = uc10_dtype_itemsize((uc10_dtype)self->dtype);
	{
		const int64_t *is = self->strides;
		const ptrdiff_t hs = (ptrdiff_t)(g.d[0] * is[o + 1]), ws = (ptrdiff_t)(g.d[1] * is[o + 2]);
		const ptrdiff_t dh = (ptrdiff_t)g.d[0], dw = (ptrdiff_t)g.d[1];
		for (int64_t b = 0; b < g.batch; b++)
			for (int64_t oh = 0; oh < g.oh; oh++)
				for (int64_t ow = 0; ow < g.ow; ow++) {
					int64_t h0, h1, w0, w1;
					uc10__pool_max_window(&g, oh, ow, &h0, &h1, &w0, &w1);
					/* in ptrdiff_t: the window is inside the tensor, the division a word's */
					const ptrdiff_t nh = h1 > h0 ? ((ptrdiff_t)(h1 - h0) + dh - 1) / dh : 0,
					                nw = w1 > w0 ? ((ptrdiff_t)(w1 - w0) + dw - 1) / dw : 0;
					const char *in = (const char *)uc10_tensor_ptr(self) +
					                 isz * (size_t)((o ? b * is[0] : 0) + h0 * is[o + 1] + w0 * is[o + 2]);
					char *out = (char *)uc10_tensor_ptr(&r) +
					            isz * (size_t)((o ? b * os[0] : 0) + oh * os[o + 1] + ow * os[o + 2]);
					const ptrdiff_t ic = (ptrdiff_t)is[o], oc = (ptrdiff_t)os[o], nc = (ptrdiff_t)g.chan;
					if (self->dtype == UC10_QINT8)
						uc10__qwin_maxc_s8((int8_t *)out, oc, (const int8_t *)in, ic, nc, nh, nw, hs, ws);
					else if (self->dtype == UC10_QUINT8)
						uc10__qwin_maxc_u8((uint8_t *)out, oc, (const uint8_t *)in, ic, nc, nh, nw, hs, ws);
					else
						uc10__qwin_maxc_s32((int32_t *)out, oc, (const int32_t *)in, ic, nc, nh, nw, hs, ws);
				}
	}
	*ret = r;
	return UC10_OK;
}
