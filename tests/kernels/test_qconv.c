/*
 * quantized_unpacked::linear / conv2d and their fused _relu variants with
 * per-channel and per-tensor qint8 weights (depthwise, 10x4 kernels,
 * channels_last, output zero points outside 0..255) against PyTorch's
 * quantized::linear(_relu) / conv2d(_relu).new on prepacked weights
 * (onednn; data/qconv.h), bit for bit, through the dispatcher; their
 * errors with their messages.  (Apart from test_qchannel.c so that each
 * program fits cortex-m0's 256 KB of flash.)
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { QC_LINEAR, QC_LINEAR_RELU, QC_CONV, QC_CONV_RELU, QC_LINEAR_UNDEF, QC_CONV_UNDEF };

#include "data/qconv.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, cc, r, undef;
	size_t mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	kt_begin(c, &g, &r);
	a = kt_view(c->in[0]);
	b = kt_view(c->in[1]);
	if (c->in[2])
		cc = kt_view(c->in[2]);
	mark = kt_squeeze();
	switch (c->op) {
	case QC_LINEAR:
	case QC_LINEAR_RELU:
	case QC_LINEAR_UNDEF: {   /* an undefined bias (at::Tensor()) is None */
		const uc10_tensor *bias = c->in[2] ? &cc : c->op == QC_LINEAR_UNDEF ? &undef : NULL;
		double s = kt_sc(&c->s[0]).v.d;
		uc10_tensor_undefined(&undef);
		st = c->op != QC_LINEAR_RELU ? uc10_call_quantized_unpacked_linear(&r, &a, &b, bias, s, kt_int(&g)) :
		     uc10_call_quantized_unpacked_linear_relu(&r, &a, &b, bias, s, kt_int(&g));
		break;
	}
	case QC_CONV:
	case QC_CONV_RELU:
	case QC_CONV_UNDEF: {
		const uc10_tensor *bias = c->in[2] ? &cc : c->op == QC_CONV_UNDEF ? &undef : NULL;
		uc10_int_list stride = kt_list(&g), padding = kt_list(&g), dilation = kt_list(&g);
		int64_t groups = kt_int(&g), zp = kt_int(&g);
		double s = kt_sc(&c->s[0]).v.d;
		uc10_tensor_undefined(&undef);
		st = c->op != QC_CONV_RELU ?
		     uc10_call_quantized_unpacked_conv2d(&r, &a, &b, bias, stride, padding, dilation, groups, s, zp) :
		     uc10_call_quantized_unpacked_conv2d_relu(&r, &a, &b, bias, stride, padding, dilation, groups, s, zp);
		break;
	}
	}
	kt_end(c, st, &r, mark, 0);
}

int main(void)
{
	kt_init();
	kt_qpcs = qx_qpcs;
	kt_messages = true;
	kt_run_all(qx_cases, QX_NCASES, run_case);
	return check_done("kernels/qconv");
}
