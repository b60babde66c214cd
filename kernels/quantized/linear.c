/*
 * quantized_unpacked::linear and ::linear_relu (QuantizedCPU):
 * quantized::linear / linear_relu with the prepack folded in.  X quint8
 * (any dims >= 1, any strides), W qint8 (N, K), per tensor or per output
 * channel, zero point(s) 0, B float32 (N) or None; Y quint8 of X's sizes
 * with the last one N, contiguous, scale Y_scale_i and zero point
 * Y_zero_point_i (any int: the engine saturates to 0..255 after adding it).
 * Computed as the onednn engine does (Note [onednn requantization]), by
 * the int8 matrix core of kernels/quantized/qcore.h.
 */
#include "quantized/qcore.h"
#include "uc10_ops.h"

static uc10_status linear_(const char *OP, bool relu, uc10_tensor *ret, const uc10_tensor *X, const uc10_tensor *W,
                           const uc10_tensor *B, uc10_float Y_scale_i, uc10_int Y_zero_point_i)
{
	int64_t shape[UC10_MAX_DIMS], M = 1, N, K;
	const uint8_t *x;
	uint8_t *y;
	uc10__qrequant *rq;
	uc10_tensor r;
	uc10_status st;
	size_t mark0, mark;
	uint8_t lo;
	int d;

	if (!ret)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result", "");
	if ((st = uc10__qcheck_x_w_b(OP, X, W, B, 2)) != UC10_OK)
		return st;
	if (B && !B->defined)
		B = NULL;
	if (X->dim < 1)
		return uc10_fail(UC10_E_SHAPE, OP, ": input should have at least 1 dimension", "");
	N = W->sizes[0];
	K = W->sizes[1];
	if (X->sizes[X->dim - 1] != K)
		return uc10_fail(UC10_E_SHAPE, OP, ": the input's last dimension and the weight's second "
		                 "(in_features) differ", "");
	d = X->dim;
	for (int i = 0; i < d - 1; i++) {
		shape[i] = X->sizes[i];
		M *= X->sizes[i];
	}
	shape[d - 1] = N;
	mark0 = uc10__mark();
	if ((st = uc10__qempty(OP, &r, UC10_QUINT8, shape, d, UC10_CONTIGUOUS_FORMAT)) != UC10_OK)
		return st;
	r.q_scale = Y_scale_i;
	r.q_zero_point = Y_zero_point_i;
	mark = uc10__mark();   /* the result stays, the scales are scratch */
	if ((st = uc10__qrequant_build(OP, X, W, B, Y_scale_i, Y_zero_point_i, &rq)) != UC10_OK) {
		uc10__release(mark0);
		return st;
	}
	lo = uc10__qrequant_lo(relu, Y_zero_point_i);
	x = uc10_tensor_ptr(X);
	y = uc10_tensor_ptr(&r);
	{
		/* the int8 matrix core (qcore.h), its widened rows and packed weights in scratch */
		const size_t nb = uc10__qgemm_buffer_size((ptrdiff_t)N, (ptrdiff_t)K);
		const uc10__qout qo = { rq, lo, 255, NULL, NULL };
		const int64_t ks = X->strides[d - 1], rs = d >= 2 ? X->strides[d - 2] : 0;
		int64_t expect = rs;
		bool uniform = true;   /* X's rows one stride apart over all its leading dims */
		void *buf = NULL;
		for (int i = d - 3; i >= 0; i--) {
			expect *= X->sizes[i + 1];
			if (X->sizes[i] > 1 && X->strides[i] != expect)
				uniform = false;
		}
		if (nb > 0 && uc10_arena_alloc(uc10_arena_current(), nb, 4, &buf) != UC10_OK)
			buf = NULL;   /* no room: the core runs without (qcore.h) */
		if (uniform) {
			uc10__qgemm((ptrdiff_t)M, (ptrdiff_t)K, x, (ptrdiff_t)rs, (ptrdiff_t)ks, (int32_t)X->q_zero_point, W, y,
			            (ptrdiff_t)N, 1, &qo, buf, 0);
		} else {
			for (int64_t m = 0; m < M; m++) {
				/* row m of X over its leading dims, in C order, by X's strides */
				int64_t off = 0, rem = m;
				for (int i = d - 2; i >= 0; i--) {
					off += (rem % X->sizes[i]) * X->strides[i];
					rem /= X->sizes[i];
				}
				uc10__qgemm(1, (ptrdiff_t)K, x + off, 0, (ptrdiff_t)ks, (int32_t)X->q_zero_point, W, y + m * N,
				            (ptrdiff_t)N, 1, &qo, buf, m > 0);
			}
		}
	}
	uc10__release(mark);
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_quantized_unpacked_linear_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *X,
                                                const uc10_tensor *W, const uc10_tensor *B,
                                                uc10_float Y_scale_i, uc10_int Y_zero_point_i)
{
	(void)ks;
	return linear_("quantized::linear", false, ret, X, W, B, Y_scale_i, Y_zero_point_i);
}

uc10_status uc10_quantized_unpacked_linear_relu_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *X,
                                                     const uc10_tensor *W, const uc10_tensor *B,
                                                     uc10_float Y_scale_i, uc10_int Y_zero_point_i)
{
	(void)ks;
	return linear_("quantized::linear_relu", true, ret, X, W, B, Y_scale_i, Y_zero_point_i);
}
