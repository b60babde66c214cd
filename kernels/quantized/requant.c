/* Requantization and checks shared by quantized_unpacked::linear / conv2d (and _relu):
 * see Note [onednn requantization] in kernels/quantized/quantized.h. */
#include "quantized/quantized.h"
#include "uc10_ops.h"

uint8_t uc10__qrequant_slow(const uc10__qrequant *r, int32_t acc)
{
	if ((uint32_t)acc - (uint32_t)r->acc_lo >= r->n && r->n) {
		if (acc < r->acc_lo && (r->sat & 1))
			return 0;
		if (acc > r->acc_lo && (r->sat & 2))
			return 255;
	}
	return uc10__qrequant_float(r, acc);
}

uc10_status uc10__qrequant_build(const char *op, const uc10_tensor *x, const uc10_tensor *w, const uc10_tensor *b,
                                 double y_scale, int64_t y_zero_point, uc10__qrequant **rq)
{
	const int64_t OC = w->sizes[0];
	void *p;
	uc10_status st = uc10_arena_alloc(uc10_arena_current(), (size_t)(OC ? OC : 1) * sizeof(uc10__qrequant),
	                                  _Alignof(uc10__qrequant), &p);

	if (st != UC10_OK)
		return uc10_fail(st, op, ": out of arena memory for the requantization scales", "");
	*rq = p;
	uc10__qrequant_fill(*rq, x->q_scale, w, b, y_scale, y_zero_point);
	return UC10_OK;
}

uc10_status uc10__qcheck_x_w_b(const char *op, const uc10_tensor *x, const uc10_tensor *w,
                               const uc10_tensor *b, int wdim)
{
	if (uc10__check_defined(x) != UC10_OK || uc10__check_defined(w) != UC10_OK)
		return uc10_fail(UC10_E_NULL, op, ": an undefined input or weight tensor", "");
	if (x->dtype != UC10_QUINT8)
		return uc10_fail(UC10_E_DTYPE, op, " (ONEDNN): data type of input should be QUint8.", "");
	if (uc10__qcheck_per_tensor(op, x) != UC10_OK)
		return UC10_E_ARG;
	if (w->dtype != UC10_QINT8)
		return uc10_fail(UC10_E_DTYPE, op, "_prepack (ONEDNN): weight should be a QInt8 tensor", "");
	for (int64_t c = 0; c < uc10__qchannels(w); c++) {
		uc10_tensor v;
		uc10__qchannel(&v, w, c);
		if (v.q_zero_point != 0)
			return uc10_fail(UC10_E_ARG, op, "_prepack: ONEDNN only supports symmetric quantization of weight, "
			                 "whose zero point must be 0", "");
	}
	if (w->dim != wdim)
		return uc10_fail(UC10_E_SHAPE, op, wdim == 2 ? "_prepack: weight tensor should be 2-dimensional" :
		                 "_prepack: weight tensor should be 4-dimensional", "");
	if (w->qscheme == UC10_PER_CHANNEL_AFFINE && w->q_axis != 0)
		return uc10_fail(UC10_E_ARG, op, "_prepack: a per-channel weight must be quantized along its output "
		                 "channels (axis 0)", "");
	if (b && b->defined) {
		if (b->dtype != UC10_FLOAT32)
			return uc10_fail(UC10_E_DTYPE, op, "_prepack: bias should be a Float tensor", "");
		if (b->dim != 1 || b->sizes[0] != w->sizes[0])
			return uc10_fail(UC10_E_SHAPE, op, "_prepack: bias should be a vector (1D Tensor) with one "
			                 "element per output channel", "");
	}
	return UC10_OK;
}

uc10_status uc10__qempty(const char *op, uc10_tensor *r, uc10_dtype dt, const int64_t *sizes, int dim,
                         uc10_memory_format mf)
{
	uc10_status st = uc10_tensor_empty(r, dt, sizes, dim, mf);

	if (st == UC10_E_NOMEM)
		return uc10_fail(st, op, ": out of arena memory for the result", "");
	if (st != UC10_OK)
		return uc10_fail(st, op, ": cannot allocate a result of these sizes", "");
	return UC10_OK;
}

/* m4/program.m4 plans this many bytes per output channel for the records. */
_Static_assert(sizeof(uc10__qrequant) == 32, "m4/program.m4's scratch of the quantized linear / conv2d");
