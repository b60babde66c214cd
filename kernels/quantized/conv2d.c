/*
 * quantized_unpacked::conv2d and ::conv2d_relu (QuantizedCPU):
 * quantized::conv2d.new / conv2d_relu.new with the prepack
 * (quantized::conv2d_prepack) folded in.  qx quint8 (N, C, H, W) in any
 * layout, weight qint8 (O, C / groups, kH, kW), per tensor or per output
 * channel, zero point(s) 0 (groups == C == O is a depthwise convolution),
 * bias float32 (O) or None; stride, padding, dilation of 2
 * values (1 value means both, as the prepack's), groups.  Padding is the
 * input's zero point (it adds nothing to the accumulator).  The result is
 * quint8 (N, O, oH, oW), channels_last as the engine's, with scale
 * output_scale and zero point output_zero_point.  Computed as the onednn
 * engine does (Note [onednn requantization]), by the int8 cores of
 * kernels/quantized/qcore.h.
 */
#include "quantized/qcore.h"
#include "uc10_ops.h"

static uc10_status pair_(const char *OP, uc10_int_list l, int64_t *v, const char *what)
{
	if (uc10__int_pair(l, v))
		return UC10_OK;
	return uc10_fail(UC10_E_ARG, OP, what, " should have 2 values");
}

static uc10_status conv2d_(const char *OP, bool relu, uc10_tensor *ret, const uc10_tensor *qx,
                           const uc10_tensor *weight, const uc10_tensor *bias, uc10_int_list stride,
                           uc10_int_list padding, uc10_int_list dilation, uc10_int groups, uc10_float output_scale,
                           uc10_int output_zero_point)
{
	int64_t st[2], pd[2], dl[2];
	uc10__qrequant *rq;
	uc10_tensor r;
	uc10_status s;
	size_t mark0, mark;

	if (!ret)
		return uc10_fail(UC10_E_NULL, OP, ": NULL result", "");
	if ((s = uc10__qcheck_x_w_b(OP, qx, weight, bias, 4)) != UC10_OK)
		return s;
	if (bias && !bias->defined)
		bias = NULL;
	if (qx->dim != 4)
		return uc10_fail(UC10_E_SHAPE, OP, ": Expected activation tensor to have 4 dimensions", "");
	if ((s = pair_(OP, stride, st, ": stride")) != UC10_OK || (s = pair_(OP, padding, pd, ": padding")) != UC10_OK ||
	    (s = pair_(OP, dilation, dl, ": dilation")) != UC10_OK)
		return s;
	if (groups <= 0)
		return uc10_fail(UC10_E_ARG, OP, ": groups should be positive", "");
	if (st[0] <= 0 || st[1] <= 0 || dl[0] <= 0 || dl[1] <= 0)
		return uc10_fail(UC10_E_ARG, OP, ": stride and dilation should be positive", "");
	if (pd[0] < 0 || pd[1] < 0)
		return uc10_fail(UC10_E_ARG, OP, ": padding should be non-negative", "");
	if (weight->sizes[0] % groups != 0)
		return uc10_fail(UC10_E_SHAPE, OP, ": the output channels (weight's first dimension) should be "
		                 "divisible by groups", "");
	if (qx->sizes[1] != weight->sizes[1] * groups)
		return uc10_fail(UC10_E_SHAPE, OP, ": the input's channels should be the weight's second dimension "
		                 "times groups", "");
	mark0 = uc10__mark();
	if ((s = uc10__qconv_result(OP, &r, qx, weight->sizes[0], weight->sizes + 2, st, pd, dl, output_scale,
	                            output_zero_point)) != UC10_OK)
		return s;
	mark = uc10__mark();   /* the result stays, the scales are scratch */
	if ((s = uc10__qrequant_build(OP, qx, weight, bias, output_scale, output_zero_point, &rq)) != UC10_OK) {
		uc10__release(mark0);
		return s;
	}
	{
		/* the int8 convolution core (qcore.h) and its scratch */
		const uc10__qout qo = { rq, uc10__qrequant_lo(relu, output_zero_point), 255, NULL, NULL };
		const size_t nb = uc10__qconv2d_buffer_size(&r, qx, weight, groups);
		void *buf = NULL;
		if (nb > 0 && uc10_arena_alloc(uc10_arena_current(), nb, 4, &buf) != UC10_OK)
			buf = NULL;   /* no room: the core runs without (qcore.h) */
		uc10__qconv2d(&r, qx, weight, &qo, st, pd, dl, groups, buf);
	}
	uc10__release(mark);
	*ret = r;
	return UC10_OK;
}

uc10_status uc10_quantized_unpacked_conv2d_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qx,
                                                const uc10_tensor *weight, const uc10_tensor *bias,
                                                uc10_int_list stride, uc10_int_list padding,
                                                uc10_int_list dilation, uc10_int groups, uc10_float output_scale,
                                                uc10_int output_zero_point)
{
	(void)ks;
	return conv2d_("quantized::conv2d", false, ret, qx, weight, bias, stride, padding, dilation, groups,
	               output_scale, output_zero_point);
}

uc10_status uc10_quantized_unpacked_conv2d_relu_qcpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *qx,
                                                     const uc10_tensor *weight, const uc10_tensor *bias,
                                                     uc10_int_list stride, uc10_int_list padding,
                                                     uc10_int_list dilation, uc10_int groups,
                                                     uc10_float output_scale, uc10_int output_zero_point)
{
	(void)ks;
	return conv2d_("quantized::conv2d_relu", true, ret, qx, weight, bias, stride, padding, dilation, groups,
	               output_scale, output_zero_point);
}
