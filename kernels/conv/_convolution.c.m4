/*
 * _convolution (CompositeExplicitAutograd), where 1.13's aten::convolution
 * lands (kernels/conv/convolution.c) and what nn.Conv1d / nn.Conv2d trace
 * to, for 1-d and 2-d, non-transposed convolutions in float32 or an
 * integer dtype (PyTorch's slow_conv2d takes integers too; they wrap):
 * input (N, C, H, W), weight (O, C / groups, kH, kW), optional bias (O);
 * stride, padding, dilation of 1 or 2 values; groups.  1-d: input (N, C,
 * L), weight (O, C / groups, K), one value each; the same cores run on
 * views of one row (H = kH = 1, no padding along it: no scratch is spent
 * on it), the result (N, O, oL) contiguous as PyTorch's.
 * The checks of ConvUtils.h check_shape_forward.  The output is
 * channels_last when input or weight suggests it (as PyTorch's oneDNN and
 * slow_conv2d paths choose), else contiguous.  Each output element is
 * the sum over (c, kh, kw) in the element type, in that order, plus the
 * bias; PyTorch's oneDNN / im2col + gemm sums in another order, so float
 * results agree to rounding.  float32 is computed by uc10__conv2d_f32
 * (conv2d_f32.c: blocked, the 1x1 case as a matrix product), the
 * integer dtypes by the plain loop below.  Transposed
 * and other ranks are UC10_E_ARG (not implemented).
 */
#include <stddef.h>
#include "common/kernel.h"
#include "conv/conv2d_f32.h"
#include "conv/taps.h"
#include "view/view.h"
#include "uc10_ops.h"

/* expand_param_if_needed (uc10__int_pair), with aten::convolution's message */
static uc10_status pair_(uc10_int_list l, int64_t *v, const char *what)
{
	if (uc10__int_pair(l, v))
		return UC10_OK;
	return uc10_fail(UC10_E_ARG, "aten::convolution: ", what, " must be one int or a list of two ints");
}

/* a 1-d convolution's parameter: one value (expand_param_if_needed), as the W one of a pair over one row */
static uc10_status single_(uc10_int_list l, int64_t *v, int64_t h, const char *what)
{
	if (!l.data || l.len != 1)
		return uc10_fail(UC10_E_ARG, "aten::convolution: expected ", what,
		                 " to be a single integer value or a list of 1 values to match the convolution dimensions");
	v[0] = h;
	v[1] = l.data[0];
	return UC10_OK;
}

/* t (N, C, L) as (N, C, 1, L), a view */
static void row_view_(uc10_tensor *v, const uc10_tensor *t)
{
	const int64_t sizes[4] = { t->sizes[0], t->sizes[1], 1, t->sizes[2] };
	const int64_t strides[4] = { t->strides[0], t->strides[1], t->sizes[2] * t->strides[2], t->strides[2] };

	uc10__make_view(v, t, sizes, strides, 4, t->storage_offset);
}

