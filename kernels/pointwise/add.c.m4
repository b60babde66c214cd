/*
 * add: add.Tensor, add_.Tensor, add.out, add.Scalar, add_.Scalar
 * (sub.c reuses it with -alpha, as PyTorch's sub does).
 *
 * out = self + alpha * other in the promoted dtype.  float: one rounding,
 * fmaf(other, alpha, self), as PyTorch's vectorized CPU kernel (vec::fmadd)
 * computes it on its AVX2 build; alpha = +-1 is exactly self +- other.
 * Integers wrap.
 */
#include "common/kernel.h"
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ARITH, b8]@, @[
uc10_if_float(@[uc10_ew_loop(@[UC10_TN(add_loop)]@, @[uc10__fmaf(y, alpha, x)]@, @[const real alpha = *(const real *)ctx;]@)
uc10_ew_loop(@[UC10_TN(add1_loop)]@, @[x + y]@)
uc10_ew_loop(@[UC10_TN(sub1_loop)]@, @[x - y]@)]@,
@[uc10_ew_loop(@[UC10_TN(add_loop)]@, @[UC10_WADD(x, UC10_WMUL(alpha, y))]@, @[const real alpha = *(const real *)ctx;]@)]@)
]@)

/* float alpha = +-1: exactly self +- other (no multiply, as fmaf would round the same). */
static uc10__loop_fn add_loop_(uc10_dtype dt, const uc10__pw_buf *alpha)
{
	if (dt == UC10_FLOAT32 && (alpha->f == 1.0f || alpha->f == -1.0f))
		return alpha->f == 1.0f ? add1_loop_f32 : sub1_loop_f32;
	uc10_switch_dtype(@[UC10_ARITH, b8]@, @[dt]@, @[return UC10_TN(add_loop)]@, @[return NULL;]@)
	return NULL;
}

/*
 * alpha_check (BinaryOps.cpp): bool alpha only for bool results, no float
 * alpha for integral results; then Scalar::to<T>() of alpha (checked).
 */
uc10_status uc10__add_prepare(uc10__ew *op, const char *name, const uc10_tensor *self, const uc10_tensor *other,
                              const uc10_scalar *other_s, uc10_scalar alpha, uc10__pw_buf *alpha_buf)
{
	uc10_status st;

	if ((st = uc10__binary_prepare(op, name, self, other, other_s)) != UC10_OK)
		return st;
	if (alpha.tag == UC10_SCALAR_BOOL && op->dtype != UC10_BOOL)
		return uc10_fail(UC10_E_ARG, name, ": Boolean alpha only supported for Boolean results.", "");
	if (!uc10_dtype_is_floating(op->dtype) && alpha.tag == UC10_SCALAR_FLOAT)
		return uc10_fail(UC10_E_ARG, name, ": For integral input tensors, argument alpha must not be a floating point number.", "");
	if (alpha.tag == UC10_SCALAR_COMPLEX)
		return uc10_fail(UC10_E_DTYPE, name, ": alpha: complex Scalars are not supported by uc10", "");
	if ((st = uc10__scalar_to(name, alpha_buf, op->dtype, alpha)) != UC10_OK)
		return st;
	op->loop = add_loop_(op->dtype, alpha_buf);
	op->ctx = alpha_buf;
	return UC10_OK;
}

uc10_status uc10_add_tensor_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                const uc10_tensor *other, uc10_scalar alpha)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(uc10__add_prepare(&op, "aten::add", self, other, NULL, alpha, &buf), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_add__tensor_cpu(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other, uc10_scalar alpha)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(uc10__add_prepare(&op, "aten::add", self, other, NULL, alpha, &buf), &op, UC10__INPLACE, self);
}

uc10_status uc10_add_out_cpu(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *other,
                             uc10_scalar alpha, uc10_tensor *out)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(uc10__add_prepare(&op, "aten::add", self, other, NULL, alpha, &buf), &op, UC10__OUT, out);
}

/* add.Scalar: add(self, wrapped_scalar_tensor(other), alpha) */
uc10_status uc10_add_scalar_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self,
                                uc10_scalar other, uc10_scalar alpha)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(uc10__add_prepare(&op, "aten::add", self, NULL, &other, alpha, &buf), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_add__scalar_cea(uc10_ks ks, uc10_tensor *self, uc10_scalar other, uc10_scalar alpha)
{
	uc10__pw_buf buf;
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(uc10__add_prepare(&op, "aten::add", self, NULL, &other, alpha, &buf), &op, UC10__INPLACE, self);
}
