/*
 * convolution (CompositeExplicitAutograd) for 2-d, non-transposed
 * convolutions in float32 or an integer dtype (PyTorch's slow_conv2d takes
 * integers too; they wrap): input (N, C, H, W), weight (O, C / groups, kH, kW),
 * optional bias (O); stride, padding, dilation of 1 or 2 values; groups.
 * The checks of ConvUtils.h check_shape_forward.  The output is
 * channels_last when input or weight suggests it (as PyTorch's oneDNN and
 * slow_conv2d paths choose), else contiguous.  Each output element is
 * the sum over (c, kh, kw) in the element type, in that order, plus the
 * bias; PyTorch's oneDNN / im2col + gemm sums in another order, so float
 * results agree to rounding.  Transposed
 * and other ranks are UC10_E_ARG (not implemented).
 */
#include "common/kernel.h"
#include "uc10_ops.h"

/* expand_param_if_needed: one value means both dims */
static uc10_status pair_(uc10_int_list l, int64_t *v, const char *what)
{
	if (l.len == 1 && l.data) {
		v[0] = v[1] = l.data[0];
		return UC10_OK;
	}
	if (l.len == 2 && l.data) {
		v[0] = l.data[0];
		v[1] = l.data[1];
		return UC10_OK;
	}
	return uc10_fail(UC10_E_ARG, "aten::convolution: ", what, " must be one int or a list of two ints");
}

uc10_foreach_dtype(@[UC10_ARITH]@, @[
static void UC10_TN(conv_loop)(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w,
                               const uc10_tensor *b, const int64_t *stride, const int64_t *pad, const int64_t *dil,
                               int64_t groups)
{
	const real *I = uc10_tensor_ptr(in), *W = uc10_tensor_ptr(w), *B = b ? uc10_tensor_ptr(b) : NULL;
	real *O = uc10_tensor_ptr(out);
	const int64_t N = out->sizes[0], OC = out->sizes[1], OH = out->sizes[2], OW = out->sizes[3];
	const int64_t H = in->sizes[2], Wd = in->sizes[3], CG = w->sizes[1], KH = w->sizes[2], KW = w->sizes[3];
	const int64_t OCG = OC / groups;
	const int64_t *is = in->strides, *ws = w->strides, *os = out->strides;

	for (int64_t n = 0; n < N; n++)
		for (int64_t oc = 0; oc < OC; oc++) {
			const int64_t c0 = (oc / OCG) * CG;
			const real bias = B ? B[oc * b->strides[0]] : 0;
			for (int64_t oh = 0; oh < OH; oh++)
				for (int64_t ow = 0; ow < OW; ow++) {
					real acc = 0;
					for (int64_t c = 0; c < CG; c++)
						for (int64_t kh = 0; kh < KH; kh++) {
							int64_t ih = oh * stride[0] - pad[0] + kh * dil[0];
							if (ih < 0 || ih >= H)
								continue;
							for (int64_t kw = 0; kw < KW; kw++) {
								int64_t iw = ow * stride[1] - pad[1] + kw * dil[1];
								if (iw < 0 || iw >= Wd)
									continue;
								acc = UC10_WADD(acc, UC10_WMUL(I[n * is[0] + (c0 + c) * is[1] + ih * is[2] + iw * is[3]],
								                              W[oc * ws[0] + c * ws[1] + kh * ws[2] + kw * ws[3]]));
							}
						}
					O[n * os[0] + oc * os[1] + oh * os[2] + ow * os[3]] = UC10_WADD(acc, bias);
				}
		}
}
]@)

uc10_status uc10_convolution_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                 const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                                 uc10_int_list dilation, uc10_bool transposed, uc10_int_list output_padding,
                                 uc10_int groups)
{
	int64_t st[2], pd[2], dl[2], shape[4];
	void (*loop)(const uc10_tensor *, const uc10_tensor *, const uc10_tensor *, const uc10_tensor *,
	             const int64_t *, const int64_t *, const int64_t *, int64_t) = NULL;
	uc10_memory_format mf;
	uc10_tensor r;
	uc10_status s;

	static const char op[] = "aten::convolution";

	(void)ks;
	(void)output_padding;
	if (!ret || !uc10__defined(input) || !uc10__defined(weight))
		return uc10__fail_null(op, !ret ? "result" : !uc10__defined(input) ? "input" : "weight");
	if (bias && !bias->defined)
		bias = NULL;
	if (transposed)
		return uc10_fail(UC10_E_ARG, op, ": transposed convolution is not supported by uc10", "");
	if (input->dim != 4 || weight->dim != 4)
		return uc10_fail(UC10_E_ARG, op, ": uc10 supports 2-d convolution only (4-d input and weight)", "");
	if ((s = pair_(stride, st, "stride")) != UC10_OK || (s = pair_(padding, pd, "padding")) != UC10_OK ||
	    (s = pair_(dilation, dl, "dilation")) != UC10_OK)
		return s;
	if (weight->dtype != input->dtype || (bias && bias->dtype != input->dtype))
		return uc10__fail4(UC10_E_DTYPE, "aten::convolution: expected scalar type ", uc10__dtype_name(input->dtype),
		                   " but found ", uc10__dtype_name(weight->dtype != input->dtype ? weight->dtype : bias->dtype));
	uc10_switch_dtype(@[UC10_ARITH]@, @[input->dtype]@, @[loop = UC10_TN(conv_loop)]@)
	if (groups <= 0 || st[0] <= 0 || st[1] <= 0 || dl[0] <= 0 || dl[1] <= 0 || pd[0] < 0 || pd[1] < 0)
		return uc10_fail(UC10_E_ARG, op, groups <= 0 ? ": non-positive groups is not supported" :
		                 st[0] <= 0 || st[1] <= 0 ? ": non-positive stride is not supported" :
		                 dl[0] <= 0 || dl[1] <= 0 ? ": dilation should be greater than zero" :
		                 ": negative padding is not supported", "");
	if (input->sizes[1] != weight->sizes[1] * groups || weight->sizes[0] % groups != 0)
		return uc10_fail(UC10_E_SHAPE, op, weight->sizes[0] % groups ? ": expected weight to be divisible by groups"
		                 : ": expected input to have weight.size(1) * groups channels", "");
	if (bias && (bias->dim != 1 || bias->sizes[0] != weight->sizes[0]))
		return uc10_fail(UC10_E_SHAPE, op, ": expected bias to be 1-dimensional with weight.size(0) elements", "");
	shape[0] = input->sizes[0];
	shape[1] = weight->sizes[0];
	for (int i = 0; i < 2; i++) {
		int64_t eff = dl[i] * (weight->sizes[2 + i] - 1) + 1, padded = input->sizes[2 + i] + 2 * pd[i];
		if (padded < eff)
			return uc10_fail(UC10_E_SHAPE, op, ": Calculated padded input size per channel is smaller than the kernel size: ",
			                 "Kernel size can't be greater than actual input size");
		shape[2 + i] = (padded - eff) / st[i] + 1;
	}
	mf = uc10_tensor_suggest_memory_format(input) == UC10_CHANNELS_LAST ||
	     uc10_tensor_suggest_memory_format(weight) == UC10_CHANNELS_LAST ? UC10_CHANNELS_LAST : UC10_CONTIGUOUS_FORMAT;
	if ((s = uc10__alloc_st(op, uc10_tensor_empty(&r, (uc10_dtype)input->dtype, shape, 4, mf))) != UC10_OK)
		return s;
	loop(&r, input, weight, bias, st, pd, dl, groups);
	*ret = r;
	return UC10_OK;
}