uc10_foreach_dtype(@[i64, i32, i16, i8, u8]@, @[
/*
 * The taps of an output element that fall inside the input are found once
 * per output row (kh) and once per output column (kw), not tested per
 * MAC; the innermost loop walks the kw taps of one (c, kh) with element
 * steps in ptrdiff_t (32-bit on the boards: the tensors are in memory, so
 * their offsets fit) and the sum keeps the (c, kh, kw) order.
 */
static void UC10_TN(conv_loop)(const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w,
                               const uc10_tensor *b, const int64_t *stride, const int64_t *pad, const int64_t *dil,
                               int64_t groups, void *buf)
{
	typedef ptrdiff_t ix;   /* sizes, strides and element offsets of tensors in memory */
	const real *I = uc10_tensor_ptr(in), *W = uc10_tensor_ptr(w), *B = b ? uc10_tensor_ptr(b) : NULL;
	real *O = uc10_tensor_ptr(out);
	const ix N = (ix)out->sizes[0], OC = (ix)out->sizes[1], OH = (ix)out->sizes[2], OW = (ix)out->sizes[3];
	const ix CG = (ix)w->sizes[1], KH = (ix)w->sizes[2], KW = (ix)w->sizes[3], OCG = OC / (ix)groups;
	const int64_t H = in->sizes[2], Wd = in->sizes[3];
	const ix is0 = (ix)in->strides[0], is1 = (ix)in->strides[1], is2 = (ix)in->strides[2], is3 = (ix)in->strides[3];
	const ix ws0 = (ix)w->strides[0], ws1 = (ix)w->strides[1], ws2 = (ix)w->strides[2], ws3 = (ix)w->strides[3];
	const ix os0 = (ix)out->strides[0], os1 = (ix)out->strides[1], os2 = (ix)out->strides[2], os3 = (ix)out->strides[3];

	(void)buf;
	for (ix n = 0; n < N; n++)
		for (ix oc = 0; oc < OC; oc++) {
			const ix c0 = (oc / OCG) * CG;
			const real bias = B ? B[oc * (ix)b->strides[0]] : 0;
			for (ix oh = 0; oh < OH; oh++) {
				/* the kh whose input row is inside (user strides and pads: in int64) */
				const int64_t ih0 = oh * stride[0] - pad[0];
				ix kh0, kh1;
				uc10__taps(ih0, KH, dil[0], H, &kh0, &kh1);
				for (ix ow = 0; ow < OW; ow++) {
					const int64_t iw0 = ow * stride[1] - pad[1];
					ix kw0, kw1;
					real acc = 0;
					uc10__taps(iw0, KW, dil[1], Wd, &kw0, &kw1);
					if (kw1 > kw0 && kh1 > kh0) {
						/* steps between valid taps (a step is only taken between two of them) */
						const ix nk = kw1 - kw0, nkh = kh1 - kh0;
						const ix istep = nk > 1 ? (ix)dil[1] * is3 : 0, ihstep = nkh > 1 ? (ix)dil[0] * is2 : 0;
						/* element offsets of the first valid tap of channel c, row kh */
						ix ioff = n * is0 + c0 * is1 + (ix)(ih0 + kh0 * dil[0]) * is2 + (ix)(iw0 + kw0 * dil[1]) * is3;
						ix woff = oc * ws0 + kh0 * ws2 + kw0 * ws3;
						for (ix c = CG; c > 0; c--, ioff += is1, woff += ws1) {
							ix i = ioff, j = woff;
							for (ix kh = nkh; kh > 0; kh--, i += ihstep, j += ws2) {
								const real *ip = I + i, *wp = W + j;
								for (ix k = 0; k < nk; k++)
									acc = UC10_WADD(acc, UC10_WMUL(ip[k * istep], wp[k * ws3]));
							}
						}
					}
					O[n * os0 + oc * os1 + oh * os2 + ow * os3] = UC10_WADD(acc, bias);
				}
			}
		}
}
]@)

typedef void (*conv_loop_fn)(const uc10_tensor *, const uc10_tensor *, const uc10_tensor *, const uc10_tensor *,
                             const int64_t *, const int64_t *, const int64_t *, int64_t, void *);

/* the core over the checked arguments, with the float core's scratch above the result (released when done) */
static void run_(conv_loop_fn loop, const uc10_tensor *out, const uc10_tensor *in, const uc10_tensor *w,
                 const uc10_tensor *b, const int64_t *st, const int64_t *pd, const int64_t *dl, int64_t groups)
{
	const size_t after = uc10__mark();
	size_t scratch;
	void *buf = NULL;

	/* no room for it: the core runs without (conv2d_f32.h) */
	if (in->dtype == UC10_FLOAT32 && (scratch = uc10__conv2d_f32_buffer_size(in, w, st, pd, dl, groups)) > 0 &&
	    uc10_arena_alloc(uc10_arena_current(), scratch, sizeof(float), &buf) != UC10_OK)
		buf = NULL;
	loop(out, in, w, b, st, pd, dl, groups, buf);
	uc10__release(after);
}

/*
 * A 1-d convolution: the core on one-row views of its tensors.  Apart, so
 * that the three views take stack only in a 1-d call (a 2-d one on a
 * Cortex-M0's 4 KB stack has none to spare).
 */
static __attribute__((noinline)) void run_1d_(conv_loop_fn loop, const uc10_tensor *out, const uc10_tensor *in,
                                              const uc10_tensor *w, const uc10_tensor *b, const int64_t *st,
                                              const int64_t *pd, const int64_t *dl, int64_t groups)
{
	uc10_tensor o4, i4, w4;

	row_view_(&o4, out);
	row_view_(&i4, in);
	row_view_(&w4, w);
	run_(loop, &o4, &i4, &w4, b, st, pd, dl, groups);
}

/* spatial size i (0: H, 1: W) of a 3-d (one row) or 4-d tensor */
static int64_t spatial_(const uc10_tensor *t, int i)
{
	return t->dim == 3 ? (i == 0 ? 1 : t->sizes[2]) : t->sizes[2 + i];
}

