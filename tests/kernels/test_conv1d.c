/*
 * 1-d convolution (data/conv1d.h): aten::_convolution with 3-d input and
 * weight, what nn.Conv1d traces to, as the kernel and aten::convolution
 * through the dispatcher; within 1e-5 relative (PyTorch sums in another
 * order), int32 exact; errors with their messages.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { C1_CONV, C1_CALL };

#include "data/conv1d.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, w, b, r;
	static const int64_t zero[1] = { 0 };
	const uc10_int_list opad = { zero, 1 };
	uc10_int_list st, pd, dl;
	size_t mark;
	uc10_status s;
	int64_t g;
	kt_args a;

	kt_begin(c, &a, &r);
	x = kt_view(c->in[0]);
	w = kt_view(c->in[1]);
	if (c->in[2])
		b = kt_view(c->in[2]);
	st = kt_list(&a);
	pd = kt_list(&a);
	dl = kt_list(&a);
	g = kt_int(&a);
	mark = kt_squeeze();
	if (c->op == C1_CONV)
		s = uc10__convolution_cea(UC10_KS_CPU, &r, &x, &w, c->in[2] ? &b : NULL, st, pd, dl, false, opad, g, false, false,
		                          true, true);
	else
		s = uc10_call_aten_convolution(&r, &x, &w, c->in[2] ? &b : NULL, st, pd, dl, false, opad, g);
	kt_end(c, s, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "c1_stride2", "expected stride to be a single integer value or a list of 1 values" },
	{ "c1_w4d", "uc10 supports 1-d and 2-d convolution only" },
	{ "c1_kernel_big", "Kernel size can't be greater than actual input size" },
	{ "c1_channels", "expected input to have weight.size(1) * groups channels" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/conv1d", c1_cases, C1_NCASES, run_case, msg_samples_);
}
