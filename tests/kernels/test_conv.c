/*
 * conv2d against PyTorch (data/conv.h), as a kernel and as aten::conv2d
 * (which calls aten::convolution, and it aten::_convolution, through the
 * dispatcher), and aten::_convolution called directly: NCHW and
 * channels_last input and weight (the output follows them), stride,
 * padding, dilation, groups, bias, unbatched input, int32; errors.  float32
 * within 1e-5 relative (oneDNN sums in another order).
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { K_CONV2D, K_CONV2D_CALL, K__CONVOLUTION, K_CONV2D_UNDEF };

#include "data/conv.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, w, b, r;
	size_t mark;
	uc10_status st;
	kt_args g;

	kt_begin(c, &g, &r);
	x = kt_view(c->in[0]);
	w = kt_view(c->in[1]);
	if (c->in[2])
		b = kt_view(c->in[2]);
	{
		uc10_int_list stride = kt_list(&g), pad = kt_list(&g), dil = kt_list(&g);
		int64_t groups = kt_int(&g);
		mark = kt_squeeze();
		static const int64_t nil[2] = { 0, 0 };
		if (c->op == K_CONV2D)
			st = uc10_conv2d_cia(UC10_KS_CPU, &r, &x, &w, c->in[2] ? &b : NULL, stride, pad, dil, groups);
		else if (c->op == K__CONVOLUTION)
			st = uc10_call_aten__convolution(&r, &x, &w, c->in[2] ? &b : NULL, stride, pad, dil, false,
			                                 (uc10_int_list){ nil, 2 }, groups, true, true, false, false);
		else if (c->op == K_CONV2D_UNDEF) {   /* an undefined bias (at::Tensor()) is None to conv2d */
			uc10_tensor_undefined(&b);
			st = uc10_call_aten_conv2d(&r, &x, &w, &b, stride, pad, dil, groups);
		} else
			st = uc10_call_aten_conv2d(&r, &x, &w, c->in[2] ? &b : NULL, stride, pad, dil, groups);
	}
	kt_end(c, st, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "conv_channels", "aten::convolution: expected input to have" },
	{ "conv_kernel_big", "Kernel size can't be greater than actual input size" },
	{ "conv_stride0", "non-positive stride is not supported" },
	{ "conv_pad_neg", "negative padding" },
	{ "conv_groups_bad", "groups" },
	{ "conv_bias_size", "bias" },
	{ "conv_mixed", "expected scalar type Float but found Int" },
	{ "conv_2d_input", "Expected 3D (unbatched) or 4D (batched) input to conv2d" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/conv", cv_cases, CV_NCASES, run_case, msg_samples_);
}
