/*
 * quantized_unpacked::linear_dynamic (QuantizedCPU): quantized::linear_dynamic
 * (nn.quantized.dynamic.Linear, what quantize_dynamic makes of nn.Linear)
 * with the prepack folded in (docs/quantized.md), as PyTorch 1.13 computes
 * it on the onednn engine (qlinear_dynamic.cpp, PackedLinearWeightsOnednn):
 *  - the float input's range, widened to hold 0, gives its quantization
 *    parameters at run time (ChooseQuantizationParams into [0, 255], or
 *    [0, 127] with reduce_range, as quantize_dynamic's modules pass);
 *  - each element quantized as oneDNN's reorder does it: x * (1 / scale)
 *    in float32, rounded to nearest even, plus the zero point, saturated;
 *  - the int8 weight (QInt8, per tensor or per output channel, zero point
 *    0) times the input's integers less its zero point, summed in int32
 *    exactly; y = acc * (x_scale * w_scale) + bias in float32.
 * The integers are PyTorch's; the float result's last step rounds as
 * oneDNN's may not: within 1e-6 of it (tools/refdata: 300 random layers).
 * Scratch: one row of the quantized input (in_features bytes), after the
 * result; the memory plan mirrors it (m4/program.m4).
 */
#include <math.h>
#include "quantized/qdynamic.h"
#include "quantized/quantized.h"
#include "uc10_ops.h"

static const char OP[] = "quantized::linear_dynamic";

/* (qdynamic.h) */
void uc10__choose_qparams(float mn, float mx, int32_t qmax, double *scale, int32_t *zp)
{
	const float small = 6.1e-5f;   /* SMALL_SCALE_THRESHOLD */
	const int32_t qmin = 0;
	double s, zmin, zmax, z;

	mn = mn < 0 ? mn : 0;
	mx = mx > 0 ? mx : 0;
	s = ((double)mx - mn) / (qmax - qmin);
	if ((float)s == 0.0f || isinf(1.0f / (float)s))
		s = 0.1;
	if (s < small) {
		const double org = s;
		s = small;
		if (mn == 0.0f) {
			mx = small * (float)(qmax - qmin);
		} else if (mx == 0.0f) {
			mn = -small * (float)(qmax - qmin);
		} else {
			const float amp = small / (float)org;
			mn *= amp;
			mx *= amp;
		}
	}
	zmin = qmin - mn / s;
	zmax = qmax - mx / s;
	z = fabs((double)qmin) - fabs(mn / s) < fabs((double)qmax) - fabs(mx / s) ? zmin : zmax;
	*zp = z < qmin ? qmin : z > qmax ? qmax : (int32_t)nearbyint(z);
	*scale = s;
}

uc10_status uc10_quantized_unpacked_linear_dynamic_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *X,
                                                        const uc10_tensor *W, const uc10_tensor *B,
                                                        uc10_bool reduce_range)
{
	const size_t mark = uc10__mark();
	size_t top;
	int64_t sizes[UC10_MAX_DIMS], rows = 1, in, out, n;
	float mn = 0, mx = 0, inv, *y;
	uint8_t *xq;
	const int8_t *w;
	double scale;
	int32_t zp;
	uc10_tensor r, scr;
	uc10_status st;

	(void)ks;
	if (!ret)
		return uc10__fail_null(OP, "result");
	if (uc10__check_defined(X) != UC10_OK || uc10__check_defined(W) != UC10_OK)
		return uc10_fail(UC10_E_NULL, OP, ": an undefined input or weight tensor", "");
	if (X->dtype != UC10_FLOAT32)
		return uc10_fail(UC10_E_DTYPE, OP, ": the input must be a Float tensor (quantized at run time)", "");
	if (X->dim < 2)
		return uc10_fail(UC10_E_SHAPE, OP, ": The dimension of input tensor should be larger than or equal to 2", "");
	if (W->dtype != UC10_QINT8)
		return uc10_fail(UC10_E_DTYPE, OP, "_prepack (ONEDNN): weight should be a QInt8 tensor", "");
	if (W->dim != 2)
		return uc10_fail(UC10_E_SHAPE, OP, "_prepack: weight tensor should be 2-dimensional", "");
	if (W->qscheme == UC10_PER_CHANNEL_AFFINE && W->q_axis != 0)
		return uc10_fail(UC10_E_ARG, OP, "_prepack: a per-channel weight must be quantized along its output ",
		                 "channels (axis 0)");
	for (int64_t c = 0; c < uc10__qchannels(W); c++) {
		uc10_tensor v;
		uc10__qchannel(&v, W, c);
		if (v.q_zero_point != 0)
			return uc10_fail(UC10_E_ARG, OP, "_prepack: ONEDNN only supports symmetric quantization of weight, ",
			                 "whose zero point must be 0");
	}
	in = W->sizes[1], out = W->sizes[0];
	if (X->sizes[X->dim - 1] != in)
		return uc10_fail(UC10_E_SHAPE, OP, ": the input's last dim must be the weight's in_features", "");
	if (B && B->defined && (B->dtype != UC10_FLOAT32 || B->dim != 1 || B->sizes[0] != out))
		return uc10_fail(UC10_E_SHAPE, OP, "_prepack: bias should be a Float vector (1D Tensor) with one element ",
		                 "per output channel");
	for (int d = 0; d < X->dim - 1; d++) {
		sizes[d] = X->sizes[d];
		rows *= X->sizes[d];
	}
	sizes[X->dim - 1] = out;
	n = rows * in;
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&r, UC10_FLOAT32, sizes, X->dim, UC10_CONTIGUOUS_FORMAT))) !=
	    UC10_OK)
		return st;
	top = uc10__mark();
	if ((st = uc10__alloc_st(OP, uc10_tensor_empty(&scr, UC10_UINT8, &in, 1, UC10_CONTIGUOUS_FORMAT))) != UC10_OK) {
		uc10__release(mark);
		return st;
	}
	for (int64_t i = 0; i < n; i++) {
		const float v = uc10__f32_at(X, i);
		mn = i == 0 || v < mn ? v : mn;
		mx = i == 0 || v > mx ? v : mx;
	}
	uc10__choose_qparams(mn, mx, reduce_range ? 127 : 255, &scale, &zp);
	inv = (float)(1.0 / scale);
	xq = uc10_tensor_ptr(&scr);
	y = uc10_tensor_ptr(&r);
	w = uc10_tensor_ptr(W);
	for (int64_t i = 0; i < rows; i++) {
		for (int64_t k = 0; k < in; k++) {
			xq[k] = (uint8_t)uc10__qdyn(uc10__f32_at(X, i * in + k), inv, zp);
		}
		for (int64_t j = 0; j < out; j++) {
			const double ws = W->qscheme == UC10_PER_CHANNEL_AFFINE ? W->q_scales[j] : W->q_scale;
			int32_t acc = 0;

			for (int64_t k = 0; k < in; k++)
				acc += ((int32_t)xq[k] - zp) * w[j * W->strides[0] + k * W->strides[1]];
			y[i * out + j] = (float)acc * (float)(scale * ws) +
			                 (B && B->defined ? ((const float *)uc10_tensor_ptr(B))[j * B->strides[0]] : 0.0f);
		}
	}
	uc10__release(top);   /* the scratch row */
	*ret = r;
	return UC10_OK;
}
