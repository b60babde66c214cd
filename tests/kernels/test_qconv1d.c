/*
 * quantized_unpacked::conv1d and ::conv1d_relu against PyTorch's
 * quantized::conv1d(_relu) on prepacked weights, onednn engine
 * (data/qconv1d.h): per-channel and per-tensor weights, stride, padding,
 * dilation, groups, depthwise, pointwise; integer for integer, the result
 * (N, O, oL) with PyTorch's strides; errors.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { Q1_CONV, Q1_CONV_RELU };

#include "data/qconv1d.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, cc, r;
	const uc10_tensor *bias;
	uc10_int_list stride, padding, dilation;
	int64_t groups, zp;
	size_t mark;
	uc10_status st;
	kt_args g;

	kt_begin(c, &g, &r);
	a = kt_view(c->in[0]);
	b = kt_view(c->in[1]);
	if (c->in[2])
		cc = kt_view(c->in[2]);
	bias = c->in[2] ? &cc : NULL;
	stride = kt_list(&g);
	padding = kt_list(&g);
	dilation = kt_list(&g);
	groups = kt_int(&g);
	zp = kt_int(&g);
	mark = kt_squeeze();
	st = c->op == Q1_CONV ?
	     uc10_call_quantized_unpacked_conv1d(&r, &a, &b, bias, stride, padding, dilation, groups, c->s[0].d, zp) :
	     uc10_call_quantized_unpacked_conv1d_relu(&r, &a, &b, bias, stride, padding, dilation, groups, c->s[0].d, zp);
	kt_end(c, st, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "c1_pair", "quantized::conv1d: stride should have 1 value" },
	{ "c1_2d_x", "quantized::conv1d: Expected activation and weight tensors to have 3 dimensions" },
	{ NULL, NULL }
};

int main(void)
{
	kt_qpcs = q1_qpcs;
	return kt_main("kernels/qconv1d", q1_cases, Q1_NCASES, run_case, msg_samples_);
}
