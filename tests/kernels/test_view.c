/*
 * View kernels against PyTorch (data/view.h): view, reshape (kernel and
 * through the dispatcher), permute, transpose, unsqueeze, squeeze, select,
 * slice, flatten.  A view must share its input's storage (same data
 * pointer, PyTorch's storage offset); reshape/flatten of a tensor that
 * cannot be viewed must copy (fresh storage, contiguous).
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { V_VIEW, V_RESHAPE, V_RESHAPE_CALL, V_PERMUTE, V_TRANSPOSE, V_UNSQUEEZE, V_SQUEEZE, V_SELECT, V_SLICE, V_FLATTEN };

#include "data/view.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, r;
	size_t mark;
	uc10_ks ks = UC10_KS_CPU;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;

	kt_begin(c, &g, &r);
	a = kt_view(c->in[0]);
	mark = kt_squeeze();
	switch (c->op) {
	case V_VIEW: { uc10_int_list l = kt_list(&g); st = uc10_view_cpu(ks, &r, &a, l); break; }
	case V_RESHAPE: { uc10_int_list l = kt_list(&g); st = uc10_reshape_cia(ks, &r, &a, l); break; }
	case V_RESHAPE_CALL: { uc10_int_list l = kt_list(&g); st = uc10_call_aten_reshape(&r, &a, l); break; }
	case V_PERMUTE: { uc10_int_list l = kt_list(&g); st = uc10_permute_cea(ks, &r, &a, l); break; }
	case V_TRANSPOSE: { int64_t d0 = kt_int(&g), d1 = kt_int(&g); st = uc10_transpose_int_cea(ks, &r, &a, d0, d1); break; }
	case V_UNSQUEEZE: { int64_t d = kt_int(&g); st = uc10_unsqueeze_cea(ks, &r, &a, d); break; }
	case V_SQUEEZE: { int64_t d = kt_int(&g); st = uc10_squeeze_dim_cea(ks, &r, &a, d); break; }
	case V_SELECT: { int64_t d = kt_int(&g), i = kt_int(&g); st = uc10_select_int_cea(ks, &r, &a, d, i); break; }
	case V_SLICE: {
		int64_t d = kt_int(&g);
		uc10_opt_int s = kt_opt_int(&g), e = kt_opt_int(&g);
		int64_t step = kt_int(&g);
		st = uc10_slice_tensor_cea(ks, &r, &a, d, s, e, step);
		break;
	}
	case V_FLATTEN: { int64_t s = kt_int(&g), e = kt_int(&g); st = uc10_flatten_using_ints_cia(ks, &r, &a, s, e); break; }
	}
	if (st == UC10_OK && c->status == UC10_OK) {
		bool alias = kt_int(&g) != 0;
		if (alias)
			CHECK(r.data == a.data && kt_arena.used == mark, "%s: not a view of the input", c->name);
		else
			CHECK(r.data != a.data && r.is_contiguous, "%s: should be a contiguous copy", c->name);
	}
	kt_end(c, st, &r, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "view_noncontig", "view size is not compatible with input tensor's size and stride" },
	{ "view_bad_numel", "shape is invalid for input of size" },
	{ "view_two_infer", "only one dimension can be inferred" },
	{ "permute_repeat", "repeated dim in permute" },
	{ "permute_short", "number of dims don't match in permute" },
	{ "transpose_range", "aten::transpose: Dimension out of range" },
	{ "unsqueeze_range", "aten::unsqueeze: Dimension out of range (expected to be in range of [-4, 3], but got 4)" },
	{ "select_range", "aten::select: index out of range" },
	{ "select_0dim", "select() cannot be applied to a 0-dim tensor." },
	{ "slice_step0", "slice step must be positive" },
	{ "flatten_order", "start_dim cannot come after end_dim" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/view", vw_cases, VW_NCASES, run_case, msg_samples_);
}
