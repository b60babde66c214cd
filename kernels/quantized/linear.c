/*
 * quantized_unpacked::linear and ::linear_relu (QuantizedCPU):
 * quantized::linear / linear_relu with the prepack folded in.  X quint8
 * (any dims >= 1, any strides), W qint8 (N, K), per tensor or per output
 * channel, zero point(s) 0, B float32 (N) or None; Y quint8 of X's sizes
 * with the last one N, contiguous, scale Y_scale_i and zero point
 * Y_zero_point_i (any int: the engine saturates to 0..255 after adding it).
 * Computed as the onednn engine does: Note [onednn requantization].
 */
#include "quantized/quantized.h"
#include "uc10_ops.h"

static uc10_status linear_(const char *OP, bool relu, uc10_tensor *ret, const uc10_tensor *X, const uc10_tensor *W,
                           const uc10_tensor *B, uc10_float Y_scale_i, uc10_int Y_zero_point_i)
{
	int64_t shape[UC10_MAX_DIMS], M = 1, N, K;
	const uint8_t *x;
	const int8_t *w;
	const float *b;
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
	if ((st = uc10__qrequant_build(OP, X, W, Y_scale_i, Y_zero_point_i, &rq)) != UC10_OK) {
		uc10__release(mark0);
		return st;
	}
	lo = uc10__qrequant_lo(relu, Y_zero_point_i);
	x = uc10_tensor_ptr(X);
	w = uc10_tensor_ptr(W);
	b = B ? uc10_tensor_ptr(B) : NULL;
	y = uc10_tensor_ptr(&r);
	for (int64_t m = 0; m < M; m++) {
		/* row m of X over its leading dims, in C order, by X's strides */
		int64_t off = 0, rem = m;
		for (int i = d - 2; i >= 0; i--) {
			off += (rem % X->sizes[i]) * X->strides[i];
			rem /= X->sizes[i];
		}
		for (int64_t n = 0; n < N; n++) {
			uint32_t acc = 0;   /* int32 arithmetic that wraps, as the engine's */
			for (int64_t k = 0; k < K; k++) {
				int32_t xv = (int32_t)x[off + k * X->strides[d - 1]] - (int32_t)X->q_zero_point;
				acc += (uint32_t)(xv * (int32_t)w[n * W->strides[0] + k * W->strides[1]]);
			}
			uint8_t q = uc10__qrequant_u8(&rq[n], (int32_t)acc,
			                              uc10__qrequant_bias(&rq[n], b ? &b[n * B->strides[0]] : NULL));
			y[m * N + n] = q < lo ? lo : q;
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
