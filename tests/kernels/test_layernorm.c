/*
 * layer_norm (through native_layer_norm) and native_layer_norm's three
 * results against PyTorch (data/layernorm.h), through the dispatcher;
 * within 1e-5 relative (uc10 sums the statistics in double, PyTorch in
 * float chunks); errors with their messages.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { LN, NLN };

#include "data/layernorm.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor x, w, b, r, r1, r2;
	const uc10_tensor *res[3] = { &r, &r1, &r2 };
	size_t mark;
	uc10_status st = UC10_E_INTERNAL;
	uc10_int_list ns;
	bool hw, hb;
	int64_t k;
	kt_args g;

	kt_begin(c, &g, &r);
	x = kt_view(c->in[0]);
	if (c->in[1])
		w = kt_view(c->in[1]);
	if (c->in[2])
		b = kt_view(c->in[2]);
	ns = kt_list(&g);
	hw = kt_int(&g) != 0;
	hb = kt_int(&g) != 0;
	k = kt_int(&g);
	mark = kt_squeeze();
	if (c->op == LN)
		st = uc10_call_aten_layer_norm(&r, &x, ns, hw ? &w : NULL, hb ? &b : NULL, c->s[0].d, true);
	else
		st = uc10_call_aten_native_layer_norm(&r, &r1, &r2, &x, ns, hw ? &w : NULL, hb ? &b : NULL, c->s[0].d);
	/* native_layer_norm leaves all three results: besides the one checked the arena holds the other two
	   (at most the input's size and two statistics' bytes, and their alignment) */
	kt_end(c, st, res[k], mark, c->op == NLN ? (size_t)(3 * 64 + 4 * uc10_tensor_numel(&x) + 8 * uc10_tensor_numel(&r1)) : 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "ln_ns_empty", "aten::native_layer_norm: Expected normalized_shape to be at least 1-dimensional" },
	{ "ln_w_shape", "aten::native_layer_norm: Expected weight to be of same shape as normalized_shape" },
	{ "ln_in_shape", "expected input with shape [*, normalized_shape]" },
	{ "ln_long", "aten::native_layer_norm: not implemented for 'Long'" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/layernorm", lnm_cases, LNM_NCASES, run_case, msg_samples_);
}
