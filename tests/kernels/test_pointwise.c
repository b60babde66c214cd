/*
 * Pointwise kernels against PyTorch (data/pointwise.h): add, sub, mul, div
 * (Tensor, Scalar, in-place, out=), relu, sigmoid, tanh, clamp; dtypes,
 * promotion, broadcasting, non-contiguous and channels_last inputs,
 * wraparound, NaN/inf, errors.  Then bad input: null and undefined
 * tensors, arena exhaustion.
 */
#include <string.h>
#include "kt.h"
#include "kt_impl.h"
#include "uc10_ops.h"

enum {
	P_ADD, P_ADD_, P_ADD_OUT, P_ADD_OUT_SELF, P_ADD_OUT_ALIAS, P_ADD_S, P_ADD_S_,
	P_SUB, P_SUB_, P_SUB_OUT, P_MUL, P_MUL_, P_MUL_OUT, P_MUL_S, P_MUL_S_,
	P_DIV, P_DIV_, P_DIV_OUT, P_RELU, P_RELU_, P_SIG, P_SIG_, P_SIG_OUT,
	P_TANH, P_TANH_, P_TANH_OUT, P_CLAMP, P_CLAMP_, P_CLAMP_OUT
};

#include "data/pointwise.h"

static uint32_t bytes_sum_(const uc10_tensor *t)
{
	int64_t lo, hi;
	uint32_t h = 2166136261u;
	const unsigned char *p = uc10_tensor_ptr(t);

	uc10_tensor_byte_span(t, &lo, &hi);
	for (int64_t i = lo; i < hi; i++)
		h = (h ^ p[i]) * 16777619u;
	return h;
}

