/*
 * quantized_unpacked::conv1d and ::conv1d_relu (QuantizedCPU):
 * quantized::conv1d / conv1d_relu with the prepack
 * (quantized::conv1d_prepack) folded in, as PyTorch 1.13 runs them on the
 * onednn engine: qx (N, C, L) viewed as (N, C, 1, L), weight (O, C /
 * groups, K) as (O, C / groups, 1, K), the 2-d convolution
 * (quantized_unpacked::conv2d(_relu), its rules and core) with stride,
 * padding and dilation 1, 0 and 1 along the added dim, and its
 * channels_last result (N, O, 1, oL) squeezed to (N, O, oL), strides (O *
 * oL, 1, O) as PyTorch's.  One value each for stride, padding, dilation.
 */
#include "quantized/quantized.h"
#include "view/view.h"
#include "uc10_ops.h"

/* t (N, C, L) as (N, C, 1, L), a view */
static void row_view_(uc10_tensor *v, const uc10_tensor *t)
{
	const int64_t sizes[4] = { t->sizes[0], t->sizes[1], 1, t->sizes[2] };
	const int64_t strides[4] = { t->strides[0], t->strides[1], t->sizes[2] * t->strides[2], t->strides[2] };

	uc10__make_view(v, t, sizes, strides, 4, t->storage_offset);
}

static uc10_status conv1d_(const char *OP, bool relu, uc10_tensor *ret, const uc10_tensor *qx,
                           const uc10_tensor *weight, const uc10_tensor *bias, uc10_int_list stride,
                           uc10_int_list padding, uc10_int_list dilation, uc10_int groups, uc10_float output_scale,
                           uc10_int output_zero_point)
{
	const uc10_int_list *p[3] = { &stride, &padding, &dilation };
	int64_t v[3][2] = { { 1, 0 }, { 0, 0 }, { 1, 0 } }, sizes[3], strides[3];
	uc10_int_list l[3];
	uc10_tensor x4, w4, r;
	uc10_status s;

	if (!ret)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result", "");
	if (!uc10__defined(qx) || !uc10__defined(weight))
		return uc10__fail_null(OP, !uc10__defined(qx) ? "qx" : "weight");
	if (qx->dim != 3 || weight->dim != 3)
		return uc10_fail(UC10_E_SHAPE, OP, ": Expected activation and weight tensors to have 3 dimensions", "");
	for (int i = 0; i < 3; i++) {
		if (p[i]->len != 1)
			return uc10_fail(UC10_E_ARG, OP, i == 0 ? ": stride" : i == 1 ? ": padding" : ": dilation",
			                 " should have 1 value");
		v[i][1] = p[i]->data[0];
		l[i].data = v[i];
		l[i].len = 2;
	}
	row_view_(&x4, qx);
	row_view_(&w4, weight);
	s = relu ? uc10_call_quantized_unpacked_conv2d_relu(&r, &x4, &w4, bias, l[0], l[1], l[2], groups, output_scale,
	                                                    output_zero_point)
	         : uc10_call_quantized_unpacked_conv2d(&r, &x4, &w4, bias, l[0], l[1], l[2], groups, output_scale,
	                                               output_zero_point);
	if (s != UC10_OK)
		return s;
	sizes[0] = r.sizes[0];
	sizes[1] = r.sizes[1];
	sizes[2] = r.sizes[3];
	strides[0] = r.strides[0];
	strides[1] = r.strides[1];
	strides[2] = r.strides[3];
	uc10__make_view(ret, &r, sizes, strides, 3, r.storage_offset);
	return UC10_OK;
}

uc10_status uc10_quantized_unpacked_conv1d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qx,
                                                const uc10_tensor *weight, const uc10_tensor *bias, uc10_int_list stride,
                                                uc10_int_list padding, uc10_int_list dilation, uc10_int groups,
                                                uc10_float output_scale, uc10_int output_zero_point)
{
	(void)ks;
	return conv1d_("quantized::conv1d", false, ret, qx, weight, bias, stride, padding, dilation, groups, output_scale,
	               output_zero_point);
}

uc10_status uc10_quantized_unpacked_conv1d_relu_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qx,
                                                     const uc10_tensor *weight, const uc10_tensor *bias,
                                                     uc10_int_list stride, uc10_int_list padding, uc10_int_list dilation,
                                                     uc10_int groups, uc10_float output_scale, uc10_int output_zero_point)
{
	(void)ks;
	return conv1d_("quantized::conv1d_relu", true, ret, qx, weight, bias, stride, padding, dilation, groups,
	               output_scale, output_zero_point);
}
