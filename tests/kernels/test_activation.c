/*
 * The activations of MobileNetV3, EfficientNet and transformer blocks
 * against PyTorch (data/activation.h), through the dispatcher: relu6 and
 * relu6_ (hardtanh), hardswish, hardsigmoid, silu, gelu (approximate
 * "none" and "tanh"), elu, leaky_relu, functional and in place, and
 * dropout_.  Exact, except silu, gelu and elu (exp, erf and tanh of the C
 * library against PyTorch's Sleef: 4 ulp, or 1e-6 where the formula
 * cancels).  Bad input with its status and message; a failed in-place
 * call leaves self as it was; dropout_ in eval mode returns self untouched.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum {
	A_RELU6, A_RELU6_, A_HSW, A_HSW_, A_HSIG, A_HSIG_, A_SILU, A_SILU_, A_GELU, A_ELU, A_ELU_, A_LRELU, A_LRELU_,
	A_DROP_
};

#include "data/activation.h"

/* the approximate strings the cases index (the last one is refused) */
static const char *const approx_[3] = { "none", "tanh", "erf" };

static bool inplace_(int op)
{
	return op == A_RELU6_ || op == A_HSW_ || op == A_HSIG_ || op == A_SILU_ || op == A_ELU_ || op == A_LRELU_ ||
	       op == A_DROP_;
}

static void run_case(const kt_case *c)
{
	static uc10_tensor x, r;
	const uc10_tensor *res = inplace_(c->op) ? &x : &r;
	uc10_scalar s0 = kt_sc(&c->s[0]), s1 = kt_sc(&c->s[1]), s2 = kt_sc(&c->s[2]);
	size_t m0, mark;
	uc10_status st = UC10_E_INTERNAL;
	kt_args g;
	int64_t k;

	m0 = kt_begin(c, &g, &r);
	x = inplace_(c->op) ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	k = kt_int(&g);
	mark = kt_squeeze();
	switch (c->op) {
	case A_RELU6: st = uc10_call_aten_relu6(&r, &x); break;
	case A_RELU6_: st = uc10_call_aten_relu6_(&x); break;
	case A_HSW: st = uc10_call_aten_hardswish(&r, &x); break;
	case A_HSW_: st = uc10_call_aten_hardswish_(&x); break;
	case A_HSIG: st = uc10_call_aten_hardsigmoid(&r, &x); break;
	case A_HSIG_: st = uc10_call_aten_hardsigmoid_(&x); break;
	case A_SILU: st = uc10_call_aten_silu(&r, &x); break;
	case A_SILU_: st = uc10_call_aten_silu_(&x); break;
	case A_GELU: st = uc10_call_aten_gelu(&r, &x, approx_[k]); break;
	case A_ELU: st = uc10_call_aten_elu(&r, &x, s0, s1, s2); break;
	case A_ELU_: st = uc10_call_aten_elu_(&x, s0, s1, s2); break;
	case A_LRELU: st = uc10_call_aten_leaky_relu(&r, &x, s0); break;
	case A_LRELU_: st = uc10_call_aten_leaky_relu_(&x, s0); break;
	case A_DROP_: st = uc10_call_aten_dropout_(&x, c->s[0].d, k != 0); break;
	}
	kt_check(c, st, st == UC10_OK ? res : NULL, mark, 0);
	if (st != UC10_OK && !inplace_(c->op))
		kt_untouched(c);
	if (st != UC10_OK && inplace_(c->op) && x.defined && x.data) {
		const kt_tensor *in = c->in[0];
		CHECK(memcmp(uc10_tensor_ptr(&x), in->data, (size_t)in->n * uc10_dtype_itemsize((uc10_dtype)in->dtype)) == 0,
		      "%s: a failed in-place call wrote self", c->name);
	}
	uc10_arena_release(&kt_arena, m0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "relu6_bool", "Bool inputs not supported for hardtanh" },
	{ "hardswish_i32", "aten::hardswish: not implemented for 'Int'" },
	{ "hardsigmoid__i32", "aten::hardsigmoid: not implemented for 'Int'" },
	{ "silu_bool", "aten::silu: not implemented for 'Bool'" },
	{ "gelu_approx", "aten::gelu: approximate argument must be either none or tanh" },
	{ "gelu_i32", "aten::gelu: not implemented for 'Int'" },
	{ "elu_alpha_overflow", "aten::elu: alpha: value cannot be converted to type Float without overflow" },
	{ "lrelu_slope_overflow", "aten::leaky_relu: negative_slope" },
	{ "lrelu__i32", "aten::leaky_relu: not implemented for 'Int'" },
	{ "drop__p_big", "aten::dropout_: dropout probability has to be between 0 and 1" },
	{ "drop__train", "random numbers" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/activation", ac_cases, AC_NCASES, run_case, msg_samples_);
}
