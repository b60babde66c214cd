/*
 * mm, addmm, linear against PyTorch (data/linear.h).  float32 results are
 * compared within 1e-5 relative (PyTorch's BLAS sums in another order);
 * integer results exactly (they wrap).  linear is a composite: called as a
 * kernel and as aten::linear, it runs transpose/addmm/reshape/mm/view/add_
 * through the dispatcher and must leave only its result in the arena; an
 * undefined bias is None to it, whatever keys the dispatcher sees.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum { L_MM, L_MM_OUT, L_ADDMM, L_ADDMM_OUT, L_LINEAR, L_LINEAR_CALL, L_LINEAR_UNDEF };

#include "data/linear.h"

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, s, o, r;
	const uc10_tensor *res = &r;
	size_t mark;
	uc10_ks ks = UC10_KS_CPU;
	uc10_status st = UC10_E_INTERNAL;
	uc10_scalar be = kt_sc(&c->s[0]), al = kt_sc(&c->s[1]);

	kt_begin(c, NULL, &r);
	a = kt_view(c->in[0]);
	if (c->in[1])
		b = kt_view(c->in[1]);
	if (c->in[2])
		s = kt_view(c->in[2]);
	if (c->op == L_MM_OUT) {
		o = kt_copy(c->in[2]);
		res = &o;
	} else if (c->op == L_ADDMM_OUT) {
		/* addmm's three inputs fill in[]: its out is a fresh 3 x 5 */
		const int64_t sz[2] = { 3, 5 };
		CHECK(uc10_tensor_empty(&o, UC10_FLOAT32, sz, 2, UC10_CONTIGUOUS_FORMAT) == UC10_OK, "out");
		res = &o;
	}
	mark = kt_squeeze();
	switch (c->op) {
	case L_MM: st = uc10_mm_cpu(ks, &r, &a, &b); break;
	case L_MM_OUT: st = uc10_mm_out_cpu(ks, &a, &b, &o); break;
	case L_ADDMM: st = uc10_addmm_cpu(ks, &r, &a, &b, &s, be, al); break;
	case L_ADDMM_OUT: st = uc10_addmm_out_cpu(ks, &a, &b, &s, be, al, &o); break;
	case L_LINEAR: st = uc10_linear_cia(ks, &r, &a, &b, c->in[2] ? &s : NULL); break;
	case L_LINEAR_CALL: st = uc10_call_aten_linear(&r, &a, &b, c->in[2] ? &s : NULL); break;
	case L_LINEAR_UNDEF:   /* an undefined bias (at::Tensor()) is None to linear */
		uc10_tensor_undefined(&s);
		st = uc10_call_aten_linear(&r, &a, &b, &s);
		break;
	}
	kt_end(c, st, res, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "mm_shape", "shapes cannot be multiplied" },
	{ "mm_1d", "aten::mm: self must be a matrix" },
	{ "mm_dtype", "aten::mm: expected scalar type Float" },
	{ "mm_bool", "not implemented for 'Bool'" },
	{ "mm_out_shape", "aten::mm.out: out" },
	{ "addmm_self_shape", "aten::addmm: self must broadcast" },
	{ "linear_shape", "aten::" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/linear", ln_cases, LN_NCASES, run_case, msg_samples_);
}
