/*
 * dequantize.self: QuantizedCPU (a float32 tensor of ((float)q - zp) *
 * scale, in self's suggested memory format; per channel, each channel's,
 * as uc10__dequantize_val_pc computes it; contiguous 8-bit rows of a
 * per-tensor self by one loop a dtype) and CPU (a non-quantized self:
 * self.to(float32), which is self itself when already float32).
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

#define OP "aten::dequantize.self"

/*
 * A contiguous row of 8-bit integers, per tensor: uc10__dequantize_val's
 * operations with the scale and zero point converted once, a loop per
 * dtype (no dtype test an element).
 */
static void dequantize_row8_(float *o, const char *p, ptrdiff_t n, bool u, double scale, int64_t zero_point)
{
	const float s = (float)scale, z = (float)zero_point;
	if (u)
		for (const uint8_t *q = (const uint8_t *)p; n > 0; n--)
			*o++ = ((float)*q++ - z) * s;
	else
		for (const int8_t *q = (const int8_t *)p; n > 0; n--)
			*o++ = ((float)*q++ - z) * s;
}

uc10_status uc10_dequantize_self_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	const uc10_tensor *ops[2];
	uc10_tensor r;
	uc10__iter it;
	uc10_status st;

	(void)ks;
	if ((st = uc10__qcheck_self(OP, ret, self)) != UC10_OK)
		return st;
	if ((st = uc10__qempty(OP, &r, UC10_FLOAT32, self->sizes, self->dim,
	                       uc10_tensor_suggest_memory_format(self))) != UC10_OK)
		return st;
	for (int64_t c = 0; c < uc10__qchannels(self); c++) {
		uc10_tensor q, o = r;   /* channel c of a per-channel self, with its scale and zero point */
		uc10__qchannel(&q, self, c);
		if (self->qscheme == UC10_PER_CHANNEL_AFFINE)
			uc10__narrow1(&o, &r, self->q_axis, c);
		ops[0] = &o;
		ops[1] = &q;
		uc10__iter_init(&it, o.sizes, o.dim, 2, ops);
		for (bool more = uc10__iter_begin(&it); more; more = uc10__iter_next(&it)) {
			if (self->qscheme != UC10_PER_CHANNEL_AFFINE && self->dtype != UC10_QINT32 && it.stride[0][0] == 4 &&
			    it.stride[1][0] == 1) {
				dequantize_row8_((float *)it.ptr[0], it.ptr[1], (ptrdiff_t)it.shape[0], self->dtype == UC10_QUINT8,
				                 q.q_scale, q.q_zero_point);
				continue;
			}
			for (int64_t i = 0; i < it.shape[0]; i++) {
				const char *p = it.ptr[1] + i * it.stride[1][0];
				int32_t v = self->dtype == UC10_QINT8 ? *(const int8_t *)p :
				            self->dtype == UC10_QUINT8 ? *(const uint8_t *)p : *(const int32_t *)p;
				*(float *)(it.ptr[0] + i * it.stride[0][0]) =
					self->qscheme == UC10_PER_CHANNEL_AFFINE ?
					uc10__dequantize_val_pc(v, q.q_scale, q.q_zero_point) :
					uc10__dequantize_val(v, q.q_scale, q.q_zero_point);
			}
		}
	}
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_dequantize_self_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self)
{
	uc10_tensor r;
	uc10_status st;

	(void)ks;
	if (!ret || (st = uc10__check_defined(self)) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result or undefined self", "");
	if (!uc10__is_arith_dtype((uc10_dtype)self->dtype))
		return uc10_fail(UC10_E_DTYPE, OP, ": dtype not supported (bool)", "");
	if (self->dtype == UC10_FLOAT32) {
		*ret = *self;
		return UC10_OK;
	}
	if ((st = uc10_tensor_empty_like(&r, self, UC10_FLOAT32, UC10_PRESERVE_FORMAT)) != UC10_OK)
		return uc10_fail(st, OP, st == UC10_E_NOMEM ? ": out of arena memory for the result" :
		                 ": cannot allocate the result", "");
	uc10__copy_convert(&r, self);
	*ret = r;
	return UC10_OK;
}
