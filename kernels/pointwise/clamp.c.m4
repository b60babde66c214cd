/*
 * clamp, clamp_, clamp.out with Scalar bounds (TensorCompare.cpp): the
 * result dtype is self's if floating, else result_type(self, min, max)
 * with the bounds as wrapped numbers (int8 clamp(0.5) -> float32); bounds
 * are converted with Scalar::to<T>() (checked); std::min/std::max
 * semantics (NaN in self stays NaN; min > max gives max).  A NaN bound
 * with both given fills the result with NaN, as clamp_out does.  out=
 * must have the result dtype (build_unary_op checks all dtypes are equal).
 */
#include "pointwise/fclamp.h"
#include "pointwise/pointwise.h"
#include "uc10_ops.h"
#include <math.h>

typedef struct clamp_ctx {
	uc10__pw_buf lo, hi;
	bool has_lo, has_hi;
} clamp_ctx;

/* std::min / std::max with the bounds given (a NaN x stays NaN) */
uc10_foreach_dtype(@[UC10_ARITH]@, @[
static inline real UC10_TN(clamp1)(real x, real lo, real hi, bool has_lo, bool has_hi)
{
	if (has_lo)
		x = x < lo ? lo : x;
	if (has_hi)
		x = hi < x ? hi : x;
	return x;
}

uc10_ew_unary_loop(@[UC10_TN(clamp_loop)]@, @[UC10_TN(clamp1)(x, lo, hi, has_lo, has_hi)]@,
	@[const clamp_ctx *c = ctx;
	const real lo = *(const real *)&c->lo, hi = *(const real *)&c->hi;
	const bool has_lo = c->has_lo, has_hi = c->has_hi;]@)
]@)

/* float32: a dense row by uc10__fclamp_row (the ISA's where it has one), others element by element */
static void clamp_loop_f32_(uc10__iter *it, const void *ctx)
{
	const clamp_ctx *c = ctx;
	const float lo = c->lo.f, hi = c->hi.f;
	const int64_t n = it->shape[0], so = it->stride[0][0], sa = it->stride[1][0];

	for (bool more = uc10__iter_begin(it); more; more = uc10__iter_next(it)) {
		if (so == (int64_t)sizeof(float) && sa == (int64_t)sizeof(float)) {
			uc10__fclamp_row((float *)it->ptr[0], (const float *)it->ptr[1], (ptrdiff_t)n, lo, hi, c->has_lo,
			                 c->has_hi);
			continue;
		}
		for (int64_t i = 0; i < n; i++)
			uc10__fclamp_row((float *)(it->ptr[0] + i * so), (const float *)(it->ptr[1] + i * sa), 1, lo, hi,
			                 c->has_lo, c->has_hi);
	}
}

/* at::fill_(result, NaN) */
uc10_foreach_dtype(@[f32]@, @[
uc10_ew_unary_loop(@[clamp_nan_loop_]@, @[((void)x, (real)NAN)]@)]@)

static uc10_status clamp_prepare_(uc10__ew *op, clamp_ctx *c, const uc10_tensor *self,
                                  uc10_opt_scalar min, uc10_opt_scalar max)
{
	uc10_status st;

	if ((st = uc10__unary_prepare(op, "aten::clamp", self)) != UC10_OK)
		return st;
	if (!min.has && !max.has)
		return uc10_fail(UC10_E_ARG, "aten::clamp: At least one of 'min' or 'max' must not be None", "", "");
	if ((min.has && min.v.tag == UC10_SCALAR_COMPLEX) || (max.has && max.v.tag == UC10_SCALAR_COMPLEX))
		return uc10_fail(UC10_E_DTYPE, "aten::clamp is not supported for complex types", "", "");
	if (!uc10_dtype_is_floating(op->dtype)) {
		uc10_result_type_state rs;
		uc10_result_type_init(&rs);
		uc10_result_type_tensor(&rs, self);
		if (min.has)
			uc10_result_type_scalar(&rs, min.v);
		if (max.has)
			uc10_result_type_scalar(&rs, max.v);
		op->dtype = uc10_result_type(&rs);
	}
	c->has_lo = min.has;
	c->has_hi = max.has;
	op->ctx = c;
	if (min.has && max.has && (uc10_scalar_to_double(min.v) != uc10_scalar_to_double(min.v) ||
	                           uc10_scalar_to_double(max.v) != uc10_scalar_to_double(max.v))) {
		/* at::fill_(result, NaN): an error for integral results */
		if (op->dtype != UC10_FLOAT32)
			return op->dtype == UC10_BOOL || !uc10__is_arith_dtype(op->dtype) ? uc10__fail_dtype("aten::clamp", op->dtype)
			       : uc10__fail4(UC10_E_ARG, "aten::clamp: min/max NaN: value cannot be converted to type ",
			                     uc10__dtype_name(op->dtype), " without overflow", "");
		op->loop = clamp_nan_loop_;
		return UC10_OK;
	}
	uc10_switch_dtype(@[UC10_ARITH]@, @[op->dtype]@, @[op->loop = UC10_TN(clamp_loop)]@)
	if (op->dtype == UC10_FLOAT32)
		op->loop = clamp_loop_f32_;
	if ((min.has && (st = uc10__scalar_to("aten::clamp: min", &c->lo, op->dtype, min.v)) != UC10_OK) ||
	    (max.has && (st = uc10__scalar_to("aten::clamp: max", &c->hi, op->dtype, max.v)) != UC10_OK))
		return st;
	return UC10_OK;
}

uc10_status uc10_clamp_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                           uc10_opt_scalar min, uc10_opt_scalar max)
{
	clamp_ctx c;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(clamp_prepare_(&op, &c, self, min, max), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_clamp__cpu(uc10_ks ks, uc10_tensor *self, uc10_opt_scalar min, uc10_opt_scalar max)
{
	clamp_ctx c;
	uc10__ew op;
	uc10_status st;

	(void)ks;
	if ((st = clamp_prepare_(&op, &c, self, min, max)) != UC10_OK)
		return st;
	if (op.dtype != self->dtype)
		return uc10__fail5(UC10_E_DTYPE, "aten::clamp_", ": result type ", uc10__dtype_name(op.dtype),
		                   " can't be cast to the desired output type ", uc10__dtype_name(self->dtype));
	return uc10__ew_into(self, &op);
}

uc10_status uc10_clamp_out_cpu(uc10_ks ks, const uc10_tensor *self, uc10_opt_scalar min,
                               uc10_opt_scalar max, uc10_tensor *out)
{
	clamp_ctx c;
	uc10__ew op;
	uc10_status st;

	(void)ks;
	if ((st = clamp_prepare_(&op, &c, self, min, max)) != UC10_OK)
		return st;
	if (out && out->defined && out->dtype != op.dtype)   /* build_unary_op */
		return uc10__fail4(UC10_E_DTYPE, "aten::clamp.out: Found dtype ", uc10__dtype_name(out->dtype),
		                   " but expected ", uc10__dtype_name(op.dtype));
	return uc10__ew_into(out, &op);
}