static void run_case(const kt_case *c)
{
	static uc10_tensor a, b, o, r;
	const uc10_tensor *res = &r;
	uc10_scalar s0 = kt_sc(&c->s[0]), s1 = kt_sc(&c->s[1]);
	uc10_opt_scalar lo = kt_osc(&c->s[0]), hi = kt_osc(&c->s[1]);
	size_t mark;
	uint32_t before = 0;
	uc10_status st = UC10_E_INTERNAL;
	uc10_ks ks = UC10_KS_CPU;

	kt_begin(c, NULL, &r);
	/* in-place and out= targets are copies in the arena; mark after them */
	a = (c->op == P_ADD_ || c->op == P_ADD_S_ || c->op == P_SUB_ || c->op == P_MUL_ || c->op == P_MUL_S_ ||
	     c->op == P_DIV_ || c->op == P_RELU_ || c->op == P_SIG_ || c->op == P_TANH_ || c->op == P_CLAMP_ ||
	     c->op == P_ADD_OUT_SELF || c->op == P_ADD_OUT_ALIAS) ? kt_copy(c->in[0]) : kt_view(c->in[0]);
	if (c->in[1])
		b = kt_view(c->in[1]);
	if (c->in[2])
		o = kt_copy(c->in[2]);
	mark = kt_squeeze();
	if (c->in[2])
		before = bytes_sum_(&o);
	else if (a.data && (uintptr_t)a.data >= (uintptr_t)kt_arena.base)
		before = bytes_sum_(&a);

	switch (c->op) {
	case P_ADD: st = uc10_add_tensor_cpu(ks, &r, &a, &b, s0); break;
	case P_ADD_: st = uc10_add__tensor_cpu(ks, &a, &b, s0); res = &a; break;
	case P_ADD_OUT: st = uc10_add_out_cpu(ks, &a, &b, s0, &o); res = &o; break;
	case P_ADD_OUT_SELF: st = uc10_add_out_cpu(ks, &a, &b, s0, &a); res = &a; break;
	case P_ADD_OUT_ALIAS: {
		/* out=x[1:5] while the inputs are x[0:4] and x[2:6] */
		uc10_tensor x0 = a, x1 = a, x2 = a;
		x0.sizes[0] = x1.sizes[0] = x2.sizes[0] = 4;
		x1.storage_offset = 2;
		x2.storage_offset = 1;
		before = bytes_sum_(&a);
		st = uc10_add_out_cpu(ks, &x0, &x1, s0, &x2);
		res = NULL;
		break;
	}
	case P_ADD_S: st = uc10_add_scalar_cea(ks, &r, &a, s0, s1); break;
	case P_ADD_S_: st = uc10_add__scalar_cea(ks, &a, s0, s1); res = &a; break;
	case P_SUB: st = uc10_sub_tensor_cpu(ks, &r, &a, &b, s0); break;
	case P_SUB_: st = uc10_sub__tensor_cpu(ks, &a, &b, s0); res = &a; break;
	case P_SUB_OUT: st = uc10_sub_out_cpu(ks, &a, &b, s0, &o); res = &o; break;
	case P_MUL: st = uc10_mul_tensor_cpu(ks, &r, &a, &b); break;
	case P_MUL_: st = uc10_mul__tensor_cpu(ks, &a, &b); res = &a; break;
	case P_MUL_OUT: st = uc10_mul_out_cpu(ks, &a, &b, &o); res = &o; break;
	case P_MUL_S: st = uc10_mul_scalar_cea(ks, &r, &a, s0); break;
	case P_MUL_S_: st = uc10_mul__scalar_cea(ks, &a, s0); res = &a; break;
	case P_DIV: st = uc10_div_tensor_cpu(ks, &r, &a, &b); break;
	case P_DIV_: st = uc10_div__tensor_cpu(ks, &a, &b); res = &a; break;
	case P_DIV_OUT: st = uc10_div_out_cpu(ks, &a, &b, &o); res = &o; break;
	case P_RELU: st = uc10_relu_cpu(ks, &r, &a); break;
	case P_RELU_: st = uc10_relu__cpu(ks, &a); res = &a; break;
	case P_SIG: st = uc10_sigmoid_cpu(ks, &r, &a); break;
	case P_SIG_: st = uc10_sigmoid__cpu(ks, &a); res = &a; break;
	case P_SIG_OUT: st = uc10_sigmoid_out_cpu(ks, &a, &o); res = &o; break;
	case P_TANH: st = uc10_tanh_cpu(ks, &r, &a); break;
	case P_TANH_: st = uc10_tanh__cpu(ks, &a); res = &a; break;
	case P_TANH_OUT: st = uc10_tanh_out_cpu(ks, &a, &o); res = &o; break;
	case P_CLAMP: st = uc10_clamp_cpu(ks, &r, &a, lo, hi); break;
	case P_CLAMP_: st = uc10_clamp__cpu(ks, &a, lo, hi); res = &a; break;
	case P_CLAMP_OUT: st = uc10_clamp_out_cpu(ks, &a, lo, hi, &o); res = &o; break;
	}
	if (st != UC10_OK && c->in[2])
		CHECK(bytes_sum_(&o) == before, "%s: a failed call wrote out", c->name);
	else if (st != UC10_OK && (res == &a || c->op == P_ADD_OUT_ALIAS) && a.defined)
		CHECK(bytes_sum_(&a) == before, "%s: a failed call wrote self", c->name);
	kt_end(c, st, res, mark, 0);
}

/* Messages of a sample of the error cases (Note [Kernel messages]): the op, what is wrong. */
static const kt_msg msg_samples_[] = {
	{ "add_shape", "aten::add: The size of tensor a must match the size of tensor b" },
	{ "add_alpha_float_int", "argument alpha must not be a floating point number" },
	{ "add_alpha_bool", "Boolean alpha only supported for Boolean results" },
	{ "add_alpha_overflow", "cannot be converted to type Char without overflow" },
	{ "add__i32_from_f32", "aten::add: result type Float can't be cast to the desired output type Int" },
	{ "add_out_wrong_shape", "output with shape doesn't match the broadcast shape" },
	{ "add_out_partial_overlap", "some elements of the input tensor and the written-to tensor refer to a single memory location" },
	{ "add_out_internal_overlap", "more than one element of the written-to tensor refers to a single memory location" },
	{ "sub_bool", "Subtraction, the `-` operator, with a bool tensor is not supported" },
	{ "muls__i8_float", "aten::mul: result type Float" },
	{ "div__i32", "aten::div: result type Float" },
	{ "relu_bool", "not implemented for 'Bool'" },
	{ "clamp_none", "At least one of 'min' or 'max' must not be None" },
	{ "clamp_out_dtype", "Found dtype Float but expected Int" },
	{ NULL, NULL }
};

int main(void)
{
	return kt_main("kernels/pointwise", pw_cases, PW_NCASES, run_case, msg_samples_);
}
