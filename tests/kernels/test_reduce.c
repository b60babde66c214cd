/*
 * Reductions against PyTorch (data/reduce.h): sum, mean, amax, argmax and
 * their out= forms.  float32 sums and means are compared within 2e-6
 * relative (PyTorch's cascade sum adds in another order); everything else
 * exactly.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { R_SUM, R_SUM_OUT, R_MEAN, R_MEAN_OUT, R_AMAX, R_AMAX_OUT, R_ARGMAX, R_ARGMAX_OUT };

#include "data/reduce.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, o, r;
	const uc10_tensor *res = &r;
	size_t mark;
	uc10_ks ks = UC10_KS_CPU;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	kt_begin(c, &g, &r);
	a = kt_view(c->in[0]);
	if (c->in[2]) {
		o = kt_copy(c->in[2]);
		res = &o;
	}
	mark = kt_squeeze();
	switch (c->op) {
	case R_SUM: case R_SUM_OUT: case R_MEAN: case R_MEAN_OUT: {
		uc10_opt_int_list dim = kt_opt_list(&g);
		bool keep = kt_int(&g) != 0;
		uc10_opt_dtype dt = kt_opt_dtype(&g);
		if (c->op == R_SUM)
			st = uc10_sum_dim_intlist_cpu(ks, &r, &a, dim, keep, dt);
		else if (c->op == R_SUM_OUT)
			st = uc10_sum_intlist_out_cpu(ks, &a, dim, keep, dt, &o);
		else if (c->op == R_MEAN)
			st = uc10_mean_dim_cpu(ks, &r, &a, dim, keep, dt);
		else
			st = uc10_mean_out_cpu(ks, &a, dim, keep, dt, &o);
		break;
	}
	case R_AMAX: case R_AMAX_OUT: {
		uc10_int_list dim = kt_list(&g);
		bool keep = kt_int(&g) != 0;
		st = c->op == R_AMAX ? uc10_amax_cpu(ks, &r, &a, dim, keep) : uc10_amax_out_cpu(ks, &a, dim, keep, &o);
		break;
	}
	case R_ARGMAX: case R_ARGMAX_OUT: {
		uc10_opt_int dim = kt_opt_int(&g);
		bool keep = kt_int(&g) != 0;
		st = c->op == R_ARGMAX ? uc10_argmax_cpu(ks, &r, &a, dim, keep) : uc10_argmax_out_cpu(ks, &a, dim, keep, &o);
		break;
	}
	}
	if (st != UC10_OK && c->in[2])
		CHECK(kt_same_values(&o, c->in[2]), "%s: a failed call wrote out", c->name);
	kt_end(c, st, res, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "sum_dup", "aten::sum: a dim appears multiple times in the list of dims" },
	{ "sum_range", "aten::sum: Dimension out of range (expected to be in range of [-3, 2], but got 3)" },
	{ "sum_out_dtype", "aten::sum.IntList_out: Expected out tensor to have dtype Float, but got Long" },
	{ "mean_i32", "could not infer output dtype" },
	{ "amax_empty", "aten::amax: Expected reduction dim to have non-zero size" },
	{ "argmax_empty", "Expected reduction dim to be specified for input.numel() == 0" },
	{ "argmax_bool", "not implemented for 'Bool'" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/reduce", rd_cases, RD_NCASES, run_case, msg_samples_);
}
