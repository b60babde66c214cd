/*
 * quantized_unpacked::linear_dynamic against PyTorch's
 * quantized::linear_dynamic on prepacked weights, onednn engine
 * (data/qdynamic.h): per-tensor and per-channel weights, reduce_range or
 * not, inputs of one sign, tiny and zero ranges, strided; the float result
 * within 1e-6 relative (the input's integers are PyTorch's: a wrong one
 * moves the result by far more); errors.
 */
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { QD };

#include "data/qdynamic.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, w, b, r;
	size_t mark;
	uc10_status st;
	int64_t rr;
	kt_args g;

	kt_begin(c, &g, &r);
	x = kt_view(c->in[0]);
	w = kt_view(c->in[1]);
	if (c->in[2])
		b = kt_view(c->in[2]);
	rr = kt_int(&g);
	mark = kt_squeeze();
	st = uc10_call_quantized_unpacked_linear_dynamic(&r, &x, &w, c->in[2] ? &b : NULL, rr != 0);
	kt_end(c, st, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "qd_1d", "quantized::linear_dynamic: The dimension of input tensor should be larger than or equal to 2" },
	{ "qd_wdtype", "weight should be a QInt8 tensor" },
	{ NULL, NULL }
};

int main(void)
{
	kt_qpcs = qd_qpcs;
	return kt_main("kernels/qdynamic", qd_cases, QD_NCASES, run_case, msg_samples_);
}
