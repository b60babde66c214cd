/* mul: mul.Tensor, mul_.Tensor, mul.out, mul.Scalar, mul_.Scalar.  Integers wrap; bool is `and'. */
#include "pointwise/pointwise.h"
#include "uc10_ops.h"

uc10_foreach_dtype(@[UC10_ARITH, b8]@, @[
uc10_ew_loop(@[UC10_TN(mul_loop)]@, @[UC10_WMUL(x, y)]@)]@)

static uc10_status mul_prepare_(uc10__ew *op, const uc10_tensor *self, const uc10_tensor *other,
                                const uc10_scalar *other_s)
{
	uc10_status st;

	if ((st = uc10__binary_prepare(op, "aten::mul", self, other, other_s)) != UC10_OK)
		return st;
	uc10_switch_dtype(@[UC10_ARITH, b8]@, @[op->dtype]@, @[op->loop = UC10_TN(mul_loop)]@)
	return UC10_OK;
}

uc10_status uc10_mul_tensor_cpu(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, const uc10_tensor *other)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(mul_prepare_(&op, self, other, NULL), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_mul__tensor_cpu(uc10_ks ks, uc10_tensor *self, const uc10_tensor *other)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(mul_prepare_(&op, self, other, NULL), &op, UC10__INPLACE, self);
}

uc10_status uc10_mul_out_cpu(uc10_ks ks, const uc10_tensor *self, const uc10_tensor *other, uc10_tensor *out)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(mul_prepare_(&op, self, other, NULL), &op, UC10__OUT, out);
}

uc10_status uc10_mul_scalar_cea(uc10_ks ks, uc10_tensor *ret, const uc10_tensor *self, uc10_scalar other)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(mul_prepare_(&op, self, NULL, &other), &op, UC10__FUNCTIONAL, ret);
}

uc10_status uc10_mul__scalar_cea(uc10_ks ks, uc10_tensor *self, uc10_scalar other)
{
	uc10__ew op;

	(void)ks;
	return uc10__ew_run(mul_prepare_(&op, self, NULL, &other), &op, UC10__INPLACE, self);
}
