/*
 * bmm against PyTorch (data/bmm.h), through the dispatcher: float32
 * batches of attention-head shapes, transposed and strided operands,
 * within 1e-5 relative (the sums' order differs from PyTorch's BLAS);
 * errors with their messages.
 */
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { BMM };

#include "data/bmm.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, r;
	size_t mark;
	uc10_status st;

	kt_begin(c, NULL, &r);
	a = kt_view(c->in[0]);
	b = kt_view(c->in[1]);
	mark = kt_squeeze();
	st = uc10_call_aten_bmm(&r, &a, &b);
	kt_end(c, st, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "bmm_2d", "aten::bmm: batch1 must be a 3D tensor" },
	{ "bmm_inner", "Expected size for first two dimensions of batch2 tensor" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/bmm", bmm_cases, BMM_NCASES, run_case, msg_samples_);
}
