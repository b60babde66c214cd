/*
 * Joining and resizing against PyTorch (data/shape.h), through the
 * dispatcher: cat (up to three inputs: promotion, the legacy skip of (0,)
 * inputs, channels_last), expand, upsample_nearest2d.vec (output_size or
 * scale_factors; float32, uint8, quint8 through QuantizedCPU) and the
 * upsample_nearest2d kernel, adaptive_avg_pool1d; exact but for
 * adaptive_avg_pool1d to 1 (mean's sum: 1e-6 relative); errors with their
 * messages.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { SH_CAT, SH_EXPAND, SH_UP, SH_UP_K, SH_AAP1 };

#include "data/shape.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x[3], r;
	const uc10_tensor *xs[3] = { &x[0], &x[1], &x[2] };
	size_t m0, mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	m0 = kt_begin(c, &g, &r);
	for (int i = 0; i < 3; i++)
		if (c->in[i])
			x[i] = kt_view(c->in[i]);
	switch (c->op) {
	case SH_CAT: {
		const uc10_tensor_list l = { xs, (size_t)kt_int(&g) };
		int64_t d = kt_int(&g);
		mark = kt_squeeze();
		st = uc10_call_aten_cat(&r, l, d);
		break;
	}
	case SH_EXPAND: {
		uc10_int_list size = kt_list(&g);
		mark = kt_squeeze();
		st = uc10_call_aten_expand(&r, &x[0], size, false);
		break;
	}
	case SH_UP: {
		double sf[2] = { c->s[0].d, c->s[1].d };
		uc10_opt_float_list f = { c->s[0].has != 0, { sf, 2 } };
		uc10_opt_int_list osz = kt_opt_list(&g);
		mark = kt_squeeze();
		st = uc10_call_aten_upsample_nearest2d_vec(&r, &x[0], osz, f);
		break;
	}
	case SH_UP_K: {
		uc10_int_list osz = kt_list(&g);
		mark = kt_squeeze();
		st = uc10_upsample_nearest2d_cpu(UC10_KS_CPU, &r, &x[0], osz, (uc10_opt_float){ 0 }, (uc10_opt_float){ 0 });
		break;
	}
	default: {
		uc10_int_list osz = kt_list(&g);
		mark = kt_squeeze();
		st = uc10_call_aten_adaptive_avg_pool1d(&r, &x[0], osz);
	}
	}
	kt_end(c, st, &r, mark, 0);
	(void)m0;
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "cat_0dim", "aten::cat: zero-dimensional tensor (at position 1) cannot be concatenated" },
	{ "cat_dims", "aten::cat: Tensors must have same number of dimensions: got 2 and 3" },
	{ "cat_sizes", "aten::cat: Sizes of tensors must match except in dimension 0; not for tensor number 1" },
	{ "cat_dim_range", "Dimension out of range" },
	{ "expand_few", "aten::expand: the number of sizes provided (1) must be greater or equal" },
	{ "expand_mismatch", "must match the existing size (2) at non-singleton dimension 0" },
	{ "expand_lead_neg1", "isn't allowed in a leading, non-existing dimension 0" },
	{ "up_both", "Must specify exactly one of output_size and scale_factors" },
	{ "up_i32", "aten::upsample_nearest2d: not implemented for 'Int'" },
	{ "aap1_4d", "aten::adaptive_avg_pool1d: Expected 2 to 3 dimensions, but got 4-dimensional tensor" },
	{ "aap1_size2", "argument 'output_size' should contain one int (got 2)" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/shape", sh_cases, SH_NCASES, run_case, msg_samples_);
}