/* The checks, the result and the core; pre: NULL, or a 2-d float weight packed at build time (conv2d_f32.h). */
static uc10_status convolution_(uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                                uc10_int_list dilation, uc10_bool transposed, uc10_int groups, const float *pre)
{
	int64_t st[2], pd[2], dl[2], shape[4];
	const bool one_d = input && weight && input->dim == 3 && weight->dim == 3;
	conv_loop_fn loop = NULL;
	uc10_memory_format mf;
	uc10_tensor r;
	uc10_status s;

	static const char op[] = "aten::convolution";

	if (!ret || !uc10__defined(input) || !uc10__defined(weight))
		return uc10__fail_null(op, !ret ? "result" : !uc10__defined(input) ? "input" : "weight");
	if (bias && !bias->defined)
		bias = NULL;
	if (transposed)
		return uc10_fail(UC10_E_ARG, op, ": transposed convolution is not supported by uc10", "");
	if ((input->dim != 4 || weight->dim != 4) && !one_d)
		return uc10_fail(UC10_E_ARG, op, ": uc10 supports 1-d and 2-d convolution only (input and weight both 3-d ",
		                 "or both 4-d)");
	if (one_d ? (s = single_(stride, st, 1, "stride")) != UC10_OK || (s = single_(padding, pd, 0, "padding")) != UC10_OK ||
	            (s = single_(dilation, dl, 1, "dilation")) != UC10_OK
	          : (s = pair_(stride, st, "stride")) != UC10_OK || (s = pair_(padding, pd, "padding")) != UC10_OK ||
	            (s = pair_(dilation, dl, "dilation")) != UC10_OK)
		return s;
	if (weight->dtype != input->dtype || (bias && bias->dtype != input->dtype))
		return uc10__fail4(UC10_E_DTYPE, "aten::convolution: expected scalar type ", uc10__dtype_name(input->dtype),
		                   " but found ", uc10__dtype_name(weight->dtype != input->dtype ? weight->dtype : bias->dtype));
	if (input->dtype == UC10_FLOAT32)
		loop = uc10__conv2d_f32;
	else
		uc10_switch_dtype(@[i64, i32, i16, i8, u8]@, @[input->dtype]@, @[loop = UC10_TN(conv_loop)]@)
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
		int64_t eff = dl[i] * (spatial_(weight, i) - 1) + 1, padded = spatial_(input, i) + 2 * pd[i];
		if (padded < eff)
			return uc10_fail(UC10_E_SHAPE, op, ": Calculated padded input size per channel is smaller than the kernel size: ",
			                 "Kernel size can't be greater than actual input size");
		shape[2 + i] = (padded - eff) / st[i] + 1;
	}
	mf = !one_d && (uc10_tensor_suggest_memory_format(input) == UC10_CHANNELS_LAST ||
	                uc10_tensor_suggest_memory_format(weight) == UC10_CHANNELS_LAST) ? UC10_CHANNELS_LAST
	                                                                                  : UC10_CONTIGUOUS_FORMAT;
	if (one_d)
		shape[2] = shape[3];   /* (N, O, oL) */
	if ((s = uc10__alloc_st(op, uc10_tensor_empty(&r, (uc10_dtype)input->dtype, shape, one_d ? 3 : 4, mf))) != UC10_OK)
		return s;
	if (pre)
		uc10__conv2d_f32_prepacked(&r, input, weight, bias, st, pd, dl, groups, pre);
	else if (one_d)
		run_1d_(loop, &r, input, weight, bias, st, pd, dl, groups);
	else
		run_(loop, &r, input, weight, bias, st, pd, dl, groups);
	*ret = r;
	return UC10_OK;
}

uc10_status uc10__convolution_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                  const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                                  uc10_int_list dilation, uc10_bool transposed, uc10_int_list output_padding,
                                  uc10_int groups, uc10_bool benchmark, uc10_bool deterministic,
                                  uc10_bool cudnn_enabled, uc10_bool allow_tf32)
{
	(void)ks;
	(void)output_padding;
	(void)benchmark;      /* cuDNN's settings: no effect on the CPU path */
	(void)deterministic;
	(void)cudnn_enabled;
	(void)allow_tf32;
	return convolution_(ret, input, weight, bias, stride, padding, dilation, transposed, groups, NULL);
}

uc10_status uc10__convolution_prepacked(uc10_tensor *ret, const uc10_tensor *input, const uc10_tensor *weight,
                                        const uc10_tensor *bias, uc10_int_list stride, uc10_int_list padding,
                                        uc10_int_list dilation, uc10_int groups, const float *pre)
{
	if (input && input->dtype != UC10_FLOAT32)
		return uc10__fail_dtype("aten::convolution", input->dtype);
	if (input && input->dim != 4)
		return uc10_fail(UC10_E_ARG, "aten::convolution: a prepared weight takes a 4-d input", "", "");
	return convolution_(ret, input, weight, bias, stride, padding, dilation, false, groups, pre);
}
